// The questions asked before a game name the players --names gives (issue 30): Numberfloor's
// "Kdo je nejmladší?" offers "Eva" and "Petr", the computer question says whom the computer
// plays, Quist's seating and computer questions name the pairs; without names the default
// names are "Hráč 1", "Hráč 2", written alike.
#include <gtest/gtest.h>

#include "test_support.h"

namespace sh {
namespace {

const std::string kText = "--audio none --speech text --input stdin --seed 3";

TEST(NamesInSetup, TheYoungestQuestionOffersTheGivenNames) {
  // Numberfloor, dealer, two players, the full game: then who is youngest, then computers.
  const std::string keys = test::game_menu_key("numberfloor") + " 1 2 1";
  auto named = test::run_spoluhrac(kText + " --names Eva:ž,Petr", keys);
  ASSERT_EQ(named.status, 0) << named.err;
  auto after = test::lines_from(named.out, "SAY Kdo je nejmladší? Ten začíná.");
  ASSERT_GE(after.size(), 3u) << named.out;
  EXPECT_EQ(after[1], "SAY 1: Eva.") << named.out;
  EXPECT_EQ(after[2], "SAY 2: Petr.") << named.out;
  auto computers = test::run_spoluhrac(kText + " --names Eva,Petr", keys + " 1");
  EXPECT_TRUE(test::contains_line(computers.out, "SAY 2: Počítač hraje jako Petr.")) << computers.out;

  auto unnamed = test::run_spoluhrac(kText, keys);
  after = test::lines_from(unnamed.out, "SAY Kdo je nejmladší? Ten začíná.");
  ASSERT_GE(after.size(), 3u) << unnamed.out;
  EXPECT_EQ(after[1], "SAY 1: Hráč 1.") << unnamed.out;
  EXPECT_EQ(after[2], "SAY 2: Hráč 2.") << unnamed.out;
}

TEST(NamesInSetup, QuistNamesThePairsAndTheComputersSeats) {
  // Quist, dealer mode, one game: the seating question, then (chosen seating) the computers.
  const std::string keys = test::game_menu_key("quist") + " 1 1";
  auto named = test::run_spoluhrac(kText + " --names Eva,Petr,Jana,Karel", keys + " 1");
  ASSERT_EQ(named.status, 0) << named.err;
  EXPECT_TRUE(test::contains_line(named.out, "SAY 1: Dohodou: spolu Eva a Jana, proti nim Petr a Karel.")) << named.out;
  EXPECT_TRUE(test::contains_line(named.out, "SAY 2: Petr a Karel.")) << named.out;
  EXPECT_TRUE(test::contains_line(named.out, "SAY 3: Petr, Jana a Karel; člověk je jen Eva.")) << named.out;
  auto unnamed = test::run_spoluhrac(kText, keys + " 1");
  EXPECT_TRUE(test::contains_line(unnamed.out, "SAY 2: Za hráče 2 a 4.")) << unnamed.out;
}

}  // namespace
}  // namespace sh
