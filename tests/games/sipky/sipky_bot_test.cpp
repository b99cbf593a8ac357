// The Šipky computer player (SipkyBot): the card odds and the strong choice against
// probabilities computed by hand, legal moves at every level, levels that differ, and
// decisions that are deterministic for a seed.
#include <gtest/gtest.h>

#include <map>

#include "core/chance.h"
#include "games/sipky/sipky_bot.h"
#include "games/sipky/sipky_game.h"
#include "test_scale.h"

namespace sh::sipky {
namespace {

std::unique_ptr<State> position(const GameOptions& options, const std::vector<Action>& actions,
                                std::shared_ptr<const Game>& game) {
  game = make_sipky_game(options);
  auto s = game->new_initial_state();
  for (Action a : actions) s->apply(a);
  return s;
}

const SipkyState& sipky(const std::unique_ptr<State>& s) { return static_cast<const SipkyState&>(*s); }

TEST(SipkyBotOdds, TwoCardsFoldAPairOfZerosAndRedraw) {
  // Unseen: two zeros, one 5, one 9 (4 cards). Ordered draws:
  //   0 then 0: 2/4 * 1/3 = 1/6, folded; then 5 and 9 remain: the pair {5,9} for sure.
  //   {0,5}: 0 then 5 (2/4 * 1/3) + 5 then 0 (1/4 * 2/3) = 1/6 + 1/6 = 1/3; {0,9} likewise.
  //   {5,9}: 1/4 * 1/3 + 1/4 * 1/3 = 1/6, plus 1/6 from the fold = 1/3.
  Stock stock{};
  stock[0] = 2;
  stock[5] = 1;
  stock[9] = 1;
  const auto odds = two_card_odds(stock);
  EXPECT_NEAR(odds[0][5], 1.0 / 3, 1e-12);
  EXPECT_NEAR(odds[0][9], 1.0 / 3, 1e-12);
  EXPECT_NEAR(odds[5][9], 1.0 / 3, 1e-12);
  EXPECT_EQ(odds[0][0], 0.0);
}

TEST(SipkyBotOdds, TheLastCardIsFollowedByAReshuffleWithoutIt) {
  // One 7 left: it comes first; then the 79 cards not in the throw are shuffled, seven 7s
  // among them: {a,7} = 8/79 for every other digit a, {7,7} = 7/79.
  Stock stock{};
  stock[7] = 1;
  const auto odds = two_card_odds(stock);
  EXPECT_NEAR(odds[0][7], 8.0 / 79, 1e-12);
  EXPECT_NEAR(odds[7][9], 8.0 / 79, 1e-12);
  EXPECT_NEAR(odds[7][7], 7.0 / 79, 1e-12);
}

TEST(SipkyBotOdds, ASingleCardNeverCountsAZero) {
  Stock stock{};
  stock[0] = 5;
  stock[1] = 1;
  stock[9] = 3;
  const auto q = one_card_odds(stock);
  EXPECT_EQ(q[0], 0.0);
  EXPECT_NEAR(q[1], 0.25, 1e-12);
  EXPECT_NEAR(q[9], 0.75, 1e-12);
}

// Seat 0 throws 9 0 (90), seat 1 throws 9 6 (96), seat 0 takes one card: 7, 97 and done.
const std::vector<Action> kBehindByOne = {kThrowTwo, 9, 0, kComposeBase + 9, kThrowTwo, 9, 6, kComposeBase + 9,
                                          kOneCard,  7};

TEST(SipkyBotStrength, OneCardAgainstAStoppedNinetySevenMatchesTheHandComputedChance) {
  std::shared_ptr<const Game> game;
  auto s = position({{"players", "2"}}, kBehindByOne, game);
  ASSERT_EQ(sipky(s).seat(), 1);
  ASSERT_EQ(sipky(s).players()[0].status, Status::Stopped);
  // Seen: 9 0 9 6 7. Unseen non-zero cards: 1-5 eight each, 6 and 7 seven each, 8 eight,
  // 9 six: 68. From 96 against 97: a 2, 3, 4 or 5 wins (98-101), a 1 ties (97, half the
  // win), 6-9 go over. One card = (4 * 8 + 8 / 2) / 68 = 36/68 = 0.529; stopping = 0.
  // Two cards can stay under 102 only with a zero and a card up to 5 (a small chance).
  const SipkyBot strong(Level::Strong);
  const SipkyAnalysis a = strong.analyse(sipky(s));
  EXPECT_NEAR(a.one, 36.0 / 68, 1e-12);
  EXPECT_NEAR(a.bust_one, (7 + 7 + 8 + 6) / 68.0, 1e-12);
  EXPECT_EQ(a.stop, 0.0);
  EXPECT_LT(a.two, 0.2);
  EXPECT_EQ(a.best, kOneCard);
  EXPECT_EQ(strong.choose(sipky(s)), kOneCard);
  // The normal player stops with 5 to go whatever the others did.
  EXPECT_EQ(SipkyBot(Level::Normal).choose(sipky(s)), kStop);
}

TEST(SipkyBotStrength, AheadOfEveryoneItStops) {
  // Seat 0: 9 0 (90), then one card 5 (95, done). Seat 1: 9 9 (99). Stopping with 99 against a finished 95 wins for sure (worth 1); one
  // card wins only with a 1 or 2.
  std::shared_ptr<const Game> game;
  auto s = position({{"players", "2"}},
                    {kThrowTwo, 9, 0, kComposeBase + 9, kThrowTwo, 9, 9, kComposeBase + 9, kOneCard, 5}, game);
  ASSERT_EQ(sipky(s).players()[1].score, 99);
  const SipkyAnalysis a = SipkyBot(Level::Strong).analyse(sipky(s));
  EXPECT_EQ(a.stop, 1.0);
  EXPECT_EQ(a.best, kStop);
  // Seen 9 0 9 9 5: 1s and 2s are 8 + 8 of 68 unseen non-zero cards (1-8: 64 less the 5
  // seen; 9: 5 left).
  EXPECT_NEAR(a.one, 16.0 / 68, 1e-12);
}

TEST(SipkyBotStrength, TheTensThatBeatsAStoppedScoreIsChosen) {
  // Seat 0 stops at 99 (9 0 = 90, one card 9); seat 1 has 70 (7 0) and holds 3 and 0:
  // 30 lands on 100, beating 99 for sure (worth 1: stop next turn); 3 lands on 73 and needs
  // more cards to beat 99 (worth below 1).
  std::shared_ptr<const Game> game;
  auto s = position({{"players", "2"}},
                    {kThrowTwo, 9, 0, kComposeBase + 9, kThrowTwo, 7, 0, kComposeBase + 7, kOneCard, 9, kThrowTwo, 3, 0},
                    game);
  ASSERT_EQ(sipky(s).phase(), Phase::Compose);
  const SipkyBot strong(Level::Strong);
  const auto worth = strong.worth_by_score(sipky(s));
  EXPECT_EQ(worth[100], 1.0);
  EXPECT_LT(worth[73], 1.0);
  EXPECT_EQ(strong.choose(sipky(s)), kComposeBase + 3);
}

TEST(SipkyBotStrength, ExactVariantTakesOneCardNearTheTargetAndDiscardsAnOvershoot) {
  // Alone in "Na přesný výsledek": 95 (9 5), 6 to go. One card hits with a 6 and cannot
  // go out (an overshoot is discarded); two cards hit only with {0,6}.
  std::shared_ptr<const Game> game;
  auto s = position({{"players", "1"}, {"variant", "presny"}}, {kThrowTwo, 9, 5, kComposeBase + 9}, game);
  const SipkyAnalysis a = SipkyBot(Level::Strong).analyse(sipky(s));
  EXPECT_EQ(a.best, kOneCard);
  // Seen 9 and 5: the 6s are 8 of 70 unseen non-zero cards.
  EXPECT_NEAR(a.exact_one, 8.0 / 70, 1e-12);
  EXPECT_GT(a.one, a.two);
  s->apply(kOneCard);
  s->apply(8);  // 103: over
  ASSERT_EQ(sipky(s).phase(), Phase::OneCardChoice);
  for (Level level : {Level::Easy, Level::Normal, Level::Strong}) EXPECT_EQ(SipkyBot(level).choose(sipky(s)), kDiscardCard);
}

// Positions from seeded games of bots at every level, every variant and target.
std::vector<std::unique_ptr<State>> sample_positions(std::vector<std::shared_ptr<const Game>>& games, int count) {
  std::vector<std::unique_ptr<State>> out;
  for (int g = 0; out.size() < static_cast<std::size_t>(count); ++g) {
    const char* targets[] = {"101", "201", "301"};
    games.push_back(make_sipky_game({{"players", std::to_string(1 + g % 4)},
                                     {"target", targets[g % 3]},
                                     {"variant", g % 4 == 3 ? "presny" : "stojedna"}}));
    auto s = games.back()->new_initial_state();
    const SipkyBot bot(static_cast<Level>(g % 3), static_cast<std::uint64_t>(g));
    std::uint64_t step = 0;
    while (!s->is_terminal()) {
      if (s->is_chance()) {
        s->apply(sample_chance(s->chance_outcomes(), static_cast<std::uint64_t>(g), step++));
        continue;
      }
      out.push_back(s->clone());
      s->apply(bot.choose(*s));
      ++step;
    }
  }
  return out;
}

TEST(SipkyBotLevel, EveryLevelPlaysLegallyAndTheSameForASeed) {
  std::vector<std::shared_ptr<const Game>> games;
  auto positions = sample_positions(games, test::scaled(150, 3));  // 15 s under the sanitizers with all
  for (const auto& p : positions)
    for (Level level : {Level::Easy, Level::Normal, Level::Strong}) {
      const Action a = SipkyBot(level, 7).choose(*p);
      EXPECT_TRUE(p->is_legal(a)) << level_name(level) << " " << p->action_to_string(a) << "\n" << p->to_string();
      EXPECT_EQ(a, SipkyBot(level, 7).choose(*p));
    }
}

TEST(SipkyBotLevel, EasyNormalAndStrongDecideDifferently) {
  std::vector<std::shared_ptr<const Game>> games;
  auto positions = sample_positions(games, 200);
  std::map<std::pair<int, int>, int> differ;
  for (const auto& p : positions) {
    Action by[3];
    for (int l = 0; l < 3; ++l) by[l] = SipkyBot(static_cast<Level>(l), 11).choose(*p);
    if (by[0] != by[1]) ++differ[{0, 1}];
    if (by[1] != by[2]) ++differ[{1, 2}];
  }
  EXPECT_GT((differ[{0, 1}]), 10) << "easy makes its slips";
  EXPECT_GT((differ[{1, 2}]), 10) << "strong weighs the odds and the others";
}

TEST(SipkyBotLevel, StrongWinsMoreSeededGamesThanNormal) {
  // A small tournament (the full one is the strength bench): 200 two-player games, the
  // levels swapping seats. Strong wins about two games in three.
  auto game = make_sipky_game({{"players", "2"}});
  double strong_share = 0;
  const int games = 200;
  for (int k = 0; k < games; ++k) {
    auto s = game->new_initial_state();
    const int strong_seat = k % 2;
    std::uint64_t step = 0;
    while (!s->is_terminal()) {
      if (s->is_chance()) {
        s->apply(sample_chance(s->chance_outcomes(), static_cast<std::uint64_t>(k), step++));
        continue;
      }
      const Level level = s->current_player() == strong_seat ? Level::Strong : Level::Normal;
      s->apply(SipkyBot(level).choose(*s));
      ++step;
    }
    const auto ranking = static_cast<const SipkyState&>(*s).game_ranking();
    int winners = 0;
    bool strong_won = false;
    for (const auto& line : ranking)
      if (line.place == 1 && !line.busted) ++winners, strong_won = strong_won || line.seat == strong_seat;
    strong_share += winners == 0 ? 0.5 : strong_won ? 1.0 / winners : 0.0;
  }
  EXPECT_GT(strong_share / games, 0.58);
}

}  // namespace
}  // namespace sh::sipky
