// Numberfloor speed (run by hand, part of build/spoluhrac-games-bench):
//   BM_NumberfloorPlayout/<players>: random dealer-mode games of the Full variant (items_per_second = games/s)
//   BM_NumberfloorDecisionNormal: the computer player's decisions, with p50_ms and p99_ms
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "bench_playout.h"
#include "core/chance.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_game.h"

namespace {

using namespace sh::numberfloor;

void BM_NumberfloorPlayout(benchmark::State& state) {
  auto game = make_numberfloor_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);
}
BENCHMARK(BM_NumberfloorPlayout)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

// Decisions of the bot in positions of bot-against-bot games (all variants, 2-5 players).
void BM_NumberfloorDecisionNormal(benchmark::State& state) {
  std::vector<std::unique_ptr<sh::State>> positions;
  std::vector<std::shared_ptr<const sh::Game>> games;
  const NumberfloorBot bot;
  for (int g = 0; g < 30; ++g) {
    const char* variants[] = {"full", "middle", "beginner"};
    games.push_back(make_numberfloor_game({{"players", std::to_string(2 + g % 4)}, {"variant", variants[g % 3]}}));
    auto s = games.back()->new_initial_state();
    auto& nf = static_cast<NumberfloorState&>(*s);
    std::uint64_t step = 0;
    while (!s->is_terminal() && positions.size() < static_cast<std::size_t>(200 * (g + 1))) {
      if (s->is_chance()) {
        s->apply(sh::sample_chance(s->chance_outcomes(), static_cast<std::uint64_t>(g), step++));
        continue;
      }
      positions.push_back(s->clone());
      s->apply(bot.choose(nf.observation(nf.turn_player())));
      ++step;
    }
  }
  std::vector<double> ms;
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& s = static_cast<const NumberfloorState&>(*positions[i++ % positions.size()]);
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(s.observation(s.turn_player())));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  if (!ms.empty()) {
    state.counters["p50_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    state.counters["positions"] = static_cast<double>(positions.size());
  }
}
BENCHMARK(BM_NumberfloorDecisionNormal)->Unit(benchmark::kMicrosecond);

}  // namespace
