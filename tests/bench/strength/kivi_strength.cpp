// KIVI in the strength tournament: 2 and 4 players; every level is KiviBot (the strong one
// searches exactly, with no time limit, so the figures can be reproduced). The bot reads
// only the public table (the board, the dice, the stones): KIVI has no hidden information.
#include "tests/bench/strength/strength.h"

#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"

namespace sh::strength {
namespace {

const Registrar kKivi({
    "kivi",
    {2, 4},
    [](int players) { return kivi::make_kivi_game({{"players", std::to_string(players)}}); },
    [](const State& s, Player p, std::uint64_t seed) { return kivi::KiviBot(seed, level_of(p)).choose(s); },
    [](const State& s) {
      const auto& k = static_cast<const kivi::KiviState&>(s);
      std::vector<double> share(static_cast<std::size_t>(k.num_players()), 0.0);
      const auto ranking = k.ranking();
      int winners = 0;
      for (const auto& line : ranking) winners += line.place == 1 ? 1 : 0;
      for (const auto& line : ranking)
        if (line.place == 1) share[static_cast<std::size_t>(line.seat)] = 1.0 / winners;
      return share;
    },
    nullptr,
});

}  // namespace
}  // namespace sh::strength
