// Speed of the rules engines and the narration (run by hand, not in CI):
//   build/spoluhrac-games-bench
// Figures: random playouts per second for each game, sentences rendered per second.
#include <benchmark/benchmark.h>

#include "core/chance.h"
#include "games/kivi/kivi_game.h"
#include "games/quist/quist_game.h"
#include "games/sipky/sipky_game.h"
#include "narration/language.h"

namespace {

void playout(const sh::Game& game, std::uint64_t seed) {
  auto s = game.new_initial_state();
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
  benchmark::DoNotOptimize(step);
}

void BM_SipkyPlayout101(benchmark::State& state) {
  auto game = sh::sipky::make_sipky_game({{"players", "4"}});
  std::uint64_t seed = 0;
  for (auto _ : state) playout(*game, seed++);
}
BENCHMARK(BM_SipkyPlayout101);

void BM_KiviPlayout(benchmark::State& state) {
  auto game = sh::kivi::make_kivi_game({{"players", "4"}});
  std::uint64_t seed = 0;
  for (auto _ : state) playout(*game, seed++);
}
BENCHMARK(BM_KiviPlayout);

void BM_QuistMatchPlayout(benchmark::State& state) {
  auto game = sh::make_quist_game({{"games", "10"}});
  std::uint64_t seed = 0;
  for (auto _ : state) playout(*game, seed++);
}
BENCHMARK(BM_QuistMatchPlayout);

void BM_RenderCzechSentence(benchmark::State& state) {
  auto cs = sh::Language::load(SPOLUHRAC_DATA_DIR, "cs");
  sh::Message m = sh::Message("sipky.scored").with("player", "Bedřich").with("value", 41).with("score", 94).with("missing", 7);
  for (auto _ : state) benchmark::DoNotOptimize(cs.render(m));
}
BENCHMARK(BM_RenderCzechSentence);

}  // namespace

BENCHMARK_MAIN();
