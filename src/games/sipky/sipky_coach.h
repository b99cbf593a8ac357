// The Šipky lesson coach: what it says about the learner's choice (composing a number,
// keeping or discarding an overshooting card, stop / one card / two cards), compared with
// the strong player's, in the past tense and in a child's words. It speaks only where the
// reason is sure and simple: a number over the target, the target hit exactly, high numbers
// far from the target (the rulebook's own tactic, which the lesson teaches: said even where
// the strong player's chances prefer the lower number), two cards when fewer than ten points
// are missing, taking more when stopping already won, one card that cannot reach a higher
// score that has stopped. A forced move (the first throw) gets no word. Otherwise it stays
// silent; never a percentage. A pure function of the position the choice was made in.
#pragma once

#include <optional>
#include <vector>

#include "games/sipky/sipky_bot.h"
#include "games/sipky/sipky_game.h"
#include "narration/message.h"
#include "play/game_controller.h"

namespace sh::sipky {

std::vector<Message> coach_choice(const SipkyState& s, Action mine);
// The same against the strong player's analysis of the position made before (away from the
// keys: SipkyBot::analyse).
std::vector<Message> coach_choice_against(const SipkyState& s, Action mine, const SipkyAnalysis& analysis);
// The hint in a lesson's guided game: the strong player's move named in the coach's words
// ("Rada: vezmi si dvě karty."), no chances in percent; nullopt when nothing is to decide.
std::optional<Advice> coach_advice(const SipkyState& s);

}  // namespace sh::sipky
