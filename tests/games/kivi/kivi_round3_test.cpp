// KIVI as a Czech listener hears it, round three (issue 43): Enter right after the hint does
// what the hint said, not a cell browsed before it; help on a computer's turn says who
// thinks; a computer's turn has no beginner rule text; a shared first place names the
// players with their gender; the dealer's help leaves out typed dice. One scripted key run
// through the real binary per point (dealer mode, seeded), or the narration on a position.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/kivi/kivi_narration.h"
#include "kivi_test_util.h"
#include "narration/language.h"
#include "narration/person.h"
#include "test_support.h"

namespace sh::kivi {
namespace {

using test::lines;

const std::string kThree =
    "--audio none --speech text --input stdin --game kivi --players 3 --mode dealer --set computers=2,3 "
    "--set level=normal --names Eva:ž,Petr,Jana ";

std::vector<std::string> run_round3(const std::string& args, const std::string& keys) {
  auto r = test::run_spoluhrac(args, keys);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  return lines(r.out);
}

// The lines after the first one that starts with `prefix` (empty when none does).
std::vector<std::string> after(const std::vector<std::string>& ls, const std::string& prefix) {
  auto at = std::find_if(ls.begin(), ls.end(), [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
  if (at == ls.end()) return {};
  return {at + 1, ls.end()};
}

std::string joined(const std::vector<std::string>& ls) {
  std::string out;
  for (const auto& l : ls) out += l + "\n";
  return out;
}

// Item 1: Eva browses to row 5, column 5 (a four of a kind), asks for the hint "drž 2 2 2 2
// a hoď znovu" and presses Enter: the advised dice are kept and rolled; no stone is placed.
TEST(KiviRound3, EnterAfterTheHintDoesTheAdviceNotACellBrowsedBefore) {
  const auto out = run_round3(kThree + "--seed 21", "2 2 ok next next 7 ok");
  const auto tail = after(out, "SAY Rada: drž 2 2 2 2 a hoď znovu.");
  ASSERT_FALSE(tail.empty()) << joined(out);
  const auto roll = std::find(tail.begin(), tail.end(), "SAY Eva hází znovu, drží 2 2 2 2.");
  ASSERT_NE(roll, tail.end()) << joined(tail);
  for (auto it = tail.begin(); it != roll; ++it) EXPECT_EQ(it->rfind("SAY Eva: řádek", 0), std::string::npos) << joined(tail);
  // Help says what Enter does after the hint.
  const auto help = run_round3(kThree + "--seed 21", "help");
  EXPECT_TRUE(test::contains_line(joined(help), "SAY Jednička až šestka podrží kostku s tím číslem, když už jsou všechny "
                                           "takové držené, pustí je. Nula pustí všechny. Enter bez vybraného pole hází "
                                           "kostkami, které nedržíš. Sedmička: rada; Enter hned po ní udělá, co radí, i "
                                           "když bylo vybrané jiné pole. Osmička: kostky a seznam povolených polí."))
      << joined(help);
}

// Item 13: typed dice ("Držím", a seventh die) are explained only beside physical dice.
TEST(KiviRound3, DealerHelpLeavesOutTypedDice) {
  const auto dealer = joined(run_round3(kThree + "--seed 21", "help"));
  EXPECT_EQ(dealer.find("sedmá kostka"), std::string::npos) << dealer;
  const auto assistant = joined(run_round3("--audio none --speech text --input stdin --game kivi --players 2 --mode assistant "
                                    "--set computers=none --names Eva,Petr --seed 4",
                                    "5 5 5 3 3 2 help"));
  EXPECT_NE(assistant.find("sedmá kostka"), std::string::npos) << assistant;
}

// Item 4: a computer's turn is announced without the beginner's rule text aimed at the person.
TEST(KiviRound3, AComputersTurnHasNoBeginnerRuleText) {
  const auto out = run_round3(kThree + "--seed 21 --verbosity beginner", "ok ok ok ok ok");
  EXPECT_TRUE(std::find(out.begin(), out.end(), "SAY Petr na tahu, první kolo, v zásobě 10 kamenů.") != out.end())
      << joined(out);
  EXPECT_TRUE(std::find(out.begin(), out.end(),
                        "SAY Eva na tahu, první kolo, v zásobě 10 kamenů. Hází se nejvýš třikrát, kámen smíš položit po "
                        "každém hodu.") != out.end())
      << joined(out);
  for (const auto& l : out)
    if (l.rfind("SAY Petr na tahu", 0) == 0 || l.rfind("SAY Jana na tahu", 0) == 0) {
      EXPECT_EQ(l.find("smíš"), std::string::npos) << l;
    }
}

// Item 11: a first place shared by Eva and Jana is said with their names, "každá" for two
// women, "každý" otherwise.
class KiviSharedWin : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::shared_ptr<const Game> game = testing::kivi_game(2);
  std::unique_ptr<State> state = game->new_initial_state();

  void SetUp() override {
    // Both place one stone worth two points, far apart: 2 : 2.
    testing::place_with_joker(*state, testing::rc(0, 1));
    testing::place_with_joker(*state, testing::rc(0, 4));
  }
  std::string said(const std::vector<std::string>& names, const People& people) {
    const Context c{testing::as_kivi(*state), names, Mode::Dealer, cs, Verbosity::Normal, true, &people};
    const auto n = narrate(Event("kivi.game_over", {{"winner", -1}, {"winners", 2}, {"score", 2}}), c);
    return n.empty() || !n.front().message ? "" : cs.render(*n.front().message, Verbosity::Normal, &people);
  }
};

TEST_F(KiviSharedWin, NamesThePlayersWithTheirGender) {
  const std::vector<std::string> women{"Eva", "Jana"}, mixed{"Eva", "Petr"};
  EXPECT_EQ(said(women, People({{"Eva", PersonGender::Feminine}, {"Jana", std::nullopt}})),
            "Konec hry. O první místo se dělí Eva a Jana, každá dva body.");
  EXPECT_EQ(said(mixed, People({{"Eva", PersonGender::Feminine}, {"Petr", std::nullopt}})),
            "Konec hry. O první místo se dělí Eva a Petr, každý dva body.");
  // A name the list marks masculine counts so, whatever its ending.
  EXPECT_EQ(said({"Eva", "Saša"}, People({{"Eva", PersonGender::Feminine}, {"Saša", PersonGender::Masculine}})),
            "Konec hry. O první místo se dělí Eva a Saša, každý dva body.");
}

}  // namespace
}  // namespace sh::kivi
