// The RDM6300 125 kHz card reader frame (hardware/RDM6300.md) as a pure streaming framer:
// 0x02, 10 ASCII hex digits (2 version + 8 tag), 2 ASCII hex XOR checksum of the 5 data
// bytes, 0x03. Any chunking in, tag reads and FrameErrors out; no I/O here.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "devices/frame_error.h"

namespace sh::rdm6300 {

inline constexpr std::size_t kFrameSize = 14;
inline constexpr std::uint8_t kStx = 0x02;
inline constexpr std::uint8_t kEtx = 0x03;

struct TagRead {
  std::uint8_t version = 0;
  std::uint32_t tag = 0;
  // The 10 data hex digits, upper case: the id printed in logs and stored in cards.json.
  std::string id() const;
  bool operator==(const TagRead&) const = default;
};

using Result = std::variant<TagRead, FrameError>;

// A complete frame for (version, tag), as a reader would send it.
std::string encode(const TagRead& t);

class Framer {
 public:
  std::vector<Result> feed(std::span<const std::uint8_t> bytes);
  std::vector<Result> feed(std::string_view bytes) {
    return feed(std::span(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
  }
  std::size_t buffered() const { return buf_.size(); }

 private:
  void finish_frame(std::vector<Result>& out);
  void flush_garbage(std::vector<Result>& out);

  bool in_frame_ = false;
  bool skipping_ = false;  // after an over-long frame: drop bytes up to its ETX
  std::string buf_;  // bytes after STX, at most 13
  std::string garbage_;
  std::size_t garbage_count_ = 0;
};

}  // namespace sh::rdm6300
