#include "games/kivi/kivi_coach.h"

#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_scoring.h"

namespace sh::kivi {

namespace {

bool is_place(Action a) { return a >= kPlaceBase && a < kPlaceBase + kCells; }

// Points the player's score grows by with a stone on `cell` now.
int gain_of(const KiviState& s, int player, int cell) {
  Owners owners = s.owners();
  const int before = score_of(s.board(), owners, player);
  owners[static_cast<std::size_t>(cell)] = player;
  return score_of(s.board(), owners, player) - before;
}

Message with_cell(Message m, const char* row, const char* col, int cell) {
  return m.with(row, row_of(cell) + 1).with(col, col_of(cell) + 1);
}

// Whether the dice `hold`, with the others rolled again, can still make `cell`'s own
// combination: the aim named as the reason must be reachable (a cell is taken by the highest
// combination only; six of a kind or a straight of six, jokers for any cell, do not count).
bool reachable(const KiviState& s, const DiceCounts& hold, int cell, int player) {
  DiceCounts dice = hold;
  bool found = false;
  // Every multiset of the rolled dice: values from `from` up, `left` dice still to choose.
  auto visit = [&](auto&& self, int from, int left) -> void {
    if (found) return;
    if (left == 0) {
      for (const AllowedCell& a : s.allowed_cells_for(dice, player))
        if (a.cell == cell && a.joker == Joker::None) found = true;  // a joker's luck is no aim
      return;
    }
    for (int v = from; v <= 6 && !found; ++v) {
      ++dice[static_cast<std::size_t>(v)];
      self(self, v, left - 1);
      --dice[static_cast<std::size_t>(v)];
    }
  };
  visit(visit, 1, kNumDice - dice_total(hold));
  return found;
}

}  // namespace

std::vector<Message> coach_decision(const Context& c, Action mine, std::uint64_t seed) {
  const KiviState& s = c.state;
  if (s.is_terminal() || s.is_chance() || !s.is_legal(mine)) return {};
  if (!is_place(mine) && mine != kRoll) return {};  // a hold or release: a step, not the decision
  return coach_decision_against(c, mine, KiviBot(seed, Level::Strong).plan(s));
}

std::vector<Message> coach_decision_against(const Context& c, Action mine, const KiviPlan& plan) {
  const KiviState& s = c.state;
  if (s.is_terminal() || s.is_chance() || !s.is_legal(mine)) return {};
  if (!is_place(mine) && mine != kRoll) return {};  // a hold or release: a step, not the decision
  const int me = s.turn_player();
  if (is_place(mine)) {
    const int cell = mine - kPlaceBase;
    if (plan.kind == KiviPlan::Kind::Place && plan.cell == cell)
      return {with_cell(Message("kivi.coach.good.place"), "row", "col", cell)};
    if (plan.kind != KiviPlan::Kind::Place || !s.is_legal(kPlaceBase + plan.cell)) return {};
    const int mine_gain = gain_of(s, me, cell), best_gain = gain_of(s, me, plan.cell);
    if (best_gain <= mine_gain) return {};  // the plan's reason is not the points now
    Message m = with_cell(Message("kivi.coach.place_more"), "row", "col", cell);
    return {with_cell(m, "best_row", "best_col", plan.cell).with("gain", mine_gain).with("best_gain", best_gain)};
  }
  // The roll, with the dice held now.
  if (plan.kind == KiviPlan::Kind::Roll) {
    if (plan.hold == s.held())
      return {dice_total(plan.hold) == 0 ? Message("kivi.coach.good.roll_all")
                                         : Message("kivi.coach.good.hold").with("held", dice_text(plan.hold))};
    if (plan.aim_cell < 0 || dice_total(plan.hold) == 0 || !reachable(s, plan.hold, plan.aim_cell, me)) return {};
    Message m = dice_total(s.held()) == 0 ? Message("kivi.coach.hold_none")
                                          : Message("kivi.coach.hold_other").with("held", dice_text(s.held()));
    return {m.with("best", dice_text(plan.hold))
                .with("combination", combination_name(s.cell_combination(plan.aim_cell), c.lang))};
  }
  if (plan.kind == KiviPlan::Kind::Place && s.is_legal(kPlaceBase + plan.cell)) {
    const int gain = gain_of(s, me, plan.cell);
    if (gain <= 0) return {};
    return {with_cell(Message("kivi.coach.roll_not_place"), "row", "col", plan.cell).with("gain", gain)};
  }
  return {};
}

}  // namespace sh::kivi
