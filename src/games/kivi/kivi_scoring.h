// KIVI final scoring (rulebook "Sčítání bodů"): every maximal horizontal or vertical run
// of two or more of a player's stones scores (sum of its cell values) × (its length); a
// stone may count in both a horizontal and a vertical run; a stone in no run counts its
// value once. The breakdown lists single stones and each run, for narration.
#pragma once

#include <array>
#include <vector>

#include "games/kivi/kivi_board.h"

namespace sh::kivi {

inline constexpr int kNoOwner = -1;
// owner[cell] = seat holding the cell, or kNoOwner.
using Owners = std::array<int, kCells>;

struct ScoredRun {
  bool horizontal = true;
  std::vector<int> cells;  // in board order (left to right, top to bottom)
  int sum = 0;             // sum of the cell values
  int points = 0;          // sum × length
};

struct ScoreBreakdown {
  std::vector<int> single_cells;  // stones in no run, board order
  int singles_points = 0;
  std::vector<ScoredRun> runs;  // horizontal runs first (top to bottom), then vertical
  int total = 0;
};

ScoreBreakdown score_breakdown(const Board& board, const Owners& owners, int player);
int score_of(const Board& board, const Owners& owners, int player);

}  // namespace sh::kivi
