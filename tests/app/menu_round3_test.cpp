// The menus as a Czech listener hears them, round three (issue 43): settings beyond nine are
// picked by number on a second page (0 turns it) and a digit that picks nothing says how;
// the main menu's hint help says "lomítko" like every other place; two interrupted games
// that would sound the same say where play stands in each.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

const std::string kText = "--audio none --speech text --input stdin --no-window";

std::vector<std::string> said(const std::string& out) {
  std::vector<std::string> s;
  for (const auto& l : test::lines(out))
    if (l.rfind("SAY ", 0) == 0) s.push_back(l.substr(4));
  return s;
}

bool has(const std::vector<std::string>& s, const std::string& line) { return std::find(s.begin(), s.end(), line) != s.end(); }

bool has_prefix(const std::vector<std::string>& s, const std::string& prefix) {
  return std::any_of(s.begin(), s.end(), [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
}

// Item 3: the tenth setting (the speech output) is "1" on the second page; 0 turns to it.
TEST(MenuRound3, SettingsBeyondNineArePickedByNumberOnTheSecondPage) {
  test::TempHome home("menu-round3-settings");
  const std::string settings = test::main_menu_key(test::MainMenuItem::Settings);
  const auto r = test::run_spoluhrac(kText, settings + " 0 1", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  const auto s = said(r.out);
  EXPECT_TRUE(has(s, "0: Další nastavení.")) << r.out;
  EXPECT_TRUE(has(s, "Další nastavení.")) << r.out;
  EXPECT_TRUE(has(s, "0: Zpět na první nastavení.")) << r.out;
  // Chosen: its line, then how to change it.
  const auto chosen = std::find_if(s.rbegin(), s.rend(), [](const std::string& l) { return l.rfind("1: Výstup řeči, ", 0) == 0; });
  ASSERT_NE(chosen, s.rend()) << r.out;
  EXPECT_NE(chosen, s.rbegin()) << "the adjust prompt follows";
  // A digit with no setting on the page says how to reach the others.
  const auto none = test::run_spoluhrac(kText, settings + " 0 9", home.env());
  EXPECT_TRUE(has_prefix(said(none.out), "Tady stiskni 1 až ")) << none.out;
  EXPECT_NE(none.out.find("nula vrátí první nastavení."), std::string::npos) << none.out;
  // Help names the page key.
  const auto help = test::run_spoluhrac(kText, settings + " help", home.env());
  EXPECT_NE(help.out.find("Nula přepne mezi prvními devíti a dalšími nastaveními."), std::string::npos) << help.out;
}

// Item 13: the hint in the main menu says the key as everywhere else.
TEST(MenuRound3, TheMainMenuSaysLomitkoForTheHint) {
  test::TempHome home("menu-round3-hint");
  const auto r = test::run_spoluhrac(kText, "help help", home.env());
  EXPECT_TRUE(has(said(r.out), "Radu dostaneš ve hře: lomítko dvakrát rychle.")) << r.out;
  EXPECT_EQ(r.out.find("nápověda"), std::string::npos) << r.out;
}

// Item 13: two interrupted games of the same players in the same minute say where play
// stands in each, so they can be told apart.
TEST(MenuRound3, TwoInterruptedGamesThatSoundTheSameSayWherePlayStands) {
  test::TempHome home("menu-round3-interrupted");
  const std::string game = kText + " --game sipky --players 2 --mode assistant --variant stojedna --set series=single "
                                   "--set target=101 --names Ada,Bob";
  ASSERT_EQ(test::run_spoluhrac(game, "ok 7 2", home.env()).status, 0);
  ASSERT_EQ(test::run_spoluhrac(game, "ok 7 2 ok 5 3", home.env()).status, 0);
  // The same minute for both, whatever the clock did between the runs.
  const auto when = fs::file_time_type::clock::now() - std::chrono::hours(1);
  int journals = 0;
  for (const auto& f : fs::directory_iterator(home.data()))
    if (f.path().extension() == ".journal") fs::last_write_time(f.path(), when), ++journals;
  ASSERT_EQ(journals, 2);
  const auto r = test::run_spoluhrac(kText, test::main_menu_key(test::MainMenuItem::Interrupted), home.env());
  const auto s = said(r.out);
  std::vector<std::string> items;
  for (const auto& l : s)
    if (l.rfind("1: Numeramis Šipky, dva hráči: Ada, Bob, ", 0) == 0 || l.rfind("2: Numeramis Šipky, dva hráči: Ada, Bob, ", 0) == 0)
      items.push_back(l.substr(3));
  ASSERT_EQ(items.size(), 2u) << r.out;
  EXPECT_NE(items[0], items[1]) << r.out;
  for (const auto& item : items) EXPECT_NE(item.find(". "), std::string::npos) << item;
}

}  // namespace
}  // namespace sh
