// Numberfloor in the strength tournament: 2 and 4 players, the Full variant, dealer mode.
// Every level decides from the acting seat's observation only. The strong player uses a
// fixed search budget (strong_samples() samples of kStrongPlans plans a decision, no clock) so
// results can be reproduced, and one bot object per seat and thread, so that it follows the
// plan it made for the turn (its decisions within a turn cost nothing). The tournament asks
// only the player on turn; out-of-turn take-over claims are not made by the computer
// levels here (the random player may pick any legal action, a take-over too), so the
// strong player's playouts make none either (StrongBudget::claims), as it would learn of a
// table's habits.
#include <array>
#include <map>
#include <memory>
#include <optional>

#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_game.h"
#include "tests/bench/strength/strength.h"

namespace {

using namespace sh;
using namespace sh::numberfloor;

// More samples with four players: one seat's plan moves the race less, the gains are smaller
// (300 samples: 0.266 v 0.234 a seat; 1000: 0.269 v 0.232 over 1000 games, the per-seat
// intervals just touch; over 4000 games 0.264 (0.255–0.274) v 0.236 (0.227–0.245), paired by
// game +0.029 (+0.013 to +0.044) a seat: clearly better).
// Tried and worse at four players: z = 1.0; valuing the next star by the win share of the
// game (a race of stars, the next one weighted by hand sizes): 0.230 v 0.270 over 400 games.
int strong_samples(int players) { return players >= 4 ? 1000 : 100; }
constexpr int kStrongPlans = 16;

std::shared_ptr<const NumberfloorGame> game_for(int players) {
  return std::make_shared<NumberfloorGame>(
      parse_config({{"players", std::to_string(players)}, {"variant", "full"}}),
      GameOptions{{"players", std::to_string(players)}, {"variant", "full"}});
}

const NumberfloorBot& strong_for(int players, int seat) {
  thread_local std::map<int, std::shared_ptr<const NumberfloorGame>> games;
  thread_local std::map<std::pair<int, int>, NumberfloorBot> bots;
  auto key = std::make_pair(players, seat);
  auto it = bots.find(key);
  if (it == bots.end()) {
    auto& g = games[players];
    if (!g) g = game_for(players);
    NumberfloorBot bot(Level::Strong, g);
    StrongBudget b;
    b.iterations = strong_samples(players);
    b.candidates = kStrongPlans;
    b.claims = false;  // nobody claims take-overs in the tournament: the playouts neither
    bot.set_budget(b);
    it = bots.emplace(key, std::move(bot)).first;
  }
  return it->second;
}

const strength::Registrar kNumberfloor{strength::GameSpec{
    "numberfloor",
    {2, 4},
    [](int players) -> std::shared_ptr<const Game> { return game_for(players); },
    [](const State& state, strength::Player p, std::uint64_t seed) -> Action {
      const auto& s = static_cast<const NumberfloorState&>(state);
      const int seat = s.turn_player();
      const Observation o = s.observation(seat);
      const Level level = strength::level_of(p);
      if (level == Level::Strong) return strong_for(s.num_players(), seat).choose(o, seed);
      return NumberfloorBot(level).choose(o, seed);
    },
    [](const State& state) {
      const auto& s = static_cast<const NumberfloorState&>(state);
      std::vector<double> share(static_cast<std::size_t>(s.num_players()), 0.0);
      if (s.winner() >= 0) share[static_cast<std::size_t>(s.winner())] = 1.0;
      return share;
    },
    nullptr}};

}  // namespace
