// Numberfloor's registry entry: setup questions (players, mode, variant, who is youngest and
// begins, computer seats), the factories (the deck file of option deck=<path> is read here,
// the built-in deck otherwise), and the lesson.
#pragma once

#include <vector>

#include "games/numberfloor/numberfloor_deck.h"
#include "play/game_entry.h"

namespace sh::numberfloor {

GameEntry entry();

// The deck for the options: the file named by deck=<path>, or the built-in default.
// Throws std::invalid_argument with the file's problem ("line 3: ...").
Deck deck_for(const GameOptions& options);

// The lesson: the rules in short steps, then the rulebook's worked turn (floor 3, balloon
// 2: 5, 7, 9, balloon 3, 6, 3) replayed by the engine, one card a step.
std::vector<std::vector<Message>> lesson_steps();

}  // namespace sh::numberfloor
