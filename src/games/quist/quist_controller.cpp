#include "games/quist/quist_controller.h"
#include "games/quist/quist_picture.h"
#include "games/quist/quist_seat_page.h"

#include "play/host.h"
#include "play/seat_pages.h"
#include "play/voice.h"
#include "games/quist/quist_advice.h"
#include "games/quist/quist_bot.h"

namespace sh::quist {

namespace {

const QuistState& quist(const Table& t) { return static_cast<const QuistState&>(t.state()); }

bool dealer_mode(const QuistState& s) { return s.config().mode == Mode::Dealer; }

bool computer_to_play(const QuistState& s) {
  return s.stage() == Stage::Play && s.is_computer_seat(s.current_player());
}

bool has_event(const Events& events, const char* type) {
  for (const auto& e : events)
    if (e.type == type) return true;
  return false;
}

void append(Events& to, const Events& more) { to.insert(to.end(), more.begin(), more.end()); }

// What happens in the game is for the whole table, the seats on phones too.
void say_narration(Host& host, const Narration& narration) {
  for (const auto& piece : for_verbosity(narration, host.voice().verbosity())) {
    if (!piece.cue.empty()) host.voice().cue(piece.cue);
    if (piece.message) {
      Message m = *piece.message;
      host.voice().say(m.to_table());
    }
  }
}

// Whether the person at `seat` plays on a phone's page now (the keypad then neither acts
// for that seat nor says anything of its hand).
bool held_away(Host& host, const QuistState& s, int seat) {
  return s.config().mode == Mode::Dealer && seat >= 0 && !s.is_computer_seat(seat) &&
         host.seat_held_away(s.player_at_seat(seat));
}

// The one sentence every key that would act for a phone's seat or tell of its hand gets,
// whatever the hand holds.
Message plays_on_phone(const QuistState& s, const Table& table, int seat) {
  return Message("phones.plays_on_phone").with("player", seat_name(s, table.names(), seat));
}

}  // namespace

QuistBot computer_bot(const QuistState& s, std::uint64_t table_seed, Level level) {
  const int seat = s.current_player();
  return QuistBot(table_seed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(seat + 1)), level);
}

Action computer_choice(const QuistState& s, std::uint64_t table_seed, Level level) {
  return computer_bot(s, table_seed, level).choose(s.observation(s.current_player()));
}

int QuistController::humans() const { return humans_; }

void QuistController::start(Host& host, Table& table, bool resumed) {
  const QuistState& s = quist(table);
  // An answer asked for before (a menu over the game, a resume) is no longer awaited.
  ++ticket_;
  thinking_ = false;
  level_ = parse_level(table.game().options());
  humans_ = 0;
  for (bool computer : s.config().computers) humans_ += computer ? 0 : 1;
  if (between_games_) {  // back from a menu while waiting for the next game
    host.voice().say(Message("quist.next_game"));
    return;
  }
  Events events;
  if (resumed) {
    host.voice().say(Message("quist.resumed"));
    host.voice().say(where_play_stands(s, table.names()));
  } else {
    host.voice().say(table_intro(s, table.names()));
    if (s.stage() != Stage::Cut) events.push_back(first_game_event(s));
  }
  if (table.mode() == sh::Mode::Dealer && s.is_chance()) append(events, table.run_chance());
  if (!has_event(events, "game.end")) append(events, run_computers(host, table));
  pending_.reset();
  speak_and_prompt(host, table, events);
}

Events QuistController::run_computers(Host& host, Table& table) {
  Events all;
  while (!table.state().is_terminal() && computer_to_play(quist(table))) {
    const QuistState& s = quist(table);
    // The work owns copies: the bot and the seat's observation (never the table).
    auto work = [bot = computer_bot(s, table.seed(), level_), obs = s.observation(s.current_player())] {
      return bot.choose(obs);
    };
    thinking_ = true;
    const std::optional<Action> card = host.think(std::move(work), ++ticket_);
    if (!card) return all;  // it comes through on_thought
    thinking_ = false;
    Events events = table.act(*card);
    append(all, events);
    if (has_event(events, "game.end")) break;  // the next game waits for OK
  }
  return all;
}

void QuistController::on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) {
  if (!thinking_ || ticket != ticket_) return;  // a stale answer
  thinking_ = false;
  review_ = -1;
  Events events = table.act(a);
  if (!has_event(events, "game.end")) append(events, run_computers(host, table));
  speak_and_prompt(host, table, events);
}

void QuistController::speak_and_prompt(Host& host, Table& table, const Events& events) {
  speak(host, table, events);
  if (!between_games_ && !thinking_) prompt(host, table);
}

void QuistController::speak(Host& host, Table& table, const Events& events) {
  const QuistState& s = quist(table);
  for (std::size_t i = 0; i < events.size(); ++i) {
    say_narration(host, narrate(events[i], s, table.names(), table.mode()));
    if (events[i].type != "game.end" || s.is_terminal()) continue;
    // The game is over and another follows: its result (and a clinched match or the extra
    // game) now, the next game's start when OK is pressed.
    std::size_t j = i + 1;
    for (; j < events.size() && (events[j].type == "match.clinched" || events[j].type == "match.extra_game"); ++j)
      say_narration(host, narrate(events[j], s, table.names(), table.mode()));
    deferred_.assign(events.begin() + static_cast<std::ptrdiff_t>(j), events.end());
    between_games_ = true;
    host.voice().say(Message("quist.next_game"));
    return;
  }
  if (s.is_terminal()) host.voice().say(Message("game.over_hint"));
}

void QuistController::prompt(Host& host, Table& table) {
  const QuistState& s = quist(table);
  if (s.is_terminal()) return;
  if (s.stage() == Stage::Play && dealer_mode(s) && !s.is_computer_seat(s.current_player()))
    host.voice().cue("your_turn");
  host.voice().say(turn_prompt(s, table.names()));
}

void QuistController::act(Host& host, Table& table, Action a) {
  pending_.reset();
  review_ = -1;
  shown_hand_ = -1;  // the next turn hides the hand again
  Events events = table.act(a);
  if (!has_event(events, "game.end")) append(events, run_computers(host, table));
  speak_and_prompt(host, table, events);
}

void QuistController::next_game(Host& host, Table& table) {
  between_games_ = false;
  review_ = -1;
  Events events = std::move(deferred_);
  deferred_.clear();
  append(events, run_computers(host, table));
  speak_and_prompt(host, table, events);
}

void QuistController::advised(Host&, Table& table, const Advice& advice) {
  // Dealer mode only: beside physical cards the advice is conditional ("Máš-li kartu vyšší
  // než 6, ...") and the table types the card that was really laid.
  if (table.mode() == sh::Mode::Dealer && table.state().is_legal(advice.action))
    pending_ = static_cast<int>(advice.action);
}

void QuistController::choose(Host& host, Table& table, int value) {
  const QuistState& s = quist(table);
  // With several people at the table the card chosen from a hand is not named before it is
  // laid (it tells what the hand holds): nor the card refused for not being in it.
  const bool hidden = dealer_mode(s) && s.stage() == Stage::Play && humans() > 1 && !host.lone_listener();
  if (auto why = s.why_illegal(value)) {
    pending_.reset();
    if (hidden && why->type == "refused.not_in_hand") host.refuse(Message("quist.refused.not_in_hand.hidden"));
    else host.refuse(refusal(*why));
    return;
  }
  pending_ = value;
  Message m;
  if (s.stage() == Stage::Cut) {
    m = Message("quist.cut.choose").with("player", table.name(static_cast<int>(s.cuts().size())));
  } else if (hidden) {
    host.voice().say(Message("quist.choose.hidden"), Priority::Interrupt);
    return;
  } else if (dealer_mode(s)) {
    m = Message("quist.choose");
  } else {
    m = Message("quist.choose.assistant").with("player", seat_name(s, table.names(), s.current_player()));
  }
  host.voice().say(m.with("value", value), Priority::Interrupt);
}

bool QuistController::on_key(Host& host, Table& table, Key key) {
  const QuistState& s = quist(table);
  const bool gate_open = hand_gate_;
  const bool hint_gate_open = hint_gate_;
  hand_gate_ = false;
  hint_gate_ = false;
  help_again_ = false;
  if (key == Key::Ok && hint_gate_open) {
    // The person on turn asked for the hint after hearing that it reveals their cards.
    GameController::hint(host, table);
    return true;
  }
  if (key == Key::Next || key == Key::Prev) {
    review(host, table, key == Key::Next ? 1 : -1);
    return true;
  }
  if (s.is_terminal()) return false;
  if (key == Key::Ok && gate_open) {
    // The owner of the hand asked for it after hearing whose cards they are.
    auto items = review_items(host, table);
    if (review_ >= 0 && review_ < static_cast<int>(items.size()) &&
        items[static_cast<std::size_t>(review_)].kind == ReviewItem::Kind::Hand) {
      host.voice().say(items[static_cast<std::size_t>(review_)].messages, Priority::Interrupt);
      shown_hand_ = s.current_player();
      return true;
    }
  }
  if (thinking_) {
    // Review (above), repeat and help go on; a key that would act waits for the computer.
    if (key == Key::Back && !pending_) return false;
    const int seat = s.current_player();
    host.refuse(Message("game.computer_thinking").with("player", seat_name(s, table.names(), seat)));
    return true;
  }
  if ((is_digit(key) || key == Key::Ok) && s.stage() == Stage::Play && !between_games_ &&
      held_away(host, s, s.current_player())) {
    // The seat on turn plays on its phone: the keypad neither plays nor probes its hand.
    pending_.reset();
    host.refuse(plays_on_phone(s, table, s.current_player()));
    return true;
  }
  if (between_games_) {
    if (key == Key::Ok) next_game(host, table);
    else if (key == Key::Back) return false;
    else host.refuse(Message("quist.refused.next_game_first"));
    return true;
  }
  if (undo_.pending()) {
    switch (undo_.answer(host, table, key, "quist.undone", "quist.undo_cancelled")) {
      case UndoOffer::Answer::Leave: return false;
      case UndoOffer::Answer::Kept: return true;
      case UndoOffer::Answer::TakenBack: break;
    }
    host.voice().say(where_play_stands(quist(table), table.names()));
    return true;
  }
  if (key == Key::Back) {
    if (!pending_) return table.mode() == sh::Mode::Assistant && offer_undo(host, table);
    pending_.reset();
    host.voice().say(Message("quist.entry_cancelled"), Priority::Interrupt);
    return true;
  }
  if (is_digit(key)) {
    choose(host, table, digit_of(key));
    return true;
  }
  if (key == Key::Ok) {
    if (pending_) act(host, table, *pending_);
    else host.voice().say(turn_prompt(s, table.names()), Priority::Interrupt);
    return true;
  }
  return false;
}

std::vector<ReviewItem> QuistController::review_items(Host& host, const Table& table) const {
  const QuistState& s = quist(table);
  std::vector<ReviewItem> items;
  if (dealer_mode(s) && s.stage() == Stage::Play && !between_games_ && !s.is_computer_seat(s.current_player())) {
    // A hand on its owner's phone is never read aloud (src/phones).
    if (held_away(host, s, s.current_player()))
      items.push_back({ReviewItem::Kind::Public, {plays_on_phone(s, table, s.current_player())}, {}});
    else
      items = hand_items(s, table.names(), s.current_player());
  }
  for (auto& item : table_items(s, table.names())) items.push_back(std::move(item));
  return items;
}

void QuistController::review(Host& host, Table& table, int step) {
  auto items = review_items(host, table);
  const int n = static_cast<int>(items.size());
  if (n == 0) return;
  review_ = review_ < 0 ? (step > 0 ? 0 : n - 1) : ((review_ + step) % n + n) % n;
  const ReviewItem& item = items[static_cast<std::size_t>(review_)];
  host.voice().cue("menu_move");
  switch (item.kind) {
    case ReviewItem::Kind::Public:
      host.voice().say(item.messages, Priority::Interrupt);
      break;
    case ReviewItem::Kind::Refused:
      host.refuse(item.messages.front());
      break;
    case ReviewItem::Kind::Hand:
      if (humans() > 1 && !host.lone_listener()) {
        // Several people at the table: say whose cards these are and wait for that
        // player's explicit request.
        host.voice().say(item.gate, Priority::Interrupt);
        hand_gate_ = true;
      } else {
        host.voice().say(item.messages, Priority::Interrupt);
        shown_hand_ = quist(table).current_player();
      }
      break;
  }
}

void QuistController::help(Host& host, Table& table) {
  if (undo_.pending()) {
    host.voice().say(undo_.question(), Priority::Interrupt);
    return;
  }
  const QuistState& s = quist(table);
  hand_gate_ = false;
  if (thinking_) {  // a computer's turn: the person's keys would not work now
    help_again_ = false;
    host.voice().say(Message("game.computer_thinking").with("player", seat_name(s, table.names(), s.current_player())),
                     Priority::Interrupt);
    return;
  }
  if (help_again_) {
    help_again_ = false;
    host.voice().say(rule_summary(), Priority::Interrupt);
    return;
  }
  help_again_ = true;
  host.voice().say(quist::help(s, table.names(), pending_ ? *pending_ : -1, between_games_), Priority::Interrupt);
}

std::vector<Message> QuistController::status(Host& host, Table& table) {
  const QuistState& s = quist(table);
  std::vector<Message> out = where_play_stands(s, table.names());
  if (s.is_terminal()) return out;
  // With one person at the table the hand on turn is theirs (unless it is on their phone);
  // with several, it is read only through the review item, after its owner's explicit OK.
  if (humans() == 1 && dealer_mode(s) && s.stage() == Stage::Play && !between_games_ &&
      !s.is_computer_seat(s.current_player()) && !held_away(host, s, s.current_player())) {
    auto hand = hand_items(s, table.names(), s.current_player());
    if (!hand.empty()) out.insert(out.end(), hand.front().messages.begin(), hand.front().messages.end());
  }
  if (between_games_) out.emplace_back("quist.next_game");
  return out;
}

std::vector<Message> QuistController::coach(Host& host, Table& table, Action a) {
  const CoachSearch search = coach_search(host, table);
  if (!search) return {};
  const CoachJudge judge = search(Deadline{});
  return judge ? judge(a) : std::vector<Message>{};
}

GameController::CoachSearch QuistController::coach_search(Host&, Table& table) {
  if (between_games_ || !may_advise(quist(table))) return {};
  // The search owns its game and position (the table's may go away while it thinks).
  return [options = table.game().options(), history = table.state().history(), names = table.names(),
          seed = table.seed() ^ 0x4D1CE5EEDULL](const Deadline& deadline) -> CoachJudge {
    const std::shared_ptr<const Game> game = make_quist_game(options);  // the state's game lives as long
    std::shared_ptr<const State> state = replay(*game, history);
    const std::optional<int> best = coach_reference(static_cast<const QuistState&>(*state), seed, deadline);
    if (!best) return nullptr;
    return [game, state, names, best = *best](Action a) {
      return coach_words(static_cast<const QuistState&>(*state), names, a, best);
    };
  };
}

std::optional<Advice> QuistController::advise(Host& host, Table& table) {
  const AdviceSearch search = advice_search(host, table);
  return search ? search(Deadline{}) : std::nullopt;
}

GameController::AdviceSearch QuistController::advice_search(Host&, Table& table) {
  // Between games the next game's first card waits for OK: nothing to advise yet.
  if (between_games_ || !may_advise(quist(table))) return nullptr;
  // The search owns its game and position (the table's may go away while it thinks).
  return [options = table.game().options(), history = table.state().history(), names = table.names(),
          seed = table.seed() ^ 0x4D1CE5EEDULL](const Deadline& deadline) {
    const std::shared_ptr<const Game> game = make_quist_game(options);
    const auto state = replay(*game, history);
    const QuistState& s = static_cast<const QuistState&>(*state);
    auto advice = advise_card(s, names, seed, deadline);
    // The advice names cards of the hand on turn: for its owner only.
    if (advice && dealer_mode(s) && s.stage() == Stage::Play)
      advice->says = for_player(std::move(advice->says), s.player_at_seat(s.current_player()));
    return advice;
  };
}

void QuistController::hint(Host& host, Table& table) {
  help_again_ = false;  // the next help is the situation's again, not the rules
  hand_gate_ = false;
  const QuistState& s = quist(table);
  if (dealer_mode(s) && s.stage() == Stage::Play && held_away(host, s, s.current_player())) {
    // The hint names a card: not aloud while the hand is on its owner's phone.
    host.refuse(plays_on_phone(s, table, s.current_player()));
    return;
  }
  // With several people at a dealer-mode table the hint names a card of the hand on turn:
  // like the hand itself, it is read only after its owner's OK.
  if (humans() > 1 && !host.lone_listener() && dealer_mode(s) && s.stage() == Stage::Play && !between_games_ && !thinking_ &&
      !s.is_computer_seat(s.current_player())) {
    hint_gate_ = true;
    host.voice().say(Message("quist.hint.gate").with("player", seat_name(s, table.names(), s.current_player())),
                     Priority::Interrupt);
    return;
  }
  GameController::hint(host, table);
}

std::optional<GameRecord> QuistController::record(const Table& table) const {
  const auto& s = static_cast<const QuistState&>(table.state());
  if (!s.is_terminal()) return std::nullopt;
  GameRecord r = table.new_record(std::to_string(s.games_to_play()) + " games");
  for (int p = 0; p < kSeats; ++p) {
    const int seat = s.seat_of_player(p);
    const int team = team_of(seat);
    ResultLine l;
    l.seat = seat;
    l.name = table.name(p);
    l.won = team == s.match_winner();
    l.place = l.won ? 1 : 2;
    l.score = s.total_tricks()[static_cast<std::size_t>(team)];
    l.computer = s.config().computers[static_cast<std::size_t>(p)];  // by player, wherever the cut seated them
    r.results.push_back(l);
  }
  return r;
}

bool QuistController::offer_undo(Host& host, Table& table) {
  const auto& now = static_cast<const QuistState&>(table.state());
  const auto& h = now.history();
  if (h.empty()) return false;
  auto before = replay(table.game(), {h.begin(), h.end() - 1});
  const auto& b = static_cast<const QuistState&>(*before);
  // Only a card of the game in progress can be taken back.
  if (b.game_number() != now.game_number() || b.is_chance() || b.is_terminal()) return false;
  undo_.ask(host, h.size() - 1,
            Message("quist.confirm_undo")
                .with("player", table.name(b.player_at_seat(b.current_player())))
                .with("card", static_cast<long>(h.back())));
  return true;
}

}  // namespace sh::quist

namespace sh::quist {

TablePictureRef QuistController::picture(Host& host, const Table& table) const {
  // The review cursor's item as text (public items only: a hand is drawn by shown_hand_).
  std::string focus;
  if (review_ >= 0) {
    auto items = review_items(host, table);
    if (review_ < static_cast<int>(items.size()) && items[static_cast<std::size_t>(review_)].kind == ReviewItem::Kind::Public)
      for (const Message& m : items[static_cast<std::size_t>(review_)].messages)
        focus += (focus.empty() ? "" : " ") + host.voice().render(m);
  }
  return make_picture(quist(table), table.names(), host.voice(), shown_hand_, review_, focus);
}

}  // namespace sh::quist

namespace sh::quist {

// ---------------------------------------------------------------- seats on phones

int QuistController::page_players(const Table& table) const {
  return table.mode() == sh::Mode::Dealer && dealer_mode(quist(table)) ? kSeats : 0;
}

bool QuistController::page_person(const Table& table, int player) const {
  return page_players(table) > 0 && player >= 0 && player < kSeats &&
         !quist(table).config().computers[static_cast<std::size_t>(player)];
}

SeatPage QuistController::seat_page(Host& /*host*/, const Table& table, int player) const {
  return quist_seat_page(quist(table), table, player);
}

void QuistController::page_act(Host& host, Table& table, int player, PageAct act, int value) {
  const QuistState& s = quist(table);
  if (s.is_terminal() || between_games_ || s.stage() != Stage::Play || thinking_) {
    host.refuse(Message("phones.cannot"));
  } else if (s.current_player() != s.seat_of_player(player)) {
    host.refuse(Message("phones.not_your_turn").with("player", table.name(player)));
  } else if (act != PageAct::Lay || value < 0 || value >= kValues) {
    host.refuse(Message("phones.cannot"));
  } else if (auto why = s.why_illegal(value)) {
    host.refuse(refusal(*why));  // the shell gives the reason to this page only
  } else {
    // Played as the keypad's digit and OK would, without their words ("Karta 8. Enter ji
    // vynese." is for the keypad): the table hears the card laid.
    QuistController::act(host, table, value);
  }
}

std::optional<SeatPage::Button> QuistController::stand_in_move(Host& /*host*/, Table& table, int player) {
  const QuistState& s = quist(table);
  if (s.is_terminal() || between_games_ || s.stage() != Stage::Play || thinking_ ||
      s.current_player() != s.seat_of_player(player))
    return std::nullopt;
  const Action card = computer_choice(s, table.seed(), parse_level(table.game().options()));
  return SeatPage::Button{PageAct::Lay, static_cast<int>(card), {}};
}

}  // namespace sh::quist
