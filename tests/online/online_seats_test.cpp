// The host's online seats and the guest's side without a network: invitations with a
// secret per seat, a seat bound to its guest's full JID by accept, each sentence and view
// only to the guest whose player may hear it, actions only from that guest, replays and
// strangers ignored, a rejoin moving the seat; the guest renders the host's sentences in
// its own language and sends its keys as actions. The seats' fan-out gives each service
// what it asks for.
#include <gtest/gtest.h>

#include <variant>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/online_host.h"
#include "online/xmpp_client.h"
#include "play/seat_fanout.h"

namespace sh::online {
namespace {

struct Sent {
  std::string to, body;
  Payload payload;
};

struct Outbox {
  std::vector<Sent> sent;
  SendPayload sender() {
    return [this](const std::string& to, const std::string& body, const std::string& json) {
      auto p = parse_payload(json);
      if (!std::holds_alternative<Payload>(p)) ADD_FAILURE() << "unreadable payload sent: " << json;
      else sent.push_back({to, body, std::get<Payload>(p)});
    };
  }
  std::vector<Sent> to(const std::string& jid) const {
    std::vector<Sent> out;
    for (const auto& s : sent)
      if (s.to == jid) out.push_back(s);
    return out;
  }
};

struct Acts final : SeatActs {
  std::vector<std::tuple<int, PageAct, int>> played;
  void seat_act(int player, PageAct act, int value) override { played.emplace_back(player, act, value); }
};

InputItem stanza(const std::string& from, const Payload& p) {
  return InputItem::make_notice(kStanzaNotice, from + "\n" + to_json(p));
}

// A card of a hand as a page's line ("{cards}").
PageLine card_line(const std::string& card) { return {Message("online.hand").with("cards", card)}; }

SeatPage page(const std::string& name, const std::vector<std::string>& hand, bool my_turn) {
  SeatPage pg;
  pg.name = name;
  pg.game = Message("phones.game.quist");
  pg.my_turn = my_turn;
  for (const auto& card : hand) pg.hand.push_back(card_line(card));
  if (my_turn)
    pg.actions = {{PageAct::Lay, 7, Message("phones.lay").with("value", 7)},
                  {PageAct::Lay, 12, Message("phones.lay").with("value", 12)}};
  return pg;
}

// A table of three: Eva at the host's keypad, Petr and Jana online.
struct SeatsTable {
  Outbox out;
  phones::test::PagesHost host;
  OnlineHost online{out.sender(), "Eva", {{1, "petr@localhost"}, {2, "Jana@Localhost"}}};
  Acts acts;
  SeatGame game{1, {"Eva", "Petr", "Jana"}, {true, true, true}, {false, true, true}};
  SeatsTable() { host.voice().set_seats(&online); }
  void follow(bool petr_turn = false) {
    online.follow(host, game, {std::nullopt, page("Petr", {"7", "12"}, petr_turn), page("Jana", {"3", "99"}, false)});
  }
  Payload invitation(const std::string& jid) {
    for (const auto& s : out.sent)
      if (s.to == jid && s.payload.kind == Kind::Invite) return s.payload;
    ADD_FAILURE() << "no invitation to " << jid;
    return {};
  }
  void accept(const std::string& full, const Payload& inv, Kind kind = Kind::Accept) {
    Payload a;
    a.kind = kind;
    a.table = inv.table;
    a.seat = inv.seat;
    a.secret = inv.secret;
    a.lang = "cs";
    EXPECT_TRUE(online.on_notice(host, stanza(full, a), acts));
  }
};

TEST(OnlineHost, EachGuestIsInvitedWithASecretOfItsSeatAndHeldAtOnce) {
  SeatsTable t;
  t.follow();
  const Payload petr = t.invitation("petr@localhost");
  const Payload jana = t.invitation("jana@localhost");
  EXPECT_EQ(petr.seat, 1);
  EXPECT_EQ(jana.seat, 2);
  EXPECT_EQ(petr.game, "Numeramis Quist");
  EXPECT_EQ(petr.host, "Eva");
  EXPECT_NE(petr.secret, jana.secret);
  EXPECT_EQ(petr.table, jana.table);
  EXPECT_EQ(t.out.to("petr@localhost").front().body, "Eva tě zve ke hře Numeramis Quist ve Spoluhráči.");
  EXPECT_FALSE(t.online.holds(0));
  EXPECT_TRUE(t.online.holds(1));
  EXPECT_TRUE(t.online.holds(2));
  // The same game followed again invites nobody again; a new game invites with new secrets.
  const auto sent = t.out.sent.size();
  t.follow();
  EXPECT_EQ(t.out.sent.size(), sent);
  t.game.id = 2;
  t.follow();
  EXPECT_NE(t.invitation("petr@localhost").secret, t.out.to("petr@localhost").back().payload.secret);
}

TEST(OnlineHost, OnlyTheInviteeWithTheSeatsSecretTakesTheSeat) {
  SeatsTable t;
  t.follow();
  const Payload petr = t.invitation("petr@localhost");
  // A stranger with Petr's secret, and Petr with Jana's secret, are ignored.
  t.accept("mallory@localhost/x", petr);
  Payload wrong = petr;
  wrong.secret = t.invitation("jana@localhost").secret;
  t.accept("petr@localhost/a", wrong);
  EXPECT_EQ(t.online.guest(1), "");
  EXPECT_EQ(t.online.ignored(), 2);
  t.accept("petr@localhost/a", petr);
  EXPECT_EQ(t.online.guest(1), "petr@localhost/a");
  const auto views = t.out.to("petr@localhost/a");
  // "Petr: u stolu přes internet.", then his view (its turn line is said last).
  ASSERT_EQ(views.size(), 2u);
  EXPECT_EQ(views[0].payload.kind, Kind::Say);
  EXPECT_EQ(views[0].payload.message.id, "online.joined");
  EXPECT_EQ(views[1].payload.kind, Kind::View);
  EXPECT_EQ(views[1].payload.page.hand, (std::vector<PageLine>{card_line("7"), card_line("12")}));
}

TEST(OnlineHost, SentencesAndViewsGoOnlyToTheGuestWhoMayHearThem) {
  SeatsTable t;
  t.follow();
  t.accept("petr@localhost/a", t.invitation("petr@localhost"));
  t.accept("jana@localhost/b", t.invitation("jana@localhost"));
  t.host.voice().say(Message("online.hand").with("cards", "3, 99").to(2));
  t.host.voice().say(Message("online.your_turn").to_table());
  t.host.voice().say(Message("online.keys"));  // here only
  auto says = [&](const std::string& jid) {
    std::vector<std::string> ids;
    for (const auto& s : t.out.to(jid))
      if (s.payload.kind == Kind::Say) ids.push_back(s.payload.message.id);
    return ids;
  };
  EXPECT_EQ(says("petr@localhost/a"), (std::vector<std::string>{"online.joined", "online.joined", "online.your_turn"}));
  EXPECT_EQ(says("jana@localhost/b"), (std::vector<std::string>{"online.joined", "online.hand", "online.your_turn"}));
  // Jana's hand was never said aloud at the host. (The hand's own text is looked for: a
  // payload's random table id may hold "99".)
  EXPECT_EQ(t.host.all_said().find("3, 99"), std::string::npos);
  // Nothing Petr got holds Jana's cards.
  for (const auto& s : t.out.to("petr@localhost/a")) EXPECT_EQ(to_json(s.payload).find("3, 99"), std::string::npos);
  // A view changes: only that seat's guest gets it, once.
  const auto before = t.out.to("jana@localhost/b").size();
  t.follow(true);
  t.follow(true);
  EXPECT_EQ(t.out.to("jana@localhost/b").size(), before);
  EXPECT_EQ(t.out.to("petr@localhost/a").back().payload.kind, Kind::View);
  EXPECT_TRUE(t.out.to("petr@localhost/a").back().payload.page.my_turn);
}

TEST(OnlineHost, ActionsComeOnlyFromTheSeatsGuestAndNeverTwice) {
  SeatsTable t;
  t.follow(true);
  const Payload inv = t.invitation("petr@localhost");
  t.accept("petr@localhost/a", inv);
  Payload act;
  act.kind = Kind::Act;
  act.table = inv.table;
  act.seat = 1;
  act.secret = inv.secret;
  act.seq = 1;
  act.act = PageAct::Lay;
  act.value = 7;
  t.online.on_notice(t.host, stanza("petr@localhost/other", act), t.acts);  // another resource of Petr's
  t.online.on_notice(t.host, stanza("mallory@evil/x", act), t.acts);
  EXPECT_TRUE(t.acts.played.empty());
  t.online.on_notice(t.host, stanza("petr@localhost/a", act), t.acts);
  t.online.on_notice(t.host, stanza("petr@localhost/a", act), t.acts);  // a replay
  ASSERT_EQ(t.acts.played.size(), 1u);
  EXPECT_EQ(t.acts.played[0], std::make_tuple(1, PageAct::Lay, 7));
  // Unreadable payloads are refused whole.
  t.online.on_notice(t.host, InputItem::make_notice(kStanzaNotice, "petr@localhost/a\n{\"v\":1,"), t.acts);
  EXPECT_EQ(t.online.ignored(), 4);
}

TEST(OnlineHost, ARejoinMovesTheSeatAndSendsTheViewAndSentencesAgain) {
  SeatsTable t;
  t.follow();
  const Payload inv = t.invitation("petr@localhost");
  t.accept("petr@localhost/a", inv);
  t.host.voice().say(Message("online.hand").with("cards", "7, 12").to(1));
  t.accept("petr@localhost/new", inv, Kind::Rejoin);
  EXPECT_EQ(t.online.guest(1), "petr@localhost/new");
  const auto again = t.out.to("petr@localhost/new");
  ASSERT_GE(again.size(), 3u);
  // The sentences kept first (the guest says those it missed), then the view.
  std::size_t hand = again.size(), view = again.size();
  for (std::size_t i = 0; i < again.size(); ++i) {
    if (again[i].payload.message.id == "online.hand" && hand == again.size()) hand = i;
    if (again[i].payload.kind == Kind::View && view == again.size()) view = i;
  }
  EXPECT_LT(hand, view);
  EXPECT_LT(view, again.size());
}

TEST(OnlineGuest, AnEnglishGuestHearsTheInvitationAndTheHostsSentencesInEnglishAndSendsItsKeys) {
  Outbox out;
  phones::test::PagesHost host("en");
  OnlineGuest guest(out.sender(), "en");
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "0123456789abcdef";
  inv.seat = 1;
  inv.secret = random_hex(kSecretLength);
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  guest.on_notice(host, stanza("eva@localhost/h", inv));
  EXPECT_EQ(host.said().back(), "Eva invites you to play Numeramis Quist. Enter: accept, period: decline.");
  guest.on_key(host, Key::Ok);
  ASSERT_EQ(out.to("eva@localhost/h").size(), 1u);
  EXPECT_EQ(out.sent[0].payload.kind, Kind::Accept);
  EXPECT_EQ(out.sent[0].payload.lang, "en");
  EXPECT_EQ(out.sent[0].payload.secret, inv.secret);
  // A sentence from the host, rendered here in English; the same from a stranger is not said.
  Payload say;
  say.kind = Kind::Say;
  say.table = inv.table;
  say.seat = 1;
  say.seq = 1;
  say.message = Message("online.hand").with("cards", "7, 12").to(1);
  guest.on_notice(host, stanza("mallory@evil/x", say));
  EXPECT_EQ(guest.ignored(), 1);
  guest.on_notice(host, stanza("eva@localhost/h", say));
  EXPECT_EQ(host.said().back(), "7, 12");
  guest.on_notice(host, stanza("eva@localhost/h", say));  // again (a rejoin): not said twice
  EXPECT_EQ(host.said().size(), 3u);
  // Its turn: digits then OK lay that card; a card it cannot lay is refused with the reason.
  Payload view;
  view.kind = Kind::View;
  view.table = inv.table;
  view.seat = 1;
  view.version = 1;
  view.page = page("Petr", {"7", "12"}, true);
  guest.on_notice(host, stanza("eva@localhost/h", view));
  EXPECT_EQ(host.said().back(), "Your turn.");
  guest.on_key(host, Key::D5);
  guest.on_key(host, Key::Ok);
  EXPECT_EQ(host.said().back(), "You cannot lay card 5 now.");
  guest.on_key(host, Key::D1);
  guest.on_key(host, Key::D2);
  guest.on_key(host, Key::Ok);
  ASSERT_EQ(out.sent.back().payload.kind, Kind::Act);
  EXPECT_EQ(out.sent.back().payload.value, 12);
  EXPECT_EQ(out.sent.back().payload.seq, 1u);
  guest.on_key(host, Key::Next);
  EXPECT_EQ(host.said().back(), "Lay 12.");
  guest.on_key(host, Key::Ok);
  EXPECT_EQ(out.sent.back().payload.seq, 2u);
}

TEST(OnlineGuest, TheDelKeyDeclinesAndTheGuestWaitsAgain) {
  Outbox out;
  phones::test::PagesHost host("cs");
  OnlineGuest guest(out.sender(), "cs");
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "0123456789abcdef";
  inv.seat = 0;
  inv.secret = random_hex(kSecretLength);
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  guest.on_notice(host, stanza("eva@localhost/h", inv));
  EXPECT_EQ(host.said().back(), "Eva tě zve ke hře Numeramis Quist. Enter: přijmout, tečka: odmítnout.");
  guest.on_key(host, Key::Back);
  EXPECT_EQ(out.sent.back().payload.kind, Kind::Decline);
  EXPECT_EQ(guest.state(), OnlineGuest::State::Waiting);
}

struct FakeService final : SeatService {
  bool held = false, takes = false;
  int followed = 0, heard = 0, notices = 0;
  void follow(Host&, const SeatGame&, std::vector<std::optional<SeatPage>>) override { ++followed; }
  bool holds(int) const override { return held; }
  void hear(const Message&, const std::string&) override { ++heard; }
  bool on_notice(Host&, const InputItem&, SeatActs&) override {
    ++notices;
    return takes;
  }
  std::unique_ptr<Screen> screen() override { return nullptr; }
  JoinPanelRef join_picture() const override { return nullptr; }
};

TEST(SeatFanout, EachServiceGetsWhatItAsksForAndOneThatIsOffIsSkipped) {
  phones::test::PagesHost host;
  Acts acts;
  FakeService phones, online;
  bool phones_on = false;
  SeatFanout fan;
  fan.add(phones, [&] { return phones_on; });
  fan.add(online);
  phones.held = true;  // a stopped phones' server holds nothing
  EXPECT_FALSE(fan.holds(0));
  online.held = true;
  EXPECT_TRUE(fan.holds(0));
  fan.follow(host, {}, {});
  fan.hear(Message("x"), "x");
  EXPECT_EQ(phones.followed + phones.heard, 0);
  EXPECT_EQ(online.followed + online.heard, 2);
  phones_on = true;
  fan.follow(host, {}, {});
  EXPECT_EQ(phones.followed, 1);
  // Notices go in order until one takes it.
  phones.takes = true;
  EXPECT_TRUE(fan.on_notice(host, InputItem::make_notice("phones:act"), acts));
  EXPECT_EQ(online.notices, 0);
  phones.takes = false;
  online.takes = true;
  EXPECT_TRUE(fan.on_notice(host, InputItem::make_notice("online:stanza"), acts));
  EXPECT_EQ(online.notices, 1);
}

}  // namespace
}  // namespace sh::online
