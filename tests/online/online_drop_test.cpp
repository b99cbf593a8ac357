// Drops without a network: a guest's session ending (its directed presence unavailable) keeps
// the seat held and is said once at the table; on that seat's turn the host is asked whether
// a computer takes the seat (Enter) or the table waits on (Del); a computer that took it
// plays the seat's turns until the guest's rejoin, which moves the seat to the new full JID
// and sends the sentences missed, then the view. The guest keeps its seat in a file: a
// restarted program rejoins it when connected, says only the sentences it has not said, then
// where play stands and its own hand.
#include <gtest/gtest.h>

#include <fstream>
#include <variant>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/online_host.h"
#include "online/xmpp_client.h"
#include "play/seat_fanout.h"
#include "play/voice.h"
#include "test_support.h"

namespace sh::online {
namespace {

struct Sent {
  std::string to;
  Payload payload;
};

struct Acts final : SeatActs {
  std::vector<std::tuple<int, PageAct, int>> played;
  void seat_act(int player, PageAct act, int value) override { played.emplace_back(player, act, value); }
};

InputItem stanza(const std::string& from, const Payload& p) {
  return InputItem::make_notice(kStanzaNotice, from + "\n" + to_json(p));
}

InputItem presence(const std::string& from, const std::string& type) {
  return InputItem::make_notice(kPresenceNotice, from + "\n" + type);
}

// A card of a hand as a page's line ("{cards}").
PageLine card_line(const std::string& card) { return {Message("online.hand").with("cards", card)}; }

SeatPage petr_page(bool my_turn) {
  SeatPage pg;
  pg.name = "Petr";
  pg.game = Message("phones.game.quist");
  pg.my_turn = my_turn;
  pg.turn = {Message("quist.turn").with("player", my_turn ? "Petr" : "Eva")};
  pg.hand = {card_line("7"), card_line("12")};
  if (my_turn)
    pg.actions = {{PageAct::Lay, 7, Message("phones.lay").with("value", 7)},
                  {PageAct::Lay, 12, Message("phones.lay").with("value", 12)}};
  return pg;
}

// Eva at the host's keypad, Petr online; the host's own notices are kept.
struct Table {
  std::vector<Sent> sent;
  std::vector<InputItem> pushed;
  phones::test::PagesHost host;
  OnlineHost online{[this](const std::string& to, const std::string&, const std::string& json) {
                      sent.push_back({to, std::get<Payload>(parse_payload(json))});
                    },
                    "Eva", {{1, "petr@localhost"}}, [this](InputItem item) { pushed.push_back(std::move(item)); }};
  Acts acts;
  SeatGame game{1, {"Eva", "Petr"}, {true, true}, {false, true}};
  Table() {
    host.voice().set_seats(&online);
    follow(false);
    Payload inv;
    for (const auto& s : sent)
      if (s.payload.kind == Kind::Invite) inv = s.payload;
    secret = inv.secret;
    table = inv.table;
    join("petr@localhost/a", Kind::Accept);
  }
  void follow(bool petr_turn) { online.follow(host, game, {std::nullopt, petr_page(petr_turn)}); }
  void join(const std::string& full, Kind kind) {
    Payload a;
    a.kind = kind;
    a.table = table;
    a.seat = 1;
    a.secret = secret;
    a.lang = "cs";
    online.on_notice(host, stanza(full, a), acts);
  }
  int count_said(const std::string& sentence) const {
    int n = 0;
    for (const auto& s : host.said()) n += s == sentence ? 1 : 0;
    return n;
  }
  std::vector<Sent> to(const std::string& jid) const {
    std::vector<Sent> out;
    for (const auto& s : sent)
      if (s.to == jid) out.push_back(s);
    return out;
  }
  std::string secret, table;
};

TEST(OnlineDrop, AGuestsSessionEndingKeepsTheSeatIsSaidOnceAndTheHostIsAskedOnItsTurn) {
  Table t;
  // Another session of Petr's account, or a stranger, ending is not Petr's seat dropping.
  t.online.on_notice(t.host, presence("petr@localhost/other", "unavailable"), t.acts);
  t.online.on_notice(t.host, presence("mallory@localhost/a", "unavailable"), t.acts);
  EXPECT_FALSE(t.online.away(1));
  t.online.on_notice(t.host, presence("petr@localhost/a", "unavailable"), t.acts);
  t.online.on_notice(t.host, presence("petr@localhost/a", "unavailable"), t.acts);
  EXPECT_TRUE(t.online.away(1));
  EXPECT_TRUE(t.online.holds(1));  // the seat stays Petr's: no computer plays it
  EXPECT_EQ(t.count_said("Petr: spojení se přerušilo, čekáme."), 1) << t.host.all_said();
  // Not Petr's turn: nothing asked. His turn: asked once.
  t.follow(false);
  EXPECT_TRUE(t.pushed.empty());
  t.follow(true);
  t.follow(true);
  ASSERT_EQ(t.pushed.size(), 1u);
  EXPECT_EQ(t.pushed[0].notice, kAskNotice);
  EXPECT_EQ(t.pushed[0].notice_arg, "1");
  // Sentences while away are kept, not sent to the session that ended.
  const auto before = t.to("petr@localhost/a").size();
  t.host.voice().say(Message("online.your_turn").to_table());
  EXPECT_EQ(t.to("petr@localhost/a").size(), before);
  // The question (the notice, as the shell gives it), and Del: the table waits on.
  EXPECT_FALSE(t.online.take_key(t.host, Key::Ok));  // nothing asked yet: the game's key
  EXPECT_TRUE(t.online.on_notice(t.host, t.pushed[0], t.acts));
  EXPECT_TRUE(t.online.asking());
  EXPECT_EQ(t.host.said().back(),
            "Na tahu je Petr, spojení se přerušilo. Enter: hráče převezme počítač, tečka: čekat dál.");
  EXPECT_FALSE(t.online.take_key(t.host, Key::D5));  // the game's other keys go on
  EXPECT_TRUE(t.online.take_key(t.host, Key::Back));
  EXPECT_FALSE(t.online.asking());
  EXPECT_EQ(t.host.said().back(), "Čekáme dál, až se vrátí Petr.");
  EXPECT_FALSE(t.online.stand_in(1));
  t.follow(true);
  EXPECT_EQ(t.pushed.size(), 1u);
  EXPECT_TRUE(t.acts.played.empty());
}

TEST(OnlineDrop, AComputerTakesTheSeatOnEnterUntilTheGuestRejoinsWithTheMissedSentences) {
  Table t;
  t.online.on_notice(t.host, presence("petr@localhost/a", "unavailable"), t.acts);
  t.follow(true);
  ASSERT_EQ(t.pushed.size(), 1u);
  t.online.on_notice(t.host, t.pushed[0], t.acts);
  EXPECT_TRUE(t.online.take_key(t.host, Key::Ok));
  EXPECT_TRUE(t.online.stand_in(1));
  EXPECT_EQ(t.host.said().back(), "Petr: než se spojení vrátí, tahy za tohoto hráče zahraje počítač.");
  // The computer's move on the next page of the turn: one notice, played through the seat's acts.
  t.pushed.clear();
  t.follow(true);
  t.follow(true);
  ASSERT_EQ(t.pushed.size(), 1u);
  EXPECT_EQ(t.pushed[0].notice, kStandInNotice);
  EXPECT_TRUE(t.online.on_notice(t.host, t.pushed[0], t.acts));
  ASSERT_EQ(t.acts.played.size(), 1u);
  EXPECT_EQ(t.acts.played[0], std::make_tuple(1, PageAct::Lay, 7));
  t.host.voice().say(Message("online.rejoined").with("player", "Karel").to_table());  // said while away
  // A rejoin with the seat's secret from Petr's bare JID: his seat again, the missed sentence, then the view.
  t.join("petr@localhost/new", Kind::Rejoin);
  EXPECT_FALSE(t.online.away(1));
  EXPECT_FALSE(t.online.stand_in(1));
  EXPECT_EQ(t.online.guest(1), "petr@localhost/new");
  EXPECT_EQ(t.host.said().back(), "Petr: zase u stolu přes internet.");
  const auto again = t.to("petr@localhost/new");
  std::size_t view = again.size(), missed = again.size();
  for (std::size_t i = 0; i < again.size(); ++i) {
    if (again[i].payload.kind == Kind::View && view == again.size()) view = i;
    if (again[i].payload.kind == Kind::Say && again[i].payload.message.id == "online.rejoined" && missed == again.size())
      missed = i;
  }
  ASSERT_LT(view, again.size());
  ASSERT_LT(missed, view);  // the missed sentence, then the view
  // "Petr: zase u stolu přes internet." comes to him before the view whose "Jsi na tahu." ends it.
  std::size_t back = again.size();
  for (std::size_t i = missed + 1; i < again.size(); ++i)
    if (again[i].payload.kind == Kind::Say && again[i].payload.message.id == "online.rejoined") back = i;
  EXPECT_LT(back, view) << "Petr hears that he is back before his turn";
  EXPECT_EQ(again[view].payload.page.hand, (std::vector<PageLine>{card_line("7"), card_line("12")}));
  // Back: no computer plays his turns any more.
  t.pushed.clear();
  t.follow(true);
  EXPECT_TRUE(t.pushed.empty());
}

TEST(OnlineDrop, ARejoinFromAnotherAccountOrWithoutTheSecretIsIgnored) {
  Table t;
  t.online.on_notice(t.host, presence("petr@localhost/a", "unavailable"), t.acts);
  t.join("mallory@localhost/x", Kind::Rejoin);
  const std::string secret = t.secret;
  t.secret = random_hex(kSecretLength);
  t.join("petr@localhost/b", Kind::Rejoin);
  t.secret = secret;
  EXPECT_TRUE(t.online.away(1));
  EXPECT_EQ(t.online.guest(1), "petr@localhost/a");
  EXPECT_EQ(t.online.ignored(), 2);
}

TEST(OnlineDrop, TheKeypadsRefusalForAnOnlineSeatSaysItPlaysOverTheInternetOrThatTheTableWaits) {
  Table t;
  SeatFanout fan;
  fan.add(t.online, nullptr, [&](const Message& m) { return t.online.reword(m); });
  const Message game_says = Message("phones.plays_on_phone").with("player", "Petr");
  auto worded = fan.reword(game_says);
  ASSERT_TRUE(worded);
  EXPECT_EQ(t.host.voice().render(*worded), "Petr hraje přes internet.");
  t.online.on_notice(t.host, presence("petr@localhost/a", "unavailable"), t.acts);
  worded = fan.reword(game_says);
  ASSERT_TRUE(worded);
  EXPECT_EQ(t.host.voice().render(*worded), "Petr hraje přes internet a spojení se přerušilo. Čekáme.");
  ASSERT_FALSE(t.pushed.empty());  // and the question again
  EXPECT_EQ(t.pushed.back().notice, kAskNotice);
  // Another seat, another refusal: the game's words stand.
  EXPECT_FALSE(fan.reword(Message("phones.plays_on_phone").with("player", "Eva")));
  EXPECT_FALSE(fan.reword(Message("online.not_your_turn")));
}

Payload host_payload(Kind kind, std::uint64_t seq_or_version) {
  Payload p;
  p.kind = kind;
  p.table = "0123456789abcdef";
  p.seat = 1;
  if (kind == Kind::Say) {
    p.seq = seq_or_version;
    p.message = Message("online.typed").with("value", static_cast<long>(seq_or_version)).to_table();
  } else {
    p.version = seq_or_version;
    p.page = petr_page(true);
  }
  return p;
}

TEST(OnlineGuest, ARestartedGuestRejoinsItsKeptSeatSaysWhatItMissedWhereItStandsAndItsHand) {
  sh::test::TempHome home("online-guest-store");
  const auto store = home.data() / "online-seat.json";
  std::vector<Sent> sent;
  std::vector<std::string> presented;
  auto sender = [&](const std::string& to, const std::string&, const std::string& json) {
    sent.push_back({to, std::get<Payload>(parse_payload(json))});
  };
  auto present = [&](const std::string& to) { presented.push_back(to); };
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "0123456789abcdef";
  inv.seat = 1;
  inv.secret = random_hex(kSecretLength);
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  {
    phones::test::PagesHost host("cs");
    OnlineGuest guest(sender, "cs", store, present);
    guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/a"));
    guest.on_notice(host, stanza("eva@localhost/h", inv));
    guest.on_key(host, Key::Ok);
    ASSERT_EQ(presented, (std::vector<std::string>{"eva@localhost/h"}));  // the host hears when this session ends
    guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::Say, 1)));
    guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::Say, 2)));
    EXPECT_EQ(host.said().back(), "2");
  }  // the program is gone
  EXPECT_EQ(std::filesystem::status(store).permissions() & std::filesystem::perms::others_read,
            std::filesystem::perms::none);
  sent.clear();
  presented.clear();
  phones::test::PagesHost host("cs");
  OnlineGuest guest(sender, "cs", store, present);
  guest.enter(host);  // the program starts: it says where it goes back
  EXPECT_EQ(host.said().back(), "Vracím se ke stolu. Hostitel: Eva.");
  guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/b"));
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0].to, "eva@localhost/h");
  EXPECT_EQ(sent[0].payload.kind, Kind::Rejoin);
  EXPECT_EQ(sent[0].payload.secret, inv.secret);
  EXPECT_EQ(sent[0].payload.seat, 1);
  EXPECT_EQ(presented, (std::vector<std::string>{"eva@localhost/h"}));
  EXPECT_EQ(host.said().size(), 1u);  // not said twice
  // The host sends what it kept (1..3) and the view: only 3 is new here.
  for (std::uint64_t seq = 1; seq <= 3; ++seq) guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::Say, seq)));
  guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::View, 1)));
  const auto& said = host.said();
  ASSERT_GE(said.size(), 5u);
  EXPECT_EQ(std::vector<std::string>(said.end() - 5, said.end()),
            (std::vector<std::string>{"Vracím se ke stolu. Hostitel: Eva.", "3", "Zpátky u stolu. Na tahu Petr.", "7, 12",
                                      "Jsi na tahu."}))
      << host.all_said();
  EXPECT_EQ(guest.state(), OnlineGuest::State::Playing);
  // Its connection dropping and returning: the same rejoin again.
  sent.clear();
  guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/c"));
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0].payload.kind, Kind::Rejoin);
}

TEST(OnlineGuest, ADamagedKeptSeatIsNoSeat) {
  sh::test::TempHome home("online-guest-damaged");
  const auto store = home.dir / "online-seat.json";
  {
    std::ofstream out(store);
    out << R"({"host_jid":"eva@localhost/h","table":"NOT-HEX","seat":1,"secret":"x","host":"Eva","game":"Q","said":3})";
  }
  std::vector<std::string> sent;
  phones::test::PagesHost host("cs");
  OnlineGuest guest([&](const std::string& to, const std::string&, const std::string&) { sent.push_back(to); }, "cs", store);
  guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/b"));
  EXPECT_TRUE(sent.empty());
  EXPECT_EQ(host.said().back(), "Připojeno. Čekám na pozvání ke hře.");
}

// A guest program just started (--join, or the menu's online play) is not connected yet: it
// says it is connecting, not "Připojeno"; the connected notice says "Připojeno…" once.
TEST(OnlineGuest, BeforeTheServerAnswersTheGuestSaysItIsConnectingAndConnectedOnlyOnce) {
  sh::test::TempHome home("online-guest-connecting");
  phones::test::PagesHost host("cs");
  OnlineGuest guest([](const std::string&, const std::string&, const std::string&) {}, "cs",
                    home.dir / "online-seat.json");
  guest.enter(host);
  guest.on_key(host, Key::Repeat);
  guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/b"));
  guest.on_key(host, Key::Repeat);
  guest.on_notice(host, InputItem::make_notice(kLostNotice));
  guest.on_key(host, Key::Repeat);
  const std::vector<std::string> expected = {
      "Připojuji se k účtu pro hru přes internet.",
      "Připojuji se k účtu pro hru přes internet.",
      "Připojeno. Čekám na pozvání ke hře.",
      "Připojeno. Čekám na pozvání ke hře.",
      "Spojení přes internet se přerušilo. Zkouším se znovu připojit.",
      "Připojuji se k účtu pro hru přes internet.",
  };
  EXPECT_EQ(host.said(), expected);
}

TEST(OnlineGuest, TheSameHostsAccountInvitingThisSeatAgainIsTakenAtOnceAndTheTurnIsSaidAgain) {
  std::vector<Sent> sent;
  phones::test::PagesHost host("cs");
  OnlineGuest guest([&](const std::string& to, const std::string&, const std::string& json) {
    sent.push_back({to, std::get<Payload>(parse_payload(json))});
  }, "cs");
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "0123456789abcdef";
  inv.seat = 1;
  inv.secret = random_hex(kSecretLength);
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  guest.on_notice(host, stanza("eva@localhost/h", inv));
  guest.on_key(host, Key::Ok);
  for (std::uint64_t v = 1; v <= 5; ++v) {
    Payload view = host_payload(Kind::View, v);
    guest.on_notice(host, stanza("eva@localhost/h", view));
  }
  // Its turn, it plays, and the next view is its next turn already: said again.
  guest.on_key(host, Key::Ok);
  ASSERT_EQ(sent.back().payload.kind, Kind::Act);
  guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::View, 6)));
  EXPECT_EQ(host.said().back(), "Jsi na tahu.");
  // The host's program restarted (another full JID, table and secret): taken without a question.
  Payload again = inv;
  again.table = "fedcba9876543210";
  again.secret = random_hex(kSecretLength);
  guest.on_notice(host, stanza("eva@localhost/new", again));
  ASSERT_EQ(sent.back().to, "eva@localhost/new");
  EXPECT_EQ(sent.back().payload.kind, Kind::Accept);
  EXPECT_EQ(sent.back().payload.secret, again.secret);
  EXPECT_EQ(host.said().back(), "Eva pokračuje ve hře Numeramis Quist.");
  EXPECT_EQ(guest.state(), OnlineGuest::State::Playing);
  // Its new table's views count from 1 again: read, with where play stands and the hand.
  Payload first = host_payload(Kind::View, 1);
  first.table = again.table;
  guest.on_notice(host, stanza("eva@localhost/new", first));
  const auto& said = host.said();
  ASSERT_GE(said.size(), 3u);
  EXPECT_EQ(said[said.size() - 3], "Zpátky u stolu. Na tahu Petr.");
  EXPECT_EQ(said[said.size() - 2], "7, 12");
  // Another account's invitation while seated is ignored.
  const auto n = sent.size();
  guest.on_notice(host, stanza("mallory@localhost/x", again));
  EXPECT_EQ(sent.size(), n);
  EXPECT_EQ(guest.ignored(), 1);
}

TEST(OnlineGuest, ASentenceSentBeforeADropThatComesBeforeTheOlderOnesSentAgainLosesNoneAndSaysNoneTwice) {
  std::vector<Sent> sent;
  phones::test::PagesHost host("cs");
  OnlineGuest guest([&](const std::string& to, const std::string&, const std::string& json) {
    sent.push_back({to, std::get<Payload>(parse_payload(json))});
  }, "cs");
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "0123456789abcdef";
  inv.seat = 1;
  inv.secret = random_hex(kSecretLength);
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  guest.on_notice(host, stanza("eva@localhost/h", inv));
  guest.on_key(host, Key::Ok);
  const auto start = host.said().size();
  // 1 came; 2 and 3 were lost in flight; 4 waited in the host's queue and came first after the
  // reconnect; then the host sent 1..4 again.
  for (std::uint64_t seq : {1, 4, 1, 2, 3, 4, 5})
    guest.on_notice(host, stanza("eva@localhost/h", host_payload(Kind::Say, seq)));
  EXPECT_EQ(std::vector<std::string>(host.said().begin() + static_cast<long>(start), host.said().end()),
            (std::vector<std::string>{"1", "2", "3", "4", "5"}));  // in order: 4 waits for 2 and 3
}

}  // namespace
}  // namespace sh::online
