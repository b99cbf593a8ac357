#include "storage/history.h"

#include <sqlite3.h>

#include <ctime>
#include <nlohmann/json.hpp>

#include "storage/user_dirs.h"

namespace sh {

namespace {

// Step k turns schema k into k+1. Never edit a step once released: add a new one.
const char* const kMigrations[] = {
    // 0 -> 1: games and their results
    "CREATE TABLE games(id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, "
    "options TEXT NOT NULL, mode TEXT NOT NULL, seed INTEGER NOT NULL, finished TEXT NOT NULL, "
    "actions TEXT NOT NULL);"
    "CREATE TABLE results(game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, "
    "name TEXT NOT NULL, place INTEGER NOT NULL, score INTEGER NOT NULL, won INTEGER NOT NULL);",
    // 1 -> 2: whether a player was out (busted), and an index for per-player statistics
    "ALTER TABLE results ADD COLUMN out INTEGER NOT NULL DEFAULT 0;"
    "CREATE INDEX results_by_name ON results(name);",
    // 2 -> 3: whether the computer played the seat (kept, but not in the statistics)
    "ALTER TABLE results ADD COLUMN computer INTEGER NOT NULL DEFAULT 0;",
    // 3 -> 4: lesson progress per learner: where a lesson was left, and each step's outcome
    "CREATE TABLE lesson_progress(learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, "
    "position INTEGER NOT NULL, steps INTEGER NOT NULL, updated TEXT NOT NULL, PRIMARY KEY(learner, lesson));"
    "CREATE TABLE lesson_steps(learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, "
    "step INTEGER NOT NULL, step_id TEXT NOT NULL, done INTEGER NOT NULL, mistakes INTEGER NOT NULL, "
    "PRIMARY KEY(learner, lesson, step));",
    // 4 -> 5: seat numbers from 1, as everywhere else; Quist's games are renumbered too (its
    // options numbered seats from 0 and its computer flags were one player off): see
    // renumber_quist_seats, run in the same transaction. And whether a place was shared
    // (a tie): Šipky's ties so far are the winners and places it recorded twice.
    "UPDATE results SET seat = seat + 1;"
    "ALTER TABLE results ADD COLUMN shared INTEGER NOT NULL DEFAULT 0;"
    "UPDATE results SET shared = 1 WHERE game_id IN (SELECT id FROM games WHERE game = 'sipky') AND EXISTS "
    "(SELECT 1 FROM results o WHERE o.game_id = results.game_id AND o.rowid <> results.rowid AND o.place = results.place);",
    // 5 -> 6: the first seat's default name is written "Hráč 1" like every other seat's
    // (issue 30), no longer "Hráč jedna": its games and its lessons keep their owner, so a
    // default-named learner resumes where they left. A learner who was already called
    // "Hráč 1" by hand keeps their own lesson rows (OR IGNORE).
    "UPDATE results SET name = 'Hráč 1' WHERE name = 'Hráč jedna';"
    "UPDATE OR IGNORE lesson_progress SET learner = 'Hráč 1' WHERE learner = 'Hráč jedna';"
    "UPDATE OR IGNORE lesson_steps SET learner = 'Hráč 1' WHERE learner = 'Hráč jedna';",
    // 6 -> 7: a lesson's chapters (issue 31), each resumed on its own: where it was left (a
    // step id, robust to steps added later), whether it was walked to its end, and seq, which
    // grows with every save (the chapter last worked on is proposed first).
    // (IF NOT EXISTS: a database whose version was set back by hand keeps its table.)
    "CREATE TABLE IF NOT EXISTS lesson_chapters(learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, "
    "chapter TEXT NOT NULL, step_id TEXT NOT NULL, finished INTEGER NOT NULL, seq INTEGER NOT NULL, "
    "PRIMARY KEY(learner, lesson, chapter));",
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) == History::kSchemaVersion);

// The statements the program runs on the database (checked when it is opened).
constexpr const char* kStatsSql =
    "SELECT r.name, g.game, g.variant, COUNT(*), SUM(r.won), MAX(CASE WHEN r.out = 0 THEN r.score END), "
    "SUM(r.won AND r.shared) "
    "FROM results r JOIN games g ON g.id = r.game_id WHERE r.computer = 0 GROUP BY r.name, g.game, g.variant "
    "ORDER BY r.name, g.game, g.variant";
constexpr const char* kInsertGameSql =
    "INSERT INTO games(game, variant, options, mode, seed, finished, actions) VALUES(?,?,?,?,?,?,?)";
constexpr const char* kInsertResultSql =
    "INSERT INTO results(game_id, seat, name, place, score, won, out, computer, shared) VALUES(?,?,?,?,?,?,?,?,?)";
const char* const kUsedStatements[] = {
    kStatsSql, kInsertGameSql, kInsertResultSql,
    "SELECT learner, game, lesson, position, steps, updated FROM lesson_progress",
    "SELECT learner, game, lesson, step, step_id, done, mistakes FROM lesson_steps",
    "SELECT learner, game, lesson, chapter, step_id, finished, seq FROM lesson_chapters",
};
constexpr int kQuistRenumbered = 5;  // the schema whose step also runs renumber_quist_seats

struct Statement {
  sqlite3_stmt* s = nullptr;
  Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
  ~Statement() { sqlite3_finalize(s); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
};

// "1,3" (seats from 0) -> "2,4"; "none" and anything not a seat list stay as they are.
std::string shift_seat_list(const std::string& text, std::vector<bool>* seats) {
  std::string out;
  std::vector<int> found;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    std::string item = text.substr(start, end - start);
    item.erase(0, item.find_first_not_of(' '));
    item.erase(item.find_last_not_of(' ') + 1);
    if (item.size() != 1 || item[0] < '0' || item[0] > '9') return text;
    found.push_back(item[0] - '0');
    out += (out.empty() ? "" : ",") + std::to_string(found.back() + 1);
    start = end + 1;
  }
  for (int seat : found)
    if (seats && seat < static_cast<int>(seats->size())) (*seats)[static_cast<std::size_t>(seat)] = true;
  return out;
}

}  // namespace

// Quist games recorded before schema 5 numbered their seats from 0 in their options
// (computers=1,3 for players 2 and 4, dealer=0), and the computer flag was set one player
// off. Their results were written in player order (rowid), so each game's k-th result is
// player k: the flags are set again from the options, and the options renumbered from 1.
bool History::renumber_quist_seats() {
  std::vector<std::pair<sqlite3_int64, std::string>> games;
  {
    Statement q(db_, "SELECT id, options FROM games WHERE game = 'quist'");
    while (q.s && sqlite3_step(q.s) == SQLITE_ROW)
      games.emplace_back(sqlite3_column_int64(q.s, 0), reinterpret_cast<const char*>(sqlite3_column_text(q.s, 1)));
  }
  for (const auto& [id, text] : games) {
    nlohmann::json options = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!options.is_object()) continue;
    std::vector<bool> computers(4, false);
    if (options.contains("computers") && options["computers"].is_string())
      options["computers"] = shift_seat_list(options["computers"].get<std::string>(), &computers);
    if (options.contains("dealer") && options["dealer"].is_string())
      options["dealer"] = shift_seat_list(options["dealer"].get<std::string>(), nullptr);
    {
      Statement u(db_, "UPDATE games SET options = ? WHERE id = ?");
      const std::string o = options.dump();
      sqlite3_bind_text(u.s, 1, o.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64(u.s, 2, id);
      if (!u.s || sqlite3_step(u.s) != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_);
        return false;
      }
    }
    std::vector<sqlite3_int64> rows;
    {
      Statement r(db_, "SELECT rowid FROM results WHERE game_id = ? ORDER BY rowid");
      sqlite3_bind_int64(r.s, 1, id);
      while (r.s && sqlite3_step(r.s) == SQLITE_ROW) rows.push_back(sqlite3_column_int64(r.s, 0));
    }
    for (std::size_t player = 0; player < rows.size(); ++player) {
      Statement u(db_, "UPDATE results SET computer = ? WHERE rowid = ?");
      sqlite3_bind_int(u.s, 1, player < computers.size() && computers[player] ? 1 : 0);
      sqlite3_bind_int64(u.s, 2, rows[player]);
      if (!u.s || sqlite3_step(u.s) != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_);
        return false;
      }
    }
  }
  return true;
}

namespace {

std::string now_text() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace

History::History(const std::filesystem::path& file) {
  if (open_and_migrate(file)) return;
  // A damaged file is kept aside for inspection and a new database started.
  if (db_ == nullptr && !moved_to_.empty()) open_and_migrate(file);
}

History::~History() {
  if (db_) sqlite3_close(db_);
}

bool History::exec(const char* sql) {
  char* message = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
  error_ = message ? message : "SQLite error";
  sqlite3_free(message);
  return false;
}

bool History::open_and_migrate(const std::filesystem::path& file) {
  if (sqlite3_open_v2(file.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
    error_ = db_ ? sqlite3_errmsg(db_) : "cannot open";
    sqlite3_close(db_);
    db_ = nullptr;
    return false;
  }
  sqlite3_busy_timeout(db_, 2000);
  int version = -1;
  {
    Statement check(db_, "PRAGMA quick_check");
    const bool ok = check.s && sqlite3_step(check.s) == SQLITE_ROW &&
                    std::string(reinterpret_cast<const char*>(sqlite3_column_text(check.s, 0))) == "ok";
    if (ok) {
      Statement v(db_, "PRAGMA user_version");
      if (v.s && sqlite3_step(v.s) == SQLITE_ROW) version = sqlite3_column_int(v.s, 0);
    }
  }
  if (version < 0) {
    error_ = "the history database is damaged";
    sqlite3_close(db_);
    db_ = nullptr;
    if (moved_to_.empty()) moved_to_ = move_aside(file);
    return false;
  }
  if (version > kSchemaVersion) {
    error_ = "the history database comes from a newer version of Spoluhráč (schema " + std::to_string(version) +
             "); it is left untouched";
    sqlite3_close(db_);
    db_ = nullptr;
    return true;  // nothing to move aside: it is not damaged
  }
  for (int step = version; step < kSchemaVersion; ++step) {
    const std::string sql = std::string("BEGIN;") + kMigrations[step] + "PRAGMA user_version=" + std::to_string(step + 1) + ";";
    if (!exec(sql.c_str()) || (step + 1 == kQuistRenumbered && !renumber_quist_seats()) || !exec("COMMIT;")) {
      exec("ROLLBACK;");
      error_ = "the history database could not be upgraded: " + error_;
      sqlite3_close(db_);
      db_ = nullptr;
      return true;
    }
  }
  // Every table and column the program reads and writes must be there: a database whose
  // version says so but whose `results` table is gone (by hand, or a tool) cannot be read,
  // and its statistics must not pass for empty. It is left as it is (its games stay there;
  // the journals of new finished games wait until it can be written again).
  for (const char* sql : kUsedStatements) {
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &statement, nullptr) != SQLITE_OK) {
      error_ = std::string("the history database cannot be read: ") + sqlite3_errmsg(db_) + "; it is left untouched";
      sqlite3_finalize(statement);
      sqlite3_close(db_);
      db_ = nullptr;
      return true;
    }
    sqlite3_finalize(statement);
  }
  return true;
}

int History::schema_version() const {
  if (!db_) return -1;
  Statement v(db_, "PRAGMA user_version");
  return v.s && sqlite3_step(v.s) == SQLITE_ROW ? sqlite3_column_int(v.s, 0) : -1;
}

bool History::record(const GameRecord& r) {
  if (!db_) return false;
  if (!exec("BEGIN")) return false;
  nlohmann::json options = r.options;
  nlohmann::json actions = r.actions;
  {
    Statement g(db_, kInsertGameSql);
    const std::string o = options.dump(), a = actions.dump(), when = now_text();
    sqlite3_bind_text(g.s, 1, r.game.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(g.s, 2, r.variant.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(g.s, 3, o.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(g.s, 4, r.mode.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(g.s, 5, static_cast<sqlite3_int64>(r.seed));
    sqlite3_bind_text(g.s, 6, when.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(g.s, 7, a.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(g.s) != SQLITE_DONE) {
      error_ = sqlite3_errmsg(db_);
      exec("ROLLBACK");
      return false;
    }
  }
  const sqlite3_int64 id = sqlite3_last_insert_rowid(db_);
  for (const auto& line : r.results) {
    Statement s(db_, kInsertResultSql);
    sqlite3_bind_int64(s.s, 1, id);
    sqlite3_bind_int(s.s, 2, line.seat + 1);  // numbered from 1 in the database
    sqlite3_bind_text(s.s, 3, line.name.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(s.s, 4, line.place);
    sqlite3_bind_int(s.s, 5, line.score);
    sqlite3_bind_int(s.s, 6, line.won ? 1 : 0);
    sqlite3_bind_int(s.s, 7, line.out ? 1 : 0);
    sqlite3_bind_int(s.s, 8, line.computer ? 1 : 0);
    sqlite3_bind_int(s.s, 9, line.shared ? 1 : 0);
    if (sqlite3_step(s.s) != SQLITE_DONE) {
      error_ = sqlite3_errmsg(db_);
      exec("ROLLBACK");
      return false;
    }
  }
  return exec("COMMIT");
}

std::vector<PlayerStats> History::stats() const {
  std::vector<PlayerStats> out;
  if (!db_) return out;
  Statement q(db_, kStatsSql);
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW) {
    PlayerStats p;
    p.name = reinterpret_cast<const char*>(sqlite3_column_text(q.s, 0));
    p.game = reinterpret_cast<const char*>(sqlite3_column_text(q.s, 1));
    p.variant = reinterpret_cast<const char*>(sqlite3_column_text(q.s, 2));
    p.games = sqlite3_column_int(q.s, 3);
    p.wins = sqlite3_column_int(q.s, 4);
    if (sqlite3_column_type(q.s, 5) != SQLITE_NULL) p.best = sqlite3_column_int(q.s, 5);
    p.shared_wins = sqlite3_column_int(q.s, 6);
    out.push_back(p);
  }
  return out;
}

std::vector<std::vector<Action>> History::action_lists() const {
  std::vector<std::vector<Action>> out;
  if (!db_) return out;
  Statement q(db_, "SELECT actions FROM games ORDER BY id");
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW)
    out.push_back(nlohmann::json::parse(reinterpret_cast<const char*>(sqlite3_column_text(q.s, 0))).get<std::vector<Action>>());
  return out;
}

bool History::save_lesson_position(const std::string& learner, const std::string& game, const std::string& lesson,
                                   int position, int steps) {
  if (!db_) return false;
  Statement s(db_,
              "INSERT INTO lesson_progress(learner, game, lesson, position, steps, updated) VALUES(?,?,?,?,?,?) "
              "ON CONFLICT(learner, lesson) DO UPDATE SET game = excluded.game, position = excluded.position, "
              "steps = excluded.steps, updated = excluded.updated");
  const std::string when = now_text();
  sqlite3_bind_text(s.s, 1, learner.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 2, game.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 3, lesson.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(s.s, 4, position);
  sqlite3_bind_int(s.s, 5, steps);
  sqlite3_bind_text(s.s, 6, when.c_str(), -1, SQLITE_TRANSIENT);
  if (!s.s || sqlite3_step(s.s) != SQLITE_DONE) {
    error_ = sqlite3_errmsg(db_);
    return false;
  }
  return true;
}

bool History::save_lesson_step(const std::string& learner, const std::string& game, const std::string& lesson,
                               const LessonStepRecord& r) {
  if (!db_) return false;
  Statement s(db_,
              "INSERT INTO lesson_steps(learner, game, lesson, step, step_id, done, mistakes) VALUES(?,?,?,?,?,?,?) "
              "ON CONFLICT(learner, lesson, step) DO UPDATE SET step_id = excluded.step_id, "
              "done = MAX(done, excluded.done), mistakes = mistakes + excluded.mistakes");
  sqlite3_bind_text(s.s, 1, learner.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 2, game.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 3, lesson.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(s.s, 4, r.step);
  sqlite3_bind_text(s.s, 5, r.step_id.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(s.s, 6, r.done ? 1 : 0);
  sqlite3_bind_int(s.s, 7, r.mistakes);
  if (!s.s || sqlite3_step(s.s) != SQLITE_DONE) {
    error_ = sqlite3_errmsg(db_);
    return false;
  }
  return true;
}

std::optional<int> History::lesson_position(const std::string& learner, const std::string& lesson) const {
  if (!db_) return std::nullopt;
  Statement q(db_, "SELECT position FROM lesson_progress WHERE learner = ? AND lesson = ?");
  sqlite3_bind_text(q.s, 1, learner.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q.s, 2, lesson.c_str(), -1, SQLITE_TRANSIENT);
  if (q.s && sqlite3_step(q.s) == SQLITE_ROW) return sqlite3_column_int(q.s, 0);
  return std::nullopt;
}

bool History::save_lesson_chapter(const std::string& learner, const std::string& game, const std::string& lesson,
                                  const LessonChapterRecord& r) {
  if (!db_) return false;
  Statement s(db_,
              "INSERT INTO lesson_chapters(learner, game, lesson, chapter, step_id, finished, seq) "
              "VALUES(?,?,?,?,?,?,(SELECT COALESCE(MAX(seq), 0) + 1 FROM lesson_chapters)) "
              "ON CONFLICT(learner, lesson, chapter) DO UPDATE SET game = excluded.game, step_id = excluded.step_id, "
              "finished = MAX(finished, excluded.finished), seq = excluded.seq");
  sqlite3_bind_text(s.s, 1, learner.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 2, game.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 3, lesson.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 4, r.chapter.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s.s, 5, r.step_id.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(s.s, 6, r.finished ? 1 : 0);
  if (!s.s || sqlite3_step(s.s) != SQLITE_DONE) {
    error_ = sqlite3_errmsg(db_);
    return false;
  }
  return true;
}

std::vector<LessonChapterRecord> History::lesson_chapters(const std::string& learner, const std::string& lesson) const {
  std::vector<LessonChapterRecord> out;
  if (!db_) return out;
  Statement q(db_, "SELECT chapter, step_id, finished FROM lesson_chapters WHERE learner = ? AND lesson = ? ORDER BY seq DESC");
  sqlite3_bind_text(q.s, 1, learner.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q.s, 2, lesson.c_str(), -1, SQLITE_TRANSIENT);
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW)
    out.push_back({reinterpret_cast<const char*>(sqlite3_column_text(q.s, 0)),
                   reinterpret_cast<const char*>(sqlite3_column_text(q.s, 1)), sqlite3_column_int(q.s, 2) != 0});
  return out;
}

std::vector<LessonProgress> History::lesson_progress() const {
  std::vector<LessonProgress> out;
  if (!db_) return out;
  auto text = [](sqlite3_stmt* s, int i) { return std::string(reinterpret_cast<const char*>(sqlite3_column_text(s, i))); };
  Statement q(db_, "SELECT learner, game, lesson, position, steps FROM lesson_progress ORDER BY learner, lesson");
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW) {
    LessonProgress p;
    p.learner = text(q.s, 0);
    p.game = text(q.s, 1);
    p.lesson = text(q.s, 2);
    p.position = sqlite3_column_int(q.s, 3);
    p.steps = sqlite3_column_int(q.s, 4);
    out.push_back(p);
  }
  for (auto& p : out) {
    Statement r(db_, "SELECT step, step_id, done, mistakes FROM lesson_steps WHERE learner = ? AND lesson = ? ORDER BY step");
    sqlite3_bind_text(r.s, 1, p.learner.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(r.s, 2, p.lesson.c_str(), -1, SQLITE_TRANSIENT);
    while (r.s && sqlite3_step(r.s) == SQLITE_ROW)
      p.records.push_back({sqlite3_column_int(r.s, 0), text(r.s, 1), sqlite3_column_int(r.s, 2) != 0,
                           sqlite3_column_int(r.s, 3)});
  }
  return out;
}

std::filesystem::path default_history_path() { return user_data_dir() / "history.db"; }

}  // namespace sh
