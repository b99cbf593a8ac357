// The Člověče computer player at its three levels and the hint: every level and every
// hint is a legal move in many seeded positions of 2, 4 and 6 players; normal is the
// former bot; the levels choose differently; strong is deterministic for a seed with a
// fixed budget; the hint's key and move line match its action.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "clovece_test_util.h"
#include "core/chance.h"
#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_hint.h"
#include "games/clovece/clovece_narration.h"
#include "narration/language.h"
#include "test_scale.h"

namespace sh::clovece {
namespace {

using namespace testing;

// Decision points (a use of a throw or a gift with at least two choices) met in seeded
// random playouts, about `count` of them.
std::vector<std::unique_ptr<State>> positions(const Game& game, int count, std::uint64_t seed) {
  std::vector<std::unique_ptr<State>> out;
  for (std::uint64_t g = 0; static_cast<int>(out.size()) < count && g < 200; ++g) {
    auto s = game.new_initial_state();
    std::uint64_t step = 0;
    while (!s->is_terminal() && static_cast<int>(out.size()) < count) {
      Action a;
      if (s->is_chance()) {
        a = sample_chance(s->chance_outcomes(), seed + g, step);
      } else {
        auto legal = s->legal_actions();
        if (legal.size() > 1 && chance_bits(seed ^ g, step + 7) % 9 == 0) out.push_back(s->clone());
        a = legal[chance_bits(seed ^ g, step) % legal.size()];
      }
      s->apply(a);
      ++step;
    }
  }
  return out;
}

StrongBudget fixed(int rounds) {
  StrongBudget b;
  b.rounds = rounds;
  return b;
}

bool legal(const State& s, Action a) {
  auto l = s.legal_actions();
  return std::find(l.begin(), l.end(), a) != l.end();
}

TEST(CloveceBotLevel, NormalLevelIsTheFormerBot) {
  auto game = clovece_game(4);
  for (const auto& s : positions(*game, 80, 11)) {
    const std::uint64_t seed = 5;
    EXPECT_EQ(CloveceBot(seed).choose(*s), CloveceBot(seed, Level::Normal).choose(*s)) << s->to_string();
  }
}

TEST(CloveceBotLevel, EveryLevelPlaysLegalMovesAndTheLevelsDiffer) {
  for (int players : {2, 4, 6}) {
    auto game = clovece_game(players);
    int easy_differs = 0, strong_differs = 0, n = 0;
    for (const auto& s : positions(*game, 60, 100 + static_cast<std::uint64_t>(players))) {
      const Action easy = CloveceBot(3, Level::Easy).choose(*s);
      const Action normal = CloveceBot(3, Level::Normal).choose(*s);
      const Action strong = CloveceBot(3, Level::Strong, fixed(8)).choose(*s);
      EXPECT_TRUE(legal(*s, easy)) << s->to_string();
      EXPECT_TRUE(legal(*s, normal)) << s->to_string();
      EXPECT_TRUE(legal(*s, strong)) << s->to_string();
      easy_differs += easy != normal;
      strong_differs += strong != normal;
      ++n;
    }
    EXPECT_GE(n, 40) << players;
    EXPECT_GE(easy_differs, n / 10) << players << " players: easy makes other choices than normal";
    EXPECT_GE(strong_differs, 1) << players << " players: strong searches beyond normal";
  }
}

TEST(CloveceBotStrength, StrongIsDeterministicForASeedWithAFixedBudget) {
  auto game = clovece_game(4);
  for (const auto& s : positions(*game, 30, 21)) {
    const CloveceBot a(9, Level::Strong, fixed(6)), b(9, Level::Strong, fixed(6));
    EXPECT_EQ(a.choose(*s), b.choose(*s));
    EXPECT_EQ(a.last_rounds(), 6);
  }
}

TEST(CloveceBotStrength, StrongStopsAtItsTimeBudget) {
  auto game = clovece_game(6);
  StrongBudget b;
  b.time_ms = 1;
  b.max_rounds = 1000000;
  for (const auto& s : positions(*game, 5, 31)) {
    const CloveceBot bot(1, Level::Strong, b);
    EXPECT_TRUE(legal(*s, bot.choose(*s)));
    EXPECT_LT(bot.last_rounds(), 1000000) << "the clock ended the search";
  }
}

TEST(CloveceBotStrength, StrongWithATinyTimeBudgetStillPlaysALegalMoveAfterItsMinimumOfRounds) {
  auto game = clovece_game(6);
  StrongBudget tiny;
  tiny.time_ms = 1;  // the deadline (80 %) passes during the first rounds
  tiny.max_rounds = 1000000;
  for (const auto& s : positions(*game, 12, 41)) {
    const CloveceBot bot(2, Level::Strong, tiny);
    EXPECT_TRUE(legal(*s, bot.choose(*s))) << s->to_string();
    EXPECT_GE(bot.last_rounds(), tiny.min_rounds) << "the minimum of rounds is kept";
    EXPECT_LT(bot.last_rounds(), tiny.max_rounds) << "the clock ended the search";
  }
}

TEST(CloveceBotStrength, StrongWithNoMinimumStillPlaysOneRound) {
  auto game = clovece_game(4);
  StrongBudget none;
  none.time_ms = 1;
  none.min_rounds = 0;
  for (const auto& s : positions(*game, 12, 43)) {
    const CloveceBot bot(2, Level::Strong, none);
    EXPECT_TRUE(legal(*s, bot.choose(*s))) << s->to_string();
    EXPECT_GE(bot.last_rounds(), 1);
  }
}

// Seeded games of one level against another; the wins of `a` out of `games`.
int wins(Level a, bool b_random, Level b, int players, int games) {
  auto game = clovece_game(players);
  int won = 0;
  for (int k = 0; k < games; ++k) {
    const std::uint64_t seed = 1000003ULL * static_cast<std::uint64_t>(k) + 5;
    auto s = game->new_initial_state();
    std::uint64_t step = 0;
    while (!s->is_terminal()) {
      Action act;
      if (s->is_chance()) {
        act = sample_chance(s->chance_outcomes(), seed, step);
      } else if ((s->current_player() + k) % 2 == 0) {
        act = CloveceBot(chance_bits(seed, step), a, fixed(4)).choose(*s);
      } else if (b_random) {
        auto l = s->legal_actions();
        act = l[chance_bits(seed ^ 77, step) % l.size()];
      } else {
        act = CloveceBot(chance_bits(seed, step), b, fixed(4)).choose(*s);
      }
      s->apply(act);
      ++step;
    }
    const int w = as_clovece(*s).winner();
    won += (w + k) % 2 == 0;
  }
  return won;
}

TEST(CloveceBotStrength, EasyBeatsRandomPlayersAndNormalBeatsEasyInSeededGames) {
  EXPECT_GE(wins(Level::Easy, true, Level::Easy, 2, 30), 20);
  EXPECT_GE(wins(Level::Normal, false, Level::Easy, 2, 30), 17);
}

class CloveceHintMoves : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
};

TEST_F(CloveceHintMoves, HintsAreLegalMovesInManySeededPositions) {
  for (int players : {2, 4, 6}) {
    auto game = clovece_game(players);
    int n = 0, seen = 0;
    for (const auto& s : positions(*game, 40, 200 + static_cast<std::uint64_t>(players))) {
      // Every fourth position under the sanitizers (11 s there with all); all of them normally.
      if (test::kSanitized && seen++ % 4 != 0) continue;
      const auto& c = as_clovece(*s);
      for (Mode mode : {Mode::Dealer, Mode::Assistant}) {
        auto advice = advise_move(Context{c, mode, cs, c.turn_player()}, 2026);
        ASSERT_TRUE(advice) << s->to_string();
        EXPECT_TRUE(legal(*s, advice->action)) << s->to_string();
        // The key, the move and a reason, or no reason where there is no simple one (issue 31).
        ASSERT_GE(advice->says.size(), 2u);
        ASSERT_LE(advice->says.size(), 3u);
        auto l = s->legal_actions();
        const auto key = std::find(l.begin(), l.end(), advice->action) - l.begin() + 1;
        EXPECT_EQ(cs.render(advice->says[0]), "Radím " + std::to_string(key) + ".");
        EXPECT_EQ(cs.render(advice->says[1]).rfind(std::to_string(key) + ": ", 0), 0u) << cs.render(advice->says[1]);
        if (advice->says.size() == 3) {
          EXPECT_FALSE(cs.render(advice->says[2]).empty());
        }
      }
      ++n;
    }
    EXPECT_GE(n, test::kSanitized ? 8 : 30) << players;
  }
}

TEST_F(CloveceHintMoves, NoHintWhileTheDiceAreRolling) {
  auto game = clovece_game(2);
  auto s = game->new_initial_state();
  const auto& c = as_clovece(*s);
  EXPECT_FALSE(advise_move(Context{c, Mode::Dealer, cs, 0}, 1));
}

TEST_F(CloveceHintMoves, TheReasonSaysACapture) {
  // Red throws 3 with a blue piece 3 squares from his start where a green one stands, and
  // nothing else to move: the only sensible use captures the green piece.
  auto game = clovece_game(2);
  auto s = Position(2).track(B, 2, 0).track(G, 5, 1).home(0, R, 3).home(0, Y, 2).state(*game, 0);
  throw_dice(*s, {3});
  const auto& c = as_clovece(*s);
  ASSERT_EQ(c.phase(), Phase::Using);
  auto advice = advise_move(Context{c, Mode::Assistant, cs, 0}, 4);
  ASSERT_TRUE(advice);
  EXPECT_EQ(advice->action, move_track_action(B, 2));
  EXPECT_EQ(cs.render(advice->says[2]).rfind("Vyhoď zelenou halmičku", 0), 0u) << cs.render(advice->says[2]);
}

}  // namespace
}  // namespace sh::clovece
