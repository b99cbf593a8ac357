// Numberfloor: the computer player at three levels. It sees only its own Observation (own
// hand, piles, public counts, the box's composition), never another hand.
//
// Normal: on its turn it searches the sequences of cards it could lay now (floor cards that
// fit, balloons that open a floor card of its hand) and follows the best one: the hand
// emptied (a star) first, then the most floor cards, using as few balloons as it can and
// keeping night floor cards for take-overs; then it lays "skip turn" as its last card, and
// when its floor cards are all out, its balloons, skip last. Unable to lay a floor card, it
// draws two; still unable, it says PAS. Out of turn it takes a turn over with a night floor
// card whenever one fits.
//
// Easy (human mistakes): lays the first floor card of its hand that fits, without looking
// ahead; forgets its balloons (lays one only when the rules leave nothing else: a floor card
// of the hand fits under it and drawing is therefore refused, or only balloons are left);
// never lays "skip turn" on purpose and never claims a take-over (it forgets night cards).
//
// Strong (information-set Monte Carlo): the candidate plans are the distinct ends of this
// turn the normal search reaches (which cards are left, which floor and balloon on top) and
// their ways to finish (with or without "skip turn" last, another balloon left on top, all
// balloons out), in this order: the normal choice; other ends laying the same cards in
// another order (the one leaving the next player the least chance of a fitting floor card
// becomes the default); then other finishes and ends laying fewer cards. Each sample deals
// the cards this seat has not seen (the box minus the piles minus its hand) at random into
// the other hands (their public sizes) and the stock; every plan is played from the same
// sample with the same chance, then all seats play normal until somebody wins the next
// star (or for a few more turns of the seat: how far its hand is ahead). A plan replaces the
// default only when its paired gain is above z standard errors (the best of several noisy
// averages is otherwise often a plan that got lucky). A time budget (default 300 ms of wall
// time per decision: the samples stop by 5/6 of it, 250 ms, and no playout starts that
// would overrun that) or a fixed number of samples (tournament, tests, hints), which a time
// cap may cut short (a hint a person waits for: the same 5/6 rule). Once decided, the
// rest of the plan is followed while the table goes as expected (the bot object that made
// the plan remembers it). Take-overs: as normal.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/game.h"
#include "core/game_options.h"
#include "games/numberfloor/numberfloor_game.h"

namespace sh::numberfloor {

// The strong player's search budget.
struct StrongBudget {
  int time_ms = 300;   // wall time per decision, when iterations == 0
  int iterations = 0;  // > 0: exactly this many samples per decision (deterministic)...
  int cap_ms = 0;      // ...unless this wall time (> 0) ends them sooner
  int candidates = 16; // plans compared
  int rounds = 0;      // > 0: a playout ends after this many more turns of the seat (0: at the next star)
  double z = 1.64;     // another plan than normal's needs a gain above z standard errors
  bool claims = true;  // the players of the playouts claim take-overs (as at a real table)
};

// One way to finish the turn from here: the actions in order (the last ends the turn, or
// empties the hand), what it lays, and the normal search's score.
struct TurnPlan {
  std::vector<Action> actions;
  int floors = 0;
  int balloons = 0;
  bool star = false;  // it empties the hand
  int score = 0;
};

// A decision with what the hint says about it.
struct BotDecision {
  Action action = kEndTurn;
  TurnPlan plan;       // empty for drawing or PAS
  double value = -1;   // strong: the average value of the plan over the samples (-1: none)
  double star_share = -1;  // strong: the share of samples in which the seat won the next star
  int samples = 0;
  int plans = 0;       // plans compared
};

class NumberfloorBot {
 public:
  // `game` is needed by the strong level (its samples are states of this game; without it
  // strong plays normal). `node_budget` bounds the turn search of one decision.
  explicit NumberfloorBot(Level level = Level::Normal, std::shared_ptr<const NumberfloorGame> game = nullptr,
                          int node_budget = 4000);

  Level level() const { return level_; }
  void set_budget(StrongBudget budget) { strong_ = budget; }
  const StrongBudget& budget() const { return strong_; }

  // The action of the seat on turn (o.seat == o.turn_player, hand known). `seed` makes the
  // strong samples reproducible.
  Action choose(const Observation& o, std::uint64_t seed = 0) const;
  // The same with the plan behind it (the hint's reason).
  BotDecision decide(const Observation& o, std::uint64_t seed = 0) const;
  // Out of turn: the take-over action o.seat makes now, if any. The engine still checks
  // what the bot cannot see (the current player must hold a floor card).
  std::optional<Action> take_over(const Observation& o) const;

  // Every plan for the rest of this turn the normal search finds (distinct ends), best
  // normal score first; empty when no floor card can be laid and none was laid.
  std::vector<TurnPlan> plans(const Observation& o) const;

 private:
  Action choose_normal(const Observation& o) const;
  Action choose_easy(const Observation& o) const;
  BotDecision decide_strong(const Observation& o, std::uint64_t seed) const;

  Level level_;
  std::shared_ptr<const NumberfloorGame> game_;
  int budget_;
  StrongBudget strong_;
  // The plan being followed (strong): the rest of its actions and the observation expected
  // before the next one.
  struct Following {
    std::vector<Action> rest;
    Observation expect;
  };
  mutable std::optional<Following> following_;
};

}  // namespace sh::numberfloor
