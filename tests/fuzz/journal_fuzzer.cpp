// libFuzzer target: the journal reader must never crash or hang on any bytes.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/journal.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    auto j = sh::parse_journal(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
    (void)j;
  } catch (const std::runtime_error&) {
  }
  return 0;
}
