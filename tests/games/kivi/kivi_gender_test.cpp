// KIVI agrees with the winner's gender (issue 30): "Vítězka: Eva", "Vítěz: Petr".
#include <gtest/gtest.h>

#include "games/kivi/kivi_narration.h"
#include "kivi_test_util.h"
#include "narration/language.h"

namespace sh::kivi {
namespace {

TEST(KiviGender, TheWinnerIsVitezOrVitezka) {
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  auto game = testing::kivi_game(2);
  auto state = game->new_initial_state();
  const std::vector<std::string> names{"Eva", "Petr"};
  auto said = [&](long winner, const Language& lang) {
    Context c{testing::as_kivi(*state), names, Mode::Dealer, lang, Verbosity::Normal};
    const auto n = narrate(Event("kivi.game_over", {{"winner", winner}, {"winners", 1}, {"score", 56}}), c);
    return n.empty() || !n[0].message ? std::string() : lang.render(*n[0].message);
  };
  EXPECT_EQ(said(0, cs), "Konec hry. Vítězka: Eva, 56 bodů.");
  EXPECT_EQ(said(1, cs), "Konec hry. Vítěz: Petr, 56 bodů.");
  EXPECT_EQ(said(0, en), "Game over. Winner: Eva, 56 points.");
}

}  // namespace
}  // namespace sh::kivi
