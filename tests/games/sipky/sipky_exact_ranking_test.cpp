// Šipky "Na přesný výsledek": the ranking (issue 19). The winner first, everyone still in
// the game sharing the next place, everyone over the target sharing the place after them;
// the rank events, the history ranking and the series placement points all follow it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/chance.h"
#include "games/sipky/sipky_game.h"

namespace sh::sipky {
namespace {

// A game driven by explicit actions (the cards too), keeping the events of the last step.
class Play {
 public:
  explicit Play(const GameOptions& options) : game_(make_sipky_game(options)), state_(game_->new_initial_state()) {}

  const SipkyState& s() const { return static_cast<const SipkyState&>(*state_); }

  void act(Action a) {
    ASSERT_TRUE(state_->is_legal(a)) << state_->action_to_string(a) << "\n" << state_->to_string();
    Events events;
    state_->apply(a, &events);
    all_.insert(all_.end(), events.begin(), events.end());
  }
  // Two cards laid tens first ("0 9" is 9 with the zero discarded), as a table types them.
  void throw_two(int tens, int units) {
    act(kThrowTwo);
    act(tens);
    act(units);
    act(kComposeBase + tens);
  }
  // The rank events of the game that ended last.
  std::vector<Event> last_ranks() const {
    std::vector<Event> out;
    for (const auto& e : all_) {
      if (e.type == "game_over") out.clear();
      if (e.type == "rank") out.push_back(e);
    }
    return out;
  }
  const std::vector<Event>& events() const { return all_; }
  long winner_of_last_game() const {
    long w = -2;
    for (const auto& e : all_)
      if (e.type == "game_over") w = e.get("winner");
    return w;
  }

 private:
  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  std::vector<Event> all_;
};

struct Line {
  int place, seat, value;
  bool busted;
};

void expect_ranking(const std::vector<RankLine>& got, const std::vector<Line>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(got[i].place, want[i].place) << "line " << i;
    EXPECT_EQ(got[i].seat, want[i].seat) << "line " << i;
    EXPECT_EQ(got[i].value, want[i].value) << "line " << i;
    EXPECT_EQ(got[i].busted, want[i].busted) << "line " << i;
  }
}

void expect_rank_events(const std::vector<Event>& got, const std::vector<Line>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(got[i].get("place"), want[i].place) << "event " << i;
    EXPECT_EQ(got[i].get("player"), want[i].seat) << "event " << i;
    EXPECT_EQ(got[i].get("score"), want[i].value) << "event " << i;
    EXPECT_EQ(got[i].get("busted"), want[i].busted ? 1 : 0) << "event " << i;
  }
}

const GameOptions kThreeExact{{"players", "3"}, {"variant", "presny"}, {"target", "101"}};

// The issue's table: seat 0 goes over with 105, seat 1 stays in with 99, seat 2 hits 101.
void play_issue_scenario(Play& p) {
  p.throw_two(9, 5);  // 0: 95
  p.throw_two(9, 0);  // 1: 90
  p.throw_two(9, 1);  // 2: 91
  p.throw_two(1, 0);  // 0: 105, over
  p.throw_two(0, 9);  // 1: 99
  p.throw_two(1, 0);  // 2: 101 exactly
}

TEST(SipkyExactRanking, OverTheTargetRanksAfterThePlayerStillInTheIssueScenario) {
  Play p(kThreeExact);
  play_issue_scenario(p);
  ASSERT_TRUE(p.s().is_terminal());
  EXPECT_EQ(p.winner_of_last_game(), 2);
  const std::vector<Line> want = {{1, 2, 101, false}, {2, 1, 99, false}, {3, 0, 105, true}};
  expect_ranking(p.s().game_ranking(), want);
  expect_rank_events(p.last_ranks(), want);
  // The history record of a single game is the series ranking: the same places.
  expect_ranking(p.s().series_ranking(), want);
}

TEST(SipkyExactRanking, TwoStillInShareSecondAndTwoOverShareTheLastPlace) {
  Play p({{"players", "5"}, {"variant", "presny"}, {"target", "101"}});
  p.throw_two(9, 5);  // 0: 95
  p.throw_two(9, 0);  // 1: 90
  p.throw_two(9, 1);  // 2: 91
  p.throw_two(8, 0);  // 3: 80
  p.throw_two(8, 5);  // 4: 85
  p.throw_two(1, 0);  // 0: 105, over
  p.throw_two(0, 9);  // 1: 99
  p.throw_two(2, 0);  // 2: 111, over
  p.throw_two(1, 2);  // 3: 92
  p.throw_two(1, 6);  // 4: 101 exactly
  ASSERT_TRUE(p.s().is_terminal());
  EXPECT_EQ(p.winner_of_last_game(), 4);
  const std::vector<Line> want = {
      {1, 4, 101, false}, {2, 1, 99, false}, {2, 3, 92, false}, {4, 0, 105, true}, {4, 2, 111, true}};
  expect_ranking(p.s().game_ranking(), want);
  expect_rank_events(p.last_ranks(), want);
}

TEST(SipkyExactRanking, NobodyExactThoseStillInShareFirstAheadOfThoseOverAndAllOverShareFirst) {
  Play p({{"players", "4"}, {"variant", "presny"}, {"target", "101"}});
  p.throw_two(9, 5);  // 0: 95
  p.throw_two(9, 0);  // 1: 90
  p.throw_two(9, 1);  // 2: 91
  p.throw_two(8, 0);  // 3: 80
  p.throw_two(1, 0);  // 0: 105, over
  p.throw_two(0, 5);  // 1: 95
  p.throw_two(2, 0);  // 2: 111, over
  p.throw_two(1, 2);  // 3: 92
  // The game goes on (nobody has hit 101): two still in share the first place, nobody won.
  ASSERT_FALSE(p.s().is_terminal());
  expect_ranking(p.s().game_ranking(), {{1, 1, 95, false}, {1, 3, 92, false}, {3, 0, 105, true}, {3, 2, 111, true}});
  // Both go over as well: a finished game without a hit, everyone over, everyone shares first.
  p.throw_two(1, 8);  // 1: 113, over
  p.throw_two(1, 3);  // 3: 105, over
  ASSERT_TRUE(p.s().is_terminal());
  EXPECT_EQ(p.winner_of_last_game(), -1) << "nobody wins";
  const std::vector<Line> want = {{1, 0, 105, true}, {1, 1, 113, true}, {1, 2, 111, true}, {1, 3, 105, true}};
  expect_ranking(p.s().game_ranking(), want);
  expect_rank_events(p.last_ranks(), want);
}

TEST(SipkyExactRanking, RankGameIsTheOneFunctionForBothVariants) {
  std::vector<PlayerState> players(4);
  players[0] = {105, 2, Status::Busted, false};
  players[1] = {99, 2, Status::Stopped, false};
  players[2] = {99, 2, Status::Active, false};
  players[3] = {100, 2, Status::Stopped, false};
  // Stojedna unchanged: not over by score descending (equal scores share), then over.
  expect_ranking(rank_game(Variant::Stojedna, players),
                 {{1, 3, 100, false}, {2, 1, 99, false}, {2, 2, 99, false}, {4, 0, 105, true}});
  players[3] = {101, 2, Status::Exact, false};
  expect_ranking(rank_game(Variant::Exact, players),
                 {{1, 3, 101, false}, {2, 1, 99, false}, {2, 2, 99, false}, {4, 0, 105, true}});
  players[3] = {50, 2, Status::Active, false};
  expect_ranking(rank_game(Variant::Exact, players),
                 {{1, 1, 99, false}, {1, 2, 99, false}, {1, 3, 50, false}, {4, 0, 105, true}});
}

TEST(SipkyExactRanking, HitsSeriesPlacementPointsFollowTheGamePlaces) {
  Play p({{"players", "3"}, {"variant", "presny"}, {"target", "101"}, {"series", "hits"}, {"games", "2"}});
  play_issue_scenario(p);  // game 1: 2 wins, 1 second (99), 0 third (105 over)
  ASSERT_FALSE(p.s().is_terminal());
  EXPECT_EQ(p.s().series_points(), (std::vector<int>{1, 2, 3}));
  // Game 2: the dealer passed to seat 0, seat 1 throws first.
  ASSERT_EQ(p.s().seat(), 1);
  p.throw_two(9, 5);  // 1: 95
  p.throw_two(9, 0);  // 2: 90
  p.throw_two(9, 1);  // 0: 91
  p.throw_two(1, 0);  // 1: 105, over
  p.throw_two(0, 9);  // 2: 99
  p.throw_two(1, 0);  // 0: 101 exactly
  ASSERT_TRUE(p.s().is_terminal());
  expect_rank_events(p.last_ranks(), {{1, 0, 101, false}, {2, 2, 99, false}, {3, 1, 105, true}});
  EXPECT_EQ(p.s().series_points(), (std::vector<int>{1 + 3, 2 + 1, 3 + 2}));
  EXPECT_EQ(p.s().series_hits(), (std::vector<int>{1, 0, 1}));
  // The series is won by hits: seats 0 and 2 share the first place.
  expect_ranking(p.s().series_ranking(), {{1, 0, 1, false}, {1, 2, 1, false}, {3, 1, 0, false}});
}

// Every game of random exact series: the rank events keep the order winner, still in, over
// with the shared places, and each game adds (players - place + 1) points to every seat.
TEST(SipkyExactRanking, RandomExactSeriesRankEventsAndPointsAgree) {
  for (int players = 1; players <= 8; ++players) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      auto game = make_sipky_game({{"players", std::to_string(players)}, {"variant", "presny"},
                                   {"series", "hits"}, {"games", "3"}});
      auto state = game->new_initial_state();
      std::vector<int> points(static_cast<std::size_t>(players), 0);
      std::vector<Event> ranks;
      long winner = -2;
      int games = 0;
      std::uint64_t step = 0;
      while (!state->is_terminal()) {
        ASSERT_LT(step, 100000u);
        Action a;
        if (state->is_chance()) {
          a = sample_chance(state->chance_outcomes(), seed, step);
        } else {
          auto legal = state->legal_actions();
          a = legal[chance_bits(seed ^ 0x1919, step) % legal.size()];
        }
        ++step;
        Events events;
        state->apply(a, &events);
        for (const auto& e : events) {
          if (e.type == "game_over") {
            winner = e.get("winner");
            ranks.clear();
          }
          if (e.type == "rank") ranks.push_back(e);
          if (e.type == "game_started" || e.type == "series_over") {
            ++games;
            ASSERT_EQ(static_cast<int>(ranks.size()), players);
            EXPECT_TRUE(winner < 0 || ranks[0].get("player") == winner) << "the winner first";
            int group = 0;  // 0 winner, 1 still in, 2 over
            for (std::size_t i = 0; i < ranks.size(); ++i) {
              const Event& r = ranks[i];
              const long place = r.get("place");
              const int g = r.get("busted") ? 2 : (r.get("player") == winner ? 0 : 1);
              ASSERT_GE(g, group) << "order: winner, still in, over (seed " << seed << ")";
              // One group shares a place; the next group's place counts everyone before it.
              const long want = i == 0 ? 1 : g == group ? ranks[i - 1].get("place") : static_cast<long>(i) + 1;
              ASSERT_EQ(place, want) << "line " << i << " (seed " << seed << ")";
              group = g;
              points[static_cast<std::size_t>(r.get("player"))] += players - static_cast<int>(place) + 1;
            }
            ranks.clear();
          }
        }
      }
      EXPECT_EQ(games, 3);
      EXPECT_EQ(static_cast<const SipkyState&>(*state).series_points(), points) << "players " << players;
    }
  }
}

}  // namespace
}  // namespace sh::sipky
