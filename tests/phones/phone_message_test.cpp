// The action message parser: the page's one message, read strictly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "phones/phone_message.h"

namespace sh::phones {
namespace {

const std::string kDevice = "0123456789abcdef";

TEST(PhonesMessage, ReadsALaidCardAndTheOtherActions) {
  auto parsed = parse_phone_action("device=" + kDevice + "&seq=1732600000123&act=lay&value=7");
  ASSERT_TRUE(std::holds_alternative<PhoneAction>(parsed)) << std::get<ParseError>(parsed).reason;
  const auto& a = std::get<PhoneAction>(parsed);
  EXPECT_EQ(a.device, kDevice);
  EXPECT_EQ(a.seq, 1732600000123u);
  EXPECT_EQ(a.kind, ActKind::Lay);
  EXPECT_EQ(a.value, 7);
  auto claim = parse_phone_action("act=claim&seq=2&device=" + kDevice);
  ASSERT_TRUE(std::holds_alternative<PhoneAction>(claim));
  EXPECT_EQ(std::get<PhoneAction>(claim).kind, ActKind::Claim);
  EXPECT_EQ(std::get<PhoneAction>(claim).value, -1);
  // Numberfloor: a claim may name its night card.
  auto night = parse_phone_action("act=claim&seq=3&value=4&device=" + kDevice);
  ASSERT_TRUE(std::holds_alternative<PhoneAction>(night));
  EXPECT_EQ(std::get<PhoneAction>(night).value, 4);
  EXPECT_EQ(std::get<PhoneAction>(night).view, 0u) << "no view named";
  // The version of the seat's view the action was chosen from.
  auto chosen = parse_phone_action("device=" + kDevice + "&seq=4&view=9007199254740991&act=lay&value=2");
  ASSERT_TRUE(std::holds_alternative<PhoneAction>(chosen)) << std::get<ParseError>(chosen).reason;
  EXPECT_EQ(std::get<PhoneAction>(chosen).view, 9007199254740991u);
}

TEST(PhonesMessage, RefusesEverythingElse) {
  const std::string ok = "device=" + kDevice + "&seq=5&act=lay&value=3";
  for (const std::string& bad : std::vector<std::string>{
           std::string(),
           std::string("&"),
           ok + "&",
           "&" + ok,
           ok + "&value=3",                          // twice
           ok + "&extra=1",                          // unknown name
           "device=" + kDevice + "&seq=5&act=lay",   // lay without a card
           "device=" + kDevice + "&seq=5&act=draw&value=1",  // a value where none goes
           "device=" + kDevice + "&seq=5&act=end&value=1",
           "device=" + kDevice + "&seq=0&act=draw",  // sequence numbers start at 1
           "device=" + kDevice + "&seq=-1&act=draw",
           "device=" + kDevice + "&seq=99999999999999999999&act=draw",
           "device=" + kDevice + "&seq=5&act=LAY&value=3",
           "device=" + kDevice + "&seq=5&act=lay&value=100",
           "device=" + kDevice + "&seq=5&act=lay&value=+3",
           "device=0123456789ABCDEF&seq=5&act=draw",  // upper-case hex
           "device=0123&seq=5&act=draw",
           "seq=5&act=draw",
           "device=" + kDevice + "&seq=5&act=draw&=x",
           "device=" + kDevice + "&seq=5&act=lay&value=3" + std::string(300, 'x'),
           std::string("device=0123456789abcdef\0&seq=5&act=draw", 40),
           ok + "&view=0",                           // versions start at 1
           ok + "&view=7&view=7",                    // twice
           ok + "&view=",
           ok + "&view=x1",
           ok + "&view=9007199254740992",            // beyond what a page's number holds exactly
       }) {
    EXPECT_TRUE(std::holds_alternative<ParseError>(parse_phone_action(bad))) << bad;
  }
  EXPECT_TRUE(std::holds_alternative<PhoneAction>(parse_phone_action(ok)));
}

}  // namespace
}  // namespace sh::phones
