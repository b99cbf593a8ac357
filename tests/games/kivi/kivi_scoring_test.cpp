#include "games/kivi/kivi_scoring.h"

#include <gtest/gtest.h>

#include "kivi_test_util.h"

namespace sh::kivi {
namespace {

using testing::rc;

// The rulebook example (green player): singles 1+2; horizontal runs 1+2+3 (×3) and 3+2
// (×2); vertical runs 2+1+2 (×3) and 2+3 (×2); total 56. The rulebook has no picture, so
// this is one position of ten stones on the default board giving exactly that breakdown.
const std::vector<int> kExampleCells = {
    rc(0, 0), rc(0, 2),            // single stones worth 1 and 2
    rc(3, 1), rc(3, 2), rc(3, 3),  // horizontal 1+2+3
    rc(1, 5), rc(1, 6),            // horizontal 3+2
    rc(2, 6), rc(3, 6),            // with (1,6): vertical 2+1+2
    rc(0, 5)};                     // with (1,5): vertical 2+3

Owners owners_with(const std::vector<int>& cells, int player) {
  Owners o;
  o.fill(kNoOwner);
  for (int c : cells) o[static_cast<std::size_t>(c)] = player;
  return o;
}

std::vector<int> values_of(const std::vector<int>& cells) {
  std::vector<int> out;
  for (int c : cells) out.push_back(default_board().value[static_cast<std::size_t>(c)]);
  return out;
}

TEST(KiviScoring, RulebookExampleIs56) {
  auto b = score_breakdown(default_board(), owners_with(kExampleCells, 0), 0);
  EXPECT_EQ(b.total, 56);
  EXPECT_EQ(values_of(b.single_cells), (std::vector<int>{1, 2}));
  EXPECT_EQ(b.singles_points, 3);
  ASSERT_EQ(b.runs.size(), 4u);
  EXPECT_TRUE(b.runs[0].horizontal);
  EXPECT_EQ(values_of(b.runs[0].cells), (std::vector<int>{3, 2}));
  EXPECT_EQ(b.runs[0].points, 10);
  EXPECT_TRUE(b.runs[1].horizontal);
  EXPECT_EQ(values_of(b.runs[1].cells), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(b.runs[1].sum, 6);
  EXPECT_EQ(b.runs[1].points, 18);
  EXPECT_FALSE(b.runs[2].horizontal);
  EXPECT_EQ(values_of(b.runs[2].cells), (std::vector<int>{2, 3}));
  EXPECT_EQ(b.runs[2].points, 10);
  EXPECT_FALSE(b.runs[3].horizontal);
  EXPECT_EQ(values_of(b.runs[3].cells), (std::vector<int>{2, 1, 2}));
  EXPECT_EQ(b.runs[3].points, 15);
}

TEST(KiviScoring, OtherPlayersStonesDoNotCount) {
  auto owners = owners_with(kExampleCells, 1);
  EXPECT_EQ(score_of(default_board(), owners, 0), 0);
  owners[static_cast<std::size_t>(rc(3, 4))] = 0;  // a lone stone of player 0 next to a run
  EXPECT_EQ(score_of(default_board(), owners, 0), 2);
  EXPECT_EQ(score_of(default_board(), owners, 1), 56);
}

TEST(KiviScoring, CrossCountsTheCentreTwice) {
  // A plus sign around (3,3): horizontal 2+3+2 ×3 and vertical 2+3+2 ×3.
  auto owners = owners_with({rc(3, 2), rc(3, 3), rc(3, 4), rc(2, 3), rc(4, 3)}, 2);
  auto b = score_breakdown(default_board(), owners, 2);
  EXPECT_TRUE(b.single_cells.empty());
  ASSERT_EQ(b.runs.size(), 2u);
  EXPECT_EQ(b.total, 21 + 21);
}

TEST(KiviScoring, DiagonalStonesAreSingles) {
  auto owners = owners_with({rc(0, 0), rc(1, 1), rc(2, 2)}, 0);
  auto b = score_breakdown(default_board(), owners, 0);
  EXPECT_TRUE(b.runs.empty());
  EXPECT_EQ(b.total, 1 + 3 + 2);
}

TEST(KiviScoring, FullRowIsOneRun) {
  std::vector<int> row;
  for (int c = 0; c < kSize; ++c) row.push_back(rc(6, c));
  auto b = score_breakdown(default_board(), owners_with(row, 0), 0);
  ASSERT_EQ(b.runs.size(), 1u);
  EXPECT_EQ(b.runs[0].cells.size(), 7u);
  EXPECT_EQ(b.total, 11 * 7);
}

// The rulebook example played out through the engine: the final score event says 56.
TEST(KiviScoring, RulebookExampleThroughAWholeGame) {
  auto game = testing::kivi_game(2);
  auto state = game->new_initial_state();
  std::vector<int> other = {rc(6, 0), rc(6, 2), rc(6, 4), rc(6, 6), rc(5, 1),
                            rc(5, 3), rc(5, 5), rc(4, 0), rc(4, 2), rc(4, 4)};
  Events events;
  for (int turn = 0; turn < 10; ++turn) {
    testing::place_with_joker(*state, kExampleCells[static_cast<std::size_t>(turn)], &events);
    testing::place_with_joker(*state, other[static_cast<std::size_t>(turn)], &events);
  }
  ASSERT_TRUE(state->is_terminal());
  auto& kivi = testing::as_kivi(*state);
  EXPECT_EQ(kivi.score(0), 56);
  std::vector<long> finals;
  for (const Event& e : events)
    if (e.type == "kivi.final_score") finals.push_back(e.get("score"));
  ASSERT_EQ(finals.size(), 2u);
  EXPECT_EQ(finals[0], 56);
  EXPECT_EQ(finals[1], kivi.score(1));
  const Event* over = testing::find_event(events, "kivi.game_over");
  ASSERT_NE(over, nullptr);
  EXPECT_EQ(over->get("winner"), kivi.score(1) > 56 ? 1 : 0);
}

}  // namespace
}  // namespace sh::kivi
