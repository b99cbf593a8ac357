// libFuzzer target: the settings reader must never crash on any bytes; every value it keeps
// is a valid one (a round trip keeps it all and drops nothing).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "storage/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    auto s = sh::parse_settings(std::string(reinterpret_cast<const char*>(data), size));
    // What was accepted must survive a round trip, and none of it is dropped then.
    std::vector<std::string> dropped;
    if (sh::parse_settings(sh::settings_to_json(s), &dropped) != s || !dropped.empty()) __builtin_trap();
  } catch (const std::runtime_error&) {
  }
  return 0;
}
