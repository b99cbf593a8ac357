#include "games/kivi/kivi_controller.h"

#include "games/kivi/kivi_coach.h"
#include "games/kivi/kivi_picture.h"

#include <vector>

#include "core/game_options.h"
#include "play/host.h"
#include "play/lesson_host.h"
#include "play/voice.h"

namespace sh::kivi {

namespace {

const KiviState& kivi(const Table& t) { return static_cast<const KiviState&>(t.state()); }
const KiviState& kivi(const State& s) { return static_cast<const KiviState&>(s); }

bool is_hold_or_release(Action a) { return a >= kHoldBase && a < kRoll; }
bool is_place(Action a) { return a >= kPlaceBase && a < kPlaceBase + kCells; }

}  // namespace

Context KiviController::context(Host& host, const Table& table) const { return context(host, table, kivi(table)); }

Context KiviController::context(Host& host, const Table& table, const KiviState& s) const {
  return Context{s, table.names(), table.mode(), host.voice().language(), host.voice().verbosity(), !aids_quiet(host),
                 &host.voice().people()};
}

const KiviBot& KiviController::bot(const Table& table) {
  if (!bot_) bot_ = std::make_unique<KiviBot>(table.seed(), parse_level(table.game().options()));
  return *bot_;
}

// ---------------------------------------------------------------- acting and narrating

void KiviController::narrate_since(Host& host, Table& table, const State& before, std::size_t from) {
  auto shadow = before.clone();
  const auto& history = table.state().history();
  for (std::size_t i = from; i < history.size(); ++i) {
    Events events;
    shadow->apply(history[i], &events);
    const Context c = context(host, table, kivi(*shadow));
    for (const auto& e : events)
      for (const auto& piece : narrate(e, c)) {
        if (!piece.cue.empty()) host.voice().cue(piece.cue);
        if (piece.message) host.voice().say(*piece.message);
      }
  }
  if (table.state().is_terminal() && !before.is_terminal()) host.voice().say(Message("game.over_hint"));
}

void KiviController::apply(Host& host, Table& table, Action a) {
  auto before = table.state().clone();
  const std::size_t from = table.state().history().size();
  table.act(a);
  if (!is_hold_or_release(a)) {
    cursor_.reset();
    review_ = -1;
    in_review_ = false;
  }
  narrate_since(host, table, *before, from);
}

void KiviController::run_chance(Host& host, Table& table) {
  if (!table.state().is_chance()) return;
  auto before = table.state().clone();
  const std::size_t from = table.state().history().size();
  table.run_chance();
  cursor_.reset();
  review_ = -1;
  in_review_ = false;
  narrate_since(host, table, *before, from);
}

void KiviController::run_computers(Host& host, Table& table) {
  while (!table.state().is_terminal() && !thinking_) {
    if (table.state().is_chance()) {
      if (table.mode() != Mode::Dealer) return;  // the physical dice are typed
      run_chance(host, table);
      continue;
    }
    const int p = table.state().current_player();
    if (!kivi(table).kivi_game().is_computer(p)) return;
    // The bot decides on its own copies: the game, the actions so far, and itself.
    auto game = std::make_shared<const KiviGame>(kivi(table).kivi_game());
    auto actions = table.state().history();
    const KiviBot player = bot(table);
    const std::uint64_t ticket = ++ticket_;
    thinking_ = true;
    auto action = host.think(
        [game, actions = std::move(actions), player] {
          auto state = replay(*game, actions);
          return player.choose(*state);
        },
        ticket);
    if (!action) return;  // on_thought brings it
    thinking_ = false;
    apply(host, table, *action);
  }
}

void KiviController::on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) {
  if (!thinking_ || ticket != ticket_) return;  // stale: asked before a take-back or a restart
  thinking_ = false;
  if (!table.state().is_legal(a)) return;
  apply(host, table, a);
  run_computers(host, table);
}

bool KiviController::on_key_while_thinking(Host& host, Table& table, Key key) {
  if (key == Key::Next || key == Key::Prev) {
    review(host, table, key == Key::Next ? 1 : -1);
    return true;
  }
  if (key == Key::Back) {  // the review closes; otherwise the screen offers to leave
    if (!in_review_) return false;
    in_review_ = false;
    review_ = -1;
    host.voice().say(Message("kivi.review_closed"), Priority::Interrupt);
    return true;
  }
  if (key == Key::D8 && kivi(table).phase() == Phase::Deciding) {
    host.voice().say(dice_and_allowed(context(host, table)), Priority::Interrupt);
    return true;
  }
  if (key == Key::D9) return on_coordinate(host, table, key);
  const int p = table.state().current_player();
  host.refuse(Message("game.computer_thinking").with("player", table.name(p < 0 ? 0 : p)));
  return true;
}

void KiviController::refuse(Host& host, Table& table, const State& state, Action a) {
  auto why = state.why_illegal(a);
  host.refuse(why ? refusal(*why, context(host, table, kivi(state))) : Message("kivi.refused.not_now"));
}

// ---------------------------------------------------------------- start, help, status

void KiviController::start(Host& host, Table& table, bool resumed) {
  ++ticket_;  // a decision asked before (leaving for a menu, a take-back) is stale now
  thinking_ = false;
  const KiviState& s = kivi(table);
  if (resumed) {
    host.voice().say(Message("kivi.resumed"));
    host.voice().say(where_play_stands(context(host, table)));
  } else {
    host.voice().say(Message("kivi.game_started")
                        .with("players", s.num_players())
                        .with("player", table.name(s.turn_player())));
    if (s.history().empty()) {
      host.voice().cue("your_turn");
      host.voice().say(Message("kivi.turn")
                          .with("player", table.name(s.turn_player()))
                          .with("round", s.round())
                          .with("in_hand", s.stones_in_hand(s.turn_player())));
      if (table.mode() != Mode::Dealer) host.voice().say(Message("kivi.enter_dice").with("dice", s.dice_to_roll()));
    }
  }
  if (table.mode() == Mode::Dealer) run_chance(host, table);
  run_computers(host, table);
}

bool KiviController::offer_undo(Host& host, Table& table) {
  const auto& h = table.state().history();
  if (h.empty() || table.state().is_terminal()) return false;
  // The dice of a roll are one entry: take back every trailing chance action, or else the
  // last decision.
  std::size_t to = h.size();
  auto before = [&](std::size_t n) { return replay(table.game(), {h.begin(), h.begin() + static_cast<std::ptrdiff_t>(n)}); };
  while (to > 0 && before(to - 1)->is_chance()) --to;
  if (to == h.size()) --to;
  const auto from = before(to);
  undo_.ask(host, to, undo_question(kivi(*from), {h.begin() + static_cast<std::ptrdiff_t>(to), h.end()}, table.names()));
  return true;
}

void KiviController::help(Host& host, Table& table) {
  if (undo_.pending()) {
    host.voice().say(undo_.question(), Priority::Interrupt);
    return;
  }
  if (coordinate_ > 0) {
    host.voice().say(Message("kivi.help.coordinate"), Priority::Interrupt);
    return;
  }
  const KiviState& s = kivi(table);
  const int p = s.current_player();
  if (!s.is_terminal() && p >= 0 && s.kivi_game().is_computer(p)) {
    // A computer's turn: nothing to press but review; its move comes by itself.
    host.voice().say(Message("game.computer_thinking").with("player", table.name(p)), Priority::Interrupt);
    host.voice().say(Message("kivi.help.computer_turn"));
    return;
  }
  host.voice().say(kivi::help(context(host, table)), Priority::Interrupt);
}

std::vector<Message> KiviController::status(Host& host, Table& table) {
  const Context c = context(host, table);
  auto out = where_play_stands(c);
  if (!typed_.empty()) {
    DiceCounts d{};
    for (int v : typed_) ++d[static_cast<std::size_t>(v)];
    out.push_back(Message("kivi.typed").with("dice", dice_text(d)));
  }
  for (int p = 0; p < c.state.num_players(); ++p)
    out.push_back(Message(c.state.stones_in_hand(p) == 0 ? "kivi.score_line.none_left" : "kivi.score_line")
                      .with("player", table.name(p))
                      .with("score", c.state.score(p))
                      .with("in_hand", c.state.stones_in_hand(p)));
  return out;
}

// ---------------------------------------------------------------- keys

bool KiviController::on_key(Host& host, Table& table, Key key) {
  every_cell_ = aids_quiet(host);  // a lesson's task: plus walks every cell, not the allowed
  if (undo_.pending()) {
    switch (undo_.answer(host, table, key, "kivi.undone", "kivi.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    typed_.clear();
    cursor_.reset();
    review_ = -1;
    in_review_ = false;
    just_typed_ = false;
    ++ticket_;
    thinking_ = false;
    // Where play stands ends with what to do now (the dice to type, once).
    host.voice().say(where_play_stands(context(host, table)));
    run_computers(host, table);
    return true;
  }
  // A digit right after the last die of a typed roll holds at once and says so ("Držím 1."),
  // since it may have been meant as a seventh die; back right after it lets the die go.
  seventh_guard_ = just_typed_;
  just_typed_ = false;
  const int guarded_hold = guarded_hold_;
  guarded_hold_ = 0;
  if (coordinate_ > 0) return on_coordinate(host, table, key);
  if (thinking_) return on_key_while_thinking(host, table, key);
  if (key == Key::Next || key == Key::Prev) {
    review(host, table, key == Key::Next ? 1 : -1);
    return true;
  }
  const KiviState& s = kivi(table);
  if (in_review_ && !s.is_terminal()) {
    in_review_ = false;
    if (key == Key::Ok || key == Key::Back) {  // they close the review; the game is not touched
      review_ = -1;
      const bool can_roll = s.phase() == Phase::Deciding && s.rolls_left() > 0;
      host.voice().say(Message(can_roll ? "kivi.review_closed.roll" : "kivi.review_closed"), Priority::Interrupt);
      return true;
    }
  }
  if (s.is_terminal()) {
    if (key == Key::D9) return on_coordinate(host, table, key);
    return false;
  }
  switch (s.phase()) {
    case Phase::Deciding:
      if (key == Key::Back && guarded_hold > 0 && !cursor_ && s.is_legal(release_action(guarded_hold))) {
        apply(host, table, release_action(guarded_hold));
        host.voice().say({Message("kivi.hold_taken_back").with("value", guarded_hold), held_summary(context(host, table))},
                         Priority::Interrupt);
        return true;
      }
      return on_decide(host, table, key);
    case Phase::Rolling: return on_rolling(host, table, key);
    case Phase::Relocating: return on_relocate(host, table, key);
    case Phase::GameOver: return false;
  }
  return false;
}

bool KiviController::on_coordinate(Host& host, Table& table, Key key) {
  if (coordinate_ == 0) {  // 9 starts it
    coordinate_ = 1;
    host.voice().say(Message("kivi.coordinate.row"), Priority::Interrupt);
    return true;
  }
  if (key == Key::Back) {
    coordinate_ = 0;
    host.voice().say(Message("kivi.coordinate.cancelled"), Priority::Interrupt);
    return true;
  }
  if (!is_digit(key) || digit_of(key) < 1 || digit_of(key) > kSize) {
    host.refuse(Message(coordinate_ == 1 ? "kivi.refused.row" : "kivi.refused.column"));
    return true;
  }
  if (coordinate_ == 1) {
    coordinate_row_ = digit_of(key);
    coordinate_ = 2;
    host.voice().say(Message("kivi.coordinate.column").with("row", coordinate_row_), Priority::Interrupt);
    return true;
  }
  coordinate_ = 0;
  cursor_ = cell_of(coordinate_row_ - 1, digit_of(key) - 1);
  auto cells = cursor_cells(table);
  review_ = -1;
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i] == *cursor_) review_ = static_cast<int>(i);
  announce_cursor(host, table);
  return true;
}

bool KiviController::on_decide(Host& host, Table& table, Key key) {
  const KiviState& s = kivi(table);
  const std::optional<Action> advice = take_advice(table);
  // A hold, a release or the roll: the first step of keeping the advised dice.
  const bool roll_advice = advice && !advised_roll_.empty() && advised_roll_.front() == *advice;
  if (key == Key::Ok && roll_advice && !cursor_) {
    // Ok right after the hint "drž ... a hoď znovu": the advised dice are kept, the rest rolled.
    const std::vector<Action> actions = advised_roll_;
    for (Action a : actions) {
      if (!kivi(table).is_legal(a)) break;  // never expected: the advice was legal a moment ago
      apply(host, table, a);
    }
    run_computers(host, table);
    return true;
  }
  if (is_digit(key)) {
    const int d = digit_of(key);
    if (d >= 1 && d <= 6 && seventh_guard_ && s.is_legal(hold_action(d))) {
      apply(host, table, hold_action(d));
      guarded_hold_ = d;
      host.voice().say(holding_summary(d, context(host, table)), Priority::Interrupt);
      return true;
    }
    const auto v = static_cast<std::size_t>(d >= 1 && d <= 6 ? d : 0);
    if (d >= 1 && d <= 6 && seventh_guard_ && s.rolls_left() > 0 && s.free_dice()[v] == 0 && s.held()[v] == 0) {
      // No die shows it at all: a seventh die, surely.
      host.refuse(Message("kivi.refused.seventh_die").with("dice", dice_text(s.dice())).with("value", d));
      return true;
    }
    if (d >= 1 && d <= 6) hold_or_release(host, table, d);
    else if (d == 0) release_all(host, table);
    else if (d == 7 && aids_quiet(host)) host.voice().say(Message("lesson.practice.no_hint_yet"), Priority::Interrupt);
    else if (d == 7) hint(host, table);
    else if (d == 8) host.voice().say(dice_and_allowed(context(host, table)), Priority::Interrupt);
    else return on_coordinate(host, table, key);
    return true;
  }
  if (key == Key::Back) {
    if (!cursor_) return table.mode() == sh::Mode::Assistant && offer_undo(host, table);
    cursor_.reset();
    review_ = -1;
    host.voice().say(Message(s.rolls_left() > 0 ? "kivi.cursor_left.roll" : "kivi.cursor_left.choose"),
                     Priority::Interrupt);
    return true;
  }
  if (key != Key::Ok) return false;
  if (cursor_) {
    const Action a = place_action(*cursor_);
    if (s.is_legal(a)) {
      apply(host, table, a);
      run_computers(host, table);
    } else {
      refuse(host, table, s, a);
    }
    return true;
  }
  if (s.is_legal(kRoll)) {
    apply(host, table, kRoll);
    run_computers(host, table);
    return true;
  }
  if (s.rolls_left() == 0) {  // nothing left to roll: go to the first allowed cell
    auto cells = cursor_cells(table);
    if (!cells.empty()) {
      review_ = 0;
      cursor_ = cells.front();
      host.voice().say(Message("kivi.choose_cell"), Priority::Interrupt);
      host.voice().say(cursor_step(*cursor_, context(host, table)));
      return true;
    }
  }
  refuse(host, table, s, kRoll);
  return true;
}

void KiviController::hold_or_release(Host& host, Table& table, int value) {
  const KiviState& s = kivi(table);
  const auto v = static_cast<std::size_t>(value);
  std::vector<Action> actions;
  if (s.is_legal(hold_action(value))) {
    actions.push_back(hold_action(value));
  } else if (s.rolls_left() > 0 && s.free_dice()[v] == 0 && s.held()[v] > 0) {
    for (int k = 0; k < s.held()[v]; ++k) actions.push_back(release_action(value));
  } else {
    refuse(host, table, s, hold_action(value));
    return;
  }
  for (Action a : actions) apply(host, table, a);
  host.voice().say(held_summary(context(host, table)), Priority::Interrupt);
}

void KiviController::release_all(Host& host, Table& table) {
  const KiviState& s = kivi(table);
  if (s.rolls_left() == 0) {
    refuse(host, table, s, release_action(1));
    return;
  }
  std::vector<Action> actions;
  for (int v = 1; v <= 6; ++v)
    for (int k = 0; k < s.held()[static_cast<std::size_t>(v)]; ++k) actions.push_back(release_action(v));
  if (actions.empty()) {
    host.refuse(Message("kivi.refused.nothing_held"));
    return;
  }
  for (Action a : actions) apply(host, table, a);
  host.voice().say(held_summary(context(host, table)), Priority::Interrupt);
}

namespace {

// The position for a search away from the keys, owned: its own copy of the game (the
// table's may go away while it thinks), the actions so far replayed on it, and what the
// words need.
struct Owned {
  std::shared_ptr<const KiviGame> game;
  std::shared_ptr<const State> state;
  std::vector<std::string> names;
  sh::Mode mode;
  const Language* lang;
  Verbosity verbosity;
  const KiviState& kivi_state() const { return static_cast<const KiviState&>(*state); }
  Context context() const { return Context{kivi_state(), names, mode, *lang, verbosity}; }
};

Owned owned(Host& host, const Table& table) {
  auto game = std::make_shared<const KiviGame>(kivi(table).kivi_game());
  std::shared_ptr<const State> state = replay(*game, table.state().history());
  return Owned{game, state, table.names(), table.mode(), &host.voice().language(), host.voice().verbosity()};
}

// The holds and releases that keep exactly `hold`, then the roll.
std::vector<Action> roll_keeping(const KiviState& s, const DiceCounts& hold) {
  std::vector<Action> out;
  for (int v = 1; v <= 6; ++v)
    for (int k = hold[static_cast<std::size_t>(v)]; k < s.held()[static_cast<std::size_t>(v)]; ++k)
      out.push_back(release_action(v));
  for (int v = 1; v <= 6; ++v)
    for (int k = s.held()[static_cast<std::size_t>(v)]; k < hold[static_cast<std::size_t>(v)]; ++k)
      out.push_back(hold_action(v));
  out.push_back(kRoll);
  return out;
}

}  // namespace

bool KiviController::person_decides(const Table& table) const {
  const KiviState& s = kivi(table);
  if (s.is_terminal() || s.is_chance() || thinking_) return false;
  const int p = s.current_player();
  return p >= 0 && !s.kivi_game().is_computer(p);
}

std::vector<Message> KiviController::coach(Host& host, Table& table, Action a) {
  const CoachSearch search = coach_search(host, table);
  if (!search) return {};
  const CoachJudge judge = search(Deadline{});
  return judge ? judge(a) : std::vector<Message>{};
}

GameController::CoachSearch KiviController::coach_search(Host& host, Table& table) {
  if (!person_decides(table)) return nullptr;
  return [position = owned(host, table), seed = table.seed()](const Deadline&) -> CoachJudge {
    const KiviPlan plan = KiviBot(seed, Level::Strong).plan(position.kivi_state());  // about 10 ms
    return [position, plan](Action a) { return coach_decision_against(position.context(), a, plan); };
  };
}

std::optional<Advice> KiviController::advise(Host& host, Table& table) {
  const AdviceSearch search = advice_search(host, table);
  return search ? search(Deadline{}) : std::nullopt;
}

GameController::AdviceSearch KiviController::advice_search(Host& host, Table& table) {
  if (!person_decides(table)) return nullptr;
  return [position = owned(host, table), seed = table.seed()](const Deadline&) -> std::optional<Advice> {
    const KiviState& s = position.kivi_state();
    const KiviPlan plan = KiviBot(seed, Level::Strong).plan(s);
    Advice advice;
    advice.action = KiviBot::first_action(s, plan);
    advice.says = advice_messages(plan, position.context());
    if (plan.kind == KiviPlan::Kind::Roll) {
      // Ok right after the hint keeps the advised dice and rolls: every step of it.
      std::vector<Action> steps = roll_keeping(s, plan.hold);
      advice.rest.assign(steps.begin() + 1, steps.end());
    }
    return advice;
  };
}

void KiviController::advised(Host&, Table& table, const Advice& advice) {
  // A roll it advises: ok takes its holds, releases and the roll (on_decide).
  advised_roll_.clear();
  if (advice.action >= kHoldBase && advice.action <= kRoll) {
    advised_roll_.push_back(advice.action);
    advised_roll_.insert(advised_roll_.end(), advice.rest.begin(), advice.rest.end());
  }
  // A cell it names goes under the cursor, so ok takes the advice. Advice to hold and roll
  // clears the cursor: a cell browsed before the hint is not what ok does now.
  const Action a = advice.action;
  const bool relocate = a >= kRelocateBase && a < kRelocateBase + kCells;
  review_ = -1;
  in_review_ = false;
  if (!is_place(a) && !relocate) {
    cursor_.reset();
    return;
  }
  const int cell = a - (relocate ? kRelocateBase : kPlaceBase);
  cursor_ = cell;
  auto cells = cursor_cells(table);
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i] == cell) review_ = static_cast<int>(i);
}

bool KiviController::on_rolling(Host& host, Table& table, Key key) {
  const KiviState& s = kivi(table);
  if (table.mode() == Mode::Dealer) {  // not reached: the dealer rolls at once
    run_chance(host, table);
    run_computers(host, table);
    return true;
  }
  if (key == Key::Back) {
    if (typed_.empty()) return table.mode() == sh::Mode::Assistant && offer_undo(host, table);
    const int value = typed_.back();
    typed_.pop_back();
    host.voice().say(Message("kivi.die_removed")
                        .with("value", value)
                        .with("left", s.dice_to_roll() - static_cast<int>(typed_.size())),
                    Priority::Interrupt);
    return true;
  }
  if (key == Key::Ok) {
    host.refuse(Message("kivi.refused.enter_dice").with("left", s.dice_to_roll() - static_cast<int>(typed_.size())));
    return true;
  }
  if (!is_digit(key)) return false;
  const Action a = die_action(digit_of(key));
  if (auto why = s.why_illegal(a)) {
    host.refuse(refusal(*why, context(host, table)));
    return true;
  }
  typed_.push_back(digit_of(key));
  const int left = s.dice_to_roll() - static_cast<int>(typed_.size());
  if (left > 0) {
    host.voice().say(Message("kivi.die_typed").with("value", digit_of(key)).with("left", left), Priority::Interrupt);
    return true;
  }
  auto dice = std::move(typed_);
  typed_.clear();
  for (int v : dice) apply(host, table, die_action(v));
  just_typed_ = true;
  run_computers(host, table);
  return true;
}

bool KiviController::on_relocate(Host& host, Table& table, Key key) {
  const KiviState& s = kivi(table);
  if (key == Key::D9) return on_coordinate(host, table, key);
  if (key == Key::Back) {
    if (!cursor_) return table.mode() == sh::Mode::Assistant && offer_undo(host, table);
    cursor_.reset();
    review_ = -1;
    host.voice().say(Message("kivi.cursor_left.relocate"), Priority::Interrupt);
    return true;
  }
  if (key == Key::D7) {
    hint(host, table);
    return true;
  }
  if (key != Key::Ok) {
    host.refuse(Message("kivi.refused.relocate_key").with("player", table.name(s.relocating_player())));
    return true;
  }
  if (!cursor_) {
    host.refuse(Message("kivi.refused.choose_free_cell"));
    return true;
  }
  const Action a = relocate_action(*cursor_);
  if (!s.is_legal(a)) {
    refuse(host, table, s, a);
    return true;
  }
  apply(host, table, a);
  run_computers(host, table);
  return true;
}

// ---------------------------------------------------------------- the cursor and review

std::vector<int> KiviController::cursor_cells(const Table& table) const {
  const KiviState& s = kivi(table);
  std::vector<int> cells;
  const int p = s.current_player();
  if (p < 0 || s.kivi_game().is_computer(p)) return cells;
  if (s.phase() == Phase::Deciding && every_cell_)
    for (int c = 0; c < kCells; ++c) cells.push_back(c);
  else if (s.phase() == Phase::Deciding)
    for (const AllowedCell& a : s.allowed_cells()) cells.push_back(a.cell);
  else if (s.phase() == Phase::Relocating)
    cells = s.free_cells();
  return cells;
}

void KiviController::announce_cursor(Host& host, Table& table) {
  if (!cursor_) return;
  host.voice().say(describe_cell(*cursor_, context(host, table)), Priority::Interrupt);
}

void KiviController::review(Host& host, Table& table, int step) {
  const Context c = context(host, table);
  auto cells = cursor_cells(table);
  auto items = review_items(c);
  const int n = static_cast<int>(cells.size() + items.size());
  if (n == 0) return;
  review_ = review_ < 0 ? (step > 0 ? 0 : n - 1) : ((review_ + step) % n + n) % n;
  host.voice().cue("menu_move");
  const auto i = static_cast<std::size_t>(review_);
  in_review_ = i >= cells.size();
  if (i < cells.size()) {
    cursor_ = cells[i];
    host.voice().say(cursor_step(*cursor_, c), Priority::Interrupt);
    return;
  }
  cursor_.reset();
  host.voice().say(items[i - cells.size()], Priority::Interrupt);
}

std::optional<GameRecord> KiviController::record(const Table& table) const {
  const auto& s = static_cast<const KiviState&>(table.state());
  if (!s.is_terminal()) return std::nullopt;
  GameRecord r = table.new_record(std::to_string(s.num_players()) + " players");
  for (const auto& line : s.ranking()) {
    ResultLine l;
    l.seat = line.seat;
    l.name = table.name(line.seat);
    l.place = line.place;
    l.score = line.score;
    l.won = line.place == 1;
    r.results.push_back(l);
  }
  return r;
}

}  // namespace sh::kivi

namespace sh::kivi {

TablePictureRef KiviController::picture(Host& host, const Table& table) const {
  return make_picture(kivi(table), table.names(), host.voice(), cursor_ ? *cursor_ : -1);
}

}  // namespace sh::kivi
