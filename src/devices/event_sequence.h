// Drops replayed device events: every key/counter frame carries a sequence number
// 0..255 (wrapping); a frame seen again after a reconnect must not press a key twice.
// One window rule serves both the frames and the identities (hardware/PROTOCOL.md):
// a number is new when it lies 1..127 steps after the last (highest) accepted one, or
// up to 127 steps behind it and not accepted yet (a resend that a later event overtook).
#pragma once

#include <bitset>
#include <cstdint>
#include <optional>

namespace sh {

class EventSequence {
 public:
  enum class Verdict : std::uint8_t { Fresh, Duplicate };

  // The window rule: true when `seq` lies 1..127 steps after `last` (mod 256).
  static bool in_window(std::uint8_t last, std::uint8_t seq);
  // How many steps `to` lies after `from` (mod 256), 0..255.
  static int ahead(std::uint8_t from, std::uint8_t to);
  // Whether `seq` lies ahead of the last accepted one (always, before the first event).
  bool is_ahead(std::uint8_t seq) const { return !last_ || in_window(*last_, seq); }
  // Whether accept(seq) would call it Fresh.
  bool is_new(std::uint8_t seq) const;

  // Fresh when is_new(seq), and remembers it; Duplicate when it was accepted already
  // (or lies 128 steps behind the last one).
  Verdict accept(std::uint8_t seq);
  // The device said its next event will carry `next_seq`. A device that goes on where it
  // was announces a number ahead of the last accepted one (its unacknowledged events lie
  // before next_seq). Any other number means it restarted (or lost count): the window is
  // forgotten and starts again just before next_seq, with nothing accepted (as after the
  // first identity). Returns true then.
  bool on_identity(std::uint8_t next_seq);
  std::optional<std::uint8_t> last() const { return last_; }

 private:
  std::optional<std::uint8_t> last_;
  std::bitset<128> accepted_;  // bit i: last_ - i was accepted
};

}  // namespace sh
