// The strength tournament (bench, not the test suite): seeded games between two levels of
// a game's computer players, win rates with 95 % intervals. Each game adds itself in
// tests/bench/strength/<game>_strength.cpp with one static Registrar; strength_main.cpp
// plays the pairings (strong v normal, normal v easy, easy v random) over its usual player
// counts and prints the table. Build: the target spoluhrac-strength (cmake/strength.cmake).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/game_options.h"

namespace sh::strength {

// Who sits in a seat: a level of the game's computer player, or uniformly random legal
// moves (the baseline "easy beats random" is measured against).
enum class Player { Random, Easy, Normal, Strong };
const char* player_name(Player p);
Level level_of(Player p);  // Easy/Normal/Strong; Random has none (throws)

struct GameSpec {
  std::string id;                   // "kivi"
  std::vector<int> player_counts;   // the usual counts, each played
  // The game for `players` seats in dealer mode (computers option unused: the tournament
  // asks choose() for every seat).
  std::function<std::shared_ptr<const Game>(int players)> make_game;
  // The decision of the player to act in `s` at level `p` (never Random). Must read only
  // what that seat may see (its observation), and be deterministic for `seed`. The strong
  // player may use a fixed search budget here so that results can be reproduced.
  std::function<Action(const State& s, Player p, std::uint64_t seed)> choose;
  // At the end: each seat's share of the win (1 for the single winner, ties split; for a
  // team game both partners get the team's share). Sums to 1 per side or team.
  std::function<std::vector<double>(const State& s)> result;
  // Which seats play together (same number = one side), empty = each seat alone (Quist:
  // 0 1 0 1). Sides alternate between the two levels of a pairing.
  std::function<std::vector<int>(int players)> sides;
};

void add_game(GameSpec spec);
const std::vector<GameSpec>& games();

struct Registrar {
  explicit Registrar(GameSpec spec) { add_game(std::move(spec)); }
};

// One game with `seats[i]` in seat i; chance from `seed`. Returns each seat's share.
std::vector<double> play_one(const GameSpec& g, int players, const std::vector<Player>& seats, std::uint64_t seed);

}  // namespace sh::strength
