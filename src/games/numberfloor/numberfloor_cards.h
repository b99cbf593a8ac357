// Numberfloor: the kinds of cards, their numbering as card types, and the one placement
// rule every part shares (engine, computer player, narration, tests): which floor values
// may be laid on a floor card under a given balloon card. Floors wrap modulo 10.
#pragma once

#include <array>
#include <cstdint>

namespace sh::numberfloor {

inline constexpr int kFloors = 10;  // floor values 0..9

enum class Kind { Floor = 0, Night = 1, Balloon = 2, Nearest = 3, Even = 4, Odd = 5, Skip = 6 };

// Card types: 0-9 floor v, 10-19 night floor v, 20-29 balloon v (1-9 used), 30 nearest,
// 31 any even, 32 any odd, 33 skip turn.
inline constexpr int kCardTypes = 34;
inline constexpr int kNightBase = 10;
inline constexpr int kBalloonBase = 20;
inline constexpr int kNearest = 30;
inline constexpr int kEven = 31;
inline constexpr int kOdd = 32;
inline constexpr int kSkip = 33;

inline constexpr int floor_card(int v) { return v; }
inline constexpr int night_card(int v) { return kNightBase + v; }
inline constexpr int balloon_card(int v) { return kBalloonBase + v; }

inline constexpr bool is_card_type(int t) { return t >= 0 && t < kCardTypes; }
inline constexpr Kind kind_of(int t) {
  return t < kNightBase ? Kind::Floor
         : t < kBalloonBase ? Kind::Night
         : t < kNearest ? Kind::Balloon
         : t == kNearest ? Kind::Nearest
         : t == kEven ? Kind::Even
         : t == kOdd ? Kind::Odd
                     : Kind::Skip;
}
// The number printed on a floor, night or numbered balloon card; -1 for a special balloon.
inline constexpr int value_of(int t) { return t < kNearest ? t % 10 : -1; }
// Floor and night floor cards go on a floor pile.
inline constexpr bool is_floor(int t) { return t >= 0 && t < kBalloonBase; }
inline constexpr bool is_balloon(int t) { return t >= kBalloonBase && t < kCardTypes; }
inline constexpr bool is_numbered_balloon(int t) { return t >= kBalloonBase && t < kNearest; }
inline constexpr bool is_night(int t) { return t >= kNightBase && t < kBalloonBase; }

// How many cards of each type (a hand, the stock, a deck).
using CardCounts = std::array<int, kCardTypes>;

inline int total(const CardCounts& c) {
  int n = 0;
  for (int k : c) n += k;
  return n;
}

inline constexpr int wrap(int v) { return ((v % kFloors) + kFloors) % kFloors; }

// Bit v set = floor value v may be laid on floor `floor` while balloon card `balloon` is on
// top of the balloon pile. An equal floor always fits (rule 1 of the rulebook).
inline constexpr std::uint16_t allowed_floors(int floor, int balloon) {
  std::uint16_t mask = static_cast<std::uint16_t>(1u << floor);
  auto add = [&mask](int v) { mask = static_cast<std::uint16_t>(mask | (1u << wrap(v))); };
  switch (kind_of(balloon)) {
    case Kind::Balloon:
      add(floor + value_of(balloon));
      add(floor - value_of(balloon));
      break;
    case Kind::Nearest:
      for (int d = -2; d <= 2; ++d) add(floor + d);
      break;
    case Kind::Even:
      for (int v = 0; v < kFloors; v += 2) add(v);
      break;
    case Kind::Odd:
      for (int v = 1; v < kFloors; v += 2) add(v);
      break;
    case Kind::Skip:  // until covered: only the equal floor
    case Kind::Floor:
    case Kind::Night:
      break;
  }
  return mask;
}

// allowed_floors() for every floor value and card type, computed once (the engine asks it
// for every action).
struct AllowedTable {
  std::array<std::array<std::uint16_t, kCardTypes>, kFloors> mask{};
  constexpr AllowedTable() {
    for (int f = 0; f < kFloors; ++f)
      for (int t = 0; t < kCardTypes; ++t) mask[static_cast<std::size_t>(f)][static_cast<std::size_t>(t)] = allowed_floors(f, t);
  }
};
inline constexpr AllowedTable kAllowed{};
// The same as allowed_floors(floor, balloon) for floor 0..9 and balloon -1..33 (-1: none,
// only the equal floor).
inline std::uint16_t allowed_fast(int floor, int balloon) {
  if (balloon < 0) return static_cast<std::uint16_t>(1u << floor);
  return kAllowed.mask[static_cast<std::size_t>(floor)][static_cast<std::size_t>(balloon)];
}

// The beginner game (no balloons): equal, one up or one down (0 follows 9).
inline constexpr std::uint16_t beginner_allowed(int floor) {
  return static_cast<std::uint16_t>((1u << floor) | (1u << wrap(floor + 1)) | (1u << wrap(floor - 1)));
}

inline constexpr bool fits(std::uint16_t mask, int value) { return (mask >> value) & 1u; }

}  // namespace sh::numberfloor
