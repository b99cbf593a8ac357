#include "devices/rdm6300.h"

#include <cstdio>

namespace sh::rdm6300 {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string framed(std::string_view body) {
  std::string s(1, static_cast<char>(kStx));
  s += body;
  return printable_bytes(s);
}

}  // namespace

std::string TagRead::id() const {
  char buf[12];
  std::snprintf(buf, sizeof buf, "%02X%08X", static_cast<unsigned>(version),
                static_cast<unsigned>(tag));
  return buf;
}

std::string encode(const TagRead& t) {
  const std::string data = t.id();
  std::uint8_t sum = 0;
  for (std::size_t i = 0; i < 10; i += 2)
    sum = static_cast<std::uint8_t>(sum ^ (hex_value(data[i]) * 16 + hex_value(data[i + 1])));
  char tail[4];
  std::snprintf(tail, sizeof tail, "%02X", static_cast<unsigned>(sum));
  std::string out(1, static_cast<char>(kStx));
  out += data;
  out += tail;
  out += static_cast<char>(kEtx);
  return out;
}

void Framer::flush_garbage(std::vector<Result>& out) {
  if (garbage_count_ == 0) return;
  out.emplace_back(FrameError{FrameErrorKind::Garbage, std::to_string(garbage_count_) +
                                                           " byte(s) '" +
                                                           printable_bytes(garbage_, 16) + "'"});
  garbage_.clear();
  garbage_count_ = 0;
}

void Framer::finish_frame(std::vector<Result>& out) {
  // buf_ holds 12 hex digits; the ETX has just arrived.
  std::uint8_t bytes[6];
  for (std::size_t i = 0; i < 6; ++i) {
    const int hi = hex_value(buf_[2 * i]);
    const int lo = hex_value(buf_[2 * i + 1]);
    if (hi < 0 || lo < 0) {
      out.emplace_back(FrameError{FrameErrorKind::BadField, "'" + framed(buf_) + "' (not hex)"});
      return;
    }
    bytes[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  const auto sum = static_cast<std::uint8_t>(bytes[0] ^ bytes[1] ^ bytes[2] ^ bytes[3] ^ bytes[4]);
  if (sum != bytes[5]) {
    char want[4];
    std::snprintf(want, sizeof want, "%02X", static_cast<unsigned>(sum));
    out.emplace_back(FrameError{FrameErrorKind::BadChecksum,
                                "'" + framed(buf_) + "' (expected " + want + ")"});
    return;
  }
  TagRead t;
  t.version = bytes[0];
  t.tag = (std::uint32_t{bytes[1]} << 24) | (std::uint32_t{bytes[2]} << 16) |
          (std::uint32_t{bytes[3]} << 8) | std::uint32_t{bytes[4]};
  out.emplace_back(t);
}

std::vector<Result> Framer::feed(std::span<const std::uint8_t> bytes) {
  std::vector<Result> out;
  for (std::uint8_t b : bytes) {
    const char c = static_cast<char>(b);
    if (b == kStx) {
      flush_garbage(out);
      if (in_frame_)
        out.emplace_back(
            FrameError{FrameErrorKind::BadFormat, "'" + framed(buf_) + "' (cut short by a new STX)"});
      in_frame_ = true;
      skipping_ = false;
      buf_.clear();
      continue;
    }
    if (skipping_) {
      if (b == kEtx) skipping_ = false;
      continue;
    }
    if (!in_frame_) {
      // Some reader clones add CR/LF after ETX: not garbage.
      if (b != '\r' && b != '\n') {
        if (garbage_.size() < 16) garbage_ += c;
        ++garbage_count_;
      }
      continue;
    }
    if (b == kEtx) {
      if (buf_.size() == kFrameSize - 2) finish_frame(out);
      else
        out.emplace_back(FrameError{FrameErrorKind::BadFormat,
                                    "'" + framed(buf_) + "' (" + std::to_string(buf_.size()) +
                                        " digits, want 12)"});
      in_frame_ = false;
      buf_.clear();
      continue;
    }
    if (buf_.size() == kFrameSize - 2) {
      out.emplace_back(FrameError{FrameErrorKind::TooLong,
                                  "'" + framed(buf_ + c) + "' (no ETX after 12 digits)"});
      in_frame_ = false;
      skipping_ = true;
      buf_.clear();
      continue;
    }
    buf_ += c;
  }
  flush_garbage(out);
  return out;
}

}  // namespace sh::rdm6300
