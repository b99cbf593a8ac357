// The stand-in for a dropped guest is the game's own computer player (issue 41, round four B,
// item 2): after the host's Enter, Quist's and Numberfloor's bots (at the table's level) play the
// seat's turns through the referee and the journal, from that seat's observation; the guest's
// rejoin hands the seat back. Numberfloor's take-over pause on a computer's turn needs no Enter
// at the host: a person's page lets the computer play on.
#include <gtest/gtest.h>

#include <variant>

#include "app/app.h"
#include "app/game_screen.h"
#include "app/main_menu.h"
#include "core/journal.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/quist/quist_controller.h"
#include "games/quist/quist_game.h"
#include "games/registry.h"
#include "narration/language.h"
#include "online/online_host.h"
#include "online/xmpp_client.h"
#include "sound/sound.h"
#include "online_talk_host_table.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

// The host's program in-process: online_talk_host_table.h.
using HostTable = TalkHostTable;

TEST(OnlineStandIn, QuistsOwnComputerPlaysTheDroppedSeatUntilTheGuestIsBack) {
  sh::test::TempHome home("online-stand-in-quist");
  HostTable t(home.data());
  // Eva at the keypad's table of computers; Petr online at seat 2; the computers play well.
  const GameOptions options{{"players", "4"}, {"games", "1"}, {"seating", "chosen"}, {"computers", "1,3,4"},
                            {"level", "normal"}, {"phones", "2"}, {"mode", "dealer"}};
  start_game(t.app, *find_game("quist"), options, true, {{1, "petr@localhost", ""}});
  t.settle();
  t.guest_says("petr@localhost/a", Kind::Accept, 1);
  ASSERT_EQ(t.online.guest(1), "petr@localhost/a");
  t.drop("petr@localhost/a");
  ASSERT_TRUE(t.online.away(1));
  ASSERT_TRUE(t.online.asking()) << "the computers played up to Petr's turn: the host is asked";
  t.key(Key::Ok);  // a computer takes the seat
  ASSERT_TRUE(t.online.stand_in(1));
  // Each of Petr's turns: the card Quist's computer player chooses at this level, from Petr's view.
  int turns = 0;
  std::vector<std::pair<std::size_t, Action>> expected;
  t.settle([&](const InputItem& item) {
    if (item.notice != kStandInNotice) return;
    const auto& s = dynamic_cast<const quist::QuistState&>(t.table().state());
    if (s.is_terminal() || s.current_player() != s.seat_of_player(1)) return;
    // Journaled as any move: the journal holds every action so far, the stand-in's among them.
    EXPECT_EQ(read_journal(t.table().journal_file()).actions, s.history());
    expected.emplace_back(s.history().size(), quist::computer_choice(s, t.table().seed(), Level::Normal));
  });
  ASSERT_FALSE(expected.empty());
  const auto& history = t.table().state().history();
  for (const auto& [at, card] : expected) {
    ASSERT_LT(at, history.size());
    EXPECT_EQ(history[at], card) << "Petr's move at action " << at;
    ++turns;
  }
  // The stand-in played the game to its end.
  EXPECT_TRUE(t.table().state().is_terminal());
  EXPECT_GE(turns, 2);
}

TEST(OnlineStandIn, TheRejoiningGuestGetsTheSeatBackAndNoComputerPlaysItAnyMore) {
  sh::test::TempHome home("online-stand-in-back");
  HostTable t(home.data());
  const GameOptions options{{"players", "3"}, {"computers", "1,3"}, {"level", "normal"}, {"phones", "2"},
                            {"mode", "dealer"}};
  start_game(t.app, *find_game("numberfloor"), options, true, {{1, "petr@localhost", ""}});
  t.settle();
  t.guest_says("petr@localhost/a", Kind::Accept, 1);
  t.drop("petr@localhost/a");
  // Play on until Petr's turn asks the host; the computers' pauses are let go at the keypad.
  for (int i = 0; i < 200 && !t.online.asking() && !t.table().state().is_terminal(); ++i) t.key(Key::Ok);
  ASSERT_TRUE(t.online.asking());
  t.key(Key::Ok);
  ASSERT_TRUE(t.online.stand_in(1));
  // Numberfloor's bot plays Petr's turn: what it chooses from Petr's view.
  std::vector<std::pair<std::size_t, Action>> expected;
  bool back = false;
  t.settle([&](const InputItem& item) {
    if (item.notice != kStandInNotice || back) return;
    const auto& s = dynamic_cast<const numberfloor::NumberfloorState&>(t.table().state());
    if (s.is_terminal() || s.turn_player() != 1 || s.stage() != numberfloor::Stage::Play) return;
    const numberfloor::NumberfloorBot bot(Level::Normal, nullptr);
    expected.emplace_back(s.history().size(), bot.choose(s.observation(1), s.history().size()));
  });
  ASSERT_FALSE(expected.empty());
  const auto& history = t.table().state().history();
  for (const auto& [at, a] : expected) {
    ASSERT_LT(at, history.size());
    EXPECT_EQ(history[at], a) << "Petr's move at action " << at;
  }
  if (t.table().state().is_terminal()) return;  // the stand-in finished the game
  // Petr comes back: the seat is his again, nothing plays it for him.
  t.guest_says("petr@localhost/b", Kind::Rejoin, 1);
  EXPECT_FALSE(t.online.stand_in(1));
  EXPECT_FALSE(t.online.away(1));
  EXPECT_TRUE(t.said("Petr: zase u stolu přes internet."));
}

// Two friends online (Eva and Petr), Jana a computer: at Jana's take-over pause a guest's page
// offers to let her play on, and that goes on without any key at the host's keypad.
TEST(OnlineStandIn, NumberfloorsTakeOverPauseGoesOnFromAGuestsPageWithoutTheHostsEnter) {
  sh::test::TempHome home("online-pause");
  HostTable t(home.data());
  const GameOptions options{{"players", "3"}, {"computers", "3"}, {"level", "easy"}, {"phones", "1,2"},
                            {"mode", "dealer"}};
  start_game(t.app, *find_game("numberfloor"), options, true, {{0, "eva@localhost", ""}, {1, "petr@localhost", ""}});
  t.settle();
  t.guest_says("eva@localhost/a", Kind::Accept, 0);
  t.guest_says("petr@localhost/a", Kind::Accept, 1);
  int pauses = 0;
  for (int step = 0; step < 3000 && !t.table().state().is_terminal(); ++step) {
    const auto& s = dynamic_cast<const numberfloor::NumberfloorState&>(t.table().state());
    const std::size_t before = s.history().size();
    if (s.turn_player() == 2) {
      // Jana's turn stopped: a pause. Eva's page offers to let her play on; Eva takes it.
      auto* pages = dynamic_cast<SeatPages*>(&t.app.game_screen()->controller());
      const SeatPage page = pages->seat_page(t.app, t.table(), 0);
      ASSERT_FALSE(page.actions.empty()) << "step " << step;
      const auto& go = page.actions.back();
      ASSERT_EQ(go.act, PageAct::End);
      EXPECT_EQ(t.app.voice().render(go.label), "Ať Jana hraje dál");
      ++pauses;
      t.app.seat_act(0, go.act, go.value);
    } else {
      // A guest's turn: it plays what the bot would (as a guest's keys would send it).
      ASSERT_TRUE(t.app.seat_stand_in(s.turn_player())) << "step " << step;
    }
    t.settle();
    ASSERT_GT(t.table().state().history().size(), before) << "nothing moved at step " << step;
  }
  EXPECT_TRUE(t.table().state().is_terminal());
  EXPECT_GT(pauses, 0);
}

}  // namespace
}  // namespace sh::online
