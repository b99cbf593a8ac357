#include "games/clovece/clovece_bot.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

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

}  // namespace

CloveceBot::CloveceBot(std::uint64_t seed, int node_budget) : seed_(seed), budget_(node_budget) {}

double CloveceBot::progress(const CloveceState& s, int seat) {
  const CloveceGame& g = s.clovece_game();
  std::array<double, kPieceColours> best{};
  std::array<bool, kPieceColours> home{}, house{};
  for (const Piece& p : s.pieces()) {
    if (p.loc.seat != seat) continue;
    if (p.loc.where == Where::Home) {
      home[at(p.colour)] = true;
      best[at(p.colour)] = kHome + 0.5 * p.loc.index;
    } else if (p.loc.where == Where::House) {
      house[at(p.colour)] = true;
      best[at(p.colour)] = kInHouse;
    }
  }
  for (const Piece& p : s.pieces()) {
    if (p.loc.where != Where::Track || home[at(p.colour)] || house[at(p.colour)]) continue;
    const double v = kOnTrack + kPerLap * g.rel(seat, p.loc.index) / (g.track() - 1);
    best[at(p.colour)] = std::max(best[at(p.colour)], v);
  }
  double total = 0;
  for (double v : best) total += v;
  return total;
}

double CloveceBot::worth(const CloveceState& s, int seat) {
  const int n = s.num_players();
  double mine = progress(s, seat), top = -1e9, sum = 0;
  int others = 0;
  for (int q = 0; q < n; ++q) {
    if (q == seat || s.finished(q)) continue;
    const double v = progress(s, q);
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

}  // namespace sh::clovece
