// Numberfloor agrees with the winner's gender (issue 30): "Vítězka: Anna", "Vítěz: Boris".
#include <gtest/gtest.h>

#include "games/numberfloor/numberfloor_narration.h"
#include "narration/language.h"
#include "numberfloor_test_support.h"

namespace sh::numberfloor {
namespace {

using testing::B;
using testing::F;

TEST(NumberfloorGender, TheWinnerIsVitezOrVitezka) {
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  auto game = testing::nf_game(2);
  auto state = testing::dealt(*game, {{F(5), F(5), F(9), F(9), F(9), F(1)}, {F(2), F(2), F(2), F(4), F(4), F(4)}},
                              {F(3), B(2)});
  const auto& s = testing::as_nf(*state);
  const Names names{"Anna", "Boris"};
  auto said = [&](long seat, const Language& lang) {
    const auto n = narrate(Event("game.won", {{"seat", seat}, {"stars", 5}}), Context{s, names, lang});
    for (const auto& piece : n)
      if (piece.message) return lang.render(*piece.message);
    return std::string();
  };
  EXPECT_EQ(said(0, cs), "Vítězka: Anna, 5 hvězd!");
  EXPECT_EQ(said(1, cs), "Vítěz: Boris, 5 hvězd!");
  EXPECT_EQ(said(0, en).rfind("Winner: Anna", 0), 0u) << said(0, en);
}

}  // namespace
}  // namespace sh::numberfloor
