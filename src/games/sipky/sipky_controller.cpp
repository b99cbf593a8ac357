#include "games/sipky/sipky_controller.h"

#include "app/app.h"
#include "games/sipky/sipky_narration.h"

namespace sh::sipky {

namespace {
const SipkyState& sipky(const Table& t) { return static_cast<const SipkyState&>(t.state()); }
}  // namespace

void SipkyController::start(App& app, Table& table, bool resumed) {
  const SipkyState& s = sipky(table);
  if (resumed) {
    app.voice().say(Message("sipky.resumed"));
  } else {
    Event started{"game_started",
                  {{"game", s.game_index() + 1}, {"games", s.config().series_games}, {"target", s.target()},
                   {"dealer", s.dealer()}}};
    for (const auto& piece : narrate(started, s, table.names(), table.mode()))
      if (piece.message) app.voice().say(*piece.message);
  }
  if (table.mode() == Mode::Dealer && s.is_chance()) {
    speak(app, table, table.run_chance());
    if (s.is_terminal()) return;  // the deal ended the game: its end has just been said
  }
  if (!resumed && !s.is_terminal()) app.voice().cue("your_turn");
  app.voice().say(where_play_stands(sipky(table), table.names(), table.mode()));
}

void SipkyController::speak(App& app, Table& table, const Events& events) {
  const SipkyState& s = sipky(table);
  for (const auto& e : events)
    for (const auto& piece : narrate(e, s, table.names(), table.mode())) {
      if (!piece.cue.empty()) app.voice().cue(piece.cue);
      if (piece.message) app.voice().say(*piece.message);
    }
  if (s.is_terminal()) {
    app.voice().say(Message("game.over_hint"));
    return;
  }
  if (table.mode() != Mode::Dealer && s.phase() == Phase::Deal)
    app.voice().say(Message(s.one_card_throw() ? "sipky.enter_one" : "sipky.enter_two")
                        .with("player", table.name(s.seat())));
}

void SipkyController::act(App& app, Table& table, const std::vector<Action>& actions) {
  Events all;
  for (Action a : actions) {
    Events ev = table.act(a);
    all.insert(all.end(), ev.begin(), ev.end());
  }
  speak(app, table, all);
}

void SipkyController::refuse(App& app, const State& state, Action a) {
  auto why = state.why_illegal(a);
  app.refuse(why ? refusal(*why) : Message("sipky.refused.not_now"));
}

bool SipkyController::on_key(App& app, Table& table, Key key) {
  if (key == Key::Next || key == Key::Prev) {
    review(app, table, key == Key::Next ? 1 : -1);
    return true;
  }
  const SipkyState& s = sipky(table);
  if (s.is_terminal()) return false;
  if (confirm_stop_) {
    confirm_stop_ = false;
    if (key == Key::Ok) act(app, table, {kStop});
    else app.voice().say(Message("sipky.stop_cancelled"), Priority::Interrupt);
    return true;
  }
  if (undo_.pending()) {
    switch (undo_.answer(app, table, key, "sipky.undone", "sipky.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    pending_.reset();
    app.voice().say(where_play_stands(sipky(table), table.names(), table.mode()));
    return true;
  }
  if (key == Key::Back && table.mode() == Mode::Assistant && !pending_) return offer_undo(app, table);
  switch (s.phase()) {
    case Phase::Decide: return on_decide(app, table, key);
    case Phase::Deal: return on_deal(app, table, key);
    case Phase::Compose: return on_compose(app, table, key);
    case Phase::OneCardChoice: return on_overshoot(app, table, key);
    case Phase::SeriesOver: return false;
  }
  return false;
}

bool SipkyController::on_decide(App& app, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  if (key == Key::Ok || key == Key::D2) {
    act(app, table, {kThrowTwo});
  } else if (key == Key::D1) {
    if (s.is_legal(kOneCard)) act(app, table, {kOneCard});
    else refuse(app, s, kOneCard);
  } else if (key == Key::D0) {
    if (!s.is_legal(kStop)) {
      refuse(app, s, kStop);
      return true;
    }
    confirm_stop_ = true;
    const auto& p = s.players()[static_cast<std::size_t>(s.seat())];
    stop_question_ = Message("sipky.confirm_stop").with("player", table.name(s.seat())).with("score", p.score);
    app.voice().say(*stop_question_, Priority::Interrupt);
  } else {
    app.refuse(Message(s.config().variant == Variant::Exact ? "sipky.refused.decide_key_exact"
                                                            : "sipky.refused.decide_key"));
  }
  return true;
}

bool SipkyController::on_deal(App& app, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) {
    if (!pending_) return false;
    pending_.reset();
    app.voice().say(Message("sipky.entry_cancelled"), Priority::Interrupt);
    return true;
  }
  if (!is_digit(key)) {
    app.refuse(Message(s.one_card_throw() ? "sipky.refused.need_card" : "sipky.refused.need_cards"));
    return true;
  }
  const int d = digit_of(key);
  if (s.one_card_throw()) {
    if (s.is_legal(d)) act(app, table, {d});
    else refuse(app, s, d);
    return true;
  }
  if (!pending_) {
    if (!s.is_legal(d)) {
      refuse(app, s, d);
      return true;
    }
    pending_ = d;
    app.voice().say(Message("sipky.pending").with("card", d), Priority::Interrupt);
    return true;
  }
  auto after_first = s.clone();
  after_first->apply(*pending_);
  if (!after_first->is_legal(d)) {
    refuse(app, *after_first, d);
    return true;
  }
  const int first = *pending_;
  pending_.reset();
  std::vector<Action> actions{first, d};
  if (!(first == 0 && d == 0)) actions.push_back(kComposeBase + first);
  act(app, table, actions);
  return true;
}

bool SipkyController::on_compose(App& app, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  const int a = s.hand()[0], b = s.hand()[1];
  if (key == Key::Ok) {
    if (a == b) {
      act(app, table, {kComposeBase + a});
    } else {
      app.refuse(Message("sipky.refused.choose_tens")
                     .with("a", a).with("b", b).with("va", s.compose_value(a)).with("vb", s.compose_value(b)));
    }
    return true;
  }
  if (!is_digit(key)) return false;
  const Action compose = kComposeBase + digit_of(key);
  if (s.is_legal(compose)) act(app, table, {compose});
  else refuse(app, s, compose);
  return true;
}

bool SipkyController::on_overshoot(App& app, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  const int card = s.hand()[0];
  if (key == Key::Ok || key == Key::D0) {
    act(app, table, {kDiscardCard});
  } else if (is_digit(key) && digit_of(key) == card) {
    act(app, table, {kKeepCard});
  } else {
    app.refuse(Message("sipky.refused.overshoot_key").with("card", card));
  }
  return true;
}

std::optional<std::size_t> SipkyController::last_throw_start(const Table& table) const {
  const auto& h = table.state().history();
  for (std::size_t i = h.size(); i-- > 0;)
    if (h[i] == kThrowTwo || h[i] == kOneCard || h[i] == kStop) return i;
  return std::nullopt;
}

bool SipkyController::offer_undo(App& app, Table& table) {
  auto start = last_throw_start(table);
  const SipkyState& now = sipky(table);
  // Only a throw of the game in progress can be taken back (not across a game's end).
  if (!start) return false;
  auto before = replay(table.game(), {now.history().begin(), now.history().begin() + static_cast<std::ptrdiff_t>(*start)});
  const auto& b = static_cast<const SipkyState&>(*before);
  if (b.game_index() != now.game_index()) return false;
  const int seat = b.seat();
  const int value = now.players()[static_cast<std::size_t>(seat)].score - b.players()[static_cast<std::size_t>(seat)].score;
  const bool stopped = now.history()[*start] == kStop;
  const bool nothing_typed = *start + 1 == now.history().size();  // only "two cards" / "one card" said
  undo_.ask(app, *start,
            Message(stopped ? "sipky.confirm_undo_stop" : nothing_typed ? "sipky.confirm_undo_decision" : "sipky.confirm_undo")
                .with("player", table.name(seat))
                .with("value", value));
  return true;
}

void SipkyController::review(App& app, Table& table, int step) {
  auto items = review_items(sipky(table), table.names());
  const int n = static_cast<int>(items.size());
  review_ = review_ < 0 ? (step > 0 ? 0 : n - 1) : ((review_ + step) % n + n) % n;
  app.voice().cue("menu_move");
  app.voice().say(items[static_cast<std::size_t>(review_)], Priority::Interrupt);
}

void SipkyController::on_counter(App& app, Table& table, int index, int value) {
  const SipkyState& s = sipky(table);
  if (index < 0 || index >= s.config().players) {
    app.voice().say(Message("counter.no_player").with("counter", index + 1), Priority::Next);
    return;
  }
  const int score = s.players()[static_cast<std::size_t>(index)].score;
  const std::string& name = table.name(index);
  if (value == score) {
    app.voice().say(Message("sipky.counter.matches").with("player", name).with("value", value), Priority::Next);
  } else {
    app.voice().cue("refused");
    app.voice().say(Message("sipky.counter.mismatch").with("player", name).with("value", value).with("score", score),
                    Priority::Next);
  }
}

std::optional<GameRecord> SipkyController::record(const Table& table) const {
  const SipkyState& s = sipky(table);
  if (!s.is_terminal()) return std::nullopt;
  const Config& c = s.config();
  std::string variant;
  switch (c.series) {
    case Series::Single: variant = std::to_string(c.target); break;
    case Series::Placement: variant = std::to_string(c.target) + " placement"; break;
    case Series::Sum603: variant = "603"; break;
    case Series::Hits: variant = std::to_string(c.target) + " hits"; break;
  }
  if (c.variant == Variant::Exact) variant = "presny " + variant;
  GameRecord r = table.new_record(variant);
  for (const auto& line : s.series_ranking()) {
    ResultLine l;
    l.seat = line.seat;
    l.name = table.name(line.seat);
    l.place = line.place;
    l.score = line.value;
    l.out = line.busted;
    l.won = line.place == 1 && !line.busted &&
            (c.series != Series::Single || c.variant == Variant::Stojedna || line.value == s.target());
    r.results.push_back(l);
  }
  return r;
}

void SipkyController::help(App& app, Table& table) {
  if (undo_.pending() || (confirm_stop_ && stop_question_)) {
    app.voice().say(undo_.pending() ? undo_.question() : *stop_question_, Priority::Interrupt);
    return;
  }
  app.voice().say(sipky::help(sipky(table), table.mode()), Priority::Interrupt);
}

std::vector<Message> SipkyController::status(App&, Table& table) {
  std::vector<Message> out;
  for (const auto& item : review_items(sipky(table), table.names()))
    out.insert(out.end(), item.begin(), item.end());
  auto now = where_play_stands(sipky(table), table.names(), table.mode());
  out.insert(out.end(), now.begin(), now.end());
  return out;
}

}  // namespace sh::sipky
