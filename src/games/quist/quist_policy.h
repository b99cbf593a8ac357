// Numeramis Quist: the card rules of thumb of the easy and normal computer players, on a
// small view of one seat's knowledge (its hand, the values laid, the phase on the table),
// so that the strong player's search can play them out fast on sampled deals. Both read
// only what the seat may know; both are deterministic for a seed.
#pragma once

#include <cstdint>

#include "games/quist/quist_observation.h"
#include "games/quist/quist_rules.h"

namespace sh::quist {

// What one seat knows when it must lay a card (pointers into the caller's data).
struct SeatView {
  int seat = 0;
  const ValueCounts* hand = nullptr;    // own cards (not empty)
  const ValueCounts* played = nullptr;  // values laid so far in this game, table included
  const Play* phase = nullptr;          // the current phase's cards in order
  int phase_size = 0;                   // 0 = leading, 3 = last
  PhaseBest best;                       // highest of the current phase so far
  int stake = 1;                        // tricks at stake (phase number)
  int game_number = 1;
};

// The view of an observation (which must outlive it).
SeatView view_of(const Observation& o);

// The normal player (after the rulebook's basic tactics, with card counting for leads).
int normal_card(const SeatView& v, std::uint64_t seed);
// The easy player: a human's rules of thumb without card counting, and now and then a
// careless card (any card of the hand). Always a card of the hand.
int easy_card(const SeatView& v, std::uint64_t seed);

}  // namespace sh::quist
