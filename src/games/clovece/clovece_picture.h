// Člověče drawn: the track with every piece on it (its colour with the colour's initial and
// shape), each player's house and home, the throws of the turn, whose turn and, when a
// person chooses a move, the list of moves. Built from the public state only; the window
// and braille draw it (play/table_picture.h).
#pragma once

#include <string>
#include <vector>

#include "games/clovece/clovece_game.h"
#include "play/table_picture.h"

namespace sh {
class Voice;
}

namespace sh::clovece {

// `review`: the review cursor among the track pieces (-1 = none); `choice`: the move being
// browsed in the list of choices (-1 = none).
TablePictureRef make_picture(const CloveceState& s, const std::vector<std::string>& names, const Voice& voice,
                             int review, int choice);

// The numbers of the moves that end on one square, as its badge says them: three or more in
// a row as a range, so four ways onto the start fit a small square ("1-4", "1,2", "1-3,5").
std::string move_numbers_badge(const std::vector<int>& numbers);

}  // namespace sh::clovece
