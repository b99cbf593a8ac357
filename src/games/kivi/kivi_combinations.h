// KIVI dice combinations: the 13 combinations printed on the board, the three jokers,
// and which combinations are nested in which (a combination that always holds when
// another does is "below" it; the highest nested one with a free cell must be used).
//
// Definitions (rulebook examples in shared/seeds/kivi.txt; groups are distinct values):
//   AA BB      two values at least twice each          1,1,2,2,5,6
//   AA BB CC   three values twice each                  1,1,2,2,3,3
//   AAA        a value at least three times             1,1,1,2,3,5
//   AAAA       a value at least four times              1,1,1,1,2,3
//   AAA BB     a value 3+ times and another 2+ times    1,1,1,2,2,5
//   AAAA BB    a value 4 times and another 2 times      1,1,1,1,2,2
//   AAA BBB    two values three times each              1,1,1,2,2,2
//   ABCD       four consecutive values                  1,2,3,4,6,6
//   ABCDE      five consecutive values                  1,2,3,4,5,5
//   odd        all six dice odd                         1,3,5,1,3,5
//   even       all six dice even                        2,4,6,2,4,6
//   <=12       sum of the six dice at most 12           1,2,2,3,3,1
//   >=30       sum of the six dice at least 30          6,6,5,5,2,6
// So four of a kind is not two pairs (the groups must be different values).
// Nesting: among the "same value" combinations, X is above Y when X's groups cover Y's
// (AAAA BB > AAA BB > AA BB, AAA BBB > AAA BB, AA BB CC > AA BB, AAAA > AAA ...); the
// rulebook: "the highest possible combination counts".
// Straights nest the same way (PRODUCT.md, "nejvyšší možná kombinace"): every roll showing
// ABCDE also shows ABCD, so with an ABCDE cell free a roll showing ABCDE must take it, not
// an ABCD cell; with every ABCDE cell taken it may take an ABCD cell. Unrelated families
// (same values, straights, parity, sums) are free choices among themselves: parity and
// sums are nested in nothing, and no straight is above a "same value" combination.
// Jokers: the straight 1-6 and five of a kind allow any free cell; six of a kind any
// cell, even one with an opponent's stone.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sh::kivi {

enum class Combination : int {
  TwoPairs = 0,      // AA BB
  Straight5 = 1,     // ABCDE
  SumAtMost12 = 2,   // <=12
  Three = 3,         // AAA
  AllOdd = 4,        // odd
  AllEven = 5,       // even
  FourAndPair = 6,   // AAAA BB
  ThreePairs = 7,    // AA BB CC
  Straight4 = 8,     // ABCD
  TwoTriples = 9,    // AAA BBB
  SumAtLeast30 = 10, // >=30
  Four = 11,         // AAAA
  FullHouse = 12,    // AAA BB
};
inline constexpr int kNumCombinations = 13;

enum class Joker : int { None = 0, Straight6 = 1, FiveOfAKind = 2, SixOfAKind = 3 };

inline constexpr int kNumDice = 6;

// A roll as counts: counts[v] = how many dice show v (index 0 unused, 1..6).
using DiceCounts = std::array<int, 7>;

DiceCounts counts_of(const std::vector<int>& dice);
int dice_total(const DiceCounts& c);  // number of dice
int dice_sum(const DiceCounts& c);
std::vector<int> sorted_dice(const DiceCounts& c);

// Whether six dice show the combination / the joker (None: always true).
bool satisfies(const DiceCounts& dice, Combination c);
Joker joker_of(const DiceCounts& dice);  // the strongest joker shown
// Every combination six dice show as one bit each (1 << int(Combination)); 0 for fewer dice.
unsigned shown_mask(const DiceCounts& dice);
// Every combination the six dice show, in enum order.
std::vector<Combination> satisfied_combinations(const DiceCounts& dice);

// The nesting the rules enforce: `hi` is a "same value" combination whose groups cover
// those of `lo`, or `hi` is ABCDE and `lo` ABCD (so every roll showing `hi` also shows
// `lo`), and hi != lo.
bool is_above(Combination hi, Combination lo);

// "AA BB", "ABCDE", "<=12", ... (the codes of the board file).
std::string_view combination_code(Combination c);
// Accepts the codes above (spaces optional, case-insensitive, ≤ and ≥ allowed).
std::optional<Combination> combination_from_code(std::string_view code);

const std::array<Combination, kNumCombinations>& all_combinations();

}  // namespace sh::kivi
