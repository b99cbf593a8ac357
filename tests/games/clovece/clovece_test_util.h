// Helpers for the Člověče tests: build a game, set up positions, throw chosen dice.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/clovece/clovece_game.h"
#include "test_support.h"

namespace sh::clovece::testing {

// Lines (keys' sentences, cues) appear in the transcript `out` in this order.
inline void expect_in_order(const std::string& out, const std::vector<std::string>& expected) {
  auto got = sh::test::lines(out);
  std::size_t at = 0;
  for (const auto& line : expected) {
    auto it = std::find(got.begin() + static_cast<std::ptrdiff_t>(at), got.end(), line);
    ASSERT_NE(it, got.end()) << "missing in order: " << line << "\n" << out;
    at = static_cast<std::size_t>(it - got.begin()) + 1;
  }
}

inline constexpr int R = 0, B = 1, G = 2, Y = 3;  // piece colours on the built-in boards

inline std::shared_ptr<const Game> clovece_game(int players, bool play_on = false) {
  return make_clovece_game({{"players", std::to_string(players)}, {"playon", play_on ? "1" : "0"}});
}

inline CloveceState& as_clovece(State& s) { return dynamic_cast<CloveceState&>(s); }
inline const CloveceState& as_clovece(const State& s) { return dynamic_cast<const CloveceState&>(s); }

// A position under construction: starts as the initial one (every house one of each colour).
class Position {
 public:
  explicit Position(int players) : players_(players) {
    for (int s = 0; s < players; ++s)
      for (int c = 0; c < kPieceColours; ++c) pieces_.push_back({c, {Where::House, s, 0}, 0});
  }
  // Takes `colour` from `from_seat`'s house and puts it on a track square.
  Position& track(int colour, int square, int from_seat) { return put(colour, from_seat, {Where::Track, -1, square}); }
  // Takes `colour` from `seat`'s house and puts it in his home at `slot`.
  Position& home(int seat, int colour, int slot) { return put(colour, seat, {Where::Home, seat, slot}); }
  const std::vector<Piece>& pieces() const { return pieces_; }
  // A fresh state of this position with `seat` about to roll.
  std::unique_ptr<State> state(const Game& game, int seat) const {
    auto s = game.new_initial_state();
    as_clovece(*s).set_position(pieces_, seat);
    return s;
  }

 private:
  Position& put(int colour, int seat, Loc to) {
    for (Piece& p : pieces_)
      if (p.colour == colour && p.loc.where == Where::House && p.loc.seat == seat) {
        p.loc = to;
        return *this;
      }
    ADD_FAILURE() << "no piece " << colour << " in house " << seat;
    return *this;
  }
  int players_;
  std::vector<Piece> pieces_;
};

// Throws the given dice (the sequence must end with the first non-six).
inline void throw_dice(State& s, const std::vector<int>& values, Events* events = nullptr) {
  for (int v : values) s.apply(die_action(v), events);
}

inline const Event* find_event(const Events& events, const std::string& type) {
  for (const Event& e : events)
    if (e.type == type) return &e;
  return nullptr;
}

inline int count_events(const Events& events, const std::string& type) {
  int n = 0;
  for (const Event& e : events) n += e.type == type;
  return n;
}

// Colours on a track square, in order of arrival.
inline std::vector<int> colours_on(const CloveceState& s, int square) {
  std::vector<int> out;
  for (int i : s.pieces_on(square)) out.push_back(s.pieces()[static_cast<std::size_t>(i)].colour);
  return out;
}

}  // namespace sh::clovece::testing
