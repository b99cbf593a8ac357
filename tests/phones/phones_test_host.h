// A Host for the phones' tests of a game's seat pages: records what is said and refused,
// and answers PhoneSeats::hand_on_phone from a set of seats.
#pragma once

#include <set>
#include <string>

#include "narration/language.h"
#include "play/host.h"
#include "play/phone_seats.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "storage/settings.h"
#include "test_support.h"

namespace sh::phones::test {

class PagesHost final : public Host, public PhoneSeats {
 public:
  explicit PagesHost(const std::string& lang = "cs") : language_(Language::load(SPOLUHRAC_SOURCE_DIR, lang)) {}
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override { voice_.say(reason); }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }
  bool hand_on_phone(int seat) const override { return on_phone.contains(seat); }

  std::set<int> on_phone;
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
