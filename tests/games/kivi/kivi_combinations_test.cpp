#include "games/kivi/kivi_combinations.h"

#include <gtest/gtest.h>

namespace sh::kivi {
namespace {

bool shows(std::vector<int> dice, Combination c) { return satisfies(counts_of(dice), c); }
Joker joker(std::vector<int> dice) { return joker_of(counts_of(dice)); }

TEST(KiviCombinations, TwoPairs) {
  EXPECT_TRUE(shows({1, 1, 2, 2, 5, 6}, Combination::TwoPairs));
  EXPECT_TRUE(shows({3, 3, 3, 4, 4, 1}, Combination::TwoPairs));  // inside a full house
  EXPECT_FALSE(shows({1, 1, 2, 3, 5, 6}, Combination::TwoPairs));
  EXPECT_FALSE(shows({4, 4, 4, 4, 1, 2}, Combination::TwoPairs));  // one value is not two pairs
}

TEST(KiviCombinations, ThreePairs) {
  EXPECT_TRUE(shows({1, 1, 2, 2, 3, 3}, Combination::ThreePairs));
  EXPECT_TRUE(shows({6, 2, 6, 4, 2, 4}, Combination::ThreePairs));
  EXPECT_FALSE(shows({1, 1, 2, 2, 3, 4}, Combination::ThreePairs));
  EXPECT_FALSE(shows({1, 1, 1, 1, 3, 3}, Combination::ThreePairs));
}

TEST(KiviCombinations, Three) {
  EXPECT_TRUE(shows({1, 1, 1, 2, 3, 5}, Combination::Three));
  EXPECT_TRUE(shows({2, 5, 5, 5, 5, 1}, Combination::Three));
  EXPECT_FALSE(shows({1, 1, 2, 2, 3, 3}, Combination::Three));
}

TEST(KiviCombinations, Four) {
  EXPECT_TRUE(shows({1, 1, 1, 1, 2, 3}, Combination::Four));
  EXPECT_FALSE(shows({1, 1, 1, 2, 2, 3}, Combination::Four));
}

TEST(KiviCombinations, FullHouse) {
  EXPECT_TRUE(shows({1, 1, 1, 2, 2, 5}, Combination::FullHouse));
  EXPECT_TRUE(shows({5, 5, 5, 3, 3, 2}, Combination::FullHouse));
  EXPECT_TRUE(shows({4, 4, 4, 6, 6, 6}, Combination::FullHouse));
  EXPECT_FALSE(shows({1, 1, 1, 2, 3, 5}, Combination::FullHouse));
  EXPECT_FALSE(shows({1, 1, 2, 2, 3, 3}, Combination::FullHouse));
}

TEST(KiviCombinations, FourAndPair) {
  EXPECT_TRUE(shows({1, 1, 1, 1, 2, 2}, Combination::FourAndPair));
  EXPECT_TRUE(shows({6, 3, 6, 3, 6, 6}, Combination::FourAndPair));
  EXPECT_FALSE(shows({1, 1, 1, 1, 2, 3}, Combination::FourAndPair));
  EXPECT_FALSE(shows({1, 1, 1, 2, 2, 2}, Combination::FourAndPair));
}

TEST(KiviCombinations, TwoTriples) {
  EXPECT_TRUE(shows({1, 1, 1, 2, 2, 2}, Combination::TwoTriples));
  EXPECT_FALSE(shows({1, 1, 1, 1, 2, 2}, Combination::TwoTriples));
  EXPECT_FALSE(shows({1, 1, 1, 2, 2, 3}, Combination::TwoTriples));
}

TEST(KiviCombinations, Straight4) {
  EXPECT_TRUE(shows({1, 2, 3, 4, 6, 6}, Combination::Straight4));
  EXPECT_TRUE(shows({6, 5, 4, 3, 1, 1}, Combination::Straight4));
  EXPECT_TRUE(shows({2, 3, 4, 5, 5, 5}, Combination::Straight4));
  EXPECT_FALSE(shows({1, 2, 3, 5, 6, 6}, Combination::Straight4));
}

TEST(KiviCombinations, Straight5) {
  EXPECT_TRUE(shows({1, 2, 3, 4, 5, 5}, Combination::Straight5));
  EXPECT_TRUE(shows({6, 2, 3, 4, 5, 2}, Combination::Straight5));
  EXPECT_FALSE(shows({1, 2, 3, 4, 6, 6}, Combination::Straight5));
}

TEST(KiviCombinations, AllOdd) {
  EXPECT_TRUE(shows({1, 3, 5, 1, 3, 5}, Combination::AllOdd));
  EXPECT_TRUE(shows({5, 5, 5, 3, 3, 1}, Combination::AllOdd));
  EXPECT_FALSE(shows({1, 3, 5, 1, 3, 6}, Combination::AllOdd));
}

TEST(KiviCombinations, AllEven) {
  EXPECT_TRUE(shows({2, 4, 6, 2, 4, 6}, Combination::AllEven));
  EXPECT_FALSE(shows({2, 4, 6, 2, 4, 5}, Combination::AllEven));
}

TEST(KiviCombinations, SumAtMost12) {
  EXPECT_TRUE(shows({1, 2, 2, 3, 3, 1}, Combination::SumAtMost12));  // 12
  EXPECT_TRUE(shows({1, 1, 1, 1, 1, 2}, Combination::SumAtMost12));
  EXPECT_FALSE(shows({1, 2, 2, 3, 3, 2}, Combination::SumAtMost12));  // 13
}

TEST(KiviCombinations, SumAtLeast30) {
  EXPECT_TRUE(shows({6, 6, 5, 5, 2, 6}, Combination::SumAtLeast30));  // 30
  EXPECT_FALSE(shows({6, 6, 5, 5, 1, 6}, Combination::SumAtLeast30));  // 29
}

TEST(KiviCombinations, NeedsSixDice) {
  EXPECT_FALSE(shows({1, 1, 2, 2}, Combination::TwoPairs));
  EXPECT_EQ(joker({1, 1, 1, 1, 1}), Joker::None);
}

TEST(KiviCombinations, Jokers) {
  EXPECT_EQ(joker({1, 2, 3, 4, 5, 6}), Joker::Straight6);
  EXPECT_EQ(joker({6, 4, 2, 1, 3, 5}), Joker::Straight6);
  EXPECT_EQ(joker({3, 3, 3, 3, 3, 1}), Joker::FiveOfAKind);
  EXPECT_EQ(joker({3, 3, 3, 3, 3, 3}), Joker::SixOfAKind);
  EXPECT_EQ(joker({1, 2, 3, 4, 5, 5}), Joker::None);
  EXPECT_EQ(joker({3, 3, 3, 3, 1, 1}), Joker::None);
}

TEST(KiviCombinations, Nesting) {
  EXPECT_TRUE(is_above(Combination::FullHouse, Combination::Three));
  EXPECT_TRUE(is_above(Combination::FullHouse, Combination::TwoPairs));
  EXPECT_TRUE(is_above(Combination::FourAndPair, Combination::FullHouse));
  EXPECT_TRUE(is_above(Combination::FourAndPair, Combination::Four));
  EXPECT_TRUE(is_above(Combination::TwoTriples, Combination::FullHouse));
  EXPECT_TRUE(is_above(Combination::ThreePairs, Combination::TwoPairs));
  EXPECT_TRUE(is_above(Combination::Four, Combination::Three));
  EXPECT_TRUE(is_above(Combination::Straight5, Combination::Straight4)) << "straights nest: ABCDE before ABCD";
  EXPECT_FALSE(is_above(Combination::Straight4, Combination::Straight5));
  EXPECT_FALSE(is_above(Combination::Straight5, Combination::Three)) << "unrelated families are free choices";
  EXPECT_FALSE(is_above(Combination::FourAndPair, Combination::Straight4));
  EXPECT_FALSE(is_above(Combination::Three, Combination::FullHouse));
  EXPECT_FALSE(is_above(Combination::Four, Combination::TwoPairs));
  EXPECT_FALSE(is_above(Combination::ThreePairs, Combination::Three));
  EXPECT_FALSE(is_above(Combination::TwoTriples, Combination::ThreePairs));
  EXPECT_FALSE(is_above(Combination::FullHouse, Combination::FullHouse));
  EXPECT_FALSE(is_above(Combination::AllEven, Combination::TwoPairs));
  EXPECT_FALSE(is_above(Combination::SumAtLeast30, Combination::Three));
}

// Nesting must agree with the dice: whenever `hi` is shown and hi is above lo, lo is shown.
TEST(KiviCombinations, NestingAgreesWithEveryRoll) {
  for (int code = 0; code < 6 * 6 * 6 * 6 * 6 * 6; ++code) {
    std::vector<int> dice;
    for (int k = 0, c = code; k < 6; ++k, c /= 6) dice.push_back(c % 6 + 1);
    auto d = counts_of(dice);
    for (Combination hi : all_combinations())
      for (Combination lo : all_combinations())
        if (is_above(hi, lo) && satisfies(d, hi)) {
          ASSERT_TRUE(satisfies(d, lo));
        }
  }
}

TEST(KiviCombinations, CodesRoundTrip) {
  for (Combination c : all_combinations()) {
    auto back = combination_from_code(combination_code(c));
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, c);
  }
  EXPECT_EQ(combination_from_code("aaabb"), Combination::FullHouse);
  EXPECT_EQ(combination_from_code("≥30"), Combination::SumAtLeast30);
  EXPECT_EQ(combination_from_code("≤ 12"), Combination::SumAtMost12);
  EXPECT_FALSE(combination_from_code("AAAAA").has_value());
}

}  // namespace
}  // namespace sh::kivi
