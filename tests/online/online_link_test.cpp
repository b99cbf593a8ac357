// Invitation links (issue 41, round four B, item 3): a seat without an address gets a link at
// the game's start (an xmpp: URI with the host's account, the seat and its secret, inside the
// plain line "Eva tě zve ke hře … ve Spoluhráči: …"); the first address that shows the secret
// gets the seat and an ordinary invitation, anyone after that is ignored; the link works after
// the host's program resumed the game (the same secret). The guest's program given the link
// asks for the seat once connected and takes the host's invitation at once.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <variant>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/online_host.h"
#include "online/online_link.h"
#include "online/xmpp_client.h"
#include "play/voice.h"
#include "test_support.h"

namespace sh::online {
namespace {

const std::string kLinkSecret = "0123456789abcdef0123456789abcdef";

TEST(OnlineLink, TheLinkNamesTheHostTheSeatAndTheSecretAndIsFoundInTheLineAFriendGot) {
  const InvitationLink link{"eva@example.org", 1, kLinkSecret};
  const std::string uri = link_uri(link);
  EXPECT_EQ(uri, "xmpp:eva@example.org?spoluhrac;seat=2;secret=" + kLinkSecret);
  EXPECT_EQ(parse_link(uri), link);
  EXPECT_EQ(parse_link("Eva tě zve ke hře Numeramis Quist ve Spoluhráči: " + uri + "\n"), link);
  EXPECT_EQ(parse_link("xmpp:Eva@Example.org?spoluhrac;seat=2;secret=" + kLinkSecret), link);  // addresses compare lower-cased
  for (const std::string& bad : std::vector<std::string>{std::string("xmpp:example.org?spoluhrac;seat=2;secret=") + kLinkSecret, "xmpp:eva@example.org?spoluhrac;seat=9;secret=" + kLinkSecret,
        "xmpp:eva@example.org?spoluhrac;seat=2;secret=" + kLinkSecret.substr(1), "xmpp:eva@example.org?spoluhrac;seat=2;secret=" + kLinkSecret + "0",
        std::string("xmpp:eva@example.org?spoluhrac;seat=2;secret=0123456789ABCDEF0123456789abcdef"), "eva@example.org " + kLinkSecret,
        std::string("xmpp:eva@example.org?message")})
    EXPECT_FALSE(parse_link(bad)) << bad;
}

TEST(OnlineLink, TheLinksFileIsWrittenForItsOwnerOnly) {
  sh::test::TempHome home("online-link-file");
  const auto file = home.dir / "data" / "invitation-2.txt";
  ASSERT_EQ(write_private_file(file, "line\n"), "");
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_EQ(sh::test::read_file(file.string()), "line\n");
}

struct Acts final : SeatActs {
  void seat_act(int, PageAct, int) override {}
};

SeatPage page(const std::string& name) {
  SeatPage pg;
  pg.name = name;
  pg.game = Message("phones.game.quist");
  pg.turn = {Message("quist.turn").with("player", "Eva")};
  return pg;
}

// Eva's host with Petr's seat (2) given by a link.
struct LinkTable {
  explicit LinkTable(std::string secret = "") {
    online.on_links(
        "eva@localhost/res", [this](Host&, int player, const std::string& text) { made.emplace_back(player, text); },
        [this](Host&, int player, const std::string& jid) { bound.emplace_back(player, jid); });
    game.remote = {{1, "", std::move(secret)}};
    online.follow(host, game, {std::nullopt, page("Petr")});
  }
  void show(const std::string& from, Kind kind, const std::string& table, const std::string& secret) {
    Payload a;
    a.kind = kind;
    a.table = table;
    a.seat = 1;
    a.secret = secret;
    a.lang = "cs";
    online.on_notice(host, InputItem::make_notice(kStanzaNotice, from + "\n" + to_json(a)), acts);
  }
  std::vector<std::pair<std::string, Payload>> sent;
  std::vector<std::pair<int, std::string>> made, bound;
  phones::test::PagesHost host;
  Acts acts;
  SeatGame game{1, {"Eva", "Petr"}, {true, true}, {false, true}};
  OnlineHost online{[this](const std::string& to, const std::string&, const std::string& json) {
                      sent.emplace_back(to, std::get<Payload>(parse_payload(json)));
                    },
                    "Eva", {}};
};

TEST(OnlineLink, TheFirstAddressShowingTheLinksSecretGetsTheSeatAndNobodyAfterIt) {
  LinkTable t;
  ASSERT_EQ(t.made.size(), 1u);
  EXPECT_EQ(t.made[0].first, 1);
  const auto link = parse_link(t.made[0].second);
  ASSERT_TRUE(link) << t.made[0].second;
  EXPECT_EQ(t.made[0].second.rfind("Eva tě zve ke hře Numeramis Quist ve Spoluhráči: xmpp:eva@localhost?spoluhrac;seat=2;", 0), 0u)
      << t.made[0].second;
  EXPECT_EQ(link->secret, t.online.secret(1));
  EXPECT_TRUE(t.sent.empty()) << "no address to invite";
  // A wrong secret: ignored.
  t.show("mallory@localhost/x", Kind::Accept, kLinkTable, kLinkSecret);
  EXPECT_TRUE(t.sent.empty());
  EXPECT_TRUE(t.bound.empty());
  // Petr shows the link: bound to his address, his session invited to this table.
  t.show("petr@localhost/a", Kind::Accept, kLinkTable, link->secret);
  ASSERT_EQ(t.bound.size(), 1u);
  EXPECT_EQ(t.bound[0], (std::pair<int, std::string>{1, "petr@localhost"}));
  ASSERT_EQ(t.sent.size(), 1u);
  EXPECT_EQ(t.sent[0].first, "petr@localhost/a");
  EXPECT_EQ(t.sent[0].second.kind, Kind::Invite);
  EXPECT_EQ(t.sent[0].second.secret, link->secret);
  const std::string table = t.sent[0].second.table;
  EXPECT_NE(table, kLinkTable);
  EXPECT_NE(t.host.all_said().find("Petr: pozvánku odkazem přijal petr@localhost."), std::string::npos) << t.host.all_said();
  // Someone else with the same link after that: ignored (no invitation, no seat).
  t.show("mallory@localhost/x", Kind::Accept, kLinkTable, link->secret);
  t.show("mallory@localhost/x", Kind::Accept, table, link->secret);
  EXPECT_EQ(t.sent.size(), 1u);
  EXPECT_EQ(t.online.guest(1), "");
  // Petr accepts the invitation: seated.
  t.show("petr@localhost/a", Kind::Accept, table, link->secret);
  EXPECT_EQ(t.online.guest(1), "petr@localhost/a");
}

TEST(OnlineLink, TheLinkWorksAfterTheHostResumedTheGame) {
  std::string secret;
  {
    LinkTable before;
    secret = before.online.secret(1);
  }
  // The host's program again with the game's journal: the seat's secret is the link's.
  LinkTable after(secret);
  ASSERT_EQ(after.made.size(), 1u);
  EXPECT_EQ(parse_link(after.made[0].second)->secret, secret);
  after.show("petr@localhost/b", Kind::Accept, kLinkTable, secret);
  ASSERT_EQ(after.sent.size(), 1u);
  EXPECT_EQ(after.sent[0].second.kind, Kind::Invite);
}

TEST(OnlineLink, TheGuestGivenALinkAsksForTheSeatAndTakesTheInvitationAtOnce) {
  phones::test::PagesHost host;
  std::vector<std::pair<std::string, Payload>> sent;
  OnlineGuest guest([&](const std::string& to, const std::string&, const std::string& json) {
    sent.emplace_back(to, std::get<Payload>(parse_payload(json)));
  }, "cs");
  guest.expect_link({"eva@localhost", 1, kLinkSecret});
  guest.on_notice(host, InputItem::make_notice(kConnectedNotice, "petr@localhost/a"));
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0].first, "eva@localhost");
  EXPECT_EQ(sent[0].second.kind, Kind::Accept);
  EXPECT_EQ(sent[0].second.table, kLinkTable);
  EXPECT_EQ(sent[0].second.secret, kLinkSecret);
  EXPECT_EQ(sent[0].second.seat, 1);
  // The host's invitation for that seat with that secret: accepted without a question.
  Payload inv;
  inv.kind = Kind::Invite;
  inv.table = "00112233445566ff";
  inv.seat = 1;
  inv.secret = kLinkSecret;
  inv.game = "Numeramis Quist";
  inv.host = "Eva";
  guest.on_notice(host, InputItem::make_notice(kStanzaNotice, "eva@localhost/res\n" + to_json(inv)));
  EXPECT_EQ(guest.state(), OnlineGuest::State::Playing);
  ASSERT_EQ(sent.size(), 2u);
  EXPECT_EQ(sent[1].first, "eva@localhost/res");
  EXPECT_EQ(sent[1].second.kind, Kind::Accept);
  EXPECT_EQ(sent[1].second.table, "00112233445566ff");
}

}  // namespace
}  // namespace sh::online
