// Seeded chance for dealer mode: the outcome of the k-th action of a game depends only on
// the seed and k, so a game resumed from its journal deals exactly what the uncut game
// would have dealt, with no random-generator state to save.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/game.h"

namespace sh {

// A well-mixed 64-bit value from (seed, index): splitmix64 of both.
std::uint64_t chance_bits(std::uint64_t seed, std::uint64_t index);

// Picks an outcome with probability proportional to its weight, using chance_bits.
Action sample_chance(const std::vector<std::pair<Action, int>>& outcomes, std::uint64_t seed,
                     std::uint64_t index);

}  // namespace sh
