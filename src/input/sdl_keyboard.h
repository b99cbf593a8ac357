// Keys from the PC numeric keypad through SDL2 keyboard events: the mapping of SDL key
// codes to the 16 logical keys. SDL delivers keyboard events to a focused window; the
// window that reads them and draws the table is display/table_window.h.
#pragma once

#include <functional>
#include <optional>
#include <utility>

#include "input/key.h"

union SDL_Event;

namespace sh {

// Maps an SDL keycode (keypad and main-row equivalents) to a logical key.
std::optional<Key> key_from_sdl_keycode(int keycode);

// A lone Ctrl (pressed and released with no other key or wheel in between) silences speech,
// the screen-reader convention. Fed every SDL event of the window; true on the release of
// such a Ctrl. Ctrl with another key (Ctrl+plus zooms) or the wheel is not lone.
class LoneCtrl {
 public:
  bool feed(const SDL_Event& event);

 private:
  bool down_ = false;   // a Ctrl is held
  bool alone_ = false;  // and nothing else came since it was pressed
};

// Orca's desktop layout binds the numeric keypad (Enter, plus, minus, Del, Ins, 1-9) to its
// own review commands while NumLock is off: only with NumLock on do those keys reach the
// window. The window asks this when it gets the focus and at the first key; the advice
// ("turn NumLock on") is due when NumLock is off and a screen reader runs, once per focus.
// The screen reader is asked only then (a D-Bus call), never while NumLock is on.
class NumLockAdvice {
 public:
  explicit NumLockAdvice(std::function<bool()> screen_reader_running)
      : screen_reader_running_(std::move(screen_reader_running)) {}
  bool on_focus(bool numlock_on);
  bool on_key(bool numlock_on);

 private:
  bool due(bool numlock_on);
  std::function<bool()> screen_reader_running_;
  bool told_ = false;      // said since the focus came
  bool first_key_ = true;  // no key yet in this run
};

}  // namespace sh
