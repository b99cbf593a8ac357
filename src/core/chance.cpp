#include "core/chance.h"

#include <stdexcept>

namespace sh {

namespace {
std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
}  // namespace

std::uint64_t chance_bits(std::uint64_t seed, std::uint64_t index) {
  return splitmix64(splitmix64(seed) ^ (index * 0xd1342543de82ef95ULL + 1));
}

Action sample_chance(const std::vector<std::pair<Action, int>>& outcomes, std::uint64_t seed,
                     std::uint64_t index) {
  std::uint64_t total = 0;
  for (const auto& o : outcomes) total += static_cast<std::uint64_t>(o.second);
  if (total == 0) throw std::logic_error("sample_chance: no outcome has weight");
  std::uint64_t r = chance_bits(seed, index) % total;  // bias below 2^-50, irrelevant here
  for (const auto& [action, weight] : outcomes) {
    if (r < static_cast<std::uint64_t>(weight)) return action;
    r -= static_cast<std::uint64_t>(weight);
  }
  return outcomes.back().first;
}

}  // namespace sh
