// The smaller pty variant of serial_soak_test.cpp: a scripted keypad in the test process
// on a real pty, the real libserialport and SerialKeySource, seeded random unplugs (also
// mid-frame, the key then resent after the replug), restarts at random counts, malformed
// frames of every kind and duplicates. The keys acted on equal the keys sent, in order;
// every unplug is announced once, and its return once (issue 21).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "devices/device_log.h"
#include "devices/serial_key_source.h"
#include "serial_devsim_harness.h"
#include "serial_pty_device.h"

namespace sh {
namespace {

using sh::testing::Collector;
using sh::testing::describe;
using sh::testing::PtyDevice;
using sh::testing::TempDir;

std::string malformed(int kind) {
  switch (kind % 8) {
    case 0: return "noise\xff\x01";                       // garbage
    case 1: return "$K,1,5*00\n";                          // bad_checksum
    case 2: return "$" + std::string(80, 'K') + "\n";     // too_long
    case 3: return "$K,1,5\n";                             // bad_format: no *HH
    case 4: return "$K,\x01,5*00\n";                       // bad_format: control byte
    case 5: return "$K,2,";                                // bad_format: cut short by '$'
    case 6: return line::encode_payload("K,300,5");        // bad_field
    default: return line::encode_payload("K,3,banana");    // bad_field
  }
}

int count(const std::vector<std::string>& items, const std::string& what) {
  return static_cast<int>(std::count(items.begin(), items.end(), what));
}

bool wait_notices(Collector& c, const std::string& what, int n) {
  for (int t = 0; t < 5000; t += 10) {
    if (count(describe(c.items()), what) >= n) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

TEST(SerialSoakPty, RandomUnplugsRestartsAndMalformedFramesActEveryKeyOnceInOrder) {
  SH_REQUIRE_PTY_SHIM();
  auto old = set_device_log_sink([](std::string_view) {});
  TempDir dir;
  PtyDevice dev(dir.path() / "keypad");
  ASSERT_TRUE(dev.plug());
  // Reopened every 100 ms instead of 500, so many unplugs fit in a few seconds.
  SerialKeyOptions options;
  options.timing.reopen_interval_ms = 100;
  auto source = std::make_unique<SerialKeySource>(
      "keypad", [path = dev.link().string()](std::string* e) { return SerialPort::open(path, 9600, e); },
      options);
  Collector c(*source);
  std::mt19937 rng(21);
  auto rand = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };

  std::uint8_t next = 0;
  std::vector<std::string> sent;  // keys the host acknowledged
  std::string last_frame;
  int unplugs = 0;
  ASSERT_TRUE(dev.wait_identify_requests(1));
  dev.send(line::Identity{line::DeviceKind::Keypad, "soak", next});
  for (int step = 0; step < 90 && !HasFatalFailure(); ++step) {
    const int r = rand(100);
    const auto key = static_cast<Key>(rand(16));
    if (r < 70) {  // a key, maybe behind a malformed frame, maybe in two writes
      const std::uint8_t seq = next++;
      last_frame = line::encode(line::KeyEvent{seq, key});
      std::string bytes = (rand(4) == 0 ? malformed(rand(8)) : "") + last_frame;
      const auto cut = static_cast<std::size_t>(rand(static_cast<int>(bytes.size())));
      dev.send(bytes.substr(0, cut));
      dev.pump(rand(3));
      dev.send(bytes.substr(cut));
      ASSERT_TRUE(dev.wait_ack(seq)) << "step " << step;
      sent.emplace_back(key_name(key));
    } else if (r < 78 && !last_frame.empty()) {
      dev.send(last_frame);  // a duplicate
    } else if (r < 85) {  // unplug; half the time in the middle of a key frame
      const bool mid_frame = rand(2) == 0;
      const std::uint8_t seq = next;
      std::string frame = line::encode(line::KeyEvent{seq, key});
      if (mid_frame) {
        ++next;
        dev.send(frame.substr(0, 1 + static_cast<std::size_t>(rand(static_cast<int>(frame.size()) - 1))));
      }
      dev.pump(rand(20));
      dev.unplug();
      ++unplugs;
      ASSERT_TRUE(wait_notices(c, "!device.lost", unplugs)) << "step " << step;
      ASSERT_TRUE(dev.plug());
      ASSERT_TRUE(dev.wait_identify_requests(1)) << "step " << step;
      dev.send(line::Identity{line::DeviceKind::Keypad, "soak", next});
      if (mid_frame) {  // the device resends the key the unplug cut
        dev.send(frame);
        ASSERT_TRUE(dev.wait_ack(seq)) << "step " << step;
        sent.emplace_back(key_name(key));
        last_frame = frame;
      }
    } else {  // restart: numbers from 0, unsolicited identity
      next = 0;
      dev.pump(100);  // acknowledgements of duplicates still on their way
      dev.forget_acks();
      last_frame.clear();
      dev.send(line::Identity{line::DeviceKind::Keypad, "soak", 0});
    }
  }
  dev.pump(200);
  c.stop();
  set_device_log_sink(old);
  const auto items = describe(c.items());
  std::vector<std::string> keys;
  for (auto& d : items)
    if (!d.starts_with('!')) keys.push_back(d);
  EXPECT_EQ(keys, sent);
  EXPECT_EQ(count(items, "!device.lost"), unplugs);
  EXPECT_EQ(count(items, "!device.found"), unplugs);
  EXPECT_GT(sent.size(), 45u);
  EXPECT_GE(unplugs, 3);
}

}  // namespace
}  // namespace sh
