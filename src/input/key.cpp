#include "input/key.h"

#include <array>

namespace sh {

namespace {
constexpr std::array<std::string_view, 16> kNames = {
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "ok", "next", "prev", "repeat", "help", "back"};
}

std::string_view key_name(Key k) { return kNames[static_cast<std::size_t>(k)]; }

std::optional<Key> key_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<Key>(i);
  return std::nullopt;
}

}  // namespace sh
