// KIVI as a blind Czech player hears it (issues 18 and 20): one scripted key run through
// the real binary per point, each named after it. Assistant mode, Eva and Petr, no
// computer: every die is typed, so every run is exact.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;

const std::string kArgs =
    "--audio none --speech text --input stdin --game kivi --players 2 --mode assistant --set computers=none "
    "--names Eva,Petr";

// Eva rolls 5 5 5 3 3 2 (typed in this order): four AAA BB cells are allowed.
const std::string kEvaRoll = "5 3 5 2 5 3 ";
// Eva places on row 4, column 2 (AAA BB), then Petr rolls 6 6 4 4 2 2.
const std::string kEvaPlacesPetrRolls = kEvaRoll + "9 4 2 ok 4 2 6 4 2 6 ";
// Eva places on row 4, column 4 with five of a kind; Petr's six of a kind knocks her stone out.
const std::string kKnockOut = "1 1 2 1 1 1 9 4 4 ok 6 6 6 6 6 6 9 4 4 ok ";

struct Run {
  std::vector<std::string> lines;
  std::string out;
};

Run run(const std::string& keys, const std::string& extra_args = "") {
  auto r = run_spoluhrac(extra_args + kArgs, keys);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  return {lines(r.out), r.out};
}

// The lines after the last occurrence of `line` (all lines when it is not there).
std::vector<std::string> after_last(const std::vector<std::string>& ls, const std::string& line) {
  auto at = std::find(ls.rbegin(), ls.rend(), line);
  if (at == ls.rend()) return ls;
  return {at.base(), ls.end()};
}

bool has(const std::vector<std::string>& ls, const std::string& line) {
  return std::find(ls.begin(), ls.end(), line) != ls.end();
}

long count(const std::vector<std::string>& ls, const std::string& line) {
  return static_cast<long>(std::count(ls.begin(), ls.end(), line));
}

std::string tail(const std::vector<std::string>& ls, std::size_t n) {
  std::string out;
  for (std::size_t i = ls.size() > n ? ls.size() - n : 0; i < ls.size(); ++i) out += ls[i] + "\n";
  return out;
}

// ---------------------------------------------------------------- issue 18

// Issue 27: the first hold after six typed dice costs no second press and no refusal
// sound; it says "Držím", and back as the next key lets the die go (a seventh die meant).
const std::string kAllowedAfterEvaRoll = "SAY Kostky dovolují čtyři pole: trojice a dvojice. Pole vyjmenuje osmička.";

TEST(KiviPolish, TheFirstHoldAfterTypedDiceHoldsAtOnceAndSaysSo) {
  auto r = run(kEvaRoll + "5");
  EXPECT_EQ(after_last(r.lines, kAllowedAfterEvaRoll), (std::vector<std::string>{"SAY Držím 5. Volné: 5 5 3 3 2."}))
      << r.out;
  // The next 5 holds one more, as always.
  auto again = run(kEvaRoll + "5 5");
  EXPECT_EQ(again.lines.back(), "SAY Držené: 5 5. Volné: 5 3 3 2.") << again.out;
}

TEST(KiviPolish, BackRightAfterTheFirstHoldLetsTheDieGo) {
  auto r = run(kEvaRoll + "5 back");
  EXPECT_EQ(after_last(r.lines, "SAY Držím 5. Volné: 5 5 3 3 2."),
            (std::vector<std::string>{"SAY Pouštím 5.", "SAY Nic není drženo. Volné: 5 5 5 3 3 2."}))
      << r.out;
  // Later, back is the usual take-back offer again.
  auto later = run(kEvaRoll + "5 back back");
  EXPECT_EQ(later.lines.back().rfind("SAY Zrušit poslední zápis: Eva", 0), 0u) << later.out;
}

TEST(KiviPolish, TheFirstHoldOnARerollWithHoldsHoldsAtOnce) {
  // Eva keeps 5 5 5, types the other three dice, and holds a 3 with one press.
  auto r = run(kEvaRoll + "5 5 5 ok 2 3 3 3");
  EXPECT_EQ(r.lines.back(), "SAY Držím 3. Držené: 5 5 5 3. Volné: 3 2.") << r.out;
  EXPECT_FALSE(has(r.lines, "SOUND refused")) << r.out;
}

TEST(KiviPolish, AfterTheThirdTypedRollADigitGetsTheRulesReasonNotTheSeventhDie) {
  auto r = run(kEvaRoll + "ok " + kEvaRoll + "ok " + kEvaRoll + "4");
  ASSERT_GE(r.lines.size(), 2u);
  EXPECT_EQ(r.lines[r.lines.size() - 2], "SOUND refused") << r.out;
  EXPECT_EQ(r.lines.back().find("Žádná neukazuje"), std::string::npos) << r.out;
  EXPECT_EQ(r.lines.back().find("Držím"), std::string::npos) << r.out;
}

TEST(KiviPolish, ADigitNoFreeDieShowsRightAfterTypedDiceIsRefusedAsASeventhDie) {
  auto r = run(kEvaRoll + "4");
  EXPECT_EQ(after_last(r.lines, kAllowedAfterEvaRoll),
            (std::vector<std::string>{"SOUND refused", "SAY Kostky jsou zadané, všech šest: 5 5 5 3 3 2. Žádná neukazuje 4."}))
      << r.out;
}

TEST(KiviPolish, BackWithTheCursorLeavesTheCursor) {
  auto r = run(kEvaRoll + "next back back");
  const auto last = after_last(r.lines, "SAY Řádek 3, sloupec 7: trojice a dvojice, jeden bod, vedle žádný kámen.");
  ASSERT_EQ(last.size(), 2u) << r.out;
  EXPECT_EQ(last[0], "SAY Výběr pole zrušen, Enter hází znovu.") << r.out;
  EXPECT_EQ(last[1].rfind("SAY Zrušit poslední zápis: Eva, kostky 5 5 5 3 3 2?", 0), 0u) << r.out;
  EXPECT_FALSE(has(r.lines, "SAY Žádné pole nevybráno.")) << r.out;
}

TEST(KiviPolish, TakeBackSaysEnterTheDiceOnce) {
  auto r = run(kEvaRoll + "back ok");
  const auto last = after_last(r.lines, "SAY Poslední zápis zrušen.");
  EXPECT_EQ(count(last, "SAY Zadej 6 kostek, v libovolném pořadí."), 1) << tail(r.lines, 6);
  EXPECT_EQ(last.back(), "SAY Zadej 6 kostek, v libovolném pořadí.") << r.out;
}

TEST(KiviPolish, KeysInsideAReviewNeverActOnTheGame) {
  // prev opens the review at its last item (a column of the board); ok closes it.
  auto r = run(kEvaRoll + "prev ok");
  EXPECT_EQ(r.lines.back(), "SAY Konec přehledu, hraje se dál. Enter hází znovu.") << tail(r.lines, 4);
  EXPECT_FALSE(has(r.lines, "SAY Eva hází znovu všemi kostkami.")) << r.out;
  // Out of the review, ok rolls again.
  auto after = run(kEvaRoll + "prev ok ok");
  EXPECT_TRUE(has(after.lines, "SAY Eva hází znovu všemi kostkami.")) << after.out;
}

TEST(KiviPolish, ACellTheRollDoesNotAllowIsNamed) {
  auto r = run(kEvaRoll + "9 1 4  9 2 1");
  const auto higher = after_last(r.lines, "SAY Řádek 1, sloupec 4: trojice, jeden bod, volné.");
  ASSERT_GE(higher.size(), 1u) << r.out;
  EXPECT_EQ(higher[0], "SAY Nepovoleno: platí vyšší kombinace, trojice a dvojice.") << r.out;
  const auto other = after_last(r.lines, "SAY Řádek 2, sloupec 1: vše sudé, dva body, volné.");
  ASSERT_GE(other.size(), 1u) << r.out;
  EXPECT_EQ(other[0], "SAY Nepovoleno: tuhle kombinaci kostky neukazují.") << r.out;
}

TEST(KiviPolish, BoardReviewReadsCombinationsPointsAndLines) {
  // Petr's review, walked backwards: columns 7 to 1, then rows 7 to 1.
  std::string keys = kEvaPlacesPetrRolls;
  for (int i = 0; i < 6; ++i) keys += "prev ";
  auto column = run(keys);
  EXPECT_EQ(column.lines.back(), "SAY Sloupec 2: řádek 4 Eva, ostatní volná.") << tail(column.lines, 4);
  for (int i = 0; i < 5; ++i) keys += "prev ";
  auto row = run(keys);
  ASSERT_GE(row.lines.size(), 2u);
  EXPECT_EQ(row.lines.back(),
            "SAY Po sloupcích. 1: součet nejvýš 12, dva body. 2: trojice a dvojice, jeden bod. 3: vše sudé, dva "
            "body. 4: dvě trojice, tři body. 5: součet nejvýš 12, dva body. 6: dvě dvojice, jeden bod. 7: postupka "
            "pěti, dva body.")
      << tail(row.lines, 4);
}

TEST(KiviPolish, FullStatusDuringARelocationNamesWhoMovesTheStone) {
  auto r = run(kKnockOut + "repeat repeat");
  // The thrower (Petr) moves the stone, which stays Eva's (PRODUCT.md).
  const auto status = after_last(r.lines, "SAY První kolo: vyhozený kámen, který drží Eva, přesouvá Petr, v zásobě 9 kamenů.");
  ASSERT_NE(status.size(), r.lines.size()) << tail(r.lines, 8);
  ASSERT_GE(status.size(), 1u);
  EXPECT_EQ(status[0], "SAY Petr: vyber volné pole pro vyhozený kámen, který drží Eva. Plus a minus procházejí volná "
                       "pole, devítka, řádek, sloupec vybere pole, Enter potvrdí.");
  EXPECT_FALSE(has(r.lines, "SAY První kolo, na tahu Petr, v zásobě 9 kamenů.")) << tail(r.lines, 8);
}

TEST(KiviPolish, AScoreThatDropsAfterAKnockOutIsAnnouncedToItsOwner) {
  auto r = run(kKnockOut);
  const auto last = after_last(r.lines, "SAY Petr vyhazuje kámen, který drží Eva.");
  ASSERT_GE(last.size(), 1u) << r.out;
  EXPECT_EQ(last[0], "SAY Eva: skóre kleslo na 0.") << r.out;
}

TEST(KiviPolish, DiceEntryHelpNamesThePlusAndMinusReviewKeys) {
  auto r = run("help");
  EXPECT_EQ(r.lines.back(), "SAY Hvězdička: zopakovat, dvakrát rychle: celý stav. Tečka: nabídka.") << r.out;
  EXPECT_NE(r.out.find("Plus a minus: skóre a plán po řádcích a sloupcích."), std::string::npos) << r.out;
}

// ---------------------------------------------------------------- issue 20

TEST(KiviPolish, TakeBackNamesWhatItTakesBack) {
  auto dice = run(kEvaRoll + "back");
  EXPECT_EQ(dice.lines.back(), "SAY Zrušit poslední zápis: Eva, kostky 5 5 5 3 3 2? Enter zruší. Tečka znovu: "
                               "odejít do nabídky. Jiná klávesa: hrát dál.")
      << dice.out;
  auto hold = run(kEvaRoll + "5 5 back");
  EXPECT_EQ(hold.lines.back().rfind("SAY Zrušit poslední zápis: Eva drží 5?", 0), 0u) << hold.out;
  auto place = run(kEvaRoll + "9 4 2 ok back");
  EXPECT_EQ(place.lines.back().rfind("SAY Zrušit poslední zápis: Eva, kámen na řádku 4, sloupci 2?", 0), 0u)
      << place.out;
}

TEST(KiviPolish, TheThreeVerbosityLevelsDiffer) {
  auto terse = run(kEvaRoll, "--verbosity terse ");
  auto normal = run(kEvaRoll, "--verbosity normal ");
  auto beginner = run(kEvaRoll, "--verbosity beginner ");
  EXPECT_NE(terse.out, normal.out);
  EXPECT_NE(beginner.out, normal.out);
  // Terse: the dice and how many cells, not the list.
  EXPECT_EQ(tail(terse.lines, 3), "SOUND dice_rolled\nSAY 5 5 5 3 3 2.\nSAY Povolená pole: 4.\n") << terse.out;
  // Normal: how many and the combinations (issue 30: key 8 lists the cells).
  EXPECT_TRUE(has(normal.lines, kAllowedAfterEvaRoll)) << normal.out;
  // Beginner: the list, why, and what to press.
  EXPECT_TRUE(has(beginner.lines, "SAY Proč ani dvě dvojice, ani trojice: z vnořených kombinací platí nejvyšší, která "
                                  "má volné pole, tedy trojice a dvojice."))
      << beginner.out;
}

TEST(KiviPolish, ACursorStepOnTheAllowedCellsIsOneShortSentence) {
  auto r = run(kEvaRoll + "next next");
  const auto last = after_last(r.lines, "SAY Řádek 3, sloupec 7: trojice a dvojice, jeden bod, vedle žádný kámen.");
  EXPECT_EQ(last, (std::vector<std::string>{"SOUND menu_move",
                                            "SAY Řádek 4, sloupec 2: trojice a dvojice, jeden bod, vedle žádný "
                                            "kámen."}))
      << r.out;
}

TEST(KiviPolish, TheReviewNamesWhereTheStonesAreByRowAndColumn) {
  // During play: Petr walks back to row 4 (columns 7..1, then rows 7, 6, 5, 4).
  std::string keys = kEvaPlacesPetrRolls;
  for (int i = 0; i < 11; ++i) keys += "prev ";
  auto r = run(keys);
  ASSERT_GE(r.lines.size(), 2u);
  EXPECT_EQ(r.lines[r.lines.size() - 2], "SAY Řádek 4: sloupec 2 Eva, ostatní volná.") << tail(r.lines, 4);
  for (int i = 0; i < 3; ++i) keys += "prev ";
  auto empty = run(keys);
  EXPECT_EQ(empty.lines[empty.lines.size() - 2], "SAY Řádek 1: všechna pole volná.") << tail(empty.lines, 4);
}

TEST(KiviPolish, AJokerPlacementSaysTheJoker) {
  auto r = run("1 1 2 1 1 1 9 1 1 ok");
  EXPECT_TRUE(has(r.lines, "SAY Eva: pět stejných, žolík na řádek 1, sloupec 1: dvě dvojice, jeden bod. Skóre 1."))
      << r.out;
}

}  // namespace
}  // namespace sh
