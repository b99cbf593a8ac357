// What a game gives the program: its id, spoken name, setup questions and factories for the
// rules, the keypad controller and the lesson. Each game's <game>_entry.cpp builds one;
// games/registry.cpp alone lists them all.
#pragma once

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game.h"
#include "play/game_controller.h"
#include "play/screen.h"
#include "play/setup_question.h"

namespace sh {

// A setup make_game refuses with a reason the menu can say (a catalog message), beside the
// English one for the log: "the variant presny plays a single game or a hits series".
struct SetupRefused : std::invalid_argument {
  SetupRefused(const std::string& what, Message why) : std::invalid_argument(what), reason(std::move(why)) {}
  Message reason;
};

struct GameEntry {
  std::string id;
  std::string name;  // message id
  std::vector<SetupQuestion> questions;  // asked in order; "mode" is an option here too
  // Whether make_game takes the mode (dealer | assistant) among its options: for games
  // whose rules state differs by mode (hidden hands dealt by the program, or laid cards).
  bool mode_is_option = false;
  // Whether its controller gives seats pages (play/seat_pages.h) in dealer mode, so that a
  // person's seat may be held on a phone (option "phones": the seats, from 1, asked at setup
  // while the phones are on).
  bool seat_pages = false;
  // Whether the statistics say a player's best score ("nejvíc 8 zdvihů"); not where it
  // means nothing (Člověče: the score is the pieces home, four for every winner).
  bool best_in_statistics = true;
  std::function<std::shared_ptr<const Game>(const GameOptions&)> make_game;
  std::function<std::unique_ptr<GameController>()> make_controller;
  // Brings the options of a journal written in an older format version (JournalHeader::
  // version) to today's meaning before make_game; unset: nothing changed between versions.
  std::function<void(GameOptions&, int journal_version)> upgrade_options;
  // The lesson (mode "lesson"), given the options chosen.
  std::function<std::unique_ptr<Screen>(const GameOptions&)> make_lesson;
};

}  // namespace sh
