// A screen is what the keys talk to at a given moment: a menu, a setup question, a game,
// a lesson. The program shell routes keys to the top screen after the keys every screen shares.
#pragma once

#include <vector>

#include "input/key.h"
#include "narration/message.h"

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
  // The full status ("repeat" twice quickly); by default the screen's prompt again.
  virtual std::vector<Message> status(Host&) { return {}; }
  // A reading of a tactile counting set: counter `index` shows `value`.
  virtual void on_counter(Host& host, int index, int value);
};

}  // namespace sh
