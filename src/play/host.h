// What a running game, lesson or menu may ask of the program around it: the voice, a
// spoken refusal, screen changes, the way back to the main menu, player names, seeds and
// the settings. The program shell (app/App) is the one Host; games and the play layer know
// only this interface, so the layers run one way: app -> games -> play -> core.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/game.h"

#include "narration/message.h"
#include "play/deadline.h"
#include "storage/settings.h"

namespace sh {

class Screen;
class Voice;

class Host {
 public:
  virtual ~Host() = default;

  virtual Voice& voice() = 0;
  // Speaks a refusal: the error cue, then the reason.
  virtual void refuse(const Message& reason) = 0;

  // Screen changes take effect after the key being handled, so a screen never destroys
  // itself mid-call.
  virtual void push(std::unique_ptr<Screen> screen) = 0;
  virtual void replace(std::unique_ptr<Screen> screen) = 0;  // the top screen by another
  virtual void pop() = 0;                                     // back to the screen below
  virtual void reset(std::unique_ptr<Screen> screen) = 0;     // the whole stack by one screen
  // The whole stack by the main menu (a lesson or game is over).
  virtual void to_main_menu() = 0;

  // Name of a seat's player: configured or the default ("Hráč 3").
  virtual std::string player_name(int seat) const = 0;
  virtual std::uint64_t next_seed() = 0;
  virtual const Settings& settings() const = 0;

  // A computer player's decision, made away from the keys so speech, review and help go on
  // while it thinks. `work` runs on a worker thread and must own everything it reads (a
  // copy of the state, a copy of the bot). When keys come from a script (tests, --input
  // stdin) it runs at once and its action is returned. Otherwise nullopt is returned and
  // the action arrives through Screen::on_thought with `ticket`, no sooner than the
  // computer pace (a setting) after this call, so a listener can follow the moves. A
  // screen that asked and then changed its mind (take-back, leaving) ignores old tickets.
  virtual std::optional<Action> think(std::function<Action()> work, std::uint64_t ticket) = 0;

  // A hint's or the lesson coach's search, away from the keys, so that every key is answered
  // at once while it thinks. `work` runs on a worker thread with a deadline `budget_ms` from
  // now; it must own everything it reads (copies of the state, the names, the bot; the
  // Language, fixed for the program's life, may be read). What it returns is then run on the
  // keys' thread, between two keys, as soon as it is ready (no computer pace), with this
  // Host; it checks itself whether it still matters (GameController::think_advice). Returns
  // true when both ran at once, before the call returned: keys from a script (tests,
  // --input stdin) think with no deadline, reproducibly. By default: at once.
  using Thought = std::function<void(Host&)>;
  virtual bool think_then(std::function<Thought(const Deadline&)> work, int /*budget_ms*/) {
    if (Thought then = work(Deadline{})) then(*this);
    return true;
  }

  // Whether a device away from this machine's keypad (a phone's page) holds the seat of
  // `player` (the index of the player's name) now: the seat's hand and hints are then never
  // said aloud, drawn or brailled here, and keys here do not act for it.
  virtual bool seat_held_away(int /*player*/) const { return false; }
  // Whether the person of `player`'s seat is gone from the table now (an online guest whose
  // connection dropped): nobody waits for them to claim or to let a computer play on.
  virtual bool seat_absent(int /*player*/) const { return false; }
  // Whether the game's own computer player stands in for that absent person now (the host
  // handed the seat over): it then also claims as the game's computers do (issue 41).
  virtual bool seat_stood_in(int /*player*/) const { return false; }
  // Whether one person alone listens here whatever the game's seats say (a lesson: its
  // practice positions may seat a second person, but only the learner hears them): nothing
  // then waits behind a "the others should not listen" gate.
  virtual bool lone_listener() const { return false; }

  // Whether "take back" may go back to the first `n` actions. A lesson's practice position
  // is given: the learner may take back only their own entries, not the setup.
  virtual bool may_take_back_to(std::size_t /*n*/) { return true; }
};

}  // namespace sh
