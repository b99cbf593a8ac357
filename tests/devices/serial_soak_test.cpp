// Long randomized run of the serial line protocol (issue 21): a simulated keypad and the
// host state machine (SerialHostProtocol) joined by a byte-level wire, with unplugs at
// random moments (mid-frame, with acknowledgements lost, during identify), device
// restarts, malformed frames of every kind of hardware/PROTOCOL.md's table and
// duplicates. The keys acted on must equal the keys the host received, in press order,
// each once. Seeded and bounded; a smaller variant runs over a pty (serial_soak_pty_test).
#include <gtest/gtest.h>

#include <deque>
#include <random>

#include "devices/device_log.h"
#include "devices/serial_host_protocol.h"
#include "test_scale.h"

namespace sh {
namespace {

// One malformed frame of each kind of PROTOCOL.md's table; none of them may ever act.
std::vector<std::string> malformed_frames() {
  return {
      "noise\xff\x01",                                  // garbage (ends at the next '$')
      "\r\n\r\n",                                        // blank lines: ignored
      "$K,1,5*00\n",                                     // bad_checksum
      "$" + std::string(80, 'K') + "\n",                // too_long
      "$K,1,5\n",                                        // bad_format: no *HH
      "$K,1,5*ZZ\n",                                     // bad_format: HH not hex
      "$K,\x01,5*00\n",                                  // bad_format: control byte
      "$K,2,",                                           // bad_format: cut short by the next '$'
      line::encode_payload("K,300,5"),                   // bad_field: seq out of range
      line::encode_payload("K,3,banana"),                // bad_field: key name
      line::encode_payload("X,1"),                       // bad_field: unknown message
      line::encode_payload("C,4,99,1"),                  // bad_field: counter index
      line::encode_payload("I,toaster,1.0,0"),           // bad_field: device kind
      line::encode_payload("K,1"),                       // bad_field: field count
  };
}

// The wire from device to host: frames in order; the host reads it in random chunks and
// an unplug throws away what it has not read yet (possibly half a frame).
struct Segment {
  std::string bytes;
  int event_id = -1;  // a key event frame: which press
};

struct Sim {
  explicit Sim(std::uint32_t seed) : rng(seed), host("keypad", SerialHostTiming{1000, 5000}) {}

  std::mt19937 rng;
  SerialHostProtocol host;
  std::vector<int> acted;          // press ids the host acted on
  std::vector<Key> press_key;      // press id -> key
  std::vector<bool> delivered;     // press id -> a complete frame of it reached the host

  // Device state.
  struct Pending {
    std::uint8_t seq;
    int id;
  };
  std::uint8_t next_seq = 0;
  std::deque<Pending> pending;    // unacknowledged, oldest first (at most 8, like the firmware)
  std::optional<Pending> last_sent;  // for replays
  bool plugged = true;
  bool resend_due = false;        // reconnected: resend pending before any new event
  std::deque<Segment> wire;       // device -> host
  std::size_t wire_offset = 0;    // bytes of wire.front() the host has read
  std::string to_device;          // host -> device, not yet read by the device
  line::LineFramer device_framer;
  std::int64_t now = 0;
  int boot_identities_in_flight = 0;
  int events_since_restart = 0;
  int restart_after = 129;  // the next restart comes after this many events
  int restarts = 0;
  int mid_frame_unplugs = 0;
  int unplugs = 0;  // restart identities not yet read by the host

  int rand(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }

  void sink(InputItem item) {
    ASSERT_TRUE(item.press.has_value() || !item.notice.empty());
    if (!item.press) return;  // device.garbage notices
    ASSERT_FALSE(expected_id_queue.empty()) << "a key acted that the host never received";
    acted.push_back(expected_id_queue.front());
    ASSERT_EQ(press_key[static_cast<std::size_t>(acted.back())], item.press->key) << trace_tail();
    expected_id_queue.pop_front();
  }
  std::deque<int> expected_id_queue;  // presses delivered and not yet acted on, in order
  std::deque<std::string> trace;      // the last steps, for a failure message
  void note(std::string s) {
    trace.push_back(std::move(s));
    if (trace.size() > 40) trace.pop_front();
  }
  std::string trace_tail() const {
    std::string out;
    for (auto& t : trace) out += "\n  " + t;
    return out;
  }

  void transmit(const Pending& p) {
    note("send K" + std::to_string(p.seq) + " id" + std::to_string(p.id));
    wire.push_back({line::encode(line::KeyEvent{p.seq, press_key[static_cast<std::size_t>(p.id)]}), p.id});
    last_sent = p;
  }

  void press() {
    const int id = static_cast<int>(press_key.size());
    press_key.push_back(static_cast<Key>(rand(16)));
    delivered.push_back(false);
    if (pending.size() == 8) pending.pop_front();  // the oldest gives way, like the firmware
    pending.push_back({next_seq++, id});
    ++events_since_restart;
    if (plugged && !resend_due) transmit(pending.back());
  }

  // The device reads what the host sent: identify requests and acknowledgements.
  void device_reads() {
    if (!plugged || to_device.empty()) return;
    const std::size_t n = 1 + static_cast<std::size_t>(rand(static_cast<int>(to_device.size())));
    const std::string chunk = to_device.substr(0, n);
    to_device.erase(0, n);
    for (auto& r : device_framer.feed(chunk)) {
      if (auto* e = std::get_if<FrameError>(&r)) {
        // Only the tail of a frame the device was reading when it restarted.
        ASSERT_EQ(e->kind, FrameErrorKind::Garbage) << "the host sent " << e->log_line();
        continue;
      }
      auto* m = std::get_if<line::Message>(&r);
      if (std::holds_alternative<line::IdentifyRequest>(*m)) {
        note("device answers Q: next " + std::to_string(next_seq));
        wire.push_back({line::encode(line::Identity{line::DeviceKind::Keypad, "soak", next_seq}), -1});
        if (resend_due) {
          for (auto& p : pending) transmit(p);
          resend_due = false;
        }
      } else if (auto* a = std::get_if<line::Ack>(m)) {
        if (rand(10) == 0) continue;  // the acknowledgement was lost on the line
        note("device got A" + std::to_string(a->seq));
        std::erase_if(pending, [&](const Pending& p) { return p.seq == a->seq; });
      }
    }
  }

  // The host reads a random chunk of the wire.
  void host_reads() {
    if (!plugged || wire.empty()) return;
    std::string chunk;
    std::vector<int> completed;
    int budget = 1 + rand(120);
    while (budget > 0 && !wire.empty()) {
      auto& seg = wire.front();
      const auto take = std::min<std::size_t>(static_cast<std::size_t>(budget), seg.bytes.size() - wire_offset);
      chunk += seg.bytes.substr(wire_offset, take);
      wire_offset += take;
      budget -= static_cast<int>(take);
      if (wire_offset == seg.bytes.size()) {
        if (seg.event_id >= 0) completed.push_back(seg.event_id);
        if (seg.event_id == -2) --boot_identities_in_flight;
        wire.pop_front();
        wire_offset = 0;
      }
    }
    // Frames complete in this chunk reach the host in wire order: the oracle learns which
    // presses were received (first time only), then the host handles the bytes.
    note("host reads " + printable_bytes(chunk, 200));
    for (int id : completed) {
      if (!delivered[static_cast<std::size_t>(id)]) {
        delivered[static_cast<std::size_t>(id)] = true;
        expected_id_queue.push_back(id);
      }
    }
    to_device += host.received(chunk, now, [this](InputItem i) { sink(std::move(i)); });
  }

  void unplug() {
    note("unplug");
    ++unplugs;
    if (wire_offset > 0) ++mid_frame_unplugs;
    plugged = false;
    wire.clear();  // whatever the host had not read is gone, maybe half a frame
    wire_offset = 0;
    to_device.clear();  // acknowledgements in flight are lost
    device_framer = line::LineFramer{};
  }

  void replug() {
    note("replug");
    plugged = true;
    resend_due = !pending.empty();
    to_device += host.connected(now);
  }

  void restart() {
    note("restart");
    ++restarts;
    events_since_restart = 0;
    const int edges[] = {127, 128, 129, 255, 256, 257, 383, 384, 385};
    restart_after = rand(2) == 0 ? edges[rand(9)] : 1 + rand(600);
    // RAM is lost: unacknowledged presses the host never received are lost in the device.
    pending.clear();
    last_sent.reset();
    next_seq = 0;
    resend_due = false;
    device_framer = line::LineFramer{};
    wire.push_back({line::encode(line::Identity{line::DeviceKind::Keypad, "soak", 0}), -2});
    ++boot_identities_in_flight;
  }

  void step() {
    now += 1 + rand(40);
    const int r = rand(1000);
    if (r < 300) {
      press();
    } else if (r < 550) {
      host_reads();
    } else if (r < 750) {
      device_reads();
    } else if (r < 800 && plugged) {
      to_device += host.tick(now);
    } else if (r < 850 && plugged) {
      wire.push_back({malformed_frames()[static_cast<std::size_t>(rand(14))], -1});
    } else if (r < 880 && plugged && last_sent && !resend_due) {
      transmit(*last_sent);  // a duplicate of the last event sent
    } else if (r < 900 && plugged && !pending.empty() && !resend_due) {
      for (auto& p : pending) transmit(p);  // resend timer: every unacknowledged one, in order
    } else if (r < 915 && plugged && boot_identities_in_flight == 0) {
      unplug();  // at any moment: mid-frame, acks in flight, identify unanswered
    } else if (r < 935 && !plugged) {
      replug();
    } else if (plugged && events_since_restart >= restart_after && rand(8) == 0) {
      restart();  // after a chosen number of events, 127, 128, 129, 255, 256 among them
    } else if (r < 937 && plugged) {
      restart();  // at any moment
    }
  }

  // Lets everything in flight arrive.
  void drain() {
    if (!plugged) replug();
    for (int i = 0; i < 2000 && (!wire.empty() || !to_device.empty() || !pending.empty()); ++i) {
      now += 20;
      host_reads();
      device_reads();
      if (i % 50 == 49 && !pending.empty() && wire.empty()) {
        for (auto& p : pending) transmit(p);
        resend_due = false;
      }
    }
  }
};

void run_soak(std::uint32_t seed, int steps) {
  auto old = set_device_log_sink([](std::string_view) {});
  Sim sim(seed);
  for (int i = 0; i < steps && !::testing::Test::HasFatalFailure(); ++i) sim.step();
  sim.drain();
  set_device_log_sink(old);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  EXPECT_TRUE(sim.expected_id_queue.empty()) << sim.expected_id_queue.size() << " received key(s) never acted on";
  EXPECT_TRUE(sim.pending.empty()) << "the device still waits for acknowledgements";
  // Every press the host received acted once, in press order.
  std::vector<int> want;
  for (std::size_t id = 0; id < sim.delivered.size(); ++id)
    if (sim.delivered[id]) want.push_back(static_cast<int>(id));
  EXPECT_EQ(sim.acted, want) << "seed " << seed;
  EXPECT_GT(sim.acted.size(), static_cast<std::size_t>(steps / 10));
  EXPECT_GT(sim.restarts, 10);
  EXPECT_GT(sim.unplugs, 100);
  EXPECT_GT(sim.mid_frame_unplugs, 10);
}

TEST(SerialSoak, RandomUnplugsRestartsMalformedFramesAndDuplicatesActEveryKeyOnceInOrder) {
  const int seeds = test::scaled(40, 8);  // 40 runs of 20000 steps; 5 under the sanitizers
  for (std::uint32_t seed = 1; seed <= static_cast<std::uint32_t>(seeds); ++seed) {
    run_soak(seed, 20000);
    if (HasFailure()) break;
  }
}

}  // namespace
}  // namespace sh
