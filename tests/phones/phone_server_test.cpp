// The phone server over loopback, with cpp-httplib's client (as a browser would ask): the code page, a seat's
// stream with its view only, actions queued like keys, and hostile requests refused
// without effect.
#include <gtest/gtest.h>

#include <httplib.h>

#include <algorithm>
#include <mutex>
#include <thread>

#include "phones/phone_hub.h"
#include "phones/phone_server.h"

namespace sh::phones {
namespace {

const std::string kDevice = "00112233445566ff";
const std::string kOther = "ffeeddccbbaa9988";

struct Queue {
  std::mutex mutex;
  std::vector<InputItem> items;
  void push(InputItem i) {
    std::lock_guard lock(mutex);
    items.push_back(std::move(i));
  }
  std::vector<std::string> notices() {
    std::lock_guard lock(mutex);
    std::vector<std::string> out;
    for (const auto& i : items) out.push_back(i.notice + (i.notice_arg.empty() ? "" : " " + i.notice_arg));
    return out;
  }
};

struct Served {
  Queue queue;
  PhoneHub hub{[this](InputItem i) { queue.push(std::move(i)); }};
  std::unique_ptr<PhoneServer> server;
  Served() {
    PageWords words;
    words.lang = "cs";
    words.words["title"] = "Spoluhráč";
    words.words["wrong_code"] = "Tento kód neplatí.";
    server = std::make_unique<PhoneServer>(hub, words, "127.0.0.1", 0);
    hub.new_game({true, true});
    hub.publish("cs", {R"({"hand":["EVA-SECRET"]})", R"({"hand":["PETR-SECRET"]})"});
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", server->port());
    c.set_read_timeout(5, 0);
    return c;
  }
  std::string token(int p) const { return hub.tokens()[static_cast<std::size_t>(p)]; }
  // Opens the seat's stream and returns what it sent until `until` appeared (then closes it).
  std::string stream(const std::string& token, const std::string& device, const std::string& until) const {
    auto c = client();
    std::string got;
    c.Get("/s/" + token + "/events?device=" + device, [&](const char* data, std::size_t n) {
      got.append(data, n);
      return got.find(until) == std::string::npos;
    });
    return got;
  }
};

TEST(PhonesServer, TheCodePageDeclaresItsLanguageAndAWrongCodeOpensNothing) {
  Served s;
  auto c = s.client();
  auto home = c.Get("/");
  ASSERT_TRUE(home);
  EXPECT_EQ(home->status, 200);
  EXPECT_NE(home->body.find("<html lang=\"cs\">"), std::string::npos);
  EXPECT_EQ(home->get_header_value("Cache-Control"), "no-store");
  auto wrong = c.Get("/s/ABCDEFGHJKMNP");
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->status, 404);
  EXPECT_NE(wrong->body.find("Tento kód neplatí."), std::string::npos);
  EXPECT_EQ(wrong->body.find("SECRET"), std::string::npos);
  auto events = c.Get("/s/ABCDEFGHJKMNP/events?device=" + kDevice);
  ASSERT_TRUE(events);
  EXPECT_EQ(events->status, 404);
  EXPECT_EQ(events->body.find("SECRET"), std::string::npos);
  for (const char* path : {"/etc/passwd", "/../../etc/passwd", "/settings.json", "/s/", "/s/x/../../a"}) {
    auto r = c.Get(path);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 404) << path;
  }
  auto right = c.Get("/s/" + s.token(0));
  ASSERT_TRUE(right);
  EXPECT_EQ(right->status, 200);
  EXPECT_EQ(right->body.find("SECRET"), std::string::npos) << "the page itself carries no view";
  EXPECT_TRUE(s.queue.notices().empty());
}

TEST(PhonesServer, ASeatsStreamCarriesItsOwnViewOnly) {
  Served s;
  const std::string got = s.stream(s.token(1), kDevice, "\n\n");
  EXPECT_NE(got.find("event: view"), std::string::npos) << got;
  EXPECT_NE(got.find("PETR-SECRET"), std::string::npos);
  EXPECT_EQ(got.find("EVA-SECRET"), std::string::npos);
  EXPECT_TRUE(s.hub.joined(1));
  EXPECT_FALSE(s.hub.joined(0));
  EXPECT_EQ(s.queue.notices(), std::vector<std::string>{"phones:joined 1"});
}

TEST(PhonesServer, AnActionIsQueuedOnceAndHostileOnesHaveNoEffect) {
  Served s;
  s.stream(s.token(0), kDevice, "\n\n");
  auto c = s.client();
  const std::string act = "/s/" + s.token(0) + "/act";
  auto post = [&](const std::string& path, const std::string& body) {
    auto r = c.Post(path, body, "text/plain");
    return r ? r->status : -1;
  };
  EXPECT_EQ(post(act, "device=" + kDevice + "&seq=10&act=lay&value=5"), 204);
  EXPECT_EQ(post(act, "device=" + kDevice + "&seq=10&act=lay&value=5"), 409) << "a replay";
  EXPECT_EQ(post(act, "device=" + kDevice + "&seq=9&act=lay&value=4"), 409) << "an old one";
  EXPECT_EQ(post(act, "device=" + kOther + "&seq=11&act=lay&value=4"), 403) << "not the seat's phone";
  EXPECT_EQ(post("/s/" + s.token(1) + "/act", "device=" + kDevice + "&seq=12&act=lay&value=4"), 403)
      << "a seat nobody holds";
  EXPECT_EQ(post("/s/ABCDEFGHJKMNP/act", "device=" + kDevice + "&seq=13&act=lay&value=4"), 404);
  EXPECT_EQ(post(act, "device=" + kDevice + "&seq=14&act=lay&value=5&value=5"), 400);
  EXPECT_EQ(post(act, "garbage"), 400);
  EXPECT_EQ(post(act, std::string(1 << 20, 'x')), 413) << "a huge body";
  const auto notices = s.queue.notices();
  ASSERT_EQ(notices.size(), 2u);
  EXPECT_EQ(notices[1], "phones:act 0 lay 5");
}

TEST(PhonesServer, ASecondPhoneWaitsForTheHostAndTheFirstSeesNothingAfter) {
  Served s;
  s.stream(s.token(0), kDevice, "\n\n");
  const std::string waiting = s.stream(s.token(0), kOther, "event: waiting");
  EXPECT_NE(waiting.find("event: waiting"), std::string::npos);
  EXPECT_EQ(waiting.find("SECRET"), std::string::npos);
  EXPECT_TRUE(s.hub.holds(0, kDevice));
  EXPECT_TRUE(s.hub.confirm_takeover(0));
  EXPECT_TRUE(s.hub.holds(0, kOther));
  const std::string old = s.stream(s.token(0), kDevice, "event: waiting");
  EXPECT_EQ(old.find("SECRET"), std::string::npos) << "the old phone is out";
  EXPECT_NE(s.stream(s.token(0), kOther, "\n\n").find("EVA-SECRET"), std::string::npos);
  // Revoked: the token opens nothing any more.
  const std::string token = s.token(0);
  s.hub.revoke(0);
  auto r = s.client().Get("/s/" + token + "/events?device=" + kOther);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 404);
}

TEST(PhonesServer, ARevokedPhoneSeesNothingMoreAndTheSeatJoinsAgainWithItsNewCode) {
  Served s;
  const std::string old_token = s.token(0);
  std::string got;
  std::thread page([&] {
    auto c = s.client();
    c.Get("/s/" + old_token + "/events?device=" + kDevice, [&](const char* data, std::size_t n) {
      got.append(data, n);
      return got.find("event: gone") == std::string::npos;
    });
  });
  for (int i = 0; i < 200 && !s.hub.joined(0); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ASSERT_TRUE(s.hub.joined(0));
  s.hub.revoke(0);
  s.hub.publish("cs", {R"({"hand":["EVA-NEW-SECRET"]})", R"({"hand":["PETR-SECRET"]})"});
  page.join();
  EXPECT_NE(got.find("event: gone"), std::string::npos) << "the open page is told at once";
  EXPECT_EQ(got.find("EVA-NEW-SECRET"), std::string::npos);
  EXPECT_FALSE(s.hub.joined(0)) << "the seat's hand is the table's again until a phone joins";
  EXPECT_NE(s.token(0), old_token);
  auto act = s.client().Post("/s/" + old_token + "/act", "device=" + kDevice + "&seq=9&act=lay&value=1", "text/plain");
  ASSERT_TRUE(act);
  EXPECT_EQ(act->status, 404) << "its actions are refused";
  // The same phone with the new code joins at once (announced again).
  EXPECT_NE(s.stream(s.token(0), kDevice, "EVA-NEW-SECRET").find("EVA-NEW-SECRET"), std::string::npos);
  const auto notices = s.queue.notices();
  EXPECT_EQ(std::count(notices.begin(), notices.end(), "phones:joined 0"), 2);
}

TEST(PhonesServer, ASecondPhoneTheHostSaysNoToIsToldAndMayAskAgain) {
  Served s;
  s.stream(s.token(0), kDevice, "\n\n");
  EXPECT_EQ(s.hub.join(0, kOther), JoinResult::Waiting);
  EXPECT_EQ(s.hub.join(0, kOther), JoinResult::Waiting) << "asked once";
  EXPECT_TRUE(s.hub.refuse_takeover(0));
  EXPECT_TRUE(s.hub.holds(0, kDevice));
  EXPECT_EQ(s.hub.seat_state(0, kOther), SeatState::Refused) << "the waiting page is told no";
  EXPECT_EQ(s.hub.join(0, kOther), JoinResult::Waiting) << "a new try asks the host again";
  const auto notices = s.queue.notices();
  EXPECT_EQ(std::count(notices.begin(), notices.end(), "phones:takeover 0"), 2);
  EXPECT_FALSE(s.hub.act(0, PhoneAction{kOther, 1, ActKind::Lay, 1}) == ActResult::Accepted);
}

TEST(PhonesServer, ReloadingRejoinsAndALongAbsenceIsAnnounced) {
  Served s;
  s.stream(s.token(0), kDevice, "\n\n");
  s.stream(s.token(0), kDevice, "\n\n");  // a reload: the same device
  EXPECT_EQ(s.queue.notices(), std::vector<std::string>{"phones:joined 0"}) << "a quick reload is not announced";
  // The server notices a closed page at once (its stream's read ends); after the grace it
  // is announced.
  for (int i = 0; i < 400 && s.queue.notices().size() < 2; ++i) {
    s.hub.tick(std::chrono::steady_clock::now() + std::chrono::seconds(10), std::chrono::seconds(4));
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  s.stream(s.token(0), kDevice, "\n\n");
  const std::vector<std::string> expected{"phones:joined 0", "phones:left 0", "phones:back 0"};
  EXPECT_EQ(s.queue.notices(), expected);
}

TEST(PhonesServer, TheSpokenCodesAreNotKeptForThePages) {
  PhoneHub hub([](InputItem) {});
  hub.said("Vynáší Petr.");
  hub.keep_said(false);
  hub.said("Eva, kód: A B C D.");
  hub.keep_said(true);
  hub.said("Petr: telefon připojen.");
  const auto said = hub.last_said();
  ASSERT_EQ(said.size(), 2u);
  EXPECT_EQ(said[0].text, "Vynáší Petr.");
  EXPECT_EQ(said[1].text, "Petr: telefon připojen.");
}

TEST(PhonesServer, RequestsOfOneAddressAreBounded) {
  PhoneHub hub([](InputItem) {});
  const auto t = std::chrono::steady_clock::now();
  int allowed = 0;
  for (int i = 0; i < 100; ++i) allowed += hub.allow("10.0.0.2", t, 60, std::chrono::seconds(10)) ? 1 : 0;
  EXPECT_EQ(allowed, 60);
  EXPECT_TRUE(hub.allow("10.0.0.3", t, 60, std::chrono::seconds(10))) << "another address";
  EXPECT_TRUE(hub.allow("10.0.0.2", t + std::chrono::seconds(11), 60, std::chrono::seconds(10)));
}

}  // namespace
}  // namespace sh::phones
