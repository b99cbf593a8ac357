// Člověče's registry entry: setup questions (players 2-6, mode, play on for places,
// computer seats), factories, and the lesson.
#pragma once

#include <vector>

#include "play/game_entry.h"

namespace sh::clovece {

GameEntry entry();

// The lesson: the rules in short steps.
std::vector<std::vector<Message>> lesson_steps();

}  // namespace sh::clovece
