// Settings file and the SQLite history: round trips, damaged files kept aside, schema
// migration, a database from a newer version left untouched. Real files, real SQLite.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

#include "storage/history.h"
#include "storage/settings.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

struct TempFolder {
  fs::path path = test::temp_path("storage");
  TempFolder() { fs::create_directories(path); }
  ~TempFolder() { fs::remove_all(path); }
};

int count_entries(const fs::path& dir, const std::string& prefix) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().rfind(prefix, 0) == 0) ++n;
  return n;
}

TEST(Settings, SaveThenLoadGivesTheSameSettings) {
  TempFolder dir;
  Settings s;
  s.lang = "en";
  s.verbosity = "terse";
  s.speech_rate = 450;
  s.cues = false;
  s.names = {"Alojz", "Bedřich"};
  ASSERT_TRUE(save_settings(dir.path / "settings.json", s));
  auto loaded = load_settings(dir.path / "settings.json");
  EXPECT_TRUE(loaded.error.empty());
  EXPECT_EQ(loaded.settings, s);
}

TEST(Settings, MissingFileGivesDefaultsWithoutError) {
  TempFolder dir;
  auto loaded = load_settings(dir.path / "none.json");
  EXPECT_TRUE(loaded.error.empty());
  EXPECT_EQ(loaded.settings, Settings{});
}

TEST(Settings, DamagedFileIsReportedKeptAsideAndDefaultsApply) {
  TempFolder dir;
  const auto file = dir.path / "settings.json";
  for (const std::string bad : {"{\"lang\": \"cs\", ", "[1,2]", "\xff\xfe"}) {
    test::write_file(file.string(), bad);
    auto loaded = load_settings(file);
    EXPECT_FALSE(loaded.error.empty()) << bad;
    EXPECT_TRUE(loaded.dropped.empty()) << "the whole file was refused";
    EXPECT_EQ(loaded.settings, Settings{});
    EXPECT_FALSE(fs::exists(file));
    ASSERT_FALSE(loaded.moved_to.empty());
    EXPECT_EQ(test::read_file(loaded.moved_to.string()), bad) << "kept for inspection, unchanged";
    fs::remove(loaded.moved_to);
  }
}

// Issue 39, item 4: speech.rate 950 used to set the whole file aside (the names went back
// to the defaults). Now every valid value stays; the wrong ones are named and left at their
// defaults; the original is kept aside and the repaired file saved.
TEST(Settings, AWrongValueLeavesOnlyItselfAtItsDefault) {
  TempFolder dir;
  const auto file = dir.path / "settings.json";
  const std::string text =
      "{\"lang\": \"en\", \"verbosity\": \"chatty\", \"speech\": {\"rate\": 950, \"pitch\": 70}, "
      "\"cues\": {\"enabled\": \"yes\", \"volume\": 40}, \"names\": [\"Alojz\", 7, \"Bedřich\"]}";
  test::write_file(file.string(), text);
  auto loaded = load_settings(file);
  EXPECT_EQ(loaded.dropped, (std::vector<std::string>{"verbosity", "speech.rate", "cues.enabled", "names"}));
  EXPECT_NE(loaded.error.find("speech.rate must be from 80 to 900"), std::string::npos) << loaded.error;
  Settings expected;
  expected.lang = "en";
  expected.speech_pitch = 70;
  expected.cue_volume = 40;
  expected.names = {"Alojz", "", "Bedřich"};  // the wrong name's seat gets the default name
  EXPECT_EQ(loaded.settings, expected);
  ASSERT_FALSE(loaded.moved_to.empty());
  EXPECT_EQ(test::read_file(loaded.moved_to.string()), text) << "the original is kept aside, unchanged";
  // The repaired file is saved: the next start finds nothing wrong.
  auto again = load_settings(file);
  EXPECT_TRUE(again.error.empty()) << again.error;
  EXPECT_EQ(again.settings, expected);
  fs::remove(loaded.moved_to);
}

TEST(Settings, ASettingsFileThatIsADeviceIsRefusedAtOnce) {
  TempFolder dir;
  const auto file = dir.path / "settings.json";
  fs::create_symlink("/dev/zero", file);
  auto loaded = load_settings(file);
  EXPECT_NE(loaded.error.find("not a regular file"), std::string::npos) << loaded.error;
  EXPECT_EQ(loaded.settings, Settings{});
}

GameRecord record_of(std::string name, int score, bool won, bool out = false) {
  GameRecord r;
  r.game = "sipky";
  r.variant = "101";
  r.options = {{"players", "2"}};
  r.mode = "dealer";
  r.seed = 1;
  r.actions = {10, 3, 4, 23};
  r.results = {{0, std::move(name), won ? 1 : 2, score, won, out}};
  return r;
}

TEST(History, RecordsGamesAndGivesStatisticsPerPlayer) {
  TempFolder dir;
  History h(dir.path / "history.db");
  ASSERT_TRUE(h.usable()) << h.error();
  EXPECT_EQ(h.schema_version(), History::kSchemaVersion);
  ASSERT_TRUE(h.record(record_of("Bedřich", 101, true)));
  ASSERT_TRUE(h.record(record_of("Bedřich", 95, false)));
  ASSERT_TRUE(h.record(record_of("Bedřich", 104, false, true)));
  ASSERT_TRUE(h.record(record_of("Cyril", 100, true)));
  auto stats = h.stats();
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[0].name, "Bedřich");
  EXPECT_EQ(stats[0].games, 3);
  EXPECT_EQ(stats[0].wins, 1);
  ASSERT_TRUE(stats[0].best);
  EXPECT_EQ(*stats[0].best, 101) << "a busted 104 is not a best score";
  EXPECT_EQ(stats[1].name, "Cyril");
  EXPECT_EQ(h.action_lists().size(), 4u);
  EXPECT_EQ(h.action_lists()[0], (std::vector<Action>{10, 3, 4, 23}));
}

TEST(History, SurvivesReopeningAndMigratesAVersionOneDatabase) {
  TempFolder dir;
  const auto file = dir.path / "history.db";
  {
    // A database as version 1 of the schema left it, with one game.
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    const char* v1 =
        "CREATE TABLE games(id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, "
        "options TEXT NOT NULL, mode TEXT NOT NULL, seed INTEGER NOT NULL, finished TEXT NOT NULL, "
        "actions TEXT NOT NULL);"
        "CREATE TABLE results(game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, "
        "name TEXT NOT NULL, place INTEGER NOT NULL, score INTEGER NOT NULL, won INTEGER NOT NULL);"
        "INSERT INTO games VALUES(1,'sipky','201','{}','dealer',5,'2026-01-01T00:00:00Z','[10]');"
        "INSERT INTO results VALUES(1,0,'Eva',1,199,1);"
        "PRAGMA user_version=1;";
    ASSERT_EQ(sqlite3_exec(db, v1, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  History h(file);
  ASSERT_TRUE(h.usable()) << h.error();
  EXPECT_EQ(h.schema_version(), History::kSchemaVersion);
  auto stats = h.stats();
  ASSERT_EQ(stats.size(), 1u) << "the old game is kept";
  EXPECT_EQ(stats[0].name, "Eva");
  EXPECT_EQ(stats[0].variant, "201");
  EXPECT_TRUE(h.record(record_of("Eva", 100, false)));
  EXPECT_EQ(h.stats()[0].games, 1) << "different variant";
}

TEST(History, ADatabaseFromANewerVersionIsLeftUntouched) {
  TempFolder dir;
  const auto file = dir.path / "history.db";
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "CREATE TABLE future(x); PRAGMA user_version=99;", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  const std::string before = test::read_file(file.string());
  History h(file);
  EXPECT_FALSE(h.usable());
  EXPECT_NE(h.error().find("newer version"), std::string::npos);
  EXPECT_FALSE(h.record(record_of("Eva", 1, false)));
  EXPECT_EQ(test::read_file(file.string()), before);
}

// Issue 39, item 4: with its results table gone the statistics said "no finished game yet"
// though games existed. A database missing what the program reads is not used: its error
// says it cannot be read (the statistics say so), and it is left as it was.
TEST(History, ADatabaseMissingItsResultsTableCannotBeReadAndIsLeftAlone) {
  TempFolder dir;
  const auto file = dir.path / "history.db";
  {
    History h(file);
    ASSERT_TRUE(h.usable()) << h.error();
    ASSERT_TRUE(h.record(record_of("Eva", 1, true)));
  }
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "DROP TABLE results;", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  const std::string before = test::read_file(file.string());
  History h(file);
  EXPECT_FALSE(h.usable()) << "its statistics are not an empty history";
  EXPECT_NE(h.error().find("cannot be read"), std::string::npos) << h.error();
  EXPECT_NE(h.error().find("results"), std::string::npos) << h.error();
  EXPECT_FALSE(h.record(record_of("Eva", 1, false)));
  EXPECT_EQ(test::read_file(file.string()), before) << "left untouched";
  EXPECT_EQ(count_entries(dir.path, "history.db.corrupt-"), 0);
}

TEST(History, ADamagedDatabaseIsKeptAsideAndANewOneStarted) {
  TempFolder dir;
  const auto file = dir.path / "history.db";
  test::write_file(file.string(), std::string("SQLite format 3") + std::string(5000, '\x17'));
  History h(file);
  EXPECT_TRUE(h.usable()) << "a fresh database replaces the damaged one";
  EXPECT_NE(h.error().find("damaged"), std::string::npos);
  EXPECT_EQ(count_entries(dir.path, "history.db.corrupt-"), 1);
  EXPECT_TRUE(h.record(record_of("Eva", 1, false)));
}

}  // namespace
}  // namespace sh
