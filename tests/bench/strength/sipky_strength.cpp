// Šipky in the strength tournament: "Stojedna" to 101 for 2 and 4 players. The strong
// player computes exactly (no search budget), so results reproduce; the seed only drives
// the easy player's slips. A game nobody wins (everyone over) is split evenly.
#include "strength.h"

#include "games/sipky/sipky_bot.h"
#include "games/sipky/sipky_game.h"

namespace sh::strength {
namespace {

const Registrar kSipky({
    "sipky",
    {2, 4},
    [](int players) { return sipky::make_sipky_game({{"players", std::to_string(players)}}); },
    [](const State& s, Player p, std::uint64_t seed) { return sipky::SipkyBot(level_of(p), seed).choose(s); },
    [](const State& s) {
      const auto& state = static_cast<const sipky::SipkyState&>(s);
      const auto n = static_cast<std::size_t>(state.config().players);
      std::vector<double> share(n, 0.0);
      std::vector<int> winners;
      for (const auto& line : state.game_ranking())
        if (line.place == 1 && !line.busted) winners.push_back(line.seat);
      if (winners.empty()) {
        for (auto& x : share) x = 1.0 / static_cast<double>(n);
      } else {
        for (int w : winners) share[static_cast<std::size_t>(w)] = 1.0 / static_cast<double>(winners.size());
      }
      return share;
    },
    nullptr,
});

}  // namespace
}  // namespace sh::strength
