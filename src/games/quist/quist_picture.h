// Quist drawn: the trick on the table (every phase, who laid which card, the highest so
// far), the last trick until the next lead, the teams' tricks and games, whose turn; a
// hand only while its owner asked for it (the controller says which seat, -1 = none).
// Built from the public state only, plus that one hand (play/table_picture.h).
#pragma once

#include <string>
#include <vector>

#include "games/quist/quist_game.h"
#include "play/table_picture.h"

namespace sh {
class Voice;
}

namespace sh::quist {

TablePictureRef make_picture(const QuistState& s, const std::vector<std::string>& names, const Voice& voice,
                             int shown_hand_seat, int review = -1, const std::string& review_focus = "");

}  // namespace sh::quist
