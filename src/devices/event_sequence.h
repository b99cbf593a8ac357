// Drops replayed device events: every key/counter frame carries a sequence number
// 0..255 (wrapping); a frame seen again after a reconnect must not press a key twice.
#pragma once

#include <cstdint>
#include <optional>

namespace sh {

class EventSequence {
 public:
  enum class Verdict : std::uint8_t { Fresh, Duplicate };

  // Fresh when seq is 1..127 steps ahead of the last accepted one (or the first ever seen);
  // Duplicate when it equals the last one or lies up to 128 steps behind.
  Verdict accept(std::uint8_t seq);
  // The device said its next event will carry `next_seq`. If that is behind what we
  // accepted (the device restarted), start over so its new events are not dropped.
  void on_identity(std::uint8_t next_seq);
  // How many events were skipped by the last Fresh verdict (a gap means lost frames).
  int last_gap() const { return gap_; }
  std::optional<std::uint8_t> last() const { return last_; }

 private:
  std::optional<std::uint8_t> last_;
  int gap_ = 0;
};

}  // namespace sh
