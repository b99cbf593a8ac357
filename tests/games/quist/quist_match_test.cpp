// Numeramis Quist: match scoring (games won, then tricks, then an extra game), the deal
// passing on, and replaying a match from its action list.
#include <gtest/gtest.h>

#include "quist_test_support.h"

namespace sh::quist {
namespace {

using testing::Match;
using testing::script_game;

GameOptions assistant(int games) {
  return {{"mode", "assistant"}, {"games", std::to_string(games)}};
}

TEST(QuistMatch, AfterFiveGamesAllTheTotalTricksDecide) {
  Match m(assistant(10));
  for (int g = 0; g < 5; ++g) {
    script_game(m, 0, 9);  // team 0 wins 9:0
    script_game(m, 1, 5);  // team 1 wins 5:4
  }
  ASSERT_TRUE(m.state->is_terminal());
  EXPECT_EQ(m.q().wins()[0], 5);
  EXPECT_EQ(m.q().wins()[1], 5);
  EXPECT_EQ(m.q().total_tricks()[0], 5 * 9 + 5 * 4);
  EXPECT_EQ(m.q().total_tricks()[1], 5 * 5);
  EXPECT_EQ(m.q().match_winner(), 0);
  EXPECT_EQ(m.q().decided_by(), DecidedBy::Tricks);
  EXPECT_FALSE(m.q().extra_game());
  EXPECT_EQ(m.q().results().size(), 10u);
}

TEST(QuistMatch, EqualGamesAndTricksNeedAnEleventhGame) {
  Match m(assistant(10));
  for (int g = 0; g < 4; ++g) {
    script_game(m, 0, 5);
    script_game(m, 1, 5);
  }
  script_game(m, 0, 5);
  // The tenth game: team 1 wins 5:4, so 5:5 games and 45:45 tricks.
  EXPECT_EQ(m.q().game_number(), 10);
  script_game(m, 1, 5);
  ASSERT_FALSE(m.state->is_terminal());
  EXPECT_TRUE(m.q().extra_game());
  EXPECT_EQ(m.q().game_number(), 11);
  EXPECT_EQ(m.q().games_to_play(), 11);
  EXPECT_EQ(m.q().total_tricks()[0], m.q().total_tricks()[1]);
  EXPECT_EQ(m.q().dealer(), 10 % kSeats) << "the deal passes on into the extra game";
  script_game(m, 1, 6);
  ASSERT_TRUE(m.state->is_terminal());
  EXPECT_EQ(m.q().match_winner(), 1);
  EXPECT_EQ(m.q().decided_by(), DecidedBy::ExtraGame);
  EXPECT_EQ(m.q().wins()[1], 6);
}

TEST(QuistMatch, ExtraGameIsAnnouncedByEvent) {
  Match m(assistant(2));
  script_game(m, 0, 5);
  Events events = script_game(m, 1, 5);
  const Event* extra = testing::find_event(events, "match.extra_game");
  ASSERT_NE(extra, nullptr);
  EXPECT_EQ(extra->get("game"), 3);
  EXPECT_EQ(extra->get("wins"), 1);
  EXPECT_EQ(extra->get("tricks"), 9);
  EXPECT_EQ(testing::find_event(events, "match.end"), nullptr);
  const Event* start = testing::find_event(events, "game.start");
  ASSERT_NE(start, nullptr);
  EXPECT_EQ(start->get("extra"), 1);
  EXPECT_EQ(start->get("game"), 3);
  EXPECT_EQ(start->get("games"), 3);
  events = script_game(m, 0, 9);
  const Event* end = testing::find_event(events, "match.end");
  ASSERT_NE(end, nullptr);
  EXPECT_EQ(end->get("winner"), 0);
  EXPECT_EQ(end->get("decided_by"), static_cast<long>(DecidedBy::ExtraGame));
  EXPECT_EQ(end->get("games"), 3);
}

TEST(QuistMatch, MostGamesWinsAndAClinchIsAnnouncedOnce) {
  Match m(assistant(5));
  int clinched = 0;
  for (int g = 0; g < 5; ++g) {
    Events events = script_game(m, g < 3 ? 1 : 0, g < 3 ? 5 : 9);
    clinched += testing::count_events(events, "match.clinched");
    if (g == 2) {
      const Event* c = testing::find_event(events, "match.clinched");
      ASSERT_NE(c, nullptr);
      EXPECT_EQ(c->get("team"), 1);
      EXPECT_EQ(c->get("remaining"), 2);
    }
  }
  EXPECT_EQ(clinched, 1);
  ASSERT_TRUE(m.state->is_terminal());
  EXPECT_EQ(m.q().match_winner(), 1);  // 3 games to 2, although team 0 has more tricks
  EXPECT_GT(m.q().total_tricks()[0], m.q().total_tricks()[1]);
  EXPECT_EQ(m.q().decided_by(), DecidedBy::Games);
}

TEST(QuistMatch, TheDealPassesLeftEveryGame) {
  Match m(GameOptions{{"mode", "assistant"}, {"games", "6"}, {"dealer", "3"}});
  for (int g = 0; g < 5; ++g) {
    EXPECT_EQ(m.q().dealer(), (2 + g) % kSeats);
    EXPECT_EQ(m.state->current_player(), (3 + g) % kSeats);
    script_game(m, g % 2, 7);
  }
}

TEST(QuistMatch, ReplayOfTheActionListReproducesTheState) {
  Match m(GameOptions{{"games", "3"}, {"seating", "cut"}, {"dealer", "2"}});
  std::uint64_t step = 0;
  std::vector<std::string> snapshots;
  while (!m.state->is_terminal()) {
    Action a = m.state->is_chance()
                   ? sample_chance(m.state->chance_outcomes(), 77, step)
                   : m.state->legal_actions()[chance_bits(78, step) % m.state->legal_actions().size()];
    m.apply(a);
    ++step;
    if (step % 50 == 0) snapshots.push_back(m.state->to_string());
  }
  auto again = replay(*m.game, m.state->history());
  auto& q = static_cast<QuistState&>(*again);
  EXPECT_TRUE(q.is_terminal());
  EXPECT_EQ(q.to_string(), m.state->to_string());
  EXPECT_EQ(q.results(), m.q().results());
  EXPECT_EQ(q.match_winner(), m.q().match_winner());
  for (std::size_t i = 0; i < snapshots.size(); ++i) {
    const auto& h = m.state->history();
    auto partial = replay(*m.game, std::vector<Action>(h.begin(), h.begin() + static_cast<long>((i + 1) * 50)));
    EXPECT_EQ(partial->to_string(), snapshots[i]);
  }
}

TEST(QuistMatch, ReplayRefusesAnIllegalActionList) {
  auto game = make_quist_game({{"mode", "assistant"}});
  EXPECT_THROW(replay(*game, {5, 5, 5, 5, 5, 5, 5, 5, 5}), std::invalid_argument);
  EXPECT_THROW(replay(*game, {11}), std::invalid_argument);
}

}  // namespace
}  // namespace sh::quist
