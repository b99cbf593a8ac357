// Settings reachable from the keypad: verbosity, speech rate, pitch and volume, sound cues
// and their volume, language, computers' pace, speech output (auto, eSpeak NG,
// speech-dispatcher), speech-dispatcher's rate (the system's, or -100..100), and where the
// program has phones the phones at the table (on/off) and their port (saved in phones.json
// by the phones), and the account for online tables (only said: whose it is, or where to write
// it; settings.online_account). Items 10 on are reached with next/prev. A digit (or ok on the cursor)
// picks a setting; then next/prev change it, each change is spoken, saved at once and
// applied; back returns.
#pragma once

#include <memory>

#include "play/screen.h"

namespace sh {

std::unique_ptr<Screen> make_settings_screen();

}  // namespace sh
