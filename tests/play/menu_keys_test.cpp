// Menu keys and refusals (issue 30, "Menus and refusals"): a number above 9 sits on 0, not
// on a digit another number would own; a refused digit is answered with the digits that
// work; the computers question names seats by ordinal; Člověče names the keypad's keys.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "narration/catalog.h"
#include "play/setup_question.h"
#include "test_support.h"

namespace sh {
namespace {

const std::string kText = "--audio none --speech text --input stdin --no-window --lang cs";

SetupQuestion numbers(std::initializer_list<int> values) {
  SetupQuestion q{"games", "sipky.setup.games", {}};
  for (int v : values) q.choices.push_back({std::to_string(v), Message("setup.number").with("n", v)});
  return q;
}

TEST(MenuKeys, ElevenGamesSitsOnZeroNotOnOne) {
  EXPECT_EQ(choice_keys(numbers({3, 5, 9, 11})), (std::vector<int>{3, 5, 9, 0}));
  EXPECT_EQ(choice_keys(numbers({1, 3, 5, 10})), (std::vector<int>{1, 3, 5, 0}));
  // Several numbers above 9 (the targets 101, 201, 301) keep their positions.
  EXPECT_EQ(choice_keys(numbers({101, 201, 301})), (std::vector<int>{-1, -1, -1}));
}

TEST(MenuKeys, SipkySeriesLengthRefusalNamesTheKeysThatWork) {
  // Šipky: dealer, 101, a placement series, target 101; then 4 (no such key), 0 (eleven
  // games), one player, no computer opponent (issue 43: a lone player is offered them).
  auto r = test::run_spoluhrac(kText + " --game sipky", "1 1 2 1 4 0 1 0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY 0: 11.")) << r.out;
  EXPECT_FALSE(test::contains_line(r.out, "SAY 1: 11.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Taková položka není. Stiskni 3, 5, 9 nebo 0.")) << r.out;
  EXPECT_EQ(r.out.find("nabídka má"), std::string::npos) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY První hra z jedenácti. Cíl 101, rozdává Hráč 1.")) << r.out;
}

TEST(MenuKeys, ClovecePlayOnRefusalNamesZeroAndOne) {
  // Člověče: dice rolled by the program, two players, then 2 at the play-on question.
  auto r = test::run_spoluhrac(kText + " --game clovece", "1 2 2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY 0: Ne, hra končí vítězem.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Taková položka není. Stiskni 0 nebo 1.")) << r.out;
}

TEST(MenuKeys, NumberfloorPlayersRefusalNamesTheRange) {
  // Numberfloor: two to five players on 2-5; key 1 is refused with the keys that work.
  auto r = test::run_spoluhrac(kText + " --game numberfloor", "1 1");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Taková položka není. Stiskni 2 až 5.")) << r.out;
  auto en = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --lang en --game numberfloor", "1 1");
  EXPECT_TRUE(test::contains_line(en.out, "SAY There is no such item. Press 2 to 5.")) << en.out;
}

TEST(MenuKeys, ComputersQuestionNamesSeatsByOrdinal) {
  // Šipky, dealer, single game to 101, three players: who the computer plays.
  auto r = test::run_spoluhrac(kText + " --game sipky", "1 1 1 1 3");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY 2: Počítač hraje za třetího hráče.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY 3: Počítač hraje za druhého a třetího hráče.")) << r.out;
  auto en = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --lang en --game sipky", "1 1 1 1 3");
  EXPECT_TRUE(test::contains_line(en.out, "SAY 3: The computer plays the second and third players.")) << en.out;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

TEST(MenuKeys, CloveceNamesTheKeypadLabels) {
  // The other four games say plus, minus, Enter, lomítko, tečka; Člověče said "další a
  // předchozí", "potvrzení", "nápověda", "zpět" for the keys.
  for (const char* code : {"cs", "en"}) {
    const Catalog c = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/" + code + ".po");
    for (const auto& [context, id] : c.keys()) {
      if (id.rfind("clovece.", 0) != 0) continue;
      const std::string text = lower(c.get(id, context).value_or(""));
      for (const char* word : {"další a předchozí", "potvrzení", "nápověda dvakrát", "zpět nabídne",
                               "enter nebo zpět", "next and previous", "ok plays", "ok reads", "ok yes", "ok or back",
                               "help twice", "back offers"})
        EXPECT_EQ(text.find(word), std::string::npos) << code << " " << id << ": " << text;
    }
  }
  auto r = test::run_spoluhrac(kText + " --game clovece --players 2 --mode dealer --set computers=none --set playon=0 --seed 12",
                               "help");
  EXPECT_NE(r.out.find("Lomítko dvakrát rychle poradí"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace sh
