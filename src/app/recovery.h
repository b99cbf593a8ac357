// Crash safety: every game is journaled as it is played (current.journal in the user's
// data folder unless --journal names another file). At start the program finds an
// interrupted game there and offers to continue it exactly; a damaged journal is reported
// and kept aside. A finished game goes into the history and its journal is removed.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "narration/message.h"

namespace sh {

class App;

struct InterruptedGame {
  std::filesystem::path path;
  Message description;  // "Šipky, 4 hráči" and where play stands, to offer it
};

// Looks at the automatic journal. A finished game there is removed; a damaged one is
// moved aside and reported (spoken and printed). Returns the game to offer, if any.
std::optional<InterruptedGame> find_interrupted_game(App& app, bool report_problems);

// Continues the game saved in a journal; on a problem says why and returns false.
bool resume_game(App& app, const std::filesystem::path& path);

// Before a new game overwrites the automatic journal, an unfinished game there is kept
// as interrupted-<time>.journal (and the player is told).
void keep_interrupted_game_aside(App& app);

}  // namespace sh
