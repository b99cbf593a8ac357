// The questions the menu asks before a game (how many players, the mode, who the computer
// plays, how well), as data: each game lists its own in its GameEntry (play/game_entry.h).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "narration/message.h"

namespace sh {

struct SetupChoice {
  std::string value;  // option value
  Message label;      // what is spoken for it
  // The digit that picks it. Unset: a choice of a number answers to that number (the one
  // number above 9, 10 or 11, to 0) when every choice of the question is a number;
  // anything else by position.
  std::optional<int> key = std::nullopt;
  // The seats (from 1) the label speaks of. When --names or the settings name every one of
  // them, the menu says the names instead: the message "<label id>.named" with the names
  // as p1, p2... in this order ("Kdo je nejmladší? 1: Eva. 2: Petr.").
  std::vector<int> seats = {};
};

struct SetupQuestion {
  std::string option;  // option name ("players", "mode", "target", ...)
  std::string prompt;  // message id of the question
  std::vector<SetupChoice> choices;
  // Whether the question applies given the answers so far (e.g. series by variant).
  std::function<bool(const GameOptions&)> applies = [](const GameOptions&) { return true; };
};

// The questions every game asks: how many players (each count on its own digit: two
// players on 2), and the mode.
SetupQuestion players_question(int min_players, int max_players);
// The digit that picks each choice of a question, as SetupChoice::key describes (a single
// number above 9, 10 or 11, on 0; -1: none,
// the menu numbers it by position).
std::vector<int> choice_keys(const SetupQuestion& q);
// `assistant_label` and `dealer_label`: how the modes are named for this game (the program
// deals cards or rolls dice; cards or dice on the table).
SetupQuestion mode_question(const std::string& assistant_label = "mode.assistant",
                            const std::string& dealer_label = "mode.dealer");
// Who the computer plays when `players` seats are chosen (option "computers", seat numbers
// from 1): nobody, the last seat, the last two ... all but the first. Asked only for that
// player count and not in a lesson; a game with 2..n players adds one for each count.
SetupQuestion computers_question(int players);
// How well the computers play (option "level": easy, normal, strong on 1, 2, 3), asked
// after the computers question when some seat is the computer's.
SetupQuestion level_question();

}  // namespace sh
