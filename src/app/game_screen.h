// The screen of a game in progress: keys go to the game's controller; back (when the
// controller does not use it) asks before leaving to the menu; a finished game returns
// to the menu on ok.
#pragma once

#include <memory>

#include "play/game_controller.h"
#include "play/screen.h"
#include "play/table.h"

namespace sh {

class GameScreen final : public Screen {
 public:
  GameScreen(std::unique_ptr<Table> table, std::unique_ptr<GameController> controller, bool resumed);
  void enter(Host& app) override;
  void on_key(Host& app, Key key) override;
  void help(Host& app) override;
  std::vector<Message> status(Host& app) override;
  void on_counter(Host& app, int index, int value) override;
  Table& table() { return *table_; }

 private:
  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;
  void record_if_finished(Host& app);

  bool resumed_;
  bool started_ = false;
  bool recorded_ = false;
  bool confirm_leave_ = false;
};

}  // namespace sh
