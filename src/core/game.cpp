#include "core/game.h"

#include <algorithm>
#include <stdexcept>

namespace sh {

bool State::is_legal(Action a) const {
  auto legal = legal_actions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

void State::apply(Action a, Events* events) {
  if (!is_legal(a))
    throw std::invalid_argument("illegal action " + std::to_string(a) + " (" + action_to_string(a) + ")");
  if (events) {
    do_apply(a, *events);
  } else {
    // Nobody listens: the engine may build no events (events_wanted() is false meanwhile).
    struct Quiet {
      bool& wanted;
      explicit Quiet(bool& w) : wanted(w) { wanted = false; }
      ~Quiet() { wanted = true; }
      Quiet(const Quiet&) = delete;
      Quiet& operator=(const Quiet&) = delete;
    } quiet(events_wanted_);
    Events dropped;
    do_apply(a, dropped);
  }
  history_.push_back(a);
}

std::unique_ptr<State> replay(const Game& game, const std::vector<Action>& actions) {
  auto state = game.new_initial_state();
  for (Action a : actions) state->apply(a);
  return state;
}

}  // namespace sh
