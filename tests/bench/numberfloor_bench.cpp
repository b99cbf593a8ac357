// Numberfloor speed (run by hand, part of build/spoluhrac-games-bench):
//   BM_NumberfloorPlayout/<players>: random dealer-mode games of the Full variant (items_per_second = games/s),
//     through the generic State interface (apply() without an events list: none are built)
//   BM_NumberfloorPlayoutQuiet/<players>: the same games with set_quiet, as the strong
//     player's playouts run
//   BM_NumberfloorPlayoutEvents/<players>: the same games with every event built (as in play)
//   BM_NumberfloorClone/<players>: clone() of positions from such games (items_per_second =
//     clones/s); the strong player copies a state for every plan of every sample.
// Every playout reports actions_per_game and actions_per_second (games differ in length:
// compare engines per action too; µs per action = 1e6 / actions_per_second).
// Decision times per level: numberfloor_decision_bench.cpp.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "games/numberfloor/numberfloor_game.h"
#include "bench_playout.h"

namespace {

using namespace sh::numberfloor;

enum class Events { None, Quiet, Built };

void run(benchmark::State& state, Events mode) {
  auto game = make_numberfloor_game({{"players", std::to_string(state.range(0))}});
  sh::Events events;
  sh::bench::run_playouts_per_action(state, [&](std::uint64_t seed) {
    auto s = game->new_initial_state();
    if (mode == Events::Quiet) static_cast<NumberfloorState&>(*s).set_quiet(true);
    return sh::bench::play_out(*s, seed, mode == Events::Built ? &events : nullptr);
  });
}

void BM_NumberfloorPlayout(benchmark::State& state) { run(state, Events::None); }
BENCHMARK(BM_NumberfloorPlayout)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_NumberfloorPlayoutQuiet(benchmark::State& state) { run(state, Events::Quiet); }
BENCHMARK(BM_NumberfloorPlayoutQuiet)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_NumberfloorPlayoutEvents(benchmark::State& state) { run(state, Events::Built); }
BENCHMARK(BM_NumberfloorPlayoutEvents)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_NumberfloorClone(benchmark::State& state) {
  auto game = make_numberfloor_game({{"players", std::to_string(state.range(0))}});
  const auto positions = sh::bench::playout_positions(*game);
  std::size_t i = 0;
  for (auto _ : state) {
    auto copy = positions[i++ % positions.size()]->clone();
    benchmark::DoNotOptimize(copy.get());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_NumberfloorClone)->Arg(2)->Arg(5);

}  // namespace
