// The 16 logical keys shared by every input device (PRODUCT.md, "The keypad").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sh {

enum class Key : std::uint8_t {
  D0, D1, D2, D3, D4, D5, D6, D7, D8, D9,
  Ok, Next, Prev, Repeat, Help, Back
};

inline bool is_digit(Key k) { return k <= Key::D9; }
inline int digit_of(Key k) { return static_cast<int>(k); }
inline Key digit_key(int d) { return static_cast<Key>(d); }

// "0".."9", "ok", "next", "prev", "repeat", "help", "back".
std::string_view key_name(Key k);
std::optional<Key> key_from_name(std::string_view name);

// A key as it entered the program: when (milliseconds on the source's clock) and from which
// device, so "repeat twice quickly" and per-device notices can be decided.
struct KeyPress {
  Key key;
  std::int64_t time_ms = 0;
};

}  // namespace sh
