#include "devices/frame_error.h"

#include <cstdio>

namespace sh {

std::string_view frame_error_kind_name(FrameErrorKind kind) {
  switch (kind) {
    case FrameErrorKind::Garbage: return "garbage";
    case FrameErrorKind::BadChecksum: return "bad_checksum";
    case FrameErrorKind::TooLong: return "too_long";
    case FrameErrorKind::BadFormat: return "bad_format";
    case FrameErrorKind::BadField: return "bad_field";
  }
  return "unknown";
}

std::string FrameError::log_line() const {
  return std::string(frame_error_kind_name(kind)) + ": " + detail;
}

std::string printable_bytes(std::string_view bytes, std::size_t max) {
  std::string out;
  std::size_t n = 0;
  for (char c : bytes) {
    if (n++ == max) {
      out += "...";
      break;
    }
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7F && u != '\\') {
      out += c;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(u));
      out += buf;
    }
  }
  return out;
}

}  // namespace sh
