// Šipky rules engine: random playouts over every variant and player count, and the
// scenarios of the rulebook and PRODUCT.md.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/chance.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"
#include "narration/language.h"
#include "test_scale.h"

namespace sh::sipky {
namespace {

const SipkyState& as_sipky(const State& s) { return static_cast<const SipkyState&>(s); }

void check_invariants(const SipkyState& s) {
  // 80 cards accounted for: stock + out + current throw, eight of each value.
  std::array<int, 10> count{};
  for (int v = 0; v < 10; ++v) count[v] = s.stock()[v] + s.out()[v];
  for (int c : s.hand()) ++count[c];
  for (int v = 0; v < 10; ++v) ASSERT_EQ(count[v], kCardsPerValue) << "value " << v << "\n" << s.to_string();
  for (const auto& p : s.players()) {
    if (p.status != Status::Busted) {
      ASSERT_LE(p.score, s.target()) << s.to_string();
    } else {
      ASSERT_GT(p.score, s.target());
    }
    if (p.status == Status::Exact) {
      ASSERT_EQ(p.score, s.target());
    }
  }
  if (!s.is_terminal() && !s.is_chance()) {
    ASSERT_EQ(s.players()[s.seat()].status, Status::Active) << "only an active player acts";
  }
}

struct PlayoutStats {
  int games = 0;
  int reshuffles = 0;
  int zero_folds = 0;
};

void random_playout(const GameOptions& options, std::uint64_t seed, PlayoutStats& stats) {
  auto game = make_sipky_game(options);
  auto state = game->new_initial_state();
  const auto& cfg = static_cast<const SipkyGame&>(*game).config();
  std::uint64_t step = 0;
  int games_over = 0;
  while (!state->is_terminal()) {
    ASSERT_LT(step, 200000u) << "game does not end";
    Action a;
    if (state->is_chance()) {
      a = sample_chance(state->chance_outcomes(), seed, step);
    } else {
      auto legal = state->legal_actions();
      ASSERT_FALSE(legal.empty());
      a = legal[chance_bits(seed ^ 0x5555, step) % legal.size()];
    }
    const auto& before = as_sipky(*state);
    const int seat_before = before.seat();
    Events events;
    state->apply(a, &events);
    ++step;
    const auto& s = as_sipky(*state);
    check_invariants(s);
    bool fresh_game = false;
    for (const auto& e : events) {
      if (e.type == "reshuffled") ++stats.reshuffles;
      if (e.type == "zeros_folded") ++stats.zero_folds;
      if (e.type == "turn") {
        // Turn order: the next active player clockwise.
        int p = static_cast<int>(e.get("player"));
        if (!fresh_game && p != seat_before) {
          int n = cfg.players;
          for (int k = (seat_before + 1) % n; k != p; k = (k + 1) % n)
            ASSERT_NE(s.players()[k].status, Status::Active) << "skipped an active player";
        }
      }
      if (e.type == "game_over") ++games_over;
      if (e.type == "game_started") fresh_game = true;
    }
  }
  EXPECT_EQ(games_over, cfg.series_games);
  const auto& s = as_sipky(*state);
  EXPECT_EQ(s.games_finished(), cfg.series_games);
  // The game ended with nobody active (Stojedna) or an exact hit / all out (Exact).
  bool any_active = false, any_exact = false;
  for (const auto& p : s.players()) {
    any_active = any_active || p.status == Status::Active;
    any_exact = any_exact || p.status == Status::Exact;
  }
  if (cfg.variant == Variant::Stojedna) EXPECT_FALSE(any_active);
  else EXPECT_TRUE(any_exact || !any_active);
  // Replay of the action list gives the same state.
  auto again = replay(*game, state->history());
  EXPECT_EQ(again->to_string(), state->to_string());
  ++stats.games;
}

TEST(SipkyPlayout, ThousandsOfSeededGamesKeepTheInvariants) {
  PlayoutStats stats;
  std::uint64_t seed = 1;
  const int per_kind = test::scaled(150, 4);  // 14 s under the sanitizers with all of them
  for (std::string target : {"101", "201", "301"})
    for (std::string variant : {"stojedna", "presny"})
      for (int players = 1; players <= kMaxPlayers; ++players)
        for (int i = 0; i < per_kind; ++i) {
          GameOptions o{{"players", std::to_string(players)}, {"target", target}, {"variant", variant}};
          random_playout(o, seed++, stats);
          if (HasFatalFailure()) return;
        }
  EXPECT_EQ(stats.games, 3 * 2 * 8 * per_kind);
  EXPECT_GT(stats.reshuffles, 0) << "long games must have reshuffled the stock";
  EXPECT_GT(stats.zero_folds, 0);
}

TEST(SipkyPlayout, SeriesOfEveryKindEnd) {
  PlayoutStats stats;
  std::uint64_t seed = 1000;
  for (int players = 1; players <= kMaxPlayers; ++players)
    for (int i = 0; i < 10; ++i) {
      random_playout({{"players", std::to_string(players)}, {"series", "603"}}, seed++, stats);
      random_playout({{"players", std::to_string(players)}, {"series", "placement"}, {"games", "4"}}, seed++, stats);
      random_playout({{"players", std::to_string(players)}, {"variant", "presny"}, {"series", "hits"}, {"games", "3"}},
                     seed++, stats);
      if (HasFatalFailure()) return;
    }
  EXPECT_EQ(stats.games, 8 * 10 * 3);
}

TEST(SipkyOptions, BadOptionsAreRefusedWithAReason) {
  EXPECT_THROW(make_sipky_game({{"players", "9"}}), std::invalid_argument);
  EXPECT_THROW(make_sipky_game({{"players", "0"}}), std::invalid_argument);
  EXPECT_THROW(make_sipky_game({{"target", "150"}}), std::invalid_argument);
  EXPECT_THROW(make_sipky_game({{"variant", "x"}}), std::invalid_argument);
  EXPECT_THROW(make_sipky_game({{"variant", "presny"}, {"series", "603"}}), std::invalid_argument);
  EXPECT_THROW(make_sipky_game({{"colour", "red"}}), std::invalid_argument);
  try {
    make_sipky_game({{"players", "12"}});
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("players"), std::string::npos);
  }
}

// Helper to drive a scripted game: deals are given explicitly.
class Table {
 public:
  explicit Table(GameOptions o) : game_(make_sipky_game(o)), state_(game_->new_initial_state()) {}
  const SipkyState& s() const { return as_sipky(*state_); }
  Events& events() { return events_; }
  void act(Action a) {
    events_.clear();
    state_->apply(a, &events_);
    check_invariants(s());
  }
  // Two cards, composed with `tens` first.
  void throw_two(int a, int b, int tens) {
    act(kThrowTwo);
    act(a);
    act(b);
    act(kComposeBase + tens);
  }
  bool saw(const std::string& type) const {
    return std::any_of(events_.begin(), events_.end(), [&](const Event& e) { return e.type == type; });
  }
  const Event& find(const std::string& type) const {
    for (const auto& e : events_)
      if (e.type == type) return e;
    throw std::runtime_error("no event " + type);
  }
  State& state() { return *state_; }

 private:
  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  Events events_;
};

TEST(SipkyScenario, RulebookExampleOf101) {
  // Alojz, David, Bedřich, Cyril (seats 0..3), game 101.
  Table t(GameOptions{{"players", "4"}});
  t.throw_two(7, 2, 2);  // Alojz 27
  t.throw_two(5, 7, 7);  // David 75
  t.throw_two(2, 1, 2);  // Bedřich 21
  t.throw_two(4, 0, 4);  // Cyril 40
  t.throw_two(7, 1, 7);  // Alojz 98
  EXPECT_EQ(t.find("scored").get("missing"), 3);
  t.throw_two(4, 2, 2);  // David 99
  t.throw_two(3, 2, 3);  // Bedřich 53
  t.throw_two(6, 0, 6);  // Cyril 100
  t.act(kOneCard);       // Alojz: only one card
  t.act(4);              // 102: out
  EXPECT_TRUE(t.saw("busted"));
  t.act(kStop);          // David keeps 99
  t.throw_two(1, 4, 4);  // Bedřich 94
  t.act(kStop);          // Cyril keeps 100
  EXPECT_EQ(t.s().seat(), 2) << "only Bedřich is left";
  t.act(kOneCard);
  t.act(0);              // a zero on one card is replaced
  EXPECT_TRUE(t.saw("zero_replaced"));
  EXPECT_TRUE(t.s().is_chance());
  t.act(7);              // 101
  EXPECT_TRUE(t.saw("exact"));
  EXPECT_TRUE(t.saw("game_over"));
  EXPECT_TRUE(t.state().is_terminal());
  auto r = t.s().game_ranking();
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[0].seat, 2); EXPECT_EQ(r[0].value, 101); EXPECT_EQ(r[0].place, 1);
  EXPECT_EQ(r[1].seat, 3); EXPECT_EQ(r[1].value, 100); EXPECT_EQ(r[1].place, 2);
  EXPECT_EQ(r[2].seat, 1); EXPECT_EQ(r[2].value, 99);  EXPECT_EQ(r[2].place, 3);
  EXPECT_EQ(r[3].seat, 0); EXPECT_EQ(r[3].value, 102); EXPECT_TRUE(r[3].busted); EXPECT_EQ(r[3].place, 4);
  EXPECT_EQ(t.find("game_over").get("winner"), 2);
}

TEST(SipkyScenario, ZeroFirstDiscardsTheZero) {
  Table t(GameOptions{{"players", "1"}});
  t.throw_two(4, 0, 0);
  EXPECT_EQ(t.s().players()[0].score, 4);
  t.throw_two(0, 6, 6);
  EXPECT_EQ(t.s().players()[0].score, 64);
}

TEST(SipkyScenario, TwoZerosAreFoldedAndTwoNewCardsDealt) {
  Table t(GameOptions{{"players", "2"}});
  t.act(kThrowTwo);
  t.act(0);
  t.act(0);
  EXPECT_TRUE(t.saw("zeros_folded"));
  EXPECT_TRUE(t.s().is_chance());
  EXPECT_EQ(t.s().cards_needed(), 2);
  EXPECT_EQ(t.s().out()[0], 2) << "the folded zeros are out of the stock";
  t.act(3);
  t.act(5);
  t.act(kComposeBase + 5);
  EXPECT_EQ(t.s().players()[0].score, 53);
}

TEST(SipkyScenario, FirstThrowIsTwoCardsAndStopComesLater) {
  Table t(GameOptions{{"players", "2"}});
  EXPECT_FALSE(t.state().is_legal(kStop));
  EXPECT_FALSE(t.state().is_legal(kOneCard));
  auto why = t.state().why_illegal(kStop);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.first_throw_two");
}

TEST(SipkyScenario, NinthCardOfAValueIsRefused) {
  Table t(GameOptions{{"players", "8"}});
  // Deal all eight sevens over four throws.
  for (int i = 0; i < 4; ++i) t.throw_two(7, 7, 7);
  t.act(kThrowTwo);
  EXPECT_FALSE(t.state().is_legal(7));
  auto why = t.state().why_illegal(7);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.no_card_left");
  EXPECT_EQ(why->get("card"), 7);
}

TEST(SipkyScenario, ExactVariantDiscardsAnOvershootingSingleCard) {
  Table t(GameOptions{{"players", "2"}, {"variant", "presny"}});
  t.throw_two(9, 5, 9);  // A 95
  t.throw_two(1, 2, 1);  // B 12
  t.act(kOneCard);       // A wants 6
  t.act(8);              // 103 would overshoot
  EXPECT_TRUE(t.saw("overshoot"));
  EXPECT_FALSE(t.state().is_legal(kStop)) << "no stopping in the exact variant";
  t.act(kDiscardCard);
  EXPECT_TRUE(t.saw("card_discarded"));
  EXPECT_EQ(t.s().players()[0].score, 95);
  EXPECT_EQ(t.s().players()[0].status, Status::Active) << "the player stays in";
  t.throw_two(3, 2, 3);  // B 44
  t.act(kOneCard);
  t.act(6);              // A 101: wins and the game ends at once
  EXPECT_TRUE(t.saw("exact"));
  EXPECT_TRUE(t.saw("game_over"));
  EXPECT_EQ(t.find("game_over").get("winner"), 0);
  EXPECT_TRUE(t.state().is_terminal());
}

TEST(SipkyScenario, SeriesOf603AddsNothingForABustedGame) {
  Table t(GameOptions{{"players", "2"}, {"series", "603"}});
  // Game 1 (101): A 98 stops, B busts.
  t.throw_two(9, 8, 9);  // A 98
  t.throw_two(9, 9, 9);  // B 99
  t.act(kStop);          // A keeps 98
  t.throw_two(1, 2, 1);  // B 111: out
  EXPECT_TRUE(t.saw("game_over"));
  EXPECT_TRUE(t.saw("game_started"));
  EXPECT_EQ(t.s().target(), 201);
  EXPECT_EQ(t.s().dealer(), 0) << "the deal passes left";
  EXPECT_EQ(t.s().seat(), 1) << "left of the new dealer throws first";
  EXPECT_EQ(t.s().series_sum()[0], 98);
  EXPECT_EQ(t.s().series_sum()[1], 0);
  // Game 2 (201): B 197, A 200.
  t.throw_two(9, 9, 9);  // B 99
  t.throw_two(9, 9, 9);  // A 99
  t.throw_two(9, 8, 9);  // B 197
  t.throw_two(8, 8, 8);  // A 187
  t.act(kStop);          // B keeps 197
  t.throw_two(1, 3, 1);  // A 200
  t.act(kStop);
  EXPECT_EQ(t.s().target(), 301);
  EXPECT_EQ(t.s().series_sum()[0], 98 + 200);
  EXPECT_EQ(t.s().series_sum()[1], 197);
  // Game 3 (301): both stop early.
  t.throw_two(5, 0, 5);  // A 50 (dealer is B now, A throws first)
  t.throw_two(6, 0, 6);  // B 60
  t.act(kStop);
  t.act(kStop);
  EXPECT_TRUE(t.saw("series_over"));
  EXPECT_TRUE(t.state().is_terminal());
  auto r = t.s().series_ranking();
  EXPECT_EQ(r[0].seat, 0); EXPECT_EQ(r[0].value, 348);
  EXPECT_EQ(r[1].seat, 1); EXPECT_EQ(r[1].value, 257);
  // Issue 30: the full status (repeat twice) heads the totals as the series' end, not as
  // one game's ranking ("Hra skončila. Pořadí:").
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const auto status = where_play_stands(t.s(), {"Alojz", "Bedřich"}, Mode::Dealer, {});
  ASSERT_EQ(status.size(), 4u);
  EXPECT_EQ(cs.render(status[0]), "Konec série. Celkové pořadí:");
  EXPECT_EQ(cs.render(status[1]), "První místo: Alojz, součet 348 bodů.");
  EXPECT_EQ(cs.render(status[3]), "Vítězem série je Alojz.") << "issue 43: the series names its winner";
}

TEST(SipkyScenario, PlacementPointsShareTiedPlaces) {
  Table t(GameOptions{{"players", "3"}, {"series", "placement"}, {"games", "1"}});
  t.throw_two(5, 0, 5);  // A 50
  t.throw_two(5, 0, 5);  // B 50
  t.throw_two(3, 0, 3);  // C 30
  t.act(kStop); t.act(kStop); t.act(kStop);
  auto pts = t.s().series_points();
  EXPECT_EQ(pts[0], 3);
  EXPECT_EQ(pts[1], 3);
  EXPECT_EQ(pts[2], 1);
}

TEST(SipkyScenario, StockRunsOutAndIsReshuffledWithoutTheCurrentThrow) {
  Table t(GameOptions{{"players", "8"}, {"target", "301"}});
  // Always deal the lowest card left, compose the smaller number: the stock runs dry.
  int reshuffles = 0;
  for (int step = 0; step < 400 && reshuffles == 0; ++step) {
    if (t.s().is_chance()) {
      t.act(t.s().chance_outcomes().front().first);
    } else if (t.s().phase() == Phase::Compose) {
      t.act(kComposeBase + std::min(t.s().hand()[0], t.s().hand()[1]));
    } else {
      t.act(kThrowTwo);
    }
    if (t.saw("reshuffled")) {
      ++reshuffles;
      EXPECT_EQ(t.find("reshuffled").get("cards"), kDeckSize - static_cast<long>(t.s().hand().size()));
    }
  }
  EXPECT_EQ(reshuffles, 1);
}

}  // namespace
}  // namespace sh::sipky
