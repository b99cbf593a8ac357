// The history of every game with one person and the computer in every other seat, the
// person in each seat in turn: the record names the person as the only person (the
// statistics count them and no computer) and numbers the seats from 1. Real SQLite file.
// And a database whose Quist games were recorded with seats numbered from 0 is renumbered.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "app/game_screen.h"
#include "games/registry.h"
#include "play/table.h"
#include "storage/history.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

struct SeatsTempFolder {
  fs::path path = test::temp_path("history-seats");
  SeatsTempFolder() { fs::create_directories(path); }
  ~SeatsTempFolder() { fs::remove_all(path); }
};

struct Row {
  int seat = 0;
  std::string name;
  bool computer = false;
};

std::vector<Row> result_rows(const fs::path& file) {
  std::vector<Row> rows;
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* q = nullptr;
  sqlite3_prepare_v2(db, "SELECT seat, name, computer FROM results ORDER BY rowid", -1, &q, nullptr);
  while (q && sqlite3_step(q) == SQLITE_ROW)
    rows.push_back({sqlite3_column_int(q, 0), reinterpret_cast<const char*>(sqlite3_column_text(q, 1)),
                    sqlite3_column_int(q, 2) != 0});
  sqlite3_finalize(q);
  sqlite3_close(db);
  return rows;
}

std::string sql_text(const fs::path& file, const char* sql) {
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* q = nullptr;
  sqlite3_prepare_v2(db, sql, -1, &q, nullptr);
  std::string out = q && sqlite3_step(q) == SQLITE_ROW ? reinterpret_cast<const char*>(sqlite3_column_text(q, 0)) : "";
  sqlite3_finalize(q);
  sqlite3_close(db);
  return out;
}

// Plays the table to its end with random legal moves (the program deals and rolls).
void play_to_the_end(Table& table, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  table.run_chance();
  for (int step = 0; !table.state().is_terminal(); ++step) {
    ASSERT_LT(step, 100000) << table.game().id() << " does not end";
    const auto legal = table.state().legal_actions();
    ASSERT_FALSE(legal.empty());
    table.act(legal[random() % legal.size()]);
  }
}

TEST(HistorySeats, EveryGameRecordsThePersonInEachSeatAsThePersonAndSeatsFromOne) {
  for (const auto& entry : game_registry()) {
    const int players = entry.id == "quist" ? 4 : 3;
    for (int person = 0; person < players; ++person) {
      SCOPED_TRACE(entry.id + ", the person in seat " + std::to_string(person + 1));
      std::string computers;
      std::vector<std::string> names;
      for (int seat = 0; seat < players; ++seat) {
        names.push_back(seat == person ? "Člověk" : "Počítač " + std::to_string(seat + 1));
        if (seat != person) computers += (computers.empty() ? "" : ",") + std::to_string(seat + 1);
      }
      GameOptions options = {{"players", std::to_string(players)}, {"computers", computers}, {"games", "1"}};
      if (entry.mode_is_option) options["mode"] = "dealer";
      if (entry.id != "quist" && entry.id != "sipky") options.erase("games");
      auto game = entry.make_game(options);
      Table table(game, Mode::Dealer, 11 + static_cast<std::uint64_t>(person), names);
      play_to_the_end(table, static_cast<std::uint64_t>(person));
      auto controller = entry.make_controller();
      const auto record = finished_record(*controller, table);
      ASSERT_TRUE(record);

      SeatsTempFolder dir;
      const fs::path file = dir.path / "history.db";
      {
        History history(file);
        ASSERT_TRUE(history.record(*record)) << history.error();
        const auto stats = history.stats();
        ASSERT_EQ(stats.size(), 1u) << "only the person is in the statistics";
        EXPECT_EQ(stats[0].name, "Člověk");
        EXPECT_EQ(stats[0].games, 1);
      }
      const auto rows = result_rows(file);
      ASSERT_EQ(rows.size(), static_cast<std::size_t>(players));
      for (const auto& row : rows) {
        EXPECT_EQ(row.computer, row.name != "Člověk") << row.name;
        EXPECT_GE(row.seat, 1) << "seats are numbered from 1";
        EXPECT_LE(row.seat, players);
        if (entry.id != "quist") {
          EXPECT_EQ(names[static_cast<std::size_t>(row.seat - 1)], row.name);
        }
      }
    }
  }
}

// A database of schema 4 holding a Quist game of the issue: Eva the person, the computer
// playing players 2, 3 and 4 (then written "1,2,3", from 0), with the flag one player off.
TEST(HistorySeats, QuistGamesRecordedWithSeatsFromZeroAreRenumbered) {
  SeatsTempFolder dir;
  const fs::path file = dir.path / "history.db";
  {
    History fresh(file);  // the current schema, then taken back to schema 4 with the old rows
  }
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    const char* old =
        "ALTER TABLE results DROP COLUMN shared;"
        "INSERT INTO games VALUES(1,'quist','1 games',"
        "'{\"computers\":\"1,2,3\",\"dealer\":\"0\",\"games\":\"1\",\"mode\":\"dealer\"}',"
        "'dealer',4,'2026-01-01T00:00:00Z','[1]');"
        "INSERT INTO results(game_id, seat, name, place, score, won, out, computer) VALUES"
        "(1,0,'Eva',2,3,0,0,1),(1,1,'Petr',1,7,1,0,1),(1,2,'Jana',2,3,0,0,1),(1,3,'Karel',1,7,1,0,0);"
        "INSERT INTO games VALUES(2,'sipky','101','{\"computers\":\"2\"}','dealer',3,'2026-01-01T00:00:00Z','[1]');"
        "INSERT INTO results(game_id, seat, name, place, score, won, out, computer) VALUES"
        "(2,0,'Eva',1,101,1,0,0),(2,1,'Petr',2,90,0,0,1);"
        "INSERT INTO games VALUES(3,'sipky','101','{\"computers\":\"2\"}','dealer',5,'2026-01-01T00:00:00Z','[1]');"
        "INSERT INTO results(game_id, seat, name, place, score, won, out, computer) VALUES"
        "(3,0,'Eva',1,97,1,0,0),(3,1,'Petr',1,97,1,0,1);"
        "PRAGMA user_version=4;";
    ASSERT_EQ(sqlite3_exec(db, old, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  {
    History h(file);
    ASSERT_TRUE(h.usable()) << h.error();
    EXPECT_EQ(h.schema_version(), History::kSchemaVersion);
    const auto stats = h.stats();
    ASSERT_EQ(stats.size(), 2u) << "Eva's Quist game and her Šipky game, no computer";
    EXPECT_EQ(stats[0].name, "Eva");
    EXPECT_EQ(stats[0].game, "quist");
    EXPECT_EQ(stats[1].name, "Eva");
    EXPECT_EQ(stats[1].game, "sipky");
    EXPECT_EQ(stats[1].wins, 2);
    EXPECT_EQ(stats[1].shared_wins, 1) << "the tie Šipky recorded as two winners is a shared win";
    EXPECT_EQ(stats[0].shared_wins, 0) << "Quist partners win together, not in a tie";
  }
  const auto rows = result_rows(file);
  ASSERT_EQ(rows.size(), 8u);
  const std::vector<int> seats = {1, 2, 3, 4, 1, 2, 1, 2};
  const std::vector<bool> computer = {false, true, true, true, false, true, false, true};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].seat, seats[i]) << rows[i].name;
    EXPECT_EQ(rows[i].computer, computer[i]) << rows[i].name;
  }
  const std::string options = sql_text(file, "SELECT options FROM games WHERE id = 1");
  EXPECT_NE(options.find("\"computers\":\"2,3,4\""), std::string::npos) << options;
  EXPECT_NE(options.find("\"dealer\":\"1\""), std::string::npos) << options;
  EXPECT_EQ(sql_text(file, "SELECT options FROM games WHERE id = 2"), "{\"computers\":\"2\"}") << "other games keep theirs";
}

// "Hráč jedna" became "Hráč 1" (issue 30): a default-named player's games and lessons
// recorded before keep their owner, so the lesson resumes where it was left.
TEST(HistorySeats, TheFirstSeatsOldDefaultNameBecomesHrac1) {
  SeatsTempFolder dir;
  const fs::path file = dir.path / "history.db";
  {
    History fresh(file);
    ASSERT_TRUE(fresh.save_lesson_position("Hráč jedna", "sipky", "sipky", 4, 25));
  }
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    const char* old =
        "INSERT INTO games VALUES(1,'sipky','101','{}','dealer',3,'2026-01-01T00:00:00Z','[1]');"
        "INSERT INTO results(game_id, seat, name, place, score, won, out, computer, shared) VALUES"
        "(1,1,'Hráč jedna',1,101,1,0,0,0),(1,2,'Hráč 2',2,90,0,0,1,0);"
        "PRAGMA user_version=5;";
    ASSERT_EQ(sqlite3_exec(db, old, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  History h(file);
  ASSERT_TRUE(h.usable()) << h.error();
  EXPECT_EQ(h.schema_version(), History::kSchemaVersion);
  EXPECT_EQ(h.lesson_position("Hráč 1", "sipky"), 4) << "the lesson resumes under the new name";
  EXPECT_FALSE(h.lesson_position("Hráč jedna", "sipky").has_value());
  const auto stats = h.stats();
  ASSERT_EQ(stats.size(), 1u);
  EXPECT_EQ(stats[0].name, "Hráč 1");
}

}  // namespace
}  // namespace sh
