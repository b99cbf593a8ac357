// The application: a stack of screens driven by logical keys. It applies the keys that
// mean the same everywhere (barge-in, repeat, repeat twice = full status, help) and hands
// the rest to the top screen. Screen changes requested while a key is handled take effect
// after it, so a screen never destroys itself mid-call.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "play/host.h"
#include "play/phone_seats.h"
#include "play/said_walk.h"
#include "play/screen.h"
#include "play/voice.h"
#include "input/key_source.h"
#include "storage/history.h"
#include "storage/settings.h"

namespace sh {

struct AppConfig {
  // Player names by seat, each maybe with its gender ("Eva:ž", narration/person.h); empty =
  // default names.
  std::vector<std::string> names;
  std::optional<std::uint64_t> seed;
  std::string journal_path;        // --journal: where games are journaled ("" = the automatic one)
  std::string data_dir;            // locales/ and audio/
  std::filesystem::path user_data; // current.journal and history.db live here
  std::filesystem::path settings_path;
  std::vector<class CardReaderSource*> card_readers;  // for the learning step (owned by the key queue)
  // Computer players think on a worker thread while keys go on (false: at once, in the
  // key's handling, as scripted input needs to stay reproducible).
  bool think_in_background = false;
};

class App final : public Host, public PhoneSeats {
 public:
  App(Voice& voice, AppConfig config, Settings settings = {}, History* history = nullptr)
      : voice_(voice), config_(std::move(config)), settings_(std::move(settings)), history_(history) {
    voice_.set_people(people());
  }
  ~App() override;
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Reads input until it ends, then finishes speaking. Returns the exit status.
  int run(KeyQueue& keys);
  void handle(const InputItem& item);

  // The shell's own screens (menus, settings, statistics) reach the App through the Host
  // they are given: in this program the App is the only Host.
  static App& of(Host& host) { return static_cast<App&>(host); }

  void push(std::unique_ptr<Screen> screen) override;
  void replace(std::unique_ptr<Screen> screen) override;  // the top screen by another
  void pop() override;                                    // back to the screen below (shown again)
  void reset(std::unique_ptr<Screen> screen) override;    // the whole stack by one screen
  void to_main_menu() override;
  void quit() { quitting_ = true; }
  bool quitting() const { return quitting_; }

  Voice& voice() override { return voice_; }
  const AppConfig& config() const { return config_; }
  // Name of a seat's player: configured or the default ("Hráč 3").
  std::string player_name(int seat) const override;
  // The name --names or the settings give a seat (with its gender if given), if any.
  std::optional<NamedPlayer> given_player(int seat) const;
  // The genders the names in use were given (--names first, then the settings).
  People people() const;
  std::uint64_t next_seed() override;
  // Speaks a refusal: the error cue, then the reason.
  void refuse(const Message& reason) override;
  std::optional<Action> think(std::function<Action()> work, std::uint64_t ticket) override;
  // A hint or the coach: on a worker thread with a deadline, its answer run between two keys
  // as soon as it is ready (Host::think_then).
  bool think_then(std::function<Thought(const Deadline&)> work, int budget_ms) override;

  // The journal every game writes as it is played: --journal, or current.journal in the
  // user's data folder, from which an interrupted game is continued.
  std::filesystem::path journal_path() const;
  bool journal_is_automatic() const { return config_.journal_path.empty(); }
  History* history() { return history_; }
  const Settings& settings() const override { return settings_; }
  // Changes and saves the settings, and applies them (voice, verbosity) at once.
  void change_settings(const Settings& s);
  void on_settings_changed(std::function<void(const Settings&)> apply) { apply_settings_ = std::move(apply); }
  // Runs `action` when a device notice with this id arrives, before it is spoken
  // (e.g. "audio.lost": switch to text speech).
  void on_notice(std::string id, std::function<void()> action) {
    notice_actions_.emplace_back(std::move(id), std::move(action));
  }
  // Runs after every input item is handled, with the screen now on top (the window draws it).
  void on_handled(std::function<void(Screen&)> observer) { on_handled_ = std::move(observer); }
  // Sees every notice first (the phones' own, src/phones); returns true when it took it.
  void on_notice_item(std::function<bool(const InputItem&)> filter) { notice_filter_ = std::move(filter); }
  void on_hand_on_phone(std::function<bool(int)> answer) { hand_on_phone_ = std::move(answer); }
  bool hand_on_phone(int seat) const override {
    if (phones_) return phones_->hand_on_phone(seat);
    return hand_on_phone_ && hand_on_phone_(seat);
  }
  // The phones of this program (src/phones/phones_service.h): PhoneSeats is answered by it.
  void set_phones(PhoneSeats* phones) { phones_ = phones; }
  std::unique_ptr<Screen> phones_screen() override { return phones_ ? phones_->phones_screen() : nullptr; }
  std::optional<PhonesChoice> phones_choice() const override { return phones_ ? phones_->phones_choice() : std::nullopt; }
  void choose_phones(const PhonesChoice& choice) override {
    if (phones_) phones_->choose_phones(choice);
  }
  // The screens, bottom first (the phones find the game under a menu).
  const std::vector<std::unique_ptr<Screen>>& screens() const { return stack_; }

 private:
  void apply_pending();
  void deliver_thought(std::uint64_t ticket);
  void deliver_then(std::uint64_t id);  // a think_then answer: run it on this thread

  Voice& voice_;
  AppConfig config_;
  Settings settings_;
  History* history_;
  std::function<void(const Settings&)> apply_settings_;
  std::vector<std::pair<std::string, std::function<void()>>> notice_actions_;
  std::function<void(Screen&)> on_handled_;
  std::function<bool(const InputItem&)> notice_filter_;
  std::function<bool(int)> hand_on_phone_;
  PhoneSeats* phones_ = nullptr;
  std::vector<std::unique_ptr<Screen>> stack_;
  struct Change {
    enum Kind { Push, Replace, Pop, Reset } kind;
    std::unique_ptr<Screen> screen;
  };
  std::vector<Change> pending_;
  bool quitting_ = false;
  std::int64_t last_repeat_ms_ = -100000;
  std::int64_t last_help_ms_ = -100000;
  std::int64_t repeat_ms_ = -100000;  // the last repeat (single or double), for repeat + help
  SaidWalk said_walk_;                 // "what was said", over every screen
  // Computers thinking in the background (Host::think) and their finished decisions.
  KeyQueue* keys_ = nullptr;
  struct Thoughts {
    std::mutex mutex;
    std::vector<std::pair<std::uint64_t, Action>> ready;
  };
  std::shared_ptr<Thoughts> thoughts_ = std::make_shared<Thoughts>();
  struct Thinker {
    std::shared_ptr<std::atomic<bool>> done;
    std::jthread thread;
  };
  std::vector<Thinker> thinkers_;
  // Hints and the coach thinking (Host::think_then): their answers, by id, until run.
  struct Thens {
    std::mutex mutex;
    std::vector<std::pair<std::uint64_t, Thought>> ready;
  };
  std::shared_ptr<Thens> thens_ = std::make_shared<Thens>();
  std::uint64_t thens_asked_ = 0;
  std::uint64_t seeds_used_ = 0;
};

}  // namespace sh
