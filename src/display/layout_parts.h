// The parts of a table picture the window lays out, each inside a box it is given and at
// the unit of its Builder: the scores panel, the rows of cards, the dice and the list of
// lines. Each returns how far down it drew; run with a measuring Builder (layout_kit.h) it
// only tells how much room it needs. Pure (no SDL); table_layout.cpp decides the boxes.
#pragma once

#include "display/layout_kit.h"

namespace sh::display {

// The scores panel: a row a player (whose turn ▶, the seat's sign, name, score, mark; a
// long name on a line of its own above the score). When the rows do not all fit, every row
// gets one line (a long name cut with the mark); when even that does not fit, those around
// whose turn it is (or the review cursor's player) are shown, with the signs of the players
// out of view above and below ("▲ ②", "▼ ③ ④").
int seats_panel(Builder& b, const TablePicture& p, Box area);
// The height of every row of the panel at the Builder's unit in a panel `width` wide (each
// on one line with long names cut, when that is lower: every player shown).
int seats_height(const Builder& b, const TablePicture& p, int width);
// The height of the panel showing only the row it scrolls to, with its marks.
int seats_min_height(const Builder& b, const TablePicture& p, int width);
// The width the panel's rows want at the Builder's unit (each name beside its score), and
// the least it needs (a row's sign, score and mark side by side, the name above them).
int seats_width(const Builder& b, const TablePicture& p);
int seats_min_width(const Builder& b, const TablePicture& p);

// The rows of cards, each under its label, at the Builder's unit (a card 3 x 4 units; a
// long row gets narrower cards, down to 2.5 units, then more lines). A hand (`hand`) is
// always drawn whole; when not every row fits, the earliest other rows are left out with a
// mark above counting their cards ("▲ 6"). Cards are never narrower than `least_card_w`
// (zoomed in: as wide as at zoom 1, so no face is drawn smaller than there).
int card_rows(Builder& b, const TablePicture& p, Box area, int least_card_w = 0);

// The dice: the held ones first on their own line (as the speech says them), framed thickly
// in the accent, then the free ones; each group wraps to the width. Dice that find no room
// are counted by a mark ("▼ 2").
int dice_row(Builder& b, const TablePicture& p, Box area);

// The list of lines (menu items, moves, a lesson's text, a ranking) with the cursor bar, at
// `px` (drawn smaller, down to `min_px`, before items are left out). Still too long, it
// scrolls with the cursor: the items around it with a mark above and below saying how many
// more there are ("▲ 2", "▼ 5"). `max_rows`: lines an item may wrap onto.
int lines(Builder& b, const TablePicture& p, Box area, int px, int min_px, int max_rows = 3);
// The height of every line at `px` in a list `width` wide, and of the cursor's line alone
// with the marks above and below it.
int lines_height(const Builder& b, const TablePicture& p, int width, int px, int max_rows = 3);
int lines_min_height(const Builder& b, const TablePicture& p, int width, int px, int max_rows = 3);

}  // namespace sh::display
