// OpenSpiel's engines of the games ours are compared with, measured the way ours are in
// games_bench.cpp: random playouts from a fresh initial state to the end, chance outcomes
// sampled by their probabilities, the other moves uniformly among the legal ones.
// items_per_second is games per second; moves_per_game the mean length of a game.
// Only built with -DSPOLUHRAC_OPENSPIEL_DIR (cmake/openspiel.cmake, tools/openspiel-bench.sh).
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "open_spiel/spiel.h"

namespace {

// Plays one game to its end and returns the number of actions applied.
std::int64_t playout(const open_spiel::Game& game, std::mt19937& rng) {
  std::unique_ptr<open_spiel::State> s = game.NewInitialState();
  std::int64_t moves = 0;
  while (!s->IsTerminal()) {
    open_spiel::Action a;
    if (s->IsChanceNode()) {
      const std::vector<std::pair<open_spiel::Action, double>> outcomes = s->ChanceOutcomes();
      double r = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
      a = outcomes.back().first;
      for (const auto& [action, p] : outcomes) {
        if (r < p) {
          a = action;
          break;
        }
        r -= p;
      }
    } else {
      const std::vector<open_spiel::Action> legal = s->LegalActions();
      a = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    }
    s->ApplyAction(a);
    ++moves;
  }
  benchmark::DoNotOptimize(s->Returns());
  return moves;
}

void run(benchmark::State& state, const std::string& game_string) {
  std::shared_ptr<const open_spiel::Game> game = open_spiel::LoadGame(game_string);
  std::mt19937 rng(20260101);
  std::int64_t moves = 0;
  for (auto _ : state) moves += playout(*game, rng);
  state.SetItemsProcessed(state.iterations());
  state.counters["moves_per_game"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
  state.SetLabel(game->GetType().short_name + ", " + std::to_string(game->NumPlayers()) + " players");
}

void BM_OpenSpielCrazyEightsPlayout(benchmark::State& state) {
  run(state, "crazy_eights(players=" + std::to_string(state.range(0)) + ")");
}
BENCHMARK(BM_OpenSpielCrazyEightsPlayout)->Arg(2)->Arg(5);

void BM_OpenSpielMaednPlayout(benchmark::State& state) {
  run(state, "maedn(players=" + std::to_string(state.range(0)) + ")");
}
BENCHMARK(BM_OpenSpielMaednPlayout)->Arg(2)->Arg(4);

void BM_OpenSpielYachtPlayout(benchmark::State& state) { run(state, "yacht"); }
BENCHMARK(BM_OpenSpielYachtPlayout);

void BM_OpenSpielHeartsPlayout(benchmark::State& state) { run(state, "hearts"); }
BENCHMARK(BM_OpenSpielHeartsPlayout);

void BM_OpenSpielOhHellPlayout(benchmark::State& state) { run(state, "oh_hell"); }
BENCHMARK(BM_OpenSpielOhHellPlayout);

}  // namespace
