// The Člověče boards as data: track length, home size, the four piece colours, the houses
// (colour and start square, clockwise) and which houses each player count uses. The text
// format is described at the top of clovece_board40.txt; the files clovece_board40.txt
// (2-4 players) and clovece_board60.txt (5-6 players) are embedded at build time by
// cmake/clovece.cmake and are the only source of the built-in boards.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sh::clovece {

// Colours of houses and pieces; the narration names them (clovece.colour.*).
enum class Colour { Red, Blue, Green, Yellow, Purple, Orange };
inline constexpr int kNumColourNames = 6;
inline constexpr int kPieceColours = 4;  // the rules: four piece colours

std::string_view colour_code(Colour c);  // "red", "blue", ...
std::optional<Colour> colour_from_code(std::string_view code);

struct House {
  Colour colour = Colour::Red;
  int start = 0;  // start square on the track
};

struct Board {
  int track = 40;
  int home = 4;
  std::array<Colour, kPieceColours> pieces{Colour::Red, Colour::Blue, Colour::Green, Colour::Yellow};
  std::vector<House> houses;               // clockwise
  std::map<int, std::vector<int>> seats;   // player count -> house indices, clockwise
};

// A malformed board text; what() names the line ("line 3: ...").
class BoardError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Parses the text format; throws BoardError on any mistake.
Board parse_board(std::string_view text);
// The built-in board for `players` (2-4: 40 squares, 5-6: 60 squares).
const Board& board_for_players(int players);
// The built-in texts (as embedded from the files).
std::string_view board40_text();
std::string_view board60_text();

}  // namespace sh::clovece
