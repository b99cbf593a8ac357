// The Člověče hint: the strong computer player's choice for the person to act now, with
// the key that makes it, the move as the numbered list says it, and a short reason
// ("Vyhoď zelenou figurku: ..."). A pure function of the position (the lesson's coach
// compares it with a learner's move); the same in dealer and assistant mode, since both
// hold the same state once the throws are typed.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_narration.h"
#include "play/game_controller.h"

namespace sh::clovece {

// The budget of a hint: rounds within 300 ms (they end by 80 % of it), at most 64 (so a
// hint is mostly the same on every machine).
StrongBudget hint_budget();

// nullopt unless a decision (a use of a throw or a gift) is due.
std::optional<Advice> advise_move(const Context& c, std::uint64_t seed);

// The lesson coach on the learner's move `mine` (a use of a throw), compared with the strong
// player's in the same position: past tense, the moves named by piece and square, and a
// reason a child follows (a capture whose piece goes to someone else, into the chlíveček,
// entering, escaping a threat), or nothing. Never recommends capturing a piece only the
// mover may take (the rulebook warns against giving it to oneself); says when the learner did.
// learner: the name (the lesson's learner) whose gender the past tense agrees with ("nasadila jsi"),
// people the genders the name list gave.
std::vector<Message> coach_move(const Context& c, Action mine, std::uint64_t seed, const std::string& learner = {},
                                const People* people = nullptr);
// coach_move in two steps, so the search can run ahead away from the keys: the strong
// player's choice for the person to act (nullopt: nothing to say here, whatever the move),
// then the words on `mine` against it (quick).
std::optional<Action> coach_reference(const CloveceState& s, std::uint64_t seed);
std::vector<Message> coach_move_against(const Context& c, Action mine, Action best, const std::string& learner = {},
                                        const People* people = nullptr);
// A move as a fragment of the coach's sentence: `past` for the learner's ("táhl jsi žlutou,
// která stála na tvém startu"), else the better one ("táhnout modrou, která stojí …").
Message coach_move_words(const Move& m, const Context& c, bool past);
// The hint in a lesson's guided game: the strong player's move named, not numbered ("Rada:
// nasadit žlutou."), with the coach's reason when there is a sure one; while a captured
// piece is given, whose house it goes to.
std::optional<Advice> coach_advice(const Context& c, std::uint64_t seed);

// Who could capture a piece standing on track `square` with one throw, and with which:
// (seat, throw) of the first found, or (-1, 0). `me` is never counted.
std::pair<int, int> threat_on(const CloveceState& s, int square, int me);

}  // namespace sh::clovece
