// libFuzzer target: the settings reader must never crash on any bytes; every value it keeps
// is a valid one (what it kept survives a round trip through the strict parser).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "storage/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    std::vector<std::string> dropped;
    auto s = sh::parse_settings_keeping(std::string(reinterpret_cast<const char*>(data), size), dropped);
    try {
      if (sh::parse_settings(sh::settings_to_json(s)) != s) __builtin_trap();
    } catch (const std::runtime_error&) {
      __builtin_trap();  // a kept value the strict parser refuses
    }
  } catch (const std::runtime_error&) {
  }
  return 0;
}
