// The screen of a game in progress: keys go to the game's controller; back (when the
// controller does not use it) asks before leaving to the menu; a finished game returns
// to the menu on ok. In assistant mode the entry that ended the game can still be taken
// back once (back, then ok, as every take-back): the result goes into the history only
// after the next other key, on leaving, or when the program ends. Each key, each computer
// move and each start is one unit of the journal (play/table.h): a crash resumes before it
// or after it.
#pragma once

#include <functional>
#include <memory>

#include "play/game_controller.h"
#include "play/screen.h"
#include "play/table.h"
#include "play/undo_offer.h"

namespace sh {

class App;

class GameScreen final : public Screen {
 public:
  GameScreen(std::unique_ptr<Table> table, std::unique_ptr<GameController> controller, bool resumed);
  ~GameScreen() override;
  void enter(Host& app) override;
  void on_key(Host& app, Key key) override;
  void help(Host& app) override;
  void hint(Host& app) override;
  void on_thought(Host& app, std::uint64_t ticket, Action a) override;
  std::vector<Message> status(Host& app) override;
  void on_counter(Host& app, int index, int value) override;
  TablePictureRef picture(Host& app) override { return controller_->picture(app, *table_); }
  Table& table() { return *table_; }
  const Table& table() const { return *table_; }
  // The game's controller (the seats' pages come from it: play/seat_pages.h).
  GameController& controller() { return *controller_; }
  const GameController& controller() const { return *controller_; }
  // The number the App gave this screen (each game screen made has its own).
  std::uint64_t serial() const { return serial_; }
  void set_serial(std::uint64_t serial) { serial_ = serial; }
  // An action from a seat's phone page (src/phones), as a key is taken: one journal unit,
  // and a game it ends goes into the history.
  void act_from_page(Host& app, const std::function<void()>& act);

 private:
  // Runs a call into the controller as one journal unit: what it plays is written together,
  // with one sync, and only then is anything it said spoken, shown or sent (the Voice holds
  // it until the unit is on disk).
  bool as_one_unit(Host& app, const std::function<bool()>& call);
  void record_if_finished(Host& app);
  void record(App& app);
  // Where a take-back of the entry that ended the game goes back to: before the actions of
  // the final key and the typed chance entries (cards, dice) just before them.
  std::size_t final_entry_start(std::size_t before_key) const;
  void offer_final_undo(Host& app);

  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;

  bool resumed_;
  bool started_ = false;
  bool recorded_ = false;
  bool confirm_leave_ = false;
  // The game just ended by a typed entry that may still be taken back (assistant mode).
  std::optional<std::size_t> final_entry_;
  UndoOffer final_undo_;
  App* app_ = nullptr;  // to record a game still open when the program ends
  std::uint64_t serial_ = 0;
};

// The history record of a finished game, with the computer's seats marked.
std::optional<GameRecord> finished_record(const GameController& controller, const Table& table);

}  // namespace sh
