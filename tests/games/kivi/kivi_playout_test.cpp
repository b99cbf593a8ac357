// Seeded random playouts keeping the KIVI invariants, replay, and the bot against
// uniformly random players.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/chance.h"
#include "games/kivi/kivi_bot.h"
#include "kivi_test_util.h"
#include "test_scale.h"

namespace sh::kivi {
namespace {

using testing::as_kivi;

// Score recounted per stone, independently of kivi_scoring: a stone in a horizontal run
// of length h >= 2 adds value × h, in a vertical run of length v >= 2 value × v, and a
// stone in neither adds its value.
int recount(const KiviState& s, int player) {
  int total = 0;
  for (int cell : s.stones_of(player)) {
    int r = row_of(cell), c = col_of(cell);
    auto own = [&](int rr, int cc) {
      return rr >= 0 && rr < kSize && cc >= 0 && cc < kSize && s.owner(cell_of(rr, cc)) == player;
    };
    int h = 1, v = 1;
    for (int k = c - 1; own(r, k); --k) ++h;
    for (int k = c + 1; own(r, k); ++k) ++h;
    for (int k = r - 1; own(k, c); --k) ++v;
    for (int k = r + 1; own(k, c); ++k) ++v;
    int value = s.cell_value(cell);
    if (h >= 2) total += value * h;
    if (v >= 2) total += value * v;
    if (h < 2 && v < 2) total += value;
  }
  return total;
}

Action random_action(const State& s, std::uint64_t seed) {
  auto legal = s.legal_actions();
  auto i = chance_bits(seed ^ 0x5eedULL, s.history().size()) % legal.size();
  return legal[i];
}

Action next_action(const State& s, std::uint64_t seed) {
  if (s.is_chance()) return sample_chance(s.chance_outcomes(), seed, s.history().size());
  return random_action(s, seed);
}

struct PlayoutStats {
  long turns = 0, lost = 0, displaced = 0;
};

void check_refusals_agree_with_legal_actions(const State& s) {
  for (Action a = -2; a < kDieBase + 12; ++a) {
    auto why = s.why_illegal(a);
    ASSERT_EQ(s.is_legal(a), !why.has_value()) << s.action_to_string(a) << "\n" << s.to_string();
    if (why) {
      ASSERT_EQ(why->type.rfind("refused.", 0), 0u) << why->type;
    }
  }
}

void play_random_game(int players, std::uint64_t seed, PlayoutStats& stats, bool check_refusals) {
  auto game = testing::kivi_game(players);
  auto state = game->new_initial_state();
  Events events;
  std::vector<long> finals(static_cast<std::size_t>(players), -1);
  long turns = 0;
  while (!state->is_terminal()) {
    if (check_refusals) check_refusals_agree_with_legal_actions(*state);
    ASSERT_LE(as_kivi(*state).round(), kRounds);
    events.clear();
    state->apply(next_action(*state, seed), &events);
    for (const Event& e : events) {
      if (e.type == "kivi.placed" || e.type == "kivi.stone_lost") ++turns;
      if (e.type == "kivi.stone_lost") ++stats.lost;
      if (e.type == "kivi.displaced") ++stats.displaced;
      if (e.type == "kivi.final_score") finals[static_cast<std::size_t>(e.get("player"))] = e.get("score");
    }
    ASSERT_LT(state->history().size(), 20000u);
  }
  const auto& s = as_kivi(*state);
  ASSERT_EQ(turns, static_cast<long>(kRounds * players)) << "seed " << seed;
  stats.turns += turns;
  int on_board = 0;
  for (int p = 0; p < players; ++p) {
    EXPECT_EQ(s.stones_placed(p) + s.stones_lost(p), kStonesPerPlayer);
    EXPECT_EQ(static_cast<int>(s.stones_of(p).size()), s.stones_placed(p));
    on_board += s.stones_placed(p);
    EXPECT_EQ(s.score(p), recount(s, p)) << "seed " << seed;
    EXPECT_EQ(finals[static_cast<std::size_t>(p)], s.score(p));
  }
  EXPECT_EQ(static_cast<int>(s.free_cells().size()), kCells - on_board);
  EXPECT_TRUE(s.legal_actions().empty());
  EXPECT_EQ(s.why_illegal(kRoll)->type, "refused.game_over");
  // Replaying the action list reproduces the same position.
  auto again = replay(*game, state->history());
  EXPECT_EQ(again->to_string(), state->to_string());
}

TEST(KiviPlayout, RandomGamesKeepInvariants) {
  PlayoutStats stats;
  int games = 0;
  // A quarter of the seeds under the sanitizers (this test took 21 s there, 0.6 s normally).
  const auto seeds = static_cast<std::uint64_t>(test::scaled(700, 4));
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= seeds; ++seed, ++games) {
      play_random_game(players, seed * 7919 + static_cast<std::uint64_t>(players), stats, false);
      if (HasFatalFailure()) return;
    }
  std::printf("[ kivi ] %d random games, %ld turns, %ld stones lost, %ld displacements\n", games,
              stats.turns, stats.lost, stats.displaced);
  EXPECT_GT(stats.lost, 0);
  EXPECT_GT(stats.displaced, 0);
}

TEST(KiviPlayout, RefusalsAgreeWithLegalActions) {
  PlayoutStats stats;
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      play_random_game(players, seed, stats, true);
      if (HasFatalFailure()) return;
    }
}

TEST(KiviPlayout, ClonedStateIsIndependent) {
  auto game = testing::kivi_game(2);
  auto state = game->new_initial_state();
  testing::place_with_joker(*state, 10);
  auto copy = state->clone();
  testing::place_with_joker(*copy, 11);
  EXPECT_EQ(as_kivi(*state).owner(11), kNoOwner);
  EXPECT_EQ(as_kivi(*copy).owner(11), 1);
  EXPECT_EQ(copy->history().size(), state->history().size() + 7);
}

// Plays one game with the bot in `bot_seat`; returns the bot's place (1 = won, shared
// first places count as wins).
int bot_game(int players, int bot_seat, std::uint64_t seed) {
  auto game = testing::kivi_game(players);
  auto state = game->new_initial_state();
  KiviBot bot(seed);
  while (!state->is_terminal()) {
    Action a;
    if (state->is_chance())
      a = sample_chance(state->chance_outcomes(), seed, state->history().size());
    else if (state->current_player() == bot_seat)
      a = bot.choose(*state);
    else
      a = random_action(*state, seed);
    state->apply(a);
  }
  for (const RankLine& l : as_kivi(*state).ranking())
    if (l.seat == bot_seat) return l.place;
  return 0;
}

TEST(KiviPlayout, BotBeatsRandomPlayers) {
  for (int players = 2; players <= 4; ++players) {
    const int games = test::scaled(players == 2 ? 60 : 30, 4);
    int wins = 0;
    for (int g = 0; g < games; ++g)
      if (bot_game(players, g % players, 1000 + static_cast<std::uint64_t>(g)) == 1) ++wins;
    double rate = static_cast<double>(wins) / games;
    std::printf("[ kivi ] bot vs %d random: won %d of %d (%.0f%%)\n", players - 1, wins, games, rate * 100);
    EXPECT_GE(rate, 0.8);
  }
}

// A simple baseline: places on the cell with the best immediate gain as soon as any
// cell is allowed, otherwise rerolls all dice.
Action greedy_action(const KiviState& s) {
  if (s.phase() == Phase::Relocating) return relocate_action(s.free_cells().front());
  int best = -1, best_gain = -1, player = s.turn_player();
  for (const AllowedCell& a : s.allowed_cells()) {
    Owners o = s.owners();
    int before = score_of(s.board(), o, player);
    o[static_cast<std::size_t>(a.cell)] = player;
    int gain = score_of(s.board(), o, player) - before;
    if (gain > best_gain) best_gain = gain, best = a.cell;
  }
  if (best >= 0) return place_action(best);
  for (int v = 1; v <= 6; ++v)
    if (s.held()[static_cast<std::size_t>(v)] > 0) return release_action(v);
  return kRoll;
}

TEST(KiviPlayout, BotBeatsGreedyPlacer) {
  const int games = test::scaled(40, 4);
  int wins = 0;
  long bot_points = 0, greedy_points = 0;
  for (int g = 0; g < games; ++g) {
    auto game = testing::kivi_game(2);
    auto state = game->new_initial_state();
    const int seat = g % 2;
    const std::uint64_t seed = 5000 + static_cast<std::uint64_t>(g);
    KiviBot bot(seed);
    while (!state->is_terminal()) {
      Action a;
      if (state->is_chance())
        a = sample_chance(state->chance_outcomes(), seed, state->history().size());
      else if (state->current_player() == seat)
        a = bot.choose(*state);
      else
        a = greedy_action(as_kivi(*state));
      state->apply(a);
    }
    const auto& s = as_kivi(*state);
    bot_points += s.score(seat);
    greedy_points += s.score(1 - seat);
    if (s.score(seat) > s.score(1 - seat)) ++wins;
  }
  std::printf("[ kivi ] bot vs greedy placer: won %d of %d, average %ld vs %ld points\n", wins,
              games, bot_points / games, greedy_points / games);
  EXPECT_GE(wins, games * 3 / 4);
}

TEST(KiviPlayout, BotIsDeterministic) {
  EXPECT_EQ(bot_game(3, 1, 77), bot_game(3, 1, 77));
  auto game = testing::kivi_game(2);
  auto state = game->new_initial_state();
  testing::roll_dice(*state, {5, 5, 5, 3, 3, 2});
  KiviBot a(5), b(5);
  EXPECT_EQ(a.choose(*state), b.choose(*state));
  EXPECT_THROW(a.choose(*game->new_initial_state()), std::logic_error);
}

}  // namespace
}  // namespace sh::kivi
