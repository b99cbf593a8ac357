// The host side of the serial line protocol (hardware/PROTOCOL.md) as a state machine
// without I/O: bytes from the device and the clock go in; keys, counter readings and
// notices for the program, bytes to send back (identify requests, acknowledgements) and
// device log lines come out. SerialKeySource runs it on a port; tests run it on
// simulated byte streams. Frames are handled strictly in the order they arrive.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "devices/event_sequence.h"
#include "devices/line_protocol.h"
#include "input/key_source.h"

namespace sh {

struct SerialHostTiming {
  unsigned identify_retry_ms = 1000;        // resend "Q" while no identity has come
  unsigned garbage_notice_every_ms = 5000;  // at most one "device.garbage" per interval
};

class SerialHostProtocol {
 public:
  using Sink = std::function<void(InputItem)>;

  // `name` is what notices and log lines say.
  explicit SerialHostProtocol(std::string name, SerialHostTiming timing = {});

  // A port was (re)opened: a frame cut by the unplug is dropped; returns the bytes to send
  // (an identify request). The sequence window is kept: only an identity resets it.
  std::string connected(std::int64_t now_ms);
  // Bytes from the device, any chunking: every frame in order; returns what to send back.
  std::string received(std::string_view bytes, std::int64_t now_ms, const Sink& sink);
  // Between reads: repeats the identify request (at most five in all) until answered.
  std::string tick(std::int64_t now_ms);

  // The identity the device last reported, if any.
  const std::optional<line::Identity>& identity() const { return identity_; }
  const EventSequence& sequence() const { return sequence_; }

 private:
  void on_error(const FrameError& e, std::int64_t now_ms, const Sink& sink);
  InputItem notice(const char* id) const;

  std::string name_;
  SerialHostTiming timing_;
  line::LineFramer framer_;
  EventSequence sequence_;
  std::optional<line::Identity> identity_;
  bool identified_this_connection_ = false;
  int identify_tries_ = 0;
  std::int64_t last_identify_ms_ = 0;
  std::int64_t last_garbage_notice_ms_ = -1;
  int suppressed_errors_ = 0;
};

}  // namespace sh
