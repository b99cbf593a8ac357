// Numeramis Quist: a computer player. It decides from its seat's Observation only (its own
// hand, the cards laid, public counts), never from other hands, so it cannot cheat.
// Deterministic: the same observation and seed give the same card.
#pragma once

#include <cstdint>

#include "core/game.h"
#include "games/quist/quist_observation.h"

namespace sh::quist {

class QuistBot {
 public:
  explicit QuistBot(std::uint64_t seed = 0) : seed_(seed) {}

  // The card value to lay. Requires obs.my_turn and obs.hand_known (dealer mode);
  // throws std::logic_error otherwise.
  Action choose(const Observation& obs) const;

 private:
  std::uint64_t seed_;
};

}  // namespace sh::quist
