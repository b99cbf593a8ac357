// Hosts that pass everything to another Host and change one thing: the base for a lesson's
// hosts (LessonHost counts refusals) and MutedHost, whose voice says nothing (a controller
// started on a practice position whose opening the lesson says in its own words).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "play/host.h"
#include "play/screen.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {

class ForwardingHost : public Host {
 public:
  explicit ForwardingHost(Host& real) : real_(&real) {}
  Voice& voice() override { return real_->voice(); }
  void refuse(const Message& reason) override { real_->refuse(reason); }
  void push(std::unique_ptr<Screen> screen) override { real_->push(std::move(screen)); }
  void replace(std::unique_ptr<Screen> screen) override { real_->replace(std::move(screen)); }
  void pop() override { real_->pop(); }
  void reset(std::unique_ptr<Screen> screen) override { real_->reset(std::move(screen)); }
  void to_main_menu() override { real_->to_main_menu(); }
  std::string player_name(int seat) const override { return real_->player_name(seat); }
  std::uint64_t next_seed() override { return real_->next_seed(); }
  const Settings& settings() const override { return real_->settings(); }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t ticket) override {
    return real_->think(std::move(work), ticket);
  }
  bool think_then(std::function<Thought(const Deadline&)> work, int budget_ms) override {
    return real_->think_then(std::move(work), budget_ms);
  }
  bool may_take_back_to(std::size_t n) override { return real_->may_take_back_to(n); }

 protected:
  Host& real() { return *real_; }

 private:
  Host* real_;
};

// Says and plays nothing, refusals included.
class MutedHost final : public ForwardingHost {
 public:
  explicit MutedHost(Host& real) : ForwardingHost(real), voice_(silent_, silent_, real.voice().language()) {}
  Voice& voice() override { return voice_; }
  void refuse(const Message&) override {}

 private:
  struct Silent final : Speech, Sound {
    void say(std::string_view, Priority) override {}
    void silence() override {}
    void finish() override {}
    void play(std::string_view) override {}
  };
  Silent silent_;
  Voice voice_;
};

}  // namespace sh
