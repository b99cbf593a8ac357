// KIVI drawn: the 7x7 board (each cell's combination and value, the stones by owner),
// the dice (free and held), the players' scores and whose turn. Built from the public
// state only; the window and braille draw it (play/table_picture.h).
#pragma once

#include <string>
#include <vector>

#include "games/kivi/kivi_game.h"
#include "play/table_picture.h"

namespace sh {
class Voice;
}

namespace sh::kivi {

// How a cell's combination is drawn: the board's own signs ("AA BB", "≤12", "1 3 5").
std::string combination_sign(Combination c);

// `cursor_cell`: the review cursor's cell (-1 = none).
TablePictureRef make_picture(const KiviState& s, const std::vector<std::string>& names, const Voice& voice,
                             int cursor_cell);

}  // namespace sh::kivi
