// Speed of Matfyzácké Člověče (run by hand: build/spoluhrac-games-bench --benchmark_filter=Clovece).
// BM_ClovecePlayout/N: uniformly random games of N players (games/s).
// The computer player's decision times per level: clovece_decision_bench.cpp.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_playout.h"
#include "games/clovece/clovece_game.h"

namespace {

void BM_ClovecePlayout(benchmark::State& state) {
  auto game = sh::clovece::make_clovece_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);  // items_per_second = games/s
}
BENCHMARK(BM_ClovecePlayout)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace
