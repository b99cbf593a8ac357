// The boards of the window's layout, each drawn in the square (or rectangle) it is given:
// a grid of cells (KIVI: every cell's combination and value, the stones, the cells the dice
// allow) and a race track (Člověče: a ring of squares round the edge with every house's
// start, home and waiting pieces). The board's size is the layout's choice
// (table_layout.cpp); its signs grow with it. Pure (no SDL).
#pragma once

#include "display/layout_kit.h"

namespace sh::display {

// The grid in `area` (cells square, centred across the width, from the top). Returns the
// box it took.
Box grid_board(Builder& b, const TablePicture& p, Box area);
// The ring of squares in the square `area`. Returns the box it took.
Box track_board(Builder& b, const TablePicture& p, Box area);

}  // namespace sh::display
