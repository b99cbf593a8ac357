// Keys from the PC numeric keypad through SDL2 keyboard events: the mapping of SDL key
// codes to the 16 logical keys. SDL delivers keyboard events to a focused window; the
// window that reads them and draws the table is display/table_window.h.
#pragma once

#include <optional>

#include "input/key.h"

namespace sh {

// Maps an SDL keycode (keypad and main-row equivalents) to a logical key.
std::optional<Key> key_from_sdl_keycode(int keycode);

}  // namespace sh
