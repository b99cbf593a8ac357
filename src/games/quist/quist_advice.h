// Numeramis Quist: the hint (help twice quickly) and the lesson coach's reference move:
// the strong player's card for the person to act, with a short reason in the catalogs'
// words ("Polož 2: zdvih zatím drží Jana z tvé dvojice.") and the search's chance of winning the
// game. A pure function of the state; it reads only the acting seat's observation.
// Dealer mode: the strong search with a fixed budget (kHintSamples deals), so a position
// always gets the same hint, cut short by the deadline of a hint a person waits for
// (play/deadline.h). Assistant mode (hands unknown to the program): only where the
// public state decides the card, see quist_controller.h; otherwise nullopt.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"
#include "play/deadline.h"
#include "play/game_controller.h"

namespace sh::quist {

inline constexpr int kHintSamples = 1000;

// Advice for the seat to act, or nullopt (not playing, the seat is the computer's, or
// nothing to advise without the hand).
std::optional<Advice> advise_card(const QuistState& s, const Names& names, std::uint64_t seed,
                                  const Deadline& deadline = {});
// Whether advise_card may have something to say for the seat to act (cheap: the play is on
// and a person acts).
bool may_advise(const QuistState& s);

// The lesson coach on the learner's card `mine`, against the strong player's in the same
// position: "Zahrál jsi 3; lepší byla 7: …" with a reason a child can check at the table (it
// takes or beats, nobody can beat it, the partner holds the trick, save the high cards), or
// nothing. Dealer mode only; never a percentage.
std::vector<Message> coach_card(const QuistState& s, const Names& names, Action mine, std::uint64_t seed,
                                const Deadline& deadline = {});
// coach_card in two steps, so the search can run ahead away from the keys: the strong
// player's card for the person to act (nullopt: the coach says nothing here, whatever the
// card), then the words on `mine` against it (quick).
std::optional<int> coach_reference(const QuistState& s, std::uint64_t seed, const Deadline& deadline = {});
std::vector<Message> coach_words(const QuistState& s, const Names& names, Action mine, int best);

}  // namespace sh::quist
