#include "games/sipky/sipky_bot.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "core/chance.h"

namespace sh::sipky {

namespace {

constexpr double kEps = 1e-12;
constexpr int kRaceTurns = 50;         // exact variant: turns looked ahead
constexpr double kRacePatience = 0.85; // exact variant: the others' policy, worth of a turn later

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int total(const Stock& s) {
  int n = 0;
  for (int c : s) n += c;
  return n;
}

Stock full_deck() {
  Stock s;
  s.fill(kCardsPerValue);
  return s;
}

// The unseen cards once `taken` (cards of the current throw) lie on the table: the stock,
// or after a reshuffle everything not in the throw.
Stock after_reshuffle(const std::vector<int>& in_throw) {
  Stock s = full_deck();
  for (int c : in_throw) --s[at(c)];
  return s;
}

void add_pairs(const Stock& stock, double weight, int depth, std::array<std::array<double, 10>, 10>& odds) {
  Stock first = total(stock) > 0 ? stock : full_deck();
  const int n1 = total(first);
  for (int a = 0; a < 10; ++a) {
    if (first[at(a)] == 0) continue;
    const double pa = weight * first[at(a)] / n1;
    Stock second = first;
    --second[at(a)];
    if (total(second) == 0) second = after_reshuffle({a});
    const int n2 = total(second);
    for (int b = 0; b < 10; ++b) {
      if (second[at(b)] == 0) continue;
      const double p = pa * second[at(b)] / n2;
      if (a == 0 && b == 0) {
        // Folded: both zeros are discarded and two new cards dealt.
        Stock rest = second;
        --rest[0];
        if (depth < 4) add_pairs(rest, p, depth + 1, odds);
        continue;
      }
      odds[at(std::min(a, b))][at(std::max(a, b))] += p;
    }
  }
}

// The pairs of a throw with their odds and the one or two numbers each can make.
struct Pair {
  double p;
  int high;  // the larger number (the larger card as tens)
  int low;   // the smaller number (equal to high for a pair of equal cards)
  int a, b;  // the cards, a <= b
};

std::vector<Pair> pair_list(const Stock& stock) {
  const auto odds = two_card_odds(stock);
  std::vector<Pair> pairs;
  double sum = 0;
  for (int a = 0; a < 10; ++a)
    for (int b = a; b < 10; ++b)
      if (odds[at(a)][at(b)] > 0) {
        const int high = b * 10 + a;
        const int low = a == 0 ? b : a * 10 + b;
        pairs.push_back({odds[at(a)][at(b)], high, low, a, b});
        sum += odds[at(a)][at(b)];
      }
  for (auto& p : pairs) p.p /= sum;  // the rare fourth fold is dropped
  return pairs;
}

// ---------------------------------------------------------------- Stojedna

// Share of a final score `s` against one rival: what they take from it.
struct Rival {
  enum Kind { Fixed, Playing } kind;
  int score;
};

// A rival still playing from `from`, who knows the final score `s` to beat: the best
// share they can get (1 beating s, 1/2 tying it). q1/pairs: the card odds. `w` is scratch
// space: w[y] is the rival's worth of standing on y (0 over the target, 1 above s).
double rival_share(int from, int s, int target, const std::array<double, 10>& q1, const std::vector<Pair>& pairs,
                   std::vector<double>& w) {
  if (from > s) return 1.0;
  w.assign(at(target + 100), 0.0);
  for (int y = s + 1; y <= target; ++y) w[at(y)] = 1.0;
  // A single card is the last throw: its worth is the share of the score it ends on.
  auto term = [&](int y) { return y > target ? 0.0 : y > s ? 1.0 : y == s ? 0.5 : 0.0; };
  for (int x = s; x >= from; --x) {
    double best = 0;
    if (x > 0) {
      best = x == s ? 0.5 : 0.0;
      double one = 0;
      for (int c = 1; c <= 9; ++c) one += q1[at(c)] * term(x + c);
      best = std::max(best, one);
    }
    double two = 0;
    for (const Pair& p : pairs) two += p.p * std::max(w[at(x + p.high)], w[at(x + p.low)]);
    w[at(x)] = std::max(best, two);
  }
  return w[at(from)];
}

struct StojednaPlan {
  std::vector<double> u;  // worth of ending the game on each score (≤ target)
  std::vector<double> m;  // worth of standing on each score with the decision still to make
  double stop = -1, one = -1, two = -1;
};

StojednaPlan plan_stojedna(const SipkyState& s, int me) {
  const int target = s.target();
  const int x0 = s.players()[at(me)].score;
  const auto q1 = one_card_odds(s.stock());
  const auto pairs = pair_list(s.stock());
  StojednaPlan plan;
  plan.u.assign(at(target + 1), 1.0);
  std::vector<double> scratch;
  std::map<int, std::vector<double>> playing;  // rivals still playing, by score: their share per y
  for (int j = 0; j < static_cast<int>(s.players().size()); ++j) {
    if (j == me) continue;
    const PlayerState& p = s.players()[at(j)];
    if (p.status == Status::Busted) continue;
    if (p.status == Status::Active && !playing.count(p.score)) {
      auto& shares = playing[p.score];
      shares.assign(at(target + 1), 0.0);
      for (int y = x0; y <= target; ++y) shares[at(y)] = rival_share(p.score, y, target, q1, pairs, scratch);
    }
    for (int y = x0; y <= target; ++y) {
      const double share = p.status == Status::Active ? playing[p.score][at(y)]
                           : p.score > y               ? 1.0
                           : p.score == y              ? 0.5
                                                       : 0.0;
      plan.u[at(y)] *= 1.0 - share;
    }
  }
  plan.m.assign(at(target + 100), 0.0);  // zero over the target (a throw adds at most 99)
  auto cont = [&](int y) { return plan.m[at(y)]; };
  auto end = [&](int y) { return y > target ? 0.0 : plan.u[at(y)]; };
  plan.m[at(target)] = plan.u[at(target)];
  for (int x = target - 1; x >= x0; --x) {
    double stop = -1, one = -1;
    if (x > 0) {
      stop = plan.u[at(x)];
      one = 0;
      for (int c = 1; c <= 9; ++c) one += q1[at(c)] * end(x + c);
    }
    double two = 0;
    for (const Pair& p : pairs) two += p.p * std::max(cont(x + p.high), cont(x + p.low));
    plan.m[at(x)] = std::max({stop, one, two});
    if (x == x0) {
      plan.stop = stop;
      plan.one = one;
      plan.two = two;
    }
  }
  return plan;
}

// ---------------------------------------------------------------- Na přesný výsledek

struct RacePolicy {
  std::vector<bool> one;       // per score: a single card (else two cards)
  std::vector<double> worth;   // the discounted worth behind the policy
};

// The others' race policy: the worth of a hit a turn later is kRacePatience of it now.
RacePolicy race_policy(int target, const std::array<double, 10>& q1, const std::vector<Pair>& pairs) {
  RacePolicy r;
  r.one.assign(at(target + 1), false);
  r.worth.assign(at(target + 1), 0.0);
  r.worth[at(target)] = 1.0;
  const double d = kRacePatience;
  for (int x = target - 1; x >= 0; --x) {
    const int need = target - x;
    double one = -1;
    if (x > 0) {
      double hit = 0, under = 0, over = 0;
      for (int c = 1; c <= 9; ++c) {
        if (c == need) hit += q1[at(c)];
        else if (c < need) under += q1[at(c)] * r.worth[at(x + c)];
        else over += q1[at(c)];
      }
      one = (hit + d * under) / (1 - d * over);
    }
    double two = 0;
    for (const Pair& p : pairs) {
      double best = 0;
      for (int v : {p.high, p.low}) best = std::max(best, v == need ? 1.0 : v < need ? d * r.worth[at(x + v)] : 0.0);
      two += p.p * best;
    }
    r.one[at(x)] = one > two;
    r.worth[at(x)] = std::max(one, two);
  }
  return r;
}

// The chance that a player at `from` has hit the target within n turns, n = 0..turns.
std::vector<double> hit_within(int from, int target, const RacePolicy& policy, const std::array<double, 10>& q1,
                               const std::vector<Pair>& pairs, int turns) {
  std::vector<double> hit(at(turns + 1), 0.0);
  std::vector<double> mass(at(target + 1), 0.0), next;
  mass[at(from)] = 1.0;
  double done = 0;
  for (int t = 1; t <= turns; ++t) {
    next.assign(at(target + 1), 0.0);
    for (int x = 0; x < target; ++x) {
      const double m = mass[at(x)];
      if (m < 1e-12) continue;
      const int need = target - x;
      if (x > 0 && policy.one[at(x)]) {
        for (int c = 1; c <= 9; ++c) {
          if (c == need) done += m * q1[at(c)];
          else if (c < need) next[at(x + c)] += m * q1[at(c)];
          else next[at(x)] += m * q1[at(c)];  // discarded
        }
        continue;
      }
      for (const Pair& p : pairs) {
        int best = -1;
        double worth = -1;
        for (int v : {p.high, p.low}) {
          const double w = v == need ? 1.0 : v < need ? kRacePatience * policy.worth[at(x + v)] : 0.0;
          if (w > worth) worth = w, best = v;
        }
        if (best == need) done += m * p.p;
        else if (best < need) next[at(x + best)] += m * p.p;  // else over the target: out
      }
    }
    mass.swap(next);
    hit[at(t)] = done;
  }
  return hit;
}

struct RacePlan {
  std::vector<std::vector<double>> v;  // v[k][x]: worth at my k-th turn from now (1-based) on score x
  std::vector<double> before;           // before[k]: chance nobody else hit before my k-th turn
  double one = -1, two = -1;
};

RacePlan plan_race(const SipkyState& s, int me) {
  const int target = s.target();
  const int x0 = s.players()[at(me)].score;
  const auto q1 = one_card_odds(s.stock());
  const auto pairs = pair_list(s.stock());
  const RacePolicy policy = race_policy(target, q1, pairs);
  RacePlan plan;
  plan.before.assign(at(kRaceTurns + 2), 1.0);
  for (int j = 0; j < static_cast<int>(s.players().size()); ++j) {
    const PlayerState& p = s.players()[at(j)];
    if (j == me || p.status != Status::Active) continue;
    const auto hit = hit_within(p.score, target, policy, q1, pairs, kRaceTurns);
    for (int k = 1; k <= kRaceTurns + 1; ++k) plan.before[at(k)] *= 1.0 - hit[at(std::min(k - 1, kRaceTurns))];
  }
  plan.v.assign(at(kRaceTurns + 2), std::vector<double>(at(target + 1), 0.0));
  for (int k = kRaceTurns; k >= 1; --k) {
    const auto& later = plan.v[at(k + 1)];
    auto& now = plan.v[at(k)];
    const double win = plan.before[at(k)];
    for (int x = target - 1; x >= x0; --x) {
      const int need = target - x;
      double one = -1;
      if (x > 0) {
        one = 0;
        for (int c = 1; c <= 9; ++c)
          one += q1[at(c)] * (c == need ? win : c < need ? later[at(x + c)] : later[at(x)]);
      }
      double two = 0;
      for (const Pair& p : pairs) {
        double best = 0;
        for (int v : {p.high, p.low}) best = std::max(best, v == need ? win : v < need ? later[at(x + v)] : 0.0);
        two += p.p * best;
      }
      now[at(x)] = std::max(one, two);
      if (k == 1 && x == x0) {
        plan.one = one;
        plan.two = two;
      }
    }
  }
  return plan;
}

const SipkyState& as_sipky(const State& s) { return static_cast<const SipkyState&>(s); }

// The largest number of the hand that does not go over; the smaller when both do.
Action largest_safe(const SipkyState& s) {
  const int a = s.hand()[0], b = s.hand()[1];
  const int hi = std::max(a, b), lo = std::min(a, b);
  const int room = s.target() - s.players()[at(s.seat())].score;
  return kComposeBase + (s.compose_value(hi) <= room ? hi : lo);
}

}  // namespace

std::array<double, 10> one_card_odds(const Stock& stock) {
  std::array<double, 10> q{};
  int n = 0;
  for (int c = 1; c <= 9; ++c) n += stock[at(c)];
  const Stock from = n > 0 ? stock : full_deck();
  if (n == 0) n = 9 * kCardsPerValue;
  for (int c = 1; c <= 9; ++c) q[at(c)] = static_cast<double>(from[at(c)]) / n;
  return q;
}

std::array<std::array<double, 10>, 10> two_card_odds(const Stock& stock) {
  std::array<std::array<double, 10>, 10> odds{};
  add_pairs(stock, 1.0, 0, odds);
  return odds;
}

SipkyBot::SipkyBot(Level level, std::uint64_t seed) : level_(level), seed_(seed) {}

Action SipkyBot::choose(const State& s) const { return choose(as_sipky(s)); }

Action SipkyBot::choose(const SipkyState& s) const {
  if (s.is_chance() || s.is_terminal()) throw std::logic_error("sipky bot: no player to act");
  if (s.phase() == Phase::OneCardChoice) return kDiscardCard;  // keeping it means going out
  switch (level_) {
    case Level::Easy: return easy(s);
    case Level::Normal: return normal(s);
    case Level::Strong: return strong(s);
  }
  return normal(s);
}

std::vector<double> SipkyBot::worth_by_score(const SipkyState& s) const {
  const int me = s.seat();
  if (s.config().variant == Variant::Stojedna) return plan_stojedna(s, me).m;
  auto plan = plan_race(s, me);
  return plan.v[2];
}

SipkyAnalysis SipkyBot::analyse(const SipkyState& s) const {
  SipkyAnalysis a;
  const int me = s.seat();
  const int x0 = s.players()[at(me)].score;
  const int room = s.target() - x0;
  const auto q1 = one_card_odds(s.stock());
  for (int c = 1; c <= 9; ++c) {
    if (c > room) a.bust_one += q1[at(c)];
    if (c == room) a.exact_one += q1[at(c)];
  }
  const auto pairs = pair_list(s.stock());
  for (const Pair& p : pairs)
    if (p.low > room) a.bust_two += p.p;
  std::vector<double> worth;  // worth of landing on a score with the throw being decided
  if (s.config().variant == Variant::Stojedna) {
    auto plan = plan_stojedna(s, me);
    a.stop = plan.stop;
    a.one = plan.one;
    a.two = plan.two;
    worth = plan.m;
    if (s.phase() == Phase::Decide && !s.is_legal(kStop)) a.stop = -1;
  } else {
    auto plan = plan_race(s, me);
    a.one = plan.one;
    a.two = plan.two;
    worth = plan.v[2];
    worth[at(s.target())] = plan.before[1];
  }
  if (s.phase() == Phase::Decide && !s.is_legal(kOneCard)) a.one = -1;
  auto landing = [&](int v) { return x0 + v > s.target() ? 0.0 : worth[at(x0 + v)]; };
  a.compose_limit = s.target();
  for (const Pair& p : pairs)
    if (p.a != p.b && x0 + p.high <= s.target() && landing(p.low) > landing(p.high) + kEps)
      a.compose_limit = std::min(a.compose_limit, x0 + p.high - 1);
  if (s.phase() == Phase::Compose) {
    const int h0 = s.hand()[0], h1 = s.hand()[1];
    const int hi = std::max(h0, h1), lo = std::min(h0, h1);
    const double whi = landing(s.compose_value(hi)), wlo = landing(s.compose_value(lo));
    // Ties: the larger number unless it goes over.
    const bool take_low = wlo > whi + kEps || (std::abs(wlo - whi) <= kEps && x0 + s.compose_value(hi) > s.target());
    a.best = kComposeBase + (take_low ? lo : hi);
    a.two = std::max(whi, wlo);
    return a;
  }
  if (s.phase() == Phase::OneCardChoice) {
    a.best = kDiscardCard;
    return a;
  }
  // Ties: the safest choice first (stop, then one card, then two cards).
  const double best = std::max({a.stop, a.one, a.two});
  if (a.stop >= 0 && a.stop + kEps >= best) a.best = kStop;
  else if (a.one >= 0 && a.one + kEps >= best) a.best = kOneCard;
  else a.best = kThrowTwo;
  return a;
}

Action SipkyBot::strong(const SipkyState& s) const { return analyse(s).best; }

Action SipkyBot::normal(const SipkyState& s) const {
  if (s.phase() == Phase::Compose) return largest_safe(s);
  const int missing = s.target() - s.players()[at(s.seat())].score;
  if (!s.is_legal(kOneCard)) return kThrowTwo;
  if (missing >= 20) return kThrowTwo;
  if (s.config().variant == Variant::Exact) return kOneCard;
  if (missing <= 5) return kStop;
  return kOneCard;
}

Action SipkyBot::easy(const SipkyState& s) const {
  // Slips depend on the seed and the move number only.
  const std::uint64_t bits = chance_bits(seed_ ^ 0xea5eULL, s.history().size());
  if (s.phase() == Phase::Compose) {
    const int a = s.hand()[0], b = s.hand()[1];
    // One throw in five takes the other card as tens.
    if (a != b && static_cast<int>(bits % 100) < 20) {
      const Action right = largest_safe(s);
      return kComposeBase + (right == kComposeBase + a ? b : a);
    }
    return largest_safe(s);
  }
  const int missing = s.target() - s.players()[at(s.seat())].score;
  if (!s.is_legal(kOneCard)) return kThrowTwo;
  // Stops early or late by a few points, and throws two cards too long or too short.
  const int w = 10;
  const int slip = static_cast<int>((bits >> 8) % static_cast<std::uint64_t>(2 * w + 1)) - w;
  if (missing >= 20 + slip) return kThrowTwo;
  if (s.config().variant == Variant::Exact) return kOneCard;
  if (missing <= 5 + slip) return kStop;
  return kOneCard;
}

}  // namespace sh::sipky
