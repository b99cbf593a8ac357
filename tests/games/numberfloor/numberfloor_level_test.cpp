// Numberfloor computer levels and hints: easy makes the human mistakes it is meant to make,
// strong plays legal plans and never reads another hand (swapping the hidden cards gives
// the same decisions), the hint is a legal move with a reason, and the controller's
// background thinking (Host::think returning nothing; on_thought with the ticket) works.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "../../display/display_probe.h"
#include "core/chance.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_hint.h"
#include "numberfloor_test_support.h"
#include "play/table.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;
using testing::B;
using testing::dealt;
using testing::F;
using testing::N;
using testing::nf_game;

std::shared_ptr<const NumberfloorGame> nf_shared(int players, const std::string& variant = "full") {
  return std::static_pointer_cast<const NumberfloorGame>(nf_game(players, variant));
}

NumberfloorBot strong_bot(const std::shared_ptr<const NumberfloorGame>& game, int iterations = 6) {
  NumberfloorBot bot(Level::Strong, game);
  StrongBudget b;
  b.iterations = iterations;
  bot.set_budget(b);
  return bot;
}

// Seeded positions of normal-against-normal games where the seat on turn must decide.
std::vector<std::unique_ptr<State>> positions(const Game& game, std::uint64_t seed, int count) {
  std::vector<std::unique_ptr<State>> out;
  auto s = game.new_initial_state();
  const NumberfloorBot normal;
  std::uint64_t step = 0;
  while (!s->is_terminal() && static_cast<int>(out.size()) < count) {
    ++step;
    if (s->is_chance()) {
      s->apply(sample_chance(s->chance_outcomes(), seed, step));
      continue;
    }
    auto& nf = as_nf(*s);
    if (step % 3 == 0) out.push_back(s->clone());
    s->apply(normal.choose(nf.observation(nf.turn_player())));
  }
  return out;
}

TEST(NumberfloorLevel, EasyLaysTheFirstFittingCardAndForgetsItsBalloons) {
  auto game = nf_game(2);
  // Floor 3, balloon 2: 5 fits; then balloon 3 would open 8 (5 + 3), easy forgets it.
  auto state = dealt(*game, {{F(5), F(8), B(3), F(8), F(8), F(8)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot easy(Level::Easy), normal(Level::Normal);
  EXPECT_EQ(easy.choose(s.observation(0)), lay_action(F(5)));
  state->apply(lay_action(F(5)));
  EXPECT_EQ(normal.choose(s.observation(0)), lay_action(B(3)));
  EXPECT_EQ(easy.choose(s.observation(0)), kEndTurn);
}

TEST(NumberfloorLevel, EasyLaysABalloonOnlyWhenDrawingIsRefused) {
  auto game = nf_game(2);
  // Floor 3, balloon 2: nothing fits, balloon 4 opens 7: drawing is refused, so easy lays it.
  auto state = dealt(*game, {{B(4), F(7), F(8), F(8), F(8), F(8)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot easy(Level::Easy);
  const Action a = easy.choose(s.observation(0));
  EXPECT_EQ(a, lay_action(B(4)));
  EXPECT_TRUE(s.is_legal(a));
}

TEST(NumberfloorLevel, EasyNeverClaimsATakeOver) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), B(1), F(9), F(9), F(9), F(9)}, {N(6), F(1), F(1), F(1), F(1), F(1)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  EXPECT_TRUE(NumberfloorBot(Level::Normal).take_over(s.observation(1)));
  EXPECT_FALSE(NumberfloorBot(Level::Easy).take_over(s.observation(1)));
}

TEST(NumberfloorLevel, EveryLevelChoosesLegalActionsInSeededPositions) {
  for (const char* variant : {"full", "middle", "beginner"}) {
    auto game = nf_shared(3, variant);
    const NumberfloorBot easy(Level::Easy), normal(Level::Normal);
    const NumberfloorBot strong = strong_bot(game, 3);
    for (const auto& p : positions(*game, 11, sh::test::scaled(40, 8))) {
      const auto& s = as_nf(*p);
      const Observation o = s.observation(s.turn_player());
      for (const NumberfloorBot* bot : {&easy, &normal, &strong}) {
        const Action a = bot->choose(o, 5);
        EXPECT_TRUE(s.is_legal(a)) << variant << " level " << level_name(bot->level()) << ": "
                                   << s.action_to_string(a) << "\n" << s.to_string();
      }
    }
  }
}

TEST(NumberfloorStrength, StrongFollowsItsPlanToTheEndOfTheTurn) {
  auto game = nf_shared(2);
  // The rulebook's worked turn: 5, 7, 9, balloon 3, 6, 3 empties the hand.
  auto state = dealt(*game, {{F(5), F(7), F(9), B(3), F(6), F(3)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const NumberfloorBot strong = strong_bot(game);
  for (int k = 0; k < 6 && s.turn_player() == 0 && s.stage() == Stage::Play; ++k) {
    const Action a = strong.choose(s.observation(0), 1);
    ASSERT_TRUE(s.is_legal(a)) << s.action_to_string(a);
    state->apply(a);
  }
  EXPECT_EQ(s.stars(0), 1);
}

// The hidden cards of a position (the other hands and the stock) dealt again at random,
// the sizes kept: a position that seat `seat` cannot tell from `s`.
std::unique_ptr<NumberfloorState> swap_hidden(const NumberfloorGame& game, const NumberfloorState& s, int seat,
                                              std::uint64_t seed) {
  std::vector<int> hidden;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != seat)
      for (int t = 0; t < kCardTypes; ++t)
        for (int k = 0; k < s.hand(p)[static_cast<std::size_t>(t)]; ++k) hidden.push_back(t);
  for (int t = 0; t < kCardTypes; ++t)
    for (int k = 0; k < s.stock()[static_cast<std::size_t>(t)]; ++k) hidden.push_back(t);
  for (std::size_t i = hidden.size(); i > 1; --i)
    std::swap(hidden[i - 1], hidden[chance_bits(seed, i) % i]);
  std::array<CardCounts, kMaxPlayers> hands{};
  CardCounts stock{};
  std::size_t next = 0;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != seat)
      for (int k = 0; k < s.hand_size(p); ++k) ++hands[static_cast<std::size_t>(p)][static_cast<std::size_t>(hidden[next++])];
  while (next < hidden.size()) ++stock[static_cast<std::size_t>(hidden[next++])];
  return NumberfloorState::from_view(game, s.observation(seat), hands, stock);
}

TEST(NumberfloorStrength, SwappingTheHiddenCardsGivesTheSameStrongDecisions) {
  auto game = nf_shared(3);
  const NumberfloorBot strong = strong_bot(game, 4);
  int compared = 0, differing_truths = 0;
  for (const auto& p : positions(*game, 23, sh::test::scaled(12, 4))) {
    const auto& s = as_nf(*p);
    const int seat = s.turn_player();
    auto swapped = swap_hidden(*game, s, seat, 99);
    // The other seats really hold other cards now (the truth differs)...
    bool differs = false;
    for (int q = 0; q < s.num_players(); ++q) differs = differs || (q != seat && swapped->hand(q) != s.hand(q));
    differing_truths += differs ? 1 : 0;
    // ...yet the seat sees the same, and the strong player decides the same for every seed.
    const Observation a = s.observation(seat), b = swapped->observation(seat);
    ASSERT_EQ(a.hand, b.hand);
    ASSERT_EQ(a.hand_sizes, b.hand_sizes);
    ASSERT_EQ(a.on_piles, b.on_piles);
    ASSERT_EQ(a.stock, b.stock);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const NumberfloorBot fresh_a = strong, fresh_b = strong;
      const BotDecision da = fresh_a.decide(a, seed), db = fresh_b.decide(b, seed);
      EXPECT_EQ(da.action, db.action);
      EXPECT_EQ(da.plan.actions, db.plan.actions);
      EXPECT_DOUBLE_EQ(da.value, db.value);
      EXPECT_TRUE(swapped->is_legal(db.action));
      ++compared;
    }
  }
  EXPECT_GT(compared, 0);
  EXPECT_GT(differing_truths, 0);
}

// ---------------------------------------------------------------- controller: hints, thinking

// A Host on the real catalogs that records what is said; think() either decides at once or
// keeps the work for the test to run later (the background path).
class RecordingHost final : public Host {
 public:
  explicit RecordingHost(bool background) : background_(background) {}
  Voice& voice() override { return voice_.voice; }
  void refuse(const Message& reason) override { voice_.voice.say(reason); }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t ticket) override {
    ++asked;
    if (!background_) return work();
    pending = std::move(work);
    ticket_ = ticket;
    return std::nullopt;
  }
  const std::vector<std::string>& said() const { return voice_.speech.said; }
  bool said_line(const std::string& prefix) const {
    return std::any_of(said().begin(), said().end(), [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
  }

  std::function<Action()> pending;
  std::uint64_t ticket_ = 0;
  int asked = 0;

 private:
  bool background_;
  test::TestVoice voice_;
  Settings settings_;
};

std::shared_ptr<const Game> table_game(const std::string& computers, const std::string& mode = "dealer",
                                       int players = 2) {
  return make_numberfloor_game({{"players", std::to_string(players)},
                                {"mode", mode},
                                {"computers", computers},
                                {"level", "normal"},
                                {"starts", "1"}});
}

TEST(NumberfloorHint, AdviceIsALegalMoveWithAReasonOnAPersonsTurn) {
  int advised = 0;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(sh::test::scaled(6, 2)); ++seed) {
    Table table(table_game("2"), sh::Mode::Dealer, seed, {"Eva", "Počítač"});
    RecordingHost host(false);
    NumberfloorController c;
    c.start(host, table, false);
    // A few of Eva's turns: advice, then its move (the computer plays between).
    const auto& s = static_cast<const NumberfloorState&>(table.state());
    for (int k = 0; k < 12 && !table.state().is_terminal(); ++k) {
      // A pause for take-over claims in the computer's turn: ok lets it go on.
      for (int wait = 0; wait < 50 && s.turn_player() != 0 && !s.is_terminal(); ++wait) c.on_key(host, table, Key::Ok);
      if (s.is_terminal()) break;
      ASSERT_EQ(s.turn_player(), 0);
      const std::size_t before = table.state().history().size();
      auto advice = c.advise(host, table);
      ASSERT_TRUE(advice);
      EXPECT_TRUE(s.is_legal(advice->action)) << s.action_to_string(advice->action);
      ASSERT_FALSE(advice->says.empty());
      EXPECT_EQ(table.state().history().size(), before) << "advice changes nothing";
      EXPECT_EQ(c.advise(host, table)->action, advice->action) << "the same position, the same advice";
      ++advised;
      const std::size_t said = host.said().size();
      c.hint(host, table);
      EXPECT_GT(host.said().size(), said);
      EXPECT_TRUE(host.said()[said].rfind("Rada: ", 0) == 0) << host.said()[said];
      // Play it through the keys' path of the engine (the controller's try_act is private).
      table.act(advice->action);
      c.start(host, table, true);  // narrates and lets the computer play on
    }
  }
  EXPECT_GT(advised, 5);
}

TEST(NumberfloorHint, NoAdviceInAssistantModeAndOnAComputersTurn) {
  {
    Table table(table_game("none", "assistant"), sh::Mode::Assistant, 1, {"Eva", "Jan"});
    RecordingHost host(false);
    NumberfloorController c;
    c.start(host, table, false);
    table.act(chance_card(F(3)));
    table.act(chance_card(B(2)));
    EXPECT_FALSE(c.advise(host, table));
    c.hint(host, table);
    EXPECT_EQ(host.said().back(), "Tvé karty jsou v ruce, program je nezná: radu nedá.");
  }
  {
    Table table(table_game("1,2"), sh::Mode::Dealer, 3, {"A", "B"});
    RecordingHost host(true);
    NumberfloorController c;
    c.start(host, table, false);
    EXPECT_FALSE(c.advise(host, table));  // a computer is on turn (thinking)
  }
}

TEST(NumberfloorComputer, ThinksInTheBackgroundAndIgnoresAStaleTicket) {
  Table table(table_game("2", "dealer", 2), sh::Mode::Dealer, 4, {"Eva", "Počítač"});
  RecordingHost host(true);
  NumberfloorController c;
  c.start(host, table, false);
  // Eva's turn: she ends it with the first card that fits (or draws and passes).
  const auto& s = static_cast<const NumberfloorState&>(table.state());
  ASSERT_EQ(s.turn_player(), 0);
  EXPECT_EQ(host.asked, 0) << "nobody thinks on a person's turn";
  for (int k = 0; k < 20 && s.turn_player() == 0; ++k) {
    const Action a = NumberfloorBot(Level::Easy).choose(s.observation(0));
    table.act(a);
  }
  ASSERT_EQ(s.turn_player(), 1);
  c.start(host, table, true);
  ASSERT_EQ(host.asked, 1);
  ASSERT_TRUE(host.pending);
  const std::size_t history = table.state().history().size();
  const std::uint64_t first = host.ticket_;
  // While it thinks: a claim is refused, status still answers, nothing is applied.
  c.on_key(host, table, Key::D9);
  EXPECT_EQ(host.said().back(), "Počkej, Počítač ještě přemýšlí.");
  EXPECT_FALSE(c.status(host, table).empty());
  EXPECT_EQ(table.state().history().size(), history);
  // Coming back from a menu asks again: the first answer is stale and ignored.
  const Action stale = host.pending();
  c.start(host, table, true);
  ASSERT_EQ(host.asked, 2);
  EXPECT_NE(host.ticket_, first);
  c.on_thought(host, table, first, stale);
  EXPECT_EQ(table.state().history().size(), history);
  // The current answer is applied, narrated, and the computer goes on (asking again) or
  // hands the turn back.
  const Action fresh = host.pending();
  const std::size_t said = host.said().size();
  c.on_thought(host, table, host.ticket_, fresh);
  EXPECT_GT(table.state().history().size(), history);
  EXPECT_EQ(table.state().history()[history], fresh);
  EXPECT_GT(host.said().size(), said);
  EXPECT_TRUE(host.asked == 3 || s.turn_player() == 0 || s.is_terminal());
  // Delivered twice, the same ticket does nothing more.
  const std::size_t after = table.state().history().size();
  c.on_thought(host, table, host.ticket_ - 1, fresh);
  EXPECT_EQ(table.state().history().size(), after);
}

TEST(NumberfloorHint, HelpTwiceQuicklyInAScriptSaysTheHint) {
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode dealer "
                               "--variant full --set starts=1 --set computers=2 --set level=normal --names Eva --seed 7",
                               "help help");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  // Eva's first turn (PersonWalksTheHand... in the end-to-end test): balloon "nearest"
  // opens 4 and 7, so the advice lays a card and says the plan.
  auto tail = test::lines_from(r.out, "SAY Na tahu Eva, 6 karet v ruce.");
  bool hint = false, plan = false;
  for (const auto& line : tail) {
    hint = hint || line.rfind("SAY Rada: polož ", 0) == 0;
    plan = plan || line.rfind("SAY Tímto tahem vyložíš ", 0) == 0;
  }
  EXPECT_TRUE(hint) << r.out;
  EXPECT_TRUE(plan) << r.out;
}

TEST(NumberfloorHint, AfterTheHintOkLaysTheAdvisedCard) {
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode dealer "
                               "--variant full --set starts=1 --set computers=2 --set level=normal --names Eva --seed 7",
                               "help help ok");
  ASSERT_EQ(r.status, 0) << r.err;
  std::string card;  // "Rada: polož balón nejbližší poschodí." -> "balón nejbližší poschodí"
  const std::string said = "SAY Rada: polož ";
  for (const auto& line : test::lines_from(r.out, "SAY Na tahu Eva, 6 karet v ruce."))
    if (line.rfind(said, 0) == 0) card = line.substr(said.size(), line.size() - said.size() - 1);
  ASSERT_FALSE(card.empty()) << r.out;
  const auto hint_at = r.out.find(said + card);
  const bool laid = r.out.find("\nSAY Eva: " + card + ",", hint_at) != std::string::npos;
  EXPECT_TRUE(laid) << "ok lays the card the hint named: " << card << "\n" << r.out;
  EXPECT_EQ(r.out.find("SOUND refused"), std::string::npos) << r.out;
}

TEST(NumberfloorHint, AfterTheHintToEndTheTurnOkEndsIt) {
  // Seed 7, taking every hint: a card, a card, a card, then Player 2 takes the turn over and
  // wins a star; in Eva's next turn a card and then "end the turn", which ok does.
  std::string keys;
  for (int i = 0; i < 5; ++i) keys += "help help ok ";
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --players 2 --mode dealer "
                               "--variant full --set starts=1 --set computers=2 --set level=normal --names Eva --seed 7",
                               keys);
  ASSERT_EQ(r.status, 0) << r.err;
  const auto after = test::lines_from(r.out, "SAY Rada: stiskni nulu a ukonči tah.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1].rfind("SAY Eva končí tah", 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("SOUND refused"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace sh::numberfloor
