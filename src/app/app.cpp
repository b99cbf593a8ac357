#include "app/app.h"

#include "app/main_menu.h"

#include <random>

namespace sh {

namespace {
constexpr std::int64_t kDoubleRepeatMs = 800;
}

void App::push(std::unique_ptr<Screen> screen) { pending_.push_back({Change::Push, std::move(screen)}); }
void App::replace(std::unique_ptr<Screen> screen) { pending_.push_back({Change::Replace, std::move(screen)}); }
void App::pop() { pending_.push_back({Change::Pop, nullptr}); }
void App::reset(std::unique_ptr<Screen> screen) { pending_.push_back({Change::Reset, std::move(screen)}); }
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
  if (item.counter) {
    stack_.back()->on_counter(*this, item.counter->first, item.counter->second);
    apply_pending();
    return;
  }
  if (!item.press) {
    for (auto& [id, action] : notice_actions_)
      if (id == item.notice) action();
    voice_.barge_in();
    if (item.notice == "input.unknown_key" || item.notice == "card.unknown_tag" || item.notice == "device.garbage")
      voice_.cue("refused");
    else if (item.notice == "device.lost" || item.notice == "audio.lost")
      voice_.cue("device_lost");
    else if (item.notice == "device.found")
      voice_.cue("device_connected");
    voice_.say(Message(item.notice).with("name", item.notice_arg), Priority::Interrupt);
    return;
  }
  const KeyPress& press = *item.press;
  Screen& top = *stack_.back();
  if (press.key == Key::Repeat) {
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
  last_repeat_ms_ = -100000;
  if (press.key == Key::Help) top.help(*this);
  else top.on_key(*this, press.key);
  apply_pending();
}

int App::run(KeyQueue& keys) {
  apply_pending();
  while (!quitting_) {
    auto item = keys.next();
    if (!item) break;
    handle(*item);
  }
  voice_.finish();
  return 0;
}

std::string App::player_name(int seat) const {
  if (seat >= 0 && static_cast<std::size_t>(seat) < config_.names.size() && !config_.names[seat].empty())
    return config_.names[static_cast<std::size_t>(seat)];
  if (seat >= 0 && static_cast<std::size_t>(seat) < settings_.names.size() && !settings_.names[seat].empty())
    return settings_.names[static_cast<std::size_t>(seat)];
  // "Hráč jedna": a seat's number read as a label (eSpeak reads "Hráč 1" as "hráč jeden",
  // while 2 and up already sound right), where the catalog has a form of its own.
  const std::string own = "player.default." + std::to_string(seat + 1);
  return voice_.render(Message(voice_.language().has(own) ? own : "player.default").with("number", seat + 1));
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
  if (!config_.settings_path.empty() && !save_settings(config_.settings_path, s))
    refuse(Message("settings.cannot_save"));
  if (apply_settings_) apply_settings_(s);
}

void App::refuse(const Message& reason) {
  voice_.cue("refused");
  voice_.say(reason, Priority::Interrupt);
}

}  // namespace sh
