// Numberfloor speed (run by hand, part of build/spoluhrac-games-bench):
//   BM_NumberfloorPlayout/<players>: random dealer-mode games of the Full variant (items_per_second = games/s),
//     through the generic State interface (events built and dropped)
//   BM_NumberfloorPlayoutQuiet/<players>: the same games with events off (set_quiet), as
//     the strong player's playouts run
// Decision times per level: numberfloor_decision_bench.cpp.
#include <benchmark/benchmark.h>

#include "bench_playout.h"
#include "core/chance.h"
#include "games/numberfloor/numberfloor_game.h"

namespace {

using namespace sh::numberfloor;

void BM_NumberfloorPlayout(benchmark::State& state) {
  auto game = make_numberfloor_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);
}
BENCHMARK(BM_NumberfloorPlayout)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_NumberfloorPlayoutQuiet(benchmark::State& state) {
  auto game = make_numberfloor_game({{"players", std::to_string(state.range(0))}});
  std::uint64_t seed = 0, actions = 0;
  for (auto _ : state) {
    auto s = game->new_initial_state();
    static_cast<NumberfloorState&>(*s).set_quiet(true);
    std::uint64_t step = 0;
    while (!s->is_terminal()) {
      sh::Action a;
      if (s->is_chance()) {
        a = sh::sample_chance(s->chance_outcomes(), seed, step);
      } else {
        auto legal = s->legal_actions();
        a = legal[sh::chance_bits(seed ^ 99, step) % legal.size()];
      }
      s->apply(a);
      ++step;
    }
    actions += step;
    ++seed;
    benchmark::DoNotOptimize(actions);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.counters["actions_per_game"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_NumberfloorPlayoutQuiet)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

}  // namespace
