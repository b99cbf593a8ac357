#include "core/game_options.h"

#include <stdexcept>

namespace sh {

std::string option_or(const GameOptions& options, const std::string& key, const std::string& fallback) {
  auto it = options.find(key);
  return it == options.end() ? fallback : it->second;
}

int parse_int_option(const std::string& key, const std::string& text, int lo, int hi) {
  std::size_t used = 0;
  int v = 0;
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || v < lo || v > hi)
    throw std::invalid_argument(key + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                                ", not '" + text + "'");
  return v;
}

}  // namespace sh
