// Where everything of a table picture goes in a window of a given size, theme and zoom:
// the title and status on top, the seats with scores on the left, the cards, dice or menu
// lines on the right, the last spoken sentence as a large caption at the bottom; a board
// (KIVI's grid, Člověče's track) on one side with the rest in a column beside it. Zoom
// enlarges the text and the board; when room runs out, what the player decides on (a hand,
// the moves, the dice) keeps it first, then the board, the seats and scores, the caption,
// the rest (README.md, "The table on screen"). Pure (no SDL): the renderer draws the
// result and tests look into it.
#pragma once

#include <array>
#include <string>

#include "display/join_panel.h"
#include "display/scene.h"
#include "display/theme.h"
#include "play/table_picture.h"

namespace sh::display {

inline constexpr double kMinZoom = 0.5;
inline constexpr double kMaxZoom = 3.0;
// The zoom keys' steps.
inline constexpr std::array<double, 9> kZoomSteps{0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};

// `picture` may be null (nothing but the title and the caption). `joins` (phones at the
// table, join_panel.h): while a seat waits for its phone, its QR code takes a column on the
// right of the game.
Scene lay_out(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom,
              int width, int height, const JoinPanel* joins = nullptr);

// The base unit in pixels (text, rows and cards are multiples of it).
int layout_unit(double zoom, int width, int height);

// The step after `zoom` in `direction` (+1 in, -1 out), or the last step.
double zoom_step(double zoom, int direction);
// What a zoom key does: the nearest step in `direction` that changes the picture drawn;
// `zoom` itself when no step does (the keys stop where the picture stops changing).
double next_zoom(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom, int width,
                 int height, const JoinPanel* joins, int direction);

}  // namespace sh::display
