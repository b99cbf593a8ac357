// What the table looks like, as a neutral description the window (src/display/) and the
// braille display draw: text, seats with scores, a grid of cells, rows of cards, dice and
// a list with a cursor. A game builds it from its public state in <id>_picture.cpp (no
// rule lives in the drawing code); a menu or lesson builds it from its items. It is an
// immutable value handed from the game's thread to the window's thread after each key.
//
// Colours are never alone: a `colour` is a seat index (0..7) and the drawing always pairs
// it with that seat's number and shape (circle, square, triangle, diamond ...). A `hue` is
// a real colour a game names (Člověče's houses and pieces): the drawing uses the theme's
// shade of it, always with the hue's shape and a letter the game gives (its initial).
// A race game's board is a `track`: a ring of squares with every player's house and home.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sh {

// Real colours by name (a `hue`): 0 red, 1 blue, 2 green, 3 yellow, 4 purple, 5 orange.
inline constexpr int kPictureHues = 6;

// A piece or a sign in a real colour, with its letter (e.g. "M" for modrá).
struct PictureToken {
  int hue = 0;
  std::string letter;
};

// One player (or team) in the scores panel.
struct PictureSeat {
  std::string name;
  std::string score;      // digits, e.g. "87" or "2 | 5"
  std::string mark;       // a short sign: "✗" out, "✓" stopped, "★" winner; may be empty
  int colour = -1;        // seat colour with its shape, -1 = none
  std::optional<PictureToken> token = std::nullopt;  // instead of `colour`: a hue with its letter
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
  bool playable = false;  // can be laid now (drawn with ✓ in the accent colour)
};

// A row of cards with a label: a trick phase, the last trick, a hand, a throw.
struct PictureCardRow {
  std::string label;
  std::vector<PictureCard> cards;
  bool hand = false;  // what the player decides on (a hand asked for, a throw): always drawn whole
};

struct PictureDie {
  int value = 0;      // 1..6, 0 = not rolled yet
  bool held = false;  // kept aside (drawn in the held tray, framed, with "H")
  bool used = false;  // already used this turn (drawn dimmed and struck through)
  bool now = false;   // the one being used now (framed in the cursor colour)
};

// One square of a track or of a home: the pieces on it in order of arrival.
struct PictureSquare {
  std::vector<PictureToken> pieces;
  std::string badge;    // a short mark, e.g. the number of a move that ends here
  bool marked = false;  // part of the move being browsed (drawn with a thick frame)
};

// A player's corner of a race board: the house (pieces waiting to enter) beside the start
// square, and the home (slot 0 first) entered from the square before the start.
struct PictureBase {
  PictureToken sign;
  int start = 0;        // the start square on the track
  std::vector<PictureToken> house;
  std::vector<PictureSquare> home;
};

// A ring of squares (numbered clockwise) with the players' bases.
struct PictureTrack {
  std::vector<PictureSquare> squares;
  std::vector<PictureBase> bases;
};

struct TablePicture {
  std::string title;                    // the game or the screen
  std::string status;                   // one short line: round, rolls, target
  std::string task;                     // a lesson's task on the table: across the window, under the title
  std::vector<PictureSeat> seats;
  std::optional<PictureGrid> grid;
  std::vector<PictureCardRow> card_rows;
  std::vector<PictureDie> dice;
  std::optional<PictureTrack> track;
  std::vector<std::string> lines;       // menu items, lesson text, a status read out
  std::string legend;                   // what the signs of the table mean (dim, under the scores)
  // The review cursor: a grid cell, a card row, a seat or a line (-1 = none).
  int cursor_cell = -1;
  int cursor_row = -1;
  int cursor_seat = -1;
  int cursor_line = -1;
  int cursor_card = -1;    // a card of cursor_row
  int cursor_square = -1;  // a square of the track
  // The review cursor's item as one line of text (the braille display's second line).
  std::string focus;
};

using TablePictureRef = std::shared_ptr<const TablePicture>;

}  // namespace sh
