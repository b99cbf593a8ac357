// The Člověče hint key through the real binary: help pressed twice quickly (`help help` in
// the script, 100 ms apart) says "Radím N." with the move of key N and a reason, in dealer
// mode against the computer and in assistant mode with typed throws; a single help press
// mentions the hint; the advised key then plays.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;

// The line after "SAY Radím N." and N, or -1 when there is no hint in `out`.
int hinted_key(const std::string& out, std::string* move_line) {
  const auto all = lines(out);
  for (std::size_t i = 0; i + 1 < all.size(); ++i) {
    const std::string prefix = "SAY Radím ";
    if (all[i].rfind(prefix, 0) != 0) continue;
    const int key = std::stoi(all[i].substr(prefix.size()));
    if (move_line) *move_line = all[i + 1];
    return key;
  }
  return -1;
}

TEST(CloveceHintKey, HelpTwiceQuicklyGivesAHintInDealerMode) {
  const std::string args =
      "--audio none --speech text --input stdin --game clovece --players 2 --mode dealer --set computers=2 "
      "--set level=normal --set playon=0 --names Eva --seed 12";
  auto once = run_spoluhrac(args, "help");
  ASSERT_EQ(once.status, 0) << once.err;
  EXPECT_TRUE(test::contains_line(once.out, "SAY Lomítko dvakrát rychle poradí, jak by táhl silný hráč; Enter pak tah zahraje.")) << once.out;
  EXPECT_EQ(hinted_key(once.out, nullptr), -1) << "one press is help, not the hint";

  auto r = run_spoluhrac(args, "help help");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  std::string move;
  const int key = hinted_key(r.out, &move);
  ASSERT_GE(key, 1) << r.out;
  ASSERT_LE(key, 9) << r.out;
  EXPECT_EQ(move.rfind("SAY " + std::to_string(key) + ": ", 0), 0u) << move;
  // The advised key is a legal choice: it plays without a refusal.
  auto played = run_spoluhrac(args, "help help " + std::to_string(key));
  ASSERT_EQ(played.status, 0) << played.err;
  EXPECT_EQ(played.out.find("SOUND refused"), std::string::npos) << played.out;
  // The advised move is the one read now: ok plays it, exactly as its key does.
  auto ok = run_spoluhrac(args, "help help ok");
  ASSERT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, played.out);
}

TEST(CloveceHintKey, HelpTwiceQuicklyGivesAHintInAssistantMode) {
  const std::string args =
      "--audio none --speech text --input stdin --game clovece --players 2 --mode assistant --set computers=none "
      "--set playon=0 --names Eva,Petr";
  // Opening: Eva 5, Petr 3; Eva throws 6 then 2: the six may enter any colour, or not.
  auto r = run_spoluhrac(args, "5 3 6 2 help help");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  std::string move;
  const int key = hinted_key(r.out, &move);
  ASSERT_GE(key, 1) << r.out;
  ASSERT_LE(key, 5) << r.out;
  EXPECT_EQ(move.rfind("SAY " + std::to_string(key) + ": ", 0), 0u) << move;
  auto played = run_spoluhrac(args, "5 3 6 2 help help " + std::to_string(key));
  ASSERT_EQ(played.status, 0) << played.err;
  EXPECT_EQ(played.out.find("SOUND refused"), std::string::npos) << played.out;
}

}  // namespace
}  // namespace sh
