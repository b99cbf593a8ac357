// Table talk (issue 41): a guest online whose turn has lasted kThinkingAfter (20 s) without a
// move is said once at the table and to the other guests, in each one's language ("Petr ještě
// přemýšlí." / "Petr is still thinking."), then every kThinkingAgain (60 s); never to the
// thinking guest, never for a local player or a computer, and a move or a drop cancels it. The
// timer is the test's: what the host arms is kept, and delivered only when the test says the
// time passed (no sleeps).
#include <gtest/gtest.h>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online_talk_host_table.h"

namespace sh::online {
namespace {

// Quist, four seats: Eva and Karel computers, Petr (seat 2) and Jana (seat 3) guests online.
// The computers play up to Petr's turn.
struct QuistWithTwoGuests {
  sh::test::TempHome home{"online-talk"};
  TalkHostTable t{home.data()};
  QuistWithTwoGuests() {
    const GameOptions options{{"players", "4"}, {"games", "1"}, {"seating", "chosen"}, {"computers", "1,4"},
                              {"level", "easy"}, {"phones", "2,3"}, {"mode", "dealer"}};
    start_game(t.app, *find_game("quist"), options, true, {{1, "petr@localhost", ""}, {2, "jana@localhost", ""}});
    t.settle();
    t.guest_says("petr@localhost/a", Kind::Accept, 1);
    t.guest_says("jana@localhost/a", Kind::Accept, 2, "en");
  }
  bool petrs_turn() const {
    const auto page = t.last_page(1);
    return page && page->my_turn;
  }
};

TEST(OnlineTalk, AGuestThinkingLongIsSaidAfterTheTimeToTheTableAndTheOthersButNotToHerself) {
  QuistWithTwoGuests q;
  auto& t = q.t;
  ASSERT_TRUE(q.petrs_turn());
  // Armed for Petr's turn, for 20 s; nothing said before the time.
  const auto armed = t.last_armed(1);
  ASSERT_TRUE(armed && armed->item);
  EXPECT_EQ(armed->delay, kThinkingAfter);
  EXPECT_EQ(armed->item->notice, kThinkingNotice);
  EXPECT_EQ(t.said_count("Petr ještě přemýšlí."), 0);
  EXPECT_TRUE(t.says_to("jana@localhost/a", "online.thinking").empty());
  const auto journaled = read_journal(t.table().journal_file()).actions;

  // 20 s later: the table hears it once; Jana's guest gets it; Petr's does not.
  ASSERT_TRUE(t.time_passes(1));
  EXPECT_EQ(t.said_count("Petr ještě přemýšlí."), 1);
  const auto to_jana = t.says_to("jana@localhost/a", "online.thinking");
  ASSERT_EQ(to_jana.size(), 1U);
  EXPECT_TRUE(t.says_to("petr@localhost/a", "online.thinking").empty());
  // Not an action: the journal and the game are where they were.
  EXPECT_EQ(read_journal(t.table().journal_file()).actions, journaled);
  EXPECT_EQ(t.table().state().history(), journaled);
  // Then again after a minute while he still thinks: "pořád".
  const auto again = t.last_armed(1);
  ASSERT_TRUE(again && again->item);
  EXPECT_EQ(again->delay, kThinkingAgain);
  ASSERT_TRUE(t.time_passes(1));
  EXPECT_EQ(t.said_count("Petr ještě přemýšlí."), 1);
  EXPECT_EQ(t.said_count("Petr pořád přemýšlí."), 1);
  EXPECT_TRUE(t.says_to("petr@localhost/a", "online.thinking_again").empty());
  ASSERT_EQ(t.says_to("jana@localhost/a", "online.thinking_again").size(), 1U);

  // Jana's English program says it in English (the payload is the message, not the words).
  phones::test::PagesHost en_host("en");
  OnlineGuest jana([](const std::string&, const std::string&, const std::string&) {}, "en");
  Payload inv = t.invite_to(2);
  jana.on_notice(en_host, InputItem::make_notice(kStanzaNotice, "eva@localhost/h\n" + to_json(inv)));
  jana.on_key(en_host, Key::Ok);
  Payload say = to_jana.front();
  jana.on_notice(en_host, InputItem::make_notice(kStanzaNotice, "eva@localhost/h\n" + to_json(say)));
  EXPECT_EQ(en_host.said().back(), "Petr is still thinking.");
}

TEST(OnlineTalk, AMoveCancelsTheNoticeAndStartsTheTimeAnew) {
  QuistWithTwoGuests q;
  auto& t = q.t;
  ASSERT_TRUE(q.petrs_turn());
  const auto before = t.last_armed(1);
  ASSERT_TRUE(before && before->item);
  const InputItem stale = *before->item;
  t.guest_acts("petr@localhost/a", 1);  // Petr lays a card: his turn is over
  // The notice armed before the move, had its time come anyway, says nothing.
  t.pushed.push_back(stale);
  t.settle();
  EXPECT_EQ(t.said_count("Petr ještě přemýšlí."), 0);
  EXPECT_TRUE(t.says_to("jana@localhost/a", "online.thinking").empty());
  // Whose turn it is now: a guest's is timed anew, and nobody else's (Karel, Eva: computers).
  for (const auto& a : t.armed) EXPECT_TRUE(a.player == 1 || a.player == 2) << a.player;
}

TEST(OnlineTalk, ADropCancelsIt) {
  QuistWithTwoGuests q;
  auto& t = q.t;
  ASSERT_TRUE(q.petrs_turn());
  const auto before = t.last_armed(1);
  ASSERT_TRUE(before && before->item);
  const InputItem stale = *before->item;
  t.drop("petr@localhost/a");
  const auto after = t.last_armed(1);
  ASSERT_TRUE(after);
  EXPECT_FALSE(after->item) << "the drop disarms Petr's notice";
  t.pushed.push_back(stale);
  t.settle();
  EXPECT_EQ(t.said_count("Petr ještě přemýšlí."), 0);
}

// Eva at the keypad, Petr online, Jana and Karel computers: only the guest's turn is timed.
TEST(OnlineTalk, NoNoticeForALocalPlayerOrAComputer) {
  sh::test::TempHome home("online-talk-local");
  TalkHostTable t(home.data());
  const GameOptions options{{"players", "4"}, {"games", "1"}, {"seating", "chosen"}, {"computers", "3,4"},
                            {"level", "easy"}, {"phones", "2"}, {"mode", "dealer"}};
  start_game(t.app, *find_game("quist"), options, true, {{1, "petr@localhost", ""}});
  t.settle();
  t.guest_says("petr@localhost/a", Kind::Accept, 1);
  // Play a few rounds: Eva at her turns, Petr's guest at his.
  bool petr_timed = false;
  for (int step = 0; step < 40 && !t.table().state().is_terminal(); ++step) {
    const auto page = t.last_page(1);
    if (page && page->my_turn) {
      petr_timed = petr_timed || (t.last_armed(1) && t.last_armed(1)->item);
      t.guest_acts("petr@localhost/a", 1);
    } else {
      // Eva's turn: she plays what the game's computer would (as her keys could).
      ASSERT_TRUE(t.app.seat_stand_in(0)) << "step " << step;
      t.settle();
    }
  }
  EXPECT_TRUE(petr_timed) << "Petr's turns came and were timed";
  for (const auto& a : t.armed) EXPECT_EQ(a.player, 1) << "only the guest's seat is timed";
}

}  // namespace
}  // namespace sh::online
