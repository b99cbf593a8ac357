// Šipky test helpers: a dealer-mode game played by seeded random decisions in the
// library, and the keypad keys that make the binary take the same decisions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace sh::test {

// The key names that make the binary apply the player actions of `actions` from index
// `from` on (chance actions are the program's own deals in dealer mode).
std::string keys_for(const std::vector<Action>& actions, std::size_t from);
// The same for a series: after each game but the last the binary waits for Enter.
std::string keys_for(const GameOptions& options, const std::vector<Action>& actions, std::size_t from);
// A whole dealer-mode game (or series) with seeded decisions, as the binary will play it.
std::vector<Action> library_game(const GameOptions& options, std::uint64_t seed);

}  // namespace sh::test
