// Numeramis Quist: a computer player at one of three levels. It decides from its seat's
// Observation only (its own hand, the cards laid, public counts), never from other hands,
// so it cannot cheat. Levels (core::Level, option "level"):
// - easy: the rulebook's rules of thumb without counting cards, and about one card in three
//   a careless one (quist_policy.h);
// - normal: the rules of thumb with card counting for leads (quist_policy.h);
// - strong: information-set Monte Carlo search over sampled deals of the unseen cards,
//   played out by the normal player (quist_search.h), within a SearchBudget.
// Deterministic for a seed, except strong with a wall-clock budget (budget.samples == 0).
#pragma once

#include <cstdint>

#include "core/game.h"
#include "core/game_options.h"
#include "games/quist/quist_observation.h"
#include "games/quist/quist_search.h"

namespace sh::quist {

class QuistBot {
 public:
  explicit QuistBot(std::uint64_t seed = 0, Level level = Level::Normal, SearchBudget budget = {})
      : seed_(seed), level_(level), budget_(budget) {}

  // The card value to lay. Requires obs.my_turn and obs.hand_known (dealer mode) and a
  // card in the hand; throws std::logic_error otherwise.
  Action choose(const Observation& obs) const;

  Level level() const { return level_; }
  const SearchBudget& budget() const { return budget_; }

 private:
  std::uint64_t seed_;
  Level level_;
  SearchBudget budget_;
};

}  // namespace sh::quist
