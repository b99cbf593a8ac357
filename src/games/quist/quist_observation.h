// Numeramis Quist: what one seat may know. Computer players and the narration of a
// person's hand use only this, never the other hands.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "games/quist/quist_rules.h"

namespace sh::quist {

// A finished trick (all its phases), reviewable until the next lead.
struct LastTrick {
  std::vector<Phase> phases;
  int winner = -1;         // seat that took it
  int tricks = 0;          // its stake: the number of phases
  bool by_tie_rule = false;  // the hand ended on a tie: the first of the tied highest took it
};

struct Observation {
  int seat = 0;
  int team = 0;
  bool hand_known = false;  // false in assistant mode: cards are known only when laid
  ValueCounts hand{};       // own cards per value (zeros when not known)
  std::array<int, kSeats> cards_left{};  // cards still in each hand
  ValueCounts played{};     // values laid so far in this game (everyone saw them)

  bool playing = false;  // cards are being played (not cutting, dealing, or match over)
  bool my_turn = false;
  int to_play = -1;      // seat to lay the next card, -1 outside play
  std::vector<Phase> table;  // the current trick: tied phases, then the current phase
  int phase = 1;             // 1-based phase of the current trick (= table.size())
  int stake = 1;             // tricks at stake (= phase)
  int leader = -1;           // seat that led the current phase
  PhaseBest best;            // highest value of the current phase so far

  std::array<int, kTeams> game_tricks{};   // tricks taken in this game
  std::array<int, kTeams> wins{};          // games won in the match
  std::array<int, kTeams> total_tricks{};  // tricks over the whole match
  int game_number = 1;                     // 1-based
  int games_to_play = 10;                  // grows by one when an extra game is needed
  int dealer = 0;
  std::optional<LastTrick> last_trick;
};

}  // namespace sh::quist
