// Člověče computer player. It knows every throw of its turn (they are rolled before any is
// used), so it searches all the ways to use them (to a node budget) and scores the
// position after the turn, captures and gifts included: for each player, a colour at
// home is worth most, then the best piece of a missing colour he may move, by how far it
// has come along his path, then a colour waiting in his house. Its worth of a position is
// its own score minus the others' (half the best, half the mean), so it enters, races
// home, captures what helps an opponent, pushes pieces past opponents' entrances, and
// gives a captured piece to the player it helps least. Deterministic for a seed.
#pragma once

#include <cstdint>

#include "core/game.h"
#include "games/clovece/clovece_game.h"

namespace sh::clovece {

class CloveceBot {
 public:
  explicit CloveceBot(std::uint64_t seed = 0, int node_budget = 3000);

  // The action for the player to act (a use of a throw, or a gift). Throws
  // std::logic_error at a chance node or at the end.
  Action choose(const CloveceState& state) const;
  Action choose(const State& state) const;

  // How good the position is for `seat` alone (higher is better).
  static double progress(const CloveceState& state, int seat);
  // `seat`'s score against the others.
  static double worth(const CloveceState& state, int seat);

 private:
  double search(const CloveceState& state, int me, int depth) const;

  std::uint64_t seed_;
  int budget_;
};

}  // namespace sh::clovece
