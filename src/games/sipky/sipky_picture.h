// Šipky drawn: every player's score, who is out, stopped or exact, whose throw it is, and
// the cards of the current throw. Built from the public state only (play/table_picture.h).
#pragma once

#include <string>
#include <vector>

#include "games/sipky/sipky_game.h"
#include "play/table_picture.h"

namespace sh {
class Voice;
}

namespace sh::sipky {

// The player a review position (sipky_narration's review_items: whose turn first while
// the game runs, then every player) is about; -1 for the other items or none.
int review_seat(const SipkyState& s, int review_index);

// `cursor_seat`: the player the review cursor is on (-1 = none).
TablePictureRef make_picture(const SipkyState& s, const std::vector<std::string>& names, const Voice& voice,
                             int cursor_seat);

}  // namespace sh::sipky
