// The phone server under slow and idle clients: fifty connections trickling a header line
// by line and fifty event streams that never read, while a page taps ten times; every tap is still
// answered, and its new view arrives, within 250 ms, and the server's memory and
// connections stay bounded. Then each bound alone: the header and idle deadlines, the caps
// on connections per address and in total, and on request sizes.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "raw_client.h"
#include "served_table.h"

namespace sh::phones {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using test::RawClient;
using test::ServedTable;

const std::string kEva = "00112233445566ff";
const std::string kPetr = "ffeeddccbbaa9988";

TEST(PhonesServerLoad, SlowAndIdleClientsDoNotHoldUpATap) {
  ServerLimits limits;
  limits.header_timeout = 60s;  // the trickling connections stay for the whole test (their deadline: below)
  ServedTable t({true, true}, limits);
  const long rss_before = test::resident_kib();
  // 50 connections sending a header line now and then (never finishing a request), from
  // two addresses; 50 of Petr's page's streams that never read, from two others.
  std::vector<std::unique_ptr<RawClient>> trickling, idle;
  for (int i = 0; i < 50; ++i) {
    trickling.push_back(std::make_unique<RawClient>(t.port(), i < 25 ? "127.0.0.2" : "127.0.0.3"));
    ASSERT_TRUE(trickling.back()->send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
  }
  for (int i = 0; i < 50; ++i) {
    idle.push_back(std::make_unique<RawClient>(t.port(), i < 25 ? "127.0.0.4" : "127.0.0.5"));
    ASSERT_TRUE(idle.back()->send(test::get_request("/s/" + t.token(1) + "/events?device=" + kPetr, true)));
  }
  // Eva's page (its stream read here) taps ten times.
  RawClient page(t.port());
  ASSERT_TRUE(page.send(test::get_request("/s/" + t.token(0) + "/events?device=" + kEva, true)));
  ASSERT_TRUE(page.read_until("event: view", 3s));
  EXPECT_GE(t.server->connections(), 101);
  auto worst_answer = Clock::duration::zero(), worst_view = Clock::duration::zero();
  int answered = 0, viewed = 0;
  for (int tap = 1; tap <= 10; ++tap) {
    if (tap % 4 == 0)  // a header line from every trickling connection now and then
      for (auto& c : trickling) c->send("X-Slow: " + std::to_string(tap) + "\r\n");
    const std::size_t seen = page.received().size();
    const auto start = Clock::now();
    RawClient c(t.port());
    c.send(test::post_request("/s/" + t.token(0) + "/act", "device=" + kEva + "&seq=" + std::to_string(tap) + "&act=draw"));
    if (c.read_until("\r\n\r\n", 2s) && test::status_of(c.received()) == 204) ++answered;
    worst_answer = std::max(worst_answer, Clock::now() - start);
    // The table published a new view after the action: it reaches the page.
    if (page.read_until("event: view", 2s, seen)) ++viewed;
    worst_view = std::max(worst_view, Clock::now() - start);
    std::this_thread::sleep_for(100ms);  // a person's taps (a seat may act 10 times a second)
  }
  EXPECT_EQ(answered, 10);
  EXPECT_EQ(viewed, 10);
  EXPECT_LT(worst_answer, 250ms) << std::chrono::duration_cast<std::chrono::milliseconds>(worst_answer).count();
  EXPECT_LT(worst_view, 250ms) << std::chrono::duration_cast<std::chrono::milliseconds>(worst_view).count();
  EXPECT_EQ(t.count("phones:act 0 draw -1"), 10);
  // Bounded: the 101 connections and nothing more; memory grew by little.
  EXPECT_LE(t.server->connections(), 102);
  EXPECT_LT(test::resident_kib() - rss_before, 16 * 1024);
  for (auto& c : trickling) EXPECT_FALSE(c->closed_within(0ms)) << "within its header deadline, still served";
}

TEST(PhonesServerLoad, AHeaderTooSlowAndAnIdleConnectionAreClosed) {
  ServerLimits limits;
  limits.header_timeout = 300ms;
  limits.idle_timeout = 300ms;
  ServedTable t({true}, limits);
  RawClient slow(t.port()), quiet(t.port());
  ASSERT_TRUE(slow.send("GET / HTTP/1.1\r\n"));
  bool closed = false;
  const auto start = Clock::now();
  for (int i = 0; i < 20 && !closed; ++i) {
    slow.send("X-Slow: " + std::to_string(i) + "\r\n");  // a line every 100 ms: never done in time
    closed = slow.closed_within(100ms);
  }
  EXPECT_TRUE(closed) << "the whole header must come within its deadline";
  EXPECT_LT(Clock::now() - start, 1500ms);
  EXPECT_TRUE(quiet.closed_within(1500ms)) << "a connection that never asks is closed";
  EXPECT_EQ(quiet.received(), "");
  // A kept-alive connection answers several requests, and is closed when idle.
  RawClient kept(t.port());
  ASSERT_TRUE(kept.send(test::get_request("/", true)));
  ASSERT_TRUE(kept.read_until("</html>", 2s));
  ASSERT_TRUE(kept.send(test::get_request("/nothing", true)));
  ASSERT_TRUE(kept.read_until("Not found\n", 2s));
  EXPECT_EQ(test::status_of(kept.received()), 200);
  EXPECT_NE(kept.received().find("HTTP/1.1 404 Not Found\r\n"), std::string::npos);
  EXPECT_TRUE(kept.closed_within(1500ms));
  for (int i = 0; i < 100 && t.server->connections() > 0; ++i) std::this_thread::sleep_for(10ms);
  EXPECT_EQ(t.server->connections(), 0);
}

TEST(PhonesServerLoad, ConnectionsPerAddressAndInAllAndRequestSizesAreCapped) {
  ServerLimits limits;
  limits.per_address = 3;
  limits.total = 6;
  ServedTable t({true}, limits);
  std::vector<std::unique_ptr<RawClient>> held;
  for (int i = 0; i < 3; ++i) held.push_back(std::make_unique<RawClient>(t.port(), "127.0.0.2"));
  for (int i = 0; i < 100 && t.server->connections() < 3; ++i) std::this_thread::sleep_for(10ms);
  RawClient fourth(t.port(), "127.0.0.2");
  EXPECT_TRUE(fourth.closed_within(2s)) << "a fourth connection of one address";
  RawClient other(t.port(), "127.0.0.3");
  ASSERT_TRUE(other.send(test::get_request("/")));
  EXPECT_TRUE(other.read_until("</html>", 2s)) << "another address is served";
  other.close();
  for (int i = 0; i < 100 && t.server->connections() > 3; ++i) std::this_thread::sleep_for(10ms);
  for (int i = 0; i < 3; ++i) held.push_back(std::make_unique<RawClient>(t.port(), "127.0.0." + std::to_string(4 + i)));
  for (int i = 0; i < 100 && t.server->connections() < 6; ++i) std::this_thread::sleep_for(10ms);
  EXPECT_EQ(t.server->connections(), 6);
  RawClient seventh(t.port(), "127.0.0.9");
  EXPECT_TRUE(seventh.closed_within(2s)) << "the seventh connection in all";
  held.clear();
  for (int i = 0; i < 100 && t.server->connections() > 0; ++i) std::this_thread::sleep_for(10ms);
  // Request sizes: a header over 8 KiB, a body over 1 KiB are refused with an answer.
  RawClient big_header(t.port());
  big_header.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(9000, 'a') + "\r\n\r\n");
  ASSERT_TRUE(big_header.read_until("\r\n\r\n", 2s));
  EXPECT_EQ(test::status_of(big_header.received()), 431);
  EXPECT_TRUE(big_header.closed_within(2s));
  RawClient big_body(t.port());
  big_body.send(test::post_request("/s/" + t.token(0) + "/act", std::string(100000, 'x')));
  ASSERT_TRUE(big_body.read_until("\r\n\r\n", 2s));
  EXPECT_EQ(test::status_of(big_body.received()), 413);
  EXPECT_TRUE(big_body.closed_within(2s));
  EXPECT_TRUE(t.items().empty()) << "nothing reached the game";
}

}  // namespace
}  // namespace sh::phones
