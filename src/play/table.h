// A game being played at the table: the rules state, the mode (who supplies chance), the
// players' names, and the journal. Every action goes through act(), which applies it,
// writes it to the journal and, in dealer mode, deals or rolls until a player must act.
// The actions of one key reach the journal together: the screen opens a unit around each
// key (and each computer move), and the unit's actions are written as one group when it
// closes, so a crash resumes before the key or after it, never inside it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/journal.h"
#include "storage/history.h"

namespace sh {

enum class Mode { Dealer, Assistant, Lesson };
const char* mode_name(Mode m);
std::optional<Mode> mode_from_name(const std::string& name);

class Table {
 public:
  Table(std::shared_ptr<const Game> game, Mode mode, std::uint64_t seed, std::vector<std::string> names);

  // Starts journaling to `path` (the header and every action already applied, a unit's too).
  void journal_to(const std::string& path);
  // The file being journaled to ("" = none).
  std::string journal_file() const { return journal_ ? journal_->path() : std::string(); }
  // Replays saved actions (a resumed game) up to the first one the rules refuse (a damaged
  // journal): returns how many were applied, all of them unless one was refused.
  std::size_t restore(const std::vector<Action>& actions);

  const State& state() const { return *state_; }
  const Game& game() const { return *game_; }
  Mode mode() const { return mode_; }
  std::uint64_t seed() const { return seed_; }
  const std::string& name(int seat) const { return names_.at(static_cast<std::size_t>(seat)); }
  const std::vector<std::string>& names() const { return names_; }
  JournalHeader header() const;
  // The seats held online (core/remote_seat.h), written in the journal's header: set before
  // journal_to (or journal_to again, which rewrites the file with them).
  const std::vector<RemoteSeat>& remote_seats() const { return remote_; }
  void set_remote_seats(std::vector<RemoteSeat> seats) { remote_ = std::move(seats); }
  // A history record of this game with everything but the results filled in.
  GameRecord new_record(std::string variant) const;

  // Applies a legal action (and, in dealer mode, the chance actions that follow).
  Events act(Action a);
  // Called by act() with a player's action before it is applied, while the state is still
  // the position it was chosen in: the lesson's coach speaks about a decision right then,
  // before its consequences (the dice, the computers' turns, the next prompt) are said.
  void before_act(std::function<void(Action)> f) { before_act_ = std::move(f); }
  // Takes back every action from index `n` on (a typing mistake in assistant mode): the
  // state is rebuilt from the first n actions and the journal rewritten to match.
  void undo_to(std::size_t n);
  // In dealer mode: samples chance actions until a player must act.
  Events run_chance();

  // A unit: the actions applied from begin_unit() to the matching end_unit() are written to
  // the journal as one group with one sync (a take-back inside it rewrites the journal when
  // it closes). Units nest; only the outermost writes. Outside a unit each action is
  // written at once. An exception inside a unit leaves it unwritten (the program ends).
  void begin_unit() { ++unit_depth_; }
  void end_unit();

  // Test only: the environment variable SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS=N ends the program
  // with _exit(kTestExitStatus) right after the Nth action this Table hands to its journal,
  // as a crash would, after writing the open unit's actions so far as an unfinished group
  // (the worst cut a crash could leave). Tests use it to stop between the actions of a key.
  static constexpr int kTestExitStatus = 86;
  // Test only: with SPOLUHRAC_TEST_TRACE_ACTIONS set, every action applied prints the line
  // "ACTION <n>" (n actions applied so far) to standard output, among the text speech's SAY
  // lines: which actions a sentence may tell of when it is spoken.

 private:
  void apply_one(Action a, Events& events);

  std::shared_ptr<const Game> game_;
  std::vector<RemoteSeat> remote_;
  std::unique_ptr<State> state_;
  Mode mode_;
  std::uint64_t seed_;
  std::vector<std::string> names_;
  std::optional<JournalWriter> journal_;
  int unit_depth_ = 0;
  // The open unit's actions with their descriptions, not yet in the journal.
  std::vector<std::pair<Action, std::string>> unwritten_;
  std::function<void(Action)> before_act_;
  bool rewrite_ = false;  // a take-back inside the open unit: the journal is rewritten at its end
  long exit_after_ = 0;   // SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS (0: never)
  long handed_ = 0;       // actions handed to the journal so far
  bool trace_ = false;    // SPOLUHRAC_TEST_TRACE_ACTIONS
};

}  // namespace sh
