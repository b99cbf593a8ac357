#include "games/kivi/kivi_entry.h"
#include "games/kivi/kivi_lesson.h"

#include <algorithm>
#include <map>
#include <string>

#include "games/kivi/kivi_controller.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_narration.h"

namespace sh::kivi {

std::vector<int> rulebook_example_cells() {
  return {cell_of(0, 0), cell_of(0, 2),                  // single stones worth 1 and 2
          cell_of(3, 1), cell_of(3, 2), cell_of(3, 3),   // horizontal 1 + 2 + 3
          cell_of(1, 5), cell_of(1, 6),                  // horizontal 3 + 2
          cell_of(2, 6), cell_of(3, 6),                  // with (1,6): vertical 2 + 1 + 2
          cell_of(0, 5)};                                // with (1,5): vertical 2 + 3
}

std::vector<std::vector<Message>> lesson_steps() {
  std::vector<std::vector<Message>> steps;
  for (int i = 1; i <= 10; ++i) steps.push_back({Message("kivi.lesson." + std::to_string(i))});

  // The scoring example, computed by the engine on the default board.
  Owners owners;
  owners.fill(kNoOwner);
  auto cells = rulebook_example_cells();
  for (int c : cells) owners[static_cast<std::size_t>(c)] = 0;
  const Board& board = default_board();
  ScoreBreakdown b = score_breakdown(board, owners, 0);

  std::vector<Message> where{Message("kivi.example.intro")};
  std::map<int, std::vector<int>> by_row;
  for (int c : cells) by_row[row_of(c)].push_back(col_of(c) + 1);
  for (auto& [row, cols] : by_row) {
    std::sort(cols.begin(), cols.end());
    if (cols.size() == 1) {
      where.push_back(Message("kivi.example.row_one").with("row", row + 1).with("col", cols.front()));
    } else {
      std::string list;
      for (std::size_t i = 0; i < cols.size(); ++i) list += (i ? ", " : "") + std::to_string(cols[i]);
      where.push_back(Message("kivi.example.row").with("row", row + 1).with("cols", list));
    }
  }
  steps.push_back(where);
  for (const Message& line : breakdown_lines(b, board)) steps.push_back({Message("kivi.example.step"), line});
  steps.push_back({Message("kivi.example.cross")});
  steps.push_back({Message("kivi.example.total").with("score", b.total)});
  return steps;
}

GameEntry entry() {
  GameEntry e;
  e.id = "kivi";
  e.name = "game.kivi";
  e.questions = {players_question(kMinPlayers, kMaxPlayers), mode_question("mode.assistant_dice", "mode.dealer_dice")};
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) e.questions.push_back(computers_question(n));
  e.questions.push_back(level_question());
  e.make_game = make_kivi_game;
  e.make_controller = [] { return std::make_unique<KiviController>(); };
  e.make_lesson = make_lesson;
  return e;
}

}  // namespace sh::kivi
