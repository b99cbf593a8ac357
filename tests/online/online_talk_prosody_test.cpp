// Table talk through the whole program (issue 41): a Czech host, a Czech guest (Petr) and an
// English guest (Jana) on a private prosody. The host's own NoticeTimer (its thread, the key
// queue) says that Petr thinks long, the table hears it in Czech, Jana in English, Petr not at
// all; his move ends it and Jana's long turn is said to Petr in Czech. The times are shortened
// to 0.3 s and 0.6 s (SPOLUHRAC_ONLINE_THINKING), so the test waits about a second, not minutes.
#include <gtest/gtest.h>

#include <cstdlib>

#include "online_table_parts.h"
#include "prosody_server.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

// The environment the programs started by this test inherit, put back afterwards.
struct ShortThinking {
  ShortThinking() { setenv("SPOLUHRAC_ONLINE_THINKING", "300,600", 1); }
  ~ShortThinking() { unsetenv("SPOLUHRAC_ONLINE_THINKING"); }
};

TEST(OnlineTalkProsody, ACzechHostAndAnEnglishGuestHearThatPetrThinksAndPetrDoesNot) {
  if (sh::test::kSanitized) GTEST_SKIP() << "three programs and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  const ShortThinking short_times;
  sh::test::TempHome host_home("online-talk-host"), petr_home("online-talk-petr"), jana_home("online-talk-jana");
  const auto limit = std::chrono::seconds(20);
  const std::string guest_args = "--join --speech text --audio none --input stdin --no-window --xmpp-account ";
  test::Program petr(petr_home, "petr", guest_args + server.account_file("petr", "heslo-petr").string());
  test::Program jana(jana_home, "jana", "--lang en " + guest_args + server.account_file("jana", "heslo-jana").string());
  ASSERT_TRUE(test::wait_until([&] { return test::has(petr, "Čekám na pozvání ke hře."); }, limit)) << petr.err();
  ASSERT_TRUE(test::wait_until([&] { return !jana.out().empty(); }, limit)) << jana.err();
  test::Program host(host_home, "host",
                     "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
                     "--set computers=1,4 --set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none "
                     "--input stdin --no-window --xmpp-account " +
                         server.account_file("eva", "heslo-eva").string() + " --invite 2=petr@localhost --invite 3=jana@localhost");
  ASSERT_TRUE(test::wait_until([&] { return test::has(petr, "tě zve ke hře"); }, limit)) << petr.out() << host.err();
  ASSERT_TRUE(test::wait_until([&] { return jana.out().find("Numeramis Quist") != std::string::npos; }, limit)) << jana.out();
  jana.keys("ok");
  ASSERT_TRUE(test::wait_until([&] { return test::has(host, "Jana: u stolu přes internet."); }, limit)) << host.out();
  petr.keys("ok");
  // Petr's turn (the computer Eva plays first): he thinks.
  ASSERT_TRUE(test::wait_until([&] { return test::has(petr, "Jsi na tahu."); }, limit)) << petr.out() << host.out();
  ASSERT_TRUE(test::wait_until([&] { return test::has(host, "Petr pořád přemýšlí."); }, limit)) << host.out();
  EXPECT_EQ(test::count(host.out(), "Petr ještě přemýšlí."), 1) << host.out();
  ASSERT_TRUE(test::wait_until([&] { return test::has(jana, "Petr is still thinking; we are waiting."); }, limit)) << jana.out();
  EXPECT_EQ(test::count(jana.out(), "Petr is still thinking."), 1) << jana.out();
  // His move: the table and Jana hear his card; her turn is said to him in Czech when it lasts.
  petr.keys("ok");
  ASSERT_TRUE(test::wait_until([&] { return test::has(petr, "Jana ještě přemýšlí."); }, limit)) << petr.out() << host.out();
  EXPECT_TRUE(test::has(host, "Jana ještě přemýšlí.")) << host.out();
  // Nobody tells either guest about their own thinking.
  EXPECT_EQ(petr.out().find("Petr ještě"), std::string::npos) << petr.out();
  EXPECT_EQ(petr.out().find("Petr pořád"), std::string::npos) << petr.out();
  ASSERT_TRUE(test::wait_until([&] { return test::has(host, "Jana pořád přemýšlí."); }, limit)) << host.out();
  EXPECT_EQ(jana.out().find("Jana is still"), std::string::npos) << jana.out();
  EXPECT_EQ(test::count(host.out(), "Petr pořád přemýšlí.") + test::count(host.out(), "Petr ještě přemýšlí."),
            test::count(jana.out(), "Petr is still thinking")) << "Jana heard each of Petr's notices once";
}

}  // namespace
}  // namespace sh::online
