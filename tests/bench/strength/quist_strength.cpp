// Numeramis Quist in the strength tournament: four seats, partners opposite (sides 0 1 0 1
// are the teams, so each pairing puts one level in seats 0 and 2, the other in 1 and 3, and
// swaps them every game). One tournament game is one Quist game (nine tricks, dealer mode,
// options games=1), which a team wins with five or more tricks. The strong player searches
// a fixed number of sampled deals per card (kTournamentSamples) so that results repeat.
#include "games/quist/quist_bot.h"
#include "games/quist/quist_game.h"
#include "tests/bench/strength/strength.h"

namespace {

using namespace sh;
using namespace sh::strength;

constexpr int kTournamentSamples = 200;

const Registrar registrar(GameSpec{
    "quist",
    {4},
    [](int) { return make_quist_game({{"games", "1"}}); },
    [](const State& state, Player p, std::uint64_t seed) {
      const auto& s = static_cast<const quist::QuistState&>(state);
      const quist::QuistBot bot(seed, level_of(p), quist::SearchBudget{kTournamentSamples});
      return bot.choose(s.observation(s.current_player()));
    },
    [](const State& state) {
      const auto& s = static_cast<const quist::QuistState&>(state);
      std::vector<double> share(quist::kSeats, 0.0);
      for (int seat = 0; seat < quist::kSeats; ++seat)
        share[static_cast<std::size_t>(seat)] = quist::team_of(seat) == s.match_winner() ? 1.0 : 0.0;
      return share;
    },
    [](int) { return std::vector<int>{0, 1, 0, 1}; },
});

}  // namespace
