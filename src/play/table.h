// A game being played at the table: the rules state, the mode (who supplies chance), the
// players' names, and the journal. Every action goes through act(), which applies it,
// writes it to the journal and, in dealer mode, deals or rolls until a player must act.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
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

  // Starts journaling to `path` (the header and every action already applied).
  void journal_to(const std::string& path);
  // The file being journaled to ("" = none).
  std::string journal_file() const { return journal_ ? journal_->path() : std::string(); }
  // Replays saved actions (a resumed game). Throws std::invalid_argument on an illegal one.
  void restore(const std::vector<Action>& actions);

  const State& state() const { return *state_; }
  const Game& game() const { return *game_; }
  Mode mode() const { return mode_; }
  std::uint64_t seed() const { return seed_; }
  const std::string& name(int seat) const { return names_.at(static_cast<std::size_t>(seat)); }
  const std::vector<std::string>& names() const { return names_; }
  JournalHeader header() const;
  // A history record of this game with everything but the results filled in.
  GameRecord new_record(std::string variant) const;

  // Applies a legal action (and, in dealer mode, the chance actions that follow).
  Events act(Action a);
  // Takes back every action from index `n` on (a typing mistake in assistant mode): the
  // state is rebuilt from the first n actions and the journal rewritten to match.
  void undo_to(std::size_t n);
  // In dealer mode: samples chance actions until a player must act.
  Events run_chance();

 private:
  void apply_one(Action a, Events& events);

  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  Mode mode_;
  std::uint64_t seed_;
  std::vector<std::string> names_;
  std::optional<JournalWriter> journal_;
};

}  // namespace sh
