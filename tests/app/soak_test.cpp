// Soak: thousands of seeded games of every game in one process, each event narrated and
// rendered in Czech, with memory that stays flat. The figure is printed for the notes.
#include <gtest/gtest.h>

#include <fstream>
#include <unistd.h>

#include "play/table.h"
#include "core/chance.h"
#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_narration.h"
#include "games/quist/quist_bot.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"
#include "narration/language.h"
#include "test_scale.h"

namespace sh {
namespace {

long resident_kb() {
  std::ifstream statm("/proc/self/statm");
  long size = 0, resident = 0;
  statm >> size >> resident;
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

// ASan's quarantine holds freed memory on purpose: the memory figure counts only without it.
using test::kSanitized;
using test::scaled;

struct Soak {
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::size_t sentences = 0;
  std::size_t characters = 0;

  void say(const Narration& n) {
    for (const auto& piece : n)
      if (piece.message) {
        characters += cs.render(*piece.message).size();
        ++sentences;
      }
  }

  void sipky_game(std::uint64_t seed) {
    const int players = 1 + static_cast<int>(seed % 8);
    auto game = sipky::make_sipky_game({{"players", std::to_string(players)}, {"target", "201"}});
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) names.push_back("Hráč " + std::to_string(i + 1));
    Table t(game, Mode::Dealer, seed, names);
    std::uint64_t step = 0;
    while (!t.state().is_terminal()) {
      auto legal = t.state().legal_actions();
      Events ev = t.act(legal[chance_bits(seed, step++) % legal.size()]);
      const auto& s = static_cast<const sipky::SipkyState&>(t.state());
      for (const auto& e : ev) say(sipky::narrate(e, s, names, Mode::Dealer));
    }
  }

  void kivi_game(std::uint64_t seed) {
    auto game = kivi::make_kivi_game({{"players", "3"}});
    std::vector<std::string> names = {"Eva", "Jan", "Petr"};
    Table t(game, Mode::Dealer, seed, names);
    t.run_chance();
    kivi::KiviBot bot(seed);
    while (!t.state().is_terminal()) {
      Events ev = t.act(bot.choose(t.state()));
      const auto& s = static_cast<const kivi::KiviState&>(t.state());
      kivi::Context c{s, names, Mode::Dealer, cs};
      for (const auto& e : ev) say(kivi::narrate(e, c));
    }
  }

  void quist_match(std::uint64_t seed) {
    auto game = make_quist_game({{"games", "2"}});
    std::vector<std::string> names = {"Eva", "Jan", "Petr", "Dana"};
    Table t(game, Mode::Dealer, seed, names);
    t.run_chance();
    quist::QuistBot bot(seed);
    while (!t.state().is_terminal()) {
      const auto& s = static_cast<const quist::QuistState&>(t.state());
      Events ev = t.act(bot.choose(s.observation(s.current_player())));
      for (const auto& e : ev) say(quist::narrate(e, static_cast<const quist::QuistState&>(t.state()), names, Mode::Dealer));
    }
  }
};

TEST(Soak, ThousandsOfGamesInOneProcessKeepMemoryFlat) {
  Soak soak;
  // Warm-up: allocator pools and catalogs settle.
  for (std::uint64_t i = 0; i < 300; ++i) soak.sipky_game(i);
  for (std::uint64_t i = 0; i < 10; ++i) soak.kivi_game(i);
  for (std::uint64_t i = 0; i < 5; ++i) soak.quist_match(i);
  const long before = resident_kb();
  int games = 0;
  for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(scaled(3000, 10)); ++i, ++games) soak.sipky_game(1000 + i);
  for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(scaled(80, 10)); ++i, ++games) soak.kivi_game(1000 + i);
  for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(scaled(40, 10)); ++i, ++games) soak.quist_match(1000 + i);
  const long after = resident_kb();
  std::printf("soak: %d games, %zu sentences rendered, resident %ld kB -> %ld kB (growth %ld kB)\n", games,
              soak.sentences, before, after, after - before);
  RecordProperty("resident_growth_kb", static_cast<int>(after - before));
  EXPECT_GT(soak.sentences, static_cast<std::size_t>(scaled(100000, 10)));
  if (!kSanitized) {
    EXPECT_LT(after - before, 2048) << "memory grows with the number of games";
  }
}

}  // namespace
}  // namespace sh
