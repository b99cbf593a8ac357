// What the table looks like, as a neutral description the window (src/display/) and the
// braille display draw: text, seats with scores, a grid of cells, rows of cards, dice and
// a list with a cursor. A game builds it from its public state in <id>_picture.cpp (no
// rule lives in the drawing code); a menu or lesson builds it from its items. It is an
// immutable value handed from the game's thread to the window's thread after each key.
//
// Colours are never alone: a `colour` is a seat index (0..7) and the drawing always pairs
// it with that seat's number and shape (circle, square, triangle, diamond ...).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sh {

// One player (or team) in the scores panel.
struct PictureSeat {
  std::string name;
  std::string score;      // digits, e.g. "87" or "2 | 5"
  std::string mark;       // a short sign: "✗" out, "✓" stopped, "★" winner; may be empty
  int colour = -1;        // seat colour with its shape, -1 = none
  bool to_act = false;    // whose turn (drawn with ▶)
  bool dimmed = false;    // out of the game
};

// One cell of a board.
struct PictureCell {
  std::string label;      // e.g. "AA BB", "≤12"
  std::string value;      // e.g. "2"
  int owner = -1;         // the seat whose stone lies here, -1 = free
  bool allowed = false;   // the current dice allow it (drawn with a frame and a dot)
};

struct PictureGrid {
  int rows = 0;
  int cols = 0;
  std::vector<PictureCell> cells;  // row by row
};

// A card: its face, and who laid it (a seat colour and name).
struct PictureCard {
  std::string face;
  int colour = -1;
  std::string by;
  bool best = false;  // the highest so far (drawn with a thick frame and ▲)
};

// A row of cards with a label: a trick phase, the last trick, a hand, a throw.
struct PictureCardRow {
  std::string label;
  std::vector<PictureCard> cards;
};

struct PictureDie {
  int value = 0;      // 1..6, 0 = not rolled yet
  bool held = false;  // kept aside (drawn in the held tray, framed, with "H")
};

struct TablePicture {
  std::string title;                    // the game or the screen
  std::string status;                   // one short line: round, rolls, target
  std::vector<PictureSeat> seats;
  std::optional<PictureGrid> grid;
  std::vector<PictureCardRow> card_rows;
  std::vector<PictureDie> dice;
  std::vector<std::string> lines;       // menu items, lesson text, a status read out
  // The review cursor: a grid cell, a card row, a seat or a line (-1 = none).
  int cursor_cell = -1;
  int cursor_row = -1;
  int cursor_seat = -1;
  int cursor_line = -1;
  // The review cursor's item as one line of text (the braille display's second line).
  std::string focus;
};

using TablePictureRef = std::shared_ptr<const TablePicture>;

}  // namespace sh
