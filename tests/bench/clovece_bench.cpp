// Speed of Matfyzácké Člověče (run by hand: build/spoluhrac-games-bench --benchmark_filter=Clovece).
// BM_ClovecePlayout/N: uniformly random games of N players (items_per_second = games/s),
//   through the generic State interface (apply() without an events list: none are built);
//   counters actions_per_game, actions_per_second (µs per action = 1e6 / actions_per_second).
// BM_ClovecePlayoutEvents/N: the same games with every event built (as in play).
// BM_CloveceClone/N and BM_CloveceScratch/N: clone() and scratch() (the copy the computer
//   player searches on) of positions from such games (items_per_second = copies/s).
// The computer player's decision times per level: clovece_decision_bench.cpp.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "games/clovece/clovece_game.h"
#include "bench_playout.h"

namespace {

using sh::clovece::CloveceState;

std::shared_ptr<const sh::Game> game_of(const benchmark::State& state) {
  return sh::clovece::make_clovece_game({{"players", std::to_string(state.range(0))}});
}

void run(benchmark::State& state, bool with_events) {
  auto game = game_of(state);
  sh::Events events;
  sh::bench::run_playouts_per_action(state, [&](std::uint64_t seed) {
    auto s = game->new_initial_state();
    return sh::bench::play_out(*s, seed, with_events ? &events : nullptr);
  });
}

void BM_ClovecePlayout(benchmark::State& state) { run(state, false); }
BENCHMARK(BM_ClovecePlayout)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_ClovecePlayoutEvents(benchmark::State& state) { run(state, true); }
BENCHMARK(BM_ClovecePlayoutEvents)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_CloveceClone(benchmark::State& state) {
  auto game = game_of(state);
  const auto all = sh::bench::playout_positions(*game);
  std::size_t i = 0;
  for (auto _ : state) {
    auto copy = all[i++ % all.size()]->clone();
    benchmark::DoNotOptimize(copy.get());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_CloveceClone)->Arg(2)->Arg(4)->Arg(6);

void BM_CloveceScratch(benchmark::State& state) {
  auto game = game_of(state);
  const auto all = sh::bench::playout_positions(*game);
  std::size_t i = 0;
  for (auto _ : state) {
    CloveceState copy = static_cast<const CloveceState&>(*all[i++ % all.size()]).scratch();
    benchmark::DoNotOptimize(&copy);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_CloveceScratch)->Arg(2)->Arg(4)->Arg(6);

}  // namespace
