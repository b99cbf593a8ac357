#include "games/kivi/kivi_bot.h"

#include <algorithm>
#include <stdexcept>

#include "core/chance.h"

namespace sh::kivi {
namespace {

constexpr double kLossWorth = -1.0;      // worth of losing a stone (below any placement)
constexpr double kNeighbourWeight = 0.3; // per point of value of a free neighbour cell
constexpr double kDisplaceWeight = 0.5;  // share of the victim's loss counted as own gain

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

}  // namespace

KiviBot::KiviBot(std::uint64_t seed) : seed_(seed) {
  DiceCounts cur{};
  enumerate(1, kNumDice, cur, multisets_);
  index_.assign(117649, -1);
  for (std::size_t i = 0; i < multisets_.size(); ++i) index_[at(key_of(multisets_[i]))] = static_cast<int>(i);
  outcomes_.resize(kNumDice + 1);
  for (const DiceCounts& m : multisets_) {
    int k = dice_total(m);
    double ways = factorial(k);
    for (int v = 1; v <= 6; ++v) ways /= factorial(m[at(v)]);
    double p = ways;
    for (int i = 0; i < k; ++i) p /= 6.0;
    outcomes_[at(k)].push_back({m, p});
  }
}

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
  double growth = 0;
  int r = row_of(cell), c = col_of(cell);
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int i = 0; i < 4; ++i) {
    int nr = r + dr[i], nc = c + dc[i];
    if (nr < 0 || nr >= kSize || nc < 0 || nc >= kSize) continue;
    int n = cell_of(nr, nc);
    if (owners[at(n)] == kNoOwner) growth += board.value[at(n)];
  }
  return worth + kNeighbourWeight * growth * turns_left / (kRounds - 1);
}

Action KiviBot::choose(const State& state) const {
  const auto* kivi = dynamic_cast<const KiviState*>(&state);
  if (!kivi) throw std::logic_error("KiviBot plays only KIVI");
  return choose(*kivi);
}

Action KiviBot::choose(const KiviState& state) const {
  if (state.phase() == Phase::Relocating) {
    int player = state.relocating_player();
    Action best = -1;
    double best_worth = -1e9;
    for (int cell : state.free_cells()) {
      double w = cell_worth(state, player, cell) + noise(state, cell);
      if (w > best_worth) best_worth = w, best = relocate_action(cell);
    }
    return best;
  }
  if (state.phase() != Phase::Deciding) throw std::logic_error("KiviBot: nothing to decide");
  return choose_dice_action(state);
}

Action KiviBot::choose_dice_action(const KiviState& state) const {
  const int player = state.turn_player();
  std::vector<double> worth(at(kCells));
  for (int c = 0; c < kCells; ++c) {
    int o = state.owner(c);
    worth[at(c)] = o == player ? 0 : cell_worth(state, player, c) + noise(state, c);
  }
  // Best placement (and its worth) for six dice.
  auto best_place = [&](const DiceCounts& d, int* cell) {
    double best = kLossWorth;
    for (const AllowedCell& a : state.allowed_cells_for(d, player))
      if (worth[at(a.cell)] > best || (cell && *cell < 0)) {
        best = worth[at(a.cell)];
        if (cell) *cell = a.cell;
      }
    return best;
  };
  DiceCounts now = state.dice();
  int now_cell = -1;
  double place_now = best_place(now, &now_cell);
  if (state.rolls_left() == 0) return place_action(now_cell);

  // Worth of six dice with no roll left (place0), then with one roll left (value1).
  std::vector<double> place0(multisets_.size(), 0.0), value1(multisets_.size(), 0.0);
  for (std::size_t i = 0; i < multisets_.size(); ++i)
    if (dice_total(multisets_[i]) == kNumDice) place0[i] = best_place(multisets_[i], nullptr);
  // Expected worth of holding h and rolling the rest once, then using `after`.
  auto expect = [&](const DiceCounts& h, const std::vector<double>& after) {
    double e = 0;
    for (const Outcome& o : outcomes_[at(kNumDice - dice_total(h))])
      e += o.probability * after[at(index_[at(key_of(plus(h, o.dice)))])];
    return e;
  };
  const std::vector<double>* after = &place0;
  if (state.rolls_left() == 2) {
    std::vector<double> expect0(multisets_.size(), 0.0);
    for (std::size_t i = 0; i < multisets_.size(); ++i)
      if (dice_total(multisets_[i]) < kNumDice) expect0[i] = expect(multisets_[i], place0);
    for (std::size_t i = 0; i < multisets_.size(); ++i) {
      if (dice_total(multisets_[i]) != kNumDice) continue;
      double v = place0[i];
      for (const DiceCounts& h : holds_of(multisets_[i]))
        v = std::max(v, expect0[at(index_[at(key_of(h))])]);
      value1[i] = v;
    }
    after = &value1;
  }
  DiceCounts best_hold{};
  double best_roll = -1e9;
  for (const DiceCounts& h : holds_of(now)) {
    double e = expect(h, *after);
    if (e > best_roll + 1e-9) best_roll = e, best_hold = h;
  }
  if (now_cell >= 0 && place_now >= best_roll) return place_action(now_cell);
  const DiceCounts& held = state.held();
  for (int v = 1; v <= 6; ++v)
    if (held[at(v)] > best_hold[at(v)]) return release_action(v);
  for (int v = 1; v <= 6; ++v)
    if (held[at(v)] < best_hold[at(v)]) return hold_action(v);
  return kRoll;
}

}  // namespace sh::kivi
