// Numeramis Quist: seeded random playouts of whole matches, checked by an independent
// referee that reads only the event stream (36 cards a hand, 9 tricks shared out, tie
// phases led by the right seat, the hand-ending tie rule, match results).
#include <gtest/gtest.h>

#include <array>
#include <optional>

#include "quist_test_support.h"

namespace sh::quist {
namespace {

using testing::Match;

// Re-derives every rule consequence from the events and compares with what the engine said.
class EventReferee {
 public:
  explicit EventReferee(int games) : games_to_play_(games) {}

  void on(const Event& e) {
    SCOPED_TRACE(e.type);
    if (e.type == "game.start") {
      ASSERT_FALSE(in_game_);
      in_game_ = true;
      plays_ = {};
      dealt_ = {};
      deck_ = {};
      tricks_ = {};
      phase_.clear();
      phases_ = 1;
      dealer_ = static_cast<int>(e.get("dealer"));
      EXPECT_EQ(e.get("leader"), left_of(dealer_));
      if (last_dealer_ >= 0) {
        EXPECT_EQ(dealer_, left_of(last_dealer_)) << "the deal passes left";
      }
      last_dealer_ = dealer_;
      expected_next_ = left_of(dealer_);
      ++games_started_;
    } else if (e.type == "deal.card") {
      ++dealt_[static_cast<std::size_t>(e.get("seat"))];
      EXPECT_LE(++deck_[static_cast<std::size_t>(e.get("value"))], kCopies);
    } else if (e.type == "card.played") {
      ASSERT_TRUE(in_game_);
      const int seat = static_cast<int>(e.get("seat"));
      EXPECT_EQ(seat, expected_next_);
      EXPECT_EQ(e.get("phase"), phases_);
      phase_.push_back({seat, static_cast<int>(e.get("value"))});
      ++plays_[static_cast<std::size_t>(seat)];
      EXPECT_LE(plays_[static_cast<std::size_t>(seat)], kHandSize);
      ++played_values_[static_cast<std::size_t>(e.get("value"))];
      expected_next_ = left_of(seat);
      if (phase_.size() == kSeats) check_phase_end_ = true;
    } else if (e.type == "phase.tie") {
      ASSERT_TRUE(check_phase_end_);
      const PhaseBest best = best_of(phase_);
      EXPECT_GE(best.count, 2);
      EXPECT_EQ(e.get("seat"), best.seat) << "led by the first tied highest card";
      EXPECT_LT(plays_[0], kHandSize) << "a tie with no cards left must be awarded";
      ++phases_;
      ++ties_;
      EXPECT_EQ(e.get("stake"), phases_);
      expected_next_ = best.seat;
      phase_.clear();
      check_phase_end_ = false;
    } else if (e.type == "trick.won") {
      ASSERT_TRUE(check_phase_end_);
      const PhaseBest best = best_of(phase_);
      EXPECT_EQ(e.get("seat"), best.seat);
      if (best.count == 1) {
        EXPECT_EQ(e.get("tie_rule"), 0);
      } else {
        EXPECT_EQ(e.get("tie_rule"), 1);
        EXPECT_EQ(plays_[0], kHandSize) << "tie rule only when the hand is over";
        ++tie_rule_awards_;
      }
      EXPECT_EQ(e.get("tricks"), phases_);
      tricks_[static_cast<std::size_t>(team_of(best.seat))] += phases_;
      expected_next_ = best.seat;
      phase_.clear();
      phases_ = 1;
      check_phase_end_ = false;
    } else if (e.type == "game.end") {
      ASSERT_TRUE(in_game_);
      in_game_ = false;
      for (int s = 0; s < kSeats; ++s) EXPECT_EQ(plays_[static_cast<std::size_t>(s)], kHandSize);
      EXPECT_EQ(tricks_[0] + tricks_[1], kTricksPerGame);
      EXPECT_EQ(e.get("tricks0"), tricks_[0]);
      EXPECT_EQ(e.get("tricks1"), tricks_[1]);
      const int winner = tricks_[0] > tricks_[1] ? 0 : 1;
      EXPECT_EQ(e.get("winner"), winner);
      ++wins_[static_cast<std::size_t>(winner)];
      for (int t = 0; t < kTeams; ++t) total_[static_cast<std::size_t>(t)] += tricks_[static_cast<std::size_t>(t)];
      EXPECT_EQ(e.get("wins0"), wins_[0]);
      EXPECT_EQ(e.get("total1"), total_[1]);
      ++games_finished_;
      for (int v = 0; v < kValues; ++v) EXPECT_LE(played_values_[static_cast<std::size_t>(v)], kCopies);
      played_values_ = {};
    } else if (e.type == "match.extra_game") {
      EXPECT_EQ(games_finished_, games_to_play_);
      EXPECT_EQ(wins_[0], wins_[1]);
      EXPECT_EQ(total_[0], total_[1]);
      ++games_to_play_;
      ++extra_games_;
    } else if (e.type == "match.end") {
      EXPECT_EQ(games_finished_, games_to_play_);
      int winner = wins_[0] != wins_[1] ? (wins_[0] > wins_[1] ? 0 : 1) : (total_[0] > total_[1] ? 0 : 1);
      EXPECT_NE(total_[0] == total_[1] && wins_[0] == wins_[1], true);
      EXPECT_EQ(e.get("winner"), winner);
      match_over_ = true;
    }
  }

  bool match_over_ = false;
  int games_started_ = 0;
  int games_finished_ = 0;
  int ties_ = 0;
  int tie_rule_awards_ = 0;
  int extra_games_ = 0;

 private:
  int games_to_play_;
  bool in_game_ = false;
  bool check_phase_end_ = false;
  int dealer_ = 0;
  int last_dealer_ = -1;
  int expected_next_ = -1;
  int phases_ = 1;
  Phase phase_;
  std::array<int, kSeats> plays_{};
  std::array<int, kSeats> dealt_{};
  ValueCounts deck_{};
  ValueCounts played_values_{};
  std::array<int, kTeams> tricks_{};
  std::array<int, kTeams> wins_{};
  std::array<int, kTeams> total_{};
};

struct PlayoutTotals {
  int games = 0;
  int ties = 0;
  int tie_rule_awards = 0;
  int extra_games = 0;
};

// Plays one whole match choosing uniformly among legal actions (chance by its weights).
void random_match(const GameOptions& options, std::uint64_t seed, PlayoutTotals& totals) {
  Match m(options);
  EventReferee referee(m.q().games_to_play());
  if (m.q().stage() != Stage::Cut)  // the first game starts in the initial state
    referee.on(Event("game.start", {{"dealer", m.q().dealer()}, {"leader", left_of(m.q().dealer())}}));
  std::uint64_t step = 0;
  while (!m.state->is_terminal()) {
    ASSERT_LT(step, 5000u);
    Action a = 0;
    if (m.state->is_chance()) {
      a = sample_chance(m.state->chance_outcomes(), seed, step);
    } else {
      auto legal = m.state->legal_actions();
      ASSERT_FALSE(legal.empty());
      a = legal[chance_bits(seed ^ 0x5eed, step) % legal.size()];
    }
    for (const Event& e : m.apply(a)) {
      referee.on(e);
      if (::testing::Test::HasFatalFailure()) return;
    }
    ++step;
  }
  EXPECT_TRUE(referee.match_over_);
  EXPECT_EQ(m.q().results().size(), static_cast<std::size_t>(m.q().games_to_play()));
  for (const auto& r : m.q().results()) EXPECT_EQ(r[0] + r[1], kTricksPerGame);
  // The action list reproduces the state.
  auto again = replay(*m.game, m.state->history());
  EXPECT_EQ(again->to_string(), m.state->to_string());
  totals.games += referee.games_finished_;
  totals.ties += referee.ties_;
  totals.tie_rule_awards += referee.tie_rule_awards_;
  totals.extra_games += referee.extra_games_;
}

TEST(QuistPlayout, RandomDealerModeMatchesKeepEveryRule) {
  PlayoutTotals totals;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    GameOptions options{{"games", std::to_string(1 + seed % 10)},
                        {"dealer", std::to_string(seed % 4)},
                        {"seating", seed % 3 == 0 ? "cut" : "chosen"}};
    SCOPED_TRACE(seed);
    random_match(options, seed, totals);
    if (HasFailure()) return;
  }
  EXPECT_GT(totals.games, 600);
  EXPECT_GT(totals.ties, 100);           // ties are common, so the tie rules were exercised
  EXPECT_GT(totals.tie_rule_awards, 5);  // and so were ties in the last phase
}

TEST(QuistPlayout, RandomAssistantModeMatchesKeepEveryRule) {
  PlayoutTotals totals;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    GameOptions options{{"mode", "assistant"},
                        {"games", std::to_string(2 + 2 * (seed % 3))},
                        {"dealer", std::to_string(seed % 4)},
                        {"seating", seed % 4 == 0 ? "cut" : "chosen"}};
    SCOPED_TRACE(seed);
    random_match(options, seed, totals);
    if (HasFailure()) return;
  }
  EXPECT_GT(totals.games, 400);
  EXPECT_GT(totals.ties, 100);
  EXPECT_GT(totals.tie_rule_awards, 5);
}

TEST(QuistPlayout, SameSeedSameMatchAndClonesAreIndependent) {
  Match a(GameOptions{{"games", "2"}});
  std::uint64_t step = 0;
  while (a.state->is_chance() || a.q().cards_left(0) > 4) {
    Action act = a.state->is_chance() ? sample_chance(a.state->chance_outcomes(), 9, step)
                                      : a.state->legal_actions().back();
    a.apply(act);
    ++step;
  }
  auto copy = a.state->clone();
  const std::string before = copy->to_string();
  a.apply(a.state->legal_actions().front());
  EXPECT_EQ(copy->to_string(), before);
  EXPECT_NE(a.state->to_string(), before);
  EXPECT_EQ(copy->history().size() + 1, a.state->history().size());
}

}  // namespace
}  // namespace sh::quist
