// Settings reachable from the keypad: verbosity, speech rate, pitch and volume, sound cues
// and their volume, language. A digit (or ok on the cursor) picks a setting; then next/prev
// change it, each change is spoken, saved at once and applied; back returns.
#pragma once

#include <memory>

#include "play/screen.h"

namespace sh {

std::unique_ptr<Screen> make_settings_screen();

}  // namespace sh
