// A device that restarts (sequence numbers from 0 again, unsolicited identity) after
// exactly 127, 128, 129, 255 or 256 events: the keys it sends after the restart act,
// each once (issue 21). Device simulator on a pty, real libserialport, shim preloaded.
#include <gtest/gtest.h>

#include <mutex>

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

// `events` presses of next, every one acknowledged, then a restart and 1 2 3.
void restart_after(int events) {
  TempDir dir;
  std::string script = "gap 2\n";
  for (int i = 0; i < events; ++i) script += "next\n";
  script += "wait_ack\nreset\n1 2 3\nhold\n";
  DevSim sim(dir.path(), script);
  ASSERT_TRUE(sim.wait_link());
  std::vector<std::string> log;
  std::mutex log_mutex;
  auto old = set_device_log_sink([&](std::string_view l) {
    std::lock_guard lock(log_mutex);
    log.emplace_back(l);
  });
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  Items want(static_cast<std::size_t>(events), "next");
  want.insert(want.end(), {"1", "2", "3"});
  c.wait_for(want.size(), 20000);
  EXPECT_TRUE(sim.wait_output("DONE", 20000));  // the device saw every event acknowledged
  c.stop();
  set_device_log_sink(old);
  EXPECT_EQ(describe(c.items()), want);
  std::lock_guard lock(log_mutex);
  for (auto& l : log) EXPECT_EQ(l.find("dropped replayed"), std::string::npos) << l;
}

TEST(SerialRestart, After127EventsKeysAreActedOn) {
  SH_REQUIRE_PTY_SHIM();
  restart_after(127);
}
TEST(SerialRestart, After128EventsKeysAreActedOn) {
  SH_REQUIRE_PTY_SHIM();
  restart_after(128);
}
TEST(SerialRestart, After129EventsKeysAreActedOn) {
  SH_REQUIRE_PTY_SHIM();
  restart_after(129);
}
TEST(SerialRestart, After255EventsKeysAreActedOn) {
  SH_REQUIRE_PTY_SHIM();
  restart_after(255);
}
TEST(SerialRestart, After256EventsKeysAreActedOn) {
  SH_REQUIRE_PTY_SHIM();
  restart_after(256);
}

}  // namespace
}  // namespace sh
