#include "games/clovece/clovece_board.h"

#include <algorithm>
#include <sstream>

#include "games/clovece/clovece_board_files.h"

namespace sh::clovece {
namespace {

constexpr std::array<std::string_view, kNumColourNames> kCodes = {"red", "blue", "green", "yellow", "purple", "orange"};

[[noreturn]] void fail(int line, const std::string& why) {
  throw BoardError("line " + std::to_string(line) + ": " + why);
}

int number(const std::string& word, int line, int lo, int hi) {
  int v = 0;
  std::size_t used = 0;
  try {
    v = std::stoi(word, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != word.size() || v < lo || v > hi)
    fail(line, "'" + word + "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

Colour colour(const std::string& word, int line) {
  auto c = colour_from_code(word);
  if (!c) fail(line, "unknown colour '" + word + "'");
  return *c;
}

}  // namespace

std::string_view colour_code(Colour c) { return kCodes[static_cast<std::size_t>(c)]; }

std::optional<Colour> colour_from_code(std::string_view code) {
  for (std::size_t i = 0; i < kCodes.size(); ++i)
    if (kCodes[i] == code) return static_cast<Colour>(i);
  return std::nullopt;
}

Board parse_board(std::string_view text) {
  Board b;
  b.track = 0;
  bool have_pieces = false;
  std::istringstream in{std::string(text)};
  std::string raw;
  int line = 0;
  while (std::getline(in, raw)) {
    ++line;
    if (auto hash = raw.find('#'); hash != std::string::npos) raw.erase(hash);
    std::istringstream words(raw);
    std::vector<std::string> w;
    for (std::string s; words >> s;) w.push_back(s);
    if (w.empty()) continue;
    if (w[0] == "track" && w.size() == 2) {
      b.track = number(w[1], line, 8, 80);
    } else if (w[0] == "home" && w.size() == 2) {
      b.home = number(w[1], line, 4, 4);
    } else if (w[0] == "pieces" && w.size() == 1 + kPieceColours) {
      for (int i = 0; i < kPieceColours; ++i) b.pieces[static_cast<std::size_t>(i)] = colour(w[static_cast<std::size_t>(i + 1)], line);
      have_pieces = true;
    } else if (w[0] == "house" && w.size() == 3) {
      if (b.track == 0) fail(line, "'track' must come before the houses");
      House h{colour(w[1], line), number(w[2], line, 0, b.track - 1)};
      for (const House& o : b.houses)
        if (o.colour == h.colour || o.start == h.start) fail(line, "two houses share a colour or a start square");
      b.houses.push_back(h);
    } else if (w[0] == "seats" && w.size() >= 2 && w[1].size() >= 2 && w[1].back() == ':') {
      int k = number(w[1].substr(0, w[1].size() - 1), line, 2, 6);
      if (w.size() != static_cast<std::size_t>(k) + 2)
        fail(line, "seats " + std::to_string(k) + " needs " + std::to_string(k) + " house colours");
      std::vector<int> seats;
      for (std::size_t i = 2; i < w.size(); ++i) {
        Colour c = colour(w[i], line);
        auto it = std::find_if(b.houses.begin(), b.houses.end(), [&](const House& h) { return h.colour == c; });
        if (it == b.houses.end()) fail(line, "no house is " + w[i]);
        int idx = static_cast<int>(it - b.houses.begin());
        if (!seats.empty() && idx <= seats.back()) fail(line, "seats must follow the houses clockwise, each once");
        seats.push_back(idx);
      }
      b.seats[k] = seats;
    } else {
      fail(line, "cannot read '" + raw + "'");
    }
  }
  if (b.track == 0) fail(line, "no 'track' line");
  if (!have_pieces) fail(line, "no 'pieces' line");
  for (std::size_t i = 1; i < b.houses.size(); ++i)
    if (b.houses[i].start <= b.houses[i - 1].start) fail(line, "houses must be listed clockwise");
  if (b.seats.empty()) fail(line, "no 'seats' line");
  return b;
}

std::string_view board40_text() { return generated::clovece_board40; }
std::string_view board60_text() { return generated::clovece_board60; }

const Board& board_for_players(int players) {
  static const Board small = parse_board(board40_text());
  static const Board large = parse_board(board60_text());
  const Board& b = players <= 4 ? small : large;
  if (!b.seats.count(players)) throw std::invalid_argument("no Člověče board for " + std::to_string(players) + " players");
  return b;
}

}  // namespace sh::clovece
