#include "games/numberfloor/numberfloor_bot.h"

#include <unordered_set>

namespace sh::numberfloor {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int floors_in(const CardCounts& hand) {
  int n = 0;
  for (int t = 0; t < kBalloonBase; ++t) n += hand[at(t)];
  return n;
}

// Depth-first search over the cards laid from now to the end of this turn.
class TurnSearch {
 public:
  TurnSearch(const Observation& o, int budget) : o_(o), budget_(budget), hand_(o.hand) {
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
    if (o_.floors_laid + floors > 0 && floors_in(hand_) == 0) score += 100000;  // the rest is balloons: a star
    if (!best_first_ || score > best_score_) {
      best_score_ = score;
      best_first_ = first;
    }
  }

  void search(Action first, int floors, int balloons, int nights, int depth) {
    if (nodes_++ > budget_) return;
    if (!seen_.insert(key()).second) return;
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
        search(first < 0 ? a : first, floors + 1, balloons, nights + (is_night(t) ? 1 : 0), depth + 1);
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
      search(first < 0 ? lay_action(b) : first, floors, balloons + 1, nights, depth + 1);
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
  std::unordered_set<std::uint64_t> seen_;
  std::optional<Action> best_first_;
  int best_score_ = 0;
};

}  // namespace

Action NumberfloorBot::choose(const Observation& o) const {
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

std::optional<Action> NumberfloorBot::take_over(const Observation& o) const {
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
