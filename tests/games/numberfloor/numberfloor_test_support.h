// Helpers for the Numberfloor tests: a game from options, a dealer-mode deal of chosen
// hands and start cards, chosen draws, and event lookup.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/numberfloor/numberfloor_game.h"

namespace sh::numberfloor::testing {

inline std::shared_ptr<const Game> nf_game(int players, const std::string& variant = "full",
                                           const std::string& mode = "dealer", int starts = 1) {
  return make_numberfloor_game({{"players", std::to_string(players)},
                                {"variant", variant},
                                {"mode", mode},
                                {"starts", std::to_string(starts)}});
}

inline NumberfloorState& as_nf(State& s) { return dynamic_cast<NumberfloorState&>(s); }

// Card types, readable: F(5) floor 5, N(5) night 5, B(3) balloon 3.
inline int F(int v) { return floor_card(v); }
inline int N(int v) { return night_card(v); }
inline int B(int v) { return balloon_card(v); }

// Dealer mode: deals six chosen cards to every seat (hands[seat]), then the start cards
// (`start`: floor, balloon; in Beginner two floors). Returns the state at the first turn.
inline std::unique_ptr<State> dealt(const Game& game, const std::vector<std::vector<int>>& hands,
                                    const std::vector<int>& start, Events* events = nullptr) {
  auto state = game.new_initial_state();
  auto& s = as_nf(*state);
  const int n = s.num_players();
  for (int k = 0; k < kHandSize * n; ++k) {
    const int seat = (s.config().starter + k) % n;
    state->apply(chance_card(hands.at(static_cast<std::size_t>(seat)).at(static_cast<std::size_t>(k / n))), events);
  }
  for (int t : start) state->apply(chance_card(t), events);
  return state;
}

// Dealer mode: the cards the pending draw brings.
inline void draws(State& s, const std::vector<int>& cards, Events* events = nullptr) {
  for (int t : cards) s.apply(chance_card(t), events);
}

inline const Event* find_event(const Events& events, const std::string& type) {
  for (const Event& e : events)
    if (e.type == type) return &e;
  return nullptr;
}

inline std::vector<int> mask_values(std::uint16_t mask) {
  std::vector<int> out;
  for (int v = 0; v < kFloors; ++v)
    if (fits(mask, v)) out.push_back(v);
  return out;
}

}  // namespace sh::numberfloor::testing
