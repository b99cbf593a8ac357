// Keys from the PC numeric keypad through SDL2 keyboard events: the mapping of SDL key
// codes to the 16 logical keys. SDL delivers keyboard events to a focused window; the
// window that reads them and draws the table is display/table_window.h.
#pragma once

#include <optional>

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

}  // namespace sh
