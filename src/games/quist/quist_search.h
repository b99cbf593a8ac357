// Numeramis Quist: the strong computer player's search (information-set Monte Carlo, also
// called determinized sampling). From one seat's Observation only it samples deals of the
// cards it has not seen (values still unaccounted for: 8 of each value minus its own hand
// minus every card laid this game) into the other hands, keeping each hand's size; it never
// reads another hand. On every sampled deal each distinct value of its hand is played out to
// the end of the game with the normal player in all four seats (the same deal for every
// candidate, so the comparison is fair), and the card whose team won the game most often
// (then took most tricks) is chosen. Budget: a fixed number of sampled deals (deterministic
// for a seed: the tournament, tests, hints) or wall-clock time (play). With a time budget
// the search keeps a margin for a shared, busy CPU: it begins no deal that its running
// mean time of a deal says would end after kDeadlinePercent of the budget, yet always
// samples min_samples deals (a few milliseconds) so that its choice stays a search.
#pragma once

#include <cstdint>
#include <vector>

#include "games/quist/quist_observation.h"

namespace sh::quist {

struct SearchBudget {
  int samples = 0;          // > 0: exactly this many sampled deals (deterministic)
  int time_ms = 300;        // otherwise the decision's wall time: sample until the deadline...
  int max_samples = 10000;  // ...or this many deals (about 100 ms on one core),
  int min_samples = 100;    // ...but at least this many (under 5 ms on one core)
};

// The share of a time budget after which no sampled deal may end (the rest is the margin
// for a descheduled thread and for the caller's work around the search).
inline constexpr int kDeadlinePercent = 80;

struct CardScore {
  int value = 0;
  double win = 0;     // share of playouts in which the seat's team won the game
  double tricks = 0;  // mean tricks of the seat's team at the end of the game
  double score = 0;   // what is maximised: win + tricks / 100 (tricks break ties)
};

struct SearchResult {
  int best = -1;                  // the chosen value
  std::vector<CardScore> cards;   // every distinct value of the hand
  int samples = 0;                // sampled deals played out
  const CardScore& chosen() const;
};

// Requires o.my_turn, o.hand_known and a non-empty hand (throws std::logic_error).
SearchResult search(const Observation& o, std::uint64_t seed, const SearchBudget& budget);

}  // namespace sh::quist
