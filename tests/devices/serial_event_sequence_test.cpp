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

namespace sh {
namespace {

using V = EventSequence::Verdict;

// Issue 21: the identity's "is the device ahead?" test and the duplicate rule are one
// rule. Whatever the last accepted number and the announced one, the announced event is
// then taken.
TEST(SerialEventSequence, IdentityAndAcceptanceAgreeAtEveryDistance) {
  for (int last = 0; last < 256; ++last) {
    for (int next = 0; next < 256; ++next) {
      EventSequence s;
      ASSERT_EQ(s.accept(static_cast<std::uint8_t>(last)), V::Fresh);
      s.on_identity(static_cast<std::uint8_t>(next));
      ASSERT_EQ(s.accept(static_cast<std::uint8_t>(next)), V::Fresh) << "last " << last << " next " << next;
    }
  }
}

TEST(SerialEventSequence, RestartAfterAnyNumberOfEventsTakesTheNewKeys) {
  for (int events = 1; events <= 600; ++events) {
    EventSequence s;
    for (int i = 0; i < events; ++i) ASSERT_EQ(s.accept(static_cast<std::uint8_t>(i)), V::Fresh);
    s.on_identity(0);
    for (std::uint8_t i = 0; i < 3; ++i) ASSERT_EQ(s.accept(i), V::Fresh) << events << " events";
    EXPECT_EQ(s.accept(2), V::Duplicate);
  }
}

TEST(SerialEventSequence, ContinuingDeviceKeepsItsWindowAcrossIdentities) {
  EventSequence s;
  for (std::uint8_t i = 0; i < 50; ++i) ASSERT_EQ(s.accept(i), V::Fresh);
  // Unacknowledged 50..52 are still to come: next_seq 53 is a continuation.
  s.on_identity(53);
  EXPECT_EQ(s.accept(49), V::Duplicate);  // a replay of an acknowledged one
  EXPECT_EQ(s.accept(50), V::Fresh);
}

TEST(SerialEventSequence, RestartedDeviceMayResendEventsFromBeforeItsIdentity) {
  EventSequence s;
  for (std::uint8_t i = 0; i < 50; ++i) ASSERT_EQ(s.accept(i), V::Fresh);
  // It restarted while unplugged, three keys were pressed, then it answered: next 3.
  s.on_identity(3);
  EXPECT_EQ(s.accept(0), V::Fresh);
  EXPECT_EQ(s.accept(1), V::Fresh);
  EXPECT_EQ(s.accept(2), V::Fresh);
  EXPECT_EQ(s.accept(0), V::Duplicate);
}

}  // namespace
}  // namespace sh
