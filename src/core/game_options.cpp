#include "core/game_options.h"

#include <sstream>
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

std::vector<bool> parse_seat_list(const GameOptions& options, const std::string& key, int players, int first) {
  std::vector<bool> seats(static_cast<std::size_t>(players), false);
  const std::string text = option_or(options, key, "");
  if (text.empty() || text == "none") return seats;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    item.erase(0, item.find_first_not_of(' '));
    item.erase(item.find_last_not_of(' ') + 1);
    const int seat = parse_int_option("each seat in " + key, item, first, first + players - 1) - first;
    if (seats[static_cast<std::size_t>(seat)])
      throw std::invalid_argument(key + ": seat " + item + " is listed twice");
    seats[static_cast<std::size_t>(seat)] = true;
  }
  return seats;
}

Level parse_level(const GameOptions& options) {
  const std::string text = option_or(options, "level", "normal");
  if (text == "easy") return Level::Easy;
  if (text == "normal") return Level::Normal;
  if (text == "strong") return Level::Strong;
  throw std::invalid_argument("level must be easy, normal or strong, not '" + text + "'");
}

const char* level_name(Level level) {
  switch (level) {
    case Level::Easy: return "easy";
    case Level::Normal: return "normal";
    case Level::Strong: return "strong";
  }
  return "normal";
}

}  // namespace sh
