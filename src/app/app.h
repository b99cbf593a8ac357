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
#include <utility>
#include <vector>

#include "play/host.h"
#include "play/seat_service.h"
#include "play/said_walk.h"
#include "play/screen.h"
#include "play/voice.h"
#include "input/key_source.h"
#include "online/online_setup.h"
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
  // The Jabber account file of online tables (--xmpp-account, or ~/.config/spoluhrac/xmpp.json):
  // the settings say whose it is ("" : the settings do not show it).
  std::filesystem::path xmpp_account_path;
};

class GameScreen;

class App final : public Host, public SeatActs {
 public:
  App(Voice& voice, AppConfig config, Settings settings = {}, History* history = nullptr);
  ~App() override;
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Reads input until it ends, then finishes speaking. Returns the exit status.
  int run(KeyQueue& keys);
  void handle(const InputItem& item);
  // What run() does after every input item: feeds the seats held away (their game and
  // pages) and shows the top screen (on_handled).
  void after_item();

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
  // Sees every notice first (the program shell's own: window closed, audio lost, NumLock);
  // returns true when it took it. The seats' service sees the rest.
  void on_notice_item(std::function<bool(const InputItem&)> filter) { notice_filter_ = std::move(filter); }
  // A key the program shell answers before the top screen (the online host's question about a
  // dropped seat: Enter, Del); true: taken. Help, repeat and the walk are never offered.
  void on_key_item(std::function<bool(Host&, Key)> filter) { key_filter_ = std::move(filter); }
  // Waiting for an invitation to an online table from the main menu (what --join does): the
  // program shell connects the account and shows the guest's screen, or says why it cannot.
  // Unset: the menu does not offer it.
  void on_join_online(std::function<void(Host&)> join) { join_online_ = std::move(join); }
  const std::function<void(Host&)>& join_online() const { return join_online_; }
  // The online part a dealer-mode game's setup seats friends through (unset: not asked).
  void set_online_setup(online::OnlineSetup setup) { online_setup_ = std::move(setup); }
  const online::OnlineSetup& online_setup() const { return online_setup_; }
  // The seats the command line gives friends online (--invite): the next game started or
  // resumed takes them (a resumed journal's own seats win), and no later game.
  void set_pending_remote(std::vector<RemoteSeat> seats) { pending_remote_ = std::move(seats); }
  bool has_pending_remote() const { return !pending_remote_.empty(); }
  std::vector<RemoteSeat> take_pending_remote() { return std::exchange(pending_remote_, {}); }
  // The seats held away from the keypad (phones' pages: src/phones/phones_service.h), and the
  // phones' settings; nullptr: none. Not owned; the App feeds the service after every input
  // item and gives it its notices, and the Voice sends it what the table hears.
  void set_seats(SeatService* seats, PhonesControl* control);
  SeatService* seats() { return seats_; }
  PhonesControl* phones_control() { return phones_control_; }
  bool seat_held_away(int player) const override { return seats_ && seats_->holds(player); }
  bool seat_absent(int player) const override { return seats_ && seats_->absent(player); }
  bool seat_stood_in(int player) const override { return seats_ && seats_->stood_in(player); }
  // SeatActs: a held seat's action, played as that player's keys (the game screen's unit).
  void seat_act(int player, PageAct act, int value) override;
  bool seat_stand_in(int player) override;
  void seats_changed() override;
  // The game being played under whatever lies on top of it (nullptr: none).
  GameScreen* game_screen() const;
  // The screens, bottom first (the phones find the game under a menu).
  const std::vector<std::unique_ptr<Screen>>& screens() const { return stack_; }

 private:
  void apply_pending();
  void deliver_thought(std::uint64_t ticket);
  void deliver_then(std::uint64_t id);  // a think_then answer: run it on this thread
  void number_game_screen(Screen& screen);

  Voice& voice_;
  AppConfig config_;
  Settings settings_;
  History* history_;
  std::function<void(const Settings&)> apply_settings_;
  std::vector<std::pair<std::string, std::function<void()>>> notice_actions_;
  std::function<void(Screen&)> on_handled_;
  std::function<bool(const InputItem&)> notice_filter_;
  std::function<bool(Host&, Key)> key_filter_;
  std::function<void(Host&)> join_online_;
  online::OnlineSetup online_setup_;
  std::vector<RemoteSeat> pending_remote_;
  SeatService* seats_ = nullptr;
  PhonesControl* phones_control_ = nullptr;
  int acting_player_ = -1;  // a held seat's action is being played (seat_act)
  // The game the seats were last fed (its screen's serial; 0: none).
  std::uint64_t screens_made_ = 0;
  void feed_seats();
  // Whether a sentence for `player` only may be read back here (the walk, braille): only
  // while that player is the only person at the game.
  bool private_readable(int player) const;
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
