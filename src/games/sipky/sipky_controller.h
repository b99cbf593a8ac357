// Šipky at the keypad (key map: src/games/sipky/KEYS.md). Dealer mode: the program deals
// and the player composes by pressing the digit that becomes the tens. Assistant mode:
// the player types the two physical cards tens first; the program checks them against
// the 80-card deck and refuses what cannot be.
#pragma once

#include <optional>

#include "app/game_controller.h"
#include "app/undo_offer.h"
#include "games/sipky/sipky_game.h"

namespace sh::sipky {

class SipkyController final : public GameController {
 public:
  void start(App& app, Table& table, bool resumed) override;
  bool on_key(App& app, Table& table, Key key) override;
  void help(App& app, Table& table) override;
  std::vector<Message> status(App& app, Table& table) override;
  // Counter i is the tally of the player in seat i; a mismatch is spoken with the truth.
  void on_counter(App& app, Table& table, int index, int value) override;
  std::optional<GameRecord> record(const Table& table) const override;

 private:
  void act(App& app, Table& table, const std::vector<Action>& actions);
  void speak(App& app, Table& table, const Events& events);
  void refuse(App& app, const State& state, Action a);
  bool on_decide(App& app, Table& table, Key key);
  bool on_deal(App& app, Table& table, Key key);
  bool on_compose(App& app, Table& table, Key key);
  bool on_overshoot(App& app, Table& table, Key key);
  void review(App& app, Table& table, int step);

  // Assistant mode: back with nothing half-typed offers to take back the last throw.
  bool offer_undo(App& app, Table& table);
  std::optional<std::size_t> last_throw_start(const Table& table) const;

  std::optional<int> pending_;  // first card of a two-card entry (assistant mode)
  bool confirm_stop_ = false;
  UndoOffer undo_;
  std::optional<Message> stop_question_;  // the stop confirmation asked (help says it again)
  int review_ = -1;
};

}  // namespace sh::sipky
