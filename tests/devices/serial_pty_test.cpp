// SerialKeySource against the device simulator on a pty, through the real libserialport
// (with tests/devices/serial_pty_shim.cpp preloaded; skipped otherwise).
#include <gtest/gtest.h>

#include "devices/device_log.h"
#include "devices/serial_key_source.h"
#include "serial_devsim_harness.h"

namespace sh {
namespace {

using sh::testing::Collector;
using sh::testing::describe;
using sh::testing::DevSim;
using sh::testing::TempDir;
using Items = std::vector<std::string>;

TEST(SerialPty, KeysArriveInOrder) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(), "1 2 3\nok\nnext prev repeat help back\n0\n9\nhold\n");
  ASSERT_TRUE(sim.started());
  ASSERT_TRUE(sim.wait_link());
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"1", "2", "3", "ok", "next", "prev", "repeat", "help", "back", "0", "9"};
  EXPECT_EQ(describe(c.wait_for(want.size())), want);
  ASSERT_TRUE(sim.wait_output("DONE"));  // every key was acknowledged
  c.stop();
  EXPECT_EQ(describe(c.items()), want);
  auto* serial = dynamic_cast<SerialKeySource*>(source.get());
  ASSERT_NE(serial, nullptr);
  ASSERT_TRUE(serial->identity().has_value());
  EXPECT_EQ(serial->identity()->version, "sim-1.0");
}

TEST(SerialPty, UnplugAndReplugGiveTwoNoticesAndNoLostOrDoubledKey) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  // After the replug the device resends its last key frame: the host must drop it.
  DevSim sim(dir.path(), "1\n2\n3\nunplug\nsleep 300\nreplug\nreplay\n4\n5\nhold\n");
  ASSERT_TRUE(sim.wait_link());
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"1", "2", "3", "!device.lost", "!device.found", "4", "5"};
  EXPECT_EQ(describe(c.wait_for(want.size())), want);
  ASSERT_TRUE(sim.wait_output("DONE"));
  c.stop();
  auto items = c.items();
  EXPECT_EQ(describe(items), want);
  EXPECT_EQ(items[3].notice_arg, "device");  // the link's name
}

TEST(SerialPty, GarbageGivesOneNoticeAndKeysGoOn) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(),
             "1\ngarbage FF FE 00 41 24\nraw $K,9,5*00\nframe K,9,sixteen\ngarbage 0xFFFF\n2\nhold\n");
  ASSERT_TRUE(sim.wait_link());
  std::vector<std::string> log;
  std::mutex log_mutex;
  auto old = set_device_log_sink([&](std::string_view l) {
    std::lock_guard lock(log_mutex);
    log.emplace_back(l);
  });
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"1", "!device.garbage", "2"};
  EXPECT_EQ(describe(c.wait_for(want.size())), want);
  ASSERT_TRUE(sim.wait_output("DONE"));
  c.stop();
  set_device_log_sink(old);
  EXPECT_EQ(describe(c.items()), want);  // rate-limited: one notice for the whole burst
  std::lock_guard lock(log_mutex);
  int malformed = 0;
  for (auto& l : log)
    if (l.find("bad_checksum") != std::string::npos || l.find("bad_field") != std::string::npos ||
        l.find("garbage") != std::string::npos || l.find("bad_format") != std::string::npos)
      ++malformed;
  EXPECT_GE(malformed, 3);  // each malformed frame still gets its log line
}

TEST(SerialPty, CountingSetDeliversCounterReadings) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(), "counter 0 5\ncounter 3 -2\nok\nhold\n", {"--kind", "counting"});
  ASSERT_TRUE(sim.wait_link());
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"C0=5", "C3=-2", "ok"};
  EXPECT_EQ(describe(c.wait_for(want.size())), want);
  c.stop();
  auto* serial = dynamic_cast<SerialKeySource*>(source.get());
  ASSERT_TRUE(serial->identity().has_value());
  EXPECT_EQ(serial->identity()->kind, line::DeviceKind::Counting);
}

TEST(SerialPty, DeviceAbsentAtStartIsWaitedFor) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  auto source = make_serial_key_source((dir.path() / "device").string());
  Collector c(*source);
  EXPECT_EQ(describe(c.wait_for(1)), Items{"!device.waiting"});
  DevSim sim(dir.path(), "7\nhold\n");
  const Items want = {"!device.waiting", "!device.found", "7"};
  EXPECT_EQ(describe(c.wait_for(want.size())), want);
}

TEST(SerialPty, AutoDiscoveryFindsTheKeypadThatAnswersIdentify) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(), "8\nhold\n");
  ASSERT_TRUE(sim.wait_link());
  ::setenv("SPOLUHRAC_SERIAL_CANDIDATES", sim.link().c_str(), 1);
  auto source = make_serial_key_source("auto");
  Collector c(*source);
  EXPECT_EQ(describe(c.wait_for(1)), Items{"8"});
  c.stop();
  ::unsetenv("SPOLUHRAC_SERIAL_CANDIDATES");
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(SerialPty, TwoKeypadsAtOnceAndOnePortIsNotOpenedTwice) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir_a, dir_b;
  DevSim a(dir_a.path(), "1\n2\nhold\n");
  DevSim b(dir_b.path(), "8\n9\nhold\n");
  ASSERT_TRUE(a.wait_link());
  ASSERT_TRUE(b.wait_link());
  auto src_a = make_serial_key_source(a.link().string());
  auto src_b = make_serial_key_source(b.link().string());
  Collector ca(*src_a);
  Collector cb(*src_b);
  EXPECT_EQ(describe(ca.wait_for(2)), (Items{"1", "2"}));
  EXPECT_EQ(describe(cb.wait_for(2)), (Items{"8", "9"}));
  // A third source on a port already in use waits instead of stealing its bytes.
  auto again = make_serial_key_source(a.link().string());
  Collector cc(*again);
  EXPECT_EQ(describe(cc.wait_for(1)), Items{"!device.waiting"});
}

}  // namespace
}  // namespace sh
