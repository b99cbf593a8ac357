// What a Czech listener hears in Quist (issue 20), through the real binary: key names in,
// SAY/SOUND lines out. One scripted run per point of the issue.
#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using Lines = std::vector<std::string>;

const std::string kBase = "--audio none --speech text --input stdin --game quist ";
const std::string kAssistant =
    kBase + "--mode assistant --set seating=chosen --set dealer=4 --names Eva,Petr,Jana,Karel ";

bool has_line(const Lines& ls, const std::string& line) { return std::find(ls.begin(), ls.end(), line) != ls.end(); }

std::size_t count_containing(const Lines& ls, const std::string& part) {
  return static_cast<std::size_t>(
      std::count_if(ls.begin(), ls.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; }));
}

TEST(QuistSpeech, ComputerSeatsAreNamedOnce) {
  auto r = run_spoluhrac(kBase + "--mode dealer --seed 5 --set games=3 --set seating=chosen --set computers=2,3,4 --set level=normal", "");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  EXPECT_EQ(count_containing(ls, "hraje počítač"), 1u) << r.out;
  EXPECT_TRUE(has_line(ls, "SAY Hráč 2, Hráč 3 a Hráč 4: hraje počítač.")) << r.out;
}

TEST(QuistSpeech, FirstGameOfThree) {
  auto r = run_spoluhrac(kAssistant + "--set games=3", "");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  EXPECT_TRUE(has_line(ls, "SAY První hra ze tří. Rozdává Karel, vynáší Eva.")) << r.out;
  EXPECT_EQ(count_containing(ls, "celkem her"), 0u) << r.out;
}

// Game 1, typed card by card: Eva takes all nine tricks.
const std::string kEvaTakesAll =
    "9 ok 0 ok 1 ok 2 ok  9 ok 0 ok 1 ok 2 ok  9 ok 0 ok 1 ok 2 ok  9 ok 0 ok 1 ok 2 ok  "
    "8 ok 3 ok 4 ok 5 ok  8 ok 3 ok 4 ok 5 ok  8 ok 3 ok 4 ok 5 ok  8 ok 3 ok 4 ok 5 ok  7 ok 6 ok 0 ok 1 ok ";

TEST(QuistSpeech, FullStatusCountsTheTricksOfTheGameInProgress) {
  // Game 1 ends 9:0; in game 2 Petr leads and takes the first trick; repeat twice.
  auto r = run_spoluhrac(kAssistant + "--set games=3", kEvaTakesAll + "ok  9 ok 0 ok 1 ok 2 ok  repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  ASSERT_TRUE(has_line(ls, "SAY Druhá hra ze tří. Rozdává Eva, vynáší Petr.")) << r.out;
  ASSERT_GE(ls.size(), 4u);
  EXPECT_EQ(Lines(ls.end() - 4, ls.end()),
            (Lines{"SAY Druhá hra ze tří.",
                   "SAY Vyhrané hry. Eva a Jana: 1, Petr a Karel: 0. Zdvihy celkem i s touto hrou 9 na 1.",
                   "SAY Zdvihy v této hře. Eva a Jana: 0, Petr a Karel: 1.", "SAY Vynáší Petr."}))
      << r.out;
  EXPECT_EQ(count_containing(ls, "Zdvihy celkem 9 na 0"), 0u) << r.out;
}

TEST(QuistSpeech, FullStatusInTheFirstGameSaysNoEmptyTotals) {
  // 1:1 in the first game: no "Zdvihy celkem 0 na 0".
  auto r = run_spoluhrac(kAssistant + "--set games=3", "9 ok 0 ok 1 ok 2 ok  0 ok 1 ok 2 ok 9 ok  repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  ASSERT_GE(ls.size(), 3u);
  EXPECT_EQ(Lines(ls.end() - 3, ls.end()),
            (Lines{"SAY První hra ze tří.", "SAY Zdvihy v této hře. Eva a Jana: 1, Petr a Karel: 1.",
                   "SAY Vynáší Karel."}))
      << r.out;
  EXPECT_EQ(count_containing(ls, "Zdvihy celkem 0 na 0"), 0u) << r.out;
}

TEST(QuistSpeech, TerseSaysWhoTookTheTrickBeginnerSaysWhy) {
  const std::string keys = "6 ok 9 ok 2 ok 1 ok";
  auto run = [&](const std::string& level) {
    auto r = run_spoluhrac(kAssistant + "--set games=1 --verbosity " + level, keys);
    EXPECT_EQ(r.status, 0) << r.err;
    return r.out;
  };
  const std::string terse = run("terse"), normal = run("normal"), beginner = run("beginner");
  auto tail = [](const std::string& out) {
    auto ls = lines(out);
    auto at = std::find(ls.begin(), ls.end(), "SOUND trick_taken");
    return Lines(at, ls.end());
  };
  EXPECT_EQ(tail(normal), (Lines{"SOUND trick_taken", "SAY Petr bere zdvih.", "SAY Zdvihy. Eva a Jana: 0, Petr a Karel: 1.",
                                 "SAY Vynáší Petr."}))
      << normal;
  EXPECT_EQ(tail(terse), (Lines{"SOUND trick_taken", "SAY Bere Petr.", "SAY Vynáší Petr."})) << terse;
  EXPECT_EQ(tail(beginner),
            (Lines{"SOUND trick_taken", "SAY Petr bere zdvih, má nejvyšší kartu.",
                   "SAY Zdvihy. Eva a Jana: 0, Petr a Karel: 1.",
                   "SAY Vynáší Petr. Zahraj jakoukoli kartu, číslici a Enter. Zdvih bere nejvyšší karta."}))
      << beginner;
  EXPECT_TRUE(has_line(lines(terse), "SAY Jana: 2.")) << terse;
  EXPECT_TRUE(has_line(lines(normal), "SAY Jana: 2. Nejvýš zatím Petr, 9.")) << normal;
  EXPECT_TRUE(has_line(lines(beginner), "SAY Jana: 2, to je méně než 9. Nejvýš zatím Petr, 9.")) << beginner;
  EXPECT_LT(terse.size(), normal.size());
  EXPECT_LT(normal.size(), beginner.size());
}

}  // namespace
}  // namespace sh
