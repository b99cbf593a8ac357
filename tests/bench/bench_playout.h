// Shared by the engine benchmarks of tests/bench/: one uniformly random playout of a game
// (chance sampled from the seed, as the dealer does), and the games/s figure.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/chance.h"
#include "core/game.h"

namespace sh::bench {

// Plays `game` from its initial state to the end, every choice uniformly random; returns
// the number of actions applied.
inline std::uint64_t random_playout(const Game& game, std::uint64_t seed) {
  auto s = game.new_initial_state();
  std::uint64_t step = 0;
  while (!s->is_terminal()) {
    Action a;
    if (s->is_chance()) {
      a = sample_chance(s->chance_outcomes(), seed, step);
    } else {
      auto legal = s->legal_actions();
      a = legal[chance_bits(seed ^ 99, step) % legal.size()];
    }
    s->apply(a);
    ++step;
  }
  return step;
}

// Runs the benchmark loop over seeded playouts and reports items_per_second = games/s
// and the mean number of actions a game.
inline void run_playouts(benchmark::State& state, const Game& game) {
  std::uint64_t seed = 0, actions = 0;
  for (auto _ : state) {
    actions += random_playout(game, seed++);
    benchmark::DoNotOptimize(actions);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.counters["actions_per_game"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(state.iterations()));
}

}  // namespace sh::bench
