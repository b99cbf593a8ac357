// Numberfloor through the real binary, what careful players found (issue 27): a turn of
// balloons only while a floor card fits, key 9 probing a hand, a take-over typed for a
// seat that does not exist, Czech agreement, help at a question and in assistant mode, and
// a game resumed at a take-over pause coming back to the same question.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/journal.h"
#include "test_support.h"

namespace sh {
namespace {

using test::contains_line;
using test::lines;
using test::lines_from;
using test::run_spoluhrac;

const std::string kText = "--audio none --speech text --input stdin ";

// Referee decision 3, the repro: Eva could lay floor 3; balloon 2 would shut it out.
// Eva alone with the computer hears the cards named; with Petr at the keypad too (issue 38)
// the walk opens behind its gate and no refusal names a card of her hand.
TEST(NumberfloorTableTalk, ABalloonThatShutsOutTheFloorCardIsRefusedAndNoBalloonOnlyTurnEnds) {
  auto two = run_spoluhrac(kText + "--game numberfloor --mode dealer --players 2 --variant full --seed 34 "
                                   "--names Eva,Petr --set starts=1 --set computers=none",
                           "next ok next next next next ok 3 0");
  ASSERT_EQ(two.status, 0) << two.err;
  const auto hidden = lines_from(two.out, "SAY Balón 2, teď ne: zavřel by všechna poschodí z ruky.");
  const std::vector<std::string> hidden_expected = {
      "SAY Balón 2, teď ne: zavřel by všechna poschodí z ruky.",
      "SOUND refused",
      "SAY Tenhle balón ne: po něm by nešlo vyložit žádné poschodí z ruky, a teď se nějaké vyložit dá. "
      "Tah musí mít aspoň jedno poschodí.",
      "SOUND refused",
      "SAY Líže se, jen když nic nejde, a z ruky se teď dá něco vyložit.",
  };
  ASSERT_GE(hidden.size(), hidden_expected.size()) << two.out;
  for (std::size_t i = 0; i < hidden_expected.size(); ++i) EXPECT_EQ(hidden[i], hidden_expected[i]) << "line " << i;
  auto r = run_spoluhrac(kText + "--game numberfloor --mode dealer --players 2 --variant full --seed 34 "
                                 "--names Eva,Petr --set starts=1 --set computers=2",
                         "3 2 1 next next next next next ok 3 0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  auto tail = lines_from(r.out, "SAY Poschodí 8, nehodí se.");
  const std::vector<std::string> expected = {
      "SAY Poschodí 8, nehodí se.",
      "SOUND menu_move",
      "SAY Balón 2, teď ne: zavřel by všechna poschodí z ruky.",
      "SOUND refused",
      "SAY Tenhle balón ne: po něm by nešlo vyložit žádné poschodí z ruky, a teď se dá vyložit poschodí 3. "
      "Tah musí mít aspoň jedno poschodí.",
      "SOUND refused",
      "SAY Líže se, jen když nic nejde: poschodí 3 se dá vyložit.",
      "SOUND refused",
      "SAY Pas až po líznutí dvou karet. Nejdřív lízni dvě karty.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  EXPECT_FALSE(contains_line(r.out, "SAY Eva líže dvě karty.")) << r.out;
  EXPECT_EQ(r.out.find("SAY Eva: pas"), std::string::npos) << r.out;
}

// Key 9 by a person without a night card: nothing about Eva's hand (she has only balloons).
// With two people each turn's walk opens behind its gate (next, ok).
TEST(NumberfloorTableTalk, NineRefusedSaysNothingAboutAHandTheClaimerCannotSee) {
  auto r = run_spoluhrac(kText + "--game numberfloor --mode dealer --players 2 --variant full --seed 2 "
                                 "--names Eva,Petr --set starts=1 --set computers=none",
                         "next ok next ok next next next next ok next ok next next next ok next next ok 0 next ok next "
                         "next next next ok next next ok next next next ok 0 next ok ok 3 0 next ok next ok next next "
                         "next next ok next ok next ok next ok 9");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.find("jen balóny"), std::string::npos) << r.out;
  const auto all = lines(r.out);
  ASSERT_GE(all.size(), 2u);
  EXPECT_EQ(all[all.size() - 2], "SOUND refused");
  EXPECT_EQ(all.back(), "SAY Petr nemá noční poschodí, které by se hodilo.") << r.out;
}

// Assistant mode, two players: seat 5 does not exist; no name is said for it, and with no
// computers at the table the refusal does not mention them.
TEST(NumberfloorTableTalk, ATakeOverTypedForAMissingSeatNamesNobody) {
  auto r = run_spoluhrac(kText + "--game numberfloor --mode assistant --players 2 --variant full --names Eva,Petr "
                                 "--set starts=1",
                         "9 ok 2 1 ok 5 5 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.find("Převzetí tahu: Eva"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("ne počítače"), std::string::npos) << r.out;
  auto tail = lines_from(r.out, "SAY Poschodí 9, balón 1: hodí se 9, 8 nebo 0.");
  const std::vector<std::string> expected = {
      "SAY Poschodí 9, balón 1: hodí se 9, 8 nebo 0.",
      "SAY Poschodí 5",
      "SOUND refused",
      "SAY Číslo místa hráče: 1 až 2.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  // With a computer at the table the seat question still says "not a computer".
  auto d = run_spoluhrac(kText + "--game numberfloor --mode dealer --players 3 --variant full --set starts=3 "
                                 "--set computers=3 --set level=normal --names Anna,Boris --seed 2",
                         "9 3");
  EXPECT_TRUE(contains_line(d.out, "SAY Číslo místa hráče, ne počítače: 1 až 3.")) << d.out;
}

// "Balíček má jednu takovou kartu a ta už leží na stole" (not "a ty").
TEST(NumberfloorTableTalk, ASingleCopyAlreadyLaidIsSaidInTheSingular) {
  // Night floor 3 is in the box once: laid as the start card, it cannot be typed again.
  auto r = run_spoluhrac(kText + "--game numberfloor --mode assistant --players 2 --variant full --names Eva,Petr "
                                 "--set starts=1",
                         "1 3 ok 2 2 ok 1 3 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Noční poschodí 3 už být nemůže: balíček má jednu takovou kartu a ta už leží na stole."))
      << r.out;
  EXPECT_EQ(r.out.find("a ty už leží"), std::string::npos);
}

// Beginner: help at "Na kterou hromádku?" answers that question; Beginner's assistant help
// has no 40; assistant help offers no hint key.
TEST(NumberfloorTableTalk, HelpAnswersThePileQuestionAndAssistantHelpFitsTheVariant) {
  auto r = run_spoluhrac(kText + "--game numberfloor --players 2 --mode assistant --variant beginner "
                                 "--set starts=2 --names Eva,Petr",
                         "4 ok 5 ok 5 ok help 2 help");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Na kterou hromádku? 1 nebo 2.");
  ASSERT_GE(tail.size(), 2u) << r.out;
  EXPECT_EQ(tail[1], "SAY Poschodí 5 se hodí na obě hromádky. Jednička ji položí na první, dvojka na druhou. Tečka volbu zruší.");
  EXPECT_EQ(r.out.find("40 a Enter"), std::string::npos) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Zapisuj, co se na stole stalo: kód karty a Enter. 41 a Enter: konec tahu, nebo pas, "
                                   "při kterém hráč lízne dvě karty. Tečka smaže rozepsaný kód nebo vezme zpět poslední zápis."))
      << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Plus a minus: hromádky, hvězdy a kdo je na tahu. Hvězdička zopakuje, dvakrát celý "
                                   "stav. Karty v rukou program nezná, proto radu nedává. Lomítko znovu po chvilce: pravidla."))
      << r.out;
  EXPECT_EQ(r.out.find("Lomítko dvakrát rychle: rada"), std::string::npos) << r.out;
}

// A resumed game stopped at a take-over pause comes back to the same question, and no
// computer moves before a key.
TEST(NumberfloorTableTalk, AGameResumedAtATakeOverPauseAsksTheSameQuestion) {
  const std::string journal = test::temp_path("numberfloor-pause.journal");
  const std::string args = kText + "--game numberfloor --mode dealer --players 3 --variant full --set computers=2,3 "
                                   "--set level=normal --set starts=1 --seed 5";
  const std::string pause = "SAY Enter: Hráč 3 hraje dál. Devítka: převzít tah noční kartou.";
  // The person lays floor 3 and ends the turn; computer 2 plays, computer 3 lays a floor
  // and a balloon: the pause. The keys end there, and so does the program.
  auto first = run_spoluhrac(args + " --journal " + journal, "next next next ok 0");
  ASSERT_EQ(first.status, 0) << first.err;
  ASSERT_FALSE(lines(first.out).empty());
  ASSERT_EQ(lines(first.out).back(), pause) << first.out;
  const auto at_pause = read_journal(journal).actions;

  auto resumed = run_spoluhrac(kText + "--resume " + journal, "");
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená hra Numberfloor.")) << resumed.out;
  ASSERT_FALSE(lines(resumed.out).empty());
  EXPECT_EQ(lines(resumed.out).back(), pause) << resumed.out;
  EXPECT_EQ(read_journal(journal).actions, at_pause) << "a computer moved without a key";

  // ok lets the computer play on, as it would have without the stop.
  auto on = run_spoluhrac(kText + "--resume " + journal, "ok");
  ASSERT_EQ(on.status, 0) << on.err;
  EXPECT_GT(read_journal(journal).actions.size(), at_pause.size());
  std::remove(journal.c_str());
}

}  // namespace
}  // namespace sh
