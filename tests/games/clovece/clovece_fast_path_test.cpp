// The engine's fast paths agree with the plain ones, over seeded random playouts of every
// player count, with and without play-on: is_legal() answers as a look-up in
// legal_actions() does, and applying without an events list (no events built), with
// simulate(), or with a list leaves the same states.
#include <gtest/gtest.h>

#include <algorithm>

#include "clovece_test_util.h"
#include "core/chance.h"
#include "test_scale.h"

namespace sh::clovece {
namespace {

// Every action number an engine of this game could name, and a few around them.
std::vector<Action> candidates() {
  std::vector<Action> out{-1, 0, kPass - 1, kPass, kPass + 1};
  for (Action a = kDieBase - 1; a <= kDieBase + 10; ++a) out.push_back(a);
  for (Action a = kMoveBase - 1; a <= kMoveBase + kPieceColours * 100; ++a) out.push_back(a);
  for (Action a = kEnterBase - 1; a <= kEnterBase + kPieceColours; ++a) out.push_back(a);
  for (Action a = kGiftBase - 1; a <= kGiftBase + kMaxPlayers + 1; ++a) out.push_back(a);
  return out;
}

void check_is_legal(const State& s, const std::vector<Action>& all) {
  const auto legal = s.legal_actions();
  for (Action a : all) {
    const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
    ASSERT_EQ(s.is_legal(a), listed) << s.action_to_string(a) << "\n" << s.to_string();
  }
}

void play(int players, bool play_on, std::uint64_t seed) {
  const auto all = candidates();
  auto game = testing::clovece_game(players, play_on);
  auto loud = game->new_initial_state();   // events built
  auto plain = game->new_initial_state();  // apply() without events
  CloveceState simulated = testing::as_clovece(*game->new_initial_state()).scratch();
  long events = 0;
  for (std::uint64_t step = 0; !loud->is_terminal() && step < 200000; ++step) {
    if (step % 3 == 0) check_is_legal(*loud, all);
    Action a;
    if (loud->is_chance()) {
      a = sample_chance(loud->chance_outcomes(), seed, step);
    } else {
      auto legal = loud->legal_actions();
      a = legal[chance_bits(seed ^ 0x5a5aULL, step) % legal.size()];
    }
    Events heard;
    loud->apply(a, &heard);
    plain->apply(a);
    simulated.simulate(a);
    events += static_cast<long>(heard.size());
    ASSERT_FALSE(heard.empty()) << loud->action_to_string(a);
    ASSERT_EQ(plain->to_string(), loud->to_string());
    ASSERT_EQ(simulated.to_string(), loud->to_string());
  }
  EXPECT_TRUE(loud->is_terminal());
  EXPECT_TRUE(plain->is_terminal());
  EXPECT_EQ(plain->history(), loud->history());
  EXPECT_GT(events, 0);
}

TEST(CloveceFastPath, IsLegalAndQuietApplyAgreeWithThePlainPaths) {
  const int games = test::scaled(4, 4);
  for (bool play_on : {false, true})
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
      for (int g = 0; g < games; ++g) {
        SCOPED_TRACE(std::to_string(players) + " players, play-on " + std::to_string(play_on) + ", game " + std::to_string(g));
        play(players, play_on, static_cast<std::uint64_t>(100 * players + g + (play_on ? 50 : 0)));
        if (HasFatalFailure()) return;
      }
}

}  // namespace
}  // namespace sh::clovece
