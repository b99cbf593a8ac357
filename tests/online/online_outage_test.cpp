// The server away mid-game, with real parts: a private prosody on loopback, the program as
// the host of a Quist table whose seat 2 is Petr's (his own Spoluhráč, --join, keys written by
// the test) and three computers.
// - The server hangs (SIGSTOP: the sockets stay open, nothing answers, as a dead network
//   that does not close the connection): the host's and the guest's clients ping on the
//   silence (short times here: SPOLUHRAC_XMPP_PING=1000,2000), each says its connection
//   dropped once the answer is missing; the server thawed, both are back, the guest has every
//   sentence the table heard, each once, in the host's order, and plays on.
// - The server stopped for 10 s and started again (the outage): the table says so,
//   waits, and goes on when the server is back, nothing announced lost.
// Skipped without prosody or libstrophe, and under the sanitizers (two programs, a server and
// long waits: the normal build runs them).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "online_table_parts.h"
#include "prosody_server.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

using test::Program;
using test::wait_until;
using test::has;
using test::count;
using Accounts = std::vector<std::pair<std::string, std::string>>;
using std::chrono::steady_clock;

// The keepalive's times for the programs started while it lives.
struct PingTimes {
  explicit PingTimes(const char* times) { ::setenv("SPOLUHRAC_XMPP_PING", times, 1); }
  ~PingTimes() { ::unsetenv("SPOLUHRAC_XMPP_PING"); }
  PingTimes(const PingTimes&) = delete;
  PingTimes& operator=(const PingTimes&) = delete;
};

constexpr const char* kDropped = "Spojení přes internet se přerušilo.";

// Eva hosts, Petr plays seat 2 from his program; `away` takes the server away after Petr's
// lead (the computers' answers in flight) and brings it back. Then: Petr is back at the
// table, has every sentence since his lead exactly as often as the host said it, and plays on.
template <class Away>
void table_through(test::ProsodyServer& server, const std::string& name, Away away) {
  sh::test::TempHome host_home(name + "-host"), guest_home(name + "-guest");
  const auto limit = std::chrono::seconds(20);
  Program guest(guest_home, "guest",
                "--join --speech text --audio none --input stdin --no-window --xmpp-account " +
                    server.account_file("petr", "heslo-petr").string());
  ASSERT_TRUE(wait_until([&] { return has(guest, "Čekám na pozvání ke hře."); }, limit)) << guest.out() << guest.err();
  Program host(host_home, "host",
               "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
               "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none "
               "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
               " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(guest, "tě zve ke hře"); }, limit)) << guest.out() << host.err();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(guest, "Jsi na tahu."); }, limit)) << guest.out() << host.out();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr vynáší"); }, limit)) << host.out();
  away(host, guest);
  if (::testing::Test::HasFatalFailure()) return;
  ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Zpátky u stolu.") == 1; }, limit))
      << guest.out() << guest.err() << host.err();
  test::expect_every_sentence_and_play_on(host, guest, "Pozvání přijato", limit);
  if (::testing::Test::HasFatalFailure()) return;
  // And in the host's order: each table sentence since Petr's lead comes after the one before
  // it in the guest's transcript too (the guest holds a sentence above a gap until the gap is
  // filled), so "Jsi na tahu." never comes before the move that made it his turn.
  const auto table = test::said_from(host.out(), "Petr vynáší");
  const std::string heard = guest.out();
  std::size_t at = heard.find("SAY Petr vynáší");
  ASSERT_NE(at, std::string::npos) << heard;
  for (const auto& line : table) {
    const auto next = heard.find(line, at);
    ASSERT_NE(next, std::string::npos) << "\"" << line << "\" is out of order in the guest's transcript:\n"
                                       << heard.substr(heard.find("SAY Petr vynáší"));
    at = next + line.size();
  }
}

TEST(OnlineProsodyOutage, AServerThatHangsIsFoundByThePingSaidAtBothEndsAndTheTablePlaysOnWhenItAnswers) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a hung prosody: the normal build runs this";
  test::ProsodyServer server(Accounts{{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  PingTimes ping("1000,2000");  // a ping after 1 s of silence; 2 s for its answer
  table_through(server, "online-hang", [&](Program& host, Program& guest) {
    server.pause();
    const auto paused = steady_clock::now();
    ASSERT_TRUE(wait_until([&] { return has(host, kDropped) && has(guest, kDropped); }, std::chrono::seconds(20)))
        << "the hung server was not noticed\n" << host.out() << guest.out();
    const auto noticed = steady_clock::now() - paused;
    std::cout << "[ measured ] a hung server noticed at both ends after "
              << std::chrono::duration_cast<std::chrono::milliseconds>(noticed).count() << " ms (ping after 1 s, answer 2 s)\n";
    // Not before a ping's whole answer time ran out (one may have left just before the pause).
    EXPECT_GE(noticed, std::chrono::milliseconds(1800));
    EXPECT_LE(noticed, std::chrono::seconds(8));
    EXPECT_EQ(count(host.out(), kDropped), 1);
    server.resume();
  });
}

TEST(OnlineProsodyOutage, TheServerAwayForTenSecondsPausesTheTableSaysSoAndNothingAnnouncedIsLost) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a 10 s outage: the normal build runs this";
  test::ProsodyServer server(Accounts{{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  table_through(server, "online-outage", [&](Program& host, Program& guest) {
    server.stop();
    const auto stopped = steady_clock::now();
    ASSERT_TRUE(wait_until([&] { return has(host, kDropped) && has(guest, kDropped); }, std::chrono::seconds(20)))
        << host.out() << guest.out() << "--- host.err:\n" << host.err();
    // The outage itself: the table waits on Petr, whose program cannot reach it.
    std::this_thread::sleep_for(std::chrono::seconds(10) - (steady_clock::now() - stopped));
    const auto host_during = host.out();
    EXPECT_EQ(count(host_during, kDropped), 1);
    const auto back = steady_clock::now();
    server.start();
    ASSERT_TRUE(server.missing().empty()) << server.missing();
    ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Zpátky u stolu.") == 1; }, std::chrono::seconds(20)))
        << guest.out() << guest.err() << host.err();
    std::cout << "[ measured ] after a 10 s outage, the guest back at its seat "
              << std::chrono::duration_cast<std::chrono::milliseconds>(steady_clock::now() - back).count()
              << " ms after the server listens again\n";
  });
}

}  // namespace
}  // namespace sh::online
