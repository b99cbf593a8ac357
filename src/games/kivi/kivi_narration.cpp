#include "games/kivi/kivi_narration.h"

#include <algorithm>

#include "narration/fragment.h"

#include "games/kivi/kivi_combinations.h"

namespace sh::kivi {

namespace {

std::string name_of(const std::vector<std::string>& names, long seat) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= names.size()) return "?";
  return names[static_cast<std::size_t>(seat)];
}

// A first place shared by two to four players, by name: "O první místo se dělí Eva a Jana,
// každá 117 bodů" ("každá" when every one of them is a woman, else "každý").
Message shared_win(const Context& c, long winners, long score) {
  std::vector<int> seats;
  for (const RankLine& l : c.state.ranking())
    if (l.place == 1) seats.push_back(l.seat);
  // A position that does not show the tie (an event said on its own): by count.
  if (seats.size() < 2 || seats.size() != static_cast<std::size_t>(winners))
    return Message("kivi.game_over_shared").with("winners", winners).with("score", score);
  const People guessed;
  const People& people = c.people ? *c.people : guessed;
  const bool women = std::all_of(seats.begin(), seats.end(), [&](int seat) {
    return people.gender_of(name_of(c.names, seat)) == PersonGender::Feminine;
  });
  Message m("kivi.game_over_shared." + std::to_string(std::clamp<std::size_t>(seats.size(), 2, 4)) + (women ? "f" : ""));
  for (std::size_t k = 0; k < seats.size(); ++k) m.with("p" + std::to_string(k + 1), name_of(c.names, seats[k]));
  return m.with("score", score);
}

std::string at_text(int cell, const Language& lang) {
  return render_fragment(lang, Message("kivi.at").with("row", row_of(cell) + 1).with("col", col_of(cell) + 1));
}

std::string holder_text(int cell, const Context& c) {
  const int o = c.state.owner(cell);
  if (o == kNoOwner) return render_fragment(c.lang, Message("kivi.holder.free"));
  return render_fragment(c.lang, Message("kivi.holder.player").with("player", name_of(c.names, o)));
}

std::string plus_list(const std::vector<int>& values) {
  std::vector<std::string> parts;
  for (int v : values) parts.push_back(std::to_string(v));
  return join_texts(parts, " + ");
}

std::vector<int> values_of(const std::vector<int>& cells, const Board& board) {
  std::vector<int> out;
  for (int c : cells) out.push_back(board.value[static_cast<std::size_t>(c)]);
  return out;
}

bool is_computer(const KiviState& s, long seat) { return s.kivi_game().is_computer(static_cast<int>(seat)); }

Message enter_dice(int dice) {
  return dice == 1 ? Message("kivi.enter_one_die") : Message("kivi.enter_dice").with("dice", dice);
}

Message rolled_message(long roll, const DiceCounts& d) {
  return Message("kivi.rolled").with("roll", roll).with("dice", dice_text(d));
}

// Beginner: why a combination the dice show gives no cell, when a higher nested one wins
// ("Proč ne dvě dvojice, trojice: ... tedy trojice a dvojice.").
std::optional<Message> why_these_cells(const Context& c) {
  const KiviState& s = c.state;
  auto allowed = s.allowed_cells();
  if (allowed.empty() || allowed.front().joker != Joker::None) return std::nullopt;
  auto takes = [&](Combination comb) {
    return std::any_of(allowed.begin(), allowed.end(), [&](const AllowedCell& a) { return a.combination == comb; });
  };
  std::vector<std::string> lower, higher;
  std::vector<Combination> higher_combs;
  for (Combination lo : satisfied_combinations(s.dice())) {
    if (takes(lo)) continue;
    for (const AllowedCell& a : allowed) {
      if (!is_above(a.combination, lo)) continue;
      lower.push_back(combination_name(lo, c.lang));
      if (std::find(higher_combs.begin(), higher_combs.end(), a.combination) == higher_combs.end()) {
        higher_combs.push_back(a.combination);
        higher.push_back(combination_name(a.combination, c.lang));
      }
      break;
    }
  }
  if (lower.empty()) return std::nullopt;
  // Two or three combinations: "Proč ani dvě dvojice, ani trojice" (a bare list of names
  // runs into one another: "dvě dvojice, trojice, trojice a dvojice").
  if (lower.size() == 2 || lower.size() == 3) {
    Message m(lower.size() == 2 ? "kivi.why_nested.2" : "kivi.why_nested.3");
    for (std::size_t i = 0; i < lower.size(); ++i) m.with("l" + std::to_string(i + 1), lower[i]);
    return m.with("higher", join_texts(higher, ", "));
  }
  return Message("kivi.why_nested").with("lower", join_texts(lower, ", ")).with("higher", join_texts(higher, ", "));
}

// A row or column by positions: stones named with their column (row), neighbours of the
// same player together ("sloupce 3 až 6 Petr").
struct LineIds {
  const char* some_free;  // "Řádek 3: {list}, ostatní volná."
  const char* full;       // "Řádek 3: {list}."
  const char* all_free;   // "Řádek 3: všechna pole volná."
  const char* stone;      // "sloupec 2 Petr"
  const char* stones;     // "sloupce 3 až 6 Petr"
};

Message line_message(const LineIds& ids, long number, const std::vector<int>& cells, const Context& c) {
  std::vector<std::string> parts;
  std::size_t stones = 0;
  for (std::size_t i = 0; i < cells.size();) {
    const int o = c.state.owner(cells[i]);
    std::size_t end = i + 1;
    while (end < cells.size() && c.state.owner(cells[end]) == o) ++end;
    if (o != kNoOwner) {
      stones += end - i;
      const std::string name = name_of(c.names, o);
      const auto from = static_cast<long>(i + 1), to = static_cast<long>(end);
      parts.push_back(end - i == 1 ? render_fragment(c.lang, Message(ids.stone).with("n", from).with("player", name))
                                   : render_fragment(c.lang, Message(ids.stones).with("from", from).with("to", to).with("player", name)));
    }
    i = end;
  }
  if (parts.empty()) return Message(ids.all_free).with("n", number);
  return Message(stones == cells.size() ? ids.full : ids.some_free).with("n", number).with("list", join_texts(parts, ", "));
}

// The acting player: the turn player deciding, or the owner of a displaced stone.
int acting_player(const KiviState& s) {
  int p = s.current_player();
  return p >= 0 ? p : -1;
}

}  // namespace

std::string combination_name(Combination c, const Language& lang) {
  return render_fragment(lang, Message("kivi.comb." + std::to_string(static_cast<int>(c))));
}

std::string joker_name(Joker j, const Language& lang) {
  return render_fragment(lang, Message("kivi.joker." + std::to_string(static_cast<int>(j))));
}

std::string dice_text(const DiceCounts& d) {
  auto sorted = sorted_dice(d);
  std::reverse(sorted.begin(), sorted.end());
  std::vector<std::string> parts;
  for (int v : sorted) parts.push_back(std::to_string(v));
  return join_texts(parts, " ");
}

// ---------------------------------------------------------------- events

Narration narrate(const Event& e, const Context& c) {
  const std::string& t = e.type;
  const KiviState& s = c.state;
  const std::string player = name_of(c.names, e.get("player"));
  const bool computer = is_computer(s, e.get("player"));
  auto cell_message = [&](std::string id) {
    return Message(std::move(id))
        .with("player", player)
        .with("row", e.get("row") + 1)
        .with("col", e.get("col") + 1)
        .with("combination", combination_name(static_cast<Combination>(e.get("combination")), c.lang))
        .with("value", e.get("value"))
        .with("score", e.get("score"));
  };
  if (t == "kivi.turn_started") {
    // A computer's turn has no beginner rule text: it is aimed at the person who rolls.
    return {{"your_turn", Message(computer ? "kivi.turn.computer" : "kivi.turn")
                              .with("player", player)
                              .with("round", e.get("round"))
                              .with("in_hand", e.get("in_hand"))}};
  }
  if (t == "kivi.roll_started") {
    Narration out;
    if (e.get("roll") > 1) {
      if (e.get("held") > 0)
        out.push_back({"", Message("kivi.reroll").with("player", player).with("held", dice_text(s.held()))});
      else
        out.push_back({"", Message("kivi.reroll_all").with("player", player)});
    }
    if (c.mode != Mode::Dealer) out.push_back({"", enter_dice(static_cast<int>(e.get("dice")))});
    return out;
  }
  if (t == "kivi.die" || t == "kivi.held" || t == "kivi.released" || t == "kivi.final_score") return {};
  if (t == "kivi.rolled") {
    DiceCounts d{};
    for (int i = 1; i <= kNumDice; ++i) ++d[static_cast<std::size_t>(e.get("d" + std::to_string(i)))];
    Narration out{{"dice_rolled", rolled_message(e.get("roll"), d)}};
    const long left = kMaxRolls - e.get("roll");
    if (e.get("allowed") == 0) {
      if (left > 0 && c.aids) out.push_back({"", Message("kivi.nothing_allowed").with("left", left)});
      else out.push_back({"", Message("kivi.nothing_allowed_last")});
      return out;
    }
    if (computer) return out;
    for (auto& m : allowed_cells(c, AllowedDetail::AfterRoll)) out.push_back({"", std::move(m)});
    if (c.verbosity == Verbosity::Beginner && c.aids)
      if (auto why = why_these_cells(c)) out.push_back({"", std::move(*why)});
    if (left == 0) out.push_back({"", Message("kivi.must_place")});
    return out;
  }
  if (t == "kivi.placed") {
    const long joker = e.get("joker");
    if (joker == 0) return {{"", cell_message("kivi.placed")}};
    return {{"", cell_message("kivi.placed_joker").with("joker", joker_name(static_cast<Joker>(joker), c.lang))}};
  }
  if (t == "kivi.displaced") {
    Narration out{{"capture", Message("kivi.displaced").with("player", player).with("by", name_of(c.names, e.get("by")))},
                  {"", Message("kivi.displaced_score").with("player", player).with("score", e.get("score"))}};
    // The thrower moves the stone (PRODUCT.md), so he is the one asked.
    if (!is_computer(s, e.get("by")))
      out.push_back({"", Message("kivi.relocate_prompt").with("player", name_of(c.names, e.get("by"))).with("owner", player)});
    return out;
  }
  if (t == "kivi.relocated") return {{"", cell_message("kivi.relocated").with("by", name_of(c.names, e.get("by")))}};
  if (t == "kivi.stone_lost")
    return {{"", Message(e.get("in_hand") == 0 ? "kivi.stone_lost.none_left" : "kivi.stone_lost")
                     .with("player", player)
                     .with("in_hand", e.get("in_hand"))}};
  if (t == "kivi.game_over") {
    Narration out;
    if (e.get("winner") >= 0)
      out.push_back({"game_won", Message("kivi.game_over")
                                     .with("player", name_of(c.names, e.get("winner")))
                                     .with("score", e.get("score"))});
    else
      out.push_back({"game_won", shared_win(c, e.get("winners"), e.get("score"))});
    for (auto& m : ranking(c)) out.push_back({"", std::move(m)});
    return out;
  }
  return {};
}

Message refusal(const Event& e, const Context& c) {
  Message m("kivi." + e.type);
  for (const auto& [k, v] : e.fields) {
    if (k == "player" || k == "owner") m.with(k, name_of(c.names, v));
    else if (k == "row" || k == "col") m.with(k, v + 1);
    else if (k == "combination" || k == "required") m.with(k, combination_name(static_cast<Combination>(v), c.lang));
    else m.with(k, v);
  }
  return m;
}

// ---------------------------------------------------------------- the board

std::vector<Message> allowed_cells(const Context& c, AllowedDetail detail) {
  auto allowed = c.state.allowed_cells();
  if (allowed.empty() || !c.aids) return {};
  const Joker joker = allowed.front().joker;
  if (joker != Joker::None) return {Message("kivi.allowed_joker." + std::to_string(static_cast<int>(joker)))};
  std::vector<std::string> groups, combinations;
  for (Combination comb : all_combinations()) {
    std::vector<std::string> cells;
    for (const AllowedCell& a : allowed)
      if (a.combination == comb) cells.push_back(at_text(a.cell, c.lang));
    if (cells.empty()) continue;
    combinations.push_back(combination_name(comb, c.lang));
    groups.push_back(render_fragment(c.lang, Message("kivi.allowed_group")
                                          .with("combination", combination_name(comb, c.lang))
                                          .with("cells", join_texts(cells, ", "))));
  }
  // After a roll (issue 30): the count and the combinations at normal verbosity, the
  // count at terse, every cell for beginners; key 8 and the status list every cell.
  return {Message(detail == AllowedDetail::EveryCell ? "kivi.allowed_list" : "kivi.allowed")
              .with("n", static_cast<long>(allowed.size()))
              .with("list", join_texts(groups, "; "))
              .with("combinations", join_texts(combinations, ", "))};
}

std::vector<Message> dice_and_allowed(const Context& c) {
  const KiviState& s = c.state;
  if (s.phase() != Phase::Deciding) return {};
  std::vector<Message> out{rolled_message(s.rolls_used(), s.dice())};
  if (dice_total(s.held()) > 0) out.push_back(held_summary(c));
  auto allowed = allowed_cells(c, AllowedDetail::EveryCell);
  if (allowed.empty() && c.aids) out.push_back(Message("kivi.nothing_allowed").with("left", s.rolls_left()));
  out.insert(out.end(), allowed.begin(), allowed.end());
  if (!allowed.empty() || !c.aids) {
    if (s.rolls_left() > 0) out.push_back(Message("kivi.rolls_left").with("left", s.rolls_left()));
    else out.push_back(Message("kivi.must_place"));
  }
  return out;
}

Message held_summary(const Context& c) {
  const KiviState& s = c.state;
  const int held = dice_total(s.held());
  if (held == 0) return Message("kivi.held_none").with("free", dice_text(s.free_dice()));
  if (held == kNumDice) return Message("kivi.held_all").with("held", dice_text(s.held()));
  return Message("kivi.held").with("held", dice_text(s.held())).with("free", dice_text(s.free_dice()));
}

Message holding_summary(int value, const Context& c) {
  const KiviState& s = c.state;
  const int held = dice_total(s.held());
  if (held == kNumDice) return Message("kivi.holding_all").with("value", value).with("held", dice_text(s.held()));
  if (held == 1) return Message("kivi.holding").with("value", value).with("free", dice_text(s.free_dice()));
  return Message("kivi.holding_more").with("value", value).with("held", dice_text(s.held())).with("free", dice_text(s.free_dice()));
}

namespace {

// The stones next to a cell: "Eva vlevo, Petr nahoře" (empty when none).
std::string neighbours(int cell, const Context& c) {
  static const struct {
    int dr, dc;
    const char* id;
  } kSides[] = {{-1, 0, "kivi.nb.up"}, {1, 0, "kivi.nb.down"}, {0, -1, "kivi.nb.left"}, {0, 1, "kivi.nb.right"}};
  std::vector<std::string> around;
  for (const auto& side : kSides) {
    const int r = row_of(cell) + side.dr, col = col_of(cell) + side.dc;
    if (r < 0 || r >= kSize || col < 0 || col >= kSize) continue;
    const int o = c.state.owner(cell_of(r, col));
    if (o != kNoOwner) around.push_back(render_fragment(c.lang, Message(side.id).with("player", name_of(c.names, o))));
  }
  return join_texts(around, ", ");
}

bool human_deciding(const KiviState& s) { return s.phase() == Phase::Deciding && !is_computer(s, s.turn_player()); }

}  // namespace

std::optional<Message> not_allowed(int cell, const Context& c) {
  const KiviState& s = c.state;
  if (s.phase() == Phase::Relocating) {
    if (s.owner(cell) == kNoOwner) return std::nullopt;
    return Message("kivi.not_allowed.relocate");
  }
  if (!human_deciding(s)) return std::nullopt;
  auto why = s.why_illegal(place_action(cell));
  if (!why) return std::nullopt;
  if (why->type == "refused.own_stone") return Message("kivi.not_allowed.own_stone");
  if (why->type == "refused.cell_occupied") return Message("kivi.not_allowed.occupied");
  if (why->type == "refused.combination_not_rolled") return Message("kivi.not_allowed.not_rolled");
  if (why->type == "refused.higher_combination")
    return Message("kivi.not_allowed.higher")
        .with("required", combination_name(static_cast<Combination>(why->get("required")), c.lang));
  return Message("kivi.not_allowed");
}

std::vector<Message> describe_cell(int cell, const Context& c) {
  const KiviState& s = c.state;
  std::vector<Message> out{Message("kivi.cell")
                               .with("row", row_of(cell) + 1)
                               .with("col", col_of(cell) + 1)
                               .with("combination", combination_name(s.cell_combination(cell), c.lang))
                               .with("value", s.cell_value(cell))
                               .with("holder", holder_text(cell, c))};
  if (human_deciding(s) && c.aids) {
    for (const AllowedCell& a : s.allowed_cells())
      if (a.cell == cell) out.emplace_back(a.displaces ? "kivi.cell.allowed_take" : "kivi.cell.allowed");
  }
  if (auto why = not_allowed(cell, c); why && c.aids) out.push_back(std::move(*why));
  const std::string around = neighbours(cell, c);
  if (around.empty()) out.emplace_back("kivi.cell.alone");
  else out.push_back(Message("kivi.cell.neighbours").with("list", around));
  return out;
}

Message cursor_step(int cell, const Context& c) {
  const KiviState& s = c.state;
  const std::string list = neighbours(cell, c);
  const std::string around =
      list.empty() ? render_fragment(c.lang, Message("kivi.around.none")) : render_fragment(c.lang, Message("kivi.around").with("list", list));
  const int o = s.owner(cell);
  Message m(o == kNoOwner ? "kivi.step" : "kivi.step_take");
  m.with("row", row_of(cell) + 1)
      .with("col", col_of(cell) + 1)
      .with("combination", combination_name(s.cell_combination(cell), c.lang))
      .with("value", s.cell_value(cell))
      .with("around", around);
  if (o != kNoOwner) m.with("player", name_of(c.names, o));
  return m;
}

Message stones_of(int player, const Context& c) {
  const KiviState& s = c.state;
  std::vector<std::string> cells;
  for (int cell : s.stones_of(player)) cells.push_back(at_text(cell, c.lang));
  const std::string name = name_of(c.names, player);
  if (cells.empty()) return Message("kivi.stones_none").with("player", name).with("in_hand", s.stones_in_hand(player));
  // "V zásobě žádný kámen" rather than "0 kamenů".
  return Message(s.stones_in_hand(player) == 0 ? "kivi.stones.none_left" : "kivi.stones").with("player", name).with("cells", join_texts(cells, ", ")).with("in_hand",
                                                                                              s.stones_in_hand(player));
}

std::vector<Message> breakdown_lines(const ScoreBreakdown& b, const Board& board) {
  std::vector<Message> out;
  if (b.single_cells.size() == 1) {
    const int cell = b.single_cells.front();  // named, so the listener knows which stone
    out.push_back(
        Message("kivi.single").with("row", row_of(cell) + 1).with("col", col_of(cell) + 1).with("points", b.singles_points));
  } else if (b.single_cells.size() > 1) {
    out.push_back(
        Message("kivi.singles").with("list", plus_list(values_of(b.single_cells, board))).with("points", b.singles_points));
  }
  for (const ScoredRun& run : b.runs) {
    const int first = run.cells.front(), last = run.cells.back();
    Message m(run.horizontal ? "kivi.run_h" : "kivi.run_v");
    if (run.horizontal) m.with("row", row_of(first) + 1).with("from", col_of(first) + 1).with("to", col_of(last) + 1);
    else m.with("col", col_of(first) + 1).with("from", row_of(first) + 1).with("to", row_of(last) + 1);
    m.with("list", plus_list(values_of(run.cells, board)))
        .with("sum", run.sum)
        .with("len", static_cast<long>(run.cells.size()))
        .with("points", run.points);
    out.push_back(m);
  }
  return out;
}

std::vector<Message> score_breakdown(int player, const KiviState& s, const std::vector<std::string>& names) {
  ScoreBreakdown b = s.breakdown(player);
  std::vector<Message> out{Message("kivi.score").with("player", name_of(names, player)).with("score", b.total)};
  auto lines = breakdown_lines(b, s.board());
  out.insert(out.end(), lines.begin(), lines.end());
  return out;
}

Message board_row(int row, const Context& c) {
  std::vector<int> cells;
  for (int col = 0; col < kSize; ++col) cells.push_back(cell_of(row, col));
  return line_message({"kivi.line.row", "kivi.line.row_full", "kivi.line.row_free", "kivi.line.at_col", "kivi.line.at_cols"},
                      row + 1, cells, c);
}

Message board_column(int col, const Context& c) {
  std::vector<int> cells;
  for (int row = 0; row < kSize; ++row) cells.push_back(cell_of(row, col));
  return line_message({"kivi.line.col", "kivi.line.col_full", "kivi.line.col_free", "kivi.line.at_row", "kivi.line.at_rows"},
                      col + 1, cells, c);
}

Message row_cells(int row, const Context& c) {
  std::vector<std::string> cells;
  for (int col = 0; col < kSize; ++col) {
    const int cell = cell_of(row, col);
    cells.push_back(render_fragment(c.lang, Message("kivi.row_cell")
                                         .with("col", col + 1)
                                         .with("combination", combination_name(c.state.cell_combination(cell), c.lang))
                                         .with("value", c.state.cell_value(cell))));
  }
  return Message("kivi.row_cells").with("cells", join_texts(cells, ". "));
}

Message undo_question(const KiviState& before, const std::vector<Action>& actions, const std::vector<std::string>& names) {
  if (actions.empty()) return Message("kivi.confirm_undo");
  const Action a = actions.front();
  const std::string player = name_of(names, before.phase() == Phase::Relocating ? before.relocating_player()
                                                                                  : before.turn_player());
  if (a > kDieBase && a <= kDieBase + 6) {
    DiceCounts d{};
    for (Action die : actions)
      if (die > kDieBase && die <= kDieBase + 6) ++d[static_cast<std::size_t>(die - kDieBase)];
    return Message("kivi.confirm_undo.dice").with("player", player).with("dice", dice_text(d));
  }
  if (a > kHoldBase && a <= kHoldBase + 6)
    return Message("kivi.confirm_undo.hold").with("player", player).with("value", static_cast<long>(a - kHoldBase));
  if (a > kReleaseBase && a <= kReleaseBase + 6)
    return Message("kivi.confirm_undo.release").with("player", player).with("value", static_cast<long>(a - kReleaseBase));
  if (a == kRoll) return Message("kivi.confirm_undo.roll").with("player", player);
  const bool place = a >= kPlaceBase && a < kPlaceBase + kCells;
  const bool relocate = a >= kRelocateBase && a < kRelocateBase + kCells;
  if (!place && !relocate) return Message("kivi.confirm_undo");
  const int cell = place ? a - kPlaceBase : a - kRelocateBase;
  return Message(place ? "kivi.confirm_undo.place" : "kivi.confirm_undo.relocate")
      .with("player", player)
      .with("row", row_of(cell) + 1)
      .with("col", col_of(cell) + 1);
}

std::vector<Message> ranking(const Context& c) {
  std::vector<Message> out;
  for (const RankLine& l : c.state.ranking())
    out.push_back(Message("kivi.rank").with("place", l.place).with("player", name_of(c.names, l.seat)).with("score", l.score));
  return out;
}

// ---------------------------------------------------------------- review, status, help

std::vector<std::vector<Message>> review_items(const Context& c) {
  const KiviState& s = c.state;
  std::vector<std::vector<Message>> items;
  const int me = acting_player(s);
  if (me >= 0) items.push_back({stones_of(me, c)});
  for (int p = 0; p < s.num_players(); ++p) items.push_back(score_breakdown(p, s, c.names));
  for (int r = 0; r < kSize; ++r) items.push_back({board_row(r, c), row_cells(r, c)});
  for (int col = 0; col < kSize; ++col) items.push_back({board_column(col, c)});
  return items;
}

std::vector<Message> where_play_stands(const Context& c) {
  const KiviState& s = c.state;
  if (s.is_terminal()) {
    std::vector<Message> out{Message("kivi.final")};
    auto r = ranking(c);
    out.insert(out.end(), r.begin(), r.end());
    return out;
  }
  if (s.phase() == Phase::Relocating) {
    const int mover = s.relocating_player();
    const std::string owner = name_of(c.names, s.displaced_owner());
    return {Message(s.stones_in_hand(mover) == 0 ? "kivi.now_relocating.none_left" : "kivi.now_relocating")
                .with("round", s.round())
                .with("player", name_of(c.names, mover))
                .with("owner", owner)
                .with("in_hand", s.stones_in_hand(mover)),
            Message("kivi.relocate_prompt").with("player", name_of(c.names, mover)).with("owner", owner)};
  }
  const std::string player = name_of(c.names, s.turn_player());
  std::vector<Message> out{Message("kivi.now")
                               .with("round", s.round())
                               .with("player", player)
                               .with("in_hand", s.stones_in_hand(s.turn_player()))};
  switch (s.phase()) {
    case Phase::Deciding: {
      auto d = dice_and_allowed(c);
      out.insert(out.end(), d.begin(), d.end());
      break;
    }
    case Phase::Rolling:
      if (c.mode != Mode::Dealer) {
        if (s.rolls_used() > 1 && dice_total(s.held()) > 0)
          out.push_back(Message("kivi.reroll").with("player", player).with("held", dice_text(s.held())));
        out.push_back(enter_dice(s.dice_to_roll()));
      }
      break;
    case Phase::Relocating:
      out.push_back(Message("kivi.relocate_prompt")
                        .with("player", name_of(c.names, s.relocating_player()))
                        .with("owner", name_of(c.names, s.displaced_owner())));
      break;
    case Phase::GameOver: break;
  }
  return out;
}

std::vector<Message> help(const Context& c) {
  const KiviState& s = c.state;
  std::vector<Message> out;
  switch (s.phase()) {
    case Phase::GameOver: return {Message("kivi.help.over")};
    case Phase::Deciding:
      // Dealer mode has no typed dice: its help leaves out what follows typing them.
      out.emplace_back(s.rolls_left() == 0      ? "kivi.help.decide_last"
                       : c.mode == Mode::Dealer ? "kivi.help.decide_dealer"
                                                : "kivi.help.decide");
      out.emplace_back("kivi.help.hint");
      out.emplace_back("kivi.help.cursor");
      out.emplace_back("kivi.help.rules");
      break;
    case Phase::Rolling: out.emplace_back(c.mode == Mode::Dealer ? "kivi.help.wait" : "kivi.help.enter_dice"); break;
    case Phase::Relocating:
      out.emplace_back("kivi.help.relocate");
      out.emplace_back("kivi.help.hint");
      out.emplace_back("kivi.help.cursor");
      break;
  }
  out.emplace_back("kivi.help.review");
  return out;
}

// ---------------------------------------------------------------- the hint

namespace {

// Why a placement (or moving a knocked-out stone) is good, in one short sentence.
// Why the thrower puts the displaced stone there: what it gives its owner ("Tam Eva
// získá jen jeden bod.").
Message relocation_reason(int cell, const Context& c) {
  const KiviState& s = c.state;
  const int owner = s.displaced_owner();
  Owners owners = s.owners();
  const int before = score_of(s.board(), owners, owner);
  owners[static_cast<std::size_t>(cell)] = owner;
  return Message("kivi.advice.why.relocate")
      .with("player", name_of(c.names, owner))
      .with("gain", score_of(s.board(), owners, owner) - before);
}

Message placement_reason(int cell, int player, const Context& c) {
  const KiviState& s = c.state;
  Owners owners = s.owners();
  const int victim = owners[static_cast<std::size_t>(cell)];
  const int before = score_of(s.board(), owners, player);
  owners[static_cast<std::size_t>(cell)] = player;
  const int gain = score_of(s.board(), owners, player) - before;
  owners[static_cast<std::size_t>(cell)] = victim;
  if (victim != kNoOwner && victim != player) return Message("kivi.advice.why.displace").with("gain", gain);
  const int r = row_of(cell), col = col_of(cell);
  std::vector<int> next;
  if (r > 0) next.push_back(cell - kSize);
  if (r + 1 < kSize) next.push_back(cell + kSize);
  if (col > 0) next.push_back(cell - 1);
  if (col + 1 < kSize) next.push_back(cell + 1);
  auto owned_by = [&](int who) {
    return std::any_of(next.begin(), next.end(), [&](int n) { return owners[static_cast<std::size_t>(n)] == who; });
  };
  if (owned_by(player)) return Message("kivi.advice.why.run").with("gain", gain);
  // The opponent whose row this cell would have grown most.
  int blocked = -1, most = 0;
  for (int q = 0; q < s.num_players(); ++q) {
    if (q == player || !owned_by(q)) continue;
    const int q_before = score_of(s.board(), owners, q);
    owners[static_cast<std::size_t>(cell)] = q;
    const int bonus = score_of(s.board(), owners, q) - q_before - s.cell_value(cell);
    owners[static_cast<std::size_t>(cell)] = victim;
    if (bonus > most) most = bonus, blocked = q;
  }
  if (blocked >= 0)
    return Message("kivi.advice.why.block").with("gain", gain).with("player", c.names.at(static_cast<std::size_t>(blocked)));
  const auto free_next = std::count_if(next.begin(), next.end(), [&](int n) { return owners[static_cast<std::size_t>(n)] == kNoOwner; });
  if (free_next >= 2 && s.round() < kRounds) return Message("kivi.advice.why.room").with("gain", gain);
  return Message("kivi.advice.why.gain").with("gain", gain);
}

}  // namespace

std::vector<Message> advice_messages(const KiviPlan& plan, const Context& c) {
  const KiviState& s = c.state;
  std::vector<Message> out;
  switch (plan.kind) {
    case KiviPlan::Kind::Roll:
      if (dice_total(plan.hold) == 0) out.emplace_back("kivi.hint.roll_all");
      else out.push_back(Message("kivi.hint.hold").with("held", dice_text(plan.hold)));
      if (plan.aim_cell >= 0 && plan.aim_joker != Joker::None)
        out.push_back(Message("kivi.advice.aim_joker")
                          .with("joker", joker_name(plan.aim_joker, c.lang))
                          .with("row", row_of(plan.aim_cell) + 1)
                          .with("col", col_of(plan.aim_cell) + 1));
      else if (plan.aim_cell >= 0)
        out.push_back(Message("kivi.advice.aim")
                          .with("combination", combination_name(s.cell_combination(plan.aim_cell), c.lang))
                          .with("row", row_of(plan.aim_cell) + 1)
                          .with("col", col_of(plan.aim_cell) + 1));
      return out;
    case KiviPlan::Kind::Place:
      out.push_back(Message("kivi.hint.place").with("row", row_of(plan.cell) + 1).with("col", col_of(plan.cell) + 1));
      out.push_back(placement_reason(plan.cell, s.turn_player(), c));
      return out;
    case KiviPlan::Kind::Relocate:
      out.push_back(Message("kivi.advice.relocate").with("row", row_of(plan.cell) + 1).with("col", col_of(plan.cell) + 1));
      out.push_back(relocation_reason(plan.cell, c));
      return out;
  }
  return out;
}

}  // namespace sh::kivi
