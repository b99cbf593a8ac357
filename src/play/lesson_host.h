// The Host a lesson hands to a game's controller in a practice step or the guided game:
// everything goes to the real Host, and the refusals are counted (a key the referee
// refuses is a try of the learner's).
#pragma once

#include <cstddef>

#include "play/forwarding_host.h"

namespace sh {

class LessonHost final : public ForwardingHost {
 public:
  // `floor`: the length of the practice position's setup; take-backs stop there.
  explicit LessonHost(Host& real, std::size_t floor = 0) : ForwardingHost(real), floor_(floor) {}

  void refuse(const Message& reason) override {
    ++refusals_;
    real().refuse(reason);
  }
  bool lone_listener() const override { return true; }  // the learner alone
  bool may_take_back_to(std::size_t n) override {
    if (n >= floor_) return true;
    take_back_blocked_ = true;
    return false;
  }

  int refusals() const { return refusals_; }
  // A take-back was asked for that would have gone into the setup (nothing was taken back).
  bool take_back_blocked() const { return take_back_blocked_; }

 private:
  int refusals_ = 0;
  std::size_t floor_ = 0;
  bool take_back_blocked_ = false;
};

}  // namespace sh
