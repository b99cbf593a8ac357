// The guest says its table's sentences in the order the host numbered them (`seq`), without a
// network: a sentence that comes above a gap (sent before a drop, come before the older ones
// sent again) waits for them, and so does the view after it ("Jsi na tahu." after the move
// that made it the guest's turn); a gap never filled is given up after OnlineGuest::kGapWait
// on the guest's clock (injected here: no sleeping) and the held sentences are said in order;
// a guest seated mid-game hears its first sentence at once; nothing is said twice.
#include <gtest/gtest.h>

#include <variant>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/xmpp_client.h"
#include "play/voice.h"

namespace sh::online {
namespace {

constexpr const char* kOrderHostJid = "eva@localhost/h";
constexpr const char* kOrderTable = "0123456789abcdef";

InputItem order_stanza(const Payload& p) { return InputItem::make_notice(kStanzaNotice, std::string(kOrderHostJid) + "\n" + to_json(p)); }

// Sentence `seq` says its own number ("online.typed": "{value}").
Payload order_say(std::uint64_t seq, bool to_seat = false) {
  Payload p;
  p.kind = Kind::Say;
  p.table = kOrderTable;
  p.seat = 1;
  p.seq = seq;
  p.message = Message("online.typed").with("value", static_cast<long>(seq));
  if (to_seat) p.message.to(1);
  else p.message.to_table();
  return p;
}

Payload order_view(std::uint64_t version, bool my_turn) {
  Payload p;
  p.kind = Kind::View;
  p.table = kOrderTable;
  p.seat = 1;
  p.version = version;
  p.page.name = "Petr";
  p.page.game = Message("phones.game.quist");
  p.page.my_turn = my_turn;
  p.page.turn = {Message("quist.turn").with("player", my_turn ? "Petr" : "Eva")};
  if (my_turn) p.page.actions = {{PageAct::Lay, 7, Message("phones.lay").with("value", 7)}};
  return p;
}

// Petr's program seated at Eva's table, with a clock the test moves and the wake-ups it asked for.
struct SeatedGuest {
  phones::test::PagesHost host{"cs"};
  OnlineGuest::Clock::time_point now{};
  std::vector<OnlineGuest::Clock::time_point> wakes;
  OnlineGuest guest{[](const std::string&, const std::string&, const std::string&) {}, "cs"};
  std::size_t start = 0;
  SeatedGuest() {
    guest.set_timer([this] { return now; }, [this](OnlineGuest::Clock::time_point at) { wakes.push_back(at); });
    Payload inv;
    inv.kind = Kind::Invite;
    inv.table = kOrderTable;
    inv.seat = 1;
    inv.secret = random_hex(kSecretLength);
    inv.game = "Numeramis Quist";
    inv.host = "Eva";
    guest.on_notice(host, order_stanza(inv));
    guest.on_key(host, Key::Ok);
    start = host.said().size();
  }
  void get(const Payload& p) { guest.on_notice(host, order_stanza(p)); }
  void get_says(std::initializer_list<std::uint64_t> seqs) {
    for (auto seq : seqs) get(order_say(seq));
  }
  std::vector<std::string> heard() const {
    return {host.said().begin() + static_cast<long>(start), host.said().end()};
  }
};

using Heard = std::vector<std::string>;

TEST(OnlineOrder, ASentenceAboveAGapWaitsForTheOlderOnesAndTheViewAfterItWaitsToo) {
  SeatedGuest t;
  t.get_says({1, 2});
  // 3 and 4 went into a dead connection; 5 and the view making it Petr's turn came first.
  t.get(order_say(5));
  t.get(order_view(1, true));
  EXPECT_EQ(t.heard(), (Heard{"1", "2"})) << "said above a gap before the older ones";
  EXPECT_EQ(t.guest.held(), 1u);
  ASSERT_EQ(t.wakes.size(), 1u);  // woken when the wait is over, in case nothing fills the gap
  EXPECT_EQ(t.wakes[0], t.now + OnlineGuest::kGapWait);
  // The host sends what it kept again (1..5) and the view: each said once, in order, the turn last.
  t.now += std::chrono::milliseconds(800);
  t.get_says({1, 2, 3, 4, 5});
  t.get(order_view(1, true));
  EXPECT_EQ(t.heard(), (Heard{"1", "2", "3", "4", "5", "Jsi na tahu."}));
  EXPECT_EQ(t.guest.held(), 0u);
  // Later waits are their own: a sentence still in order is said at once.
  t.get(order_say(6));
  EXPECT_EQ(t.heard().back(), "6");
}

TEST(OnlineOrder, ASeatsOwnSentencesShareTheTablesCountAndKeepTheSameOrder) {
  SeatedGuest t;
  t.get(order_say(1));
  t.get(order_say(3, true));  // a sentence to Petr alone, above the table's 2
  EXPECT_EQ(t.heard(), (Heard{"1"}));
  t.get(order_say(2));
  EXPECT_EQ(t.heard(), (Heard{"1", "2", "3"}));
}

TEST(OnlineOrder, AGapNeverFilledIsGivenUpAfterTheWaitAndTheHeldSentencesAreSaidInOrder) {
  SeatedGuest t;
  t.get_says({1, 2});
  t.get_says({6, 4});  // 3 and 5 never come
  t.get(order_view(1, true));
  EXPECT_EQ(t.heard(), (Heard{"1", "2"}));
  ASSERT_EQ(t.wakes.size(), 1u);
  // Just before the wait is over (a wake-up notice early, or another payload): still waiting.
  t.now += OnlineGuest::kGapWait - std::chrono::milliseconds(1);
  t.guest.on_notice(t.host, InputItem::make_notice(kGapNotice));
  EXPECT_EQ(t.heard(), (Heard{"1", "2"}));
  // The wake-up the guest asked for: given up, the held said in order, then the view.
  t.now = t.wakes[0];
  t.guest.on_notice(t.host, InputItem::make_notice(kGapNotice));
  EXPECT_EQ(t.heard(), (Heard{"1", "2", "4", "6", "Jsi na tahu."}));
  EXPECT_EQ(t.guest.held(), 0u);
  // The lost ones coming late are older than what was said: not said out of order; the next one is.
  t.get_says({3, 5, 6, 7});
  EXPECT_EQ(t.heard(), (Heard{"1", "2", "4", "6", "Jsi na tahu.", "7"}));
}

TEST(OnlineOrder, AGapGivenUpIsSaidWithTheNextKeyWhenNoWakeUpCame) {
  SeatedGuest t;
  t.guest.set_timer([&t] { return t.now; }, {});
  t.get_says({1, 3});
  t.now += OnlineGuest::kGapWait;
  t.guest.on_key(t.host, Key::Repeat);
  const Heard heard = t.heard();
  ASSERT_GE(heard.size(), 2u);
  EXPECT_EQ(Heard(heard.begin(), heard.begin() + 2), (Heard{"1", "3"}));
}

TEST(OnlineOrder, AGuestSeatedMidGameHearsItsFirstSentenceAtOnce) {
  SeatedGuest t;
  // The host kept the seat's 56 sentences before Petr took it, unsent: his first is 57.
  t.get_says({57, 58});
  EXPECT_EQ(t.heard(), (Heard{"57", "58"}));
  EXPECT_TRUE(t.wakes.empty());
  EXPECT_EQ(t.guest.held(), 0u);
}

}  // namespace
}  // namespace sh::online
