// Whether a seat's phone is at the table (the window then draws no QR code for it): joined
// and not announced as left; a phone back, or a seat revoked, changes it.
#include <gtest/gtest.h>

#include "phones/phone_hub.h"

namespace sh::phones {
namespace {

TEST(PhonesHub, ASeatsPhoneIsAtTheTableFromJoiningUntilItIsAnnouncedGone) {
  PhoneHub hub([](InputItem) {});
  hub.new_game({true, true});
  EXPECT_FALSE(hub.connected(0));
  ASSERT_EQ(hub.join(0, "phone-a"), JoinResult::Joined);
  EXPECT_TRUE(hub.connected(0));
  EXPECT_FALSE(hub.connected(1));
  EXPECT_FALSE(hub.connected(7)) << "no such seat";
  // The page closed: still at the table during the grace, gone when announced.
  hub.leave(0, "phone-a");
  const auto now = std::chrono::steady_clock::now();
  hub.tick(now, std::chrono::milliseconds(4000));
  EXPECT_TRUE(hub.connected(0));
  hub.tick(now + std::chrono::seconds(10), std::chrono::milliseconds(4000));
  EXPECT_FALSE(hub.connected(0));
  EXPECT_TRUE(hub.joined(0)) << "the seat stays the phone's until revoked";
  ASSERT_EQ(hub.join(0, "phone-a"), JoinResult::Rejoined);
  EXPECT_TRUE(hub.connected(0));
  hub.revoke(0);
  EXPECT_FALSE(hub.connected(0));
}

}  // namespace
}  // namespace sh::phones
