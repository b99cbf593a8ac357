// What a Czech listener hears in Šipky (issue 20), through the real binary: key names in,
// SAY/SOUND lines out. One scripted run per point of the issue.
#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using Lines = std::vector<std::string>;

const std::string kBase = "--audio none --speech text --input stdin --game sipky --variant stojedna ";
const std::string kDealer = kBase + "--seed 5 --mode dealer --players 2 --set series=single --set target=101";
const std::string kAssistant = kBase + "--mode assistant --set series=single --set target=101 ";

bool has_line(const Lines& ls, const std::string& line) { return std::find(ls.begin(), ls.end(), line) != ls.end(); }

// The lines after the last occurrence of `line` (the reply to the keys that follow it).
Lines after_last(const std::string& out, const std::string& line) {
  auto ls = lines(out);
  auto at = std::find(ls.rbegin(), ls.rend(), line);
  return at == ls.rend() ? Lines{} : Lines(at.base(), ls.end());
}

std::size_t count_containing(const Lines& ls, const std::string& part) {
  return static_cast<std::size_t>(
      std::count_if(ls.begin(), ls.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; }));
}

TEST(SipkySpeech, HelpOnTheFirstThrowNamesOnlyWhatWorks) {
  auto r = run_spoluhrac(kDealer, "1 help");  // 1: nobody is the computer
  ASSERT_EQ(r.status, 0) << r.err;
  auto help = after_last(r.out, "SAY Hráč 1 na tahu, první hod.");
  EXPECT_EQ(help, (Lines{"SAY První hod jsou vždy dvě karty.", "SAY Enter nebo dvojka: dvě karty.",
                         "SAY Tečka: nabídka.", "SAY Lomítko dvakrát rychle: rada, jak by hrál silný hráč; Enter ji pak provede.",
                         "SAY Plus a minus: přehled hráčů, hodu a neviděných karet. Hvězdička: zopakovat, dvakrát "
                         "rychle: celý stav."}))
      << r.out;
  EXPECT_EQ(count_containing(help, "Jednička"), 0u);
  EXPECT_EQ(count_containing(help, "Nula"), 0u);

  // From the second throw on, "one card" and "stop" work, and help says so.
  auto later = run_spoluhrac(kAssistant + "--players 1", "ok 4 5 help");
  ASSERT_EQ(later.status, 0) << later.err;
  auto keys = after_last(later.out, "SAY Dál hází Hráč 1.");
  EXPECT_EQ(keys, (Lines{"SAY Enter nebo dvojka: dvě karty.", "SAY Jednička: jen jedna karta, tvůj poslední hod.",
                         "SAY Nula: skončit a nechat si body.", "SAY Tečka: vzít zpět poslední zápis.",
                         "SAY Lomítko dvakrát rychle: rada, jak by hrál silný hráč; Enter ji pak provede.",
                         "SAY Plus a minus: přehled hráčů, hodu a neviděných karet. Hvězdička: zopakovat, dvakrát "
                         "rychle: celý stav."}))
      << later.out;
}

TEST(SipkySpeech, StopConfirmationSaysThePointsNotLeavingTheGame) {
  auto r = run_spoluhrac(kAssistant + "--players 2", "ok 9 0 ok 1 2 0");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  EXPECT_EQ(ls.back(), "SAY Končíš s devadesáti body? Enter: ano. Jiná klávesa: hraješ dál.") << r.out;
  EXPECT_EQ(count_containing(ls, "Ukončit hru"), 0u);
}

TEST(SipkySpeech, RepeatTwiceNamesThePlayerOnce) {
  auto r = run_spoluhrac(kDealer, "1 repeat repeat");  // 1: nobody is the computer
  ASSERT_EQ(r.status, 0) << r.err;
  // The full status: the player on turn once, then the other player, the unseen cards.
  auto ls = lines(r.out);
  ASSERT_GE(ls.size(), 3u);
  const Lines status(ls.end() - 3, ls.end());
  EXPECT_EQ(status, (Lines{"SAY Hráč 1 na tahu, první hod.", "SAY Hráč 2: 0, chybí sto jedna bodů.",
                           "SAY Neviděných karet 80. Nul 8, jedniček 8, dvojek 8, trojek 8, čtyřek 8, pětek 8, "
                           "šestek 8, sedmiček 8, osmiček 8, devítek 8."}))
      << r.out;
  EXPECT_EQ(count_containing(after_last(r.out, "SAY Hráč 1 na tahu, první hod."), "Hráč 1"), 0u) << r.out;
  EXPECT_EQ(count_containing(ls, "Na tahu Hráč 1"), 0u) << r.out;
}

TEST(SipkySpeech, AfterAThrowNoSentenceTwice) {
  // One player throws again and again: the score is said once, then only who throws on.
  auto r = run_spoluhrac(kAssistant + "--players 1 --names Petr", "ok 3 9 ok 3 7");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  auto at = std::find(ls.begin(), ls.end(), "SAY Petr: 37, celkem 76, chybí 25 bodů.");
  ASSERT_NE(at, ls.end()) << r.out;
  EXPECT_EQ(ls.end() - at, 3) << r.out;
  EXPECT_EQ(at[1], "SOUND your_turn");
  EXPECT_EQ(at[2], "SAY Dál hází Petr.");
  EXPECT_EQ(count_containing(ls, "Petr na tahu: 76"), 0u) << r.out;
}

TEST(SipkySpeech, SeriesSaysTheStandingAndWaitsForEnter) {
  const std::string args = kBase + "--mode assistant --players 2 --names Eva,Petr --set series=placement "
                                   "--set games=3 --set target=101";
  // Eva 99, Petr 98, both stop: Eva wins the first game. Then a digit, next, Enter.
  auto r = run_spoluhrac(args, "ok 9 9 ok 9 8 0 ok 0 ok  5 next ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto end = after_last(r.out, "SAY Petr končí s devadesáti osmi body.");
  ASSERT_GE(end.size(), 12u) << r.out;
  EXPECT_EQ(Lines(end.begin(), end.begin() + 12),
            (Lines{"SOUND game_won", "SAY Konec hry do 101. Vítězka: Eva.", "SAY První místo: Eva, 99 bodů.",
                   "SAY Druhé místo: Petr, 98 bodů.", "SAY Série po první hře ze tří. Pořadí:",
                   "SAY První místo: Eva, dva body za umístění.", "SAY Druhé místo: Petr, jeden bod za umístění.",
                   "SAY Enter: další hra.", "SOUND refused", "SAY Nejdřív Enter: další hra.", "SOUND menu_move",
                   "SAY První místo: Eva, 99 bodů."}))
      << r.out;
  EXPECT_EQ(Lines(end.begin() + 12, end.end()),
            (Lines{"SAY Druhá hra ze tří. Cíl 101, rozdává Eva.", "SOUND your_turn", "SAY Petr na tahu, první hod."}))
      << r.out;
}

TEST(SipkySpeech, ReviewAfterTheGameSaysThePlaces) {
  // Eva 50, Petr 96, Eva 80, Petr stops, Eva goes over: Petr wins. The review walks the places.
  auto r = run_spoluhrac(kAssistant + "--players 2 --names Eva,Petr", "ok 5 0 ok 9 6 ok 3 0 0 ok ok 3 0 next next");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  ASSERT_GE(ls.size(), 4u);
  EXPECT_EQ(Lines(ls.end() - 4, ls.end()), (Lines{"SOUND menu_move", "SAY První místo: Petr, 96 bodů.", "SOUND menu_move",
                                                  "SAY Druhé místo: Eva, 110 bodů, přes 101."}))
      << r.out;
  EXPECT_EQ(count_containing(ls, "už nehraje"), 0u) << r.out;
}

TEST(SipkySpeech, AssistantModeAsksForTheTensCardFirst) {
  auto r = run_spoluhrac(kAssistant + "--players 1", "ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(lines(r.out).back(), "SAY Hráč 1: zadej dvě karty, nejdřív kartu desítek.") << r.out;
}

TEST(SipkySpeech, CardTypedBeforeEnterHearsWhy) {
  auto r = run_spoluhrac(kAssistant + "--players 1", "7");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(after_last(r.out, "SAY Hráč 1 na tahu, první hod."),
            (Lines{"SOUND refused", "SAY Karty až po Enteru: nejdřív se volí, kolik karet.",
                   "SAY Enter nebo dvojka: dvě karty.", "SAY Tečka: nabídka."}))
      << r.out;
}

TEST(SipkySpeech, NinthSevenIsRefusedByItsName) {
  auto r = run_spoluhrac(kBase + "--mode assistant --players 5 --set series=single --set target=301",
                         "ok 7 7 ok 7 7 ok 7 7 ok 7 7 ok 7");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  EXPECT_EQ(Lines(ls.end() - 2, ls.end()), (Lines{"SOUND refused", "SAY Sedmička už nepřijde, všech osm padlo."}))
      << r.out;
}

TEST(SipkySpeech, TerseNormalAndBeginnerDiffer) {
  // PRODUCT.md: terse for experienced players (numbers and names), beginner adds the keys and
  // the why. The same turns at the three levels.
  const std::string keys = "ok 4 5 ok 3 2 ok";
  auto run = [&](const std::string& level) {
    auto r = run_spoluhrac(kAssistant + "--players 2 --names Eva,Petr --verbosity " + level, keys);
    EXPECT_EQ(r.status, 0) << r.err;
    return r.out;
  };
  const std::string terse = run("terse"), normal = run("normal"), beginner = run("beginner");
  EXPECT_TRUE(has_line(lines(normal), "SAY Eva: 45, celkem 45, chybí 56 bodů.")) << normal;
  EXPECT_TRUE(has_line(lines(normal), "SAY Petr na tahu, první hod.")) << normal;
  EXPECT_TRUE(has_line(lines(terse), "SAY 45, celkem 45.")) << terse;
  EXPECT_TRUE(has_line(lines(terse), "SAY Petr, první hod.")) << terse;
  EXPECT_TRUE(has_line(lines(beginner), "SAY Eva: hod 45, celkem 45, do cíle chybí 56 bodů.")) << beginner;
  EXPECT_TRUE(has_line(lines(beginner), "SAY Petr na tahu, první hod: vždy dvě karty. Stiskni Enter.")) << beginner;
  EXPECT_TRUE(has_line(lines(beginner), "SAY Eva na tahu: 45, do cíle chybí 56 bodů. Enter: dvě karty. Jednička: "
                                        "jen jedna karta. Lomítko: další možnosti."))
      << beginner;
  EXPECT_LT(terse.size(), normal.size());
  EXPECT_LT(normal.size(), beginner.size());
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(SipkySpeech, EveryoneOverSaysSoThenTheOrder) {
  // "Na přesný výsledek": Eva 99, Petr 98, Jan 97, then all three go over.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --variant presny --mode assistant "
                               "--players 3 --names Eva,Petr,Jan --set series=single --set target=101",
                               "ok 9 9 ok 9 8 ok 9 7 ok 1 1 ok 1 1 ok 1 1 repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  auto end = after_last(r.out, "SAY Přes! Jan má 108, ze hry venku.");
  const Lines ranking{"SAY Eva: 110 bodů.", "SAY Petr: 109 bodů.", "SAY Jan: 108 bodů."};
  Lines said{"SAY Konec hry do 101. Nikdo nevyhrál: všichni přetáhli a dělí se o první místo."};
  said.insert(said.end(), ranking.begin(), ranking.end());
  ASSERT_GE(end.size(), 4u) << r.out;
  EXPECT_EQ(Lines(end.begin(), end.begin() + 4), said) << r.out;
  // The full status says the same, once.
  EXPECT_EQ(Lines(end.end() - 4, end.end()), said) << r.out;
  EXPECT_EQ(count_containing(test::lines(r.out), "První místo"), 0u) << r.out;
}

TEST(SipkySpeech, ASharedPlaceIsSaidOnce) {
  // Eva hits 101 exactly with one card; Petr and Jan, still in, share the second place.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --variant presny --mode assistant "
                               "--players 3 --names Eva,Petr,Jan --set series=single --set target=101",
                               "ok 9 9 ok 5 0 ok 3 0 1 2");
  ASSERT_EQ(r.status, 0) << r.err;
  auto end = after_last(r.out, "SAY Konec hry do 101. Vítězka: Eva.");
  ASSERT_GE(end.size(), 3u) << r.out;
  EXPECT_EQ(Lines(end.begin(), end.begin() + 3),
            (Lines{"SAY První místo: Eva, sto jedna bodů.", "SAY Druhé místo: Petr, 50 bodů.",
                   "SAY Také na druhém místě: Jan, 30 bodů."}))
      << r.out;
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(SipkySpeech, ComposeHelpNamesThisHandsChoicesOnly) {
  // Seed 7 deals Eva 2 and 3: help says what each digit makes, and nothing about a zero.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --variant stojedna --seed 7 "
                               "--mode dealer --players 2 --names Eva,Petr --set series=single --set target=101",
                               "1 ok help");  // 1: nobody is the computer
  ASSERT_EQ(r.status, 0) << r.err;
  auto help = after_last(r.out, "SAY Eva: karty 2 a 3. 32 nebo 23?");
  ASSERT_FALSE(help.empty()) << r.out;
  EXPECT_EQ(help.front(), "SAY Stiskni číslici karty, která bude desítkou: 3 dává 32, 2 dává 23.") << r.out;
  EXPECT_EQ(count_containing(help, "Nula"), 0u) << r.out;
}

TEST(SipkySpeech, SeriesReviewBeforeTheFirstResultHasNoStandings) {
  auto r = test::run_spoluhrac(kBase + "--mode assistant --players 2 --names Eva,Petr --set series=placement "
                                       "--set games=3 --set target=101",
                               "prev");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(test::lines(r.out).back(), "SAY Série: hraje se první hra ze tří, pořadí zatím není.") << r.out;
}

}  // namespace
}  // namespace sh
