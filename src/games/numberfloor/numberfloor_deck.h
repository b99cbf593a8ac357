// Numberfloor: the deck as data. The default is numberfloor_deck.txt in this folder (built
// into the program by cmake/numberfloor.cmake, so that file is its single source; the format
// is documented there); a player may describe another box in a copy of it. The variants take
// their cards out of the deck by the dot printed on them. Parsing does no I/O.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "games/numberfloor/numberfloor_cards.h"

namespace sh::numberfloor {

enum class Variant { Full = 0, Middle = 1, Beginner = 2 };
enum class Dot { None = 0, Blue = 1, Red = 2 };

struct DeckLine {
  int type = 0;    // card type (numberfloor_cards.h)
  int copies = 0;  // cards of this type with this dot
  Dot dot = Dot::None;
  bool operator==(const DeckLine&) const = default;
};

struct Deck {
  std::vector<DeckLine> lines;
  // The cards of a variant: full = all but blue dots, middle = all but red dots,
  // beginner = the floor cards only.
  CardCounts for_variant(Variant v) const;
  bool operator==(const Deck&) const = default;
};

// A malformed deck text; what() names the line ("line 12: ...").
class DeckError : public std::runtime_error {
 public:
  DeckError(int line, const std::string& message);
  int line() const { return line_; }

 private:
  int line_;
};

// Parses the text format; throws DeckError on any mistake.
Deck parse_deck(std::string_view text);
// The built-in text of numberfloor_deck.txt, and the deck it describes.
std::string_view default_deck_text();
const Deck& default_deck();

// Why a variant cannot be played with these cards for this many players ("" = it can):
// too few cards to deal, no numbered balloon for the start, no floor card.
std::string deck_problem(const CardCounts& cards, Variant v, int players);

}  // namespace sh::numberfloor
