#include "games/quist/quist_options.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace sh::quist {

namespace {

std::string option(const GameOptions& o, const std::string& key, const std::string& fallback) {
  auto it = o.find(key);
  return it == o.end() ? fallback : it->second;
}

int parse_int(const std::string& key, const std::string& text, int lo, int hi) {
  std::size_t used = 0;
  int v = 0;
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (text.empty() || used != text.size() || v < lo || v > hi)
    throw std::invalid_argument("quist: " + key + " must be a number from " + std::to_string(lo) +
                                " to " + std::to_string(hi) + ", not '" + text + "'");
  return v;
}

std::array<bool, kSeats> parse_computers(const std::string& text) {
  std::array<bool, kSeats> computers{};
  if (text.empty() || text == "none") return computers;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    int player = parse_int("each computer player", item, 0, kSeats - 1);
    if (computers[static_cast<std::size_t>(player)])
      throw std::invalid_argument("quist: computer player " + item + " is listed twice");
    computers[static_cast<std::size_t>(player)] = true;
  }
  return computers;
}

}  // namespace

Options parse_options(const GameOptions& o) {
  static const std::vector<std::string> known = {"mode", "games", "dealer", "seating", "computers",
                                                 "players"};
  for (const auto& [k, v] : o)
    if (std::find(known.begin(), known.end(), k) == known.end())
      throw std::invalid_argument("unknown option for quist: " + k +
                                  " (known: mode, games, dealer, seating, computers, players)");
  Options c;
  parse_int("players", option(o, "players", "4"), kSeats, kSeats);

  const std::string mode = option(o, "mode", "dealer");
  if (mode == "dealer")
    c.mode = Mode::Dealer;
  else if (mode == "assistant")
    c.mode = Mode::Assistant;
  else
    throw std::invalid_argument("quist: mode must be dealer or assistant, not '" + mode + "'");

  c.games = parse_int("games", option(o, "games", "10"), 1, 99);
  c.dealer = parse_int("dealer", option(o, "dealer", "0"), 0, kSeats - 1);

  const std::string seating = option(o, "seating", "chosen");
  if (seating == "chosen")
    c.seating = Seating::Chosen;
  else if (seating == "cut")
    c.seating = Seating::Cut;
  else
    throw std::invalid_argument("quist: seating must be chosen or cut, not '" + seating + "'");

  c.computers = parse_computers(option(o, "computers", "none"));
  const bool any_computer = std::find(c.computers.begin(), c.computers.end(), true) != c.computers.end();
  if (any_computer && c.mode == Mode::Assistant)
    throw std::invalid_argument(
        "quist: computer players need mode=dealer (in assistant mode nobody knows their cards)");
  return c;
}

}  // namespace sh::quist
