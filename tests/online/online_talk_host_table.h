// The online host's program in-process for the table-talk and take-over-pause tests: the App
// with its OnlineHost (what it sends is kept, what it pushes comes back as the key queue would
// bring it, its delayed notices are kept and delivered only when a test says the time passed),
// guests' payloads made from their invitations. The stand-in tests use it too.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/app.h"
#include "app/game_screen.h"
#include "app/main_menu.h"
#include "core/journal.h"
#include "games/registry.h"
#include "narration/language.h"
#include "online/online_host.h"
#include "online/xmpp_client.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh::online {

struct TalkHostTable {
  // One delayed notice armed by the host: after `delay`, `item` (nullopt: disarmed).
  struct Armed {
    int player;
    std::chrono::milliseconds delay;
    std::optional<InputItem> item;
  };

  explicit TalkHostTable(const std::filesystem::path& data, const std::string& lang = "cs")
      : language(Language::load(SPOLUHRAC_SOURCE_DIR, lang)), voice(speech, sound, language), app(voice, config(data)) {
    online.on_timer([this](int player, std::chrono::milliseconds delay, std::optional<InputItem> item) {
      armed.push_back({player, delay, std::move(item)});
    });
    app.set_seats(&online, nullptr);
    app.on_key_item([this](Host& h, Key k) { return online.take_key(h, k); });
  }
  ~TalkHostTable() { app.set_seats(nullptr, nullptr); }
  static AppConfig config(const std::filesystem::path& data) {
    std::filesystem::create_directories(data);
    AppConfig c;
    c.user_data = data;
    c.names = {"Eva", "Petr", "Jana", "Karel"};
    c.seed = 7;
    return c;
  }
  // Handles what was pushed until nothing more comes; `before` sees each item first.
  void settle(const std::function<void(const InputItem&)>& before = {}) {
    app.handle(InputItem::make_silence());
    app.after_item();
    for (int round = 0; round < 4000 && !pushed.empty(); ++round) {
      const InputItem item = pushed.front();
      pushed.erase(pushed.begin());
      if (before) before(item);
      app.handle(item);
      app.after_item();
    }
  }
  void key(Key k) {
    time += 2000;
    app.handle(InputItem::key(k, time));
    app.after_item();
  }
  // The time passed: the player's notice armed last (if it is armed) comes on the key queue.
  bool time_passes(int player) {
    const auto it = std::find_if(armed.rbegin(), armed.rend(), [&](const Armed& a) { return a.player == player; });
    if (it == armed.rend() || !it->item) return false;
    pushed.push_back(*it->item);
    settle();
    return true;
  }
  // The player's last arming (nullopt: never armed).
  std::optional<Armed> last_armed(int player) const {
    const auto it = std::find_if(armed.rbegin(), armed.rend(), [&](const Armed& a) { return a.player == player; });
    if (it == armed.rend()) return std::nullopt;
    return *it;
  }
  Payload invite_to(int seat) const {
    for (const auto& [to, p] : sent)
      if (p.kind == Kind::Invite && p.seat == seat) return p;
    return {};
  }
  void stanza(const std::string& full, const Payload& p) {
    pushed.push_back(InputItem::make_notice(kStanzaNotice, full + "\n" + to_json(p)));
    settle();
  }
  void guest_says(const std::string& full, Kind kind, int seat, const std::string& lang = "cs") {
    const Payload inv = invite_to(seat);
    Payload a;
    a.kind = kind;
    a.table = inv.table;
    a.seat = seat;
    a.secret = inv.secret;
    a.lang = lang;
    stanza(full, a);
  }
  // The guest at `full` plays its seat's page's first action (as its keys would send it).
  void guest_acts(const std::string& full, int seat) {
    const Payload inv = invite_to(seat);
    const std::optional<SeatPage> page = last_page(seat);
    ASSERT_TRUE(page && !page->actions.empty());
    Payload a;
    a.kind = Kind::Act;
    a.table = inv.table;
    a.seat = seat;
    a.secret = inv.secret;
    a.seq = ++acts[seat];
    a.act = page->actions.front().act;
    a.value = page->actions.front().value;
    stanza(full, a);
  }
  std::optional<SeatPage> last_page(int seat) const {
    for (auto it = sent.rbegin(); it != sent.rend(); ++it)
      if (it->second.kind == Kind::View && it->second.seat == seat) return it->second.page;
    return std::nullopt;
  }
  void drop(const std::string& full) {
    pushed.push_back(InputItem::make_notice(kPresenceNotice, full + "\nunavailable"));
    settle();
  }
  bool said(const std::string& sentence) const {
    return std::find(speech.said.begin(), speech.said.end(), sentence) != speech.said.end();
  }
  int said_count(const std::string& sentence) const {
    return static_cast<int>(std::count(speech.said.begin(), speech.said.end(), sentence));
  }
  // The sentences (`say`) sent to the guest at `to` with message id `id`.
  std::vector<Payload> says_to(const std::string& to, const std::string& id) const {
    std::vector<Payload> out;
    for (const auto& [where, p] : sent)
      if (where == to && p.kind == Kind::Say && p.message.id == id) out.push_back(p);
    return out;
  }
  const Table& table() { return app.game_screen()->table(); }

  sh::test::SpeechRecorder speech;
  NullSound sound;
  Language language;
  Voice voice;
  App app;
  std::vector<std::pair<std::string, Payload>> sent;
  std::vector<InputItem> pushed;
  std::vector<Armed> armed;
  std::map<int, std::uint64_t> acts;
  OnlineHost online{[this](const std::string& to, const std::string&, const std::string& json) {
                      auto parsed = parse_payload(json);
                      if (const auto* refused = std::get_if<Refused>(&parsed))
                        ADD_FAILURE() << "the host sent a payload its guest refuses (" << refused->reason << "): " << json;
                      else sent.emplace_back(to, std::get<Payload>(parsed));
                    },
                    "Eva", {}, [this](InputItem item) { pushed.push_back(std::move(item)); }};
  std::int64_t time = 0;
};

}  // namespace sh::online
