#include "games/quist/quist_search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <numeric>
#include <stdexcept>

#include "core/chance.h"
#include "games/quist/quist_policy.h"

namespace sh::quist {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The rest of one game with every hand known: the engine's play rules on plain arrays
// (QuistState::apply_play, resolve_phase, award_trick without events or journal).
struct Playout {
  std::array<ValueCounts, kSeats> hands{};
  std::array<int, kSeats> held{};
  int remaining = 0;  // cards in all hands
  ValueCounts played{};
  std::array<Play, kSeats> phase{};
  int size = 0;
  PhaseBest best;  // of the cards of the current phase
  int leader = 0;
  int stake = 1;
  std::array<int, kTeams> tricks{};
  int game_number = 1;

  bool over() const { return size == 0 && remaining == 0; }
  int to_play() const { return (leader + size) & (kSeats - 1); }

  void lay(int value) {
    const int seat = to_play();
    --hands[at(seat)][at(value)];
    --held[at(seat)];
    --remaining;
    ++played[at(value)];
    phase[at(size++)] = {seat, value};
    if (value > best.value) best = {value, seat, 1};
    else if (value == best.value) ++best.count;
    if (size < kSeats) return;
    size = 0;
    leader = best.seat;
    if (best.count == 1 || held[at(seat)] == 0) {
      tricks[at(team_of(best.seat))] += stake;
      stake = 1;
    } else {
      ++stake;
    }
    best = PhaseBest{};
  }

  SeatView view() const {
    SeatView v;
    v.seat = to_play();
    v.hand = &hands[at(v.seat)];
    v.played = &played;
    v.phase = phase.data();
    v.phase_size = size;
    v.best = best;
    v.stake = stake;
    v.game_number = game_number;
    return v;
  }
};

static_assert((kSeats & (kSeats - 1)) == 0, "to_play() wraps with a mask");

// The wall clock of a time budget: whether one more sampled deal, at the mean time of the
// deals so far, still ends before the deadline.
class Clock {
 public:
  using Time = std::chrono::steady_clock::time_point;
  explicit Clock(const SearchBudget& budget)
      : start_(std::chrono::steady_clock::now()),
        deadline_(start_ + std::chrono::milliseconds(std::max(1, budget.time_ms)) * kDeadlinePercent / 100) {}

  bool another_fits(int done) const {
    const Time now = std::chrono::steady_clock::now();
    if (done <= 0) return now < deadline_;
    const auto mean = (now - start_) / done;
    return now + mean < deadline_;
  }

 private:
  Time start_;
  Time deadline_;
};

// A small fast generator (splitmix64 steps).
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// The starting point of every playout: the observation with the other hands empty.
Playout root_of(const Observation& o) {
  Playout p;
  p.hands[at(o.seat)] = o.hand;
  p.held = o.cards_left;
  p.remaining = std::accumulate(p.held.begin(), p.held.end(), 0);
  p.played = o.played;
  const Phase& phase = o.table.back();
  for (const Play& play : phase) p.phase[at(p.size++)] = play;
  p.best = best_of(phase);
  p.leader = o.leader;
  p.stake = o.stake;
  p.tricks = o.game_tricks;
  p.game_number = o.game_number;
  return p;
}

// Deals the unseen cards at random into the other seats' hands (as many as each holds).
void sample_deal(Playout& p, int me, const ValueCounts& unseen, int unseen_total, Rng& rng) {
  ValueCounts pool = unseen;
  int total = unseen_total;
  for (int s = 0; s < kSeats; ++s) {
    if (s == me) continue;
    ValueCounts& hand = p.hands[at(s)];
    hand = {};
    for (int k = 0; k < p.held[at(s)]; ++k) {
      int r = rng.below(total);
      int v = 0;
      while (r >= pool[at(v)]) r -= pool[at(v++)];
      --pool[at(v)];
      --total;
      ++hand[at(v)];
    }
  }
}

}  // namespace

const CardScore& SearchResult::chosen() const {
  for (const CardScore& c : cards)
    if (c.value == best) return c;
  throw std::logic_error("quist search: no chosen card");
}

SearchResult search(const Observation& o, std::uint64_t seed, const SearchBudget& budget) {
  if (!o.my_turn || !o.hand_known) throw std::logic_error("quist search: not its turn or hand unknown");
  const int me = o.seat;
  SearchResult result;
  for (int v = 0; v < kValues; ++v)
    if (o.hand[at(v)] > 0) result.cards.push_back({v, 0, 0, 0});
  if (result.cards.empty()) throw std::logic_error("quist search: empty hand");
  if (result.cards.size() == 1) {
    result.best = result.cards.front().value;
    return result;
  }

  ValueCounts unseen{};
  int unseen_total = 0;
  for (int v = 0; v < kValues; ++v) {
    unseen[at(v)] = kCopies - o.played[at(v)] - o.hand[at(v)];
    unseen_total += unseen[at(v)];
  }
  int needed = 0;
  for (int s = 0; s < kSeats; ++s)
    if (s != me) needed += o.cards_left[at(s)];
  if (needed > unseen_total) throw std::logic_error("quist search: more hidden cards than unseen ones");

  const int laid = std::accumulate(o.played.begin(), o.played.end(), 0);
  Rng rng{chance_bits(seed, static_cast<std::uint64_t>(o.game_number * 4096 + laid * 4 + me))};
  const Playout root = root_of(o);
  const int team = team_of(me);
  const int limit = budget.samples > 0 ? budget.samples : budget.max_samples;
  const Clock clock(budget);

  std::array<double, kValues> wins{}, tricks{};
  int n = 0;
  for (; n < limit; ++n) {
    if (budget.samples <= 0 && n >= std::max(1, budget.min_samples) && !clock.another_fits(n)) break;
    Playout deal = root;
    sample_deal(deal, me, unseen, unseen_total, rng);
    const std::uint64_t playout_seed = rng.next();
    for (std::size_t c = 0; c < result.cards.size(); ++c) {
      Playout p = deal;
      p.lay(result.cards[c].value);
      while (!p.over()) p.lay(normal_card(p.view(), playout_seed));
      const int mine = p.tricks[at(team)];
      wins[c] += mine > p.tricks[at(1 - team)] ? 1 : 0;
      tricks[c] += mine;
    }
  }
  result.samples = n;
  double best_score = -1;
  for (std::size_t c = 0; c < result.cards.size(); ++c) {
    CardScore& card = result.cards[c];
    card.win = wins[c] / n;
    card.tricks = tricks[c] / n;
    card.score = card.win + card.tricks / 100.0;
    if (card.score > best_score + 1e-12) {
      best_score = card.score;
      result.best = card.value;
    }
  }
  return result;
}

}  // namespace sh::quist
