// Seeded random playouts over every variant, player count and mode, keeping the
// Numberfloor invariants: every card is somewhere (hands + piles + stock = the deck), every
// laid card fitted when it was laid, stars only for emptied hands, refusals agree with the
// legal actions, a turn that laid balloons laid a floor card or its player could not lay
// one (referee decision 3), the journal replays the game, and the game ends.
#include <gtest/gtest.h>

#include "core/chance.h"
#include "numberfloor_test_support.h"
#include "test_scale.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;

constexpr int kMaxActions = 200000;

void check_cards_conserved(const NumberfloorState& s) {
  const CardCounts& deck = s.config().cards;
  int piles = static_cast<int>(s.balloon_pile().size());
  for (int p = 0; p < s.floor_piles(); ++p) piles += static_cast<int>(s.floor_pile(p).size());
  int hands = 0;
  for (int p = 0; p < s.num_players(); ++p) hands += s.hand_size(p);
  ASSERT_EQ(hands + piles + s.stock_size(), total(deck)) << s.to_string();
  if (!s.dealer_mode()) return;
  CardCounts sum = s.on_piles();
  for (int t = 0; t < kCardTypes; ++t) {
    std::size_t i = static_cast<std::size_t>(t);
    sum[i] += s.stock()[i];
    for (int p = 0; p < s.num_players(); ++p) sum[i] += s.hand(p)[i];
  }
  ASSERT_EQ(sum, deck) << s.to_string();
  for (int p = 0; p < s.num_players(); ++p) ASSERT_EQ(total(s.hand(p)), s.hand_size(p));
}

void check_refusals_agree(const State& s) {
  for (Action a = -1; a < kChanceCard + kCardTypes + 2; ++a) {
    auto why = s.why_illegal(a);
    ASSERT_EQ(s.is_legal(a), !why.has_value()) << s.action_to_string(a) << "\n" << s.to_string();
    if (why) {
      ASSERT_EQ(why->type.rfind("refused.", 0), 0u) << why->type;
    }
  }
}

struct Totals {
  long games = 0, stars = 0, takeovers = 0, skips = 0, reshuffles = 0, voids = 0, actions = 0, balloon_passes = 0;
};

void playout(const std::string& variant, int players, const std::string& mode, std::uint64_t seed, Totals& totals) {
  auto game = make_numberfloor_game({{"players", std::to_string(players)},
                                     {"variant", variant},
                                     {"mode", mode},
                                     {"starts", std::to_string(1 + static_cast<int>(seed % static_cast<std::uint64_t>(players)))}});
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  int steps = 0;
  bool could_lay = false;  // in this turn, before its first floor card, one could be laid
  for (; !s.is_terminal() && steps < kMaxActions; ++steps) {
    Action a;
    if (s.is_chance()) {
      a = sample_chance(s.chance_outcomes(), seed, static_cast<std::uint64_t>(steps));
    } else {
      auto legal = s.legal_actions();
      ASSERT_FALSE(legal.empty()) << s.to_string();
      a = legal[chance_bits(seed ^ 0xabcdefULL, static_cast<std::uint64_t>(steps)) % legal.size()];
    }
    if (steps % 97 == 0) check_refusals_agree(s);
    // Decision 3: a turn that laid balloons ends with a floor card or with a player who
    // never could lay one (dealer: the hand; assistant: no fitting floor card unseen).
    if (!s.is_chance() && s.floors_laid() == 0 && s.dealer_mode() && s.can_lay_floor(s.turn_player()))
      could_lay = true;
    if (!s.is_chance() && a == kPass && !s.beginner() && s.balloons_laid() > 0) {
      ++totals.balloon_passes;
      ASSERT_FALSE(s.dealer_mode() ? could_lay : s.floor_possible())
          << "a turn of balloons only while a floor card could be laid\n" << s.to_string();
    }
    // Every laid floor card fits when laid.
    if (!s.is_chance()) {
      if (a >= kLay && a < kLay + kCardTypes && is_floor(a - kLay)) {
        ASSERT_TRUE(fits(s.allowed(0), value_of(a - kLay)));
      }
      if (a >= kLayPile2 && a < kLayPile2 + kFloors) {
        ASSERT_TRUE(fits(s.allowed(1), a - kLayPile2));
      }
      if (is_takeover(a)) {
        ASSERT_TRUE(s.takeover_window());
        ASSERT_TRUE(fits(s.allowed(0), takeover_value(a)));
      }
    }
    Events ev;
    state->apply(a, &ev);
    long hand_after_lay = -1;
    for (const Event& e : ev) {
      if (e.type == "floor.laid" || e.type == "balloon.laid") hand_after_lay = e.get("hand");
      if (e.type == "star.won") {
        ++totals.stars;
        ASSERT_EQ(hand_after_lay, 0) << "a star without an empty hand";
      }
      if (e.type == "turn.taken_over") ++totals.takeovers;
      if (e.type == "turn.start" || e.type == "turn.taken_over") could_lay = false;
      if (e.type == "turn.skip") ++totals.skips;
      if (e.type == "stock.reshuffled") ++totals.reshuffles;
      if (e.type == "deal.void") ++totals.voids;
    }
    check_cards_conserved(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
  ASSERT_TRUE(s.is_terminal()) << "no end after " << steps << " actions\n" << s.to_string();
  ASSERT_GE(s.winner(), 0);
  EXPECT_EQ(s.stars(s.winner()), s.config().stars_to_win);
  for (int p = 0; p < players; ++p)
    if (p != s.winner()) {
      EXPECT_LT(s.stars(p), s.config().stars_to_win);
    }
  // The action list is the whole game.
  auto again = replay(*game, state->history());
  EXPECT_EQ(again->to_string(), state->to_string());
  ++totals.games;
  totals.actions += steps;
}

TEST(NumberfloorPlayout, EveryVariantPlayerCountAndModeKeepsTheInvariants) {
  Totals totals;
  const int games = sh::test::scaled(15, 5);
  for (const char* variant : {"full", "middle", "beginner"})
    for (const char* mode : {"dealer", "assistant"})
      for (int players = 2; players <= 5; ++players)
        for (int g = 0; g < games; ++g) {
          playout(variant, players, mode, static_cast<std::uint64_t>(1000 * players + g), totals);
          if (HasFatalFailure()) return;
        }
  EXPECT_EQ(totals.games, 3L * 2 * 4 * games);
  EXPECT_GT(totals.stars, totals.games);
  EXPECT_GT(totals.takeovers, 0);
  EXPECT_GT(totals.skips, 0);
  EXPECT_GT(totals.reshuffles, 0);
  EXPECT_GT(totals.balloon_passes, 0);  // turns of balloons only by players who could not
  std::printf("Numberfloor playouts: %ld games, %ld actions, %ld stars, %ld take-overs, %ld skips, %ld reshuffles, %ld void deals\n",
              totals.games, totals.actions, totals.stars, totals.takeovers, totals.skips, totals.reshuffles, totals.voids);
}

}  // namespace
}  // namespace sh::numberfloor
