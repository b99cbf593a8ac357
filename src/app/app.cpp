#include "app/app.h"

#include "app/game_screen.h"
#include "app/main_menu.h"
#include "app/seat_bridge.h"
#include "play/seat_fanout.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <random>

namespace sh {

namespace {
constexpr std::int64_t kDoubleRepeatMs = 800;
// The internal notice that carries a computer's decision back to the keys' thread.
constexpr const char* kThoughtNotice = "computer.thought";
// The internal notice that brings a hint's or the coach's answer (think_then) to the keys' thread.
constexpr const char* kThenNotice = "hint.thought";
}

App::App(Voice& voice, AppConfig config, Settings settings, History* history)
    : voice_(voice), config_(std::move(config)), settings_(std::move(settings)), history_(history) {
  voice_.set_people(people());
  voice_.set_private_reader([this](int player) { return private_readable(player); });
}

void App::number_game_screen(Screen& screen) {
  // Each game screen made gets its own number: the seats held away follow it (a new number,
  // new codes), wherever it happens to lie in memory.
  if (auto* game = dynamic_cast<GameScreen*>(&screen)) game->set_serial(++screens_made_);
}

void App::push(std::unique_ptr<Screen> screen) {
  number_game_screen(*screen);
  pending_.push_back({Change::Push, std::move(screen)});
}
void App::replace(std::unique_ptr<Screen> screen) {
  number_game_screen(*screen);
  pending_.push_back({Change::Replace, std::move(screen)});
}
void App::pop() { pending_.push_back({Change::Pop, nullptr}); }
void App::reset(std::unique_ptr<Screen> screen) {
  number_game_screen(*screen);
  pending_.push_back({Change::Reset, std::move(screen)});
}
void App::to_main_menu() { reset(make_main_menu()); }

void App::apply_pending() {
  while (!pending_.empty()) {
    auto changes = std::move(pending_);
    pending_.clear();
    bool show = false;
    for (auto& c : changes) {
      switch (c.kind) {
        case Change::Push: stack_.push_back(std::move(c.screen)); break;
        case Change::Replace:
          if (!stack_.empty()) stack_.pop_back();
          stack_.push_back(std::move(c.screen));
          break;
        case Change::Pop:
          if (!stack_.empty()) stack_.pop_back();
          break;
        case Change::Reset:
          stack_.clear();
          stack_.push_back(std::move(c.screen));
          break;
      }
      show = true;
    }
    if (stack_.empty()) {
      quitting_ = true;
      return;
    }
    if (show) stack_.back()->enter(*this);
  }
}

void App::handle(const InputItem& item) {
  apply_pending();
  if (stack_.empty()) return;
  if (item.silence) {  // a lone Ctrl: quiet now, the reply stays for repeat
    voice_.barge_in();
    return;
  }
  if (item.counter) {
    stack_.back()->on_counter(*this, item.counter->first, item.counter->second);
    apply_pending();
    return;
  }
  if (!item.press && item.notice == kThoughtNotice) {
    deliver_thought(std::stoull(item.notice_arg));
    return;
  }
  if (!item.press && item.notice == kThenNotice) {
    deliver_then(std::stoull(item.notice_arg));
    return;
  }
  if (!item.press && ((notice_filter_ && notice_filter_(item)) || (seats_ && seats_->on_notice(*this, item, *this)))) {
    apply_pending();
    return;
  }
  if (!item.press) {
    for (auto& [id, action] : notice_actions_)
      if (id == item.notice) action();
    voice_.barge_in();
    if (item.notice == "input.unknown_key" || item.notice == "card.unknown_tag" || item.notice == "device.garbage")
      voice_.cue("refused");
    else if (item.notice == "device.lost" || item.notice == "audio.lost" || item.notice == "braille.lost" ||
             item.notice == "braille.waiting")
      voice_.cue("device_lost");
    else if (item.notice == "device.found" || item.notice == "braille.found" || item.notice == "braille.ready")
      voice_.cue("device_connected");
    voice_.say(Message(item.notice).with("name", item.notice_arg), Priority::Interrupt);
    return;
  }
  const KeyPress& press = *item.press;
  Screen& top = *stack_.back();
  // The walk through what was said takes every key while it is on; the game gets none.
  if (said_walk_.active()) {
    voice_.barge_in();
    said_walk_.on_key(voice_, press.key);
    last_repeat_ms_ = last_help_ms_ = repeat_ms_ = -100000;
    return;
  }
  // Repeat, then help quickly: the walk through what was said opens.
  if (press.key == Key::Help && press.time_ms - repeat_ms_ <= kDoubleRepeatMs) {
    voice_.barge_in();
    said_walk_.open(voice_);
    last_repeat_ms_ = last_help_ms_ = repeat_ms_ = -100000;
    return;
  }
  if (press.key == Key::Repeat && top.takes_repeat()) {  // the key trainer: the star says what it does
    voice_.key_pressed();
    last_repeat_ms_ = last_help_ms_ = repeat_ms_ = -100000;
    top.on_key(*this, press.key);
    apply_pending();
    return;
  }
  if (press.key == Key::Repeat) {
    repeat_ms_ = press.time_ms;
    voice_.barge_in();
    if (press.time_ms - last_repeat_ms_ <= kDoubleRepeatMs) {
      last_repeat_ms_ = -100000;  // a third press is a single repeat again
      auto status = top.status(*this);
      voice_.key_pressed();
      if (status.empty()) top.enter(*this);
      else voice_.say(status, Priority::Interrupt);
    } else {
      last_repeat_ms_ = press.time_ms;
      voice_.repeat();
    }
    return;
  }
  voice_.key_pressed();
  last_repeat_ms_ = repeat_ms_ = -100000;
  if (press.key == Key::Help) {
    // Help twice quickly: the hint (what the strong player would do); a third press is help.
    if (press.time_ms - last_help_ms_ <= kDoubleRepeatMs) {
      last_help_ms_ = -100000;
      top.hint(*this);
    } else {
      last_help_ms_ = press.time_ms;
      top.help(*this);
    }
  } else {
    last_help_ms_ = -100000;
    if (!key_filter_ || !key_filter_(*this, press.key)) top.on_key(*this, press.key);
  }
  apply_pending();
}

std::optional<Action> App::think(std::function<Action()> work, std::uint64_t ticket) {
  if (!keys_ || !config_.think_in_background) return work();
  const auto pace = std::chrono::milliseconds(std::max(0, settings_.computer_pace_ms));
  const auto start = std::chrono::steady_clock::now();
  auto done = std::make_shared<std::atomic<bool>>(false);
  std::jthread thread([work = std::move(work), ticket, pace, start, keys = keys_, thoughts = thoughts_, done] {
    InputItem item = InputItem::make_notice(kThoughtNotice, std::to_string(ticket));
    try {
      const Action a = work();
      std::this_thread::sleep_until(start + pace);
      std::lock_guard lock(thoughts->mutex);
      thoughts->ready.emplace_back(ticket, a);
    } catch (const std::exception& e) {
      std::cerr << "spoluhrac: a computer player failed: " << e.what() << '\n';
      item = InputItem::make_notice("computer.failed");
    }
    done->store(true);
    keys->push(std::move(item));
  });
  thinkers_.push_back({done, std::move(thread)});
  return std::nullopt;
}

void App::deliver_thought(std::uint64_t ticket) {
  std::optional<Action> action;
  {
    std::lock_guard lock(thoughts_->mutex);
    auto& ready = thoughts_->ready;
    for (auto it = ready.begin(); it != ready.end(); ++it)
      if (it->first == ticket) {
        action = it->second;
        ready.erase(it);
        break;
      }
  }
  if (!action || stack_.empty()) return;
  // Every screen of the stack may be the one that asked (a menu may lie over the game).
  for (auto& screen : stack_) screen->on_thought(*this, ticket, *action);
  apply_pending();
}

bool App::think_then(std::function<Thought(const Deadline&)> work, int budget_ms) {
  if (!keys_ || !config_.think_in_background) return Host::think_then(std::move(work), budget_ms);
  const std::uint64_t id = ++thens_asked_;
  const Deadline deadline = Deadline::in(budget_ms);
  auto done = std::make_shared<std::atomic<bool>>(false);
  std::jthread thread([work = std::move(work), id, deadline, keys = keys_, thens = thens_, done] {
    InputItem item = InputItem::make_notice(kThenNotice, std::to_string(id));
    try {
      Thought then = work(deadline);
      std::lock_guard lock(thens->mutex);
      thens->ready.emplace_back(id, std::move(then));
    } catch (const std::exception& e) {
      std::cerr << "spoluhrac: a hint could not be thought out: " << e.what() << '\n';
      item = InputItem::make_notice("hint.failed");
    }
    done->store(true);
    keys->push(std::move(item));
  });
  thinkers_.push_back({done, std::move(thread)});
  return false;
}

void App::deliver_then(std::uint64_t id) {
  Thought then;
  {
    std::lock_guard lock(thens_->mutex);
    auto& ready = thens_->ready;
    for (auto it = ready.begin(); it != ready.end(); ++it)
      if (it->first == id) {
        then = std::move(it->second);
        ready.erase(it);
        break;
      }
  }
  if (then) then(*this);
  apply_pending();
}

App::~App() { thinkers_.clear(); }

void App::after_item() {
  feed_seats();
  if (on_handled_ && !stack_.empty()) on_handled_(*stack_.back());
}  // a jthread joins as it goes

int App::run(KeyQueue& keys) {
  keys_ = &keys;
  apply_pending();
  after_item();
  while (!quitting_) {
    auto item = keys.next();
    if (!item) break;
    handle(*item);
    after_item();
    // Finished thinkers are joined as the game goes on.
    std::erase_if(thinkers_, [](const Thinker& t) { return t.done->load(); });
  }
  thinkers_.clear();
  keys_ = nullptr;
  voice_.finish();
  return 0;
}

std::optional<NamedPlayer> App::given_player(int seat) const {
  if (seat < 0) return std::nullopt;
  for (const auto* names : {&config_.names, &settings_.names})
    if (static_cast<std::size_t>(seat) < names->size() && !(*names)[static_cast<std::size_t>(seat)].empty()) {
      NamedPlayer p = parse_named_player((*names)[static_cast<std::size_t>(seat)]);
      if (!p.name.empty()) return p;
    }
  return std::nullopt;
}

People App::people() const {
  People people;
  // The settings' names first, so a gender given with --names wins for the same name.
  for (const auto* names : {&settings_.names, &config_.names})
    for (const auto& entry : *names) {
      NamedPlayer p = parse_named_player(entry);
      if (p.gender) people.set(p.name, *p.gender);
    }
  return people;
}

std::string App::player_name(int seat) const {
  if (auto given = given_player(seat)) return given->name;
  // "Hráč 1", "Hráč 2": digits, the same in the caption and on braille as in speech.
  return voice_.render(Message("player.default").with("number", seat + 1));
}

std::uint64_t App::next_seed() {
  if (config_.seed) return *config_.seed + seeds_used_++;
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

std::filesystem::path App::journal_path() const {
  return config_.journal_path.empty() ? config_.user_data / "current.journal" : std::filesystem::path(config_.journal_path);
}

void App::change_settings(const Settings& s) {
  settings_ = s;
  voice_.set_people(people());
  if (!config_.settings_path.empty() && !save_settings(config_.settings_path, s))
    refuse(Message("settings.cannot_save"));
  if (apply_settings_) apply_settings_(s);
}

void App::refuse(const Message& given) {
  // A seat service may word the refusal for its own seats (online: "Petr hraje přes internet.").
  std::optional<Message> worded;
  if (const auto* fan = dynamic_cast<const SeatFanout*>(seats_)) worded = fan->reword(given);
  const Message& reason = worded ? *worded : given;
  voice_.cue("refused");
  if (acting_player_ >= 0 && seat_held_away(acting_player_)) {
    // Refused from a held seat's page: the reason goes to that player's page only (it may
    // name a card of the hand); the table hears only that it was refused.
    const GameScreen* game = game_screen();
    const std::string name = game ? game->table().name(acting_player_) : std::string();
    voice_.say(Message("phones.refused").with("player", name), Priority::Interrupt);
    Message only = reason;
    voice_.say(only.to(acting_player_));
    return;
  }
  voice_.say(reason, Priority::Interrupt);
}

void App::set_seats(SeatService* seats, PhonesControl* control) {
  seats_ = seats;
  phones_control_ = control;
  voice_.set_seats(seats);
}

GameScreen* App::game_screen() const {
  for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
    if (auto* game = dynamic_cast<GameScreen*>(it->get())) return game;
  return nullptr;
}

void App::feed_seats() {
  // A service that is off (the phones while their server does not run) is skipped by the
  // seats' fan-out (play/seat_fanout.h); a lone service is fed only while the phones run.
  if (!seats_) return;
  if (!dynamic_cast<SeatFanout*>(seats_) && phones_control_ && !phones_control_->phones_running()) return;
  GameScreen* game = game_screen();
  SeatFeed feed = game ? seat_feed(*this, *game) : SeatFeed{};
  seats_->follow(*this, feed.game, std::move(feed.pages));
}

void App::seat_act(int player, PageAct act, int value) {
  GameScreen* game = game_screen();
  auto* pages = game ? dynamic_cast<SeatPages*>(&game->controller()) : nullptr;
  if (!pages || player < 0 || player >= pages->page_players(game->table())) return;
  acting_player_ = player;
  game->act_from_page(*this, [&] { pages->page_act(*this, game->table(), player, act, value); });
  acting_player_ = -1;
  apply_pending();
}

bool App::seat_stand_in(int player) {
  GameScreen* game = game_screen();
  auto* pages = game ? dynamic_cast<SeatPages*>(&game->controller()) : nullptr;
  if (!pages || player < 0 || player >= pages->page_players(game->table())) return false;
  const auto move = pages->stand_in_move(*this, game->table(), player);
  if (!move) return false;
  seat_act(player, move->act, move->value);
  return true;
}

void App::seats_changed() {
  GameScreen* game = game_screen();
  auto* pages = game ? dynamic_cast<SeatPages*>(&game->controller()) : nullptr;
  if (!pages) return;
  game->act_from_page(*this, [&] { pages->seats_changed(*this, game->table()); });
  apply_pending();
}

bool App::private_readable(int player) const {
  const GameScreen* game = game_screen();
  if (!game) return true;  // a lesson or a menu: one learner, one listener
  const auto people = seat_people(*game);
  int persons = 0;
  for (bool p : people) persons += p ? 1 : 0;
  return persons <= 1 && player >= 0 && static_cast<std::size_t>(player) < people.size() &&
         people[static_cast<std::size_t>(player)];
}

}  // namespace sh
