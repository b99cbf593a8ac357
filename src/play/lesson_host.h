// The Host a lesson hands to a game's controller in a practice step or the guided game:
// everything goes to the real Host, and the refusals are counted (a key the referee
// refuses is a try of the learner's).
#pragma once

#include "play/host.h"
#include "play/screen.h"

namespace sh {

class LessonHost final : public Host {
 public:
  explicit LessonHost(Host& real) : real_(&real) {}

  Voice& voice() override { return real_->voice(); }
  void refuse(const Message& reason) override {
    ++refusals_;
    real_->refuse(reason);
  }
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

  int refusals() const { return refusals_; }

 private:
  Host* real_;
  int refusals_ = 0;
};

}  // namespace sh
