// libFuzzer target: the scripted key reader on any bytes: every token is a key or a notice.
#include <cstdint>
#include <sstream>
#include <string>

#include "input/stdin_keys.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  sh::StreamKeys keys(in);
  std::size_t items = 0;
  keys.run([&items](sh::InputItem item) {
    if (!item.press && item.notice.empty()) __builtin_trap();
    ++items;
  });
  if (items > size) __builtin_trap();
  return 0;
}
