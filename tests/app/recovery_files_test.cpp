// Files that cannot hang or wipe a game (issue 39, items 3 and 4), through the real program:
// a device or a pipe named as a journal, a deck or a board is refused at once with a spoken
// and printed reason; a journal with one bad line resumes up to the last good key, says what
// was left out and keeps the original; a wrong settings value leaves the others and is named;
// a history whose results table is gone says that it cannot be read.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "core/journal.h"
#include "storage/history.h"
#include "../games/sipky/sipky_test_support.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;
using Home = test::TempHome;

const std::string kText = "--audio none --speech text --input stdin";
const std::string kGame = kText + " --seed 31 --game sipky --players 3 --mode dealer --variant stojedna "
                                  "--set series=single --set target=201 --set computers=none --names A,B,C";

// The environment of a run that must not read a device forever: it is stopped after 20 s,
// and may not take more than about 2 GB (so a regression fails instead of filling the
// machine; the sanitizers' own allocator limit stands in for the address-space limit).
std::string guarded(const std::string& env = "") {
  const std::string limit = test::kSanitized ? "ASAN_OPTIONS=${ASAN_OPTIONS}:max_allocation_size_mb=2048 "
                                             : "";
  const std::string prlimit = test::kSanitized ? "" : " prlimit --as=2500000000";
  return env + " " + limit + "timeout 20" + prlimit;
}

bool said(const test::RunResult& r, const std::string& sentence) {
  return r.out.find("SAY " + sentence + "\n") != std::string::npos;
}

int count_entries(const fs::path& dir, const std::string& prefix) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().rfind(prefix, 0) == 0) ++n;
  return n;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(RecoveryFiles, ResumingFromADeviceIsRefusedAtOnceWithTheReason) {
  for (const char* device : {"/dev/zero", "/dev/full"}) {
    auto r = test::run_spoluhrac(kText + " --resume " + device, "", guarded());
    EXPECT_EQ(r.status, 0) << device << r.err;
    EXPECT_TRUE(said(r, "Uloženou hru nejde obnovit: zadaný soubor není obyčejný soubor, ale zařízení, složka nebo "
                        "roura. Nečetl jsem ho."))
        << r.out;
    EXPECT_NE(r.err.find(std::string(device) + ": not a regular file but a character device"), std::string::npos) << r.err;
  }
}

TEST(RecoveryFiles, AJournalOnADeviceIsNotUsedAndTheGameGoesOn) {
  auto r = test::run_spoluhrac(kText + " --journal /dev/full --game sipky --players 2 --mode assistant "
                                       "--variant stojedna --set series=single --set target=101",
                               "ok 7 2", guarded());
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(said(r, "Zadaný soubor záznamu obsahuje něco jiného než hru, nepřepíšu ho. Hraje se bez záznamu.")) << r.out;
  EXPECT_NE(r.err.find("/dev/full: not a regular file"), std::string::npos) << r.err;
  EXPECT_TRUE(said(r, "Šipky do 101. Rozdává Hráč 2.")) << "the game goes on\n" << r.out;
}

TEST(RecoveryFiles, ADeckOrABoardOnADeviceIsRefusedWithTheReason) {
  const std::vector<std::string> runs = {
      " --game numberfloor --players 2 --mode dealer --variant beginner --set computers=none --set starts=1 --set deck=/dev/zero",
      " --game kivi --players 2 --mode assistant --set computers=none --set board=/dev/zero"};
  for (const auto& args : runs) {
    auto r = test::run_spoluhrac(kText + args, "", guarded());
    EXPECT_EQ(r.status, 0) << args << r.err;
    EXPECT_TRUE(said(r, "Hru nejde založit: /dev/zero není obyčejný soubor, ale zařízení, složka nebo roura. Nečetl "
                        "jsem ho."))
        << args << "\n" << r.out;
    EXPECT_NE(r.err.find("/dev/zero: not a regular file"), std::string::npos) << r.err;
  }
}

// The game of the recovery tests left half played; returns its journal's lines.
std::vector<std::string> half_a_game(const Home& home, std::vector<Action>* actions) {
  *actions = test::library_game({{"players", "3"}, {"target", "201"}}, 31);
  std::istringstream in(test::keys_for(*actions, 0));
  std::vector<std::string> keys;
  for (std::string k; in >> k;) keys.push_back(k);
  std::string first_half;
  for (std::size_t i = 0; i < keys.size() / 2; ++i) first_half += keys[i] + " ";
  auto part = test::run_spoluhrac(kGame, first_half, home.env());
  EXPECT_EQ(part.status, 0);
  return lines_of(test::read_file(home.journal().string()));
}

TEST(RecoveryFiles, ABadJournalLineResumesBeforeItSaysWhatWasLeftOutAndKeepsTheOriginal) {
  // An action the rules refuse (999), or a line that is no action at all, in the middle.
  for (const std::string bad : {"999\tnothing", "garbage"}) {
    Home home;
    std::vector<Action> actions;
    auto lines = half_a_game(home, &actions);
    ASSERT_GT(lines.size(), 10u);
    // A plain line (a whole key of its own) in the middle, after a whole key.
    std::size_t at = lines.size() / 2;
    while (at < lines.size() && (lines[at][0] == '+' || lines[at - 1][0] == '+')) ++at;
    ASSERT_LT(at, lines.size());
    const std::size_t kept = at - 1;  // the actions before it (line 0 is the header)
    const std::size_t dropped = lines.size() - at;
    lines[at] = bad;
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    test::write_file(home.journal().string(), text);

    auto resumed = test::run_spoluhrac(kText, test::main_menu_key(test::MainMenuItem::Interrupted) + " 1 1", home.env());
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    const std::string left_out = dropped == 1 ? "jeden zápis" : dropped < 5 ? std::to_string(dropped) + " zápisy"
                                                                            : std::to_string(dropped) + " zápisů";
    EXPECT_TRUE(said(resumed, "Záznam hry byl poškozený. Hra pokračuje od posledního celého zápisu před poškozeným "
                              "místem, " + left_out + " jsem vynechal. Původní záznam jsem uschoval vedle něj."))
        << bad << "\n" << resumed.out;
    EXPECT_TRUE(said(resumed, "Pokračuje uložená hra.")) << resumed.out;
    EXPECT_NE(resumed.err.find("current.journal:" + std::to_string(at + 1) + ": "), std::string::npos) << resumed.err;
    // The game goes on from the good part, in a journal rewritten from it...
    const auto now = read_journal(home.journal().string());
    EXPECT_EQ(now.actions, std::vector<Action>(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(kept)));
    EXPECT_EQ(now.bad_line, 0);
    // ...and the original is kept beside it, unchanged.
    ASSERT_EQ(count_entries(home.data(), "current.journal.corrupt-"), 1);
    for (const auto& e : fs::directory_iterator(home.data())) {
      if (e.path().filename().string().rfind("current.journal.corrupt-", 0) == 0) {
        EXPECT_EQ(test::read_file(e.path().string()), text);
      }
    }
  }
}

TEST(RecoveryFiles, AWrongSettingsValueKeepsTheOthersAndIsNamed) {
  Home home;
  fs::create_directories(home.config());
  test::write_file((home.config() / "settings.json").string(),
                   "{\"names\": [\"Alojz\", \"Bedřich\"], \"speech\": {\"rate\": 950}}");
  auto r = test::run_spoluhrac(kText + " --game sipky --players 2 --mode dealer --variant stojedna --set series=single "
                                       "--set target=101 --set computers=none",
                               "", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(said(r, "Soubor nastavení měl chybnou hodnotu u položky Rychlost řeči. Ta má teď výchozí hodnotu, "
                      "ostatní nastavení platí. Původní soubor jsem uschoval."))
      << r.out;
  EXPECT_TRUE(said(r, "Šipky do 101. Rozdává Bedřich.")) << "the names stay\n" << r.out;
  EXPECT_NE(r.err.find("speech.rate must be from 80 to 900"), std::string::npos) << r.err;
  EXPECT_EQ(count_entries(home.config(), "settings.json.corrupt-"), 1);
}

TEST(RecoveryFiles, StatisticsSayTheHistoryCannotBeReadWhenItsResultsAreGone) {
  Home home;
  fs::create_directories(home.data());
  const fs::path db = home.data() / "history.db";
  {
    History h(db);
    GameRecord r;
    r.game = "sipky";
    r.variant = "101";
    r.mode = "dealer";
    r.results = {{0, "Eva", 1, 101, true}};
    ASSERT_TRUE(h.record(r)) << h.error();
  }
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(raw, "DROP TABLE results;", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(raw);
  auto r = test::run_spoluhrac(kText, test::main_menu_key(test::MainMenuItem::Statistics), home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(said(r, "Zatím žádná dohraná hra.")) << r.out;
  EXPECT_NE(r.out.find("Historii her nejde přečíst, statistiky teď nejsou k dispozici."), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("cannot be read"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace sh
