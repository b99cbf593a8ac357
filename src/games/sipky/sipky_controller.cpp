#include "games/sipky/sipky_controller.h"

#include <algorithm>

#include "play/host.h"
#include "play/voice.h"
#include "games/sipky/sipky_narration.h"

namespace sh::sipky {

namespace {
const SipkyState& sipky(const Table& t) { return static_cast<const SipkyState&>(t.state()); }
}  // namespace

void SipkyController::start(Host& host, Table& table, bool resumed) {
  const SipkyState& s = sipky(table);
  if (between_games_) {  // back from a menu while waiting for the next game
    host.voice().say(Message("sipky.next_game"));
    return;
  }
  if (resumed) {
    host.voice().say(Message("sipky.resumed"));
  } else {
    Event started{"game_started",
                  {{"game", s.game_index() + 1}, {"games", s.config().series_games}, {"target", s.target()},
                   {"dealer", s.dealer()}}};
    for (const auto& piece : narrate(started, s, table.names(), table.mode()))
      if (piece.message) host.voice().say(*piece.message);
  }
  if (table.mode() == Mode::Dealer && s.is_chance()) {
    speak(host, table, table.run_chance());
    if (s.is_terminal() || between_games_) return;  // the deal ended the game: its end has just been said
  }
  if (!resumed && !s.is_terminal()) host.voice().cue("your_turn");
  host.voice().say(where_play_stands(sipky(table), table.names(), table.mode()));
}

void SipkyController::speak(Host& host, Table& table, const Events& events) {
  const SipkyState& s = sipky(table);
  // A game of a series ended and the next has started in the same action: the game's end
  // and the series standing now, the next game when Enter is pressed.
  auto next = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == "game_started"; });
  const bool series_goes_on =
      next != events.end() && std::any_of(events.begin(), next, [](const Event& e) { return e.type == "game_over"; });
  const Events now = series_goes_on ? Events(events.begin(), next) : events;
  for (const auto& piece : narrate(now, s, table.names(), table.mode())) {
    if (!piece.cue.empty()) host.voice().cue(piece.cue);
    if (piece.message) host.voice().say(*piece.message);
  }
  if (series_goes_on) {
    between_games_ = true;
    deferred_.assign(next, events.end());
    finished_.clear();
    for (const auto& piece : narrate(now, s, table.names(), table.mode()))
      if (piece.message && piece.message->id.rfind("sipky.rank", 0) == 0) finished_.push_back({*piece.message});
    auto standing = series_standing(s, table.names());
    host.voice().say(standing);
    finished_.push_back(standing);
    host.voice().say(Message("sipky.next_game"));
    review_ = -1;
    return;
  }
  if (s.is_terminal()) {
    host.voice().say(Message("game.over_hint"));
    return;
  }
  if (table.mode() != Mode::Dealer && s.phase() == Phase::Deal)
    host.voice().say(Message(s.one_card_throw() ? "sipky.enter_one" : "sipky.enter_two")
                        .with("player", table.name(s.seat())));
}

void SipkyController::next_game(Host& host, Table& table) {
  between_games_ = false;
  finished_.clear();
  review_ = -1;
  Events events = std::move(deferred_);
  deferred_.clear();
  speak(host, table, events);
}

bool SipkyController::can_undo(const Table& table) const {
  if (table.mode() != Mode::Assistant) return false;
  auto start = last_throw_start(table);
  if (!start) return false;
  const SipkyState& now = sipky(table);
  auto before = replay(table.game(), {now.history().begin(), now.history().begin() + static_cast<std::ptrdiff_t>(*start)});
  return static_cast<const SipkyState&>(*before).game_index() == now.game_index();
}

void SipkyController::act(Host& host, Table& table, const std::vector<Action>& actions) {
  Events all;
  for (Action a : actions) {
    Events ev = table.act(a);
    all.insert(all.end(), ev.begin(), ev.end());
  }
  speak(host, table, all);
}

void SipkyController::refuse(Host& host, const State& state, Action a) {
  auto why = state.why_illegal(a);
  host.refuse(why ? refusal(*why) : Message("sipky.refused.not_now"));
}

bool SipkyController::on_key(Host& host, Table& table, Key key) {
  if (key == Key::Next || key == Key::Prev) {
    review(host, table, key == Key::Next ? 1 : -1);
    return true;
  }
  const SipkyState& s = sipky(table);
  if (s.is_terminal()) return false;
  if (between_games_) {
    if (key == Key::Ok) next_game(host, table);
    else if (key == Key::Back) return false;
    else host.refuse(Message("sipky.refused.next_game_first"));
    return true;
  }
  if (confirm_stop_) {
    confirm_stop_ = false;
    if (key == Key::Ok) act(host, table, {kStop});
    else host.voice().say(Message("sipky.stop_cancelled"), Priority::Interrupt);
    return true;
  }
  if (undo_.pending()) {
    switch (undo_.answer(host, table, key, "sipky.undone", "sipky.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    pending_.reset();
    host.voice().say(where_play_stands(sipky(table), table.names(), table.mode()));
    return true;
  }
  if (key == Key::Back && table.mode() == Mode::Assistant && !pending_) return offer_undo(host, table);
  switch (s.phase()) {
    case Phase::Decide: return on_decide(host, table, key);
    case Phase::Deal: return on_deal(host, table, key);
    case Phase::Compose: return on_compose(host, table, key);
    case Phase::OneCardChoice: return on_overshoot(host, table, key);
    case Phase::SeriesOver: return false;
  }
  return false;
}

bool SipkyController::on_decide(Host& host, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  // A refused key hears why, then the keys that work now (and only those).
  auto refuse_with_keys = [&](const Message& why) {
    host.refuse(why);
    host.voice().say(decide_keys(s, can_undo(table)));
  };
  if (key == Key::Ok || key == Key::D2) {
    act(host, table, {kThrowTwo});
  } else if (key == Key::D1) {
    if (s.is_legal(kOneCard)) act(host, table, {kOneCard});
    else refuse_with_keys(refusal(*s.why_illegal(kOneCard)));
  } else if (key == Key::D0) {
    if (!s.is_legal(kStop)) {
      refuse_with_keys(refusal(*s.why_illegal(kStop)));
      return true;
    }
    confirm_stop_ = true;
    const auto& p = s.players()[static_cast<std::size_t>(s.seat())];
    stop_question_ = Message("sipky.confirm_stop").with("player", table.name(s.seat())).with("score", p.score);
    host.voice().say(*stop_question_, Priority::Interrupt);
  } else if (is_digit(key)) {
    // A card typed before saying how many cards: in assistant mode the cards come after Enter.
    refuse_with_keys(Message(table.mode() == Mode::Assistant ? "sipky.refused.cards_after_enter"
                                                             : "sipky.refused.throw_first"));
  } else {
    return false;
  }
  return true;
}

bool SipkyController::on_deal(Host& host, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) {
    if (!pending_) return false;
    pending_.reset();
    host.voice().say(Message("sipky.entry_cancelled"), Priority::Interrupt);
    return true;
  }
  if (!is_digit(key)) {
    host.refuse(Message(s.one_card_throw() ? "sipky.refused.need_card" : "sipky.refused.need_cards"));
    return true;
  }
  const int d = digit_of(key);
  if (s.one_card_throw()) {
    if (s.is_legal(d)) act(host, table, {d});
    else refuse(host, s, d);
    return true;
  }
  if (!pending_) {
    if (!s.is_legal(d)) {
      refuse(host, s, d);
      return true;
    }
    pending_ = d;
    host.voice().say(Message("sipky.pending").with("card", d), Priority::Interrupt);
    return true;
  }
  auto after_first = s.clone();
  after_first->apply(*pending_);
  if (!after_first->is_legal(d)) {
    refuse(host, *after_first, d);
    return true;
  }
  const int first = *pending_;
  pending_.reset();
  std::vector<Action> actions{first, d};
  if (!(first == 0 && d == 0)) actions.push_back(kComposeBase + first);
  act(host, table, actions);
  return true;
}

bool SipkyController::on_compose(Host& host, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  const int a = s.hand()[0], b = s.hand()[1];
  if (key == Key::Ok) {
    if (a == b) {
      act(host, table, {kComposeBase + a});
    } else {
      host.refuse(Message("sipky.refused.choose_tens")
                     .with("a", a).with("b", b).with("va", s.compose_value(a)).with("vb", s.compose_value(b)));
    }
    return true;
  }
  if (!is_digit(key)) return false;
  const Action compose = kComposeBase + digit_of(key);
  if (s.is_legal(compose)) act(host, table, {compose});
  else refuse(host, s, compose);
  return true;
}

bool SipkyController::on_overshoot(Host& host, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (key == Key::Back) return false;
  const int card = s.hand()[0];
  if (key == Key::Ok || key == Key::D0) {
    act(host, table, {kDiscardCard});
  } else if (is_digit(key) && digit_of(key) == card) {
    act(host, table, {kKeepCard});
  } else {
    host.refuse(Message("sipky.refused.overshoot_key").with("card", card));
  }
  return true;
}

std::optional<std::size_t> SipkyController::last_throw_start(const Table& table) const {
  const auto& h = table.state().history();
  for (std::size_t i = h.size(); i-- > 0;)
    if (h[i] == kThrowTwo || h[i] == kOneCard || h[i] == kStop) return i;
  return std::nullopt;
}

bool SipkyController::offer_undo(Host& host, Table& table) {
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
  undo_.ask(host, *start,
            Message(stopped ? "sipky.confirm_undo_stop" : nothing_typed ? "sipky.confirm_undo_decision" : "sipky.confirm_undo")
                .with("player", table.name(seat))
                .with("value", value));
  return true;
}

void SipkyController::review(Host& host, Table& table, int step) {
  auto items = between_games_ ? finished_ : review_items(sipky(table), table.names());
  if (items.empty()) return;
  const int n = static_cast<int>(items.size());
  review_ = review_ < 0 ? (step > 0 ? 0 : n - 1) : ((review_ + step) % n + n) % n;
  host.voice().cue("menu_move");
  host.voice().say(items[static_cast<std::size_t>(review_)], Priority::Interrupt);
}

void SipkyController::on_counter(Host& host, Table& table, int index, int value) {
  const SipkyState& s = sipky(table);
  if (index < 0 || index >= s.config().players) {
    host.voice().say(Message("counter.no_player").with("counter", index + 1), Priority::Next);
    return;
  }
  const int score = s.players()[static_cast<std::size_t>(index)].score;
  const std::string& name = table.name(index);
  if (value == score) {
    host.voice().say(Message("sipky.counter.matches").with("player", name).with("value", value), Priority::Next);
  } else {
    host.voice().cue("refused");
    host.voice().say(Message("sipky.counter.mismatch").with("player", name).with("value", value).with("score", score),
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

void SipkyController::help(Host& host, Table& table) {
  if (undo_.pending() || (confirm_stop_ && stop_question_)) {
    host.voice().say(undo_.pending() ? undo_.question() : *stop_question_, Priority::Interrupt);
    return;
  }
  if (between_games_) {
    host.voice().say(Message("sipky.help.next_game"), Priority::Interrupt);
    return;
  }
  host.voice().say(sipky::help(sipky(table), table.mode(), can_undo(table)), Priority::Interrupt);
}

std::vector<Message> SipkyController::status(Host&, Table& table) {
  if (between_games_) {
    std::vector<Message> out;
    for (const auto& item : finished_) out.insert(out.end(), item.begin(), item.end());
    out.emplace_back("sipky.next_game");
    return out;
  }
  return full_status(sipky(table), table.names(), table.mode());
}

}  // namespace sh::sipky
