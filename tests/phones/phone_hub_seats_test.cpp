// The hub's seats: codes only for seats on phones (given and dropped by the host), one
// take-over question per seat however many devices wait on its code, and the version of
// a seat's view that an action names (a second action on one view, or one chosen on a
// view the seat no longer has, is stale).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "phones/phone_hub.h"

namespace sh::phones {
namespace {

struct Kept {
  std::vector<std::string> items;
  long count(const std::string& item) const { return std::count(items.begin(), items.end(), item); }
};

std::string device(int i) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016x", 0xb000 + i);
  return buf;
}

TEST(PhonesHubSeats, OnlySeatsOnPhonesHaveCodes) {
  Kept kept;
  PhoneHub hub([&](InputItem i) { kept.items.push_back(i.notice + " " + i.notice_arg); });
  hub.new_game({true, false, true});
  auto tokens = hub.tokens();
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_TRUE(token_shape(tokens[0]));
  EXPECT_EQ(tokens[1], "") << "a keypad seat has no code";
  EXPECT_TRUE(token_shape(tokens[2]));
  EXPECT_EQ(hub.player_of(tokens[0]), 0);
  EXPECT_EQ(hub.player_of(tokens[2]), 2);
  EXPECT_FALSE(hub.player_of(""));
  EXPECT_EQ(hub.join(1, device(1)), JoinResult::Taken) << "nothing opens a keypad seat";
  EXPECT_FALSE(hub.joined(1));
  hub.revoke(1);
  EXPECT_EQ(hub.tokens()[1], "") << "revoking a seat without a code gives it none";
  // The host hands the keypad seat to a phone: it gets a code, which opens it.
  hub.give_code(1);
  const std::string given = hub.tokens()[1];
  EXPECT_TRUE(token_shape(given));
  EXPECT_EQ(hub.player_of(given), 1);
  EXPECT_EQ(hub.join(1, device(1)), JoinResult::Joined);
  EXPECT_TRUE(hub.joined(1));
  hub.give_code(1);
  EXPECT_EQ(hub.tokens()[1], given) << "a seat that has a code keeps it";
  // Back to the keypad: the code opens nothing, the phone is let go.
  hub.drop_code(1);
  EXPECT_EQ(hub.tokens()[1], "");
  EXPECT_FALSE(hub.player_of(given));
  EXPECT_FALSE(hub.joined(1));
  EXPECT_EQ(hub.seat_state(1, device(1)), SeatState::Out);
  EXPECT_TRUE(hub.act(1, PhoneAction{device(1), 5, ActKind::Draw, -1, 0}) == ActResult::NotHolder);
  // Revoking a phone seat: a new code, the old one opens nothing.
  hub.revoke(0);
  EXPECT_NE(hub.tokens()[0], tokens[0]);
  EXPECT_FALSE(hub.player_of(tokens[0]));
  hub.new_game({});
  EXPECT_TRUE(hub.tokens().empty());
  EXPECT_FALSE(hub.player_of(tokens[2]));
}

TEST(PhonesHubSeats, ManyDevicesOnOneCodeAskTheHostOnce) {
  Kept kept;
  PhoneHub hub([&](InputItem i) { kept.items.push_back(i.notice + " " + i.notice_arg); });
  hub.new_game({true, true});
  ASSERT_EQ(hub.join(0, device(0)), JoinResult::Joined);
  // A hundred devices, each opening, closing and opening its page again and again.
  for (int round = 0; round < 20; ++round)
    for (int i = 1; i <= 100; ++i) {
      const JoinResult r = hub.join(0, device(i));
      EXPECT_EQ(r, i <= static_cast<int>(PhoneHub::kMaxWaiting) ? JoinResult::Waiting : JoinResult::Taken) << i;
      if (r == JoinResult::Waiting) hub.leave(0, device(i));
    }
  EXPECT_EQ(kept.count("phones:takeover 0"), 1) << "one question, however many wait";
  EXPECT_TRUE(hub.asking(0));
  EXPECT_FALSE(hub.asking(1));
  EXPECT_EQ(hub.seat_state(0, device(1)), SeatState::Waits);
  EXPECT_EQ(hub.seat_state(0, device(100)), SeatState::Out);
  // Yes: the first that asked has the seat; the others and the old phone are out.
  ASSERT_TRUE(hub.confirm_takeover(0));
  EXPECT_FALSE(hub.asking(0));
  EXPECT_EQ(hub.seat_state(0, device(1)), SeatState::Holds);
  EXPECT_EQ(hub.seat_state(0, device(2)), SeatState::Out);
  EXPECT_EQ(hub.seat_state(0, device(0)), SeatState::Out);
  EXPECT_FALSE(hub.confirm_takeover(0)) << "no question pending";
  // A new device asks again: a new question; no keeps the seat and tells it.
  EXPECT_EQ(hub.join(0, device(2)), JoinResult::Waiting);
  EXPECT_EQ(hub.join(0, device(3)), JoinResult::Waiting);
  EXPECT_EQ(kept.count("phones:takeover 0"), 2);
  ASSERT_TRUE(hub.refuse_takeover(0));
  EXPECT_FALSE(hub.asking(0));
  EXPECT_EQ(hub.seat_state(0, device(2)), SeatState::Refused);
  EXPECT_EQ(hub.seat_state(0, device(3)), SeatState::Refused);
  EXPECT_EQ(hub.seat_state(0, device(1)), SeatState::Holds);
  // Asking again (a reload) asks the host again.
  EXPECT_EQ(hub.join(0, device(2)), JoinResult::Waiting);
  EXPECT_EQ(kept.count("phones:takeover 0"), 3);
  EXPECT_EQ(kept.count("phones:joined 0"), 1);
}

TEST(PhonesHubSeats, AnActionNamesTheViewItWasChosenFrom) {
  Kept kept;
  PhoneHub hub([&](InputItem i) { kept.items.push_back(i.notice + " " + i.notice_arg); });
  hub.new_game({true, true});
  hub.publish("cs", {"eva 1", "petr 1"});
  const auto v = [&](int p) { return hub.snapshot()->seat_versions[static_cast<std::size_t>(p)]; };
  const std::uint64_t eva1 = v(0), petr1 = v(1);
  EXPECT_NE(eva1, petr1);
  ASSERT_EQ(hub.join(0, device(0)), JoinResult::Joined);
  std::uint64_t seq = 0;
  auto lay = [&](std::uint64_t view, int card) { return hub.act(0, PhoneAction{device(0), ++seq, ActKind::Lay, card, view}); };
  // A second seat's new view leaves this seat's version (its choice is still good).
  hub.publish("cs", {"eva 1", "petr 2"});
  EXPECT_EQ(v(0), eva1);
  EXPECT_NE(v(1), petr1);
  EXPECT_EQ(lay(eva1, 2), ActResult::Accepted);
  EXPECT_EQ(lay(eva1, 7), ActResult::Stale) << "a double tap: the second action on one view";
  // The table took it: a new view (even when its text is the same: the page chooses again).
  hub.publish("cs", {"eva 1", "petr 2"});
  const std::uint64_t eva2 = v(0);
  EXPECT_GT(eva2, eva1);
  EXPECT_EQ(lay(eva1, 7), ActResult::Stale) << "chosen on the old view";
  hub.publish("cs", {"eva 2", "petr 2"});
  EXPECT_EQ(lay(eva2, 7), ActResult::Stale) << "the seat's view changed since";
  EXPECT_EQ(lay(v(0), 7), ActResult::Accepted);
  EXPECT_EQ(hub.act(0, PhoneAction{device(0), ++seq, ActKind::Draw, -1, 0}), ActResult::Accepted)
      << "an action naming no view is not checked";
  EXPECT_EQ(kept.count("phones:act 0 lay 2"), 1);
  EXPECT_EQ(kept.count("phones:act 0 lay 7"), 1);
  // Nothing new: no new snapshot (the streams stay asleep).
  const auto before = hub.snapshot()->version;
  hub.publish("cs", {"eva 2", "petr 2"});
  const auto after_action = hub.snapshot()->version;
  EXPECT_GT(after_action, before) << "the action's new view";
  hub.publish("cs", {"eva 2", "petr 2"});
  EXPECT_EQ(hub.snapshot()->version, after_action) << "then none";
  // A new game: every seat a new version, never one of the old game's.
  hub.new_game({true, true});
  EXPECT_GT(v(0), eva2);
}

}  // namespace
}  // namespace sh::phones
