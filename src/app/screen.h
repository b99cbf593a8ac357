// A screen is what the keys talk to at a given moment: a menu, a setup question, a game,
// a lesson. The App routes keys to the top screen after the keys every screen shares.
#pragma once

#include <vector>

#include "input/key.h"
#include "narration/message.h"

namespace sh {

class App;

class Screen {
 public:
  virtual ~Screen() = default;
  // Speaks what this screen is and what to do (when it is shown or shown again).
  virtual void enter(App& app) = 0;
  virtual void on_key(App& app, Key key) = 0;
  // What can I do now, and with which keys.
  virtual void help(App& app) = 0;
  // The full status ("repeat" twice quickly); by default the screen's prompt again.
  virtual std::vector<Message> status(App&) { return {}; }
  // A reading of a tactile counting set: counter `index` shows `value`.
  virtual void on_counter(App& app, int index, int value);
};

}  // namespace sh
