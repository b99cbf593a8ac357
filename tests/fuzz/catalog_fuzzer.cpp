// libFuzzer target: a .po catalog (and its Plural-Forms expression) from any bytes.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "narration/catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    auto c = sh::Catalog::parse(std::string(reinterpret_cast<const char*>(data), size), "fuzz.po");
    for (const auto& [ctx, id] : c.keys())
      for (long n : {0L, 1L, 2L, 5L, 22L, 101L}) (void)c.get_plural(id, n, ctx);
  } catch (const std::runtime_error&) {
  }
  return 0;
}
