// A screen is what the keys talk to at a given moment: a menu, a setup question, a game,
// a lesson. The program shell routes keys to the top screen after the keys every screen shares.
#pragma once

#include <cstdint>
#include <vector>

#include "core/game.h"
#include "input/key.h"
#include "narration/message.h"
#include "play/table_picture.h"

namespace sh {

class Host;

class Screen {
 public:
  virtual ~Screen() = default;
  // Speaks what this screen is and what to do (when it is shown or shown again).
  virtual void enter(Host& host) = 0;
  virtual void on_key(Host& host, Key key) = 0;
  // What can I do now, and with which keys.
  virtual void help(Host& host) = 0;
  // A hint ("help" twice quickly): the move the strong computer player would make and why.
  // By default: no hint here.
  virtual void hint(Host& host);
  // A computer's decision asked for with Host::think has arrived.
  virtual void on_thought(Host&, std::uint64_t /*ticket*/, Action) {}
  // The full status ("repeat" twice quickly); by default the screen's prompt again.
  virtual std::vector<Message> status(Host&) { return {}; }
  // A reading of a tactile counting set: counter `index` shows `value`.
  virtual void on_counter(Host& host, int index, int value);
  // What the window and braille show of this screen (none: they show its status read out).
  virtual TablePictureRef picture(Host&) { return nullptr; }
  // Whether the star goes to on_key as Key::Repeat rather than repeating what was said (the
  // lesson's key trainer, where the star says what it does).
  virtual bool takes_repeat() const { return false; }
};

}  // namespace sh
