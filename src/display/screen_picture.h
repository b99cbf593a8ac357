// The picture of whatever screen is on top: its own (a game, a menu, a lesson), or else
// its status read out as lines of text, so every screen is drawn. Called on the game's
// thread after each key; the result goes to the PictureBoard.
#pragma once

#include "play/table_picture.h"

namespace sh {
class Screen;
class Host;
}  // namespace sh

namespace sh::display {

TablePictureRef picture_of(Screen& screen, Host& host);

}  // namespace sh::display
