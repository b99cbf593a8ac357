// A resent event that a later one overtook, through the real libserialport on a pty
// (shim preloaded): frame 5 arrives corrupted, 6 is acknowledged and held, the resend of
// 5 acts 1 then 2; a missing event that never comes lets the held ones act after the
// hold (hardware/PROTOCOL.md, "Sequence numbers"). A scripted device in the test process.
#include <gtest/gtest.h>

#include <chrono>

#include "devices/serial_key_source.h"
#include "serial_devsim_harness.h"
#include "serial_pty_device.h"

namespace sh {
namespace {

using sh::testing::Collector;
using sh::testing::describe;
using sh::testing::PtyDevice;
using sh::testing::TempDir;
using Items = std::vector<std::string>;

std::string corrupted_frame(const line::Message& m) {
  std::string f = line::encode(m);
  f[f.size() - 2] = f[f.size() - 2] == '0' ? '1' : '0';  // wrong checksum digit
  return f;
}

TEST(SerialOvertakePty, ResentEventOvertakenByALaterOneActsInOrder) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  PtyDevice dev(dir.path() / "keypad");
  ASSERT_TRUE(dev.plug());
  auto source = make_serial_key_source(dev.link().string());
  Collector c(*source);
  ASSERT_TRUE(dev.wait_identify_requests(1));
  dev.send(line::Identity{line::DeviceKind::Keypad, "t-1", 5});
  dev.send(corrupted_frame(line::KeyEvent{5, Key::D1}) + line::encode(line::KeyEvent{6, Key::D2}));  // one write
  ASSERT_TRUE(dev.wait_ack(6));  // held, and acknowledged so the device stops resending it
  dev.pump(300);                 // the firmware resends 300 ms later
  EXPECT_EQ(describe(c.items()), (Items{"!device.garbage"})) << "key 2 must wait for key 1";
  dev.send(line::KeyEvent{5, Key::D1});
  EXPECT_TRUE(dev.wait_ack(5));
  EXPECT_EQ(describe(c.wait_for(3, 3000)), (Items{"!device.garbage", "1", "2"}));
  dev.send(line::encode(line::KeyEvent{5, Key::D1}) + line::encode(line::KeyEvent{6, Key::D2}));  // replays
  dev.send(line::KeyEvent{7, Key::D3});
  EXPECT_TRUE(dev.wait_ack(7));
  EXPECT_EQ(describe(c.wait_for(4, 3000)), (Items{"!device.garbage", "1", "2", "3"}));
  c.stop();
  EXPECT_EQ(describe(c.items()), (Items{"!device.garbage", "1", "2", "3"}));
}

TEST(SerialOvertakePty, MissingEventThatNeverComesReleasesTheHeldOnesAfterTheTimeout) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  PtyDevice dev(dir.path() / "keypad");
  ASSERT_TRUE(dev.plug());
  auto source = make_serial_key_source(dev.link().string());
  Collector c(*source);
  ASSERT_TRUE(dev.wait_identify_requests(1));
  dev.send(line::Identity{line::DeviceKind::Keypad, "t-1", 5});
  dev.send(line::KeyEvent{5, Key::D1});
  EXPECT_EQ(describe(c.wait_for(1, 3000)), (Items{"1"}));
  const auto sent = std::chrono::steady_clock::now();
  dev.send(line::encode(line::KeyEvent{7, Key::D3}) + line::encode(line::KeyEvent{8, Key::D4}));  // 6 never comes
  EXPECT_TRUE(dev.wait_ack(8));
  EXPECT_EQ(describe(c.wait_for(3, 5000)), (Items{"1", "3", "4"}));
  const auto waited = std::chrono::steady_clock::now() - sent;
  EXPECT_GE(waited, std::chrono::milliseconds(SerialHostTiming{}.hold_missing_ms));
  c.stop();
}

}  // namespace
}  // namespace sh
