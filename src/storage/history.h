// The history of finished games in an SQLite database (history.db in the data folder):
// players, game, variant, date, results and the whole action list. The schema carries
// its version (PRAGMA user_version) and is migrated step by step, never reset; a damaged
// database is reported and kept aside, a database from a newer program is left untouched.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

struct sqlite3;

namespace sh {

struct ResultLine {
  int seat = 0;
  std::string name;
  int place = 0;
  int score = 0;
  bool won = false;
  bool out = false;  // over the target, or otherwise out of the game
  bool computer = false;  // a seat the computer played: left out of the statistics
};

struct GameRecord {
  std::string game;     // "sipky"
  std::string variant;  // what the statistics group by, e.g. "101", "603", "presny 101"
  GameOptions options;
  std::string mode;
  std::uint64_t seed = 0;
  std::vector<Action> actions;
  std::vector<ResultLine> results;
};

struct PlayerStats {
  std::string name, game, variant;
  int games = 0;
  int wins = 0;
  std::optional<int> best;  // best score not out of the game
};

class History {
 public:
  static constexpr int kSchemaVersion = 3;

  // Opens (creating or migrating) the database. Problems do not throw: error() says what
  // happened (damaged and moved aside, newer version, cannot open) and usable() whether
  // records can be written.
  explicit History(const std::filesystem::path& file);
  ~History();
  History(const History&) = delete;
  History& operator=(const History&) = delete;

  bool usable() const { return db_ != nullptr; }
  const std::string& error() const { return error_; }
  const std::filesystem::path& moved_to() const { return moved_to_; }

  // Stores a finished game; returns false (and sets error()) on failure.
  bool record(const GameRecord& r);
  // Per player (people only, not the computer's seats), game and variant.
  std::vector<PlayerStats> stats() const;
  int schema_version() const;
  std::vector<std::vector<Action>> action_lists() const;  // for replay checks

 private:
  bool open_and_migrate(const std::filesystem::path& file);
  bool exec(const char* sql);

  sqlite3* db_ = nullptr;
  std::string error_;
  std::filesystem::path moved_to_;
};

std::filesystem::path default_history_path();

}  // namespace sh
