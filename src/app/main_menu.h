// The main menu (every registered game, statistics, settings, interrupted games, quit), the setup questions of a game, and
// the start of a game or lesson once they are answered.
#pragma once

#include <memory>

#include "play/screen.h"
#include "core/game.h"
#include "core/remote_seat.h"
#include "games/registry.h"

namespace sh {

class App;

std::unique_ptr<Screen> make_main_menu();

// Asks the game's setup questions not yet answered in `preset`, then starts it.
// With every question answered it starts at once. The mode is asked first; in a lesson no
// other question is asked except one whose option is "lesson" (which lesson).
void start_setup(App& app, const GameEntry& entry, GameOptions preset);

// Starts a game (or lesson) from complete options ("mode" among them), journaled unless
// `journal` is false (the player chose to play without one). `remote`: the seats held online
// chosen at the setup (none: the command line's --invite seats, if any are still pending);
// each gets a fresh secret, and the game's journal keeps them (core/remote_seat.h).
void start_game(App& app, const GameEntry& entry, GameOptions options, bool journal = true,
                std::vector<RemoteSeat> remote = {});

}  // namespace sh
