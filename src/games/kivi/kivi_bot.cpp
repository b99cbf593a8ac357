#include "games/kivi/kivi_bot.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/chance.h"

namespace sh::kivi {
namespace {

constexpr double kLossWorth = -1.0;      // worth of losing a stone (below any placement)
constexpr double kNeighbourWeight = 0.3; // normal: per point of value of a free neighbour cell
constexpr double kDisplaceWeight = 0.5;  // share of the victim's loss counted as own gain
// Strong: weight of the growth a cell opens for the player, of the growth it takes from
// the opponents (blocking, shared among them), and of the free neighbours' points (room).
// Tuned with the strength tournament (spoluhrac-strength --game kivi), 2 and 4 players.
constexpr double kGrowthWeight = 1.0;
constexpr double kBlockWeight = 0.35;
constexpr double kRoomWeight = 0.2;
// Easy: a cell adding this many points is taken at once (fewer with fewer rolls left),
// and one placement in kEasySlipIn goes to another allowed cell.
constexpr int kEasyTakeAt = 3;
constexpr int kEasySlipIn = 4;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int key_of(const DiceCounts& d) {
  int k = 0;
  for (int v = 6; v >= 1; --v) k = k * 7 + d[at(v)];
  return k;
}

void enumerate(int value, int left, DiceCounts& cur, std::vector<DiceCounts>& out) {
  if (value > 6) {
    out.push_back(cur);
    return;
  }
  for (int n = 0; n <= left; ++n) {
    cur[at(value)] = n;
    enumerate(value + 1, left - n, cur, out);
  }
  cur[at(value)] = 0;
}

double factorial(int n) {
  double f = 1;
  for (int i = 2; i <= n; ++i) f *= i;
  return f;
}

DiceCounts plus(const DiceCounts& a, const DiceCounts& b) {
  DiceCounts s{};
  for (std::size_t v = 1; v <= 6; ++v) s[v] = a[v] + b[v];
  return s;
}

// Every sub-multiset of `d` with fewer than six dice (at least one die is rolled).
std::vector<DiceCounts> holds_of(const DiceCounts& d) {
  std::vector<DiceCounts> out;
  DiceCounts cur{};
  auto rec = [&](auto&& self, int v) -> void {
    if (v > 6) {
      if (dice_total(cur) < kNumDice) out.push_back(cur);
      return;
    }
    for (int n = 0; n <= d[at(v)]; ++n) {
      cur[at(v)] = n;
      self(self, v + 1);
    }
    cur[at(v)] = 0;
  };
  rec(rec, 1);
  return out;
}

// The dice arithmetic every decision shares, built once: every multiset of 0..6 dice,
// the rolls that complete each partial one (with their probabilities), the holds of each
// full one, and what each full one shows.
struct Step {
  int to;            // the full multiset after the roll
  double probability;
};
struct Tables {
  std::vector<DiceCounts> multisets;
  std::vector<int> index;                 // base-7 key -> index in multisets
  std::vector<int> total;                 // dice in each multiset
  std::vector<std::vector<Step>> rolls;   // partial multiset -> the full ones a roll makes
  std::vector<std::vector<int>> holds;    // full multiset -> its holds (indices)
  std::vector<unsigned> shown;            // full multiset -> bit per combination shown
  std::vector<Joker> joker;               // full multiset -> its joker
  std::vector<int> full;                  // indices of the full multisets
  std::array<std::array<bool, kNumCombinations>, kNumCombinations> above{};

  int of(const DiceCounts& d) const { return index[at(key_of(d))]; }
};

Tables build_tables() {
  Tables t;
  DiceCounts cur{};
  enumerate(1, kNumDice, cur, t.multisets);
  t.index.assign(117649, -1);
  for (std::size_t i = 0; i < t.multisets.size(); ++i) t.index[at(key_of(t.multisets[i]))] = static_cast<int>(i);
  std::vector<std::vector<std::pair<DiceCounts, double>>> outcomes(kNumDice + 1);
  for (const DiceCounts& m : t.multisets) {
    const int k = dice_total(m);
    t.total.push_back(k);
    double ways = factorial(k);
    for (int v = 1; v <= 6; ++v) ways /= factorial(m[at(v)]);
    double p = ways;
    for (int i = 0; i < k; ++i) p /= 6.0;
    outcomes[at(k)].emplace_back(m, p);
  }
  const std::size_t n = t.multisets.size();
  t.rolls.resize(n);
  t.holds.resize(n);
  t.shown.assign(n, 0);
  t.joker.assign(n, Joker::None);
  for (std::size_t i = 0; i < n; ++i) {
    const DiceCounts& m = t.multisets[i];
    if (t.total[i] < kNumDice) {
      for (const auto& [o, p] : outcomes[at(kNumDice - t.total[i])]) t.rolls[i].push_back({t.of(plus(m, o)), p});
      continue;
    }
    t.full.push_back(static_cast<int>(i));
    for (const DiceCounts& h : holds_of(m)) t.holds[i].push_back(t.of(h));
    for (Combination c : all_combinations())
      if (satisfies(m, c)) t.shown[i] |= 1u << static_cast<int>(c);
    t.joker[i] = joker_of(m);
  }
  for (Combination hi : all_combinations())
    for (Combination lo : all_combinations())
      t.above[at(static_cast<int>(hi))][at(static_cast<int>(lo))] = is_above(hi, lo);
  return t;
}

const Tables& tables() {
  static const Tables t = build_tables();
  return t;
}

// Expected value of holding multiset `h` and rolling the rest once, then `after`.
double expect(const Tables& t, int h, const std::vector<double>& after) {
  double e = 0;
  for (const Step& s : t.rolls[at(h)]) e += s.probability * after[at(s.to)];
  return e;
}

// The best cell for each full multiset (by `worth`, the rules' allowed cells) and its worth.
struct Placement {
  std::vector<double> worth;  // per multiset index (full ones only), kLossWorth if none
  std::vector<int> cell;      // per multiset index, -1 if none
};

Placement best_placements(const Tables& t, const KiviState& state, int player, const std::vector<double>& worth) {
  constexpr double kNone = -1e18;
  std::array<double, kNumCombinations> comb_best;
  std::array<int, kNumCombinations> comb_cell;
  comb_best.fill(kNone);
  comb_cell.fill(-1);
  unsigned has_free = 0;
  double free_best = kNone, any_best = kNone;
  int free_cell = -1, any_cell = -1;
  for (int c = 0; c < kCells; ++c) {
    const int o = state.owner(c);
    const double w = worth[at(c)];
    if (o == kNoOwner) {
      const auto k = at(static_cast<int>(state.cell_combination(c)));
      has_free |= 1u << k;
      if (w > comb_best[k]) comb_best[k] = w, comb_cell[k] = c;
      if (w > free_best) free_best = w, free_cell = c;
    }
    if (o != player && w > any_best) any_best = w, any_cell = c;
  }
  Placement out;
  out.worth.assign(t.multisets.size(), kLossWorth);
  out.cell.assign(t.multisets.size(), -1);
  for (int i : t.full) {
    double best = kNone;
    int cell = -1;
    const Joker j = t.joker[at(i)];
    if (j == Joker::SixOfAKind) {
      best = any_best, cell = any_cell;
    } else if (j != Joker::None) {
      best = free_best, cell = free_cell;
    } else {
      const unsigned open = t.shown[at(i)] & has_free;
      for (int k = 0; k < kNumCombinations; ++k) {
        if (!(open >> k & 1u)) continue;
        bool usable = true;
        for (int hi = 0; hi < kNumCombinations && usable; ++hi)
          if ((open >> hi & 1u) && t.above[at(hi)][at(k)]) usable = false;
        if (usable && comb_best[at(k)] > best) best = comb_best[at(k)], cell = comb_cell[at(k)];
      }
    }
    if (cell >= 0 && best > kLossWorth) {
      out.worth[at(i)] = best;
      out.cell[at(i)] = cell;
    }
  }
  return out;
}

// Score gain of `player` putting a stone on `cell` of `owners` (any previous owner).
int gain_at(const Board& board, Owners& owners, int player, int cell) {
  const int before = score_of(board, owners, player);
  const int old = owners[at(cell)];
  owners[at(cell)] = player;
  const int after = score_of(board, owners, player);
  owners[at(cell)] = old;
  return after - before;
}

// The growth a position offers `player`: for each free cell next to one of its stones,
// what that cell would add beyond its own value (the run bonus), times the chance a turn
// reaches its combination; the best `turns` of them (one placement per turn).
double growth(const Board& board, Owners& owners, int player, int turns) {
  if (turns <= 0) return 0;
  std::array<double, kCells> gains{};
  std::size_t n = 0;
  const int base = score_of(board, owners, player);
  for (int c = 0; c < kCells; ++c) {
    if (owners[at(c)] != kNoOwner) continue;
    const int r = row_of(c), col = col_of(c);
    const bool next_to = (r > 0 && owners[at(c - kSize)] == player) || (r + 1 < kSize && owners[at(c + kSize)] == player) ||
                         (col > 0 && owners[at(c - 1)] == player) || (col + 1 < kSize && owners[at(c + 1)] == player);
    if (!next_to) continue;
    owners[at(c)] = player;
    const int bonus = score_of(board, owners, player) - base - board.value[at(c)];
    owners[at(c)] = kNoOwner;
    if (bonus > 0) gains[n++] = bonus * turn_chance(board.combination[at(c)]);
  }
  const std::size_t k = std::min(n, at(turns));
  std::partial_sort(gains.begin(), gains.begin() + static_cast<std::ptrdiff_t>(k), gains.begin() + static_cast<std::ptrdiff_t>(n),
                    [](double a, double b) { return a > b; });
  double sum = 0;
  for (std::size_t i = 0; i < k; ++i) sum += gains[i];
  return sum;
}

// Placements `player` may still make after this turn (turns left and stones in hand).
int future_turns(const KiviState& state, int player, bool acting_now) {
  int turns = kRounds - state.round();
  if (player > state.turn_player() && state.phase() != Phase::GameOver) ++turns;  // still to play this round
  const int stones = state.stones_in_hand(player) - (acting_now ? 1 : 0);
  return std::max(0, std::min(turns, stones));
}

}  // namespace

double turn_chance(Combination c) {
  static const std::array<double, kNumCombinations> chances = [] {
    const Tables& t = tables();
    std::array<double, kNumCombinations> out{};
    for (Combination comb : all_combinations()) {
      std::vector<double> v0(t.multisets.size(), 0.0), v1(t.multisets.size(), 0.0), v2(t.multisets.size(), 0.0);
      for (int i : t.full) v0[at(i)] = (t.shown[at(i)] >> static_cast<int>(comb) & 1u) || t.joker[at(i)] != Joker::None ? 1 : 0;
      for (int i : t.full) {
        double v = v0[at(i)];
        for (int h : t.holds[at(i)]) v = std::max(v, expect(t, h, v0));
        v1[at(i)] = v;
      }
      for (int i : t.full) {
        double v = v0[at(i)];
        for (int h : t.holds[at(i)]) v = std::max(v, expect(t, h, v1));
        v2[at(i)] = v;
      }
      out[at(static_cast<int>(comb))] = expect(t, t.of(DiceCounts{}), v2);
    }
    return out;
  }();
  return chances[at(static_cast<int>(c))];
}

KiviBot::KiviBot(std::uint64_t seed, Level level) : seed_(seed), level_(level) { tables(); }

double KiviBot::noise(const KiviState& state, int cell) const {
  auto bits = chance_bits(seed_, static_cast<std::uint64_t>(state.round() * 64 + cell));
  return static_cast<double>(bits % 1000) * 1e-6;
}

double KiviBot::cell_worth(const KiviState& state, int player, int cell) const {
  const Board& board = state.board();
  Owners owners = state.owners();
  int victim = owners[at(cell)];
  int before = score_of(board, owners, player);
  int victim_before = victim != kNoOwner ? score_of(board, owners, victim) : 0;
  owners[at(cell)] = player;
  double worth = score_of(board, owners, player) - before;
  if (victim != kNoOwner) worth += kDisplaceWeight * (victim_before - score_of(board, owners, victim));
  // Room to grow: free neighbours, worth more early in the game.
  int turns_left = kRounds - state.round();
  double room = 0;
  int r = row_of(cell), c = col_of(cell);
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int i = 0; i < 4; ++i) {
    int nr = r + dr[i], nc = c + dc[i];
    if (nr < 0 || nr >= kSize || nc < 0 || nc >= kSize) continue;
    int n = cell_of(nr, nc);
    if (owners[at(n)] == kNoOwner) room += board.value[at(n)];
  }
  return worth + kNeighbourWeight * room * turns_left / (kRounds - 1);
}

double KiviBot::strong_worth(const KiviState& state, int player, int cell) const {
  const Board& board = state.board();
  Owners owners = state.owners();
  const int victim = owners[at(cell)];
  const bool placing = state.phase() == Phase::Deciding;
  const int mine = future_turns(state, player, placing);
  const double growth_before = growth(board, owners, player, mine);
  double worth = gain_at(board, owners, player, cell);
  if (victim != kNoOwner) {
    Owners without = owners;
    without[at(cell)] = kNoOwner;
    worth += kDisplaceWeight * (score_of(board, owners, victim) - score_of(board, without, victim));
  }
  // What the opponents could have grown here (only a cell next to their stones counts in
  // their growth), before and after the stone takes the cell.
  const int r = row_of(cell), col = col_of(cell);
  auto next_to = [&](int q) {
    return (r > 0 && owners[at(cell - kSize)] == q) || (r + 1 < kSize && owners[at(cell + kSize)] == q) ||
           (col > 0 && owners[at(cell - 1)] == q) || (col + 1 < kSize && owners[at(cell + 1)] == q);
  };
  std::vector<int> rivals;
  double blocked = 0;
  for (int q = 0; q < state.num_players(); ++q) {
    if (q == player || q == victim || !next_to(q)) continue;
    const int theirs = future_turns(state, q, false);
    if (theirs == 0) continue;
    rivals.push_back(q);
    blocked += growth(board, owners, q, theirs);
  }
  owners[at(cell)] = player;
  worth += kGrowthWeight * (growth(board, owners, player, mine) - growth_before);
  for (int q : rivals) blocked -= growth(board, owners, q, future_turns(state, q, false));
  // Room: the points of the free neighbours, worth more early in the game (as normal).
  double room = 0;
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int i = 0; i < 4; ++i) {
    const int nr = r + dr[i], nc = col + dc[i];
    if (nr < 0 || nr >= kSize || nc < 0 || nc >= kSize) continue;
    const int n = cell_of(nr, nc);
    if (owners[at(n)] == kNoOwner) room += board.value[at(n)];
  }
  room *= kRoomWeight * (kRounds - state.round()) / (kRounds - 1);
  return worth + room + kBlockWeight * blocked / std::max(1, state.num_players() - 1);
}

std::vector<double> KiviBot::worths(const KiviState& state, int player) const {
  std::vector<double> worth(at(kCells), 0.0);
  for (int c = 0; c < kCells; ++c) {
    if (state.owner(c) == player) continue;
    worth[at(c)] = (level_ == Level::Strong ? strong_worth(state, player, c) : cell_worth(state, player, c)) + noise(state, c);
  }
  return worth;
}

Action KiviBot::choose(const State& state) const {
  const auto* kivi = dynamic_cast<const KiviState*>(&state);
  if (!kivi) throw std::logic_error("KiviBot plays only KIVI");
  return choose(*kivi);
}

Action KiviBot::choose(const KiviState& state) const { return first_action(state, plan(state)); }

Action KiviBot::first_action(const KiviState& state, const KiviPlan& plan) {
  switch (plan.kind) {
    case KiviPlan::Kind::Place: return place_action(plan.cell);
    case KiviPlan::Kind::Relocate: return relocate_action(plan.cell);
    case KiviPlan::Kind::Roll: break;
  }
  const DiceCounts& held = state.held();
  for (int v = 1; v <= 6; ++v)
    if (held[at(v)] > plan.hold[at(v)]) return release_action(v);
  for (int v = 1; v <= 6; ++v)
    if (held[at(v)] < plan.hold[at(v)]) return hold_action(v);
  return kRoll;
}

KiviPlan KiviBot::plan(const KiviState& state) const {
  if (state.phase() == Phase::Relocating) {
    // The thrower puts the displaced stone (its owner's) where it helps its owner least
    // and costs the thrower least: a cell the thrower wants is taken by it.
    const int thrower = state.relocating_player(), owner = state.displaced_owner();
    KiviPlan p;
    p.kind = KiviPlan::Kind::Relocate;
    if (level_ == Level::Easy) {
      // The cell adding least to the owner now (a beginner does not look further).
      Owners owners = state.owners();
      int least = 0;
      for (int cell : state.free_cells()) {
        const int g = gain_at(state.board(), owners, owner, cell);
        if (p.cell < 0 || g < least) least = g, p.cell = cell;
      }
      return p;
    }
    const auto theirs = worths(state, owner), mine = worths(state, thrower);
    double least = 1e9;
    for (int cell : state.free_cells())
      if (const double w = theirs[at(cell)] + mine[at(cell)]; w < least) least = w, p.cell = cell;
    return p;
  }
  if (state.phase() != Phase::Deciding) throw std::logic_error("KiviBot: nothing to decide");
  if (level_ == Level::Easy) return plan_easy(state);
  return plan_dice(state, worths(state, state.turn_player()));
}

KiviPlan KiviBot::plan_easy(const KiviState& state) const {
  const int player = state.turn_player();
  Owners owners = state.owners();
  const auto allowed = state.allowed_cells();
  KiviPlan p;
  int best = -1;
  for (const AllowedCell& a : allowed) {
    const int g = gain_at(state.board(), owners, player, a.cell);
    if (p.cell < 0 || g > best) best = g, p.cell = a.cell;
  }
  const int take_at = kEasyTakeAt - (state.rolls_left() < 2 ? 1 : 0);
  if (!allowed.empty() && (state.rolls_left() == 0 || best >= take_at)) {
    p.kind = KiviPlan::Kind::Place;
    const auto bits = chance_bits(seed_ ^ 0xea5eULL, state.history().size());
    if (bits % kEasySlipIn == 0) p.cell = allowed[(bits / kEasySlipIn) % allowed.size()].cell;
    return p;
  }
  // Keep the dice of the most frequent value (the higher one on a tie), roll the rest.
  const DiceCounts dice = state.dice();
  int most = 6;
  for (int v = 6; v >= 1; --v)
    if (dice[at(v)] > dice[at(most)]) most = v;
  p.kind = KiviPlan::Kind::Roll;
  p.cell = -1;
  p.hold = DiceCounts{};
  p.hold[at(most)] = std::min(dice[at(most)], kNumDice - 1);
  return p;
}

KiviPlan KiviBot::plan_dice(const KiviState& state, const std::vector<double>& worth) const {
  const Tables& t = tables();
  const int player = state.turn_player();
  // Best placement (and its worth) for the dice now, by the rules' allowed cells.
  DiceCounts now = state.dice();
  int now_cell = -1;
  double place_now = kLossWorth;
  for (const AllowedCell& a : state.allowed_cells_for(now, player))
    if (worth[at(a.cell)] > place_now || now_cell < 0) place_now = worth[at(a.cell)], now_cell = a.cell;
  KiviPlan plan;
  if (state.rolls_left() == 0) {
    plan.kind = KiviPlan::Kind::Place;
    plan.cell = now_cell;
    return plan;
  }
  // Worth of six dice with no roll left (place0), then with one roll left (value1).
  const Placement place0 = best_placements(t, state, player, worth);
  const std::vector<double>* after = &place0.worth;
  std::vector<double> value1;
  if (state.rolls_left() == 2) {
    std::vector<double> expect0(t.multisets.size(), 0.0);
    for (std::size_t i = 0; i < t.multisets.size(); ++i)
      if (t.total[i] < kNumDice) expect0[i] = expect(t, static_cast<int>(i), place0.worth);
    value1.assign(t.multisets.size(), 0.0);
    for (int i : t.full) {
      double v = place0.worth[at(i)];
      for (int h : t.holds[at(i)]) v = std::max(v, expect0[at(h)]);
      value1[at(i)] = v;
    }
    after = &value1;
  }
  int best_hold = -1;
  double best_roll = -1e9;
  for (int h : t.holds[at(t.of(now))]) {
    double e = expect(t, h, *after);
    if (e > best_roll + 1e-9) best_roll = e, best_hold = h;
  }
  if (now_cell >= 0 && place_now >= best_roll) {
    plan.kind = KiviPlan::Kind::Place;
    plan.cell = now_cell;
    return plan;
  }
  plan.kind = KiviPlan::Kind::Roll;
  plan.hold = t.multisets[at(best_hold)];
  // What the kept dice aim at: the cell bringing most of the next roll's expected worth among
  // the cells the dice do not allow now (one allowed now is no goal), and the joker it is
  // reached by when the dice would not show its combination (issue 43: 5 4 3 2 1 held aims
  // at the straight 1-6, not at "tři dvojice").
  std::array<bool, kCells> allowed_now{};
  for (const AllowedCell& a : state.allowed_cells_for(now, player)) allowed_now[at(a.cell)] = true;
  std::array<double, kCells> share{}, chance{};
  std::array<std::array<double, 4>, kCells> by_joker{};
  for (const Step& s : t.rolls[at(best_hold)]) {
    const int cell = place0.cell[at(s.to)];
    if (cell < 0 || allowed_now[at(cell)]) continue;
    const double w = s.probability * std::max(0.0, place0.worth[at(s.to)]);
    share[at(cell)] += w;
    chance[at(cell)] += s.probability;
    const DiceCounts& dice = t.multisets[at(s.to)];
    const Joker j = satisfies(dice, state.cell_combination(cell)) ? Joker::None : t.joker[at(s.to)];
    by_joker[at(cell)][at(static_cast<int>(j))] += w;
  }
  for (int c = 0; c < kCells; ++c)
    if (share[at(c)] > 0 && (plan.aim_cell < 0 || share[at(c)] > share[at(plan.aim_cell)])) plan.aim_cell = c;
  if (plan.aim_cell >= 0) {
    plan.aim_chance = chance[at(plan.aim_cell)];
    const auto& ways = by_joker[at(plan.aim_cell)];
    plan.aim_joker = static_cast<Joker>(std::max_element(ways.begin(), ways.end()) - ways.begin());
  }
  return plan;
}

}  // namespace sh::kivi
