// Numeramis Quist: deck and seat arithmetic shared by the engine, the bot and the tests.
// Seats are numbered clockwise; the next seat to the left plays next; partners sit
// opposite, so team 0 is seats 0 and 2, team 1 seats 1 and 3.
#pragma once

#include <array>
#include <vector>

namespace sh::quist {

inline constexpr int kSeats = 4;
inline constexpr int kTeams = 2;
inline constexpr int kValues = 10;   // card values 0..9
inline constexpr int kCopies = 8;    // eight cards of each value: the 80-card Numeramis deck
inline constexpr int kHandSize = 9;  // nine cards each, the other 44 stay unused
inline constexpr int kCardsPerGame = kSeats * kHandSize;
inline constexpr int kTricksPerGame = kHandSize;  // cards won / 4, always shared out

inline constexpr int team_of(int seat) { return seat % 2; }
inline constexpr int partner_of(int seat) { return (seat + 2) % kSeats; }
inline constexpr int left_of(int seat) { return (seat + 1) % kSeats; }
inline constexpr bool is_card_value(int v) { return v >= 0 && v < kValues; }

// How many cards of each value (index = value).
using ValueCounts = std::array<int, kValues>;

// One card laid on the table.
struct Play {
  int seat = 0;
  int value = 0;
  bool operator==(const Play&) const = default;
};

// The cards of one phase of a trick in the order they were laid (up to four).
using Phase = std::vector<Play>;

// The highest value of a phase, the seat that laid it first, and how many laid it.
struct PhaseBest {
  int value = -1;
  int seat = -1;
  int count = 0;
};

inline PhaseBest best_of(const Phase& phase) {
  PhaseBest best;
  for (const Play& p : phase) {
    if (p.value > best.value) {
      best = {p.value, p.seat, 1};
    } else if (p.value == best.value) {
      ++best.count;
    }
  }
  return best;
}

}  // namespace sh::quist
