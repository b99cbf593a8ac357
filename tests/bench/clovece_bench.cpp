// Speed of Matfyzácké Člověče (run by hand: build/spoluhrac-games-bench --benchmark_filter=Clovece).
// BM_ClovecePlayout/N: uniformly random games of N players (games/s).
// BM_CloveceDecisionNormal: the computer player's decisions in 4-player games among
// computer players, with the median and 99th percentile of one decision (p50_ms, p99_ms).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "bench_playout.h"
#include "core/chance.h"
#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_game.h"

namespace {

void BM_ClovecePlayout(benchmark::State& state) {
  auto game = sh::clovece::make_clovece_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);  // items_per_second = games/s
}
BENCHMARK(BM_ClovecePlayout)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_CloveceDecisionNormal(benchmark::State& state) {
  auto game = sh::clovece::make_clovece_game({{"players", "4"}});
  std::vector<double> ms;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    sh::clovece::CloveceBot bot(seed);
    auto s = game->new_initial_state();
    while (!s->is_terminal()) {
      sh::Action a;
      if (s->is_chance()) {
        a = sh::sample_chance(s->chance_outcomes(), seed, s->history().size());
      } else {
        auto t0 = std::chrono::steady_clock::now();
        a = bot.choose(*s);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      s->apply(a);
    }
    ++seed;
  }
  std::sort(ms.begin(), ms.end());
  auto pct = [&](double p) { return ms.empty() ? 0.0 : ms[static_cast<std::size_t>(p * static_cast<double>(ms.size() - 1))]; };
  state.counters["decisions"] = static_cast<double>(ms.size());
  state.counters["p50_ms"] = pct(0.50);
  state.counters["p99_ms"] = pct(0.99);
  state.counters["max_ms"] = ms.empty() ? 0.0 : ms.back();
}
BENCHMARK(BM_CloveceDecisionNormal)->Unit(benchmark::kMillisecond);

}  // namespace
