// A dropped guest with real parts: a private prosody on loopback, the program as the host of a
// Quist table whose seat 2 is Petr's, playing from his own Spoluhráč (--join, its keys written
// by the test), and three computers. Petr's program is killed on his turn: the host says once
// that his connection dropped, asks whether a computer should take the seat, and the table
// waits; Petr's program started again (the same home: its kept seat) rejoins the same seat,
// hears where play stands and his own hand again, the same hand as before, and plays on.
// Skipped without prosody or libstrophe, and under the sanitizers (two programs and a server:
// the normal build runs it).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <sstream>
#include <thread>

#include "prosody_server.h"
#include "online_table_parts.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

using test::Program;
using test::wait_until;
using test::has;
using test::count;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The line after the first line holding `marker` ("" when none).
std::string line_after(const std::string& text, const std::string& marker) {
  const auto lines = lines_of(text);
  for (std::size_t i = 0; i + 1 < lines.size(); ++i)
    if (lines[i].find(marker) != std::string::npos) return lines[i + 1];
  return {};
}

// The line before the first line holding `marker` ("" when none).
std::string line_before(const std::string& text, const std::string& marker) {
  const auto lines = lines_of(text);
  for (std::size_t i = 1; i < lines.size(); ++i)
    if (lines[i].find(marker) != std::string::npos) return lines[i - 1];
  return {};
}

TEST(OnlineProsodyDrop, AGuestKilledOnItsTurnRejoinsTheSamePositionAndHearsItsOwnHandAgain) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-drop-host"), guest_home("online-drop-guest");
  const std::string guest_args = "--join --speech text --audio none --input stdin --no-window --xmpp-account " +
                                 server.account_file("petr", "heslo-petr").string();
  const auto limit = std::chrono::seconds(20);
  auto guest = std::make_unique<Program>(guest_home, "guest1", guest_args);
  ASSERT_TRUE(wait_until([&] { return has(*guest, "Čekám na pozvání ke hře."); }, limit)) << guest->out() << guest->err();
  Program host(host_home, "host",
               "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
               "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none "
               "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
               " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(*guest, "tě zve ke hře"); }, limit)) << guest->out() << host.err();
  guest->keys("ok");
  // Petr's turn: his hand read out (help), then his program is killed.
  ASSERT_TRUE(wait_until([&] { return has(*guest, "Jsi na tahu."); }, limit)) << guest->out() << host.out();
  guest->keys("help");
  ASSERT_TRUE(wait_until([&] { return has(*guest, "Plus a minus: tahy"); }, limit)) << guest->out();
  const std::string hand = line_before(guest->out(), "Plus a minus: tahy");
  ASSERT_FALSE(hand.empty());
  guest->kill_now();
  // The host says it once, asks on Petr's turn, and the table waits.
  const std::string dropped = "Petr: spojení se přerušilo, čekáme.";
  ASSERT_TRUE(wait_until([&] { return has(host, "Na tahu je Petr, spojení se přerušilo. Enter:"); }, limit))
      << host.out() << host.err();
  const std::string while_away = host.out().substr(host.out().find(dropped));
  // Petr's program again, from its kept seat.
  const auto start = std::chrono::steady_clock::now();
  guest = std::make_unique<Program>(guest_home, "guest2", guest_args);
  ASSERT_TRUE(wait_until([&] { return !line_after(guest->out(), "Zpátky u stolu.").empty(); }, limit))
      << guest->out() << guest->err() << host.err();
  std::cout << "[ measured ] a restarted guest back at its seat (program start to 'Zpátky u stolu'): "
            << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count()
            << " ms\n";
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr: zase u stolu přes internet."); }, limit)) << host.out();
  const std::string back = guest->out();
  // The same position: nobody played Petr's turn; his own hand re-read, the same as before the kill.
  EXPECT_NE(back.find("Vracím se ke stolu. Hostitel: Eva."), std::string::npos) << back;
  EXPECT_NE(line_before(back, "Zpátky u stolu.").size(), 0u);
  EXPECT_EQ(line_after(back, "Zpátky u stolu."), hand) << back;
  EXPECT_EQ(count(back, hand), 1) << back;
  EXPECT_NE(back.find("Zpátky u stolu. Vynáší Petr."), std::string::npos) << back;  // where play stands
  // The sentence said at the table while he was away reached him after all.
  EXPECT_NE(back.find("Petr: spojení se přerušilo, čekáme."), std::string::npos) << back;
  EXPECT_EQ(count(host.out(), dropped), 1) << host.out();
  const std::string host_now = host.out();
  const std::string paused = host_now.substr(host_now.find(dropped), while_away.size());
  EXPECT_EQ(paused, while_away);
  EXPECT_EQ(lines_of(while_away).size(), 2u) << while_away;  // the drop and the question: nothing was played
  // Petr plays on from his restarted program: the host plays his card.
  const auto before = host.out().size();
  guest->keys("ok");
  ASSERT_TRUE(wait_until([&] { return host.out().substr(before).find("Petr") != std::string::npos; }, limit))
      << host.out().substr(before) << guest->out();
}

TEST(OnlineProsodyDrop, TheHostWaitsOnThenHandsTheDroppedSeatToAComputerThatPlaysItsTurn) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-standin-host"), guest_home("online-standin-guest");
  const auto limit = std::chrono::seconds(20);
  auto guest = std::make_unique<Program>(guest_home, "guest",
                                         "--join --speech text --audio none --input stdin --no-window --xmpp-account " +
                                             server.account_file("petr", "heslo-petr").string());
  ASSERT_TRUE(wait_until([&] { return has(*guest, "Čekám na pozvání ke hře."); }, limit)) << guest->out() << guest->err();
  Program host(host_home, "host",
               "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
               "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none "
               "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
               " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(*guest, "tě zve ke hře"); }, limit)) << guest->out() << host.err();
  guest->keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(*guest, "Jsi na tahu."); }, limit)) << guest->out() << host.out();
  guest->kill_now();
  ASSERT_TRUE(wait_until([&] { return has(host, "Na tahu je Petr, spojení se přerušilo. Enter:"); }, limit))
      << host.out() << host.err();
  // Del: the table waits on; a key here that would play for Petr gets the reason.
  host.keys("back");
  ASSERT_TRUE(wait_until([&] { return has(host, "Čekáme dál, až se vrátí Petr."); }, limit)) << host.out();
  host.keys("2");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr hraje přes internet a spojení se přerušilo. Čekáme."); }, limit))
      << host.out();
  // The question again after the reason; Enter: a computer plays Petr's turn.
  ASSERT_TRUE(wait_until([&] { return count(host.out(), "Na tahu je Petr, spojení se přerušilo. Enter:") >= 2; }, limit))
      << host.out();
  EXPECT_FALSE(has(host, "Petr vynáší"));
  host.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr vynáší"); }, limit)) << host.out();
  EXPECT_NE(host.out().find("Petr: než se spojení vrátí, tahy za tohoto hráče zahraje počítač."), std::string::npos)
      << host.out();
}

TEST(OnlineProsodyRestart, TheServerStoppedAndStartedAgainPausesTheTableAndNothingAnnouncedIsLost) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a prosody restarted: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-restart-host"), guest_home("online-restart-guest");
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
  // Petr plays; the server goes down while the computers answer (their sentences are in flight).
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr vynáší"); }, limit)) << host.out();
  server.stop();
  ASSERT_TRUE(wait_until([&] { return has(host, "Spojení přes internet se přerušilo.") &&
                                      has(guest, "Spojení přes internet se přerušilo."); }, limit))
      << host.out() << guest.out();
  const auto restart = std::chrono::steady_clock::now();
  server.start();
  ASSERT_TRUE(server.missing().empty()) << server.missing();
  // Both connect again; the guest is back at its seat and has every sentence the table heard.
  ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Zpátky u stolu.") == 1; }, limit))
      << guest.out() << guest.err() << host.err();
  std::cout << "[ measured ] reconnect after prosody restarts (server listening to the guest back at its seat): "
            << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - restart).count()
            << " ms\n";
  // The table goes on: Petr's turn again; each sentence came once (a replay is not said twice).
  test::expect_every_sentence_and_play_on(host, guest, "SAY Petr vynáší", limit);
}

TEST(OnlineProsodyResume, TheHostKilledAndResumedFromItsJournalInvitesTheSameSeatAgainAndTheGuestPlaysOn) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs, one of them twice, and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-resume-host"), guest_home("online-resume-guest");
  const auto limit = std::chrono::seconds(20);
  const std::string eva = server.account_file("eva", "heslo-eva").string();
  Program guest(guest_home, "guest",
                "--join --speech text --audio none --input stdin --no-window --xmpp-account " +
                    server.account_file("petr", "heslo-petr").string());
  ASSERT_TRUE(wait_until([&] { return has(guest, "Čekám na pozvání ke hře."); }, limit)) << guest.out() << guest.err();
  auto host = std::make_unique<Program>(
      host_home, "host1",
      "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen --set computers=1,3,4 "
      "--set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none --input stdin --no-window "
      "--xmpp-account " + eva + " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(guest, "tě zve ke hře"); }, limit)) << guest.out() << host->err();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(guest, "Jsi na tahu."); }, limit)) << guest.out() << host->out();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr vynáší"); }, limit)) << host->out();
  ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Jsi na tahu.") >= 2; }, limit)) << guest.out();
  host->kill_now();
  // The host's program again, from its journal, seating Petr online again.
  host = std::make_unique<Program>(host_home, "host2",
                                   "--resume " + host_home.journal().string() +
                                       " --speech text --audio none --input stdin --no-window --xmpp-account " + eva +
                                       " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(guest, "Eva pokračuje ve hře Numeramis Quist."); }, limit))
      << guest.out() << host->out() << host->err();
  ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Jsi na tahu.") >= 3; }, limit))
      << guest.out() << host->out() << host->err();
  EXPECT_EQ(count(guest.out(), "tě zve ke hře"), 1) << guest.out();  // no question the second time
  const std::string back = guest.out().substr(guest.out().find("Eva pokračuje ve hře"));
  EXPECT_NE(back.find("Zpátky u stolu."), std::string::npos) << back;
  EXPECT_NE(back.find("Petr, tvoje karty: "), std::string::npos) << back;
  // Petr plays on at the resumed table.
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr: zase u stolu přes internet.") || has(*host, "Petr: u stolu přes internet."); },
                         limit)) << host->out();
  const auto before = host->out().size();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return host->out().substr(before).find("Petr") != std::string::npos; }, limit))
      << host->out() << guest.out();
}

}  // namespace
}  // namespace sh::online
