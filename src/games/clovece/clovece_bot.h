// Člověče computer player at three levels (core::Level, option "level").
//
// Normal: it knows every throw of its turn (they are rolled before any is used), so it
// searches all the ways to use them (to a node budget) and scores the position after the
// turn, captures and gifts included: for each player, a colour at home is worth most,
// then the best piece of a missing colour he may move, by how far it has come along his
// path, then a colour waiting in his house. Its worth of a position is its own score
// minus the others' (half the best, half the mean), so it enters, races home, captures
// what helps an opponent, pushes pieces past opponents' entrances, and gives a captured
// piece to the player it helps least.
//
// Easy makes human mistakes and stays legal: now and then it runs with its front piece,
// now and then it moves any piece, and otherwise it looks at one throw at a time and at
// its own progress only (so it overlooks captures and what a gift does to others).
//
// Strong: Monte Carlo rollouts over the following turns (chance = the dice). Each use of
// the current throw is tried; its turn is finished by the normal player, then every
// other player plays one turn (a quick normal player, one throw looked at at a time) on
// dice drawn from the seed, and the position is scored when the strong player is about to
// roll again. The same dice serve every candidate (common random numbers), samples are
// added round by round until the time budget (default 300 ms) or the fixed number of
// rounds (tournament, tests) is spent; the best mean wins. Deterministic for a seed in
// the fixed mode; in the time mode the number of rounds depends on the machine. The time
// mode keeps a margin for a shared, busy CPU: no round (and within a round no rollout)
// begins that the longest one so far says would end after kDeadlinePercent of the budget;
// a round cut short is dropped (every candidate keeps the same dice); min_rounds rounds
// are always played (a few milliseconds) so that the choice stays a search.
#pragma once

#include <cstdint>

#include "core/game.h"
#include "core/game_options.h"
#include "games/clovece/clovece_game.h"

namespace sh::clovece {

// How long the strong player may think: rounds > 0 is a fixed number of rollout rounds
// (deterministic); otherwise rounds go on while they end within kDeadlinePercent of
// time_ms, at least min_rounds and at most max_rounds.
struct StrongBudget {
  int time_ms = 300;     // the decision's wall time (when rounds == 0)
  int rounds = 0;
  int max_rounds = 400;
  int min_rounds = 4;    // time mode: at least this many rounds (under 30 ms on one core)
};

// The share of a time budget after which no rollout may end (the rest is the margin for a
// descheduled thread and for the caller's work around the search).
inline constexpr int kDeadlinePercent = 80;

class CloveceBot {
 public:
  // The normal player (as before the levels).
  explicit CloveceBot(std::uint64_t seed = 0, int node_budget = 3000);
  CloveceBot(std::uint64_t seed, Level level, StrongBudget budget = {});

  // The action for the player to act (a use of a throw, or a gift). Throws
  // std::logic_error at a chance node or at the end.
  Action choose(const CloveceState& state) const;
  Action choose(const State& state) const;

  Level level() const { return level_; }
  // Rollout rounds the last strong decision took (for tests and the bench).
  int last_rounds() const { return last_rounds_; }

  // How good the position is for `seat` alone (higher is better).
  static double progress(const CloveceState& state, int seat);
  // `seat`'s score against the others.
  static double worth(const CloveceState& state, int seat);

 private:
  Action choose_normal(const CloveceState& state) const;
  Action choose_easy(const CloveceState& state) const;
  Action choose_strong(const CloveceState& state) const;
  double search(const CloveceState& state, int me, int depth) const;
  double rollout(CloveceState state, int me, std::uint64_t dice_seed) const;

  std::uint64_t seed_;
  int budget_;
  Level level_ = Level::Normal;
  StrongBudget strong_;
  mutable int last_rounds_ = 0;
};

// A number that tells positions apart (pieces, turn, throws), for seeding decisions.
std::uint64_t position_key(const CloveceState& state);

}  // namespace sh::clovece
