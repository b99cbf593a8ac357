// The phone server's event streams read as raw bytes: each event framed byte for byte
// (no stray NUL), a second device told once that it waits and then left in quiet, however
// many pages open one code (one question for the host, memory flat), and an action chosen
// on a view the seat no longer has (a double tap) refused.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "raw_client.h"
#include "served_table.h"

namespace sh::phones {
namespace {

using namespace std::chrono_literals;
using test::RawClient;
using test::ServedTable;

const std::string kHolder = "00112233445566ff";

std::string device(int i) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016x", 0xa000 + i);
  return buf;
}

// Reads a stream's response head and its first event.
bool first_event(RawClient& c, std::chrono::milliseconds timeout = 5s) {
  if (!c.read_until("\r\n\r\n", timeout)) return false;
  return c.read_until("\n\n", timeout, c.received().find("\r\n\r\n") + 4);
}

std::string events(const ServedTable& t, int seat, const std::string& dev) {
  return test::get_request("/s/" + t.token(seat) + "/events?device=" + dev, true);
}

TEST(PhonesServerStream, EveryEventIsFramedByteForByte) {
  ServerLimits limits;
  limits.keep_alive = 150ms;
  ServedTable t({true, true}, limits);
  RawClient holder(t.port());
  ASSERT_TRUE(holder.send(events(t, 0, kHolder)));
  ASSERT_TRUE(first_event(holder));
  const std::string& head = holder.received();
  EXPECT_TRUE(head.starts_with("HTTP/1.1 200 OK\r\n")) << head;
  EXPECT_NE(head.find("\r\nContent-Type: text/event-stream; charset=utf-8\r\n"), std::string::npos);
  EXPECT_NE(head.find("\r\nCache-Control: no-store\r\n"), std::string::npos);
  EXPECT_EQ(head.find("Content-Length"), std::string::npos) << "a stream has no length";
  EXPECT_EQ(head.find("Transfer-Encoding"), std::string::npos) << "and no chunks: the events are the bytes";
  // The first view, exactly: the event, the seat's view version, its view, a blank line.
  // (The join is an item for the table, which published again: the view names it.)
  const std::string first = sse_event("view", t.version(0), R"({"hand":["SEAT0-SECRET"],"n":1})");
  EXPECT_EQ(first, "event: view\nid: " + std::to_string(t.version(0)) + "\ndata: {\"hand\":[\"SEAT0-SECRET\"],\"n\":1}\n\n");
  EXPECT_TRUE(holder.body().starts_with(first)) << holder.body();

  // A second device on the code: "waiting", then only keep-alive comments, byte for byte.
  RawClient second(t.port());
  ASSERT_TRUE(second.send(events(t, 0, device(1))));
  ASSERT_TRUE(second.read_until(": ping\n\n: ping\n\n", 3s));
  EXPECT_TRUE(second.body().starts_with("event: waiting\ndata: {}\n\n: ping\n\n: ping\n\n")) << second.body();
  EXPECT_EQ(second.received().find("SECRET"), std::string::npos);
  // The host says no: the waiting page hears why, then the stream ends.
  ASSERT_TRUE(t.hub.refuse_takeover(0));
  ASSERT_TRUE(second.read_until("event: gone", 3s));
  EXPECT_TRUE(second.closed_within(3s));
  const std::string body = second.body();
  const std::string gone = "event: gone\ndata: {\"why\":\"refused\"}\n\n";
  ASSERT_GE(body.size(), gone.size());
  EXPECT_EQ(body.substr(body.size() - gone.size()), gone) << body;
  std::string pings = body.substr(0, body.size() - gone.size());
  EXPECT_TRUE(pings.starts_with("event: waiting\ndata: {}\n\n"));
  pings.erase(0, std::string("event: waiting\ndata: {}\n\n").size());
  for (std::size_t at = 0; at < pings.size(); at += 8) EXPECT_EQ(pings.substr(at, 8), ": ping\n\n") << body;

  // Every byte any stream sent is one of these events: no NUL, nothing between events.
  holder.read_for(200ms);
  for (const RawClient* c : {&holder, &second}) EXPECT_EQ(c->received().find('\0'), std::string::npos);
  std::string rest = holder.body();
  while (!rest.empty()) {
    const auto end = rest.find("\n\n");
    ASSERT_NE(end, std::string::npos) << "an unfinished event: " << rest;
    const std::string event = rest.substr(0, end + 2);
    EXPECT_TRUE(event == ": ping\n\n" || event.starts_with("event: view\nid: ")) << event;
    rest.erase(0, end + 2);
  }
}

TEST(PhonesServerStream, AnEventsDataIsOneLineEachAndNeverTwoEvents) {
  EXPECT_EQ(sse_event("gone", 0, "{}"), "event: gone\ndata: {}\n\n");
  EXPECT_EQ(sse_event("view", 7, "a\nb\r\nc"), "event: view\nid: 7\ndata: a\ndata: b\ndata: c\n\n");
  EXPECT_EQ(sse_event("view", 7, "x\n\nevent: gone"), "event: view\nid: 7\ndata: x\ndata: \ndata: event: gone\n\n");
}

// Pages on one code beside its holder: the host is asked once; each waiting page hears
// "waiting" once and then nothing (no ping in this time either); memory stays flat; the
// host's yes gives the seat to the first that asked and tells the others.
void storm(int pages) {
  ServerLimits limits;
  limits.keep_alive = 60s;  // no comment in the quiet second either
  ServedTable t({true, true}, limits);
  RawClient holder(t.port());
  ASSERT_TRUE(holder.send(events(t, 0, kHolder)));
  ASSERT_TRUE(holder.read_until("event: view", 3s));
  std::vector<std::unique_ptr<RawClient>> waiting;
  for (int i = 0; i < pages; ++i) {
    // 25 a loopback address: the per-address cap is for connections, not for this test.
    waiting.push_back(std::make_unique<RawClient>(t.port(), "127.0.0." + std::to_string(2 + i / 25)));
    ASSERT_TRUE(waiting.back()->send(events(t, 0, device(i))));
  }
  int told_wait = 0, told_busy = 0;
  for (auto& w : waiting) {
    ASSERT_TRUE(first_event(*w)) << w->received();
    if (w->body() == "event: waiting\ndata: {}\n\n") ++told_wait;
    if (w->body() == "event: gone\ndata: {\"why\":\"busy\"}\n\n") ++told_busy;
  }
  EXPECT_EQ(told_wait, std::min<int>(pages, static_cast<int>(PhoneHub::kMaxWaiting)));
  EXPECT_EQ(told_busy, pages - told_wait);
  const long before = test::resident_kib();
  std::vector<std::size_t> sizes;
  for (auto& w : waiting) sizes.push_back(w->received().size());
  waiting.front()->read_for(500ms);  // the old server's storm: thousands of questions a second
  for (auto& w : waiting) w->read_for(1ms);
  for (std::size_t i = 0; i < waiting.size(); ++i)
    EXPECT_EQ(waiting[i]->received().size(), sizes[i]) << "a waiting page waits quietly: " << waiting[i]->body();
  EXPECT_EQ(t.count("phones:takeover 0"), 1) << "one question for the host";
  EXPECT_TRUE(t.hub.asking(0));
  EXPECT_LT(test::resident_kib() - before, 2048) << "memory flat";
  EXPECT_LE(t.items().size(), 2u) << "joined and one question: nothing else reached the game";
  // The host's yes: the first that asked has the seat; the holder and the others are told.
  ASSERT_TRUE(t.hub.confirm_takeover(0));
  EXPECT_FALSE(t.hub.asking(0));
  ASSERT_TRUE(waiting.front()->read_until("event: view", 3s));
  EXPECT_NE(waiting.front()->received().find("SEAT0-SECRET"), std::string::npos);
  ASSERT_TRUE(holder.read_until("event: gone\ndata: {\"why\":\"replaced\"}\n\n", 3s)) << holder.body();
  for (std::size_t i = 1; i < waiting.size() && i < PhoneHub::kMaxWaiting; ++i) {
    EXPECT_TRUE(waiting[i]->read_until("event: gone\ndata: {\"why\":\"replaced\"}\n\n", 3s)) << waiting[i]->body();
    EXPECT_EQ(waiting[i]->received().find("SECRET"), std::string::npos);
  }
  EXPECT_EQ(t.count("phones:takeover 0"), 1);
}

TEST(PhonesServerStream, TenPagesOnOneCodeAskTheHostOnceAndWaitQuietly) { storm(10); }
TEST(PhonesServerStream, AHundredPagesOnOneCodeAskTheHostOnceAndWaitQuietly) { storm(100); }

// The page names the version of the view it chose from; a second tap on the same view, or
// a tap on a view the seat no longer has, is refused (412) and plays nothing.
TEST(PhonesServerStream, ADoubleTapOnOneViewIsRefused) {
  ServedTable t({true, true});
  RawClient page(t.port());
  ASSERT_TRUE(page.send(events(t, 0, kHolder)));
  ASSERT_TRUE(page.read_until("event: view", 3s));
  // The join made the table publish; wait for the view the seat has now.
  auto latest_id = [&] {
    const auto at = page.received().rfind("\nid: ");
    return std::stoull(page.received().substr(at + 5));
  };
  for (int i = 0; i < 100 && latest_id() != t.version(0); ++i) page.read_for(10ms);
  const std::uint64_t v1 = latest_id();
  ASSERT_EQ(v1, t.version(0));
  const std::string act = "/s/" + t.token(0) + "/act";
  auto tap = [&](int seq, std::uint64_t view, int card) {
    RawClient c(t.port());
    c.send(test::post_request(act, "device=" + kHolder + "&seq=" + std::to_string(seq) + "&view=" +
                                       std::to_string(view) + "&act=lay&value=" + std::to_string(card)));
    c.read_until("\r\n\r\n", 3s);
    return test::status_of(c.received());
  };
  EXPECT_EQ(tap(1, v1, 2), 204);
  EXPECT_EQ(tap(2, v1, 7), 412) << "the second tap of a double tap";
  // The table took the first action and published: the page gets a new view to choose from.
  ASSERT_TRUE(page.read_until("\nid: ", 3s, page.received().size() - 1));
  for (int i = 0; i < 100 && latest_id() == v1; ++i) page.read_for(10ms);
  const std::uint64_t v2 = latest_id();
  EXPECT_GT(v2, v1);
  EXPECT_EQ(tap(3, v1, 7), 412) << "chosen on the old view";
  EXPECT_EQ(tap(4, v2, 7), 204);
  EXPECT_EQ(t.count("phones:act 0 lay 2"), 1);
  EXPECT_EQ(t.count("phones:act 0 lay 7"), 1);
}

}  // namespace
}  // namespace sh::phones
