// Šipky at the keypad (key map: src/games/sipky/KEYS.md). Dealer mode: the program deals
// and the player composes by pressing the digit that becomes the tens. Assistant mode:
// the player types the two physical cards tens first; the program checks them against
// the 80-card deck and refuses what cannot be.
//
// In a series, after a game the controller says the game's ranking and the series standing
// and waits for Enter before the next game starts (time to hear it, and at a real table to
// collect the cards); until then next/prev walk the finished game's ranking and the series.
#pragma once

#include <optional>

#include "play/game_controller.h"
#include "play/undo_offer.h"
#include "games/sipky/sipky_game.h"

namespace sh::sipky {

class SipkyController final : public GameController {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  // Counter i is the tally of the player in seat i; a mismatch is spoken with the truth.
  void on_counter(Host& host, Table& table, int index, int value) override;
  std::optional<GameRecord> record(const Table& table) const override;

 private:
  void act(Host& host, Table& table, const std::vector<Action>& actions);
  void speak(Host& host, Table& table, const Events& events);
  void next_game(Host& host, Table& table);
  // Assistant mode: back would take back a throw of the game in progress.
  bool can_undo(const Table& table) const;
  void refuse(Host& host, const State& state, Action a);
  bool on_decide(Host& host, Table& table, Key key);
  bool on_deal(Host& host, Table& table, Key key);
  bool on_compose(Host& host, Table& table, Key key);
  bool on_overshoot(Host& host, Table& table, Key key);
  void review(Host& host, Table& table, int step);

  // Assistant mode: back with nothing half-typed offers to take back the last throw.
  bool offer_undo(Host& host, Table& table);
  std::optional<std::size_t> last_throw_start(const Table& table) const;

  std::optional<int> pending_;  // first card of a two-card entry (assistant mode)
  bool confirm_stop_ = false;
  UndoOffer undo_;
  std::optional<Message> stop_question_;  // the stop confirmation asked (help says it again)
  int review_ = -1;
  bool between_games_ = false;                   // a game of the series ended; Enter starts the next
  Events deferred_;                              // the next game's start, spoken on Enter
  std::vector<std::vector<Message>> finished_;   // review items of the finished game, between games
};

}  // namespace sh::sipky
