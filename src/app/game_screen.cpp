#include "app/game_screen.h"

#include "app/app.h"
#include "app/main_menu.h"

#include <filesystem>

namespace sh {

GameScreen::GameScreen(std::unique_ptr<Table> table, std::unique_ptr<GameController> controller, bool resumed)
    : table_(std::move(table)),
      controller_(std::move(controller)),
      resumed_(resumed),
      recorded_(table_->state().is_terminal()) {}  // a game resumed finished was recorded when it ended

void GameScreen::enter(Host& app) {
  controller_->start(app, *table_, resumed_ || started_);
  started_ = true;
  record_if_finished(app);
}

void GameScreen::record_if_finished(Host& app) {
  if (recorded_ || !table_->state().is_terminal()) return;
  recorded_ = true;
  auto record = controller_->record(*table_);
  if (record && App::of(app).history() && App::of(app).history()->usable() && !App::of(app).history()->record(*record)) {
    // The journal stays: the game is not lost, and the next start says why.
    app.refuse(Message("history.cannot_record").with("reason", App::of(app).history()->error()));
    return;
  }
  // The finished game is in the history now; the automatic journal has done its work.
  if (App::of(app).journal_is_automatic() && table_->journal_file() == App::of(app).journal_path().string()) {
    std::error_code ec;
    std::filesystem::remove(App::of(app).journal_path(), ec);
  }
}

void GameScreen::on_key(Host& app, Key key) {
  if (confirm_leave_) {
    confirm_leave_ = false;
    if (key == Key::Ok) {
      app.voice().say(Message("game.left"), Priority::Interrupt);
      app.reset(make_main_menu());
    } else {
      app.voice().say(Message("game.stay"), Priority::Interrupt);
    }
    return;
  }
  // The controller goes first even after the end (review, an entry half typed); the keys
  // it leaves to the screen then lead back to the menu.
  if (controller_->on_key(app, *table_, key)) {
    record_if_finished(app);
    return;
  }
  if (table_->state().is_terminal() && (key == Key::Ok || key == Key::Back)) {
    app.reset(make_main_menu());
    return;
  }
  if (key == Key::Back) {
    confirm_leave_ = true;
    app.voice().say(Message("game.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (table_->state().is_terminal()) {
    app.voice().say(Message("game.over_hint"), Priority::Interrupt);
  }
}

void GameScreen::help(Host& app) {
  if (confirm_leave_) {
    app.voice().say(Message("game.confirm_leave"), Priority::Interrupt);
    return;
  }
  controller_->help(app, *table_);
}

std::vector<Message> GameScreen::status(Host& app) { return controller_->status(app, *table_); }

void GameScreen::on_counter(Host& app, int index, int value) { controller_->on_counter(app, *table_, index, value); }

}  // namespace sh
