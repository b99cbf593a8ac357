// A read that returns 0 bytes while poll says "readable" (no hang-up, no error) is not an
// unplug when the device is still there: no "device.lost", no key lost or doubled, and a
// card lying on the RDM6300 stays one card (issue 21). The pty shim injects the zero
// reads; the device simulator plays the keypad or the reader.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include "devices/card_reader_source.h"
#include "devices/serial_key_source.h"
#include "serial_devsim_harness.h"

namespace sh {
namespace {

using sh::testing::Collector;
using sh::testing::describe;
using sh::testing::DevSim;
using sh::testing::TempDir;
using Items = std::vector<std::string>;

// spoluhrac_pty_shim_zero_reads(count, every) of tests/devices/serial_pty_shim.cpp.
long inject_zero_reads(int count, int every) {
  using Fn = long (*)(int, int);
  auto fn = reinterpret_cast<Fn>(dlsym(RTLD_DEFAULT, "spoluhrac_pty_shim_zero_reads"));
  return fn ? fn(count, every) : -1;
}

// Turns the injection off again when a test ends.
struct ZeroReads {
  ZeroReads(int count, int every) { inject_zero_reads(count, every); }
  ~ZeroReads() { inject_zero_reads(0, 0); }
  long given() const { return inject_zero_reads(0, 0); }
};

TEST(SerialUnplug, ZeroByteReadWhileReadableIsNotAnUnplug) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(), "1 2 3\nsleep 200\n4 5\nhold\n");
  ASSERT_TRUE(sim.wait_link());
  ZeroReads zero(6, 3);  // six in a row, then every third read
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"1", "2", "3", "4", "5"};
  c.wait_for(want.size());
  ASSERT_TRUE(sim.wait_output("DONE"));
  EXPECT_GE(zero.given(), 6);  // the zero reads really happened
  EXPECT_EQ(sim.output().find("HOST_CLOSED"), std::string::npos);  // the port was never closed
  c.stop();
  EXPECT_EQ(describe(c.items()), want);
}

TEST(SerialUnplug, RealUnplugIsStillSeenOnceAfterZeroReads) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  DevSim sim(dir.path(), "1\nunplug\nsleep 300\nreplug\n2\nhold\n");
  ASSERT_TRUE(sim.wait_link());
  ZeroReads zero(3, 4);
  auto source = make_serial_key_source(sim.link().string());
  Collector c(*source);
  const Items want = {"1", "!device.lost", "!device.found", "2"};
  c.wait_for(want.size());
  ASSERT_TRUE(sim.wait_output("DONE"));
  c.stop();
  EXPECT_EQ(describe(c.items()), want);
}

TEST(RfidPty, CardLyingLongIsOneCardWithoutFalseLostOrFound) {
  SH_REQUIRE_PTY_SHIM();
  TempDir dir;
  auto store = std::make_shared<CardStore>(dir.path() / "cards.json");
  store->set("62E3086CED", 7);
  store->save();
  // About 60 frames of the same card, 50 ms apart; some reads give 0 bytes meanwhile.
  DevSim sim(dir.path(), "sleep 100\ntag 62E3086CED 3000\nsleep 500\ntag 62E3086CED 200\nhold\n",
             {"--kind", "rdm6300"});
  ASSERT_TRUE(sim.wait_link());
  ZeroReads zero(2, 5);
  auto reader = make_card_reader_source(sim.link().string(), store);
  Collector c(*reader);
  ASSERT_TRUE(sim.wait_output("DONE", 15000));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_GE(zero.given(), 5);
  c.stop();
  // Lying 3 s is one card; lifted for 500 ms and laid again is a second one.
  EXPECT_EQ(describe(c.items()), (Items{"7", "7"}));
}

}  // namespace
}  // namespace sh
