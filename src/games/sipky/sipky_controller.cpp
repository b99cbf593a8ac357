#include "games/sipky/sipky_controller.h"

#include "games/sipky/sipky_coach.h"
#include "games/sipky/sipky_picture.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>

#include "play/host.h"
#include "play/voice.h"
#include "games/sipky/sipky_bot.h"
#include "games/sipky/sipky_narration.h"

namespace sh::sipky {

namespace {
const SipkyState& sipky(const Table& t) { return static_cast<const SipkyState&>(t.state()); }

int percent(double p) { return static_cast<int>(std::lround(std::clamp(p, 0.0, 1.0) * 100)); }

// "Hráč 2 a Hráč 3: hraje počítač." for the computer's seats, once at the start.
std::optional<Message> computers_named(const std::vector<bool>& computers, const Table& table) {
  static const char* const kIds[] = {"sipky.computers.1", "sipky.computers.2", "sipky.computers.3",
                                     "sipky.computers.4", "sipky.computers.5", "sipky.computers.6",
                                     "sipky.computers.7", "sipky.computers.8"};
  std::vector<int> seats;
  for (std::size_t i = 0; i < computers.size(); ++i)
    if (computers[i]) seats.push_back(static_cast<int>(i));
  if (seats.empty() || seats.size() > 8) return std::nullopt;
  Message m(kIds[seats.size() - 1]);
  for (std::size_t k = 0; k < seats.size(); ++k) m.with("p" + std::to_string(k + 1), table.name(seats[k]));
  return m;
}

// The key that makes `a` (the hint's move): ok right after the hint presses it, so stopping
// is still asked first, as 0 always is.
std::optional<Key> key_for(const SipkyState& s, Action a) {
  if (a == kThrowTwo) return Key::D2;
  if (a == kOneCard) return Key::D1;
  if (a == kStop || a == kDiscardCard) return Key::D0;
  if (a >= kComposeBase && a < kComposeBase + 10) return digit_key(a - kComposeBase);
  if (a == kKeepCard && !s.hand().empty()) return digit_key(s.hand()[0]);
  return std::nullopt;
}

}  // namespace

void SipkyController::read_computers(const Table& table) {
  computers_.clear();
  level_ = Level::Normal;
  if (table.mode() != Mode::Dealer) return;
  try {
    computers_ = parse_seat_list(table.game().options(), "computers", table.game().num_players());
    level_ = parse_level(table.game().options());
  } catch (const std::exception&) {
    // The options were checked when the game was made; a bad one leaves every seat a person.
  }
}

bool SipkyController::is_computer(int seat) const {
  return seat >= 0 && static_cast<std::size_t>(seat) < computers_.size() && computers_[static_cast<std::size_t>(seat)];
}

void SipkyController::run_computers(Host& host, Table& table) {
  while (!thinking_) {
    const SipkyState& s = sipky(table);
    if (s.is_terminal() || s.is_chance() || between_games_ || !is_computer(s.current_player())) return;
    const std::uint64_t ticket = ++ticket_;
    thinking_ = true;
    // The worker owns copies of everything it reads: the options, the actions so far, the bot.
    const GameOptions options = table.game().options();
    const std::vector<Action> history = s.history();
    const SipkyBot bot(level_, table.seed() + static_cast<std::uint64_t>(s.current_player()));
    auto action = host.think(
        [options, history, bot] {
          auto game = make_sipky_game(options);
          auto state = replay(*game, history);
          return bot.choose(*state);
        },
        ticket);
    if (!action) return;  // it comes through on_thought
    thinking_ = false;
    act(host, table, {*action});
  }
}

void SipkyController::on_thought(Host& host, Table& table, std::uint64_t ticket, Action action) {
  if (!thinking_ || ticket != ticket_) return;  // asked before a take-back, a menu, a resume
  thinking_ = false;
  const SipkyState& s = sipky(table);
  if (s.is_terminal() || s.is_chance() || !is_computer(s.current_player()) || !s.is_legal(action)) return;
  act(host, table, {action});
  run_computers(host, table);
}

void SipkyController::start(Host& host, Table& table, bool resumed) {
  const SipkyState& s = sipky(table);
  read_computers(table);
  ++ticket_;  // a decision asked before (a menu, a resume) no longer counts
  thinking_ = false;
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
    if (auto named = computers_named(computers_, table)) host.voice().say(*named);
  }
  if (table.mode() == Mode::Dealer && s.is_chance()) {
    speak(host, table, table.run_chance());
    if (s.is_terminal() || between_games_) return;  // the deal ended the game: its end has just been said
  }
  if (!resumed && !s.is_terminal() && !is_computer(s.current_player())) host.voice().cue("your_turn");
  host.voice().say(where_play_stands(sipky(table), table.names(), table.mode(), computers_));
  run_computers(host, table);
}

void SipkyController::speak(Host& host, Table& table, const Events& events) {
  const SipkyState& s = sipky(table);
  // A game of a series ended and the next has started in the same action: the game's end
  // and the series standing now, the next game when Enter is pressed.
  auto next = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == "game_started"; });
  const bool series_goes_on =
      next != events.end() && std::any_of(events.begin(), next, [](const Event& e) { return e.type == "game_over"; });
  const Events now = series_goes_on ? Events(events.begin(), next) : events;
  for (const auto& piece : narrate(now, s, table.names(), table.mode(), computers_)) {
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
  if (thinking_) {
    if (key == Key::Back) return false;  // leaving works (the screen asks first)
    host.refuse(Message("game.computer_thinking").with("player", table.name(sipky(table).current_player())));
    return true;
  }
  const bool used = on_person_key(host, table, key);
  run_computers(host, table);
  return used;
}

bool SipkyController::on_person_key(Host& host, Table& table, Key key) {
  const SipkyState& s = sipky(table);
  if (s.is_terminal()) return false;
  // Ok right after the hint takes the advice (a key for anything else forgets it).
  const std::optional<Action> advice = take_advice(table);
  if (key == Key::Ok && advice && !between_games_ && !confirm_stop_ && !undo_.pending())
    key = key_for(s, *advice).value_or(key);
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
    host.voice().say(where_play_stands(sipky(table), table.names(), table.mode(), computers_));
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
  const auto ranking = s.series_ranking();
  for (const auto& line : ranking) {
    ResultLine l;
    l.seat = line.seat;
    l.name = table.name(line.seat);
    l.place = line.place;
    l.score = line.value;
    l.out = line.busted;
    l.won = line.place == 1 && !line.busted &&
            (c.series != Series::Single || c.variant == Variant::Stojedna || line.value == s.target());
    // A tie: another line on the same place (winners of a tie each have a shared win).
    l.shared = std::count_if(ranking.begin(), ranking.end(), [&](const RankLine& o) { return o.place == line.place; }) > 1;
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
  const SipkyState& s = sipky(table);
  if (!s.is_terminal() && is_computer(s.current_player())) {
    // The computer's turn: nothing to press but review; its move comes by itself.
    host.voice().say(Message("game.computer_thinking").with("player", table.name(s.current_player())),
                     Priority::Interrupt);
    host.voice().say(Message("sipky.help.review"));
    return;
  }
  host.voice().say(sipky::help(s, table.mode(), can_undo(table)), Priority::Interrupt);
}

std::vector<Message> SipkyController::status(Host&, Table& table) {
  if (between_games_) {
    std::vector<Message> out;
    for (const auto& item : finished_) out.insert(out.end(), item.begin(), item.end());
    out.emplace_back("sipky.next_game");
    return out;
  }
  return full_status(sipky(table), table.names(), table.mode(), computers_);
}

}  // namespace sh::sipky

namespace sh::sipky {

TablePictureRef SipkyController::picture(Host& host, const Table& table) const {
  return make_picture(sipky(table), table.names(), host.voice(), review_seat(sipky(table), review_));
}

}  // namespace sh::sipky

namespace sh::sipky {

namespace {

// The position for a search away from the keys, owned: its own game (the table's may go
// away while it thinks) and the actions so far replayed on it.
struct Owned {
  std::shared_ptr<const Game> game;
  std::shared_ptr<const State> state;
  const SipkyState& sipky_state() const { return static_cast<const SipkyState&>(*state); }
};

Owned owned(const Table& table) {
  std::shared_ptr<const Game> game = make_sipky_game(table.game().options());
  std::shared_ptr<const State> state = replay(*game, table.state().history());
  return Owned{game, state};
}

// The hint for the person to act: the strong player's choice and why.
std::optional<Advice> advice_for(const SipkyState& s, Mode mode);

}  // namespace

bool SipkyController::person_decides(const Table& table) const {
  const SipkyState& s = sipky(table);
  return !between_games_ && !s.is_terminal() && !s.is_chance() && !is_computer(s.current_player());
}

std::vector<Message> SipkyController::coach(Host& host, Table& table, Action a) {
  const CoachSearch search = coach_search(host, table);
  if (!search) return {};
  const CoachJudge judge = search(Deadline{});
  return judge ? judge(a) : std::vector<Message>{};
}

GameController::CoachSearch SipkyController::coach_search(Host&, Table& table) {
  if (!person_decides(table)) return nullptr;
  return [position = owned(table)](const Deadline&) -> CoachJudge {
    const SipkyAnalysis analysis = SipkyBot(Level::Strong).analyse(position.sipky_state());
    return [position, analysis](Action a) { return coach_choice_against(position.sipky_state(), a, analysis); };
  };
}

void SipkyController::coach_hint(Host& host, Table& table) {
  const SipkyState& s = sipky(table);
  if (between_games_ || is_computer(s.current_player())) {
    say_advice(host, table, std::nullopt);
    return;
  }
  think_advice(host, table, [position = owned(table)](const Deadline&) { return coach_advice(position.sipky_state()); });
}

std::optional<Advice> SipkyController::advise(Host& host, Table& table) {
  const AdviceSearch search = advice_search(host, table);
  return search ? search(Deadline{}) : std::nullopt;
}

GameController::AdviceSearch SipkyController::advice_search(Host&, Table& table) {
  if (!person_decides(table)) return nullptr;
  return [position = owned(table), mode = table.mode()](const Deadline&) {
    return advice_for(position.sipky_state(), mode);
  };
}

namespace {

std::optional<Advice> advice_for(const SipkyState& s, Mode mode) {
  const SipkyBot bot(Level::Strong);
  const SipkyAnalysis a = bot.analyse(s);
  const int score = s.players()[static_cast<std::size_t>(s.seat())].score;
  const int missing = s.target() - score;
  const bool stojedna = s.config().variant == Variant::Stojedna;
  Advice advice;
  advice.action = a.best;
  auto& says = advice.says;
  switch (s.phase()) {
    case Phase::Compose: {
      static const char* const kTens[] = {"sipky.hint.discard_zero", "sipky.hint.tens.1", "sipky.hint.tens.2",
                                          "sipky.hint.tens.3",       "sipky.hint.tens.4", "sipky.hint.tens.5",
                                          "sipky.hint.tens.6",       "sipky.hint.tens.7", "sipky.hint.tens.8",
                                          "sipky.hint.tens.9"};
      const int tens = a.best - kComposeBase;
      const int value = s.compose_value(tens);
      const int total = score + value;
      says.push_back(Message(kTens[tens]).with("value", value).with("score", total));
      if (total > s.target()) says.push_back(Message("sipky.hint.over").with("target", s.target()));
      else if (total == s.target()) says.push_back(Message("sipky.hint.on_target"));
      else says.push_back(Message("sipky.hint.missing").with("missing", s.target() - total));
      break;
    }
    case Phase::OneCardChoice: {
      const int card = s.hand()[0];
      says.push_back(Message("sipky.hint.discard").with("card", card).with("sum", score + card).with("target", s.target()));
      break;
    }
    case Phase::Decide: {
      const double win = std::max({a.stop, a.one, a.two});
      if (a.best == kStop) {
        if (win >= 0.999) says.push_back(Message("sipky.hint.stop_won").with("score", score));
        else says.push_back(Message("sipky.hint.stop").with("score", score).with("risk", percent(a.bust_one)));
      } else if (a.best == kOneCard) {
        if (stojedna) says.push_back(Message("sipky.hint.one").with("missing", missing).with("risk", percent(a.bust_one)));
        else if (missing <= 9) says.push_back(Message("sipky.hint.one_exact").with("missing", missing).with("chance", percent(a.exact_one)));
        else says.push_back(Message("sipky.hint.one_closer").with("missing", missing));
      } else {
        says.push_back(Message("sipky.hint.two").with("missing", missing).with("risk", percent(a.bust_two)));
        // Beside physical cards the cards are typed composed: how to compose them, now.
        if (mode == Mode::Assistant) {
          if (a.compose_limit < s.target()) says.push_back(Message("sipky.hint.compose_rule").with("limit", a.compose_limit));
          else says.push_back(Message("sipky.hint.compose_rule_any"));
        }
      }
      says.push_back(Message("sipky.hint.win_chance").with("win", percent(win)));
      break;
    }
    default: return std::nullopt;
  }
  return advice;
}

}  // namespace

}  // namespace sh::sipky
