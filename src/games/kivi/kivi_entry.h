// KIVI's registry entry: setup questions (players, mode, computer seats), factories, and
// the lesson.
#pragma once

#include <vector>

#include "play/game_entry.h"

namespace sh::kivi {

GameEntry entry();

// The lesson: the rules in short steps, then the rulebook's scoring example worth 56
// points, one line of the engine's breakdown a step.
std::vector<std::vector<Message>> lesson_steps();

// The cells of the rulebook example's ten stones on the default board (the rulebook has
// no picture; this position gives exactly its breakdown: singles 1 + 2, horizontal runs
// 1 + 2 + 3 and 3 + 2, vertical runs 2 + 1 + 2 and 2 + 3).
std::vector<int> rulebook_example_cells();

}  // namespace sh::kivi
