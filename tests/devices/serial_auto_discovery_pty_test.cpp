// serial:auto discovery hands everything it read with the identity to the key source:
// frames in the same read as the identity are processed and acknowledged in order, and a
// key sent between two identify requests is judged after the identity (issue 21).
// A scripted device in the test process on a pty, real libserialport, shim preloaded.
#include <gtest/gtest.h>

#include <cstdlib>

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

line::Identity keypad(std::uint8_t next_seq) { return {line::DeviceKind::Keypad, "t-1", next_seq}; }

// Sets $SPOLUHRAC_SERIAL_CANDIDATES for the test's lifetime.
class Candidates {
 public:
  explicit Candidates(const std::string& path) { ::setenv("SPOLUHRAC_SERIAL_CANDIDATES", path.c_str(), 1); }
  ~Candidates() { ::unsetenv("SPOLUHRAC_SERIAL_CANDIDATES"); }
};

TEST(SerialAutoDiscovery, IdentityAndKeyInOneReadAreBothActedOn) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  PtyDevice dev(dir.path() / "keypad");
  ASSERT_TRUE(dev.plug());
  Candidates env(dev.link().string());
  auto source = make_serial_key_source("auto");
  Collector c(*source);
  ASSERT_TRUE(dev.wait_identify_requests(1));  // discovery asks who we are
  dev.send(line::encode(keypad(4)) + line::encode(line::KeyEvent{4, Key::D5}) +
           line::encode(line::KeyEvent{5, Key::Ok}));  // one write, so one read
  // The device does not resend: both keys must be acknowledged as they are.
  EXPECT_TRUE(dev.wait_ack(4));
  EXPECT_TRUE(dev.wait_ack(5));
  EXPECT_EQ(describe(c.wait_for(2, 3000)), (Items{"5", "ok"}));
  c.stop();
  EXPECT_EQ(describe(c.items()), (Items{"5", "ok"}));
}

TEST(SerialAutoDiscovery, KeyBetweenTwoIdentifyRequestsAfterRestartIsActedOn) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  PtyDevice dev(dir.path() / "keypad");
  ASSERT_TRUE(dev.plug());
  Candidates env(dev.link().string());
  auto source = make_serial_key_source("auto");
  Collector c(*source);
  // First session: 50 keys, all acknowledged.
  ASSERT_TRUE(dev.wait_identify_requests(1));
  dev.send(keypad(0));
  for (std::uint8_t s = 0; s < 50; ++s) {
    dev.send(line::KeyEvent{s, Key::Next});
    ASSERT_TRUE(dev.wait_ack(s)) << int{s};
  }
  ASSERT_EQ(c.wait_for(50).size(), 50u);
  // Unplugged; it comes back restarted (an Arduino resets when the port opens).
  dev.unplug();
  ASSERT_EQ(describe(c.wait_for(51).back()), "!device.lost");
  ASSERT_TRUE(dev.plug());
  ASSERT_TRUE(dev.wait_identify_requests(1));
  dev.send(keypad(0));                       // answers the first identify request
  dev.send(line::KeyEvent{0, Key::D7});      // a key pressed right after
  ASSERT_TRUE(dev.wait_identify_requests(2));
  dev.send(keypad(1));                       // answers the second one
  EXPECT_TRUE(dev.wait_ack(0));
  Items want(50, "next");
  want.insert(want.end(), {"!device.lost", "!device.found", "7"});
  EXPECT_EQ(describe(c.wait_for(want.size(), 3000)), want);
  dev.pump(300);
  c.stop();
  EXPECT_EQ(describe(c.items()), want);
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

using sh::testing::Collector;
using sh::testing::describe;
using sh::testing::PtyDevice;
using sh::testing::TempDir;
using Items = std::vector<std::string>;

TEST(SerialAutoDiscovery, ReconnectAtAnotherPathDropsTheReplayAndTakesTheNewKey) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  PtyDevice a(dir.path() / "port-a");
  PtyDevice b(dir.path() / "port-b");
  ASSERT_TRUE(a.plug());
  const std::string candidates = a.link().string() + ":" + b.link().string();
  ::setenv("SPOLUHRAC_SERIAL_CANDIDATES", candidates.c_str(), 1);
  auto source = make_serial_key_source("auto");
  Collector c(*source);
  ASSERT_TRUE(a.wait_identify_requests(1));
  a.send(line::Identity{line::DeviceKind::Keypad, "t-1", 0});
  for (std::uint8_t s = 0; s < 5; ++s) {
    a.send(line::KeyEvent{s, Key::D1});
    ASSERT_TRUE(a.wait_ack(s));
  }
  a.unplug();
  ASSERT_EQ(describe(c.wait_for(6).back()), "!device.lost");
  ASSERT_TRUE(b.plug());  // the same keypad, now on another port, not restarted
  ASSERT_TRUE(b.wait_identify_requests(1));
  // Its answer, the replay of its last key (whose acknowledgement it missed) and a new key
  // arrive in one read.
  b.send(line::encode(line::Identity{line::DeviceKind::Keypad, "t-1", 5}) +
         line::encode(line::KeyEvent{4, Key::D1}) + line::encode(line::KeyEvent{5, Key::D2}));
  EXPECT_TRUE(b.wait_ack(4));
  EXPECT_TRUE(b.wait_ack(5));
  Items want(5, "1");
  want.insert(want.end(), {"!device.lost", "!device.found", "2"});
  EXPECT_EQ(describe(c.wait_for(want.size(), 3000)), want);
  b.pump(200);
  c.stop();
  ::unsetenv("SPOLUHRAC_SERIAL_CANDIDATES");
  EXPECT_EQ(describe(c.items()), want);
}

}  // namespace
}  // namespace sh
