// The sound cues the program plays (each is the file audio/<name>.wav).
#pragma once

#include <array>
#include <string_view>

namespace sh {

inline constexpr std::array<std::string_view, 14> kCueNames = {
    "card_dealt", "your_turn",  "over_target",      "exact_hit",   "game_won",
    "refused",    "dice_rolled", "trick_taken",     "capture",     "star",
    "device_connected", "device_lost", "menu_move", "menu_select",
};

}  // namespace sh
