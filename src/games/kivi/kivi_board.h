// The KIVI board layout: which combination and how many points each of the 7×7 cells
// has. It is data (src/games/kivi/default_board.txt documents the text format), so a
// physical board with another layout can be described in a file. Cells are numbered
// row * 7 + column, rows top to bottom, columns left to right, both from 0.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

#include "games/kivi/kivi_combinations.h"

namespace sh::kivi {

inline constexpr int kSize = 7;
inline constexpr int kCells = kSize * kSize;

inline int cell_of(int row, int col) { return row * kSize + col; }
inline int row_of(int cell) { return cell / kSize; }
inline int col_of(int cell) { return cell % kSize; }

struct Board {
  std::array<Combination, kCells> combination{};
  std::array<int, kCells> value{};
  bool operator==(const Board&) const = default;
};

// A malformed board text; what() names the line ("line 12: ...").
class BoardError : public std::runtime_error {
 public:
  BoardError(int line, const std::string& message);
  int line() const { return line_; }

 private:
  int line_;
};

// Parses the text format; throws BoardError on any mistake.
Board parse_board(std::string_view text);
// Reads and parses a file (a regular file of at most kGameDataFileLimit bytes); throws
// BoardError on a mistake in it, OptionFileError (core/user_file.h) when it cannot be read.
Board load_board(const std::string& path);
// The default board (the same content as default_board.txt, built in).
const Board& default_board();
// The built-in text of the default board.
std::string_view default_board_text();

}  // namespace sh::kivi
