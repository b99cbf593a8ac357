// Numberfloor through the real binary (scripted contract: key names in, SAY/SOUND lines
// out): a seeded dealer game of computer players, replayed from its journal to the same
// ending; a person against the computer walking the hand; an assistant-mode game typed
// from a physical deal to the right winner; the lesson; the menu.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "core/journal.h"
#include "../../play/lesson_test_support.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "games/numberfloor/numberfloor_game.h"
#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using test::contains_line;
using test::lines_from;
using test::tail_from_last;

const std::string kComputersArgs =
    "--audio none --speech text --input stdin --game numberfloor --players 3 --mode dealer --variant full "
    "--set starts=2 --set computers=1,2,3 --set level=normal --names Anna,Boris,Cyril";

TEST(NumberfloorEndToEnd, ASeededComputerGameReplaysFromItsJournalToTheSameEnd) {
  const std::string journal = test::temp_path("numberfloor.journal");
  auto r = run_spoluhrac(kComputersArgs + " --seed 7 --journal " + journal, "");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Numberfloor, úplná hra: tři hráči, hraje se na 5 hvězd. Začíná Boris.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Rozdáno, každý má 6 karet."));
  EXPECT_FALSE(contains_line(r.out, "SAY Noční kartou převezme tah kdokoli klávesou 9.")) << "nobody to claim";

  // The journal is the whole game: it replays to the winner the players heard.
  const auto contents = read_journal(journal);
  auto game = numberfloor::make_numberfloor_game(contents.header.options);
  auto end = replay(*game, contents.actions);
  const auto& s = static_cast<const numberfloor::NumberfloorState&>(*end);
  ASSERT_TRUE(s.is_terminal());
  const std::vector<std::string> names{"Anna", "Boris", "Cyril"};
  const std::string winner = std::string(s.winner() == 0 ? "SAY Vítězka: " : "SAY Vítěz: ") +
                             names[static_cast<std::size_t>(s.winner())] + ", 5 hvězd!";
  EXPECT_TRUE(contains_line(r.out, winner)) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SOUND game_won"));
  EXPECT_GT(std::count(r.out.begin(), r.out.end(), '\n'), 150);

  // The same seed gives the same transcript.
  auto again = run_spoluhrac(kComputersArgs + " --seed 7", "");
  EXPECT_EQ(again.out, r.out);

  // Resumed from a cut journal, the game ends as the uncut one did.
  const std::string final_part = tail_from_last(r.out, "SAY Hvězda!");
  ASSERT_FALSE(final_part.empty());
  auto journal_lines = lines(test::read_file(journal));
  ASSERT_EQ(journal_lines.size(), contents.actions.size() + 1);
  for (std::size_t cut : {std::size_t{5}, contents.actions.size() / 3, contents.actions.size() / 2,
                          contents.actions.size() - 2}) {
    std::string text;
    for (std::size_t i = 0; i <= cut; ++i) text += journal_lines[i] + "\n";
    const std::string cut_path = test::temp_path("numberfloor-cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path, "");
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená hra Numberfloor.")) << resumed.out;
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Hvězda!"), final_part) << "cut at " << cut;
    EXPECT_EQ(read_journal(cut_path).actions, contents.actions) << "cut at " << cut;
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

TEST(NumberfloorEndToEnd, APersonWalksTheHandLaysACardAndEndsTheTurn) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode dealer "
                         "--variant full --set starts=1 --set computers=2 --set level=normal --names Eva --seed 7",
                         "3 prev ok 2 next next next ok 0");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Na tahu Eva, 6 karet v ruce.");
  const std::vector<std::string> expected = {
      "SAY Na tahu Eva, 6 karet v ruce.",
      "SAY Poschodí 6, balón 5: hodí se 6 nebo 1.",
      "SOUND refused",
      "SAY Líže se, jen když nic nejde: balón nejbližší poschodí otevře poschodí 4.",
      "SOUND menu_select",
      "SAY Balón nejbližší poschodí, otevře 4 a 7.",
      "SAY Eva: balón nejbližší poschodí, hodí se 6, 5, 7, 4 nebo 8.",
      "SAY Hodí se: poschodí 4 a poschodí 7.",
      "SOUND menu_move",
      "SAY Poschodí 0, nehodí se.",
      "SOUND menu_move",
      "SAY Poschodí 2, nehodí se.",
      "SOUND menu_select",
      "SAY Poschodí 4, hodí se.",
      "SAY Eva: poschodí 4, hodí se 4, 3, 5, 2 nebo 6.",
      "SAY Eva končí tah, čtyři karty v ruce.",
      "SOUND your_turn",
      "SAY Na tahu Hráč 2, 6 karet v ruce.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  // The computer's cards are named as laid; its hand never is.
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 2: poschodí 6.")) << r.out;
  EXPECT_EQ(r.out.find("Líznuto"), std::string::npos) << "nobody drew yet";
}

TEST(NumberfloorEndToEnd, AnAssistantGameTypedFromAPhysicalDealEndsWithTheRightWinner) {
  // Four players (three stars win). Start cards floor 3 and balloon 2 (code 22); a 4 is
  // refused; Anna's first 5 is taken back and typed again. Anna empties her hand three
  // times; the others draw two (40) and pass (41).
  std::string keys = "3 ok 2 2 ok 4 ok 5 ok back ok 5 ok 7 ok 9 ok 1 ok 3 ok 5 ok ";
  const std::string others = "4 0 ok 4 1 ok 4 0 ok 4 1 ok 4 0 ok 4 1 ok ";
  keys += others + "7 ok 9 ok 1 ok 3 ok 5 ok 7 ok " + others + "9 ok 1 ok 3 ok 5 ok 7 ok 9 ok 4";
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 4 --mode assistant "
                         "--variant full --set starts=1 --names Anna,Boris,Cyril,Dana",
                         keys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Balón 2: hodí se 3, 1 nebo 5.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Poschodí 4 se nehodí. Poschodí 3, balón 2: hodí se jen 3, 1 nebo 5."));
  EXPECT_TRUE(contains_line(r.out, "SAY Poslední zápis zrušen."));
  EXPECT_TRUE(contains_line(r.out, "SAY Hvězda! Anna má prázdnou ruku: jedna hvězda ze tří."));
  EXPECT_TRUE(contains_line(r.out, "SAY Boris: pas, 8 karet v ruce."));
  auto tail = lines_from(r.out, "SAY Hvězda! Anna má prázdnou ruku: tři hvězdy ze tří.");
  const std::vector<std::string> expected = {
      "SAY Hvězda! Anna má prázdnou ruku: tři hvězdy ze tří.",
      "SOUND game_won",
      "SAY Vítězka: Anna, tři hvězdy!",
      "SAY Druhé místo: Boris, žádná hvězda, 10 karet v ruce.",
      "SAY Také na druhém místě: Cyril, žádná hvězda, 10 karet v ruce.",
      "SAY Také na druhém místě: Dana, žádná hvězda, 10 karet v ruce.",
      "SAY Hra skončila. Enter: zpět do nabídky. Plus a minus: výsledky.",
      "SAY Vítězka: Anna, tři hvězdy!",  // key 4 after the end: the results
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
}

TEST(NumberfloorEndToEnd, AssistantCodesAreEchoedAndATakeOverIsTyped) {
  // Floor 3, balloon 2; Anna lays 5 and balloon 1; Cyril (seat 3) takes over with night 6.
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 3 --mode assistant "
                         "--variant full --set starts=1 --names Anna,Boris,Cyril",
                         "3 ok 2 2 ok 5 ok 2 1 ok 5 3 ok 6 4 1 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Anna: balón 1, hodí se 5, 4 nebo 6.");
  const std::vector<std::string> expected = {
      "SAY Anna: balón 1, hodí se 5, 4 nebo 6.",
      "SAY Poschodí 5",
      "SAY Převzetí tahu: Cyril.",
      "SAY Které noční poschodí? Jeho číslo.",
      "SOUND capture",
      "SAY Převzetí tahu! Noční kartu hraje Cyril, Anna končí.",
      "SAY Cyril: noční poschodí 6, hodí se 6, 5 nebo 7.",
      "SAY Poschodí 4",
      "SAY Konec tahu nebo pas",
      "SAY Cyril končí tah, 5 karet v ruce.",
      "SOUND your_turn",
      "SAY Na tahu Anna, čtyři karty v ruce.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
}

TEST(NumberfloorEndToEnd, OnePersonHearsAPauseOnlyWhenTheirTakeOverWouldBeLegalAndClaimsWithNine) {
  // Seed 6: the computer's turn pauses twice for Anna (her night card fits); ok lets it
  // play on, 9 then takes the turn over with her fitting night floor.
  std::string keys;
  for (int i = 0; i < 80; ++i) keys += "9 3 0 0 ok ";
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode dealer "
                         "--variant full --set starts=1 --set computers=2 --set level=normal --names Anna --seed 6",
                         keys);
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Hráč 2: poschodí 3.");
  const std::vector<std::string> expected = {
      "SAY Hráč 2: poschodí 3.",
      "SAY Hráč 2 má už jen jednu kartu.",
      "SAY Enter: Hráč 2 hraje dál. Devítka: převzít tah noční kartou.",
      "SOUND capture",
      "SAY Převzetí tahu! Noční kartu hraje Anna, Hráč 2 končí.",
      "SAY Anna: noční poschodí jedna, hodí se každé liché.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
}

TEST(NumberfloorEndToEnd, WithSeveralPeopleEveryoneGetsTheSamePauseAndNineAsksWho) {
  // Seed 2, Anna and Boris against the computer (seat 3, the youngest): the computer's turn
  // pauses at the public moment although its last card is a balloon (nobody can know);
  // 9 asks who claims; Anna holds no fitting night card, so her claim is refused with
  // that alone, not with the computer's hand of balloons (which she cannot see).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 3 --mode dealer "
                         "--variant full --set starts=3 --set computers=3 --set level=normal --names Anna,Boris --seed 2",
                         "9 1 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Enter: Hráč 3 hraje dál. Devítka: převzít tah noční kartou.");
  const std::vector<std::string> expected = {
      "SAY Enter: Hráč 3 hraje dál. Devítka: převzít tah noční kartou.",
      "SAY Převzetí tahu: kdo? Číslo místa.",
      "SOUND refused",
      "SAY Anna nemá noční poschodí, které by se hodilo.",
      "SAY Hráč 3: balón liché poschodí.",
      "SOUND star",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
}

TEST(NumberfloorEndToEnd, TheLessonReplaysTheWorkedTurn) {
  // To the walk-through of the worked turn, then ok through its parts.
  const std::string keys = test::lesson_keys_to(numberfloor::lesson(), "example") + "ok ok ok ok ok";
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode lesson", keys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Výuka: Numberfloor.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Anna: poschodí 6, to je 9 minus 3."));
  EXPECT_TRUE(contains_line(r.out, "SAY Ruka je prázdná: Anna dostává hvězdu a šest nových karet."));
}

TEST(NumberfloorEndToEnd, TheMenuAsksVariantYoungestAndComputers) {
  // Main menu: Numberfloor, dealer (the mode is asked first), 2 players (its own digit),
  // full game, player 1 is youngest, the computer plays seat 2, at the normal level (2).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 3",
                         test::game_menu_key("numberfloor") + " 1 2 1 1 2 2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Jak silně má počítač hrát?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Která varianta?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Kdo je nejmladší? Ten začíná."));
  EXPECT_TRUE(contains_line(r.out, "SAY Hraje i počítač?"));
  EXPECT_TRUE(contains_line(r.out, "SAY Numberfloor, úplná hra: dva hráči, hraje se na 5 hvězd. Začíná Hráč 1."));
  EXPECT_TRUE(contains_line(r.out, "SAY Na tahu Hráč 1, 6 karet v ruce."));
}

TEST(NumberfloorEndToEnd, EnglishBeginnerPilesAndStatus) {
  // Beginner: piles 4 and 5; Petr's 5 fits both, so the program asks which; a night floor
  // code is refused at once (the beginner game has none).
  auto r = run_spoluhrac("--lang en --audio none --speech text --input stdin --game numberfloor --players 2 "
                         "--mode assistant --variant beginner --set starts=2 --names Eva,Petr",
                         "4 ok 5 ok 1 2 5 ok 2 repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Petr to play, 6 cards in hand.");
  const std::vector<std::string> expected = {
      "SAY Petr to play, 6 cards in hand.",
      "SAY First pile: floor 4; 4, 3 or 5 fit.",
      "SAY Second pile: floor 5; 5, 4 or 6 fit.",
      "SAY Floor 1",
      "SOUND refused",
      "SAY Night floor 2 is not part of this variant.",
      "SAY Floor 5",
      "SAY Which pile? 1 or 2.",
      "SAY Petr: floor 5 on the second pile; 5, 4 or 6 fit.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  EXPECT_TRUE(contains_line(r.out, "SAY Eva: no star, 6 cards in hand.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY 5 stars win."));
}

}  // namespace
}  // namespace sh
