// A Host for the phones' tests of a game's seat pages: records what is said and refused,
// and answers Host::seat_held_away from a set of players.
#pragma once

#include <set>
#include <string>

#include "narration/language.h"
#include "play/host.h"
#include "play/seat_pages.h"
#include "play/seat_service.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "storage/settings.h"
#include "test_support.h"

namespace sh::phones::test {

// The seats `held` holds: a sentence for one of them goes there, never aloud (Voice).
class HeldSeats final : public SeatService {
 public:
  explicit HeldSeats(const std::set<int>& held) : held_(held) {}
  void follow(Host&, const SeatGame&, std::vector<std::optional<SeatPage>>) override {}
  bool holds(int player) const override { return held_.contains(player); }
  void hear(const Message& m, const std::string& text) override { heard.emplace_back(m, text); }
  bool on_notice(Host&, const InputItem&, SeatActs&) override { return false; }
  std::unique_ptr<Screen> screen() override { return nullptr; }
  JoinPanelRef join_picture() const override { return nullptr; }
  std::vector<std::pair<Message, std::string>> heard;

 private:
  const std::set<int>& held_;
};

class PagesHost final : public Host {
 public:
  explicit PagesHost(const std::string& lang = "cs") : language_(Language::load(SPOLUHRAC_SOURCE_DIR, lang)) {
    voice_.set_seats(&seats);
  }
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override {
    refused.push_back(reason);
    voice_.say(reason);
  }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }
  bool seat_held_away(int player) const override { return on_phone.contains(player); }

  std::set<int> on_phone;
  HeldSeats seats{on_phone};
  std::vector<Message> refused;  // every refusal, with its audience
  const std::vector<std::string>& said() const { return speech_.said; }
  // Everything said so far, one sentence a line.
  std::string all_said() const {
    std::string out;
    for (const auto& s : speech_.said) out += s + "\n";
    return out;
  }

 private:
  sh::test::SpeechRecorder speech_;
  NullSound sound_;
  Language language_;
  Voice voice_{speech_, sound_, language_};
  Settings settings_;
};

}  // namespace sh::phones::test
