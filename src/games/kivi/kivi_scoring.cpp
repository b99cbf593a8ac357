#include "games/kivi/kivi_scoring.h"

namespace sh::kivi {
namespace {

// Cell of the k-th position along line `line` (a row when horizontal, else a column).
int line_cell(bool horizontal, int line, int k) {
  return horizontal ? cell_of(line, k) : cell_of(k, line);
}

}  // namespace

ScoreBreakdown score_breakdown(const Board& board, const Owners& owners, int player) {
  ScoreBreakdown out;
  std::array<bool, kCells> in_run{};
  auto owned = [&](int cell) { return owners[static_cast<std::size_t>(cell)] == player; };
  for (bool horizontal : {true, false}) {
    for (int line = 0; line < kSize; ++line) {
      int k = 0;
      while (k < kSize) {
        if (!owned(line_cell(horizontal, line, k))) {
          ++k;
          continue;
        }
        ScoredRun run;
        run.horizontal = horizontal;
        while (k < kSize && owned(line_cell(horizontal, line, k))) {
          int cell = line_cell(horizontal, line, k);
          run.cells.push_back(cell);
          run.sum += board.value[static_cast<std::size_t>(cell)];
          ++k;
        }
        if (run.cells.size() < 2) continue;
        run.points = run.sum * static_cast<int>(run.cells.size());
        for (int cell : run.cells) in_run[static_cast<std::size_t>(cell)] = true;
        out.total += run.points;
        out.runs.push_back(std::move(run));
      }
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (!owned(cell) || in_run[static_cast<std::size_t>(cell)]) continue;
    out.single_cells.push_back(cell);
    out.singles_points += board.value[static_cast<std::size_t>(cell)];
  }
  out.total += out.singles_points;
  return out;
}

// The same total as score_breakdown, without building the lists (the bots and the engine
// ask for it often).
int score_of(const Board& board, const Owners& owners, int player) {
  std::array<bool, kCells> in_run{};
  int total = 0;
  for (bool horizontal : {true, false}) {
    for (int line = 0; line < kSize; ++line) {
      int k = 0;
      while (k < kSize) {
        if (owners[static_cast<std::size_t>(line_cell(horizontal, line, k))] != player) {
          ++k;
          continue;
        }
        const int start = k;
        int sum = 0;
        for (; k < kSize && owners[static_cast<std::size_t>(line_cell(horizontal, line, k))] == player; ++k)
          sum += board.value[static_cast<std::size_t>(line_cell(horizontal, line, k))];
        if (k - start < 2) continue;
        total += sum * (k - start);
        for (int j = start; j < k; ++j) in_run[static_cast<std::size_t>(line_cell(horizontal, line, j))] = true;
      }
    }
  }
  for (std::size_t cell = 0; cell < owners.size(); ++cell)
    if (owners[cell] == player && !in_run[cell]) total += board.value[cell];
  return total;
}

}  // namespace sh::kivi
