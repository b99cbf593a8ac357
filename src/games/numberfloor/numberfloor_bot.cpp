#include "games/numberfloor/numberfloor_bot.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace sh::numberfloor {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int floors_in(const CardCounts& hand) {
  int n = 0;
  for (int t = 0; t < kBalloonBase; ++t) n += hand[at(t)];
  return n;
}

// splitmix64: the strong player's samples.
struct Rng {
  std::uint64_t x;
  std::uint64_t next() {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// A set of 64-bit keys (open addressing, grows): the turn search's visited positions.
class KeySet {
 public:
  KeySet() : slots_(64, 0) {}
  // True when `k` was not in the set yet.
  bool insert(std::uint64_t k) {
    if (k == 0) {  // 0 marks an empty slot
      if (has_zero_) return false;
      has_zero_ = true;
      return true;
    }
    if ((size_ + 1) * 2 > slots_.size()) grow();
    if (!place(slots_, k)) return false;
    ++size_;
    return true;
  }

 private:
  static bool place(std::vector<std::uint64_t>& slots, std::uint64_t k) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = (k * 0x9e3779b97f4a7c15ULL) >> 20 & mask;; i = (i + 1) & mask) {
      if (slots[i] == k) return false;
      if (slots[i] == 0) {
        slots[i] = k;
        return true;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> bigger(slots_.size() * 2, 0);
    for (std::uint64_t k : slots_)
      if (k != 0) place(bigger, k);
    slots_.swap(bigger);
  }
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
  bool has_zero_ = false;
};

// Depth-first search over the cards laid from now to the end of this turn.
class TurnSearch {
 public:
  TurnSearch(const Observation& o, int budget, std::vector<TurnPlan>* record = nullptr)
      : o_(o), budget_(budget), hand_(o.hand), record_(record) {
    floors_[0] = o.floor_top[0];
    floors_[1] = o.floor_top[1];
    balloon_ = o.balloon_top;
  }

  // The first action of the best plan, or nullopt when no floor card can be laid.
  std::optional<Action> best_first() {
    search(-1, 0, 0, 0, 0);
    return best_first_;
  }

 private:
  bool beginner() const { return o_.variant == Variant::Beginner; }

  std::uint16_t allowed(int pile) const {
    if (floors_[at(pile)] < 0) return 0;
    return beginner() ? beginner_allowed(floors_[at(pile)]) : allowed_floors(floors_[at(pile)], balloon_);
  }

  std::uint64_t key() const {
    std::uint64_t h = static_cast<std::uint64_t>(floors_[0] + 1) * 131 + static_cast<std::uint64_t>(floors_[1] + 1);
    h = h * 131 + static_cast<std::uint64_t>(balloon_ + 1);
    for (int c : hand_) h = h * 1000003ULL + static_cast<std::uint64_t>(c);
    return h;
  }

  void evaluate(Action first, int floors, int balloons, int nights) {
    if (first < 0) return;
    int score = 100 * floors - 3 * balloons - 30 * nights;
    const bool star = o_.floors_laid + floors > 0 && floors_in(hand_) == 0;
    if (star) score += 100000;  // the rest is balloons: a star
    if (!best_first_ || score > best_score_) {
      best_score_ = score;
      best_first_ = first;
    }
    if (record_) {
      TurnPlan p;
      p.actions = path_;
      p.floors = floors;
      p.balloons = balloons;
      p.star = star;
      p.score = score;
      record_->push_back(std::move(p));
    }
  }

  void search(Action first, int floors, int balloons, int nights, int depth) {
    if (nodes_++ > budget_) return;
    if (!seen_.insert(key())) return;
    evaluate(first, floors, balloons, nights);
    const int piles = beginner() ? 2 : 1;
    for (int pile = 0; pile < piles; ++pile) {
      const std::uint16_t mask = allowed(pile);
      for (int t = 0; t < kBalloonBase; ++t) {
        if (hand_[at(t)] == 0 || !fits(mask, value_of(t))) continue;
        const int before = floors_[at(pile)];
        --hand_[at(t)];
        floors_[at(pile)] = value_of(t);
        const Action a = pile == 0 ? lay_action(t) : lay2_action(value_of(t));
        if (record_) path_.push_back(a);
        search(first < 0 ? a : first, floors + 1, balloons, nights + (is_night(t) ? 1 : 0), depth + 1);
        if (record_) path_.pop_back();
        floors_[at(pile)] = before;
        ++hand_[at(t)];
      }
    }
    if (beginner()) return;
    for (int b = kBalloonBase; b < kCardTypes; ++b) {
      if (hand_[at(b)] == 0 || b == balloon_) continue;
      // Only a balloon that lets a floor card of the hand follow.
      const std::uint16_t mask = allowed_floors(floors_[0], b);
      bool opens = false;
      for (int t = 0; t < kBalloonBase && !opens; ++t) opens = hand_[at(t)] > 0 && fits(mask, value_of(t));
      if (!opens) continue;
      const int before = balloon_;
      --hand_[at(b)];
      balloon_ = b;
      if (record_) path_.push_back(lay_action(b));
      search(first < 0 ? lay_action(b) : first, floors, balloons + 1, nights, depth + 1);
      if (record_) path_.pop_back();
      balloon_ = before;
      ++hand_[at(b)];
    }
  }

  const Observation& o_;
  int budget_;
  CardCounts hand_;
  std::array<int, 2> floors_{};
  int balloon_ = -1;
  int nodes_ = 0;
  KeySet seen_;
  std::optional<Action> best_first_;
  int best_score_ = 0;
  std::vector<TurnPlan>* record_;
  std::vector<Action> path_;
};

// The hand after laying the lay-actions of `actions` (Beginner's pile-2 lays too).
CardCounts hand_after(CardCounts hand, const std::vector<Action>& actions) {
  for (Action a : actions) {
    if (a >= kLay && a < kLay + kCardTypes) --hand[at(a - kLay)];
    else if (a >= kLayPile2 && a < kLayPile2 + kFloors) --hand[at(floor_card(a - kLayPile2))];
  }
  return hand;
}

// The observation o.seat expects after laying `a` in its own turn.
Observation expected_after(Observation o, Action a, bool beginner) {
  int t = -1, pile = 0;
  if (a >= kLay && a < kLay + kCardTypes) t = a - kLay;
  else if (a >= kLayPile2 && a < kLayPile2 + kFloors) t = floor_card(a - kLayPile2), pile = 1;
  if (t < 0) return o;
  --o.hand[at(t)];
  --o.hand_sizes[at(o.seat)];
  ++o.on_piles[at(t)];
  o.last_laid = t;
  if (is_floor(t)) {
    o.floor_top[at(pile)] = value_of(t);
    ++o.floors_laid;
  } else if (!beginner) {
    o.balloon_top = t;
    ++o.balloons_laid;
  }
  return o;
}

bool same_view(const Observation& a, const Observation& b) {
  return a.seat == b.seat && a.turn_player == b.turn_player && a.hand == b.hand && a.floor_top == b.floor_top &&
         a.balloon_top == b.balloon_top && a.floors_laid == b.floors_laid && a.balloons_laid == b.balloons_laid &&
         a.drawn == b.drawn && a.last_laid == b.last_laid && a.stars == b.stars && a.hand_sizes == b.hand_sizes;
}

// The chance that the next player holds no floor card fitting the piles `actions` leave
// (the unseen cards dealt at random; its balloons not counted).
double next_cannot_lay(const Observation& o, const std::vector<Action>& actions) {
  int floor = o.floor_top[0], balloon = o.balloon_top;
  for (Action a : actions) {
    if (a < kLay || a >= kLay + kCardTypes) continue;
    const int t = a - kLay;
    if (is_floor(t)) floor = value_of(t);
    else balloon = t;
  }
  if (floor < 0) return 0;
  const std::uint16_t mask = allowed_fast(floor, balloon);
  int unseen = 0, fitting = 0;
  for (int t = 0; t < kCardTypes; ++t) {
    const int k = std::max(0, o.deck[at(t)] - o.on_piles[at(t)] - o.hand[at(t)]);
    unseen += k;
    if (is_floor(t) && fits(mask, value_of(t))) fitting += k;
  }
  const int h = o.hand_sizes[at((o.seat + 1) % o.players)];
  double none = 1;
  for (int i = 0; i < h && unseen - i > 0; ++i)
    none *= std::max(0.0, static_cast<double>(unseen - fitting - i) / (unseen - i));
  return none;
}

}  // namespace

NumberfloorBot::NumberfloorBot(Level level, std::shared_ptr<const NumberfloorGame> game, int node_budget)
    : level_(level), game_(std::move(game)), budget_(node_budget) {}

Action NumberfloorBot::choose(const Observation& o, std::uint64_t seed) const {
  switch (level_) {
    case Level::Easy: return choose_easy(o);
    case Level::Normal: return choose_normal(o);
    case Level::Strong: break;
  }
  return decide_strong(o, seed).action;
}

BotDecision NumberfloorBot::decide(const Observation& o, std::uint64_t seed) const {
  if (level_ == Level::Strong) return decide_strong(o, seed);
  BotDecision d;
  d.action = choose(o, seed);
  return d;
}

Action NumberfloorBot::choose_normal(const Observation& o) const {
  if (o.last_laid == kSkip && o.floors_laid > 0) return kEndTurn;  // the skip card stays last
  TurnSearch search(o, budget_);
  if (auto a = search.best_first()) return *a;
  const bool beginner = o.variant == Variant::Beginner;
  if (o.floors_laid == 0) {
    if (beginner || o.drawn) return kPass;
    return kDraw;
  }
  if (!beginner) {
    const int cards = total(o.hand);
    if (floors_in(o.hand) == 0) {
      // Only balloons left: lay them all (skip last), which empties the hand.
      for (int b = kBalloonBase; b < kCardTypes; ++b)
        if (b != kSkip && o.hand[at(b)] > 0) return lay_action(b);
      if (o.hand[at(kSkip)] > 0) return lay_action(kSkip);
    } else if (o.hand[at(kSkip)] > 0 && o.last_laid != kSkip && cards > 0) {
      return lay_action(kSkip);  // end the turn with it: the next player draws two and is skipped
    }
  }
  return kEndTurn;
}

Action NumberfloorBot::choose_easy(const Observation& o) const {
  const bool beginner = o.variant == Variant::Beginner;
  if (o.last_laid == kSkip && o.floors_laid > 0) return kEndTurn;
  auto mask = [&](int pile) -> std::uint16_t {
    const int top = o.floor_top[at(pile)];
    if (top < 0) return 0;
    return beginner ? beginner_allowed(top) : allowed_floors(top, o.balloon_top);
  };
  // The first floor card of the hand that fits, no look-ahead.
  for (int pile = 0; pile < (beginner ? 2 : 1); ++pile)
    for (int t = 0; t < kBalloonBase; ++t)
      if (o.hand[at(t)] > 0 && fits(mask(pile), value_of(t))) return pile == 0 ? lay_action(t) : lay2_action(value_of(t));
  if (beginner) return o.floors_laid == 0 ? kPass : kEndTurn;
  if (o.floors_laid > 0) {
    if (floors_in(o.hand) > 0) return kEndTurn;
    for (int b = kBalloonBase; b < kCardTypes; ++b)  // only balloons left: out with them
      if (o.hand[at(b)] > 0) return lay_action(b);
    return kEndTurn;
  }
  if (o.drawn) return kPass;
  // Drawing is refused while a balloon of the hand opens a floor card of it: lay that one.
  for (int b = kBalloonBase; b < kCardTypes; ++b) {
    if (o.hand[at(b)] == 0) continue;
    for (int t = 0; t < kBalloonBase; ++t)
      if (o.hand[at(t)] > 0 && fits(allowed_floors(o.floor_top[0], b), value_of(t))) return lay_action(b);
  }
  return kDraw;
}

std::vector<TurnPlan> NumberfloorBot::plans(const Observation& o) const {
  std::vector<TurnPlan> nodes;
  const bool beginner = o.variant == Variant::Beginner;
  if (o.last_laid == kSkip && o.floors_laid > 0) {
    TurnPlan p;
    p.actions = {kEndTurn};
    return {p};
  }
  {
    TurnSearch search(o, budget_, &nodes);
    search.best_first();
  }
  TurnPlan here;  // laying nothing more (only when a floor card is already out)
  if (o.floors_laid > 0) nodes.insert(nodes.begin(), here);
  // The ends of the turn, best normal score first (the normal player's own first); each
  // followed by its ways to finish, the normal player's way first.
  std::erase_if(nodes, [&](const TurnPlan& p) { return o.floors_laid + p.floors == 0; });
  std::stable_sort(nodes.begin(), nodes.end(), [](const TurnPlan& a, const TurnPlan& b) { return a.score > b.score; });
  // Each end's ways to finish: the normal player's way (tier 0) and others (tier 1).
  std::vector<TurnPlan> tier0, tier1;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    TurnPlan& p = nodes[i];
    const CardCounts left = hand_after(o.hand, p.actions);
    if (total(left) == 0) {  // the hand is empty: a star
      p.star = true;
      tier0.push_back(p);
      continue;
    }
    if (!beginner && floors_in(left) == 0) {  // only balloons left: out with them, skip last
      p.star = true;
      for (int b = kBalloonBase; b < kCardTypes; ++b)
        for (int k = 0; k < left[at(b)]; ++k)
          if (b != kSkip) p.actions.push_back(lay_action(b));
      for (int k = 0; k < left[at(kSkip)]; ++k) p.actions.push_back(lay_action(kSkip));
      tier0.push_back(p);
      continue;
    }
    bool first = true;
    auto variant = [&](std::vector<Action> extra, int balloons) {
      TurnPlan v = p;
      for (Action a : extra) v.actions.push_back(a);
      v.actions.push_back(kEndTurn);
      v.balloons += balloons;
      if (first) {
        tier0.push_back(std::move(v));
      } else if (i == 0) {
        tier1.push_back(std::move(v));  // other ways to finish: of the best end only
      }
      first = false;
    };
    const Action last = p.actions.empty() ? -1 : p.actions.back();
    const bool skip_last = last == lay_action(kSkip) || (p.actions.empty() && o.last_laid == kSkip);
    const bool skip = !beginner && left[at(kSkip)] > 0 && !skip_last;
    if (skip) variant({lay_action(kSkip)}, 1);  // what normal does
    variant({}, 0);
    if (beginner) continue;
    // The strong player's own ideas: leave another balloon on top for the next player, or
    // lay out every balloon (the hand gets smaller; skip last).
    std::vector<Action> all;
    for (int b = kBalloonBase; b < kCardTypes; ++b) {
      if (left[at(b)] == 0 || b == kSkip) continue;
      variant({lay_action(b)}, 1);
      for (int k = 0; k < left[at(b)]; ++k) all.push_back(lay_action(b));
    }
    for (int k = 0; k < left[at(kSkip)]; ++k) all.push_back(lay_action(kSkip));
    if (all.size() > 1) variant(all, static_cast<int>(all.size()));
  }
  // The order the strong player compares them in: the normal choice; the other ends as good
  // by the normal score (another card on top for the next player); then the other ways to
  // finish the best end and the remaining ends (fewer cards laid, balloons kept).
  std::vector<TurnPlan> out;
  const int best = tier0.empty() ? 0 : tier0.front().score;
  std::size_t k = 0;
  for (; k < tier0.size() && tier0[k].score == best; ++k) out.push_back(tier0[k]);
  // Among the ends that lay the same cards in another order, the one leaving the next
  // player the smallest chance to hold a fitting floor card goes first (the default the
  // samples must beat).
  if (!beginner && out.size() > 1 && !out.front().star) {
    const CardCounts first_left = hand_after(o.hand, out.front().actions);
    std::size_t pick = 0;
    double best_none = -1;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (hand_after(o.hand, out[i].actions) != first_left) continue;
      const double none = next_cannot_lay(o, out[i].actions);
      if (none > best_none + 1e-12) {
        best_none = none;
        pick = i;
      }
    }
    if (pick != 0) std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(pick), out.begin() + static_cast<std::ptrdiff_t>(pick) + 1);
  }
  // The other ways to finish the best end, and the remaining ends, alternately.
  std::size_t j = 0;
  while (j < tier1.size() || k < tier0.size()) {
    if (j < tier1.size()) out.push_back(std::move(tier1[j++]));
    if (k < tier0.size()) out.push_back(tier0[k++]);
  }
  return out;
}

namespace {

// Plays a sampled position on with normal players for every seat (their take-overs too)
// until somebody wins the next star (more than `stars`, the stars before the plan); the
// value for `me`.
double rollout(NumberfloorState& s, int me, const NumberfloorBot& normal, Rng& rng,
               const std::array<int, kMaxPlayers>& stars, int rounds, bool claims) {
  const int n = s.num_players();
  auto small_hand = [&](double weight) { return weight * std::max(0, 12 - s.hand_size(me)) / 12.0; };
  // After `rounds` more turns of mine: how far my hand is ahead of the smallest other one.
  auto lead = [&] {
    int other = 1000;
    for (int p = 0; p < n; ++p)
      if (p != me) other = std::min(other, s.hand_size(p));
    return std::clamp(0.5 + 0.06 * (other - s.hand_size(me)), 0.02, 0.98);
  };
  int my_turns = 0;
  bool mine = s.stage() == Stage::Play && s.turn_player() == me;
  for (int step = 0; step < 600; ++step) {
    const bool now_mine = s.stage() == Stage::Play && s.turn_player() == me;
    if (now_mine && !mine && rounds > 0 && ++my_turns >= rounds) return lead();
    if (s.stage() == Stage::Play) mine = now_mine;
    for (int p = 0; p < n; ++p)
      if (s.stars(p) > stars[at(p)]) return p == me ? 1.0 : small_hand(0.2);
    if (s.is_terminal()) return s.winner() == me ? 1.0 : 0.0;
    if (s.is_chance()) {
      const CardCounts& stock = s.stock();
      int r = rng.below(std::max(1, s.stock_size()));
      int t = 0;
      while (t < kCardTypes - 1 && (stock[at(t)] == 0 || r >= stock[at(t)])) {
        r -= stock[at(t)];
        ++t;
      }
      s.apply(chance_card(t));
      continue;
    }
    const int turn = s.turn_player();
    Action a = normal.choose(s.observation(turn));
    if (!s.is_legal(a)) a = s.legal_actions().front();  // never expected
    s.apply(a);
    if (!claims || !s.takeover_window()) continue;
    for (int k = 1; k < n; ++k) {
      const int seat = (turn + k) % n;
      const auto claim = normal.take_over(s.observation(seat));
      if (claim && s.is_legal(*claim)) {
        s.apply(*claim);
        break;
      }
    }
  }
  return small_hand(0.5);
}

}  // namespace

BotDecision NumberfloorBot::decide_strong(const Observation& o, std::uint64_t seed) const {
  // The clock stops the samples by 5/6 of the budget (250 of 300 ms; the rest: choosing,
  // and slack under load): no playout starts that would end after it, as long as the
  // longest one so far, and no sample that would, as long as the longest sample so far.
  using Clock = std::chrono::steady_clock;
  // A fixed number of samples is timed only with a cap.
  const bool timed = strong_.iterations == 0 || strong_.cap_ms > 0;
  const int budget_ms = strong_.iterations == 0 ? strong_.time_ms : strong_.cap_ms;
  const auto deadline = Clock::now() + std::chrono::milliseconds(std::max(1, budget_ms)) * 5 / 6;
  Clock::duration longest_playout{0}, longest_sample{0};
  constexpr double kUnset = -2.0;
  BotDecision d;
  if (following_ && !following_->rest.empty() && same_view(following_->expect, o)) {
    d.action = following_->rest.front();
    following_->rest.erase(following_->rest.begin());
    following_->expect = expected_after(o, d.action, o.variant == Variant::Beginner);
    return d;
  }
  following_.reset();
  std::vector<TurnPlan> all = plans(o);
  if (all.empty() || !game_ || !o.hand_known) {
    d.action = choose_normal(o);
    return d;
  }
  if (static_cast<int>(all.size()) > strong_.candidates) all.resize(at(std::max(1, strong_.candidates)));
  d.plans = static_cast<int>(all.size());
  std::size_t best = 0;
  if (all.size() > 1) {
    // The cards this seat has not seen: in the other hands and the stock.
    std::vector<int> unseen;
    for (int t = 0; t < kCardTypes; ++t)
      for (int k = o.deck[at(t)] - o.on_piles[at(t)] - o.hand[at(t)]; k > 0; --k) unseen.push_back(t);
    int hidden = o.stock;
    for (int p = 0; p < o.players; ++p)
      if (p != o.seat) hidden += o.hand_sizes[at(p)];
    if (hidden == static_cast<int>(unseen.size())) {
      const NumberfloorBot normal(Level::Normal, nullptr, budget_);
      Rng rng{seed ^ 0x6e756d626572ULL};
      // Sums of each plan's value and of its difference from the first plan (the normal
      // player's) in the same sample, and of the squared difference.
      std::vector<double> sum(all.size(), 0.0), diff(all.size(), 0.0), diff2(all.size(), 0.0);
      std::vector<double> value(all.size(), 0.0);
      std::vector<int> stars(all.size(), 0);
      int samples = 0;
      for (;;) {
        // One sample: a shuffle of the unseen cards dealt into the other hands and the stock.
        for (std::size_t i = unseen.size(); i > 1; --i)
          std::swap(unseen[i - 1], unseen[at(rng.below(static_cast<int>(i)))]);
        std::array<CardCounts, kMaxPlayers> hands{};
        CardCounts stock{};
        std::size_t next = 0;
        for (int p = 0; p < o.players; ++p)
          if (p != o.seat)
            for (int k = 0; k < o.hand_sizes[at(p)]; ++k) ++hands[at(p)][at(unseen[next++])];
        while (next < unseen.size()) ++stock[at(unseen[next++])];
        std::fill(value.begin(), value.end(), kUnset);
        auto base = NumberfloorState::from_view(*game_, o, hands, stock);
        base->set_quiet(true);
        const std::uint64_t playout_seed = rng.next();
        bool late = false;
        const auto sample_start = Clock::now();
        for (std::size_t k = 0; k < all.size() && !late; ++k) {
          // Out of time in the middle of a sample: the sample is dropped.
          const auto playout_start = Clock::now();
          late = timed && samples + static_cast<int>(k) > 0 && playout_start + longest_playout >= deadline;
          if (late) break;
          NumberfloorState s(*base);
          bool ok = true;
          for (Action a : all[k].actions) {
            if (s.is_terminal() || s.is_chance() || !s.is_legal(a)) {
              ok = s.is_terminal() || s.is_chance();
              break;
            }
            s.apply(a);
          }
          Rng playout{playout_seed};  // the same chance for every plan of this sample
          const double v = ok ? rollout(s, o.seat, normal, playout, o.stars, strong_.rounds, strong_.claims) : -1.0;
          value[k] = v;
          longest_playout = std::max(longest_playout, Clock::now() - playout_start);
          sum[k] += v;
          stars[k] += v >= 1.0 ? 1 : 0;
        }
        if (late) {
          for (std::size_t k = 0; k < all.size(); ++k) {
            if (value[k] == kUnset) break;
            sum[k] -= value[k];
            stars[k] -= value[k] >= 1.0 ? 1 : 0;
          }
          break;
        }
        for (std::size_t k = 1; k < all.size(); ++k) {
          diff[k] += value[k] - value[0];
          diff2[k] += (value[k] - value[0]) * (value[k] - value[0]);
        }
        ++samples;
        const auto now = Clock::now();
        longest_sample = std::max(longest_sample, now - sample_start);
        if (strong_.iterations > 0 && samples >= strong_.iterations) break;
        if (timed && now + longest_sample >= deadline) break;
      }
      // Another plan than the normal player's only when it is better beyond the noise of
      // the samples (its mean difference above 1.64 standard errors, paired samples): the
      // best of several noisy averages is otherwise often a worse plan that got lucky.
      double best_gain = 0;
      for (std::size_t k = 1; samples > 0 && k < all.size(); ++k) {
        const double n = samples, mean = diff[k] / n;
        const double var = std::max(0.0, diff2[k] / n - mean * mean);
        const double se = std::sqrt(var / std::max(1.0, n - 1));
        if (mean > 1e-9 && mean > strong_.z * se && mean > best_gain) {
          best_gain = mean;
          best = k;
        }
      }
      d.samples = samples;
      if (samples > 0) {
        d.value = sum[best] / samples;
        d.star_share = static_cast<double>(stars[best]) / samples;
      }
    }
  }
  d.plan = all[best];
  d.action = d.plan.actions.front();
  if (d.plan.actions.size() > 1) {
    following_ = Following{std::vector<Action>(d.plan.actions.begin() + 1, d.plan.actions.end()),
                           expected_after(o, d.action, o.variant == Variant::Beginner)};
  }
  return d;
}

std::optional<Action> NumberfloorBot::take_over(const Observation& o) const {
  if (level_ == Level::Easy) return std::nullopt;  // it forgets its night cards
  if (o.variant == Variant::Beginner || o.turn_player < 0 || o.turn_player == o.seat) return std::nullopt;
  if (o.floors_laid < 1 || o.balloons_laid < 1) return std::nullopt;
  const std::uint16_t mask = allowed_floors(o.floor_top[0], o.balloon_top);
  // Prefer the night card after which the hand can lay the most: approximated by trying
  // each fitting value and searching the turn that would follow.
  std::optional<Action> best;
  int best_score = -1;
  for (int v = 0; v < kFloors; ++v) {
    if (o.hand[at(night_card(v))] == 0 || !fits(mask, v)) continue;
    Observation after = o;
    --after.hand[at(night_card(v))];
    after.floor_top[0] = v;
    after.floors_laid = 1;
    after.balloons_laid = 0;
    int score = floors_in(after.hand) == 0 ? 1000 : 0;
    for (int t = 0; t < kBalloonBase; ++t)
      if (after.hand[at(t)] > 0 && fits(allowed_floors(v, o.balloon_top), value_of(t))) score += after.hand[at(t)];
    if (score > best_score) {
      best_score = score;
      best = takeover_action(o.seat, v);
    }
  }
  return best;
}

}  // namespace sh::numberfloor
