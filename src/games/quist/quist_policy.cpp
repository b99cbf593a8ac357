#include "games/quist/quist_policy.h"

#include <algorithm>
#include <numeric>

#include "core/chance.h"

// Normal (simple and explainable, after the rulebook's "basic tactics"):
// - Do not fight for a trick the partner already wins alone: throw the lowest card.
// - Last to play: take the trick with the cheapest card that is higher than the best one;
//   if that is impossible, tie a lone opponent's best card when two or more tricks are at
//   stake (the tie forces another phase), otherwise throw the lowest card.
// - Second or third: with opponents still to play, contest only with a strong card (the
//   cheapest card above the best that is at least `kStrong`), or with the highest card
//   when a tie has raised the stake; otherwise throw the lowest card.
// - Leading: with a tie's stake lay the highest card; lay a card nobody can beat or tie if
//   one is known from the counts; open a game with a middle card (rulebook advice);
//   otherwise lead low (one of the two lowest values, chosen by the seed).
// Easy: the same rules of thumb without counting cards, and about one card in three a
// careless one (any card of the hand: overtaking the partner, wasting a high card, ...).

namespace sh::quist {

namespace {

constexpr int kStrong = 6;
constexpr std::uint64_t kCarelessPercent = 35;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

class HandView {
 public:
  explicit HandView(const ValueCounts& hand) : hand_(hand) {}
  bool has(int v) const { return is_card_value(v) && hand_[at(v)] > 0; }
  int lowest() const { return next_from(0); }
  int highest() const {
    for (int v = kValues - 1; v >= 0; --v)
      if (has(v)) return v;
    return -1;
  }
  // The lowest value >= from, or -1.
  int next_from(int from) const {
    for (int v = std::max(from, 0); v < kValues; ++v)
      if (has(v)) return v;
    return -1;
  }
  // The lowest value other than `avoid` (laying `avoid` would tie), or `avoid` itself.
  int lowest_except(int avoid) const {
    for (int v = 0; v < kValues; ++v)
      if (has(v) && v != avoid) return v;
    return avoid;
  }
  // The n-th card in ascending order (0-based).
  int nth_card(int n) const {
    for (int v = 0; v < kValues; ++v) {
      n -= hand_[at(v)];
      if (n < 0) return v;
    }
    return highest();
  }
  int count() const { return std::accumulate(hand_.begin(), hand_.end(), 0); }

 private:
  const ValueCounts& hand_;
};

// True if no card another player may still hold can reach `v` (cards unseen by this seat).
bool unbeatable(const SeatView& o, int v) {
  for (int w = v; w < kValues; ++w)
    if (kCopies - (*o.played)[at(w)] - (*o.hand)[at(w)] > 0) return false;
  return true;
}

int laid_count(const SeatView& o) { return std::accumulate(o.played->begin(), o.played->end(), 0); }

int rule_of_thumb(const SeatView& o, std::uint64_t seed, bool counting) {
  const HandView hand(*o.hand);
  const int position = o.phase_size;  // 0 = leading, 3 = last
  const PhaseBest best = o.best;
  const bool partner_alone_best = best.count == 1 && best.seat == partner_of(o.seat);

  if (position == 0) {
    if (o.stake >= 2) return hand.highest();
    const int top = hand.highest();
    if (counting && unbeatable(o, top)) return top;
    const int laid = laid_count(o);
    if (laid == 0) return hand.nth_card(hand.count() / 2);
    const std::uint64_t bits = chance_bits(seed, static_cast<std::uint64_t>(o.game_number * 64 + laid));
    const int low = hand.lowest();
    const int second = hand.next_from(low + 1);
    return (bits % 3 == 0 && second >= 0 && second < kStrong) ? second : low;
  }

  if (partner_alone_best) return hand.lowest_except(best.value);

  const int above = hand.next_from(best.value + 1);
  if (position == kSeats - 1) {
    if (above >= 0) return above;
    if (best.count == 1 && o.stake >= 2 && hand.has(best.value)) return best.value;
    return hand.lowest();
  }

  // Second or third in the phase: an opponent plays after us.
  if (o.stake >= 2 && hand.highest() > best.value) return hand.highest();
  const int strong = hand.next_from(std::max(best.value + 1, kStrong));
  if (strong >= 0) return strong;
  return hand.lowest_except(best.value);
}

}  // namespace

SeatView view_of(const Observation& o) {
  SeatView v;
  v.seat = o.seat;
  v.hand = &o.hand;
  v.played = &o.played;
  static const Phase kEmpty;
  const Phase& phase = o.table.empty() ? kEmpty : o.table.back();
  v.phase = phase.data();
  v.phase_size = static_cast<int>(phase.size());
  v.best = o.best;
  v.stake = o.stake;
  v.game_number = o.game_number;
  return v;
}

int normal_card(const SeatView& v, std::uint64_t seed) { return rule_of_thumb(v, seed, true); }

int easy_card(const SeatView& v, std::uint64_t seed) {
  const std::uint64_t bits =
      chance_bits(seed ^ 0xEA5EEA5EULL, static_cast<std::uint64_t>(v.game_number * 64 + laid_count(v)));
  if (bits % 100 < kCarelessPercent) {
    const HandView hand(*v.hand);
    return hand.nth_card(static_cast<int>((bits >> 20) % static_cast<std::uint64_t>(hand.count())));
  }
  return rule_of_thumb(v, seed, false);
}

}  // namespace sh::quist
