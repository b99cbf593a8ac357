#include "devices/event_sequence.h"

#include <gtest/gtest.h>

namespace sh {
namespace {

using V = EventSequence::Verdict;

TEST(SerialEventSequence, ReplayedFrameIsDuplicate) {
  EventSequence s;
  EXPECT_EQ(s.accept(5), V::Fresh);
  EXPECT_EQ(s.accept(6), V::Fresh);
  EXPECT_EQ(s.accept(6), V::Duplicate);
  EXPECT_EQ(s.accept(5), V::Duplicate);
  EXPECT_EQ(s.accept(7), V::Fresh);
}

TEST(SerialEventSequence, WrapsAroundAndReportsGaps) {
  EventSequence s;
  EXPECT_EQ(s.accept(254), V::Fresh);
  EXPECT_EQ(s.accept(255), V::Fresh);
  EXPECT_EQ(s.accept(0), V::Fresh);
  EXPECT_EQ(s.accept(3), V::Fresh);
  EXPECT_EQ(s.last_gap(), 2);
  EXPECT_EQ(s.accept(255), V::Duplicate);
}

TEST(SerialEventSequence, DeviceRestartResetsButReconnectDoesNot) {
  EventSequence s;
  for (std::uint8_t i = 0; i < 40; ++i) ASSERT_EQ(s.accept(i), V::Fresh);
  s.on_identity(40);  // same session after a replug: a replay of 39 is still a duplicate
  EXPECT_EQ(s.accept(39), V::Duplicate);
  s.on_identity(0);  // the device rebooted and counts from 0 again
  EXPECT_EQ(s.accept(0), V::Fresh);
  EXPECT_EQ(s.accept(1), V::Fresh);
}

}  // namespace
}  // namespace sh
