// An in-process table with phones for the privacy tests: the App with a recording voice,
// the real PhonesService (its server on loopback, any free port) and PhoneHub, whose notices
// (a phone joined, a page's action) come back into the App as the key queue would bring
// them. It keeps every view the hub publishes for each player (every frame a page could
// receive), and every sentence for one player only, said here or sent to a phone.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "app/app.h"
#include "app/game_screen.h"
#include "narration/language.h"
#include "phones/phone_hub.h"
#include "phones/phones_service.h"
#include "play/game_entry.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh::phones::test {

// Forwards to the real service and records every sentence sent to one player.
class RecordingSeats final : public SeatService, public PhonesControl {
 public:
  explicit RecordingSeats(PhonesService& inner) : inner_(inner) {}
  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) override {
    inner_.follow(host, game, std::move(pages));
  }
  bool holds(int player) const override { return inner_.holds(player); }
  void hear(const Message& m, const std::string& text) override {
    if (m.audience.is_seat()) sent.emplace_back(m.audience.player, text);
    inner_.hear(m, text);
  }
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts) override { return inner_.on_notice(host, item, acts); }
  std::unique_ptr<Screen> screen() override { return inner_.screen(); }
  JoinPanelRef join_picture() const override { return inner_.join_picture(); }
  PhonesChoice phones_choice() const override { return inner_.phones_choice(); }
  void choose_phones(const PhonesChoice& c) override { inner_.choose_phones(c); }
  bool phones_running() const override { return inner_.phones_running(); }

  std::vector<std::pair<int, std::string>> sent;  // (player, text) for one player only

 private:
  PhonesService& inner_;
};

class SeatTable {
 public:
  SeatTable(const GameEntry& entry, GameOptions options, std::vector<std::string> names, std::uint64_t seed)
      : home_("seat_table"),
        language_(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")),
        voice_(speech_, sound_, language_),
        app_(voice_, config(names)),
        hub_([this](InputItem item) {
          std::lock_guard lock(mutex_);
          notices_.push_back(std::move(item));
        }),
        service_(hub_, "127.0.0.1", home_.dir / "phones.json"),
        seats_(service_) {
    service_.attach(app_);
    app_.set_seats(&seats_, &seats_);
    EXPECT_TRUE(service_.start(0));
    auto game = entry.make_game(options);
    auto table = std::make_unique<Table>(game, Mode::Dealer, seed, std::move(names));
    app_.reset(std::make_unique<GameScreen>(std::move(table), entry.make_controller(), false));
    app_.handle(InputItem::make_silence());  // the game screen comes on and starts
    settle();
  }
  ~SeatTable() { app_.set_seats(nullptr, nullptr); }
  SeatTable(const SeatTable&) = delete;
  SeatTable& operator=(const SeatTable&) = delete;

  App& app() { return app_; }
  Voice& voice() { return voice_; }
  PhoneHub& hub() { return hub_; }
  const Table& table() { return app_.game_screen()->table(); }
  const std::vector<std::string>& said() const { return speech_.said; }
  std::string said_since(std::size_t from) const {
    std::string out;
    for (std::size_t i = from; i < speech_.said.size(); ++i) out += speech_.said[i] + "\n";
    return out;
  }

  // A key at the keypad; `quick` right after the one before (repeat then help: the walk).
  void key(Key k, bool quick = false) {
    time_ += quick ? 100 : 2000;
    app_.handle(InputItem::key(k, time_));
    settle();
  }
  // Key names separated by spaces ("next ok 3 ok"); "repeat+help" is a quick pair.
  void keys(const std::string& script) {
    std::string word;
    auto press = [&] {
      if (word.empty()) return;
      const auto plus = word.find('+');
      if (plus == std::string::npos) {
        key(*key_from_name(word));
      } else {
        key(*key_from_name(word.substr(0, plus)));
        key(*key_from_name(word.substr(plus + 1)), true);
      }
      word.clear();
    };
    for (char c : script) {
      if (c == ' ') press();
      else word += c;
    }
    press();
  }
  // The phone of `player` opens its page (as its event stream does).
  void join(int player) {
    hub_.join(player, device(player));
    settle();
  }
  // The phone of `player` taps an action: the notice the hub puts on the key queue for an
  // action it accepted (its own checks, a holder's device, replays and rate, are the hub's
  // tests'), so a test may tap faster than a person.
  void tap(int player, PageAct act, int value = -1) {
    const std::string name(act_name(static_cast<ActKind>(act)));
    app_.handle(InputItem::make_notice(kActNotice, std::to_string(player) + " " + name + " " + std::to_string(value)));
    settle();
  }
  static std::string device(int player) { return "00000000000000" + std::to_string(10 + player); }

  // Every sentence for one player only so far: said here (Voice::said) or sent to a phone.
  std::set<std::pair<int, std::string>> privates() const {
    std::set<std::pair<int, std::string>> out(private_here_.begin(), private_here_.end());
    for (const auto& p : seats_.sent) out.insert(p);
    return out;
  }
  // Every distinct view the player's page was sent, in order.
  const std::vector<std::string>& frames(int player) { return frames_[player]; }

 private:
  static AppConfig config(const std::vector<std::string>& names) {
    AppConfig c;
    c.names = names;
    return c;
  }
  void settle() {
    // What the hub pushed comes back in as the key queue brings it, then the App's after-item.
    for (int round = 0; round < 20; ++round) {
      std::vector<InputItem> items;
      {
        std::lock_guard lock(mutex_);
        items = std::move(notices_);
        notices_.clear();
      }
      if (items.empty()) break;
      for (const auto& item : items) {
        app_.handle(item);
        app_.after_item();
        collect();
      }
    }
    app_.after_item();
    collect();
  }
  void collect() {
    for (const auto& s : voice_.said())
      if (s.audience.is_seat()) private_here_.emplace(s.audience.player, s.text);
    const auto snap = hub_.snapshot();
    for (std::size_t p = 0; p < snap->views.size(); ++p) {
      auto& f = frames_[static_cast<int>(p)];
      if (!snap->views[p].empty() && (f.empty() || f.back() != snap->views[p])) f.push_back(snap->views[p]);
    }
  }

  sh::test::TempHome home_;
  sh::test::SpeechRecorder speech_;
  NullSound sound_;
  Language language_;
  Voice voice_;
  App app_;
  std::mutex mutex_;
  std::vector<InputItem> notices_;
  PhoneHub hub_;
  PhonesService service_;
  RecordingSeats seats_;
  std::int64_t time_ = 0;
  std::set<std::pair<int, std::string>> private_here_;
  std::map<int, std::vector<std::string>> frames_;
};

}  // namespace sh::phones::test
