// The history of finished games in an SQLite database (history.db in the data folder):
// players, game, variant, date, results and the whole action list. The schema carries
// its version (PRAGMA user_version) and is migrated step by step, never reset; a damaged
// database is reported and kept aside, a database from a newer program is left untouched,
// and so is one that lacks a table or column the program uses (its statistics "cannot be
// read", never "no game yet").
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
  int seat = 0;  // 0-based here; the database numbers seats from 1, as options and speech do
  std::string name;
  int place = 0;
  int score = 0;
  bool won = false;
  bool out = false;  // over the target, or otherwise out of the game
  bool computer = false;  // a seat the computer played: left out of the statistics
  bool shared = false;    // the win (or place) is shared with another player: a tie
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

// Lesson progress (play/lesson_screen.h): per learner and lesson, where it was left and,
// per step, whether it was done and how many mistakes it took (added up over the runs).
struct LessonStepRecord {
  int step = 0;  // 0-based index in the lesson
  std::string step_id;
  bool done = false;
  int mistakes = 0;
};

struct LessonProgress {
  std::string learner, game, lesson;
  int position = 0;  // the step to resume at (== steps: finished)
  int steps = 0;
  std::vector<LessonStepRecord> records;  // by step
};

// A chapter of a lesson (issue 31), per learner: where it was left and whether it was
// walked to its end (once finished, it stays finished).
struct LessonChapterRecord {
  std::string chapter;  // the id of the chapter's first step
  std::string step_id;  // the step to resume at
  bool finished = false;
};

struct PlayerStats {
  std::string name, game, variant;
  int games = 0;
  int wins = 0;
  int shared_wins = 0;      // of the wins, those shared with another player (a tie)
  std::optional<int> best;  // best score not out of the game
};

class History {
 public:
  static constexpr int kSchemaVersion = 7;

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

  // Lesson progress. Saving returns false (and sets error()) on failure.
  bool save_lesson_position(const std::string& learner, const std::string& game, const std::string& lesson,
                            int position, int steps);
  // A step's outcome: done stays set once reached; mistakes add to those already kept.
  bool save_lesson_step(const std::string& learner, const std::string& game, const std::string& lesson,
                        const LessonStepRecord& record);
  // Where the learner left the lesson (nullopt: never started).
  std::optional<int> lesson_position(const std::string& learner, const std::string& lesson) const;
  // A chapter's place (play/lesson_chapters.h); finished stays set once saved.
  bool save_lesson_chapter(const std::string& learner, const std::string& game, const std::string& lesson,
                           const LessonChapterRecord& record);
  // The learner's chapters of a lesson, the one saved last first.
  std::vector<LessonChapterRecord> lesson_chapters(const std::string& learner, const std::string& lesson) const;
  // Every learner's lessons with their steps, by learner and lesson.
  std::vector<LessonProgress> lesson_progress() const;
  std::vector<std::vector<Action>> action_lists() const;  // for replay checks

 private:
  bool open_and_migrate(const std::filesystem::path& file);
  bool exec(const char* sql);
  bool renumber_quist_seats();  // part of the step to schema 5

  sqlite3* db_ = nullptr;
  std::string error_;
  std::filesystem::path moved_to_;
};

std::filesystem::path default_history_path();

}  // namespace sh
