// Helpers for the KIVI tests: build a game, roll chosen dice, place stones anywhere.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/kivi/kivi_game.h"

namespace sh::kivi::testing {

inline std::shared_ptr<const Game> kivi_game(int players) {
  return make_kivi_game({{"players", std::to_string(players)}});
}

inline KiviState& as_kivi(State& s) { return dynamic_cast<KiviState&>(s); }

// Feeds the dice of the roll in progress (as many values as dice are still to roll).
inline void roll_dice(State& s, const std::vector<int>& values, Events* events = nullptr) {
  ASSERT_EQ(static_cast<std::size_t>(as_kivi(s).dice_to_roll()), values.size());
  for (int v : values) s.apply(die_action(v), events);
}

// Rolls five of a kind (a joker for any free cell) and places the turn player's stone.
inline void place_with_joker(State& s, int cell, Events* events = nullptr) {
  roll_dice(s, {1, 1, 1, 1, 1, 2}, events);
  s.apply(place_action(cell), events);
}

inline int rc(int row, int col) { return cell_of(row, col); }

inline const Event* find_event(const Events& events, const std::string& type) {
  for (const Event& e : events)
    if (e.type == type) return &e;
  return nullptr;
}

}  // namespace sh::kivi::testing
