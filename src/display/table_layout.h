// Where everything of a table picture goes in a window of a given size, theme and zoom:
// the title and status on top, the seats with scores on the left, the board, cards, dice
// or menu lines on the right, the last spoken sentence as a large caption at the bottom.
// Pure (no SDL): the renderer draws the result and tests look into it.
#pragma once

#include <string>

#include "display/join_panel.h"
#include "display/scene.h"
#include "display/theme.h"
#include "play/table_picture.h"

namespace sh::display {

inline constexpr double kMinZoom = 0.5;
inline constexpr double kMaxZoom = 4.0;
// Text stops growing at this zoom (a larger zoom still enlarges nothing further).
inline constexpr double kMaxTextZoom = 2.0;

// `picture` may be null (nothing but the title and the caption). `joins` (phones at the
// table, join_panel.h): while a seat waits for its phone, its QR code takes a column on the
// right of the game.
Scene lay_out(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom,
              int width, int height, const JoinPanel* joins = nullptr);

// The base unit in pixels (text, rows and cards are multiples of it).
int layout_unit(double zoom, int width, int height);

}  // namespace sh::display
