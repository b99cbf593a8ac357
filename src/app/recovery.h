// Crash safety: every game is journaled as it is played (current.journal in the user's
// data folder unless --journal names another file). A game interrupted there, and the
// earlier ones kept aside as interrupted-<time>.journal when a new game began, are listed
// by the main menu's resume item (newest first) to continue or delete; at most
// kMaxKeptAside are kept aside. A damaged journal is reported and kept aside; a finished
// game goes into the history and its journal is removed.
#pragma once

#include <ctime>
#include <filesystem>
#include <exception>
#include <optional>
#include <string>
#include <vector>

#include "narration/message.h"
#include "storage/settings.h"

namespace sh {

class App;

inline constexpr std::size_t kMaxKeptAside = 5;

struct InterruptedGame {
  std::filesystem::path path;
  Message description;  // "Numeramis Šipky, tři hráči: Eva, Petr, Jan, dnes 14:05"
  Message name;         // "Numeramis Šipky, tři hráči"
  std::time_t when = 0; // when it was last played
  // Where play stands in it (the game's status, first sentence): said after the description
  // when two games of the list would sound the same ("... dnes 14:11. Třetí kolo, na tahu Petr").
  std::string where;
};

// The unfinished games in the user's data folder, newest first (none with --journal).
// Finished ones are recorded and removed; a damaged one is moved aside, logged, and
// reported when `report_problems`.
std::vector<InterruptedGame> interrupted_games(App& app, bool report_problems);

// What a journal file holds: nothing (absent), a finished game, an unfinished game
// (described), or something else (damaged, or not a journal).
struct JournalFileState {
  enum Kind { Absent, Finished, Unfinished, Unreadable } kind = Absent;
  std::optional<InterruptedGame> game;
};
JournalFileState inspect_journal(App& app, const std::filesystem::path& path);

// Continues the game saved in a journal; on a problem says why and returns false.
bool resume_game(App& app, const std::filesystem::path& path);

// Before a new game overwrites the automatic journal, an unfinished game there is kept
// as interrupted-<time>.journal (and the player is told); the oldest beyond
// kMaxKeptAside are removed.
void keep_interrupted_game_aside(App& app);

// What the setup says when a game cannot be made from its options: why a file an option
// names (a deck, a board) cannot be read, or that the options do not make a game.
Message setup_refusal(const std::exception& e);

// Says and logs what loading the settings found wrong (nothing when all was well): the
// whole file refused, or the values left at their defaults, named ("Rychlost řeči").
void report_settings_load(App& app, const SettingsLoad& loaded);

// An invitation link's seat taken (issue 41): the address that took it is kept with the game
// being played (Table::remote_seats) and its journal is written again with it, so a resumed
// game invites that address.
void keep_remote_seat(App& app, int player, const std::string& jid);

// Whether a journal is one of the automatic ones (current or interrupted-*) in the
// user's data folder, removed once its game is in the history.
bool is_automatic_journal(const App& app, const std::filesystem::path& path);

}  // namespace sh
