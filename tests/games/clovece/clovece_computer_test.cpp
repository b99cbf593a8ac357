// The Člověče controller's computer players and hint: a computer decides through
// Host::think (here a Host that keeps the work, as the App does off the keys' thread), its
// move comes back through on_thought with the current ticket, an old ticket is ignored, a
// key that would act while it thinks is refused, the review still works; advise() gives
// the person to act a legal move in dealer and in assistant mode, the same for the same
// position, and nothing on the computer's turn.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include "../../display/display_probe.h"
#include "clovece_test_util.h"
#include "games/clovece/clovece_controller.h"
#include "games/clovece/clovece_game.h"
#include "play/table.h"

namespace sh::clovece {
namespace {

using namespace testing;

// A Host whose think() keeps the work for later (nullopt), like the App with real keys.
class BackgroundHost final : public Host {
 public:
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
    work_ = std::move(work);
    ticket_ = ticket;
    ++asked_;
    return std::nullopt;
  }

  bool pending() const { return static_cast<bool>(work_); }
  std::uint64_t ticket() const { return ticket_; }
  int asked() const { return asked_; }
  Action run_work() {
    auto w = std::move(work_);
    work_ = nullptr;
    return w();
  }
  const std::vector<std::string>& said() const { return voice_.speech.said; }
  bool said_line(const std::string& line) const {
    return std::find(said().begin(), said().end(), line) != said().end();
  }

 private:
  test::TestVoice voice_;
  Settings settings_;
  std::function<Action()> work_;
  std::uint64_t ticket_ = 0;
  int asked_ = 0;
};

std::shared_ptr<const Game> game_with_computer(const std::string& level = "normal") {
  return make_clovece_game({{"players", "2"}, {"computers", "2"}, {"level", level}, {"playon", "0"}});
}

// Plays the person's first choice until the computer is asked to think.
void until_the_computer_thinks(CloveceController& ctl, BackgroundHost& host, Table& table) {
  for (int i = 0; i < 200 && !host.pending() && !table.state().is_terminal(); ++i) ctl.on_key(host, table, Key::D1);
}

TEST(CloveceComputer, DecidesInTheBackgroundAndItsMoveComesBackWithTheTicket) {
  auto game = game_with_computer();
  Table table(game, Mode::Dealer, 31, {"Eva", "Hráč 2"});
  BackgroundHost host;
  CloveceController ctl;
  ctl.start(host, table, false);
  until_the_computer_thinks(ctl, host, table);
  ASSERT_TRUE(host.pending());
  const auto& s = as_clovece(table.state());
  ASSERT_EQ(s.current_player(), 1);
  const std::size_t before = s.history().size();

  // While it thinks: a key that would act is refused, the review opens and closes.
  ctl.on_key(host, table, Key::D1);
  EXPECT_TRUE(host.said_line("Počkej, Zelený ještě přemýšlí.")) << ::testing::PrintToString(host.said());
  EXPECT_TRUE(ctl.on_key(host, table, Key::D0));
  EXPECT_TRUE(ctl.on_key(host, table, Key::D0));
  EXPECT_EQ(table.state().history().size(), before);
  EXPECT_FALSE(ctl.advise(host, table)) << "no hint on the computer's turn";

  const std::uint64_t ticket = host.ticket();
  const Action a = host.run_work();
  EXPECT_TRUE(table.state().is_legal(a));
  ctl.on_thought(host, table, ticket + 1, a);  // not asked for: ignored
  EXPECT_EQ(table.state().history().size(), before);
  ctl.on_thought(host, table, ticket, a);
  ASSERT_GT(table.state().history().size(), before);
  EXPECT_EQ(table.state().history()[before], a);
  const std::size_t after = table.state().history().size();
  ctl.on_thought(host, table, ticket, a);  // delivered twice: the second is stale
  EXPECT_EQ(table.state().history().size(), after);
}

TEST(CloveceComputer, HelpWhileItThinksSaysWhoThinksNotThePersonsKeys) {
  auto game = game_with_computer();
  Table table(game, Mode::Dealer, 31, {"Eva", "Hráč 2"});
  BackgroundHost host;
  CloveceController ctl;
  ctl.start(host, table, false);
  until_the_computer_thinks(ctl, host, table);
  ASSERT_TRUE(host.pending());
  const std::size_t heard = host.said().size();
  ctl.help(host, table);
  ASSERT_GT(host.said().size(), heard);
  EXPECT_EQ(host.said()[heard], "Počkej, Zelený ještě přemýšlí.") << ::testing::PrintToString(host.said());
  EXPECT_EQ(host.said().size(), heard + 1) << "nothing of the person's keys";
}

TEST(CloveceComputer, AStartBumpsTheTicketAndTheOldDecisionIsIgnored) {
  auto game = game_with_computer();
  Table table(game, Mode::Dealer, 32, {"Eva", "Hráč 2"});
  BackgroundHost host;
  CloveceController ctl;
  ctl.start(host, table, false);
  until_the_computer_thinks(ctl, host, table);
  ASSERT_TRUE(host.pending());
  const std::uint64_t old_ticket = host.ticket();
  const Action old_action = host.run_work();
  const std::size_t before = table.state().history().size();
  ctl.start(host, table, true);  // back from the menu: it asks again
  ASSERT_TRUE(host.pending());
  EXPECT_GT(host.ticket(), old_ticket);
  ctl.on_thought(host, table, old_ticket, old_action);
  EXPECT_EQ(table.state().history().size(), before) << "the old ticket is stale";
  const std::uint64_t t = host.ticket();
  ctl.on_thought(host, table, t, host.run_work());
  EXPECT_GT(table.state().history().size(), before);
}

TEST(CloveceComputer, EachLevelMovesThroughTheHost) {
  for (const char* level : {"easy", "normal", "strong"}) {
    auto game = game_with_computer(level);
    Table table(game, Mode::Dealer, 33, {"Eva", "Hráč 2"});
    BackgroundHost host;
    CloveceController ctl;
    ctl.start(host, table, false);
    for (int moves = 0; moves < 3 && !table.state().is_terminal(); ++moves) {
      until_the_computer_thinks(ctl, host, table);
      if (!host.pending()) break;
      const std::size_t before = table.state().history().size();
      const std::uint64_t t = host.ticket();
      ctl.on_thought(host, table, t, host.run_work());
      EXPECT_GT(table.state().history().size(), before) << level;
    }
    EXPECT_GE(host.asked(), 1) << level;
  }
}

TEST(CloveceComputer, ItsWorkOwnsWhatItReadsSoTheTableMayGoAway) {
  auto game = game_with_computer("strong");
  auto table = std::make_unique<Table>(game, Mode::Dealer, 34, std::vector<std::string>{"Eva", "Hráč 2"});
  BackgroundHost host;
  auto ctl = std::make_unique<CloveceController>();
  ctl->start(host, *table, false);
  until_the_computer_thinks(*ctl, host, *table);
  ASSERT_TRUE(host.pending());
  const auto history = table->state().history();
  ctl.reset();
  table.reset();  // the player left the game while the computer thinks
  game.reset();
  const Action a = host.run_work();
  auto again = game_with_computer("strong");
  EXPECT_TRUE(replay(*again, history)->is_legal(a));
}

TEST(CloveceComputerHint, AdviseGivesTheSameLegalMoveInDealerAndAssistantMode) {
  // The same actions in both modes: in assistant mode the throws are typed.
  auto game = make_clovece_game({{"players", "3"}, {"playon", "0"}});
  Table dealer(game, Mode::Dealer, 44, {"A", "B", "C"});
  dealer.run_chance();
  BackgroundHost host;
  CloveceController ctl_dealer, ctl_assistant;
  int compared = 0;
  for (int step = 0; step < 300 && !dealer.state().is_terminal() && compared < 12; ++step) {
    const auto& s = as_clovece(dealer.state());
    auto legal = s.legal_actions();
    if (legal.size() > 1) {
      Table assistant(game, Mode::Assistant, 44, {"A", "B", "C"});
      assistant.restore(dealer.state().history());
      auto a = ctl_dealer.advise(host, dealer);
      auto b = ctl_assistant.advise(host, assistant);
      ASSERT_TRUE(a);
      ASSERT_TRUE(b);
      EXPECT_TRUE(dealer.state().is_legal(a->action));
      EXPECT_EQ(a->action, b->action);
      ++compared;
    }
    dealer.act(legal[static_cast<std::size_t>(step) % legal.size()]);
    dealer.run_chance();
  }
  EXPECT_GE(compared, 10);
}

}  // namespace
}  // namespace sh::clovece
