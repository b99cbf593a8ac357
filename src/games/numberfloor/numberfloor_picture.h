// Numberfloor drawn: the floor pile(s) and the balloon pile(s) with their top cards, each
// player's hand size and stars, whose turn, and one hand while its owner asks for it.
// Built from the public state only; the window and braille draw it (play/table_picture.h).
#pragma once

#include <string>
#include <vector>

#include "games/numberfloor/numberfloor_game.h"
#include "play/table_picture.h"

namespace sh {
class Voice;
}

namespace sh::numberfloor {

// `shown_hand`: the seat whose hand is drawn (its owner asked for it; -1 = none);
// `cursor`: the review cursor in that hand (-1 = none).
TablePictureRef make_picture(const NumberfloorState& s, const std::vector<std::string>& names, const Voice& voice,
                             int shown_hand, int cursor);

}  // namespace sh::numberfloor
