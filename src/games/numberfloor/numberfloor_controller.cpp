#include "games/numberfloor/numberfloor_controller.h"

#include <algorithm>

#include "games/numberfloor/numberfloor_hint.h"
#include "games/numberfloor/numberfloor_picture.h"
#include "games/numberfloor/numberfloor_seat_page.h"

#include "core/game_options.h"
#include "games/numberfloor/numberfloor_seat_page.h"
#include "play/host.h"
#include "play/lesson_host.h"
#include "play/voice.h"

namespace sh::numberfloor {

namespace {

const NumberfloorState& nf(const Table& t) { return static_cast<const NumberfloorState&>(t.state()); }
const NumberfloorState& nf(const State& s) { return static_cast<const NumberfloorState&>(s); }

bool has_night_cards(const NumberfloorState& s) {
  for (int v = 0; v < kFloors; ++v)
    if (s.config().cards[static_cast<std::size_t>(night_card(v))] > 0) return true;
  return false;
}

// An assistant-mode code: the card type (0-33), or a command (40 draw, 41 end or PAS,
// 51-55 a take-over by seat 1-5); -1 when it is none of them.
int code_value(const std::string& entry) {
  if (entry.empty()) return -1;
  const int n = std::stoi(entry);
  if (entry.size() == 1) return n;
  if ((n >= 10 && n <= 19) || (n >= 21 && n <= 29) || (n >= 30 && n <= 33) || n == 40 || n == 41 || (n >= 51 && n <= 55))
    return n;
  return -1;
}

// The card a lay action puts down (on either pile), or -1.
int advised_card(Action a) {
  if (a >= kLay && a < kLay + kCardTypes) return a - kLay;
  if (a >= kLayPile2 && a < kLayPile2 + kFloors) return floor_card(a - kLayPile2);
  return -1;
}

}  // namespace

Context NumberfloorController::context(Host& host, const Table& table, const NumberfloorState& s) const {
  return Context{s, table.names(), host.voice().language(), !aids_quiet(host)};
}

Context NumberfloorController::context(Host& host, const Table& table) const { return context(host, table, nf(table)); }

bool NumberfloorController::computer(const Table& table, int seat) const {
  return table.mode() == sh::Mode::Dealer && nf(table).config().computer[static_cast<std::size_t>(seat)];
}

Message NumberfloorController::seat_refusal(const Table& table) const {
  const int n = nf(table).num_players();
  return Message(humans(table) < n ? "numberfloor.refused.seat" : "numberfloor.refused.seat_people").with("players", n);
}

int NumberfloorController::humans(const Table& table) const {
  int n = 0;
  for (int p = 0; p < nf(table).num_players(); ++p) n += computer(table, p) ? 0 : 1;
  return n;
}

bool NumberfloorController::human_turn(const Table& table) const {
  const NumberfloorState& s = nf(table);
  return s.stage() == Stage::Play && !computer(table, s.turn_player());
}

// ---------------------------------------------------------------- acting and narrating

void NumberfloorController::narrate_since(Host& host, Table& table, const State& before, std::size_t from) {
  auto shadow = before.clone();
  const auto& history = table.state().history();
  std::vector<int> drawn;
  for (std::size_t i = from; i < history.size(); ++i) {
    Events events;
    shadow->apply(history[i], &events);
    const Context c = context(host, table, nf(*shadow));
    for (const auto& e : events) {
      if (e.type == "card.drawn") drawn.push_back(static_cast<int>(e.get("card")));
      for (const auto& piece : narrate(e, c)) {
        if (!piece.cue.empty()) host.voice().cue(piece.cue);
        if (piece.message) {  // what happens in the game: for the whole table, phones too
          Message m = *piece.message;
          host.voice().say(m.to_table());
        }
      }
      if (e.type == "draw.done") {
        // With one person at the table (nobody else listening) that person hears the cards
        // drawn (on the phone, if it holds the seat); with several, each walks the own hand
        // on request.
        const int seat = static_cast<int>(e.get("seat"));
        if (!drawn.empty() && humans(table) == 1 && !computer(table, seat)) {
          Message m = drawn_cards(c, drawn);
          host.voice().say(m.to(seat));
        }
        drawn.clear();
      }
    }
  }
  if (table.state().is_terminal() && !before.is_terminal()) host.voice().say(Message("game.over_hint"));
}

void NumberfloorController::apply_one(Host& host, Table& table, Action a) {
  auto before = table.state().clone();
  const std::size_t from = table.state().history().size();
  const int turn_before = nf(table).turn_player();
  table.act(a);
  cursor_ = -1;
  pile_card_ = -1;
  shown_hand_ = -1;
  gated_ = nullptr;
  if (nf(table).turn_player() != turn_before) {
    walk_open_ = -1;         // the next turn asks again
    pause_skipped_ = false;  // and says again that nobody is waited for
  }
  narrate_since(host, table, *before, from);
}

void NumberfloorController::apply(Host& host, Table& table, Action a) {
  apply_one(host, table, a);
  run(host, table);  // computers may take the turn over, then play on
}

NumberfloorBot NumberfloorController::make_bot(const Table& table, Level level) {
  if (level == Level::Strong && !search_game_) {
    const NumberfloorState& s = nf(table);
    search_game_ = std::make_shared<NumberfloorGame>(s.config(), s.game().options());
  }
  return NumberfloorBot(level, level == Level::Strong ? search_game_ : nullptr);
}

void NumberfloorController::stop_thinking() {
  ++ticket_;
  thinking_ = false;
}

bool NumberfloorController::computers_claim(Host& host, Table& table) {
  const NumberfloorState& s = nf(table);
  if (table.mode() != sh::Mode::Dealer || !s.takeover_window()) return false;
  const int turn = s.turn_player();
  const NumberfloorBot bot(parse_level(table.game().options()));  // claims: no search
  for (int k = 1; k < s.num_players(); ++k) {
    const int seat = (turn + k) % s.num_players();
    // A computer standing in for a dropped guest (issue 41) claims exactly as the game's own
    // computers do for their seats: the same bot, from that seat's observation, in seat order.
    if (!computer(table, seat) && !host.seat_stood_in(seat)) continue;
    auto claim = bot.take_over(s.observation(seat));
    if (claim && s.is_legal(*claim)) {
      apply_one(host, table, *claim);
      return true;
    }
  }
  return false;
}

bool NumberfloorController::paused(const Host& host, const Table& table) const {
  return !thinking_ && released_at_ != table.state().history().size() && should_pause(host, table);
}

bool NumberfloorController::nobody_to_wait_for(const Host& host, const Table& table) const {
  const NumberfloorState& s = nf(table);
  if (table.mode() != sh::Mode::Dealer || !s.takeover_window() || !computer(table, s.turn_player()) || s.nights_unseen() == 0)
    return false;
  bool people = false;
  for (int seat = 0; seat < s.num_players(); ++seat) {
    if (computer(table, seat)) continue;
    if (!host.seat_absent(seat)) return false;  // someone present may claim
    people = true;
  }
  return people;
}

void NumberfloorController::say_nobody_to_wait_for(Host& host, const Table& table) {
  if (pause_skipped_) return;  // once a turn
  pause_skipped_ = true;
  host.voice().say(Message("numberfloor.window.nobody").with("player", table.name(nf(table).turn_player())).to_table());
}

void NumberfloorController::seats_changed(Host& host, Table& table) {
  // The pause waited for people who are all gone now: it goes on by itself.
  if (thinking_ || table.state().is_terminal() || released_at_ == table.state().history().size() ||
      !nobody_to_wait_for(host, table))
    return;
  say_nobody_to_wait_for(host, table);
  run(host, table);
}

void NumberfloorController::say_pause(Host& host, const Table& table) {
  host.voice().say(Message("numberfloor.window").with("player", table.name(nf(table).turn_player())));
}

bool NumberfloorController::should_pause(const Host& host, const Table& table) const {
  const NumberfloorState& s = nf(table);
  if (table.mode() != sh::Mode::Dealer || !s.takeover_window() || !computer(table, s.turn_player())) return false;
  if (s.nights_unseen() == 0) return false;
  // The pause is for people who may claim: when every person's seat is away (dropped guests,
  // perhaps played by a stand-in, which claims as the computers do), nobody is waited for.
  if (nobody_to_wait_for(host, table)) return false;
  // With several people it comes at every such moment, whoever of them is present: it then
  // says nothing about any hand (not even to a guest who comes back and hears what was said).
  const int people = humans(table);
  if (people >= 2) return true;
  for (int seat = 0; seat < s.num_players(); ++seat) {
    if (computer(table, seat)) continue;
    for (int v = 0; v < kFloors; ++v)
      if (s.is_legal(takeover_action(seat, v))) return true;
  }
  return false;
}

void NumberfloorController::run(Host& host, Table& table) {
  while (!table.state().is_terminal()) {
    if (table.state().is_chance()) {
      if (table.mode() != sh::Mode::Dealer) return;  // the start cards are typed
      auto before = table.state().clone();
      const std::size_t from = table.state().history().size();
      table.run_chance();
      narrate_since(host, table, *before, from);
      continue;
    }
    // Computers claim first, also right after a person's card or a resumed journal.
    if (thinking_) return;
    if (computers_claim(host, table)) continue;
    const NumberfloorState& s = nf(table);
    const int p = s.turn_player();
    if (!computer(table, p)) return;
    if (paused(host, table)) return;  // a take-over pause waits for ok or 9
    if (nobody_to_wait_for(host, table)) say_nobody_to_wait_for(host, table);
    const NumberfloorBot bot = make_bot(table, parse_level(table.game().options()));
    const Observation view = s.observation(p);
    const std::uint64_t seed = table.state().history().size();
    const std::uint64_t ticket = ++ticket_;
    const auto a = host.think([bot, view, seed] { return bot.choose(view, seed); }, ticket);
    if (!a) {
      thinking_ = true;  // on_thought() goes on
      return;
    }
    if (!after_computer(host, table, *a)) return;
  }
}

bool NumberfloorController::after_computer(Host& host, Table& table, Action a) {
  const NumberfloorState& s = nf(table);
  if (!s.is_legal(a)) a = s.floors_laid() > 0 ? kEndTurn : s.legal_actions().front();  // never expected
  apply_one(host, table, a);
  if (computers_claim(host, table)) return true;
  if (paused(host, table)) {
    say_pause(host, table);
    return false;
  }
  if (nobody_to_wait_for(host, table)) say_nobody_to_wait_for(host, table);
  return true;
}

void NumberfloorController::on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) {
  if (!thinking_ || ticket != ticket_) return;  // asked before a take-back, a resume or leaving
  thinking_ = false;
  const NumberfloorState& s = nf(table);
  if (s.stage() != Stage::Play || !computer(table, s.turn_player())) return;
  if (after_computer(host, table, a)) run(host, table);
}

namespace {

// What the strong player's thinking for the person on turn needs, owned: the bot (with its
// own copy of the game), the seat's view, the actions so far and the language.
struct StrongView {
  NumberfloorBot bot;
  std::shared_ptr<const NumberfloorGame> game;
  Observation view;
  std::vector<Action> history;
  Names names;
  const Language* lang;

  // The decision within the deadline, and the position it was made in.
  std::pair<BotDecision, std::unique_ptr<State>> decide(const Deadline& deadline) const {
    NumberfloorBot strong = bot;
    strong.set_budget(hint_budget(deadline));
    auto state = replay(*game, history);
    BotDecision d = strong.decide(view, history.size());
    return {d, std::move(state)};
  }
  Context context(const State& state) const {
    return Context{static_cast<const NumberfloorState&>(state), names, *lang};
  }
};

}  // namespace

GameController::AdviceSearch NumberfloorController::advice_search(Host& host, Table& table) {
  const NumberfloorState& s = nf(table);
  // Assistant mode: the person's cards are in the hand, the program does not know them.
  if (table.mode() != sh::Mode::Dealer || s.stage() != Stage::Play || !human_turn(table) || thinking_) return nullptr;
  NumberfloorBot bot = make_bot(table, Level::Strong);
  StrongView strong{bot, search_game_, s.observation(s.turn_player()), s.history(), table.names(), &host.voice().language()};
  const int seat = s.turn_player();
  return [strong = std::move(strong), seat](const Deadline& deadline) -> std::optional<Advice> {
    auto [d, state] = strong.decide(deadline);
    if (!state->is_legal(d.action)) {  // never expected; the normal player's move then
      d = BotDecision{};
      d.action = NumberfloorBot().choose(strong.view);
    }
    // The advice names cards of the hand on turn: for its owner only.
    return Advice{d.action, for_player(hint_reason(strong.context(*state), strong.view, d), seat), {}};
  };
}

std::optional<Advice> NumberfloorController::advise(Host& host, Table& table) {
  const AdviceSearch search = advice_search(host, table);
  return search ? search(Deadline{}) : std::nullopt;
}

GameController::CoachSearch NumberfloorController::coach_search(Host& host, Table& table) {
  const NumberfloorState& s = nf(table);
  if (table.mode() != sh::Mode::Dealer || s.stage() != Stage::Play || !human_turn(table) || thinking_) return nullptr;
  NumberfloorBot bot = make_bot(table, Level::Strong);
  StrongView strong{bot, search_game_, s.observation(s.turn_player()), s.history(), table.names(), &host.voice().language()};
  return [strong = std::move(strong)](const Deadline& deadline) -> CoachJudge {
    auto [d, state] = strong.decide(deadline);
    if (!state->is_legal(d.action)) return nullptr;
    return [d = d, state = std::shared_ptr<const State>(std::move(state)), strong](Action a) -> std::vector<Message> {
      if (!state->is_legal(a)) return {};
      return coach_action(strong.context(*state), d, a);
    };
  };
}

std::vector<Message> NumberfloorController::coach(Host& host, Table& table, Action a) {
  const CoachSearch search = coach_search(host, table);
  if (!search) return {};
  const CoachJudge judge = search(Deadline{});
  return judge ? judge(a) : std::vector<Message>{};
}

void NumberfloorController::hint(Host& host, Table& table) {
  help_again_ = false;
  gated_ = nullptr;
  const int seat = nf(table).turn_player();
  // The hint names a card of the hand on turn: not aloud while that hand is on its phone,
  // and with several people only after its owner's ok.
  if (table.mode() == sh::Mode::Dealer && human_turn(table) && on_phone(host, table, seat)) return;
  if (table.mode() == sh::Mode::Assistant && nf(table).stage() == Stage::Play) {
    host.voice().say(Message("numberfloor.hint.assistant"), Priority::Interrupt);
    return;
  }
  if (table.mode() == sh::Mode::Dealer && human_turn(table) && !thinking_) {
    behind_gate(host, table, Message("numberfloor.hint.gate").with("player", table.name(seat)),
                [this](Host& h, Table& t) { GameController::hint(h, t); });
    return;
  }
  GameController::hint(host, table);
}

void NumberfloorController::advised(Host&, Table& table, const Advice& advice) {
  const NumberfloorState& s = nf(table);
  if (advice.action == kDraw || advice.action == kPass || advice.action == kEndTurn) {
    cursor_ = -1;  // ok makes that move, not a card's
    return;
  }
  int type = -1;
  if (advice.action >= kLay && advice.action < kLay + kCardTypes) type = advice.action - kLay;
  else if (advice.action >= kLayPile2 && advice.action < kLayPile2 + kFloors) type = floor_card(advice.action - kLayPile2);
  if (type < 0 || s.turn_player() < 0) return;
  const auto order = hand_order(s, s.turn_player());
  const auto at = std::find(order.begin(), order.end(), type);
  if (at == order.end()) return;
  cursor_ = static_cast<int>(at - order.begin());
  walked_seat_ = s.turn_player();
}

void NumberfloorController::try_act(Host& host, Table& table, Action a) {
  if (auto why = table.state().why_illegal(a)) {
    refuse_for(host, table, is_takeover(a) ? takeover_seat(a) : nf(table).turn_player(), *why);
    return;
  }
  apply(host, table, a);
}

bool NumberfloorController::on_phone(Host& host, const Table& table, int seat) const {
  if (seat < 0 || !host.seat_held_away(seat)) return false;
  // The same sentence for every key and every hand: nothing of the hand comes through it.
  host.refuse(Message("phones.plays_on_phone").with("player", table.name(seat)));
  return true;
}

bool NumberfloorController::overheard(const Host& host, const Table& table) const {
  return table.mode() == sh::Mode::Dealer && humans(table) > 1 && !host.lone_listener();
}

void NumberfloorController::behind_gate(Host& host, Table& table, const Message& gate,
                                        std::function<void(Host&, Table&)> open) {
  if (!overheard(host, table)) {  // nobody else at the table to overhear it
    open(host, table);
    return;
  }
  host.voice().say(gate, Priority::Interrupt);
  gated_ = std::move(open);
}

void NumberfloorController::refuse_private(Host& host, const Table& table, int seat, const Message& reason,
                                           const Message& hidden) {
  // At the keypad with several people the card is not named; a page (the shell sends a
  // page's refusal to that page only) and a lone person hear the reason in full. Beside
  // physical cards the program knows no hand: it names only what was typed.
  if (overheard(host, table) && !host.seat_held_away(seat)) {
    host.refuse(hidden);
    return;
  }
  Message only = reason;
  host.refuse(only.to(seat));
}

void NumberfloorController::refuse_for(Host& host, const Table& table, int seat, const Event& why) {
  const Context c = context(host, table);
  const Message reason = refusal(why, c);
  if (refusal_names_hand(why)) refuse_private(host, table, seat, reason, hidden_refusal(why, c));
  else host.refuse(reason);
}

void NumberfloorController::lay(Host& host, Table& table, int type) {
  const NumberfloorState& s = nf(table);
  if (!s.beginner() || !is_floor(type)) {
    try_act(host, table, lay_action(type));
    return;
  }
  const bool one = !s.why_illegal(lay_action(type)), two = !s.why_illegal(lay2_action(value_of(type)));
  if (one && two) {
    pile_card_ = type;
    host.voice().say(Message("numberfloor.which_pile"), Priority::Interrupt);
  } else if (one || two) {
    apply(host, table, one ? lay_action(type) : lay2_action(value_of(type)));
  } else if (auto why = s.why_illegal(lay_action(type)); why && why->type != "refused.does_not_fit") {
    refuse_for(host, table, s.turn_player(), *why);
  } else {
    const Pieces fits1 = fits_pieces(s.floor_top(0), s.allowed(0));
    const Pieces fits2 = fits_pieces(s.floor_top(1), s.allowed(1));
    refuse_private(host, table, s.turn_player(),
                   Message(aids_quiet(host) ? "numberfloor.refused.no_pile.quiet" : "numberfloor.refused.no_pile")
                       .with("value", floor_arg(value_of(type)))
                       .with("fits1", fits1)
                       .with("fits2", fits2),
                   Message("numberfloor.refused.no_pile.hidden").with("fits1", fits1).with("fits2", fits2));
  }
}

// ---------------------------------------------------------------- start, help, status

void NumberfloorController::start(Host& host, Table& table, bool resumed) {
  stop_thinking();  // a decision asked for before is not awaited any more
  const Context c = context(host, table);
  if (resumed) {
    host.voice().say(Message("numberfloor.resumed"));
    host.voice().say(where_play_stands(c));
  } else {
    host.voice().say(table_intro(c));
    if (table.mode() == sh::Mode::Assistant && table.state().history().empty())
      host.voice().say(where_play_stands(c));
  }
  // Back from the menu or resumed from the journal during a take-over pause: it still
  // waits (the pause follows from the position: see paused()).
  if (paused(host, table)) {
    say_pause(host, table);
    return;
  }
  run(host, table);
}

void NumberfloorController::help(Host& host, Table& table) {
  if (undo_.pending()) {
    host.voice().say(undo_.question(), Priority::Interrupt);
    return;
  }
  if (claim_stage_ == 1) {
    host.voice().say(Message("numberfloor.claim.who"), Priority::Interrupt);
    return;
  }
  if (claim_stage_ == 2) {
    host.voice().say(Message("numberfloor.claim.which"), Priority::Interrupt);
    return;
  }
  if (pile_card_ >= 0) {  // Beginner: the card fits both piles
    host.voice().say(Message("numberfloor.help.which_pile").with("card", card_name(pile_card_)),
                     Priority::Interrupt);
    return;
  }
  if (hand_seat_) {
    host.voice().say(Message("numberfloor.whose_hand"), Priority::Interrupt);
    return;
  }
  if (help_again_) {
    help_again_ = false;
    host.voice().say(rule_summary(nf(table).config().variant), Priority::Interrupt);
    return;
  }
  help_again_ = true;
  std::vector<Message> out = numberfloor::help(context(host, table), table.mode() == sh::Mode::Assistant, human_turn(table));
  if (paused(host, table)) out.insert(out.begin(), Message("numberfloor.window").with("player", table.name(nf(table).turn_player())));
  host.voice().say(out, Priority::Interrupt);
}

std::vector<Message> NumberfloorController::status(Host& host, Table& table) {
  const Context c = context(host, table);
  std::vector<Message> out = where_play_stands(c);
  if (c.state.is_terminal()) return out;
  for (const Message& m : scoreboard(c)) out.push_back(m);
  // With one person at the table the hand on turn is theirs (unless it is on their phone);
  // with several it is read only on its owner's request.
  if (table.mode() == sh::Mode::Dealer && humans(table) == 1 && human_turn(table) &&
      !host.seat_held_away(c.state.turn_player()))
    for (const Message& m : hand_summary(c, c.state.turn_player())) out.push_back(Message(m).to(c.state.turn_player()));
  if (!entry_.empty()) out.push_back(Message("numberfloor.typed").with("code", entry_));
  return out;
}

std::optional<GameRecord> NumberfloorController::record(const Table& table) const {
  const NumberfloorState& s = nf(table);
  if (!s.is_terminal()) return std::nullopt;
  GameRecord r = table.new_record(std::to_string(s.num_players()) + " players");
  for (int p = 0; p < s.num_players(); ++p) {
    ResultLine l;
    l.seat = p;
    l.name = table.name(p);
    l.won = p == s.winner();
    l.score = s.stars(p);
    int better = 0;
    for (int q = 0; q < s.num_players(); ++q) better += s.stars(q) > s.stars(p) ? 1 : 0;
    l.place = better + 1;
    r.results.push_back(l);
  }
  return r;
}

// ---------------------------------------------------------------- keys

bool NumberfloorController::on_key(Host& host, Table& table, Key key) {
  if (key != Key::Help) help_again_ = false;
  if (undo_.pending()) {
    switch (undo_.answer(host, table, key, "numberfloor.undone", "numberfloor.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    stop_thinking();
    entry_.clear();
    claim_stage_ = 0;
    pile_card_ = -1;
    host.voice().say(where_play_stands(context(host, table)));
    return true;
  }
  if (table.state().is_terminal()) {
    // Plus and minus walk the results a line at a time (as the end prompt says); 4 reads all.
    const std::vector<Message> results = final_standings(context(host, table));
    if (key == Key::D4) {
      host.voice().say(results, Priority::Interrupt);
      return true;
    }
    if ((key == Key::Next || key == Key::Prev) && !results.empty()) {
      const int n = static_cast<int>(results.size());
      end_item_ = end_item_ < 0 ? (key == Key::Next ? 0 : n - 1)
                                : ((end_item_ + (key == Key::Next ? 1 : -1)) % n + n) % n;
      host.voice().cue("menu_move");
      host.voice().say(results[static_cast<std::size_t>(end_item_)], Priority::Interrupt);
      return true;
    }
    return false;
  }
  if (claim_stage_ > 0 || pile_card_ >= 0 || hand_seat_) return on_pending_key(host, table, key);
  if (table.mode() == sh::Mode::Assistant) return on_assistant_key(host, table, key);
  return on_dealer_key(host, table, key);
}

bool NumberfloorController::on_pending_key(Host& host, Table& table, Key key) {
  const NumberfloorState& s = nf(table);
  if (key == Key::Back) {
    claim_stage_ = 0;
    pile_card_ = -1;
    hand_seat_ = false;
    host.voice().say(Message("numberfloor.cancelled"), Priority::Interrupt);
    return true;
  }
  if (key == Key::Ok && pile_card_ >= 0) {  // Enter cannot choose: say which keys do
    host.refuse(Message("numberfloor.refused.which_pile_enter"));
    return true;
  }
  if (!is_digit(key)) {
    host.refuse(Message(pile_card_ >= 0 ? "numberfloor.which_pile"
                        : claim_stage_ == 2 ? "numberfloor.claim.which"
                                            : "numberfloor.claim.who"));
    return true;
  }
  const int d = digit_of(key);
  if (pile_card_ >= 0) {
    if (d != 1 && d != 2) {
      host.refuse(Message("numberfloor.which_pile"));
      return true;
    }
    const int type = pile_card_;
    pile_card_ = -1;
    try_act(host, table, d == 1 ? lay_action(type) : lay2_action(value_of(type)));
    return true;
  }
  if (hand_seat_ || claim_stage_ == 1) {
    if (d < 1 || d > s.num_players() || computer(table, d - 1)) {
      host.refuse(seat_refusal(table));
      return true;
    }
    if (hand_seat_) {
      hand_seat_ = false;
      read_hand(host, table, d - 1);
    } else {
      claim_stage_ = 0;
      if (!on_phone(host, table, d - 1)) claim(host, table, d - 1);  // a phone's seat claims on its page
    }
    return true;
  }
  // claim_stage_ == 2: the night card's floor number
  claim_stage_ = 0;
  try_act(host, table, takeover_action(claim_seat_, d));
  return true;
}

bool NumberfloorController::on_dealer_key(Host& host, Table& table, Key key) {
  const NumberfloorState& s = nf(table);
  const bool mine = human_turn(table);
  // Ok after a gate's sentence: its owner asked for what waited behind it.
  if (auto gated = std::exchange(gated_, nullptr); gated && key == Key::Ok) {
    gated(host, table);
    return true;
  }
  // The seat on turn plays on its phone: no key here acts for it or tells of its hand.
  const bool acts_for_turn = key == Key::Next || key == Key::Prev || key == Key::D2 || key == Key::D3 ||
                             key == Key::D0 || (key == Key::Ok && !paused(host, table));
  if (mine && acts_for_turn && on_phone(host, table, s.turn_player())) return true;
  const std::optional<Action> advice = take_advice(table);
  if (key == Key::Ok && advice && (*advice == kDraw || *advice == kPass || *advice == kEndTurn) && mine && !paused(host, table) &&
      cursor_ < 0) {
    try_act(host, table, *advice);  // the hint's draw, PAS or end of turn
    return true;
  }
  // The hint's card (in Beginner with its pile), still under the cursor: ok lays it where
  // the hint said, without asking which pile.
  if (key == Key::Ok && advice && mine && !paused(host, table) && cursor_ >= 0 && advised_card(*advice) >= 0) {
    const auto order = hand_order(s, s.turn_player());
    if (cursor_ < static_cast<int>(order.size()) && order[static_cast<std::size_t>(cursor_)] == advised_card(*advice)) {
      try_act(host, table, *advice);
      return true;
    }
  }
  switch (key) {
    case Key::Next:
    case Key::Prev:
      walk(host, table, key == Key::Next ? 1 : -1);
      return true;
    case Key::Ok:
      if (paused(host, table)) {
        released_at_ = table.state().history().size();
        run(host, table);
      } else if (mine && cursor_ >= 0 && cursor_ < static_cast<int>(hand_order(s, s.turn_player()).size())) {
        lay(host, table, hand_order(s, s.turn_player())[static_cast<std::size_t>(cursor_)]);
      } else {
        host.voice().say(where_play_stands(context(host, table)), Priority::Interrupt);
      }
      return true;
    case Key::D1:
      host.voice().say(piles(context(host, table)), Priority::Interrupt);
      return true;
    case Key::D4:
      host.voice().say(scoreboard(context(host, table)), Priority::Interrupt);
      return true;
    case Key::D5:
      if (humans(table) > 1 && !mine) {
        hand_seat_ = true;
        host.voice().say(Message("numberfloor.whose_hand"), Priority::Interrupt);
      } else {
        int seat = s.turn_player();
        for (int p = 0; !mine && p < s.num_players(); ++p)
          if (!computer(table, p)) seat = p;
        read_hand(host, table, seat);
      }
      return true;
    case Key::D9:
      if (thinking_) {
        host.refuse(Message("game.computer_thinking").with("player", table.name(s.turn_player())));
        return true;
      }
      start_claim(host, table);
      return true;
    default:
      break;
  }
  if (!mine) {
    if (key == Key::Back) return false;
    host.refuse(Message(paused(host, table) ? "numberfloor.window" : "numberfloor.refused.not_your_turn")
                    .with("player", table.name(s.turn_player())));
    return true;
  }
  switch (key) {
    case Key::D2: {
      const int seat = s.turn_player();
      behind_gate(host, table, Message("numberfloor.fitting.gate").with("player", table.name(seat)),
                  [this, seat](Host& h, Table& t) {
                    h.voice().say(for_player(fitting_cards(context(h, t), seat), seat), Priority::Interrupt);
                  });
      return true;
    }
    case Key::D3:
      try_act(host, table, kDraw);
      return true;
    case Key::D0:
      try_act(host, table, s.floors_laid() > 0 ? kEndTurn : kPass);
      return true;
    case Key::Back:
      return false;
    default:
      host.refuse(Message("numberfloor.refused.key"));
      return true;
  }
}

void NumberfloorController::walk(Host& host, Table& table, int step) {
  const NumberfloorState& s = nf(table);
  int seat = -1;
  if (human_turn(table)) {
    seat = s.turn_player();
  } else if (humans(table) == 1) {
    for (int p = 0; p < s.num_players(); ++p)
      if (!computer(table, p)) seat = p;
  }
  if (seat < 0) {
    host.refuse(Message("numberfloor.refused.hand_on_request"));
    return;
  }
  if (on_phone(host, table, seat)) return;
  if (walk_open_ != seat) {
    // With several people the walk opens behind a gate and stays open for the turn.
    behind_gate(host, table, Message("numberfloor.walk.gate").with("player", table.name(seat)),
                [this, seat, step](Host& h, Table& t) {
                  walk_open_ = seat;
                  walk(h, t, step);
                });
    return;
  }
  const auto order = hand_order(s, seat);
  if (order.empty()) {
    host.voice().say(Message("numberfloor.hand.empty"), Priority::Interrupt);
    return;
  }
  walked_seat_ = seat;
  const int n = static_cast<int>(order.size());
  cursor_ = cursor_ < 0 || cursor_ >= n ? (step > 0 ? 0 : n - 1) : ((cursor_ + step) % n + n) % n;
  const int type = order[static_cast<std::size_t>(cursor_)];
  const bool now = s.turn_player() == seat && can_lay_now(s, seat, type) && (is_floor(type) || s.floors_laid() > 0 ||
                                                                             s.hand_size(seat) > 1);
  host.voice().cue(now && !aids_quiet(host) ? "menu_select" : "menu_move");  // a lesson's task: no fit cue
  Message card = hand_card(context(host, table), seat, type);
  host.voice().say(card.to(seat), Priority::Interrupt);
}

void NumberfloorController::read_hand(Host& host, Table& table, int seat) {
  if (on_phone(host, table, seat)) return;
  behind_gate(host, table, Message("numberfloor.hand.gate").with("player", table.name(seat)),
              [this, seat](Host& h, Table& t) {
                h.voice().say(Message("numberfloor.hand.owner").with("player", t.name(seat)).to(seat), Priority::Interrupt);
                h.voice().say(for_player(hand_summary(context(h, t), seat), seat));
                shown_hand_ = seat;
              });
}

void NumberfloorController::start_claim(Host& host, Table& table) {
  const NumberfloorState& s = nf(table);
  if (!has_night_cards(s)) {
    host.refuse(Message("numberfloor.refused.no_takeover_in_variant"));
    return;
  }
  // The people who may claim here: a seat on a phone claims on its page.
  std::vector<int> people;
  bool on_phones = false;
  for (int p = 0; p < s.num_players(); ++p) {
    if (computer(table, p) || p == s.turn_player()) continue;
    if (host.seat_held_away(p)) on_phones = true;
    else people.push_back(p);
  }
  if (people.empty()) {
    host.refuse(Message(on_phones ? "phones.claim_on_phone" : "numberfloor.refused.takeover_own_turn"));
    return;
  }
  if (people.size() == 1) {
    claim(host, table, people.front());
    return;
  }
  claim_stage_ = 1;
  host.voice().say(Message("numberfloor.claim.who"), Priority::Interrupt);
}

void NumberfloorController::claim(Host& host, Table& table, int seat) {
  const NumberfloorState& s = nf(table);
  std::vector<int> fitting;
  for (int v = 0; v < kFloors; ++v)
    if (s.is_legal(takeover_action(seat, v))) fitting.push_back(v);
  if (fitting.size() == 1) {
    apply(host, table, takeover_action(seat, fitting.front()));
    return;
  }
  if (fitting.size() > 1) {
    claim_stage_ = 2;
    claim_seat_ = seat;
    host.voice().say(Message("numberfloor.claim.which"), Priority::Interrupt);
    return;
  }
  // The refusal may tell only what the claimer knows: the public state and the own hand.
  // A claimer with a fitting night card hears why the claim fails (the turn player who has
  // only balloons would say so at the table); any other claimer hears that no night card
  // of theirs fits, or a public reason (too early), never anything about another hand.
  std::optional<Event> why;
  for (int v = 0; v < kFloors && !why; ++v)
    if (s.hand(seat)[static_cast<std::size_t>(night_card(v))] > 0 && fits(s.allowed(0), v))
      why = s.why_illegal(takeover_action(seat, v));
  if (!why) {
    why = s.why_illegal(takeover_action(seat, 0));
    if (why && (why->type == "refused.no_night_card" || why->type == "refused.does_not_fit" ||
                why->type == "refused.card_exhausted" || why->type == "refused.takeover_only_balloons"))
      why.reset();
  }
  if (!why) {
    host.refuse(Message("numberfloor.refused.no_fitting_night").with("player", table.name(seat)));
    return;
  }
  refuse_for(host, table, seat, *why);
}

// ---------------------------------------------------------------- assistant mode

bool NumberfloorController::on_assistant_key(Host& host, Table& table, Key key) {
  if (is_digit(key)) {
    if (entry_.size() >= 2) entry_.clear();
    entry_ += static_cast<char>('0' + digit_of(key));
    echo_code(host, table);
    return true;
  }
  switch (key) {
    case Key::Ok:
      if (entry_.empty()) host.voice().say(where_play_stands(context(host, table)), Priority::Interrupt);
      else enter_code(host, table);
      return true;
    case Key::Back:
      if (!entry_.empty()) {
        entry_.clear();
        host.voice().say(Message("numberfloor.cancelled"), Priority::Interrupt);
        return true;
      }
      return offer_undo(host, table);
    case Key::Next:
    case Key::Prev:
      review(host, table, key == Key::Next ? 1 : -1);
      return true;
    default:
      return false;
  }
}

void NumberfloorController::echo_code(Host& host, Table& table) {
  const int code = code_value(entry_);
  if (entry_.size() == 2 && code < 0) {
    host.refuse(Message("numberfloor.refused.code").with("code", entry_));
    entry_.clear();
    return;
  }
  if (code >= 0 && code < kCardTypes && entry_.size() == 2 && nf(table).config().cards[static_cast<std::size_t>(code)] == 0) {
    host.refuse(Message("numberfloor.refused.not_in_variant").with("card", card_name(code)));
    entry_.clear();
    return;
  }
  Message m("numberfloor.code");
  if (code >= 0 && code < kCardTypes) m.with("what", card_name(code));
  else if (code == 40) m.with("what", Message("numberfloor.code.draw"));
  else if (code == 41) m.with("what", Message("numberfloor.code.end"));
  else if (code >= 51 && code - 51 >= nf(table).num_players()) {  // no such seat: no name said
    host.refuse(seat_refusal(table));
    entry_.clear();
    return;
  } else if (code >= 51) m = Message("numberfloor.code.claim").with("player", table.name(code - 51));
  else m.with("what", entry_);
  host.voice().say(m, Priority::Interrupt);
}

void NumberfloorController::enter_code(Host& host, Table& table) {
  const NumberfloorState& s = nf(table);
  const int code = code_value(entry_);
  const std::string typed = entry_;
  entry_.clear();
  if (code < 0) {
    host.refuse(Message("numberfloor.refused.code").with("code", typed));
    return;
  }
  if (s.is_chance()) {  // the start cards
    if (code >= kCardTypes) {
      host.refuse(Message("numberfloor.refused.start_first"));
      return;
    }
    try_act(host, table, chance_card(code));
    return;
  }
  if (code < kCardTypes) {
    lay(host, table, code);
  } else if (code == 40) {
    try_act(host, table, kDraw);
  } else if (code == 41) {
    try_act(host, table, s.floors_laid() > 0 ? kEndTurn : kPass);
  } else {
    const int seat = code - 51;
    if (seat >= s.num_players()) {
      host.refuse(seat_refusal(table));
      return;
    }
    auto why = s.why_illegal(takeover_action(seat, s.floor_top(0) < 0 ? 0 : s.floor_top(0)));
    if (why && why->type != "refused.does_not_fit" && why->type != "refused.card_exhausted") {
      host.refuse(refusal(*why, context(host, table)));
      return;
    }
    claim_stage_ = 2;
    claim_seat_ = seat;
    host.voice().say(Message("numberfloor.claim.which"), Priority::Interrupt);
  }
}

void NumberfloorController::review(Host& host, Table& table, int step) {
  const Context c = context(host, table);
  std::vector<std::vector<Message>> items = {piles(c), scoreboard(c), where_play_stands(c)};
  const int n = static_cast<int>(items.size());
  review_ = review_ < 0 ? (step > 0 ? 0 : n - 1) : ((review_ + step) % n + n) % n;
  host.voice().cue("menu_move");
  host.voice().say(items[static_cast<std::size_t>(review_)], Priority::Interrupt);
}

bool NumberfloorController::offer_undo(Host& host, Table& table) {
  const auto& h = table.state().history();
  if (h.empty() || table.state().is_terminal()) return false;
  undo_.ask(host, h.size() - 1, Message("numberfloor.confirm_undo"));
  return true;
}

TablePictureRef NumberfloorController::picture(Host& host, const Table& table) const {
  const NumberfloorState& s = nf(table);
  int hand = shown_hand_;
  if (hand < 0 && cursor_ >= 0) hand = walked_seat_ >= 0 ? walked_seat_ : s.turn_player();
  // A hand on its owner's phone is never drawn for the table (nor brailled).
  if (hand >= 0 && host.seat_held_away(hand)) return make_picture(s, table.names(), host.voice(), -1, -1);
  return make_picture(s, table.names(), host.voice(), hand, cursor_);
}

// ---------------------------------------------------------------- seats on phones

int NumberfloorController::page_players(const Table& table) const {
  return table.mode() == sh::Mode::Dealer && nf(table).dealer_mode() ? nf(table).num_players() : 0;
}

bool NumberfloorController::page_person(const Table& table, int player) const {
  return page_players(table) > 0 && player >= 0 && player < nf(table).num_players() && !computer(table, player);
}

SeatPage NumberfloorController::seat_page(Host& host, const Table& table, int player) const {
  SeatPage page = numberfloor_seat_page(nf(table), table, host.voice(), player);
  // A take-over pause: every person's page may let the computer play on, as the keypad's
  // Enter does (see page_act).
  if (paused(host, table) && player != nf(table).turn_player() && page_person(table, player))
    page.actions.push_back(
        {PageAct::End, -1, Message("numberfloor.page.play_on").with("player", table.name(nf(table).turn_player()))});
  return page;
}

std::optional<SeatPage::Button> NumberfloorController::stand_in_move(Host& /*host*/, Table& table, int player) {
  const NumberfloorState& s = nf(table);
  if (table.state().is_terminal() || s.stage() != Stage::Play || thinking_ || table.state().is_chance() ||
      s.turn_player() != player)
    return std::nullopt;
  const NumberfloorBot bot = make_bot(table, parse_level(table.game().options()));
  const Action a = bot.choose(s.observation(player), table.state().history().size());
  if (!s.is_legal(a)) return std::nullopt;
  if (a == kDraw) return SeatPage::Button{PageAct::Draw, -1, {}};
  if (a == kEndTurn || a == kPass) return SeatPage::Button{PageAct::End, -1, {}};
  if ((a >= kLay && a < kLay + kCardTypes) || (s.beginner() && a >= kLayPile2 && a < kLayPile2 + kFloors))
    return SeatPage::Button{PageAct::Lay, static_cast<int>(a), {}};
  return std::nullopt;
}

void NumberfloorController::page_act(Host& host, Table& table, int player, PageAct act, int value) {
  const NumberfloorState& s = nf(table);
  if (table.state().is_terminal() || s.stage() != Stage::Play || !page_person(table, player)) {
    host.refuse(Message("phones.cannot"));
    return;
  }
  // A question the keypad left open (which pile, whose hand, who claims) is the keypad's.
  claim_stage_ = 0;
  pile_card_ = -1;
  hand_seat_ = false;
  help_again_ = false;
  if (act == PageAct::Claim) {  // key 9 for this seat
    if (thinking_) {
      host.refuse(Message("game.computer_thinking").with("player", table.name(s.turn_player())));
    } else if (!has_night_cards(s)) {
      host.refuse(Message("numberfloor.refused.no_takeover_in_variant"));
    } else if (player == s.turn_player()) {
      host.refuse(Message("numberfloor.refused.takeover_own_turn"));
    } else if (value >= 0 && value < kFloors && s.is_legal(takeover_action(player, value))) {
      apply(host, table, takeover_action(player, value));
    } else {
      claim(host, table, player);
    }
    return;
  }
  // The take-over pause on a computer's turn (PRODUCT.md "Numberfloor"): it is there so that
  // people can claim in time, not to wait for the keypad. A person on a page (a phone, a guest
  // online) lets the computer play on as the keypad's Enter does, whoever is first; a table
  // whose people all play away from the keypad so never needs the host's Enter.
  if (act == PageAct::End && player != s.turn_player() && paused(host, table)) {
    released_at_ = table.state().history().size();
    run(host, table);
    return;
  }
  if (player != s.turn_player()) {
    host.refuse(Message("phones.not_your_turn").with("player", table.name(player)));
    return;
  }
  switch (act) {
    case PageAct::Lay:
      if ((value >= kLay && value < kLay + kCardTypes) || (s.beginner() && value >= kLayPile2 && value < kLayPile2 + kFloors))
        try_act(host, table, value);
      else
        host.refuse(Message("phones.cannot"));
      return;
    case PageAct::Draw:  // key 3
      try_act(host, table, kDraw);
      return;
    case PageAct::End:  // key 0
      try_act(host, table, s.floors_laid() > 0 ? kEndTurn : kPass);
      return;
    case PageAct::Claim:
      return;
  }
}

}  // namespace sh::numberfloor
