#include "games/quist/quist_options.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game_options.h"

namespace sh::quist {

bool legacy_seat_numbers(const GameOptions& o) {
  for (const char* key : {"dealer", "computers"}) {
    std::stringstream in(option_or(o, key, ""));
    std::string item;
    while (std::getline(in, item, ',')) {
      item.erase(0, item.find_first_not_of(' '));
      item.erase(item.find_last_not_of(' ') + 1);
      if (item == "0") return true;
    }
  }
  return false;
}

void upgrade_journal_options(GameOptions& o, int journal_version) {
  if (journal_version >= 2) return;
  for (const char* key : {"dealer", "computers"}) {
    auto it = o.find(key);
    if (it == o.end()) continue;
    std::stringstream in(it->second);
    std::string item, renumbered;
    while (std::getline(in, item, ',')) {
      item.erase(0, item.find_first_not_of(' '));
      item.erase(item.find_last_not_of(' ') + 1);
      const bool seat = !item.empty() && item.size() < 3 && item.find_first_not_of("0123456789") == std::string::npos;
      renumbered += (renumbered.empty() ? "" : ",") + (seat ? std::to_string(std::stoi(item) + 1) : item);
    }
    it->second = renumbered;
  }
}

Options parse_options(const GameOptions& o) {
  static const std::vector<std::string> known = {"mode", "games", "dealer", "seating", "computers",
                                                 "players", "level", "phones"};
  for (const auto& [k, v] : o)
    if (std::find(known.begin(), known.end(), k) == known.end())
      throw std::invalid_argument("unknown option for quist: " + k +
                                  " (known: mode, games, dealer, seating, computers, players, level, phones)");
  Options c;
  parse_int_option("players", option_or(o, "players", "4"), kSeats, kSeats);
  parse_level(o);  // the computers' level, read by the controller; refused here when unknown
  // The seats held on phones' pages (play/seat_pages.h), read by the program shell.
  parse_seat_list(o, "phones", kSeats);

  const std::string mode = option_or(o, "mode", "dealer");
  if (mode == "dealer")
    c.mode = Mode::Dealer;
  else if (mode == "assistant")
    c.mode = Mode::Assistant;
  else
    throw std::invalid_argument("quist: mode must be dealer or assistant, not '" + mode + "'");

  c.games = parse_int_option("games", option_or(o, "games", "10"), 1, 99);
  // Seats are numbered from 1, as in every game; a seat 0 can only be the old numbering
  // from 0 (journals and command lines of earlier versions), read as it was meant.
  const int first = legacy_seat_numbers(o) ? 0 : 1;
  c.dealer = parse_int_option("dealer", option_or(o, "dealer", std::to_string(first)), first, first + kSeats - 1) - first;

  const std::string seating = option_or(o, "seating", "chosen");
  if (seating == "chosen")
    c.seating = Seating::Chosen;
  else if (seating == "cut")
    c.seating = Seating::Cut;
  else
    throw std::invalid_argument("quist: seating must be chosen or cut, not '" + seating + "'");

  const std::vector<bool> seats = parse_seat_list(o, "computers", kSeats, first);
  std::copy(seats.begin(), seats.end(), c.computers.begin());
  const bool any_computer = std::find(c.computers.begin(), c.computers.end(), true) != c.computers.end();
  if (any_computer && c.mode == Mode::Assistant)
    throw std::invalid_argument(
        "quist: computer players need mode=dealer (in assistant mode nobody knows their cards)");
  return c;
}

}  // namespace sh::quist
