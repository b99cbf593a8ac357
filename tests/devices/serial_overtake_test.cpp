// A resent event that a later one overtook (hardware/PROTOCOL.md, "Sequence numbers"):
// frame 5 arrives corrupted, frame 6 is taken, the device resends 5. The host holds 6
// until 5 comes (or can no longer come), so no key is lost and keys act in press order.
// Pure state machine (SerialHostProtocol); a pty variant is in serial_overtake_pty_test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "devices/device_log.h"
#include "devices/serial_host_protocol.h"

namespace sh {
namespace {

std::string corrupted(const line::Message& m) {
  std::string f = line::encode(m);
  f[f.size() - 2] = f[f.size() - 2] == '0' ? '1' : '0';  // wrong checksum digit
  return f;
}

struct Host {
  Host() : old(set_device_log_sink([this](std::string_view l) { log.emplace_back(l); })) {
    sent += host.connected(0);
    sent += host.received(line::encode(line::Identity{line::DeviceKind::Keypad, "t", 5}), 0, sink());
  }
  ~Host() { set_device_log_sink(old); }
  SerialHostProtocol::Sink sink() {
    return [this](InputItem i) {
      if (i.press) keys.push_back(i.press->key);
    };
  }
  std::string receive(const std::string& bytes, std::int64_t now) { return host.received(bytes, now, sink()); }
  std::string tick(std::int64_t now) { return host.tick(now, sink()); }
  bool logged(const std::string& part) const {
    for (auto& l : log)
      if (l.find(part) != std::string::npos) return true;
    return false;
  }

  std::vector<std::string> log;
  DeviceLogSink old;
  SerialHostProtocol host{"keypad"};
  std::string sent;
  std::vector<Key> keys;
};

std::string ack(std::uint8_t seq) { return line::encode(line::Ack{seq}); }

TEST(SerialOvertake, ResentEventOvertakenByALaterOneActsInOrder) {
  Host h;
  EXPECT_EQ(h.receive(corrupted(line::KeyEvent{5, Key::D1}), 10), "");  // not acknowledged
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 20), ack(6));  // held, acknowledged
  EXPECT_TRUE(h.keys.empty()) << "key 2 must wait for key 1";
  EXPECT_EQ(h.tick(300), "");
  EXPECT_TRUE(h.keys.empty());
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{5, Key::D1}), 310), ack(5));  // the resend
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D2}));
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{5, Key::D1}), 320), ack(5));  // a duplicate now
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 330), ack(6));
  h.tick(5000);
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D2}));
  EXPECT_FALSE(h.logged("never arrived"));
}

TEST(SerialOvertake, MissingEventThatNeverComesReleasesTheHeldOnesAfterTheTimeout) {
  Host h;
  const unsigned hold = SerialHostTiming{}.hold_missing_ms;
  EXPECT_GE(hold, 1000u);  // longer than three resends 300 ms apart
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{5, Key::D1}), 0), ack(5));
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1}));
  // 6 and 7 never arrive; 8 and 9 are held.
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{8, Key::D4}) + line::encode(line::KeyEvent{9, Key::D5}), 100),
            ack(8) + ack(9));
  h.tick(100 + hold - 1);
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1})) << "still waiting for 6 and 7";
  h.tick(100 + hold);
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D4, Key::D5}));
  EXPECT_TRUE(h.logged("2 event(s) never arrived before 8"));
  // The next event acts at once, and the held ones stay duplicates.
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{9, Key::D5}) + line::encode(line::KeyEvent{10, Key::D6}), 2000),
            ack(9) + ack(10));
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D4, Key::D5, Key::D6}));
}

TEST(SerialOvertake, DuplicateOfAHeldEventIsNotActedTwice) {
  Host h;
  EXPECT_EQ(h.receive(corrupted(line::KeyEvent{5, Key::D1}), 0), "");
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 10), ack(6));
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 20), ack(6));  // its ack was lost
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 30), ack(6));
  EXPECT_TRUE(h.keys.empty());
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{5, Key::D1}), 300), ack(5));
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{6, Key::D2}), 310), ack(6));
  h.tick(5000);
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D2}));
  EXPECT_TRUE(h.logged("dropped replayed event 6"));
}

TEST(SerialOvertake, RestartReleasesHeldEventsFirst) {
  Host h;
  EXPECT_EQ(h.receive(line::encode(line::KeyEvent{5, Key::D1}) + corrupted(line::KeyEvent{6, Key::D2}) +
                          line::encode(line::KeyEvent{7, Key::D3}),
                      0),
            ack(5) + ack(7));
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1}));
  // The device restarts before resending 6 (its RAM is gone): 7 acts, then the new keys.
  EXPECT_EQ(h.receive(line::encode(line::Identity{line::DeviceKind::Keypad, "t", 0}) +
                          line::encode(line::KeyEvent{0, Key::D9}),
                      50),
            ack(0));
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D3, Key::D9}));
  EXPECT_TRUE(h.logged("1 event(s) never arrived before 7"));
}

TEST(SerialOvertake, ReconnectGivesTheDeviceTimeToResend) {
  Host h;
  const unsigned hold = SerialHostTiming{}.hold_missing_ms;
  EXPECT_EQ(h.receive(corrupted(line::KeyEvent{5, Key::D1}) + line::encode(line::KeyEvent{6, Key::D2}), 0), ack(6));
  // Unplugged for longer than the hold: the device still has 5 and resends it after the replug.
  h.host.connected(10 * hold);
  h.tick(10 * hold + 10);
  EXPECT_TRUE(h.keys.empty());
  h.receive(line::encode(line::Identity{line::DeviceKind::Keypad, "t", 7}) + line::encode(line::KeyEvent{5, Key::D1}),
            10 * hold + 20);
  EXPECT_EQ(h.keys, (std::vector<Key>{Key::D1, Key::D2}));
}

}  // namespace
}  // namespace sh
