#include "core/chance.h"

#include <gtest/gtest.h>

namespace sh {

TEST(Chance, SameSeedAndIndexGiveSameOutcome) {
  std::vector<std::pair<Action, int>> outcomes = {{0, 8}, {1, 8}, {2, 0}, {3, 8}};
  for (std::uint64_t i = 0; i < 50; ++i)
    EXPECT_EQ(sample_chance(outcomes, 42, i), sample_chance(outcomes, 42, i));
}

TEST(Chance, NeverPicksZeroWeightAndCoversTheRest) {
  std::vector<std::pair<Action, int>> outcomes = {{0, 1}, {1, 0}, {2, 3}};
  int counts[3] = {0, 0, 0};
  for (std::uint64_t i = 0; i < 4000; ++i) counts[sample_chance(outcomes, 7, i)]++;
  EXPECT_EQ(counts[1], 0);
  EXPECT_GT(counts[0], 800);   // expected 1000
  EXPECT_LT(counts[0], 1200);
  EXPECT_GT(counts[2], 2800);  // expected 3000
}

}  // namespace sh
