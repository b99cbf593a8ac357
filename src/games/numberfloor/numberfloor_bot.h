// Numberfloor: the computer player. It sees only its own Observation (own hand, piles,
// public counts), never another hand. On its turn it searches the sequences of cards it
// could lay now (floor cards that fit, balloons that open a floor card of its hand) and
// follows the best one: the hand emptied (a star) first, then the most floor cards, using
// as few balloons as it can and keeping night floor cards for take-overs; then it lays
// "skip turn" as its last card, and when its floor cards are all out, its balloons, skip
// last. Unable to lay a floor card, it draws two; still unable, it says PAS. Out of turn it
// takes a turn over with a night floor card whenever one fits.
#pragma once

#include <optional>

#include "core/game.h"
#include "games/numberfloor/numberfloor_game.h"

namespace sh::numberfloor {

class NumberfloorBot {
 public:
  // `node_budget` bounds the search of one decision (its time).
  explicit NumberfloorBot(int node_budget = 4000) : budget_(node_budget) {}

  // The action of the seat on turn (o.seat == o.turn_player, hand known).
  Action choose(const Observation& o) const;
  // Out of turn: the take-over action o.seat makes now, if any. The engine still checks
  // what the bot cannot see (the current player must hold a floor card).
  std::optional<Action> take_over(const Observation& o) const;

 private:
  int budget_;
};

}  // namespace sh::numberfloor
