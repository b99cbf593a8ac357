// The XMPP client's loop through a private prosody (skipped, with the reason, without prosody
// or libstrophe): a queued stanza leaves at once, not at the loop's next tick (the clients
// here have an hour-long tick, so only the wake-up can send it); an idle client sleeps
// instead of waking fifty times a second; a silent server is pinged, and one that stops
// answering (SIGSTOP: the socket stays open) is taken as a dropped line, connected again
// when it answers.
#include <gtest/gtest.h>
#include <dirent.h>

#include <chrono>
#include <fstream>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "online/xmpp_client.h"
#include "online_table_parts.h"
#include "prosody_server.h"

namespace sh::online {
namespace {

using namespace std::chrono_literals;
using test::wait_until;

using Accounts = std::vector<std::pair<std::string, std::string>>;

// One client and what it pushed.
struct Client {
  std::mutex mutex;
  std::string jid;
  int connects = 0, lost = 0;
  std::vector<std::string> got;
  XmppClient client;
  Client(const XmppAccount& account, const XmppTimes& times)
      : client(
            account,
            [this](InputItem item) {
              std::lock_guard lock(mutex);
              if (item.notice == kConnectedNotice) {
                jid = item.notice_arg;
                ++connects;
              }
              if (item.notice == kLostNotice) ++lost;
              if (item.notice == kStanzaNotice) got.push_back(item.notice_arg.substr(item.notice_arg.find('\n') + 1));
            },
            kGuestReadsPerSecond) {
    client.set_times(times);
  }
  template <class F>
  auto with(F f) {
    std::lock_guard lock(mutex);
    return f();
  }
};

std::set<std::string> threads() {
  std::set<std::string> out;
  if (DIR* d = opendir("/proc/self/task")) {
    while (dirent* e = readdir(d))
      if (e->d_name[0] != '.') out.insert(e->d_name);
    closedir(d);
  }
  return out;
}

long voluntary_switches(const std::string& tid) {
  std::ifstream in("/proc/self/task/" + tid + "/status");
  std::string word;
  while (in >> word)
    if (word == "voluntary_ctxt_switches:") {
      long n = 0;
      in >> n;
      return n;
    }
  return -1;
}

// One server for the suite (its start is most of a test's time); the last test pauses it and
// thaws it again.
class XmppClient : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new test::ProsodyServer(Accounts{{"eva", "e"}, {"petr", "p"}}); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  void SetUp() override {
    if (!server_->missing().empty()) GTEST_SKIP() << server_->missing();
  }
  test::ProsodyServer& server = *server_;

 private:
  static test::ProsodyServer* server_;
};
test::ProsodyServer* XmppClient::server_ = nullptr;

TEST_F(XmppClient, AQueuedStanzaLeavesAtOnceNotAtTheLoopsNextTick) {
  XmppTimes hour;
  hour.idle_tick = std::chrono::hours(1);
  hour.ping_after = std::chrono::hours(1);
  hour.ping_answer = std::chrono::hours(1);
  Client eva(server.account("eva", "e"), hour), petr(server.account("petr", "p"), hour);
  eva.client.start();
  petr.client.start();
  // The login itself goes on the socket's events alone.
  ASSERT_TRUE(wait_until([&] { return eva.with([&] { return eva.connects; }) == 1 && petr.with([&] { return petr.connects; }) == 1; },
                         20s));
  const std::string to_eva = eva.with([&] { return eva.jid; }), to_petr = petr.with([&] { return petr.jid; });
  // Ten round trips, each stanza sent while the other side's loop sleeps its hour.
  for (int i = 0; i < 10; ++i) {
    const std::string ball = "{\"round\":" + std::to_string(i) + "}";
    eva.client.send(to_petr, "", ball);
    ASSERT_TRUE(wait_until([&] { return petr.with([&] { return !petr.got.empty() && petr.got.back() == ball; }); }, 20s))
        << "round " << i << " did not reach Petr";
    petr.client.send(to_eva, "", ball);
    ASSERT_TRUE(wait_until([&] { return eva.with([&] { return !eva.got.empty() && eva.got.back() == ball; }); }, 20s))
        << "round " << i << " did not come back to Eva";
  }
}

TEST_F(XmppClient, AnIdleClientSleepsInsteadOfWakingEveryTwentyMilliseconds) {
  const auto before = threads();
  Client eva(server.account("eva", "e"), XmppTimes{});
  eva.client.start();
  ASSERT_TRUE(wait_until([&] { return eva.with([&] { return eva.connects; }) == 1; }, 20s));
  // The client's threads: its loop and its watchdog.
  std::vector<std::string> tids;
  for (const auto& t : threads())
    if (!before.count(t)) tids.push_back(t);
  ASSERT_FALSE(tids.empty()) << "the client's thread was not found";
  wait_until([] { return false; }, 200ms);  // the login's last answers settle
  std::vector<long> at_start;
  for (const auto& tid : tids) at_start.push_back(voluntary_switches(tid));
  wait_until([] { return false; }, 1000ms);  // one idle second
  // The loop of a 20 ms tick woke about 50 times; this one sleeps its 0.5 s tick (or longer),
  // and the watchdog sleeps until a login or a notice is due.
  for (std::size_t i = 0; i < tids.size(); ++i) {
    const long woke = voluntary_switches(tids[i]) - at_start[i];
    EXPECT_LE(woke, 10) << "the idle client's thread " << tids[i] << " woke " << woke << " times in a second";
  }
}

TEST_F(XmppClient, ASilentServerIsPingedAndOneThatStopsAnsweringIsADroppedLineConnectedAgainWhenItAnswers) {
  XmppTimes quick;
  quick.ping_after = 200ms;
  quick.ping_answer = 1000ms;
  Client eva(server.account("eva", "e"), quick);
  eva.client.start();
  ASSERT_TRUE(wait_until([&] { return eva.with([&] { return eva.connects; }) == 1; }, 20s));
  // Silence: pinged about three times, every ping answered, the line kept.
  wait_until([] { return false; }, 700ms);
  EXPECT_EQ(eva.with([&] { return eva.lost; }), 0);
  EXPECT_EQ(eva.with([&] { return eva.connects; }), 1);
  // The server hangs (its socket open, nothing answering): a missing answer is a dropped line.
  server.pause();
  struct Thaw {  // the server thawed however the test ends: the suite shares it
    test::ProsodyServer& s;
    ~Thaw() { s.resume(); }
  } thaw{server};
  const auto paused = std::chrono::steady_clock::now();
  ASSERT_TRUE(wait_until([&] { return eva.with([&] { return eva.lost; }) == 1; }, 20s)) << "the hung server was not noticed";
  const auto noticed = std::chrono::steady_clock::now() - paused;
  // Not before a ping went unanswered for its whole wait (one may have left just before the
  // pause), and soon after: at most silence + the answer's wait + scheduling.
  EXPECT_GE(noticed, 900ms);
  EXPECT_LE(noticed, 6s);
  server.resume();
  ASSERT_TRUE(wait_until([&] { return eva.with([&] { return eva.connects; }) == 2; }, 30s)) << "not connected again";
  EXPECT_EQ(eva.with([&] { return eva.lost; }), 1);
}

}  // namespace
}  // namespace sh::online
