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
  int dealer = 0;       // seat that deals the first game
  Seating seating = Seating::Chosen;
  std::array<bool, kSeats> computers{};  // by player number (= seat when seating is chosen)
};

// Option keys (all optional):
//   mode=dealer|assistant      dealer: the program deals; assistant: real cards are entered
//   games=1..99                games per match (default 10)
//   dealer=0..3                seat dealing the first game (default 0)
//   seating=chosen|cut         chosen: player n sits at seat n; cut: cutting cards decides
//   computers=0,2 | none       computer players by player number (dealer mode only)
//   players=4                  accepted for menus that always pass it; must be 4
// Throws std::invalid_argument with a readable reason for anything else.
Options parse_options(const GameOptions& options);

}  // namespace sh::quist
