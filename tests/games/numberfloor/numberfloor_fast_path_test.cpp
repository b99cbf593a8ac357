// The engine's fast paths agree with the plain ones, over seeded random playouts of every
// variant, player count and mode: is_legal() answers as a look-up in legal_actions() does,
// and applying without an events list (no events built), with set_quiet(), or with a list
// leaves the same states.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/chance.h"
#include "numberfloor_test_support.h"
#include "test_scale.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;

void check_is_legal(const State& s) {
  const auto legal = s.legal_actions();
  for (Action a = -2; a < kChanceCard + kCardTypes + 3; ++a) {
    const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
    ASSERT_EQ(s.is_legal(a), listed) << s.action_to_string(a) << "\n" << s.to_string();
  }
}

void play(const std::string& variant, int players, const std::string& mode, std::uint64_t seed) {
  auto game = make_numberfloor_game({{"players", std::to_string(players)}, {"variant", variant}, {"mode", mode}});
  auto loud = game->new_initial_state();  // events built
  auto plain = game->new_initial_state();  // apply() without events
  auto quiet = game->new_initial_state();  // set_quiet
  as_nf(*quiet).set_quiet(true);
  long events = 0;
  for (std::uint64_t step = 0; !loud->is_terminal() && step < 100000; ++step) {
    check_is_legal(*loud);
    Action a;
    if (loud->is_chance()) {
      a = sample_chance(loud->chance_outcomes(), seed, step);
    } else {
      auto legal = loud->legal_actions();
      a = legal[chance_bits(seed ^ 0x5a5aULL, step) % legal.size()];
    }
    Events heard, none;
    loud->apply(a, &heard);
    plain->apply(a);
    quiet->apply(a, &none);
    events += static_cast<long>(heard.size());
    ASSERT_FALSE(heard.empty()) << loud->action_to_string(a);
    ASSERT_TRUE(none.empty());
    ASSERT_EQ(plain->to_string(), loud->to_string());
    ASSERT_EQ(quiet->to_string(), loud->to_string());
  }
  EXPECT_TRUE(loud->is_terminal());
  EXPECT_TRUE(plain->is_terminal());
  EXPECT_EQ(plain->history(), loud->history());
  EXPECT_GT(events, 0);
}

TEST(NumberfloorFastPath, IsLegalAndQuietApplyAgreeWithThePlainPaths) {
  const int games = test::scaled(6, 3);
  for (const std::string variant : {"full", "middle", "beginner"})
    for (const std::string mode : {"dealer", "assistant"})
      for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (int g = 0; g < games; ++g) {
          SCOPED_TRACE(variant + " " + mode + " " + std::to_string(players) + " players, game " + std::to_string(g));
          play(variant, players, mode, static_cast<std::uint64_t>(1000 * players + g));
          if (HasFatalFailure()) return;
        }
}

}  // namespace
}  // namespace sh::numberfloor
