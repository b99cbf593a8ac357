// The keypad's counterpart of issue 27's card reader check: no host state outlives an
// unplug in a way that swallows a key. The protocol sends presses only (no releases, so no
// key can be "still held"), and duplicates are told by sequence number, never by time, so
// the same key pressed just before an unplug and just after the replug acts twice, whether
// the device went on with its numbers or restarted (a USB keypad powers up again).
#include <gtest/gtest.h>

#include <vector>

#include "devices/device_log.h"
#include "devices/serial_host_protocol.h"

namespace sh {
namespace {

std::vector<Key> replug_and_press_again(std::uint8_t next_seq_after_replug) {
  auto old = set_device_log_sink([](std::string_view) {});
  std::vector<Key> keys;
  auto sink = [&](InputItem i) {
    if (i.press) keys.push_back(i.press->key);
  };
  SerialHostProtocol host("keypad");
  host.connected(0);
  host.received(line::encode(line::Identity{line::DeviceKind::Keypad, "t", 0}), 0, sink);
  // Key 5 pressed, and the next frame cut by the unplug 20 ms later.
  host.received(line::encode(line::KeyEvent{0, Key::D5}) + line::encode(line::KeyEvent{1, Key::D5}).substr(0, 4),
                0, sink);
  host.connected(40);  // replugged at once: no time has passed on the host's clock either
  host.received(line::encode(line::Identity{line::DeviceKind::Keypad, "t", next_seq_after_replug}), 40, sink);
  host.received(line::encode(line::KeyEvent{next_seq_after_replug, Key::D5}), 45, sink);
  for (std::int64_t t = 50; t < 3000; t += 50) host.tick(t, sink);
  set_device_log_sink(old);
  return keys;
}

TEST(SerialReplug, TheSameKeyPressedJustBeforeAndAfterAReplugActsTwice) {
  const std::vector<Key> twice = {Key::D5, Key::D5};
  EXPECT_EQ(replug_and_press_again(1), twice) << "the device went on with its numbers";
  EXPECT_EQ(replug_and_press_again(0), twice) << "the device restarted (powered up again)";
}

}  // namespace
}  // namespace sh
