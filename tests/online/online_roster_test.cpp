// The host's contacts who are online (issue 41, round three B): the roster the client asks for
// at login (online:roster) and the presence after it (online:presence) make the list a host
// picks a guest from. The model alone, then with a private prosody whose stored rosters name
// the contacts (skipped without prosody or libstrophe).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <mutex>
#include <thread>

#include "online/online_roster.h"
#include "online/xmpp_client.h"
#include "prosody_server.h"
#include "test_scale.h"

namespace sh::online {
namespace {

using Contact = OnlineRoster::Contact;

InputItem roster(const std::string& lines) { return InputItem::make_notice(kRosterNotice, lines); }
InputItem presence(const std::string& full, bool available) {
  return InputItem::make_notice(kPresenceNotice, full + (available ? "\navailable" : "\nunavailable"));
}

TEST(OnlineRoster, OnlyContactsWithASessionAvailableAreOnlineInTheRostersOrder) {
  OnlineRoster r;
  EXPECT_FALSE(r.known());
  // Presence may come before the roster's answer.
  EXPECT_FALSE(r.on_notice(presence("jana@example.org/pc", true)));
  EXPECT_TRUE(r.on_notice(roster("Petr@Example.org\tPetr Novák\njana@example.org\t\nkarel@example.org\tKarel\nnot-an-address\tX\n")));
  EXPECT_TRUE(r.known());
  EXPECT_EQ(r.online(), (std::vector<Contact>{{"jana@example.org", ""}}));
  EXPECT_TRUE(r.on_notice(presence("petr@example.org/phone", true)));
  EXPECT_FALSE(r.on_notice(presence("petr@example.org/pc", true)));  // a second session: no change
  EXPECT_FALSE(r.on_notice(presence("mallory@example.org/x", true)));  // not a contact
  EXPECT_EQ(r.online(), (std::vector<Contact>{{"petr@example.org", "Petr Novák"}, {"jana@example.org", ""}}));
  EXPECT_FALSE(r.on_notice(presence("petr@example.org/phone", false)));  // the other session stays
  EXPECT_TRUE(r.on_notice(presence("petr@example.org/pc", false)));
  EXPECT_EQ(r.online(), (std::vector<Contact>{{"jana@example.org", ""}}));
  EXPECT_FALSE(r.on_notice(InputItem::make_notice("online:stanza", "x\ny")));
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

// What a client put on its key queue, read by the test's thread.
struct Inbox {
  std::mutex mutex;
  std::vector<InputItem> items;
  std::function<void(InputItem)> push() {
    return [this](InputItem i) {
      std::lock_guard lock(mutex);
      items.push_back(std::move(i));
    };
  }
  std::vector<InputItem> take() {
    std::lock_guard lock(mutex);
    return std::exchange(items, {});
  }
};

template <class F>
bool wait_until(F done, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

TEST(OnlineRosterProsody, TheHostHearsItsContactsWhoAreOnlineWithTheirNamesAndWhoLeaves) {
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  write_roster(server, "eva", {{"petr@localhost", "Petr Novák"}, {"jana@localhost", "Jana"}});
  write_roster(server, "petr", {{"eva@localhost", "Eva"}});
  write_roster(server, "jana", {{"eva@localhost", "Eva"}});
  const auto limit = std::chrono::seconds(20);
  Inbox petr_box, eva_box;
  auto petr = std::make_unique<XmppClient>(server.account("petr", "heslo-petr"), petr_box.push());
  petr->start();
  bool petr_in = false;
  ASSERT_TRUE(wait_until([&] {
    for (const auto& i : petr_box.take()) petr_in = petr_in || i.notice == kConnectedNotice;
    return petr_in;
  }, limit));
  XmppClient eva(server.account("eva", "heslo-eva"), eva_box.push());
  eva.want_roster();
  eva.start();
  OnlineRoster r;
  auto read = [&] {
    for (const auto& i : eva_box.take()) r.on_notice(i);
  };
  // Petr is online (with his name); Jana is not.
  ASSERT_TRUE(wait_until([&] { read(); return !r.online().empty(); }, limit)) << r.known();
  EXPECT_TRUE(r.known());
  EXPECT_EQ(r.online(), (std::vector<Contact>{{"petr@localhost", "Petr Novák"}}));
  // Petr's program ends: he is no longer online.
  petr.reset();
  EXPECT_TRUE(wait_until([&] { read(); return r.online().empty(); }, limit));
}

}  // namespace
}  // namespace sh::online
