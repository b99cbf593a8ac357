// Numeramis Quist's registry entry: setup questions, factories, and the lesson.
#pragma once

#include "play/game_entry.h"

namespace sh::quist {

GameEntry entry();

// The lesson: the rules in short steps, the keys, then a short example hand replayed by the
// engine (a trick, then a trick that ties twice and is taken as a triple trick).
std::vector<std::vector<Message>> lesson_steps();

// The example: players by seat, the dealer's seat, and the cards laid phase by phase.
std::vector<std::string> example_names();
inline constexpr int kExampleDealer = 3;  // 0-based (Dan); option dealer=4
std::vector<std::vector<int>> example_phases();

}  // namespace sh::quist
