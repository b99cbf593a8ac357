// libFuzzer target for the line-protocol framer (built by cmake/devices.cmake with clang).
// Feeds the input in chunks whose sizes come from the input itself, checks the buffer
// bound and that every decoded message re-encodes to a frame that decodes to itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "devices/line_protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sh::line;
  LineFramer f;
  std::size_t pos = 0;
  while (pos < size) {
    const std::size_t chunk = 1 + data[pos] % 17;
    const std::size_t n = chunk < size - pos ? chunk : size - pos;
    for (auto& r : f.feed(std::span(data + pos, n))) {
      if (f.buffered() > kMaxFrame) std::abort();
      if (auto* m = std::get_if<Message>(&r)) {
        LineFramer again;
        auto back = again.feed(encode(*m));
        if (back.size() != 1 || !std::holds_alternative<Message>(back[0]) ||
            !(std::get<Message>(back[0]) == *m))
          std::abort();
      } else if (std::get<sh::FrameError>(r).log_line().empty()) {
        std::abort();
      }
    }
    pos += n;
  }
  return 0;
}
