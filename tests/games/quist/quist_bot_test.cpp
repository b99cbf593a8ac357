// Numeramis Quist: the computer player decides sensibly from its own observation and a
// team of two bots beats a team of two uniformly random players.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "games/quist/quist_bot.h"
#include "quist_test_support.h"

namespace sh::quist {
namespace {

using testing::lay;
using testing::Match;
using testing::playout_position;

// An observation for seat `seat` with `hand` and the current phase `phase` (stake 1).
Observation situation(int seat, const std::vector<int>& hand, const Phase& phase, int stake = 1) {
  Observation o;
  o.seat = seat;
  o.team = team_of(seat);
  o.hand_known = true;
  for (int v : hand) ++o.hand[static_cast<std::size_t>(v)];
  o.playing = true;
  o.my_turn = true;
  o.to_play = seat;
  o.table.assign(static_cast<std::size_t>(stake - 1), Phase{});
  o.table.push_back(phase);
  o.phase = o.stake = stake;
  o.leader = phase.empty() ? seat : phase.front().seat;
  o.best = best_of(phase);
  for (const Play& p : phase) ++o.played[static_cast<std::size_t>(p.value)];
  o.played[0] += 4;  // not the first trick of the game
  return o;
}

TEST(QuistBot, LastToPlayTakesTheTrickWithTheCheapestWinningCard) {
  QuistBot bot(1);
  EXPECT_EQ(bot.choose(situation(3, {2, 6, 8, 9}, {{0, 3}, {1, 2}, {2, 5}})), 6);
}

TEST(QuistBot, ThrowsTheLowestCardWhenThePartnerWinsAlone) {
  QuistBot bot(1);
  EXPECT_EQ(bot.choose(situation(3, {2, 6, 8, 9}, {{0, 3}, {1, 7}, {2, 4}})), 2);
  // Laying the partner's value would only tie, so the next lowest card goes.
  EXPECT_EQ(bot.choose(situation(3, {7, 8, 9}, {{0, 3}, {1, 7}, {2, 4}})), 8);
}

TEST(QuistBot, ThrowsTheLowestCardWhenTheTrickCannotBeWon) {
  QuistBot bot(1);
  EXPECT_EQ(bot.choose(situation(3, {1, 4, 6}, {{0, 9}, {1, 2}, {2, 4}})), 1);
}

TEST(QuistBot, TiesALoneOpponentWhenSeveralTricksAreAtStake) {
  QuistBot bot(1);
  EXPECT_EQ(bot.choose(situation(3, {1, 4, 9}, {{0, 9}, {1, 2}, {2, 4}}, 2)), 9);
}

TEST(QuistBot, LeadsItsHighestCardForAMultipleStake) {
  QuistBot bot(1);
  EXPECT_EQ(bot.choose(situation(0, {1, 4, 8}, {}, 3)), 8);
}

TEST(QuistBot, RefusesToPlayWithoutKnowingItsHand) {
  Match m(GameOptions{{"mode", "assistant"}});
  QuistBot bot(1);
  EXPECT_THROW(bot.choose(m.q().observation(m.state->current_player())), std::logic_error);
}

TEST(QuistBot, SameObservationSameCardWhateverTheHiddenHands) {
  // Two deals that give seat 0 the same hand but the others different ones.
  Match a(GameOptions{{"dealer", "4"}});
  Match b(GameOptions{{"dealer", "4"}});
  for (int i = 0; i < kCardsPerGame; ++i) {
    const bool seat0 = i % 4 == 0;
    a.apply(seat0 ? i % 10 : (i * 7) % 10);
    b.apply(seat0 ? i % 10 : (i * 3 + 1) % 10);
  }
  ASSERT_EQ(a.q().hand(0), b.q().hand(0));
  ASSERT_NE(a.q().hand(1), b.q().hand(1));
  QuistBot bot(5);
  EXPECT_EQ(bot.choose(a.q().observation(0)), bot.choose(b.q().observation(0)));
}

// Positions of one-game matches stopped after a seeded number of random cards.
std::vector<std::unique_ptr<Match>> random_positions(int count) {
  std::vector<std::unique_ptr<Match>> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    auto m = playout_position(seed, GameOptions{{"games", "1"}, {"dealer", std::to_string(seed % 4)}});
    if (!m->state->is_terminal()) out.push_back(std::move(m));
  }
  return out;
}

TEST(QuistBot, StrongWithATinyTimeBudgetStillPlaysALegalCardAfterItsMinimumOfDeals) {
  SearchBudget tiny;
  tiny.time_ms = 1;  // the deadline (80 %) passes during the first deals
  tiny.max_samples = 1000000;
  for (const auto& m : random_positions(40)) {
    const Observation o = m->q().observation(m->state->current_player());
    const SearchResult r = search(o, 3, tiny);
    EXPECT_TRUE(m->state->is_legal(r.best));
    EXPECT_TRUE(m->state->is_legal(QuistBot(3, Level::Strong, tiny).choose(o)));
    if (r.cards.size() > 1) {
      EXPECT_GE(r.samples, tiny.min_samples) << "the minimum of deals is kept";
      EXPECT_LT(r.samples, tiny.max_samples) << "the clock ended the search";
    }
  }
}

TEST(QuistBot, StrongWithNoMinimumStillSamplesOneDeal) {
  SearchBudget none;
  none.time_ms = 1;
  none.min_samples = 0;
  for (const auto& m : random_positions(20)) {
    const SearchResult r = search(m->q().observation(m->state->current_player()), 4, none);
    EXPECT_TRUE(m->state->is_legal(r.best));
    if (r.cards.size() > 1) {
      EXPECT_GE(r.samples, 1);
      for (const CardScore& c : r.cards) EXPECT_FALSE(std::isnan(c.score));
    }
  }
}

struct Tally {
  int bot_wins = 0;
  int matches = 0;
  int bot_games = 0;
  int games = 0;
  long bot_tricks = 0;
  long random_tricks = 0;
};

// One seeded match: bots on `bot_team`, uniformly random players on the other team.
void bot_vs_random(std::uint64_t seed, int bot_team, Tally& tally) {
  Match m(GameOptions{{"games", "10"}, {"dealer", std::to_string(seed % 4)}});
  QuistBot bot(seed);
  std::uint64_t step = 0;
  while (!m.state->is_terminal()) {
    Action a = 0;
    const int seat = m.state->current_player();
    if (m.state->is_chance()) {
      a = sample_chance(m.state->chance_outcomes(), seed, step);
    } else if (team_of(seat) == bot_team) {
      a = bot.choose(m.q().observation(seat));
    } else {
      auto legal = m.state->legal_actions();
      a = legal[chance_bits(seed + 1000003, step) % legal.size()];
    }
    m.apply(a);  // throws if the bot chose an illegal card
    ++step;
  }
  ++tally.matches;
  tally.bot_wins += m.q().match_winner() == bot_team ? 1 : 0;
  tally.bot_games += m.q().wins()[static_cast<std::size_t>(bot_team)];
  tally.games += m.q().wins()[0] + m.q().wins()[1];
  tally.bot_tricks += m.q().total_tricks()[static_cast<std::size_t>(bot_team)];
  tally.random_tricks += m.q().total_tricks()[static_cast<std::size_t>(1 - bot_team)];
}

TEST(QuistBot, TwoBotsBeatTwoRandomPlayers) {
  Tally tally;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) bot_vs_random(seed, static_cast<int>(seed % 2), tally);
  const double rate = static_cast<double>(tally.bot_wins) / tally.matches;
  std::printf("quist bot team vs random team: %d/%d matches won (%.1f%%), %d/%d games, tricks %ld:%ld\n",
              tally.bot_wins, tally.matches, 100.0 * rate, tally.bot_games, tally.games, tally.bot_tricks,
              tally.random_tricks);
  EXPECT_GT(rate, 0.75);
  EXPECT_GT(tally.bot_games, tally.games * 6 / 10);
  EXPECT_GT(tally.bot_tricks, tally.random_tricks);
}

}  // namespace
}  // namespace sh::quist
