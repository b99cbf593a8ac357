// Numeramis Šipky computer player at three levels (core::Level), and the odds it uses.
//
// It reads only public information: every card of Šipky is laid face up, so the unseen
// cards are the 80-card deck (eight of each digit) minus what was seen since the last
// shuffle, exactly SipkyState::stock(); scores and statuses are on the table.
//
// Strong (also the hint): exact odds of the next cards from the unseen cards (two cards
// drawn without replacement, a folded pair of zeros redrawn, the reshuffle when the stock
// runs out, a zero on a one-card throw replaced), and a dynamic programme over the
// player's own score for the rest of the game (later throws use the odds of the current
// stock). The objective:
// - "Stojedna": the chance of winning the game (a shared first place counts as a share).
//   A final score s is worth the product over the others of (1 − their share against s):
//   someone who stopped (or hit the target) has a known score; someone over the target
//   counts for nothing; someone still playing is assumed to know s and to play as well as
//   possible to beat it from their score now (which is exact for two players when the
//   last one decides). The strong player stops, throws two or one card, and picks the
//   tens digit to maximise this worth.
// - "Na přesný výsledek": the chance of being the first to hit the target exactly. The
//   others' turns until their hit are forecast from their scores (each playing the
//   strong race policy with a fixed patience), and the player's own DP over (score, turn)
//   weighs an exact hit at its k-th turn by the chance that nobody hit before it. An
//   overshooting single card is always discarded (keeping it means going out).
// Every series plays each game for its win (the placement and 603 series included).
//
// Normal: fixed thresholds, blind to the others and to the unseen cards: two cards while
// 20 or more are missing, composed to the larger number that does not go over; then a
// single card ("Na přesný výsledek": single cards to the end); in Stojedna stop with 5 or
// less to go.
// Easy: the normal rule with human slips: one throw in five takes the other card as tens
// (even over the target), and the thresholds wander by up to ten points each move (stops
// too early or too late, throws two cards too long or too short).
// Always legal. Every level is deterministic for a seed (the seed and the move number
// choose the easy player's slips; the others do not use it).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/game.h"
#include "core/game_options.h"
#include "games/sipky/sipky_game.h"

namespace sh::sipky {

using Stock = std::array<int, 10>;

// The next card of a one-card throw (a zero is discarded and replaced): probability of
// each value 1..9 (index 0 stays 0) from the unseen cards; a full deck when none is left.
std::array<double, 10> one_card_odds(const Stock& stock);
// The two cards of a throw as an unordered pair: odds[a][b] with a <= b (a > b is 0),
// exact without replacement from `stock`, a pair of zeros folded and redrawn, the stock
// reshuffled (every card not in the throw) when it runs out.
std::array<std::array<double, 10>, 10> two_card_odds(const Stock& stock);

// What the strong player thinks of the position of the player on turn.
struct SipkyAnalysis {
  Action best = kThrowTwo;
  double stop = -1;  // worth of each choice (chance of winning), -1 = not allowed now
  double one = -1;
  double two = -1;
  double bust_one = 0;     // chance that a single card goes over the target
  double bust_two = 0;     // chance that both numbers of two cards go over the target
  double exact_one = 0;    // chance that a single card hits the target exactly
  int compose_limit = 0;   // two cards: the larger number while it lands at most here
};

class SipkyBot {
 public:
  explicit SipkyBot(Level level = Level::Strong, std::uint64_t seed = 0);

  // The action of the player to act in `s` (Decide, Compose or OneCardChoice). Throws
  // std::logic_error at a chance node or at the end.
  Action choose(const SipkyState& s) const;
  Action choose(const State& s) const;

  // The strong player's view of a Decide (or Compose) position; used by the hint.
  SipkyAnalysis analyse(const SipkyState& s) const;
  // The strong player's worth of ending the current throw on `score` (Stojedna: the win
  // chance from there on; exact variant: the chance to win the race), for tests and hints.
  std::vector<double> worth_by_score(const SipkyState& s) const;

  Level level() const { return level_; }

 private:
  Action strong(const SipkyState& s) const;
  Action normal(const SipkyState& s) const;
  Action easy(const SipkyState& s) const;

  Level level_;
  std::uint64_t seed_;
};

}  // namespace sh::sipky
