#include "app/game_screen.h"

#include "play/seat_service.h"
#include "play/voice.h"

#include "app/app.h"
#include "app/main_menu.h"
#include "app/recovery.h"
#include "core/game_options.h"

#include <filesystem>
#include <iostream>

namespace sh {

std::optional<GameRecord> finished_record(const GameController& controller, const Table& table) {
  auto record = controller.record(table);
  if (!record) return record;
  // A game that marks its computer seats itself (Quist: by player) is taken at its word.
  for (const auto& line : record->results)
    if (line.computer) return record;
  std::vector<bool> computers;
  try {
    computers = parse_seat_list(table.game().options(), "computers", table.game().num_players());
  } catch (const std::exception&) {
  }
  for (auto& line : record->results)
    for (std::size_t s = 0; s < computers.size(); ++s)
      if (computers[s] && line.name == table.name(static_cast<int>(s))) line.computer = true;
  return record;
}

GameScreen::GameScreen(std::unique_ptr<Table> table, std::unique_ptr<GameController> controller, bool resumed)
    : table_(std::move(table)),
      controller_(std::move(controller)),
      resumed_(resumed),
      recorded_(table_->state().is_terminal()) {}  // a game resumed finished was recorded when it ended

GameScreen::~GameScreen() {
  // The program ends with the last entry still open to a take-back: it counts now.
  if (app_ && final_entry_ && !recorded_) record(*app_);
}

bool GameScreen::as_one_unit(Host& app, const std::function<bool()>& call) {
  app.voice().hold();
  table_->begin_unit();
  const bool used = call();  // an exception ends the program: the unit is never written
  table_->end_unit();        // one write, one sync
  app.voice().release();     // then what it said
  return used;
}

void GameScreen::enter(Host& app) {
  app_ = &App::of(app);
  as_one_unit(app, [&] {
    controller_->start(app, *table_, resumed_ || started_);
    return true;
  });
  started_ = true;
  record_if_finished(app);
}

void GameScreen::record_if_finished(Host& app) {
  if (recorded_ || !table_->state().is_terminal()) return;
  record(App::of(app));
}

void GameScreen::record(App& app) {
  recorded_ = true;
  final_entry_.reset();
  auto record = finished_record(*controller_, *table_);
  if (record && app.history() && app.history()->usable() && !app.history()->record(*record)) {
    // The journal stays: the game is not lost, and the next start records it.
    std::cerr << "spoluhrac: the game could not be recorded: " << app.history()->error() << '\n';
    app.refuse(Message("history.cannot_record"));
    return;
  }
  // The finished game is in the history now; its automatic journal has done its work.
  const std::filesystem::path journal = table_->journal_file();
  if (!journal.empty() && is_automatic_journal(app, journal)) {
    std::error_code ec;
    std::filesystem::remove(journal, ec);
  }
}

std::size_t GameScreen::final_entry_start(std::size_t before_key) const {
  const auto& history = table_->state().history();
  std::vector<bool> chance;  // whether action i answered a chance node (typed cards, dice)
  auto state = table_->game().new_initial_state();
  for (std::size_t i = 0; i < before_key && i < history.size(); ++i) {
    chance.push_back(state->is_chance());
    state->apply(history[i]);
  }
  std::size_t start = std::min(before_key, history.size());
  while (start > 0 && chance[start - 1]) --start;
  return start;
}

void GameScreen::offer_final_undo(Host& app) {
  const std::size_t start = *final_entry_;
  // Whose entry it was: the player acting first after the typed chance entries.
  const auto& history = table_->state().history();
  auto state = table_->game().new_initial_state();
  int seat = -1;
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (i >= start && !state->is_chance()) {
      seat = state->current_player();
      break;
    }
    state->apply(history[i]);
  }
  Message question = seat >= 0 && seat < static_cast<int>(table_->names().size())
                         ? Message("game.confirm_undo_final").with("player", table_->name(seat))
                         : Message("game.confirm_undo_final_nobody");
  final_undo_.ask(app, start, question);
}

void GameScreen::on_key(Host& app, Key key) {
  if (confirm_leave_) {
    confirm_leave_ = false;
    // Phones on: 9 opens the host's list of the seats' phones (src/phones).
    if (SeatService* seats = App::of(app).seats(); seats && key == Key::D9) {
      if (auto screen = seats->screen()) {
        app.push(std::move(screen));
        return;
      }
    }
    if (key == Key::Ok) {
      app.voice().say(Message("game.left"), Priority::Interrupt);
      app.reset(make_main_menu());
    } else {
      app.voice().say(Message("game.stay"), Priority::Interrupt);
    }
    return;
  }
  if (final_undo_.pending()) {
    UndoOffer::Answer answer = UndoOffer::Answer::Kept;
    as_one_unit(app, [&] {  // the take-back and the play that follows it: one entry
      answer = final_undo_.answer(app, *table_, key, "game.final_undone", "game.final_kept");
      if (answer == UndoOffer::Answer::TakenBack) controller_->start(app, *table_, true);
      return true;
    });
    switch (answer) {
      case UndoOffer::Answer::TakenBack:
        final_entry_.reset();
        return;
      case UndoOffer::Answer::Kept:
        record_if_finished(app);
        return;
      case UndoOffer::Answer::Leave:
        record_if_finished(app);
        app.reset(make_main_menu());
        return;
    }
  }
  // Any key but back after the final entry: the result stands and is stored.
  if (final_entry_ && key != Key::Back) record_if_finished(app);
  const bool was_over = table_->state().is_terminal();
  const std::size_t before = table_->state().history().size();
  // The controller goes first even after the end (review, an entry half typed); the keys
  // it leaves to the screen then lead back to the menu.
  if (as_one_unit(app, [&] { return controller_->on_key(app, *table_, key); })) {
    if (!was_over && table_->state().is_terminal() && table_->mode() == Mode::Assistant && !recorded_) {
      final_entry_ = final_entry_start(before);  // recorded on the next key, unless taken back
      return;
    }
    record_if_finished(app);
    return;
  }
  if (table_->state().is_terminal() && key == Key::Back && final_entry_) {
    offer_final_undo(app);
    return;
  }
  if (table_->state().is_terminal() && (key == Key::Ok || key == Key::Back)) {
    record_if_finished(app);
    app.reset(make_main_menu());
    return;
  }
  if (key == Key::Back) {
    confirm_leave_ = true;
    app.voice().say(Message("game.confirm_leave"), Priority::Interrupt);
    if (SeatService* seats = App::of(app).seats(); seats && seats->screen())
      app.voice().say(Message("phones.leave_hint"));
    return;
  }
  if (table_->state().is_terminal()) {
    app.voice().say(Message("game.over_hint"), Priority::Interrupt);
  }
}

void GameScreen::act_from_page(Host& app, const std::function<void()>& act) {
  as_one_unit(app, [&] {
    act();
    return true;
  });
  record_if_finished(app);
}

void GameScreen::help(Host& app) {
  if (confirm_leave_) {
    app.voice().say(Message("game.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (final_undo_.pending()) {
    app.voice().say(final_undo_.question(), Priority::Interrupt);
    return;
  }
  controller_->help(app, *table_);
  if (final_entry_) app.voice().say(Message("game.final_undo_hint"));
}

std::vector<Message> GameScreen::status(Host& app) { return controller_->status(app, *table_); }

void GameScreen::hint(Host& app) {
  as_one_unit(app, [&] {
    controller_->hint(app, *table_);
    return true;
  });
}

void GameScreen::on_thought(Host& app, std::uint64_t ticket, Action a) {
  as_one_unit(app, [&] {  // a computer's move with what it sets off: one entry
    controller_->on_thought(app, *table_, ticket, a);
    return true;
  });
  record_if_finished(app);
}

void GameScreen::on_counter(Host& app, int index, int value) { controller_->on_counter(app, *table_, index, value); }

}  // namespace sh
