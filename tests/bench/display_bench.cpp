// What the table window adds to a key (run by hand: build/spoluhrac-games-bench
// --benchmark_filter=Display): building the picture on the game's thread after each key
// (the only part on the speech path), and laying it out on the window's thread.
#include <benchmark/benchmark.h>

#include "display/table_layout.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_picture.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_picture.h"
#include "narration/language.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace {

struct Quiet final : sh::Speech {
  void say(std::string_view, sh::Priority) override {}
  void silence() override {}
  void finish() override {}
};

struct Fixture {
  Quiet speech;
  sh::NullSound sound;
  sh::Language language = sh::Language::load(SPOLUHRAC_DATA_DIR, "cs");
  sh::Voice voice{speech, sound, language};
  std::vector<std::string> names{"Alojz", "Bedřich", "Cyril", "David"};
};

void BM_DisplayKiviPicture(benchmark::State& state) {
  Fixture f;
  auto game = sh::kivi::make_kivi_game({{"players", "4"}});
  auto s = game->new_initial_state();
  for (int v : {1, 2, 3, 4, 5, 6}) s->apply(sh::kivi::die_action(v));
  const auto& k = static_cast<const sh::kivi::KiviState&>(*s);
  for (auto _ : state) benchmark::DoNotOptimize(sh::kivi::make_picture(k, f.names, f.voice, 10));
}
BENCHMARK(BM_DisplayKiviPicture);

void BM_DisplayQuistPicture(benchmark::State& state) {
  Fixture f;
  auto game = sh::make_quist_game({{"mode", "dealer"}});
  auto s = game->new_initial_state();
  while (s->is_chance()) s->apply(s->chance_outcomes().front().first);
  const auto& q = static_cast<const sh::quist::QuistState&>(*s);
  for (auto _ : state) benchmark::DoNotOptimize(sh::quist::make_picture(q, f.names, f.voice, -1));
}
BENCHMARK(BM_DisplayQuistPicture);

void BM_DisplayKiviLayout(benchmark::State& state) {
  Fixture f;
  auto game = sh::kivi::make_kivi_game({{"players", "4"}});
  auto s = game->new_initial_state();
  for (int v : {1, 2, 3, 4, 5, 6}) s->apply(sh::kivi::die_action(v));
  auto picture = sh::kivi::make_picture(static_cast<const sh::kivi::KiviState&>(*s), f.names, f.voice, 10);
  const auto& theme = sh::display::theme_by_id("dark");
  for (auto _ : state)
    benchmark::DoNotOptimize(sh::display::lay_out(picture.get(), "Kolo 1, na tahu Alojz.", theme, 1.0, 1024, 720));
}
BENCHMARK(BM_DisplayKiviLayout);

}  // namespace
