// libFuzzer target: the settings reader must never crash on any bytes.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "storage/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    auto s = sh::parse_settings(std::string(reinterpret_cast<const char*>(data), size));
    // What was accepted must survive a round trip.
    if (sh::parse_settings(sh::settings_to_json(s)) != s) __builtin_trap();
  } catch (const std::runtime_error&) {
  }
  return 0;
}
