// Drops replayed device events: every key/counter frame carries a sequence number
// 0..255 (wrapping); a frame seen again after a reconnect must not press a key twice.
// One window rule serves both the frames and the identities (hardware/PROTOCOL.md):
// a number is new when it lies 1..127 steps after the last accepted one.
#pragma once

#include <cstdint>
#include <optional>

namespace sh {

class EventSequence {
 public:
  enum class Verdict : std::uint8_t { Fresh, Duplicate };

  // The window rule: true when `seq` lies 1..127 steps after `last` (mod 256).
  static bool in_window(std::uint8_t last, std::uint8_t seq);
  // Whether accept(seq) would call it Fresh (always, before the first event).
  bool is_new(std::uint8_t seq) const { return !last_ || in_window(*last_, seq); }

  // Fresh when is_new(seq); Duplicate when it equals the last one or lies up to 128
  // steps behind.
  Verdict accept(std::uint8_t seq);
  // The device said its next event will carry `next_seq`. A device that goes on where it
  // was announces a number that is_new() (its unacknowledged events lie between the last
  // accepted one and next_seq). Any other number means it restarted (or lost count): the
  // window is forgotten, so its next event is new whatever its number. Returns true then.
  bool on_identity(std::uint8_t next_seq);
  // How many events were skipped by the last Fresh verdict (a gap means lost frames).
  int last_gap() const { return gap_; }
  std::optional<std::uint8_t> last() const { return last_; }

 private:
  std::optional<std::uint8_t> last_;
  int gap_ = 0;
};

}  // namespace sh
