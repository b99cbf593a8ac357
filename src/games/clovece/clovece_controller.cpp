#include "games/clovece/clovece_controller.h"

#include <algorithm>

#include "games/clovece/clovece_hint.h"
#include "games/clovece/clovece_picture.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh::clovece {

namespace {

const CloveceState& clovece(const Table& t) { return static_cast<const CloveceState&>(t.state()); }
const CloveceState& clovece(const State& s) { return static_cast<const CloveceState&>(s); }

bool person_acts(const CloveceState& s) {
  const int p = s.current_player();
  return p >= 0 && !s.clovece_game().is_computer(p);
}

}  // namespace

Context CloveceController::context(Host& host, const Table& table, const CloveceState& s) const {
  // A lesson seats one listener however many seats people play.
  return Context{s, table.mode(), host.voice().language(), listener_of(s), &table.names(),
                 people(s) > 1 && !host.lone_listener()};
}

Context CloveceController::context(Host& host, const Table& table) const { return context(host, table, clovece(table)); }

const CloveceBot& CloveceController::bot(const Table& table) {
  if (!bot_) bot_ = std::make_unique<CloveceBot>(table.seed(), parse_level(table.state().game().options()));
  return *bot_;
}

bool CloveceController::automove(const Table& table) const { return clovece(table).clovece_game().config().automove; }

// ---------------------------------------------------------------- acting and narrating

void CloveceController::narrate_since(Host& host, Table& table, const State& before, std::size_t from) {
  auto shadow = before.clone();
  const auto& history = table.state().history();
  const bool terse = host.voice().verbosity() == Verbosity::Terse;
  for (std::size_t i = from; i < history.size(); ++i) {
    Events events;
    const int actor = listener_of(clovece(*shadow));  // squares are said for whoever acted
    shadow->apply(history[i], &events);
    Context c = context(host, table, clovece(*shadow));
    c.listener = actor;
    for (const auto& e : events) {
      // Terse: only the throws, the moves and what the game hinges on.
      // A person's turn still gets its sound.
      if (terse && (e.type == "clovece.turn" || e.type == "clovece.opening_roll" || e.type == "clovece.forfeited")) {
        if (e.type == "clovece.turn")
          for (const auto& piece : narrate(e, c))
            if (!piece.cue.empty()) host.voice().cue(piece.cue);
        continue;
      }
      for (const auto& piece : narrate(e, c)) {
        if (!piece.cue.empty()) host.voice().cue(piece.cue);
        if (piece.message) host.voice().say(*piece.message);
      }
    }
  }
  if (table.state().is_terminal() && !before.is_terminal()) host.voice().say(Message("game.over_hint"));
}

void CloveceController::apply(Host& host, Table& table, Action a) {
  auto before = table.state().clone();
  const std::size_t from = table.state().history().size();
  table.act(a);
  browse_ = -1;
  narrate_since(host, table, *before, from);
}

void CloveceController::run(Host& host, Table& table) {
  for (int guard = 0; guard < 100000 && !table.state().is_terminal(); ++guard) {
    const CloveceState& s = clovece(table);
    if (s.is_chance()) {
      if (table.mode() != Mode::Dealer) return;  // the physical die is typed
      auto before = table.state().clone();
      const std::size_t from = table.state().history().size();
      table.run_chance();
      narrate_since(host, table, *before, from);
      continue;
    }
    if (s.clovece_game().is_computer(s.current_player())) {
      if (thinking_) return;  // its move comes through on_thought
      const std::uint64_t ticket = ++ticket_;
      thinking_ = true;
      // The worker owns everything it reads: its own game (the table's may go away while it
      // thinks), the position under that game, and a copy of the bot.
      auto game = std::static_pointer_cast<const CloveceGame>(make_clovece_game(table.state().game().options()));
      auto snapshot = std::make_shared<const CloveceState>(s.copy_for(*game));
      auto decided = host.think([game, snapshot, player = bot(table)] { return player.choose(*snapshot); }, ticket);
      if (!decided) return;
      thinking_ = false;
      apply(host, table, *decided);
      continue;
    }
    auto legal = s.legal_actions();
    if (legal.size() == 1 && automove(table)) {
      apply(host, table, legal.front());
      continue;
    }
    prompt(host, table);
    return;
  }
}

void CloveceController::prompt(Host& host, Table& table) {
  const Context c = context(host, table);
  if (c.state.phase() == Phase::Using) host.voice().say(move_list(c));
  // The gift question was said with the capture.
}

// ---------------------------------------------------------------- start, help, status

void CloveceController::on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) {
  if (!thinking_ || ticket != ticket_) return;  // stale: asked before a take-back, a resume or leaving
  thinking_ = false;
  if (table.state().is_terminal()) return;
  if (table.state().is_legal(a)) apply(host, table, a);
  run(host, table);  // the next computer thinks (or this one again, had its move gone stale)
}

namespace {

// The position for a search away from the keys, owned: its own game (the table's may go
// away while it thinks), the position under it, and what the words need.
struct Owned {
  std::shared_ptr<const CloveceGame> game;
  std::shared_ptr<const CloveceState> state;
  Mode mode;
  const Language* lang;
  Context context() const { return Context{*state, mode, *lang, listener_of(*state)}; }
};

Owned owned(Host& host, const Table& table) {
  auto game = std::static_pointer_cast<const CloveceGame>(make_clovece_game(table.state().game().options()));
  auto state = std::make_shared<const CloveceState>(clovece(table).copy_for(*game));
  return Owned{game, state, table.mode(), &host.voice().language()};
}

}  // namespace

std::optional<Advice> CloveceController::advise(Host& host, Table& table) {
  const AdviceSearch search = advice_search(host, table);
  return search ? search(Deadline{}) : std::nullopt;
}

GameController::AdviceSearch CloveceController::advice_search(Host& host, Table& table) {
  if (!person_acts(clovece(table))) return nullptr;
  return [position = owned(host, table), seed = table.seed()](const Deadline&) {
    return advise_move(position.context(), seed);  // within its own 300 ms (hint_budget)
  };
}

std::vector<Message> CloveceController::coach(Host& host, Table& table, Action a) {
  const CoachSearch search = coach_search(host, table);
  if (!search) return {};
  const CoachJudge judge = search(Deadline{});
  return judge ? judge(a) : std::vector<Message>{};
}

GameController::CoachSearch CloveceController::coach_search(Host& host, Table& table) {
  if (!person_acts(clovece(table))) return nullptr;
  return [position = owned(host, table), seed = table.seed(), learner = host.voice().learner(),
          people = host.voice().people()](const Deadline&) -> CoachJudge {
    const std::optional<Action> best = coach_reference(*position.state, seed);
    if (!best) return nullptr;
    return [position, best = *best, learner, people](Action a) {
      if (!position.state->is_legal(a)) return std::vector<Message>{};
      return coach_move_against(position.context(), a, best, learner, &people);
    };
  };
}

void CloveceController::coach_hint(Host& host, Table& table) {
  if (!person_acts(clovece(table))) {
    say_advice(host, table, std::nullopt);
    return;
  }
  think_advice(host, table, [position = owned(host, table), seed = table.seed()](const Deadline&) {
    return coach_advice(position.context(), seed);
  });
}

void CloveceController::advised(Host&, Table& table, const Advice& advice) {
  const auto legal = choices(table);
  const auto at = std::find(legal.begin(), legal.end(), advice.action);
  if (at != legal.end()) browse_ = static_cast<int>(at - legal.begin());
}

void CloveceController::start(Host& host, Table& table, bool resumed) {
  ++ticket_;  // a decision asked for before is not wanted any more
  thinking_ = false;
  const CloveceState& s = clovece(table);
  const Context c = context(host, table);
  if (resumed) {
    host.voice().say(Message("clovece.resumed"));
    host.voice().say(where_play_stands(c));
  } else {
    host.voice().say(Message("clovece.game_started").with("players", s.num_players()));
    for (int seat = 0; seat < s.num_players(); ++seat) {
      if (s.clovece_game().is_computer(seat))
        host.voice().say(Message("clovece.seat_computer").with("whose", player_gen_text(seat, c)));
      else
        host.voice().say(Message("clovece.seat").with("player", table.name(seat)).with("whose", player_gen_text(seat, c)));
    }
    host.voice().say(Message(table.mode() == Mode::Dealer ? "clovece.opening" : "clovece.opening_typed")
                         .with("who", player_text(s.opening_roller() >= 0 ? s.opening_roller() : 0, c)));
  }
  // where_play_stands said the list; a single use is still made at once.
  if (resumed && person_acts(s) && (s.legal_actions().size() > 1 || !automove(table))) return;
  run(host, table);
}

void CloveceController::help(Host& host, Table& table) {
  if (undo_.pending()) {
    host.voice().say(undo_.question(), Priority::Interrupt);
    return;
  }
  if (reviewing_) {
    host.voice().say(Message("clovece.help.review_mode"), Priority::Interrupt);
    return;
  }
  if (thinking_) {  // a computer's turn: the person's keys would not work now
    const CloveceState& s = clovece(table);
    host.voice().say(Message("game.computer_thinking").with("player", player_text(s.current_player(), context(host, table))),
                     Priority::Interrupt);
    return;
  }
  host.voice().say(clovece::help(context(host, table)), Priority::Interrupt);
}

std::vector<Message> CloveceController::status(Host& host, Table& table) {
  const Context c = context(host, table);
  auto out = where_play_stands(c);
  if (!c.state.is_terminal())
    for (auto& m : track_pieces(c)) out.push_back(std::move(m));
  for (auto& m : houses_and_homes(c)) out.push_back(std::move(m));
  return out;
}

std::optional<GameRecord> CloveceController::record(const Table& table) const {
  const CloveceState& s = clovece(table);
  if (!s.is_terminal()) return std::nullopt;
  GameRecord r = table.new_record(std::to_string(s.num_players()) + " players");
  for (int seat = 0; seat < s.num_players(); ++seat) {
    ResultLine l;
    l.seat = seat;
    l.name = table.name(seat);
    l.place = s.place(seat) > 0 ? s.place(seat) : s.num_players();
    l.score = s.home_count(seat);
    l.won = s.place(seat) == 1;
    r.results.push_back(l);
  }
  return r;
}

// ---------------------------------------------------------------- keys

std::vector<Action> CloveceController::choices(const Table& table) const { return clovece(table).legal_actions(); }

bool CloveceController::on_key(Host& host, Table& table, Key key) {
  if (undo_.pending()) {
    switch (undo_.answer(host, table, key, "clovece.undone", "clovece.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    browse_ = -1;
    ++ticket_;
    thinking_ = false;
    host.voice().say(where_play_stands(context(host, table)));
    return true;
  }
  if (reviewing_) return on_review(host, table, key);
  const CloveceState& s = clovece(table);
  if (key == Key::D0) {
    reviewing_ = true;
    review_ = -1;
    host.voice().say(Message("clovece.review.open"), Priority::Interrupt);
    return true;
  }
  if (s.is_terminal()) {
    if (key != Key::Next && key != Key::Prev) return false;  // ok and back: the menu
    // The results the end of the game offers, one line a player.
    auto lines = results(context(host, table));
    const int n = static_cast<int>(lines.size());
    result_ = result_ < 0 ? (key == Key::Next ? 0 : n - 1) : ((result_ + (key == Key::Next ? 1 : -1)) % n + n) % n;
    host.voice().cue("menu_move");
    host.voice().say(lines[static_cast<std::size_t>(result_)], Priority::Interrupt);
    return true;
  }
  result_ = -1;
  if (thinking_) {
    if (key == Key::Back) return false;  // the menu
    host.refuse(Message("game.computer_thinking").with("player", player_text(s.current_player(), context(host, table))));
    return true;
  }
  if (s.is_chance()) return on_throw(host, table, key);
  if (!person_acts(s)) return false;
  return on_choice(host, table, key);
}

bool CloveceController::on_throw(Host& host, Table& table, Key key) {
  const CloveceState& s = clovece(table);
  if (key == Key::Back) {
    const auto& h = s.history();
    if (table.mode() != Mode::Assistant || h.empty()) return false;
    undo_.ask(host, h.size() - 1, Message("clovece.confirm_undo"));
    return true;
  }
  if (table.mode() == Mode::Dealer) {
    run(host, table);
    return true;
  }
  if (!is_digit(key)) {
    host.refuse(Message("clovece.refused.type_throw"));
    return true;
  }
  const Action a = die_action(digit_of(key));
  if (auto why = s.why_illegal(a)) {
    host.refuse(refusal(*why, context(host, table)));
    return true;
  }
  apply(host, table, a);
  run(host, table);
  return true;
}

bool CloveceController::on_choice(Host& host, Table& table, Key key) {
  const CloveceState& s = clovece(table);
  auto legal = choices(table);
  const int n = static_cast<int>(legal.size());
  auto say_item = [&](int i) {
    const Context c = context(host, table);
    if (s.phase() == Phase::Using)
      host.voice().say(move_item(i + 1, s.legal_moves()[static_cast<std::size_t>(i)], c), Priority::Interrupt);
    else
      host.voice().say(gift_question(c)[static_cast<std::size_t>(i) + 1], Priority::Interrupt);
  };
  if (key == Key::Next || key == Key::Prev) {
    if (n == 0) return true;
    browse_ = browse_ < 0 ? (key == Key::Next ? 0 : n - 1) : ((browse_ + (key == Key::Next ? 1 : -1)) % n + n) % n;
    host.voice().cue("menu_move");
    say_item(browse_);
    return true;
  }
  if (key == Key::Ok) {
    if (browse_ >= 0 && browse_ < n) {
      apply(host, table, legal[static_cast<std::size_t>(browse_)]);
      run(host, table);
    } else {
      host.voice().say(where_play_stands(context(host, table)), Priority::Interrupt);
    }
    return true;
  }
  if (key == Key::Back) {
    if (browse_ >= 0) {
      browse_ = -1;
      host.voice().say(Message("clovece.browse_cleared"), Priority::Interrupt);
      return true;
    }
    if (table.mode() != Mode::Assistant || s.history().empty()) return false;
    undo_.ask(host, s.history().size() - 1, Message("clovece.confirm_undo"));
    return true;
  }
  if (is_digit(key)) {
    const int d = digit_of(key);
    if (d < 1 || d > n) {
      host.refuse(Message(n == 1 ? "clovece.refused.no_such_choice_one"
                          : n == 2 ? "clovece.refused.no_such_choice_two"
                                   : "clovece.refused.no_such_choice")
                      .with("key", d)
                      .with("n", n));
      return true;
    }
    apply(host, table, legal[static_cast<std::size_t>(d - 1)]);
    run(host, table);
    return true;
  }
  return false;
}

bool CloveceController::on_review(Host& host, Table& table, Key key) {
  const Context c = context(host, table);
  if (key == Key::D0 || key == Key::Back) {
    reviewing_ = false;
    host.voice().say(Message("clovece.review.closed"), Priority::Interrupt);
    return true;
  }
  if (key == Key::Next || key == Key::Prev) {
    auto items = track_pieces(c);
    const int n = static_cast<int>(items.size());
    review_ = review_ < 0 ? (key == Key::Next ? 0 : n - 1) : ((review_ + (key == Key::Next ? 1 : -1)) % n + n) % n;
    host.voice().cue("menu_move");
    host.voice().say(items[static_cast<std::size_t>(review_)], Priority::Interrupt);
    return true;
  }
  if (key == Key::D1) {
    host.voice().say(houses_and_homes(c), Priority::Interrupt);
    return true;
  }
  if (key == Key::D2) {
    host.voice().say(danger(c), Priority::Interrupt);
    return true;
  }
  if (key == Key::D3) {
    host.voice().say(where_play_stands(c), Priority::Interrupt);
    return true;
  }
  if (key == Key::Ok) {
    host.voice().say(track_pieces(c), Priority::Interrupt);
    return true;
  }
  host.refuse(Message("clovece.refused.review_key"));
  return true;
}

TablePictureRef CloveceController::picture(Host& host, const Table& table) const {
  return make_picture(static_cast<const CloveceState&>(table.state()), table.names(), host.voice(),
                      reviewing_ ? review_ : -1, browse_);
}

}  // namespace sh::clovece
