#include "games/quist/quist_options.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game_options.h"

namespace sh::quist {

Options parse_options(const GameOptions& o) {
  static const std::vector<std::string> known = {"mode", "games", "dealer", "seating", "computers",
                                                 "players", "level"};
  for (const auto& [k, v] : o)
    if (std::find(known.begin(), known.end(), k) == known.end())
      throw std::invalid_argument("unknown option for quist: " + k +
                                  " (known: mode, games, dealer, seating, computers, players, level)");
  Options c;
  parse_int_option("players", option_or(o, "players", "4"), kSeats, kSeats);
  parse_level(o);  // the computers' level, read by the controller; refused here when unknown

  const std::string mode = option_or(o, "mode", "dealer");
  if (mode == "dealer")
    c.mode = Mode::Dealer;
  else if (mode == "assistant")
    c.mode = Mode::Assistant;
  else
    throw std::invalid_argument("quist: mode must be dealer or assistant, not '" + mode + "'");

  c.games = parse_int_option("games", option_or(o, "games", "10"), 1, 99);
  c.dealer = parse_int_option("dealer", option_or(o, "dealer", "0"), 0, kSeats - 1);

  const std::string seating = option_or(o, "seating", "chosen");
  if (seating == "chosen")
    c.seating = Seating::Chosen;
  else if (seating == "cut")
    c.seating = Seating::Cut;
  else
    throw std::invalid_argument("quist: seating must be chosen or cut, not '" + seating + "'");

  // Quist numbers its computer seats from 0 (journals written so stay readable).
  const std::vector<bool> seats = parse_seat_list(o, "computers", kSeats, 0);
  std::copy(seats.begin(), seats.end(), c.computers.begin());
  const bool any_computer = std::find(c.computers.begin(), c.computers.end(), true) != c.computers.end();
  if (any_computer && c.mode == Mode::Assistant)
    throw std::invalid_argument(
        "quist: computer players need mode=dealer (in assistant mode nobody knows their cards)");
  return c;
}

}  // namespace sh::quist
