// Seeded random playouts of Člověče for every player count keeping the invariants, the
// refusals agreeing with the legal actions, and the computer player against random ones.
#include <gtest/gtest.h>

#include <cstdio>

#include "clovece_test_util.h"
#include "core/chance.h"
#include "games/clovece/clovece_bot.h"
#include "test_scale.h"

namespace sh::clovece {
namespace {

using testing::as_clovece;

constexpr long kMaxActions = 200000;  // far beyond any game seen; a game must end before

Action random_action(const State& s, std::uint64_t seed) {
  auto legal = s.legal_actions();
  return legal[chance_bits(seed ^ 0x5eedULL, s.history().size()) % legal.size()];
}

Action next_action(const State& s, std::uint64_t seed) {
  if (s.is_chance()) return sample_chance(s.chance_outcomes(), seed, s.history().size());
  return random_action(s, seed);
}

void check_invariants(const CloveceState& s) {
  const int n = s.num_players();
  const int track = s.clovece_game().track();
  ASSERT_EQ(s.pieces().size(), static_cast<std::size_t>(4 * n));
  std::vector<int> per_colour(4, 0), held(static_cast<std::size_t>(4 * n), 0);
  std::vector<int> slots(static_cast<std::size_t>(4 * n), 0), squares(static_cast<std::size_t>(track), 0);
  int limbo = 0;
  for (const Piece& p : s.pieces()) {
    ++per_colour[static_cast<std::size_t>(p.colour)];
    if (p.loc.where == Where::House || p.loc.where == Where::Home) {
      ASSERT_LE(++held[static_cast<std::size_t>(p.loc.seat * 4 + p.colour)], 1) << "a colour twice at one player\n" << s.to_string();
    }
    if (p.loc.where == Where::Home) {
      ASSERT_LE(++slots[static_cast<std::size_t>(p.loc.seat * 4 + p.loc.index)], 1) << "two on a home square";
    }
    if (p.loc.where == Where::Track) ++squares[static_cast<std::size_t>(p.loc.index)];
    if (p.loc.where == Where::Limbo) ++limbo;
  }
  for (int c : per_colour) ASSERT_EQ(c, n) << "each colour once a player";
  // Between turns (a die to roll) no square holds two pieces and nothing is off the board.
  if (s.phase() == Phase::Rolling && s.throws().empty()) {
    for (int q : squares) ASSERT_LE(q, 1) << s.to_string();
    ASSERT_EQ(limbo, 0);
  }
  if (s.phase() == Phase::Gifting) {
    ASSERT_EQ(limbo, s.gifts_left());
  }
}

void check_refusals(const State& s) {
  const auto& c = as_clovece(s);
  std::vector<Action> probe = {kPass, -1, 0};
  for (int v = 0; v <= 7; ++v) probe.push_back(die_action(v));
  for (int colour = 0; colour < 4; ++colour) {
    probe.push_back(enter_action(colour));
    for (int sq = 0; sq < c.clovece_game().track(); ++sq) probe.push_back(move_track_action(colour, sq));
    for (int slot = 0; slot < 4; ++slot) probe.push_back(move_home_action(colour, slot));
  }
  for (int seat = 0; seat < c.num_players(); ++seat) probe.push_back(gift_action(seat));
  for (Action a : probe) {
    auto why = s.why_illegal(a);
    ASSERT_EQ(s.is_legal(a), !why.has_value()) << s.action_to_string(a) << "\n" << s.to_string();
    if (why) {
      ASSERT_EQ(why->type.rfind("refused.", 0), 0u) << why->type;
    }
  }
}

struct Stats {
  long actions = 0, turns = 0, captures = 0, gifts_chosen = 0, forfeits = 0;
};

void play_random_game(int players, std::uint64_t seed, bool play_on, bool refusals, Stats& stats) {
  auto game = testing::clovece_game(players, play_on);
  auto state = game->new_initial_state();
  Events ev;
  long actions = 0;
  while (!state->is_terminal() && actions < kMaxActions) {
    const auto& c = as_clovece(*state);
    check_invariants(c);
    if (::testing::Test::HasFatalFailure()) return;
    if (refusals) {
      check_refusals(*state);
      if (::testing::Test::HasFatalFailure()) return;
    }
    if (c.phase() == Phase::Gifting) ++stats.gifts_chosen;
    ev.clear();
    state->apply(next_action(*state, seed), &ev);
    ++actions;
    for (const Event& e : ev) {
      stats.turns += e.type == "clovece.turn";
      stats.captures += e.type == "clovece.captured";
      stats.forfeits += e.type == "clovece.forfeited";
    }
  }
  stats.actions += actions;
  ASSERT_TRUE(state->is_terminal()) << "players " << players << " seed " << seed << " did not end";
  const auto& c = as_clovece(*state);
  check_invariants(c);
  ASSERT_GE(c.winner(), 0);
  EXPECT_EQ(c.home_count(c.winner()), 4);
  int placed = 0;
  for (int s = 0; s < players; ++s) placed += c.finished(s);
  EXPECT_EQ(placed, play_on ? players : 1);
  // The journal is the serialization: replaying the actions gives the same position.
  auto again = replay(*game, state->history());
  EXPECT_EQ(again->to_string(), state->to_string());
}

TEST(ClovecePlayout, RandomGamesKeepTheInvariantsForEveryPlayerCount) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    Stats stats;
    const int games = test::scaled(20, 4);
    for (int g = 0; g < games; ++g) {
      play_random_game(players, 100 * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(g), false, g < 2, stats);
      if (HasFatalFailure()) return;
    }
    std::printf("[ clovece ] %d players, %d random games: %ld actions, %ld turns, %ld captures, %ld gift choices, %ld forfeits\n",
                players, games, stats.actions, stats.turns, stats.captures, stats.gifts_chosen, stats.forfeits);
    EXPECT_GT(stats.captures, 0);
    EXPECT_GT(stats.gifts_chosen, 0);
  }
}

TEST(ClovecePlayout, PlayOnGivesEveryonePlace) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    Stats stats;
    for (int g = 0; g < test::scaled(4, 4); ++g) {
      play_random_game(players, 7000 + static_cast<std::uint64_t>(g), true, false, stats);
      if (HasFatalFailure()) return;
    }
  }
}

// ---------------------------------------------------------------- the computer player

// 1 when the bot (seat `bot_seat`) wins against random players.
int bot_game(int players, int bot_seat, std::uint64_t seed, const CloveceBot& bot) {
  auto game = testing::clovece_game(players);
  auto state = game->new_initial_state();
  long actions = 0;
  while (!state->is_terminal() && actions++ < kMaxActions) {
    Action a;
    if (state->is_chance())
      a = sample_chance(state->chance_outcomes(), seed, state->history().size());
    else if (state->current_player() == bot_seat)
      a = bot.choose(*state);
    else
      a = random_action(*state, seed);
    state->apply(a);
  }
  return as_clovece(*state).winner() == bot_seat ? 1 : 0;
}

TEST(ClovecePlayout, BotBeatsRandomPlayers) {
  // Two players, the bot in either seat; 1000 games normally (a few seconds).
  const int games = test::scaled(1000, 10);
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    CloveceBot bot(static_cast<std::uint64_t>(g));
    wins += bot_game(2, g % 2, 20000 + static_cast<std::uint64_t>(g), bot);
  }
  std::printf("[ clovece ] bot vs random (2 players): won %d of %d (%.1f%%)\n", wins, games, 100.0 * wins / games);
  EXPECT_GE(wins, games * 80 / 100);
}

TEST(ClovecePlayout, BotBeatsRandomPlayersAtAFullTable) {
  const int games = test::scaled(60, 10);
  for (int players : {4, 6}) {
    int wins = 0;
    for (int g = 0; g < games; ++g) {
      CloveceBot bot(static_cast<std::uint64_t>(g));
      wins += bot_game(players, g % players, 30000 + static_cast<std::uint64_t>(g), bot);
    }
    std::printf("[ clovece ] bot vs %d random: won %d of %d\n", players - 1, wins, games);
    EXPECT_GE(wins, games * 2 / players) << "at least twice the fair share";
  }
}

TEST(ClovecePlayout, BotIsDeterministicAndRefusesChanceNodes) {
  CloveceBot a(5), b(5);
  EXPECT_EQ(bot_game(3, 1, 77, a), bot_game(3, 1, 77, b));
  auto game = testing::clovece_game(2);
  EXPECT_THROW(a.choose(*game->new_initial_state()), std::logic_error);
}


TEST(ClovecePlayout, BotGivesACapturedPieceWhereItHelpsLeast) {
  using namespace testing;
  // Red captures green's yellow piece. Green and yellow may take it; green has another
  // yellow piece two squares before his entrance, which a yellow piece in his house would
  // freeze (the colour rule): the bot gives it to green.
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 2).track(Y, 17, 3).state(*game, 0);
  throw_dice(*s, {3});
  CloveceBot bot(1);
  s->apply(bot.choose(*s));  // the only sensible move: blue onto the yellow piece
  ASSERT_EQ(as_clovece(*s).phase(), Phase::Gifting) << s->to_string();
  EXPECT_EQ(bot.choose(*s), gift_action(2));
}

TEST(ClovecePlayout, BotEntersWithASixAndTakesAPieceHome) {
  using namespace testing;
  auto game = clovece_game(2);
  CloveceBot bot(3);
  auto enter = Position(2).state(*game, 0);
  throw_dice(*enter, {6, 2});
  EXPECT_NE(bot.choose(*enter), kPass) << "it enters rather than give up the six";
  auto home = Position(2).track(B, 37, 0).track(G, 10, 0).state(*game, 0);
  throw_dice(*home, {4});
  EXPECT_EQ(bot.choose(*home), move_track_action(B, 37)) << "37 + 4 is home";
}

}  // namespace
}  // namespace sh::clovece
