// A guest hears everything in its own language: a Czech host's Numberfloor page and
// sentences travel as messages (protocol version 2) and an English guest says its hand, its
// actions and the table's sentences in English, a Czech guest in Czech; its own move is said
// as the card (the button's label), not as an action number.
#include <gtest/gtest.h>

#include <variant>

#include "../phones/phones_test_host.h"
#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "online/online_guest.h"
#include "online/xmpp_client.h"
#include "online_table_parts.h"

namespace sh::online {
namespace {

using test::has_czech_letters;

InputItem stanza(const std::string& from, const Payload& p) {
  return InputItem::make_notice(kStanzaNotice, from + "\n" + to_json(p));
}

// A Czech host's three-player Numberfloor table (full variant), seat 1 held by a guest.
struct Table3 {
  phones::test::PagesHost host{"cs"};
  Table table{numberfloor::entry().make_game({{"mode", "dealer"}, {"players", "3"}, {"computers", "none"}}), Mode::Dealer, 11,
              {"Eva", "Petr", "Jana"}};
  numberfloor::NumberfloorController controller;
  Table3() {
    host.on_phone = {1};
    controller.start(host, table, false);
  }
  const numberfloor::NumberfloorState& s() const { return static_cast<const numberfloor::NumberfloorState&>(table.state()); }
  // The others play their pages' first action until it is the guest's turn (seat 1).
  void play_to_the_guests_turn() {
    for (int i = 0; i < 20 && s().turn_player() != 1; ++i) {
      const SeatPage p = controller.seat_page(host, table, s().turn_player());
      ASSERT_FALSE(p.actions.empty());
      controller.page_act(host, table, s().turn_player(), p.actions.front().act, p.actions.front().value);
    }
  }
};

// A guest seated at seat 1 of the table "0123456789abcdef" by the host eva@localhost/h.
struct Seated {
  std::vector<Payload> sent;
  phones::test::PagesHost host;
  OnlineGuest guest;
  explicit Seated(const std::string& lang)
      : host(lang),
        guest([this](const std::string&, const std::string&, const std::string& json) {
          auto p = parse_payload(json);
          if (std::holds_alternative<Payload>(p)) sent.push_back(std::get<Payload>(p));
        }, lang) {
    Payload inv;
    inv.kind = Kind::Invite;
    inv.table = "0123456789abcdef";
    inv.seat = 1;
    inv.secret = random_hex(kSecretLength);
    inv.game = "Numberfloor";
    inv.host = "Eva";
    guest.on_notice(host, stanza("eva@localhost/h", inv));
    guest.on_key(host, Key::Ok);
  }
  void view(const SeatPage& page, std::uint64_t version) {
    Payload v;
    v.kind = Kind::View;
    v.table = "0123456789abcdef";
    v.seat = 1;
    v.version = version;
    v.page = page;
    guest.on_notice(host, stanza("eva@localhost/h", v));
  }
  void say(const Message& m, std::uint64_t seq) {
    Payload p;
    p.kind = Kind::Say;
    p.table = "0123456789abcdef";
    p.seat = 1;
    p.seq = seq;
    p.message = m;
    guest.on_notice(host, stanza("eva@localhost/h", p));
  }
};

TEST(OnlineGuestLanguage, AnEnglishGuestOfACzechHostHearsItsHandActionsAndTheTableInEnglish) {
  Table3 t;
  // The host plays on until it is the guest's turn (its page offers cards to lay).
  t.play_to_the_guests_turn();
  ASSERT_EQ(t.s().turn_player(), 1);
  const SeatPage page = t.controller.seat_page(t.host, t.table, 1);
  ASSERT_FALSE(page.actions.empty());
  ASSERT_EQ(page.actions.front().act, PageAct::Lay);
  const int card = page.actions.front().value;

  Seated en("en"), cs("cs");
  en.view(page, 1);
  cs.view(page, 1);
  EXPECT_EQ(en.host.said().back(), "Your turn.");
  // Its hand (help), rendered here from the view's messages.
  en.guest.help(en.host);
  cs.guest.help(cs.host);
  const numberfloor::Context c_en{t.s(), t.table.names(), en.host.voice().language()};
  const std::string hand_en = en.host.voice().render_joined(numberfloor::hand_summary(c_en, 1));
  const auto said_en = en.host.all_said();
  EXPECT_NE(said_en.find(hand_en), std::string::npos) << said_en;
  EXPECT_NE(hand_en.find("floor"), std::string::npos) << hand_en;
  EXPECT_NE(cs.host.all_said().find("poschodí"), std::string::npos) << cs.host.all_said();
  // Its move said as the card: "Lay: floor 7." / "Vyložit: poschodí 7."
  en.guest.on_key(en.host, Key::Ok);
  cs.guest.on_key(cs.host, Key::Ok);
  ASSERT_FALSE(en.sent.empty());
  EXPECT_EQ(en.sent.back().kind, Kind::Act);
  EXPECT_EQ(en.sent.back().value, card);
  EXPECT_EQ(en.host.said().back(), "Lay: " + numberfloor::card_text(card - numberfloor::kLay, en.host.voice().language()) + ".");
  EXPECT_EQ(cs.host.said().back(),
            "Vyložit: " + numberfloor::card_text(card - numberfloor::kLay, cs.host.voice().language()) + ".");
  // The table's sentences with pieces of language inside: the pile and what fits.
  const numberfloor::Context c_cs{t.s(), t.table.names(), t.host.voice().language()};
  std::uint64_t seq = 1;
  for (const Message& m : numberfloor::piles(c_cs)) {
    en.say(Message(m).to_table(), seq);
    cs.say(Message(m).to_table(), seq++);
    EXPECT_EQ(en.host.said().back(), en.host.voice().render(m));
    EXPECT_EQ(cs.host.said().back(), t.host.voice().render(m));
  }
  EXPECT_FALSE(has_czech_letters(en.host.all_said())) << en.host.all_said();
  EXPECT_TRUE(has_czech_letters(cs.host.all_said()));
}

// Every button is said as the page labels it in the guest's language: Numberfloor's draw takes
// two cards and its end of a turn without a floor is a pass ("Draw a card." and "End turn."
// were said for them before).
TEST(OnlineGuestLanguage, EveryActionIsSaidAsItsButtonSaysIt) {
  Table3 t;
  t.play_to_the_guests_turn();
  ASSERT_EQ(t.s().turn_player(), 1);
  const SeatPage page = t.controller.seat_page(t.host, t.table, 1);
  bool drew = false;
  for (const auto& b : page.actions) {
    if (b.act != PageAct::Draw) continue;
    Seated en("en"), cs("cs");
    en.view(page, 1);
    cs.view(page, 1);
    ASSERT_TRUE(en.guest.act(en.host, b.act, b.value));
    ASSERT_TRUE(cs.guest.act(cs.host, b.act, b.value));
    EXPECT_EQ(en.host.said().back(), en.host.voice().render(Message("phones.numberfloor.draw")) + ".");
    EXPECT_EQ(cs.host.said().back(), "Líznout dvě karty.");
    drew = true;
  }
  EXPECT_TRUE(drew) << "the guest's page offers no draw";
}

}  // namespace
}  // namespace sh::online
