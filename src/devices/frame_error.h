// A malformed frame reported by a device framer: what was wrong and one log line about it.
// Framers never throw and never print; they hand these back next to the good frames.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sh {

enum class FrameErrorKind : std::uint8_t {
  Garbage,      // bytes outside any frame (noise, wrong speed, a foreign device)
  BadChecksum,  // a complete frame whose checksum does not match
  TooLong,      // no end of frame within the protocol's maximum length
  BadFormat,    // broken framing: missing '*', truncated by a new start byte, control byte
  BadField,     // framing fine, but a field is unknown or out of range
};

std::string_view frame_error_kind_name(FrameErrorKind kind);

struct FrameError {
  FrameErrorKind kind;
  std::string detail;  // short, printable (non-printable bytes escaped)

  // One line for the device log, e.g. "bad_checksum: '$K,1,5*00' (expected 4C)".
  std::string log_line() const;
};

// Renders bytes printable for log lines: \xNN for control bytes, cut after `max` bytes.
std::string printable_bytes(std::string_view bytes, std::size_t max = 40);

}  // namespace sh
