// The way into online tables for a user who never types a command line (issue 41, round
// three B): the settings say whose the account is (never its password) or where to write it and
// why a file there is not used; the main menu's "Čekat na pozvání ke hře přes internet" does
// what --join does, or says why it cannot (no account). The connected case runs with a private
// prosody (skipped without prosody or libstrophe, and under the sanitizers).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
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

const std::string kText = "--speech text --audio none --input stdin --no-window";

// The settings' second page (0), its fifth line (after the speech output, its rate and the
// phones' two settings): the account.
std::string account_line(const sh::test::TempHome& home) {
  const auto r = sh::test::run_spoluhrac(kText, sh::test::main_menu_key(sh::test::MainMenuItem::Settings) + " 0 5",
                                         home.env());
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ((r.out + r.err).find("tajne-heslo"), std::string::npos) << "the password shows";
  for (const auto& l : sh::test::lines(r.out))
    if (l.rfind("SAY 5: Účet pro hru přes internet, ", 0) == 0) return l.substr(4);
  return "not said:\n" + r.out;
}

TEST(OnlineSetup, TheSettingsSayWhoseTheAccountIsOrWhereToWriteItAndNeverThePassword) {
  sh::test::TempHome home("online-setup-settings");
  const std::string file = (home.config() / "xmpp.json").string();
  EXPECT_EQ(account_line(home),
            "5: Účet pro hru přes internet, žádný. Zapiš ho do souboru " + file +
                " se dvěma položkami: jid, tvá jabberová adresa, a password, heslo. Soubor smí číst jen jeho "
                "vlastník, práva 600.");
  std::filesystem::create_directories(home.config());
  std::ofstream(file) << R"({"jid":"eva@example.org","password":"tajne-heslo-42"})";
  ::chmod(file.c_str(), 0600);
  EXPECT_EQ(account_line(home), "5: Účet pro hru přes internet, eva@example.org.");
  ::chmod(file.c_str(), 0644);
  EXPECT_EQ(account_line(home), "5: Účet pro hru přes internet, soubor " + file +
                                    " mohou číst i jiní, a tak ho nepoužiji. Nastav mu práva jen pro sebe, 600.");
  std::ofstream(file) << R"({"jid":"eva"})";
  ::chmod(file.c_str(), 0600);
  EXPECT_EQ(account_line(home), "5: Účet pro hru přes internet, soubor " + file +
                                    " je poškozený. Musí v něm být jid, tvá jabberová adresa, a password, heslo.");
}

// Plus and minus reach it: just before the end of the program, so two minuses from the first item.
const std::string kJoinKeys = "prev prev ok";

TEST(OnlineSetup, TheMainMenuOffersWaitingForAnInvitationAndSaysWhyWithoutAnAccount) {
  sh::test::TempHome home("online-setup-menu");
  const auto r = sh::test::run_spoluhrac(kText, "prev prev", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(sh::test::contains_line(r.out, "SAY Čekat na pozvání ke hře přes internet.")) << r.out;
  const auto refused = sh::test::run_spoluhrac(kText, kJoinKeys + " repeat", home.env());
  ASSERT_EQ(refused.status, 0) << refused.err;
  // Said whole (started from the desktop, no terminal shows what is printed).
  EXPECT_TRUE(sh::test::contains_line(refused.out, "SAY Účet pro hru přes internet chybí. Zapiš ho do souboru " +
                                                       (home.config() / "xmpp.json").string() +
                                                       " se dvěma položkami: jid, tvá jabberová adresa, a password, "
                                                       "heslo. Soubor smí číst jen jeho vlastník, práva 600."))
      << refused.out;
  EXPECT_NE(refused.err.find((home.config() / "xmpp.json").string() + " does not exist"), std::string::npos) << refused.err;
  // The menu stays: repeat says it again.
  EXPECT_TRUE(sh::test::contains_line(refused.out, "SAY Čekat na pozvání ke hře přes internet.")) << refused.out;
}

// Item 3 without an account (or with one others may read): a dealer game's setup does not ask
// about seats online; the game starts as before.
TEST(OnlineSetup, WithoutAUsableAccountTheSetupDoesNotAskAboutSeatsOnline) {
  sh::test::TempHome home("online-setup-noaccount");
  const std::string game = "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
                           "--set computers=1,3,4 --set level=easy " + kText;
  for (bool readable_file : {false, true}) {
    if (readable_file) {
      std::filesystem::create_directories(home.config());
      std::ofstream((home.config() / "xmpp.json").string()) << R"({"jid":"eva@localhost","password":"tajne-heslo-42"})";
      ::chmod((home.config() / "xmpp.json").c_str(), 0644);
    }
    const auto r = sh::test::run_spoluhrac(game, "", home.env());
    EXPECT_EQ(r.out.find("Hraje někdo přes internet?"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Quist"), std::string::npos) << r.out;
    std::filesystem::remove(home.journal());
  }
}

// Round four B, item 1: the seats online go with one game. A game with Petr invited (--invite),
// left for the main menu; the next game's setup asks "Hraje někdo přes internet?" again and,
// answered "no", invites nobody (the account's server is not there: nothing needs a network).
TEST(OnlineSetup, TheNextGamesSetupAsksAboutSeatsOnlineAgainAndKeepsNoGuestSilently) {
  sh::test::TempHome home("online-setup-next");
  std::filesystem::create_directories(home.config());
  const std::string file = (home.config() / "xmpp.json").string();
  std::ofstream(file) << R"({"jid":"eva@localhost","password":"tajne-heslo-42","server":"127.0.0.1","port":1})";
  ::chmod(file.c_str(), 0600);
  // The second game from the main menu: Quist, its questions answered with their first choice.
  const auto r = sh::test::run_spoluhrac(
      "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen --set computers=1,3,4 "
      "--set level=easy --names Eva,Petr,Jana,Karel --invite 2=petr@localhost " + kText,
      "back ok " + sh::test::game_menu_key("quist") + " 1 1 1 1 1", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  const auto second = r.out.find("SAY Hra opuštěna.");
  ASSERT_NE(second, std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SAY Petr: pozvánka ke hře přes internet odeslána."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SAY Hraje někdo přes internet?", second), std::string::npos) << r.out.substr(second);
  EXPECT_EQ(r.out.find("pozvánka ke hře přes internet odeslána", second), std::string::npos) << r.out.substr(second);
  EXPECT_NE(r.out.find("SAY Vynáší Petr.", second), std::string::npos) << r.out.substr(second);  // the second game runs
}

TEST(OnlineSetupProsody, AGuestStartedFromTheDesktopWaitsFromTheMenuAndTakesTheInvitation) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome host_home("online-setup-host"), guest_home("online-setup-guest");
  const auto limit = std::chrono::seconds(20);
  // Petr's program as the desktop starts it: no --join; his account where the settings say.
  std::filesystem::create_directories(guest_home.config());
  std::filesystem::copy_file(server.account_file("petr", "heslo-petr"), guest_home.config() / "xmpp.json");
  ::chmod((guest_home.config() / "xmpp.json").c_str(), 0600);
  Program guest(guest_home, "guest", kText);
  guest.keys(kJoinKeys);
  ASSERT_TRUE(wait_until([&] { return has(guest, "Čekám na pozvání ke hře."); }, limit)) << guest.out() << guest.err();
  Program host(host_home, "host",
               "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
               "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel " + kText +
                   " --xmpp-account " + server.account_file("eva", "heslo-eva").string() + " --invite 2=petr@localhost");
  ASSERT_TRUE(wait_until([&] { return has(guest, "Eva tě zve ke hře"); }, limit)) << guest.out() << host.err();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr: u stolu přes internet."); }, limit)) << host.out() << guest.out();
  EXPECT_FALSE(has(guest, "heslo-petr"));
}

// Prosody's stored roster of `user` (its internal storage), before the user logs in.
void write_roster(const test::ProsodyServer& server, const std::string& user,
                  const std::vector<std::pair<std::string, std::string>>& contacts) {
  const auto dir = server.dir() / "data" / "localhost" / "roster";
  std::filesystem::create_directories(dir);
  std::ofstream out(dir / (user + ".dat"));
  out << "return {\n\t[false] = { [\"version\"] = 1; };\n";
  for (const auto& [jid, name] : contacts)
    out << "\t[\"" << jid << "\"] = { [\"groups\"] = {}; [\"subscription\"] = \"both\"; [\"name\"] = \"" << name << "\"; };\n";
  out << "};\n";
  out.close();
  for (auto p = dir; p != server.dir(); p = p.parent_path()) ::chmod(p.c_str(), 0777);
  ::chmod((dir / (user + ".dat")).c_str(), 0666);
}

// Item 3: Eva's setup asks whether anyone plays online, where Petr plays, and lists her
// contacts online by name (Petr; Jana is offline); picking Petr invites him as --invite 2=
// would, and his waiting program takes the seat.
TEST(OnlineSetupProsody, TheHostPicksAContactOnlineAtTheSetupAndTheContactIsInvitedToThatSeat) {
  if (sh::test::kSanitized) GTEST_SKIP() << "two programs and a prosody: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  write_roster(server, "eva", {{"petr@localhost", "Petr Novák"}, {"jana@localhost", "Jana"}});
  write_roster(server, "petr", {{"eva@localhost", "Eva"}});
  sh::test::TempHome host_home("online-setup-pick-host"), guest_home("online-setup-pick-guest");
  const auto limit = std::chrono::seconds(20);
  Program guest(guest_home, "guest", kText + " --join --xmpp-account " + server.account_file("petr", "heslo-petr").string());
  ASSERT_TRUE(wait_until([&] { return has(guest, "Čekám na pozvání ke hře."); }, limit)) << guest.out() << guest.err();
  std::filesystem::create_directories(host_home.config());
  std::filesystem::copy_file(server.account_file("eva", "heslo-eva"), host_home.config() / "xmpp.json");
  ::chmod((host_home.config() / "xmpp.json").c_str(), 0600);
  Program host(host_home, "host",
               "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
               "--set computers=1,3,4 --set level=easy --names Eva,Petr,Jana,Karel " + kText);
  ASSERT_TRUE(wait_until([&] { return has(host, "SAY Hraje někdo přes internet?"); }, limit)) << host.out() << host.err();
  // (a list's lines come one by one: each is waited for, the output is never read mid-way)
  EXPECT_TRUE(wait_until([&] { return has(host, "SAY 2: Ano, někdo hraje přes internet."); }, limit)) << host.out();
  host.keys("2");
  ASSERT_TRUE(wait_until([&] { return has(host, "SAY Kde hraje Petr?"); }, limit)) << host.out();
  ASSERT_TRUE(wait_until([&] { return has(host, "SAY Připojeno k účtu pro hru přes internet."); }, limit)) << host.out();
  host.keys("2");
  ASSERT_TRUE(wait_until([&] { return has(host, "SAY Petr: koho pozvat přes internet?"); }, limit)) << host.out();
  // The roster and Petr's presence may come a moment after the question: repeat asks again.
  ASSERT_TRUE(wait_until([&] {
    host.keys("repeat");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    return has(host, "SAY 1: Petr Novák, petr@localhost.");
  }, limit)) << host.out();
  EXPECT_TRUE(wait_until([&] { return has(host, "SAY 2: Pozvat odkazem."); }, limit)) << host.out();
  EXPECT_TRUE(wait_until([&] { return has(host, "SAY 3: Zadat adresu jinak."); }, limit)) << host.out();
  EXPECT_FALSE(has(host, "jana@localhost")) << host.out();  // offline: not offered
  host.keys("1");
  ASSERT_TRUE(wait_until([&] { return has(guest, "Eva tě zve ke hře"); }, limit)) << guest.out() << host.out() << host.err();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return has(host, "Petr: u stolu přes internet."); }, limit)) << host.out() << guest.out();
  EXPECT_FALSE(has(host, "heslo-eva"));
}

}  // namespace
}  // namespace sh::online
