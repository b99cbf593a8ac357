// The Spoluhráč serial line protocol (hardware/PROTOCOL.md) as pure functions over bytes:
// "$PAYLOAD*HH\n" frames, HH = XOR of the payload bytes. LineFramer takes arbitrary chunks
// and returns decoded messages and FrameErrors; encode() builds frames. No I/O here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "devices/frame_error.h"
#include "input/key.h"

namespace sh::line {

inline constexpr std::size_t kMaxPayload = 60;           // bytes between '$' and '*'
inline constexpr std::size_t kMaxFrame = kMaxPayload + 6;  // '$' + payload + "*HH" + "\r\n"

enum class DeviceKind : std::uint8_t { Keypad, Counting };
std::string_view device_kind_name(DeviceKind kind);

// Host -> device: "Q" (who are you?) and "A,<seq>" (event received).
struct IdentifyRequest {
  bool operator==(const IdentifyRequest&) const = default;
};
struct Ack {
  std::uint8_t seq = 0;
  bool operator==(const Ack&) const = default;
};
// Device -> host: "I,<kind>,<version>,<next_seq>", "K,<seq>,<key>", "C,<seq>,<index>,<value>".
struct Identity {
  DeviceKind kind = DeviceKind::Keypad;
  std::string version;
  std::uint8_t next_seq = 0;
  bool operator==(const Identity&) const = default;
};
struct KeyEvent {
  std::uint8_t seq = 0;
  Key key = Key::D0;
  bool operator==(const KeyEvent&) const = default;
};
struct CounterEvent {
  std::uint8_t seq = 0;
  int index = 0;   // 0..31
  int value = 0;   // -32768..32767
  bool operator==(const CounterEvent&) const = default;
};

using Message = std::variant<IdentifyRequest, Ack, Identity, KeyEvent, CounterEvent>;
using Result = std::variant<Message, FrameError>;

std::uint8_t checksum(std::string_view payload);
// "$" + payload + "*" + two upper-case hex digits + "\n".
std::string encode_payload(std::string_view payload);
std::string payload_of(const Message& m);
inline std::string encode(const Message& m) { return encode_payload(payload_of(m)); }

// Parses a checked payload ("K,7,ok") into a message, or a BadField error.
std::variant<Message, FrameError> parse_payload(std::string_view payload);

// Streaming framer: feed() any chunk; complete frames and errors come back in order.
// Holds at most kMaxFrame bytes; after garbage or a broken frame it resynchronises on '$'.
class LineFramer {
 public:
  std::vector<Result> feed(std::span<const std::uint8_t> bytes);
  std::vector<Result> feed(std::string_view bytes) {
    return feed(std::span(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
  }
  std::size_t buffered() const { return buf_.size(); }

 private:
  enum class State : std::uint8_t { Idle, InFrame, Skipping };
  void finish_frame(std::vector<Result>& out);
  void flush_garbage(std::vector<Result>& out);

  State state_ = State::Idle;
  std::string buf_;       // the frame being collected, starting with '$'
  std::string garbage_;   // first bytes of the current garbage run (for the log line)
  std::size_t garbage_count_ = 0;
};

}  // namespace sh::line
