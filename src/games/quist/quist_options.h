// Numeramis Quist: the options of a match, parsed from the menu's text options.
#pragma once

#include <array>

#include "core/game.h"
#include "games/quist/quist_rules.h"

namespace sh::quist {

enum class Mode { Dealer, Assistant };
enum class Seating { Chosen, Cut };

struct Options {
  Mode mode = Mode::Dealer;
  int games = 10;       // games in the match (an 11th, extra game may follow a full tie)
  int dealer = 0;       // seat that deals the first game (0-based inside the engine)
  Seating seating = Seating::Chosen;
  std::array<bool, kSeats> computers{};  // by player index from 0 (= seat when seating is chosen)
};

// Option keys (all optional). Seats and players are numbered from 1, as in every game:
//   mode=dealer|assistant      dealer: the program deals; assistant: real cards are entered
//   games=1..99                games per match (default 10)
//   dealer=1..4                seat dealing the first game (default 1)
//   seating=chosen|cut         chosen: player n sits at seat n; cut: cutting cards decides
//   computers=2,4 | none       computer players by player number (dealer mode only)
//   players=4                  accepted for menus that always pass it; must be 4
// Earlier versions numbered dealer and computers from 0: options holding a seat 0 (an old
// journal or command line) are read in that numbering, 0..3, so they keep their meaning.
// Throws std::invalid_argument with a readable reason for anything else.
Options parse_options(const GameOptions& options);

// Whether `options` number their seats from 0 (the numbering of earlier versions): some
// seat in dealer or computers is 0.
bool legacy_seat_numbers(const GameOptions& options);

// A journal written before format version 2 (core/journal.h) numbered dealer and computers
// from 0 whatever they held ("computers=1,3" were players 2 and 4): renumbers them from 1.
void upgrade_journal_options(GameOptions& options, int journal_version);

}  // namespace sh::quist
