// Speed of the rules engines and the narration (run by hand, not in CI):
//   build/spoluhrac-games-bench
// Figures: random playouts per second for each game, sentences rendered per second.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_playout.h"
#include "games/kivi/kivi_game.h"
#include "games/quist/quist_game.h"
#include "games/sipky/sipky_game.h"
#include "narration/language.h"

namespace {

void BM_SipkyPlayout101(benchmark::State& state) {
  auto game = sh::sipky::make_sipky_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);
}
BENCHMARK(BM_SipkyPlayout101)->Arg(2)->Arg(4);

// Beside OpenSpiel's yacht (2 players by default).
void BM_KiviPlayout(benchmark::State& state) {
  auto game = sh::kivi::make_kivi_game({{"players", std::to_string(state.range(0))}});
  sh::bench::run_playouts(state, *game);
}
BENCHMARK(BM_KiviPlayout)->Arg(2)->Arg(4);

// One Quist game (nine tricks), beside OpenSpiel's hearts and oh_hell hands.
void BM_QuistGamePlayout(benchmark::State& state) {
  auto game = sh::make_quist_game({{"games", "1"}});
  sh::bench::run_playouts(state, *game);
}
BENCHMARK(BM_QuistGamePlayout);

void BM_QuistMatchPlayout(benchmark::State& state) {
  auto game = sh::make_quist_game({{"games", "10"}});
  sh::bench::run_playouts(state, *game);
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
