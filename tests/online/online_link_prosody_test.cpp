// Round four B, items 1 and 3 as the users do them, through a private prosody: Eva's setup
// gives Petr's seat "Pozvat odkazem"; the line to pass on is in a file only she reads, whose path
// is said; Petr's program started with that line takes the seat; Eva's program killed and started
// again without a command line resumes the game from the main menu and invites Petr again (the
// journal kept his address and the seat's secret): his program takes it at once and plays on.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "online/online_link.h"
#include "prosody_server.h"
#include "online_table_parts.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

using test::Program;
using test::wait_until;
using test::has;

const std::string kText = "--speech text --audio none --input stdin --no-window";

TEST(OnlineLinkProsody, AFriendJoinsWithTheLinkAndIsInvitedAgainWhenTheGameIsResumedFromTheMainMenu) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs, one of them twice, and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-link-host"), guest_home("online-link-guest");
  const auto limit = std::chrono::seconds(20);
  std::filesystem::create_directories(host_home.config());
  std::filesystem::copy_file(server.account_file("eva", "heslo-eva"), host_home.config() / "xmpp.json");
  ::chmod((host_home.config() / "xmpp.json").c_str(), 0600);
  auto host = std::make_unique<Program>(host_home, "host1",
                                        "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
                                        "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel " + kText);
  ASSERT_TRUE(wait_until([&] { return has(*host, "SAY 2: Ano, někdo hraje přes internet."); }, limit)) << host->out();
  host->keys("2");
  ASSERT_TRUE(wait_until([&] { return has(*host, "SAY Kde hraje Petr?"); }, limit)) << host->out();
  host->keys("2");
  // Eva has no contacts: once the roster came, the list says so, and the link is its first item.
  // (the roster comes a moment after the question: repeat asks again)
  ASSERT_TRUE(wait_until([&] {
    host->keys("repeat");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    return has(*host, "Nikdo z kontaktů teď není připojen.");
  }, limit)) << host->out();
  ASSERT_TRUE(wait_until([&] { return has(*host, "SAY 1: Pozvat odkazem."); }, limit)) << host->out();
  host->keys("1");
  const auto file = host_home.data() / "invitation-2.txt";
  ASSERT_TRUE(wait_until([&] { return has(*host, "SAY Petr: odkaz s pozvánkou je v souboru " + file.string()); }, limit))
      << host->out() << host->err();
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 077, 0u);
  std::string line = sh::test::read_file(file.string());
  while (!line.empty() && line.back() == '\n') line.pop_back();
  EXPECT_EQ(line.rfind("Eva tě zve ke hře Numeramis Quist ve Spoluhráči: xmpp:eva@localhost?spoluhrac;seat=2;secret=", 0), 0u)
      << line;
  ASSERT_TRUE(parse_link(line)) << line;
  EXPECT_FALSE(has(*host, parse_link(line)->secret)) << "the secret is not said";
  // Petr's program with the whole line as the host sent it.
  Program guest(guest_home, "guest",
                kText + " --join '" + line + "' --xmpp-account " + server.account_file("petr", "heslo-petr").string());
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr: pozvánku odkazem přijal petr@localhost."); }, limit))
      << host->out() << guest.out() << guest.err();
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr: u stolu přes internet."); }, limit)) << host->out() << guest.out();
  ASSERT_TRUE(wait_until([&] { return has(guest, "Jsi na tahu."); }, limit)) << guest.out();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr vynáší"); }, limit)) << host->out();
  host->kill_now();
  // Eva starts her program again, from the desktop's way: the main menu, its interrupted game.
  host = std::make_unique<Program>(host_home, "host2", kText);
  ASSERT_TRUE(wait_until([&] { return has(*host, "Pokračovat v přerušené hře"); }, limit)) << host->out();
  host->keys(sh::test::main_menu_key(sh::test::MainMenuItem::Interrupted) + " 1 1");  // the game, "continue"
  ASSERT_TRUE(wait_until([&] { return has(guest, "Eva pokračuje ve hře Numeramis Quist."); }, limit))
      << guest.out() << host->out() << host->err();
  ASSERT_TRUE(wait_until([&] { return has(*host, "Petr: u stolu přes internet.") || has(*host, "Petr: zase u stolu přes internet."); },
                         limit)) << host->out();
  EXPECT_EQ(guest.out().find("Enter: přijmout"), std::string::npos) << "no question either time: " << guest.out();
}

}  // namespace
}  // namespace sh::online
