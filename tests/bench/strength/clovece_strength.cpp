// Člověče in the strength tournament: 2 and 4 players; the strong player with a fixed
// number of rollout rounds (kStrongRounds, deterministic) instead of its 300 ms clock, so
// that 1000 games a pairing take minutes and can be reproduced.
#include <string>

#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_game.h"
#include "tests/bench/strength/strength.h"

namespace sh::strength {
namespace {

constexpr int kStrongRounds = 64;

const Registrar kClovece{GameSpec{
    "clovece",
    {2, 4},
    [](int players) { return clovece::make_clovece_game({{"players", std::to_string(players)}}); },
    [](const State& s, Player p, std::uint64_t seed) {
      clovece::StrongBudget budget;
      budget.rounds = kStrongRounds;
      return clovece::CloveceBot(seed, level_of(p), budget).choose(s);
    },
    [](const State& s) {
      const auto& c = static_cast<const clovece::CloveceState&>(s);
      std::vector<double> share(static_cast<std::size_t>(c.num_players()), 0.0);
      if (c.winner() >= 0) share[static_cast<std::size_t>(c.winner())] = 1.0;
      return share;
    },
    nullptr}};

}  // namespace
}  // namespace sh::strength
