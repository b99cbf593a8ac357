// Člověče narration: the engine's events, refusals and position as messages of the
// locale catalogs (ids "clovece.*") and sound cues. Pure functions.
//
// Narration is relative, the way a player thinks: every square is said for a listener
// (the player on turn when a person plays him, else the first seat a person plays; with
// no person at all the mover's seat, named):
// "7 polí před tvým vchodem", "na tvém startu", "na startu Modrého", "v chlívečku
// Zeleného, druhé pole", "v tvém domečku". Players are named by their house colour
// ("Modrý"), pieces by theirs ("modrá"). Colour words and location phrases are catalog
// fragments joined into sentences; every sentence is a catalog entry.
#pragma once

#include <string>
#include <vector>

#include "core/event.h"
#include "games/clovece/clovece_game.h"
#include "narration/language.h"
#include "narration/speakable.h"
#include "play/table.h"

namespace sh::clovece {

struct Context {
  const CloveceState& state;
  Mode mode;
  const Language& lang;
  int listener;  // whose point of view squares are said from
  // The table's names: a person is named with the colour ("Vítězka: Eva (Červený)").
  const std::vector<std::string>* names = nullptr;
  // Several people listen (more than one person plays): a square is said by whose it is
  // ("před vchodem Červeného"), never "tvůj", which would change owner between sentences.
  bool named_view = false;
};

// The seat squares are said for: the player on turn if a person plays him, else the
// first seat a person plays, else (nobody plays: all computers) the player on turn or
// seat 0, named instead of "tvůj" ("před vchodem Červeného").
int listener_of(const CloveceState& s);
// Whether the listener is a person, spoken to as "ty".
bool addressed(const Context& c);
// How many seats people play (not the computer).
int people(const CloveceState& s);

std::string player_text(int seat, const Context& c);         // "Modrý"
std::string player_gen_text(int seat, const Context& c);     // "Modrého"
std::string piece_text(int colour, const Context& c);        // "modrá"
std::string piece_acc_text(int colour, const Context& c);    // "modrou"
// Where a piece stands, for the listener ("7 polí před tvým vchodem").
std::string where_text(const Loc& loc, const Context& c);

// What the players hear for one event.
Narration narrate(const Event& e, const Context& c);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e, const Context& c);

// The numbered list of the current throw's uses ("1: modrá, teď …, pak …, kde stojí žlutá").
Message move_item(int number, const Move& m, const Context& c);
std::vector<Message> move_list(const Context& c);
// The gift question and its numbered candidates.
std::vector<Message> gift_question(const Context& c);
// Pieces on the track in the order of the listener's path, one message each.
std::vector<Message> track_pieces(const Context& c);
// Every player's house and home.
std::vector<Message> houses_and_homes(const Context& c);
// Which pieces the listener may move could be captured next, by whom, with which throw.
std::vector<Message> danger(const Context& c);
// Whose turn it is, the throws, and what is expected now.
std::vector<Message> where_play_stands(const Context& c);
// Help for the current phase (keys and the referee's decisions).
std::vector<Message> help(const Context& c);
// Final places.
std::vector<Message> ranking(const Context& c);
// After the game, one line a player: the places, then who did not finish with his home
// count ("Modrý nedošel do cíle, v chlívečku 2 halmičky.").
std::vector<Message> results(const Context& c);

}  // namespace sh::clovece
