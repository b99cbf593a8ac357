#include "games/clovece/clovece_bot.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <stdexcept>
#include <vector>

#include "core/chance.h"

namespace sh::clovece {
namespace {

constexpr double kHome = 100;       // a colour in the home
constexpr double kInHouse = 8;      // a colour waiting in the house (needs a six)
constexpr double kOnTrack = 12;     // a movable piece on the mover's start square ...
constexpr double kPerLap = 70;      // ... plus this much for a whole lap of progress

std::size_t at(int i) { return static_cast<std::size_t>(i); }

bool decides(const CloveceState& s, int me) {
  return (s.phase() == Phase::Using || s.phase() == Phase::Gifting) && s.turn_player() == me;
}

using Progress = std::array<double, kMaxPlayers>;

// What a movable track piece `rel` steps along a player's path is worth (kOnTrack plus
// its share of a lap), for every rel of a track of `track` squares: the same numbers as
// the formula, looked up instead of divided (the boards have 40 and 60 squares).
class LapWorth {
 public:
  static constexpr int kMaxTrack = 80;
  explicit LapWorth(int track) : track_(track) {
    for (int r = 0; r < track && r < kMaxTrack; ++r) worth_[at(r)] = kOnTrack + kPerLap * r / (track - 1);
  }
  static const LapWorth& of(int track) {
    static const LapWorth k40(40), k60(60);
    return track == 40 ? k40 : k60;
  }
  bool fits(int track) const { return track == track_; }
  double operator[](int rel) const { return worth_[at(rel)]; }

 private:
  int track_;
  std::array<double, kMaxTrack> worth_{};
};

// CloveceBot::progress of seat `only`, or of every seat when `only` < 0, in one pass over
// the pieces (worth() needs them all: this is the search's hottest function).
void progress_into(const CloveceState& s, int only, Progress& out) {
  const CloveceGame& g = s.clovece_game();
  const int n = s.num_players();
  std::array<std::array<double, kPieceColours>, kMaxPlayers> best{};
  std::array<std::array<bool, kPieceColours>, kMaxPlayers> settled{};  // at home or in the house
  for (const Piece& p : s.pieces()) {
    const int seat = p.loc.seat;
    if (only >= 0 && seat != only) continue;
    if (p.loc.where == Where::Home) {
      settled[at(seat)][at(p.colour)] = true;
      best[at(seat)][at(p.colour)] = kHome + 0.5 * p.loc.index;
    } else if (p.loc.where == Where::House) {
      settled[at(seat)][at(p.colour)] = true;
      best[at(seat)][at(p.colour)] = kInHouse;
    }
  }
  const int first = only >= 0 ? only : 0, last = only >= 0 ? only + 1 : n;
  const int track = g.track();
  const LapWorth& table = LapWorth::of(track);
  const bool tabled = table.fits(track);
  for (const Piece& p : s.pieces()) {
    if (p.loc.where != Where::Track) continue;
    for (int q = first; q < last; ++q) {
      if (settled[at(q)][at(p.colour)]) continue;
      int rel = p.loc.index - g.start(q);  // g.rel(q, square) without the divisions
      if (rel < 0) rel += track;
      const double v = tabled ? table[rel] : kOnTrack + kPerLap * rel / (track - 1);
      best[at(q)][at(p.colour)] = std::max(best[at(q)][at(p.colour)], v);
    }
  }
  for (int q = first; q < last; ++q) {
    double total = 0;
    for (double v : best[at(q)]) total += v;
    out[at(q)] = total;
  }
}

}  // namespace

CloveceBot::CloveceBot(std::uint64_t seed, int node_budget) : seed_(seed), budget_(node_budget) {}

CloveceBot::CloveceBot(std::uint64_t seed, Level level, StrongBudget budget)
    : seed_(seed), budget_(3000), level_(level), strong_(budget) {}

std::uint64_t position_key(const CloveceState& s) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  auto mix = [&](std::uint64_t v) { h = (h ^ v) * 0x100000001b3ULL; };
  for (const Piece& p : s.pieces()) mix(static_cast<std::uint64_t>(loc_code(p.loc) + 1));
  mix(static_cast<std::uint64_t>(s.turn_player() + 7));
  for (int t : s.throws()) mix(static_cast<std::uint64_t>(t));
  mix(static_cast<std::uint64_t>(s.next_throw()) + 100);
  mix(static_cast<std::uint64_t>(s.gifts_left()) + 1000);
  return h;
}

double CloveceBot::progress(const CloveceState& s, int seat) {
  Progress p{};
  progress_into(s, seat, p);
  return p[at(seat)];
}

double CloveceBot::worth(const CloveceState& s, int seat) {
  const int n = s.num_players();
  Progress all{};
  progress_into(s, -1, all);
  double mine = all[at(seat)], top = -1e9, sum = 0;
  int others = 0;
  for (int q = 0; q < n; ++q) {
    if (q == seat || s.finished(q)) continue;
    const double v = all[at(q)];
    top = std::max(top, v);
    sum += v;
    ++others;
  }
  if (s.finished(seat)) mine += 1000.0 / s.place(seat);
  if (others == 0) return mine;
  return mine - 0.5 * top - 0.5 * sum / others;
}

double CloveceBot::search(const CloveceState& s, int me, int depth) const {
  if (!decides(s, me) || (depth <= 0 && s.phase() == Phase::Using)) return worth(s, me);
  double best = -std::numeric_limits<double>::infinity();
  for (Action a : s.legal_actions()) {
    CloveceState next = s.scratch();
    next.simulate(a);
    best = std::max(best, search(next, me, s.phase() == Phase::Using ? depth - 1 : depth));
  }
  return best;
}

Action CloveceBot::choose(const State& state) const {
  const auto* c = dynamic_cast<const CloveceState*>(&state);
  if (!c) throw std::logic_error("CloveceBot plays only Člověče");
  return choose(*c);
}

Action CloveceBot::choose(const CloveceState& state) const {
  if (state.phase() != Phase::Using && state.phase() != Phase::Gifting)
    throw std::logic_error("CloveceBot: nothing to decide");
  switch (level_) {
    case Level::Easy: return choose_easy(state);
    case Level::Normal: break;
    case Level::Strong: return choose_strong(state);
  }
  return choose_normal(state);
}

Action CloveceBot::choose_normal(const CloveceState& state) const {
  const int me = state.turn_player();
  auto legal = state.legal_actions();
  if (legal.size() == 1) return legal.front();
  // Depth: as many of the remaining throws as the budget allows at this branching.
  int depth = 1;
  if (state.phase() == Phase::Using) {
    const int left = static_cast<int>(state.throws().size()) - state.next_throw();
    double nodes = static_cast<double>(legal.size());
    while (depth < left && nodes * static_cast<double>(legal.size()) <= budget_) {
      nodes *= static_cast<double>(legal.size());
      ++depth;
    }
  }
  Action best = legal.front();
  double best_value = -std::numeric_limits<double>::infinity();
  const auto step = static_cast<std::uint64_t>(state.pieces().size() * 131 + state.throws().size() * 7 + static_cast<std::size_t>(state.next_throw()));
  for (Action a : legal) {
    CloveceState next = state.scratch();
    next.simulate(a);
    const double noise = static_cast<double>(chance_bits(seed_ ^ step, static_cast<std::uint64_t>(a)) % 1000) * 1e-6;
    const double v = search(next, me, state.phase() == Phase::Using ? depth - 1 : depth) + noise;
    if (v > best_value) best_value = v, best = a;
  }
  return best;
}

// ---------------------------------------------------------------- easy

Action CloveceBot::choose_easy(const CloveceState& state) const {
  auto legal = state.legal_actions();
  if (legal.size() == 1) return legal.front();
  const std::uint64_t key = seed_ ^ position_key(state);
  const auto roll = chance_bits(key, 1) % 100;
  const auto any = [&] { return legal[chance_bits(key, 2) % legal.size()]; };
  if (state.phase() == Phase::Gifting) return roll < 50 ? any() : choose_normal(state);
  const int me = state.turn_player();
  const CloveceGame& g = state.clovece_game();
  if (roll < 25) {  // runs with the front piece
    int best_rel = -1;
    Action front = 0;
    for (const Move& m : state.legal_moves())
      if ((m.kind == MoveKind::Track || m.kind == MoveKind::IntoHome) && g.rel(me, m.from.index) > best_rel)
        best_rel = g.rel(me, m.from.index), front = m.action;
    if (best_rel >= 0) return front;
  }
  if (roll < 40) return any();
  // One throw at a time, its own progress only: captures and gifts go unnoticed.
  Action best = legal.front();
  double best_value = -std::numeric_limits<double>::infinity();
  for (Action a : legal) {
    CloveceState next = state.scratch();
    next.simulate(a);
    const double noise = static_cast<double>(chance_bits(key, static_cast<std::uint64_t>(a)) % 1000) * 1e-3;
    const double v = progress(next, me) + noise;
    if (v > best_value) best_value = v, best = a;
  }
  return best;
}

// ---------------------------------------------------------------- strong

namespace {

// The rollout's score: a won or lost game outweighs any position.
double outcome(const CloveceState& s, int me) {
  const int w = s.winner();
  if (w >= 0 && w != me) return CloveceBot::worth(s, me) - 2000;
  return CloveceBot::worth(s, me);
}

}  // namespace

double CloveceBot::rollout(CloveceState s, int me, std::uint64_t dice_seed) const {
  const CloveceBot finisher(seed_, 300);      // the rest of my turn (a smaller search)
  const CloveceBot quick(seed_, 1);           // everybody's following turn
  std::uint64_t k = 0;
  bool left = false;  // my turn is over
  for (int guard = 0; guard < 4000; ++guard) {
    const Phase ph = s.phase();
    if (ph == Phase::GameOver) break;
    if (s.turn_player() != me) left = true;
    if (ph == Phase::Opening || ph == Phase::Rolling) {
      if (left && s.turn_player() == me) break;  // about to roll again: score it
      s.simulate(die_action(1 + static_cast<int>(chance_bits(dice_seed, k++) % 6)));
      continue;
    }
    s.simulate(left ? quick.choose_normal(s) : finisher.choose_normal(s));
  }
  return outcome(s, me);
}

Action CloveceBot::choose_strong(const CloveceState& state) const {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  auto legal = state.legal_actions();
  last_rounds_ = 0;
  if (legal.size() == 1) return legal.front();
  const int me = state.turn_player();
  const std::uint64_t base = seed_ ^ (position_key(state) * 0x2545f4914f6cdd1dULL);
  std::vector<CloveceState> starts;
  starts.reserve(legal.size());
  for (Action a : legal) {
    starts.push_back(state.scratch());
    starts.back().simulate(a);
  }
  const bool timed = strong_.rounds <= 0;
  const int limit = std::max(1, timed ? strong_.max_rounds : strong_.rounds);
  const Clock::time_point deadline =
      start + std::chrono::milliseconds(std::max(1, strong_.time_ms)) * kDeadlinePercent / 100;
  Clock::duration longest_round{0}, longest_rollout{0};
  std::vector<double> sums(legal.size(), 0.0), round(legal.size(), 0.0);
  int rounds = 0;
  while (rounds < limit) {
    // Past the minimum, a round (or a rollout) begins only if it should end in time.
    const bool checked = timed && rounds >= std::max(1, strong_.min_rounds);
    const Clock::time_point round_start = timed ? Clock::now() : start;
    if (checked && round_start + longest_round >= deadline) break;
    const std::uint64_t dice = chance_bits(base, static_cast<std::uint64_t>(rounds));
    bool whole = true;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      if (!timed) {
        round[i] = rollout(starts[i], me, dice);
        continue;
      }
      const Clock::time_point t = Clock::now();
      if (checked && t + longest_rollout >= deadline) {
        whole = false;  // the CPU got slower: drop this round
        break;
      }
      round[i] = rollout(starts[i], me, dice);
      longest_rollout = std::max(longest_rollout, Clock::now() - t);
    }
    if (!whole) break;
    for (std::size_t i = 0; i < legal.size(); ++i) sums[i] += round[i];
    ++rounds;
    if (timed) longest_round = std::max(longest_round, Clock::now() - round_start);
  }
  last_rounds_ = rounds;
  std::size_t best = 0;
  for (std::size_t i = 1; i < legal.size(); ++i)
    if (sums[i] > sums[best]) best = i;
  return legal[best];
}

}  // namespace sh::clovece
