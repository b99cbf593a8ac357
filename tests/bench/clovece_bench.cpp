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

#include "core/chance.h"
#include "games/clovece/clovece_game.h"

namespace {

using sh::clovece::CloveceState;

std::shared_ptr<const sh::Game> game_of(const benchmark::State& state) {
  return sh::clovece::make_clovece_game({{"players", std::to_string(state.range(0))}});
}

std::uint64_t playout(const sh::Game& game, std::uint64_t seed, bool with_events) {
  auto s = game.new_initial_state();
  sh::Events events;
  std::uint64_t step = 0;
  while (!s->is_terminal()) {
    sh::Action a;
    if (s->is_chance()) {
      a = sh::sample_chance(s->chance_outcomes(), seed, step);
    } else {
      auto legal = s->legal_actions();
      a = legal[sh::chance_bits(seed ^ 99, step) % legal.size()];
    }
    events.clear();
    s->apply(a, with_events ? &events : nullptr);
    ++step;
  }
  return step;
}

void run(benchmark::State& state, bool with_events) {
  auto game = game_of(state);
  std::uint64_t seed = 0, actions = 0;
  for (auto _ : state) {
    actions += playout(*game, seed++, with_events);
    benchmark::DoNotOptimize(actions);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  const double n = static_cast<double>(actions);
  state.counters["actions_per_game"] = benchmark::Counter(n / static_cast<double>(state.iterations()));
  state.counters["actions_per_second"] = benchmark::Counter(n, benchmark::Counter::kIsRate);  // CPU time
}

void BM_ClovecePlayout(benchmark::State& state) { run(state, false); }
BENCHMARK(BM_ClovecePlayout)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_ClovecePlayoutEvents(benchmark::State& state) { run(state, true); }
BENCHMARK(BM_ClovecePlayoutEvents)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

std::vector<std::unique_ptr<sh::State>> positions(const sh::Game& game) {
  std::vector<std::unique_ptr<sh::State>> out;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    auto s = game.new_initial_state();
    for (std::uint64_t step = 0; !s->is_terminal(); ++step) {
      if (step % 25 == 0) out.push_back(s->clone());
      if (s->is_chance()) {
        s->apply(sh::sample_chance(s->chance_outcomes(), seed, step));
      } else {
        auto legal = s->legal_actions();
        s->apply(legal[sh::chance_bits(seed ^ 99, step) % legal.size()]);
      }
    }
  }
  return out;
}

void BM_CloveceClone(benchmark::State& state) {
  auto game = game_of(state);
  const auto all = positions(*game);
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
  const auto all = positions(*game);
  std::size_t i = 0;
  for (auto _ : state) {
    CloveceState copy = static_cast<const CloveceState&>(*all[i++ % all.size()]).scratch();
    benchmark::DoNotOptimize(&copy);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_CloveceScratch)->Arg(2)->Arg(4)->Arg(6);

}  // namespace
