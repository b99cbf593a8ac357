// libFuzzer target for the RDM6300 framer (built by cmake/devices.cmake with clang).
// Chunked feeding, the one-frame buffer bound, and encode(decode(frame)) round trips.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "devices/rdm6300.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sh::rdm6300;
  Framer f;
  std::size_t pos = 0;
  while (pos < size) {
    const std::size_t chunk = 1 + data[pos] % 19;
    const std::size_t n = chunk < size - pos ? chunk : size - pos;
    for (auto& r : f.feed(std::span(data + pos, n))) {
      if (f.buffered() > kFrameSize) std::abort();
      if (auto* t = std::get_if<TagRead>(&r)) {
        Framer again;
        auto back = again.feed(encode(*t));
        if (back.size() != 1 || !std::holds_alternative<TagRead>(back[0]) ||
            !(std::get<TagRead>(back[0]) == *t))
          std::abort();
      }
    }
    pos += n;
  }
  return 0;
}
