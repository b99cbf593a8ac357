// The Host a lesson hands to a game's controller in a practice step or the guided game:
// everything goes to the real Host, and the refusals are counted (a key the referee
// refuses is a try of the learner's). It also carries the one switch the games' controllers
// read in a lesson (issue 40 item 8): whether the game's aids are quiet, so that the learner
// finds the answer instead of being told it. While quiet, a game says no list of what fits or
// which cells are allowed (Numberfloor's "hodí se" while the hand is walked and in the
// position, KIVI's allowed cells, and its plus walks every cell, not only the allowed ones);
// a practice step keeps them quiet until the learner's second wrong try.
#pragma once

#include <cstddef>

#include "play/forwarding_host.h"

namespace sh {

class LessonHost final : public ForwardingHost {
 public:
  // `floor`: the length of the practice position's setup; take-backs stop there.
  explicit LessonHost(Host& real, std::size_t floor = 0, bool aids_quiet = false)
      : ForwardingHost(real), floor_(floor), aids_quiet_(aids_quiet) {}

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
  bool aids_quiet() const { return aids_quiet_; }

 private:
  int refusals_ = 0;
  std::size_t floor_ = 0;
  bool take_back_blocked_ = false;
  bool aids_quiet_ = false;
};

// What a game's controller asks: whether its aids are quiet on `host` (a lesson's practice
// step before the second wrong try); false everywhere else.
inline bool aids_quiet(Host& host) {
  const auto* lesson = dynamic_cast<const LessonHost*>(&host);
  return lesson && lesson->aids_quiet();
}

}  // namespace sh
