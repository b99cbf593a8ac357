// The Host a lesson hands to a game's controller in a practice step or the guided game:
// everything goes to the real Host, and the refusals are counted (a key the referee
// refuses is a try of the learner's).
#pragma once

#include "play/host.h"
#include "play/screen.h"

namespace sh {

class LessonHost final : public Host {
 public:
  // `floor`: the length of the practice position's setup; take-backs stop there.
  explicit LessonHost(Host& real, std::size_t floor = 0) : real_(&real), floor_(floor) {}

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

  bool may_take_back_to(std::size_t n) override {
    if (n >= floor_) return true;
    take_back_blocked_ = true;
    return false;
  }

  int refusals() const { return refusals_; }
  // A take-back was asked for that would have gone into the setup (nothing was taken back).
  bool take_back_blocked() const { return take_back_blocked_; }

 private:
  Host* real_;
  int refusals_ = 0;
  std::size_t floor_ = 0;
  bool take_back_blocked_ = false;
};

}  // namespace sh
