// Six of a kind on an occupied cell (issue 27, PRODUCT.md "KIVI"): the thrower, not the
// owner, puts the displaced stone on a free cell ("Jeho kámen pak umístí…", the subject is
// still the thrower). The engine asks the thrower, the keys are the thrower's, the
// narration names both, and a computer thrower puts the stone where it helps its owner least.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_scoring.h"
#include "kivi_test_util.h"
#include "test_support.h"

namespace sh::kivi {
namespace {

using namespace testing;

// Eva (seat 0) on row 4 column 4, Petr (seat 1) on row 1 column 1, Eva on row 4 column 5;
// Petr's six sixes take row 4 column 4: Eva's stone there is displaced.
std::unique_ptr<State> knocked_out() {
  static auto game = kivi_game(2);
  auto s = game->new_initial_state();
  place_with_joker(*s, rc(3, 3));
  place_with_joker(*s, rc(0, 0));
  place_with_joker(*s, rc(3, 4));
  roll_dice(*s, {6, 6, 6, 6, 6, 6});
  s->apply(place_action(rc(3, 3)));
  return s;
}

TEST(KiviRelocation, TheThrowerMovesTheDisplacedStoneWhichStaysItsOwners) {
  auto s = knocked_out();
  const auto& k = as_kivi(*s);
  ASSERT_EQ(k.phase(), Phase::Relocating);
  EXPECT_EQ(k.turn_player(), 1);
  EXPECT_EQ(k.current_player(), 1);
  EXPECT_EQ(k.relocating_player(), 1);
  EXPECT_EQ(k.displaced_owner(), 0);
  s->apply(relocate_action(rc(6, 0)));
  EXPECT_EQ(k.owner(rc(6, 0)), 0);
  EXPECT_EQ(k.owner(rc(3, 3)), 1);
}

TEST(KiviRelocation, EveryLevelOfComputerThrowerPutsTheStoneWhereItHelpsItsOwnerLeast) {
  auto s = knocked_out();
  const auto& k = as_kivi(*s);
  for (Level level : {Level::Easy, Level::Normal, Level::Strong}) {
    const KiviBot bot(7, level);
    const Action a = bot.choose(k);
    ASSERT_GE(a, kRelocateBase);
    ASSERT_LT(a, kRelocateBase + kCells);
    const int cell = a - kRelocateBase;
    EXPECT_TRUE(k.is_legal(a));
    // Not next to Eva's stone on row 4 column 5: the stone counts alone, its own value.
    Owners owners = k.owners();
    const int before = score_of(k.board(), owners, 0);
    owners[static_cast<std::size_t>(cell)] = 0;
    EXPECT_EQ(score_of(k.board(), owners, 0) - before, k.cell_value(cell)) << static_cast<int>(level) << " " << cell;
  }
}

const std::string kRelocationArgs =
    "--audio none --speech text --input stdin --game kivi --players 2 --mode assistant --set computers=none "
    "--names Eva,Petr";
// Eva places on row 4, column 4 with five of a kind; Petr's six of a kind knocks her stone out.
const std::string kRelocationKnockOut = "1 1 2 1 1 1 9 4 4 ok 6 6 6 6 6 6 9 4 4 ok ";

TEST(KiviRelocation, AtTheKeypadTheThrowerIsAskedAndTheMoveNamesBoth) {
  auto r = sh::test::run_spoluhrac(kRelocationArgs, kRelocationKnockOut + "9 1 1 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto got = sh::test::lines(r.out);
  const auto knocked = std::find(got.begin(), got.end(), "SAY Petr vyhazuje kámen, který drží Eva.");
  ASSERT_NE(knocked, got.end()) << r.out;
  EXPECT_EQ(*(knocked + 2),
            "SAY Petr: vyber volné pole pro vyhozený kámen, který drží Eva. Plus a minus procházejí volná pole, devítka, "
            "řádek, sloupec vybere pole, Enter potvrdí.");
  EXPECT_TRUE(sh::test::contains_line(
      r.out, "SAY Petr přesouvá kámen, který drží Eva: řádek 1, sloupec 1, dvě dvojice, jeden bod. Eva má skóre jedna."))
      << r.out;
  // The help says who moves it.
  auto help = sh::test::run_spoluhrac(kRelocationArgs, kRelocationKnockOut + "help");
  EXPECT_TRUE(sh::test::contains_line(help.out, "SAY Šest stejných vyhodilo kámen: kdo je hodil, vybere mu volné pole a "
                                                "potvrdí Enterem. Kámen dál patří svému majiteli."))
      << help.out;
}

TEST(KiviRelocation, TheHintForTheThrowerSaysWhatTheStoneGivesItsOwner) {
  auto r = sh::test::run_spoluhrac(kRelocationArgs, kRelocationKnockOut + "7");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto got = sh::test::lines(r.out);
  ASSERT_GE(got.size(), 2u);
  EXPECT_EQ(got[got.size() - 2].rfind("SAY Rada: přesuň kámen na řádek ", 0), 0u) << r.out;
  EXPECT_EQ(got.back().rfind("SAY Eva tam získá jen ", 0), 0u) << r.out;
}

}  // namespace
}  // namespace sh::kivi
