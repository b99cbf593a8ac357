// The one place where games are registered: every game's GameEntry (play/game_entry.h), in
// the order the menu offers them. Adding a game = a folder under src/games/ and one line in
// registry.cpp; a game's own files never include this header.
#pragma once

#include <string_view>
#include <vector>

#include "play/game_entry.h"

namespace sh {

const std::vector<GameEntry>& game_registry();
const GameEntry* find_game(std::string_view id);

}  // namespace sh
