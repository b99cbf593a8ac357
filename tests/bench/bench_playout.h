// Shared by the engine benchmarks of tests/bench/: one uniformly random playout of a game
// (chance sampled from the seed, as the dealer does), and the games/s figure.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "core/game.h"

namespace sh::bench {

// The action a random playout takes at `step` of `s` (chance sampled from the seed, every
// choice uniformly random).
inline Action random_action(const State& s, std::uint64_t seed, std::uint64_t step) {
  if (s.is_chance()) return sample_chance(s.chance_outcomes(), seed, step);
  auto legal = s.legal_actions();
  return legal[chance_bits(seed ^ 99, step) % legal.size()];
}

// Plays `s` to the end with random_action; with `events`, every action's events are built
// into it (as in play). Returns the number of actions applied.
inline std::uint64_t play_out(State& s, std::uint64_t seed, Events* events = nullptr) {
  std::uint64_t step = 0;
  for (; !s.is_terminal(); ++step) {
    const Action a = random_action(s, seed, step);
    if (events) {
      events->clear();
      s.apply(a, events);
    } else {
      s.apply(a);
    }
  }
  return step;
}

// Plays `game` from its initial state to the end, every choice uniformly random; returns
// the number of actions applied.
inline std::uint64_t random_playout(const Game& game, std::uint64_t seed) {
  auto s = game.new_initial_state();
  return play_out(*s, seed);
}

// Positions of random playouts of `game` (seeds 0..seeds-1), one every `every` actions:
// what the copy benchmarks copy.
inline std::vector<std::unique_ptr<State>> playout_positions(const Game& game, std::uint64_t seeds = 20,
                                                             std::uint64_t every = 25) {
  std::vector<std::unique_ptr<State>> out;
  for (std::uint64_t seed = 0; seed < seeds; ++seed) {
    auto s = game.new_initial_state();
    for (std::uint64_t step = 0; !s->is_terminal(); ++step) {
      if (step % every == 0) out.push_back(s->clone());
      s->apply(random_action(*s, seed, step));
    }
  }
  return out;
}

// The benchmark loop over seeded playouts, `playout(seed)` returning one game's actions:
// items_per_second = games/s, and the counters actions_per_game and actions_per_second
// (CPU time; games differ in length, so engines are compared per action too).
template <typename Playout>
void run_playouts_per_action(benchmark::State& state, Playout playout) {
  std::uint64_t seed = 0, actions = 0;
  for (auto _ : state) {
    actions += playout(seed++);
    benchmark::DoNotOptimize(actions);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  const double n = static_cast<double>(actions);
  state.counters["actions_per_game"] = benchmark::Counter(n / static_cast<double>(state.iterations()));
  state.counters["actions_per_second"] = benchmark::Counter(n, benchmark::Counter::kIsRate);
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
