// The rules-engine interface every game implements (after OpenSpiel's spiel.h).
// A Game is an immutable description (options, player count); a State is a copyable
// position with legal actions and apply(). Chance (shuffles, deals, dice) is an explicit
// player, so dealer mode samples chance actions and assistant mode takes them from the
// table. The list of applied actions is the whole serialization. Engines do no I/O.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/event.h"

namespace sh {

using Action = int;
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -4;

// Options as chosen in the menu or on the command line: name -> value, both plain text.
using GameOptions = std::map<std::string, std::string>;

class Game;

class State {
 public:
  virtual ~State() = default;

  virtual std::unique_ptr<State> clone() const = 0;
  virtual const Game& game() const = 0;

  // Seat index 0..n-1 of the player to act, kChancePlayer or kTerminalPlayer.
  virtual int current_player() const = 0;
  bool is_chance() const { return current_player() == kChancePlayer; }
  bool is_terminal() const { return current_player() == kTerminalPlayer; }

  // Legal actions of the player to act (for chance: every possible outcome).
  virtual std::vector<Action> legal_actions() const = 0;
  // Chance outcomes with integer weights (empty unless is_chance()).
  virtual std::vector<std::pair<Action, int>> chance_outcomes() const = 0;
  // Whether `a` is among legal_actions(). The default looks it up there; an engine may
  // answer faster without building the list (it must give the same answer).
  virtual bool is_legal(Action a) const;

  // Why `a` is not legal now: an event a narrator can speak ("refused.*"), or nullopt
  // when it is legal.
  virtual std::optional<Event> why_illegal(Action a) const = 0;

  // Applies a legal action; what happened is appended to `events` if given. Without
  // `events` nobody listens (playouts, search, replays): events_wanted() is false while
  // do_apply() runs, so an engine may skip building them.
  // Throws std::invalid_argument for an illegal action.
  void apply(Action a, Events* events = nullptr);

  const std::vector<Action>& history() const { return history_; }

  // A short, stable, human-readable description of an action (for journals and logs).
  virtual std::string action_to_string(Action a) const = 0;
  // A debugging dump of the whole state.
  virtual std::string to_string() const = 0;

 protected:
  virtual void do_apply(Action a, Events& events) = 0;
  // False inside do_apply() when apply() was called without an events list: the engine
  // may then leave `events` empty (opt-in; an engine that ignores it builds and drops
  // them). The state must change the same way either way.
  bool events_wanted() const { return events_wanted_; }

 private:
  std::vector<Action> history_;
  bool events_wanted_ = true;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string id() const = 0;
  virtual const GameOptions& options() const = 0;
  virtual int num_players() const = 0;
  virtual std::unique_ptr<State> new_initial_state() const = 0;
};

// Rebuilds a state from a game and an action list (throws on an illegal action).
std::unique_ptr<State> replay(const Game& game, const std::vector<Action>& actions);

}  // namespace sh
