// The Numberfloor computer player: it only ever chooses legal actions, plays the rulebook's
// worked turn, takes over with a night card and ends with "skip turn", and beats random
// play over 1000 seeded games by a clear margin.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/chance.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "numberfloor_test_support.h"
#include "test_scale.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;
using testing::B;
using testing::dealt;
using testing::F;
using testing::N;
using testing::nf_game;

// A random player: uniformly among its own actions (never another seat's take-over).
Action random_own_action(const NumberfloorState& s, std::uint64_t seed) {
  std::vector<Action> own;
  for (Action a : s.legal_actions())
    if (!is_takeover(a)) own.push_back(a);
  return own[chance_bits(seed, s.history().size()) % own.size()];
}

// Plays one dealer-mode game: seats with bot[seat] play the bot, the others at random.
// After every action of a turn the other seats may take over: the bot when it wants, a
// random seat half the time it can. Returns the winner.
int play_game(const Game& game, const std::vector<bool>& bot, std::uint64_t seed) {
  auto state = game.new_initial_state();
  auto& s = as_nf(*state);
  const NumberfloorBot player;
  std::uint64_t step = 0;
  while (!s.is_terminal()) {
    ++step;
    if (s.is_chance()) {
      state->apply(sample_chance(s.chance_outcomes(), seed, step));
      continue;
    }
    const int turn = s.turn_player();
    Action a = bot[static_cast<std::size_t>(turn)] ? player.choose(s.observation(turn)) : random_own_action(s, seed ^ 0x77);
    EXPECT_TRUE(s.is_legal(a)) << s.action_to_string(a) << "\n" << s.to_string();
    if (!s.is_legal(a)) return -1;
    state->apply(a);
    if (!s.takeover_window()) continue;
    for (int k = 1; k < s.num_players(); ++k) {
      const int seat = (turn + k) % s.num_players();
      std::optional<Action> claim;
      if (bot[static_cast<std::size_t>(seat)]) {
        claim = player.take_over(s.observation(seat));
      } else if (chance_bits(seed ^ 0x5151, step * 8 + static_cast<std::uint64_t>(k)) % 2 == 0) {
        for (int v = 0; v < kFloors && !claim; ++v)
          if (s.is_legal(takeover_action(seat, v))) claim = takeover_action(seat, v);
      }
      if (claim && s.is_legal(*claim)) {
        state->apply(*claim);
        break;
      }
    }
  }
  return s.winner();
}

TEST(NumberfloorBot, PlaysTheRulebookWorkedTurnToAStar) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), F(7), F(9), B(3), F(6), F(3)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  for (int k = 0; k < 6; ++k) state->apply(bot.choose(s.observation(0)));
  EXPECT_EQ(s.stars(0), 1);
}

TEST(NumberfloorBot, LaysABalloonThatOpensItsNextFloor) {
  auto game = nf_game(2);
  // Floor 3, balloon 2: nothing fits; balloon 4 opens 7 (3 + 4).
  auto state = dealt(*game, {{B(4), F(7), F(8), F(8), F(8), F(8)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  EXPECT_EQ(bot.choose(s.observation(0)), lay_action(B(4)));
  state->apply(lay_action(B(4)));
  EXPECT_EQ(bot.choose(s.observation(0)), lay_action(F(7)));
  state->apply(lay_action(F(7)));
  EXPECT_EQ(bot.choose(s.observation(0)), kEndTurn);
}

TEST(NumberfloorBot, EndsItsTurnWithSkipTurn) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), kSkip, F(8), F(8), F(8), F(8)}, {F(2), F(2), F(4), F(4), F(6), F(6)},
                             {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  while (s.turn_player() == 0 && s.stage() == Stage::Play) state->apply(bot.choose(s.observation(0)));
  EXPECT_EQ(s.floor_top(), 5);
  EXPECT_EQ(s.balloon_top(), kSkip);
  EXPECT_EQ(s.drawing_seat(), 1);  // seat 1 draws two and is skipped
  EXPECT_EQ(s.pending_draws(), 2);
}

TEST(NumberfloorBot, EmptiesItsHandWhenItCan) {
  auto game = nf_game(2);
  // 1 (3 - 2), 9 (1 - 2), 9, 7 (9 - 2): every floor card out, then the balloons.
  auto state = dealt(*game, {{B(4), F(7), F(1), kSkip, F(9), F(9)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  while (s.turn_player() == 0 && s.stage() == Stage::Play) state->apply(bot.choose(s.observation(0)));
  EXPECT_EQ(s.stars(0), 1);
  EXPECT_EQ(s.balloon_top(), kSkip);  // skip last
}

TEST(NumberfloorBot, TakesOverWithAFittingNightCard) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), B(1), F(9), F(9), F(9), F(9)}, {N(6), F(1), F(1), F(1), F(1), F(1)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  EXPECT_FALSE(bot.take_over(s.observation(1)));
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  auto claim = bot.take_over(s.observation(1));
  ASSERT_TRUE(claim);
  EXPECT_EQ(*claim, takeover_action(1, 6));
  EXPECT_TRUE(s.is_legal(*claim));
  EXPECT_FALSE(bot.take_over(s.observation(2)));
}

TEST(NumberfloorBot, DrawsWhenUnableThenPasses) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(0), F(0), F(9), F(9), F(0), F(0)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot bot;
  EXPECT_EQ(bot.choose(s.observation(0)), kDraw);
  state->apply(kDraw);
  testing::draws(*state, {F(9), F(9)});
  EXPECT_EQ(bot.choose(s.observation(0)), kPass);
}

TEST(NumberfloorBot, BeatsRandomPlayOverAThousandSeededGames) {
  // 1000 games normally (fewer under the sanitizers): in every variant, the bot against a
  // random player in 2-player games (each starting half the time) and one bot against
  // three random players in 4-player games.
  const int games = sh::test::scaled(1000, 10);
  int two_player_games = 0, two_player_wins = 0, four_player_games = 0, four_player_wins = 0;
  for (int g = 0; g < games; ++g) {
    const char* variant = g % 3 == 0 ? "full" : g % 3 == 1 ? "middle" : "beginner";
    const std::uint64_t seed = 7000 + static_cast<std::uint64_t>(g);
    if (g % 2 == 0) {
      const int bot_seat = (g / 2) % 2;
      auto game = nf_game(2, variant, "dealer", 1);
      std::vector<bool> bot(2, false);
      bot[static_cast<std::size_t>(bot_seat)] = true;
      const int w = play_game(*game, bot, seed);
      ASSERT_GE(w, 0);
      ++two_player_games;
      two_player_wins += w == bot_seat;
    } else {
      const int bot_seat = (g / 2) % 4;
      auto game = nf_game(4, variant, "dealer", 1);
      std::vector<bool> bot(4, false);
      bot[static_cast<std::size_t>(bot_seat)] = true;
      const int w = play_game(*game, bot, seed);
      ASSERT_GE(w, 0);
      ++four_player_games;
      four_player_wins += w == bot_seat;
    }
  }
  const double two = static_cast<double>(two_player_wins) / two_player_games;
  const double four = static_cast<double>(four_player_wins) / four_player_games;
  std::printf("Numberfloor bot vs random over %d games: 2 players %.1f%% (chance 50%%), 4 players %.1f%% (chance 25%%)\n",
              games, 100 * two, 100 * four);
  EXPECT_GT(two, 0.75);
  EXPECT_GT(four, 0.5);
}

}  // namespace
}  // namespace sh::numberfloor
