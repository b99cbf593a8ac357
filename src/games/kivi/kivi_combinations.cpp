#include "games/kivi/kivi_combinations.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace sh::kivi {
namespace {

// Group sizes of the "same value" combinations (empty for the others).
std::vector<int> groups_of(Combination c) {
  switch (c) {
    case Combination::TwoPairs: return {2, 2};
    case Combination::Three: return {3};
    case Combination::FourAndPair: return {4, 2};
    case Combination::ThreePairs: return {2, 2, 2};
    case Combination::TwoTriples: return {3, 3};
    case Combination::Four: return {4};
    case Combination::FullHouse: return {3, 2};
    default: return {};
  }
}

bool has_run(const DiceCounts& dice, int length) {
  for (int start = 1; start + length - 1 <= 6; ++start) {
    bool all = true;
    for (int v = start; v < start + length; ++v)
      if (dice[static_cast<std::size_t>(v)] == 0) all = false;
    if (all) return true;
  }
  return false;
}

std::string normalize(std::string_view code) {
  std::string out;
  for (std::size_t i = 0; i < code.size(); ++i) {
    unsigned char ch = static_cast<unsigned char>(code[i]);
    if (std::isspace(ch)) continue;
    // UTF-8 "≤" (E2 89 A4) and "≥" (E2 89 A5).
    if (ch == 0xE2 && i + 2 < code.size() && static_cast<unsigned char>(code[i + 1]) == 0x89) {
      auto third = static_cast<unsigned char>(code[i + 2]);
      if (third == 0xA4) { out += "<="; i += 2; continue; }
      if (third == 0xA5) { out += ">="; i += 2; continue; }
    }
    out += static_cast<char>(std::toupper(ch));
  }
  return out;
}

}  // namespace

DiceCounts counts_of(const std::vector<int>& dice) {
  DiceCounts c{};
  for (int d : dice)
    if (d >= 1 && d <= 6) ++c[static_cast<std::size_t>(d)];
  return c;
}

int dice_total(const DiceCounts& c) {
  int n = 0;
  for (int v = 1; v <= 6; ++v) n += c[static_cast<std::size_t>(v)];
  return n;
}

int dice_sum(const DiceCounts& c) {
  int s = 0;
  for (int v = 1; v <= 6; ++v) s += v * c[static_cast<std::size_t>(v)];
  return s;
}

std::vector<int> sorted_dice(const DiceCounts& c) {
  std::vector<int> out;
  for (int v = 1; v <= 6; ++v)
    for (int k = 0; k < c[static_cast<std::size_t>(v)]; ++k) out.push_back(v);
  return out;
}

bool satisfies(const DiceCounts& dice, Combination c) {
  return (shown_mask(dice) >> static_cast<int>(c)) & 1u;
}

unsigned shown_mask(const DiceCounts& dice) {
  if (dice_total(dice) != kNumDice) return 0;
  // The "same value" combinations: distinct values can take the groups (sizes descending)
  // exactly when the i-th largest count reaches the i-th group (the largest group takes the
  // most frequent value, and so on; no other assignment does better).
  std::array<int, 6> n{};
  for (std::size_t v = 1; v <= 6; ++v) n[v - 1] = dice[v];
  std::sort(n.begin(), n.end(), std::greater<int>());
  const int sum = dice_sum(dice);
  unsigned mask = 0;
  auto set = [&](Combination c, bool on) {
    if (on) mask |= 1u << static_cast<int>(c);
  };
  set(Combination::TwoPairs, n[0] >= 2 && n[1] >= 2);
  set(Combination::ThreePairs, n[0] >= 2 && n[1] >= 2 && n[2] >= 2);
  set(Combination::Three, n[0] >= 3);
  set(Combination::Four, n[0] >= 4);
  set(Combination::FullHouse, n[0] >= 3 && n[1] >= 2);
  set(Combination::FourAndPair, n[0] >= 4 && n[1] >= 2);
  set(Combination::TwoTriples, n[0] >= 3 && n[1] >= 3);
  set(Combination::Straight5, has_run(dice, 5));
  set(Combination::Straight4, has_run(dice, 4));
  set(Combination::SumAtMost12, sum <= 12);
  set(Combination::SumAtLeast30, sum >= 30);
  set(Combination::AllOdd, dice[2] + dice[4] + dice[6] == 0);
  set(Combination::AllEven, dice[1] + dice[3] + dice[5] == 0);
  return mask;
}

Joker joker_of(const DiceCounts& dice) {
  if (dice_total(dice) != kNumDice) return Joker::None;
  int most = *std::max_element(dice.begin() + 1, dice.end());
  if (most == 6) return Joker::SixOfAKind;
  if (most == 5) return Joker::FiveOfAKind;
  if (has_run(dice, 6)) return Joker::Straight6;
  return Joker::None;
}

std::vector<Combination> satisfied_combinations(const DiceCounts& dice) {
  std::vector<Combination> out;
  for (Combination c : all_combinations())
    if (satisfies(dice, c)) out.push_back(c);
  return out;
}

namespace {

bool groups_above(Combination hi, Combination lo) {
  if (hi == lo) return false;
  // Straights nest as the same values do (PRODUCT.md): ABCDE before ABCD.
  if (hi == Combination::Straight5 && lo == Combination::Straight4) return true;
  auto h = groups_of(hi);
  auto l = groups_of(lo);
  if (h.empty() || l.empty() || l.size() > h.size()) return false;
  // Both lists are descending; greedy matching is exact for this dominance.
  for (std::size_t i = 0; i < l.size(); ++i)
    if (l[i] > h[i]) return false;
  return true;
}

}  // namespace

bool is_above(Combination hi, Combination lo) {
  static const auto table = [] {
    std::array<std::array<bool, kNumCombinations>, kNumCombinations> t{};
    for (Combination a : all_combinations())
      for (Combination b : all_combinations())
        t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = groups_above(a, b);
    return t;
  }();
  return table[static_cast<std::size_t>(hi)][static_cast<std::size_t>(lo)];
}

std::string_view combination_code(Combination c) {
  switch (c) {
    case Combination::TwoPairs: return "AA BB";
    case Combination::Straight5: return "ABCDE";
    case Combination::SumAtMost12: return "<=12";
    case Combination::Three: return "AAA";
    case Combination::AllOdd: return "odd";
    case Combination::AllEven: return "even";
    case Combination::FourAndPair: return "AAAA BB";
    case Combination::ThreePairs: return "AA BB CC";
    case Combination::Straight4: return "ABCD";
    case Combination::TwoTriples: return "AAA BBB";
    case Combination::SumAtLeast30: return ">=30";
    case Combination::Four: return "AAAA";
    case Combination::FullHouse: return "AAA BB";
  }
  return "?";
}

std::optional<Combination> combination_from_code(std::string_view code) {
  std::string n = normalize(code);
  for (Combination c : all_combinations())
    if (normalize(combination_code(c)) == n) return c;
  return std::nullopt;
}

const std::array<Combination, kNumCombinations>& all_combinations() {
  static const std::array<Combination, kNumCombinations> all = {
      Combination::TwoPairs,    Combination::Straight5,  Combination::SumAtMost12,
      Combination::Three,       Combination::AllOdd,     Combination::AllEven,
      Combination::FourAndPair, Combination::ThreePairs, Combination::Straight4,
      Combination::TwoTriples,  Combination::SumAtLeast30, Combination::Four,
      Combination::FullHouse};
  return all;
}

}  // namespace sh::kivi
