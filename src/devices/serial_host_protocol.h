// The host side of the serial line protocol (hardware/PROTOCOL.md) as a state machine
// without I/O: bytes from the device and the clock go in; keys, counter readings and
// notices for the program, bytes to send back (identify requests, acknowledgements) and
// device log lines come out. SerialKeySource runs it on a port; tests run it on
// simulated byte streams. Events act in sequence order: one that arrives with a gap
// before it (a resend of an earlier one may still come) is acknowledged and held until
// the gap is filled or can no longer be (hold_missing_ms).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "devices/event_sequence.h"
#include "devices/line_protocol.h"
#include "input/key_source.h"

namespace sh {

struct SerialHostTiming {
  unsigned identify_retry_ms = 1000;        // resend "Q" while no identity has come
  unsigned garbage_notice_every_ms = 5000;  // at most one "device.garbage" per interval
  // How long an event waits for missing earlier ones: a little longer than the firmware's
  // resends (three, 300 ms apart) after the arrival of a later one.
  unsigned hold_missing_ms = 1200;
};

class SerialHostProtocol {
 public:
  using Sink = std::function<void(InputItem)>;

  // `name` is what notices and log lines say.
  explicit SerialHostProtocol(std::string name, SerialHostTiming timing = {});

  // A port was (re)opened: a frame cut by the unplug is dropped; returns the bytes to send
  // (an identify request). The sequence window and held events are kept (only an identity
  // resets them); held events wait hold_missing_ms again for the device's resends.
  std::string connected(std::int64_t now_ms);
  // Bytes from the device, any chunking: every frame in order; returns what to send back.
  std::string received(std::string_view bytes, std::int64_t now_ms, const Sink& sink);
  // Between reads: repeats the identify request (at most five in all) until answered, and
  // acts on held events whose missing predecessors can no longer come.
  std::string tick(std::int64_t now_ms, const Sink& sink);

  // The identity the device last reported, if any.
  const std::optional<line::Identity>& identity() const { return identity_; }
  const EventSequence& sequence() const { return sequence_; }

 private:
  struct Held {
    std::uint8_t seq;
    InputItem item;
    std::int64_t since_ms;  // arrival, or the last reconnect
  };

  void on_error(const FrameError& e, std::int64_t now_ms, const Sink& sink);
  InputItem notice(const char* id) const;
  // A fresh event: acts now, is held, or (its gap given up already) acts late.
  void on_fresh(std::uint8_t seq, bool ahead_of_last, InputItem item, std::int64_t now_ms, const Sink& sink);
  // Acts on held events that follow without a gap.
  void release_ready(const Sink& sink);
  // The gap before the first held event is lost: logs it, acts from there on.
  void give_up_first_gap(const Sink& sink);
  void expire_holds(std::int64_t now_ms, const Sink& sink);

  std::string name_;
  SerialHostTiming timing_;
  line::LineFramer framer_;
  EventSequence sequence_;
  std::optional<std::uint8_t> next_to_act_;  // none before the first event, after a restart
  std::vector<Held> held_;                   // in sequence order after next_to_act_
  std::optional<line::Identity> identity_;
  bool identified_this_connection_ = false;
  int identify_tries_ = 0;
  std::int64_t last_identify_ms_ = 0;
  std::int64_t last_garbage_notice_ms_ = -1;
  int suppressed_errors_ = 0;
};

}  // namespace sh
