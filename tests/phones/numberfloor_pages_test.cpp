// Numberfloor's seat pages (dealer mode): every view each seat's page receives holds its own
// hand and nobody else's; the pages' actions play like the keypad's keys; while a phone
// holds a seat, that seat's hand never reaches the loudspeaker (walk, 5, 2, the status, the
// drawn cards, the hint: "Eva hraje na telefonu."; a refusal naming its cards is for that
// player only: the shell sends it to the page, seat_privacy_test.cpp); a night-card
// take-over is claimed from a page.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "phones/seat_view.h"
#include "phones_test_host.h"

namespace sh::phones {
namespace {

using numberfloor::NumberfloorState;

struct Nf {
  test::PagesHost host;
  Table table;
  numberfloor::NumberfloorController controller;
  Nf(const GameOptions& options, std::uint64_t seed, std::vector<std::string> names)
      : table(numberfloor::entry().make_game(options), Mode::Dealer, seed, std::move(names)) {}
  const NumberfloorState& s() const { return static_cast<const NumberfloorState&>(table.state()); }
  std::string view(int p) { return seat_view_json(controller.seat_page(host, table, p), host.voice(), p, "cs", {}, {}); }
  nlohmann::json json(int p) { return nlohmann::json::parse(view(p)); }
  // The seat's hand as its page and the key 5 say it ("6 karet: poschodí 3, ...").
  std::string hand_words(int seat) {
    const numberfloor::Context c{s(), table.names(), host.voice().language()};
    return host.voice().render(numberfloor::hand_summary(c, seat).front());
  }
  void act(int p, const nlohmann::json& button) {
    const std::string a = button["act"];
    const PageAct kind = a == "lay" ? PageAct::Lay : a == "draw" ? PageAct::Draw : a == "end" ? PageAct::End : PageAct::Claim;
    controller.page_act(host, table, p, kind, button.contains("value") ? button["value"].get<int>() : -1);
  }
};

// The turn player's page picks: a floor card first, then a balloon, then floor cards, then
// the end of the turn, or draws two / passes.
nlohmann::json pick(const nlohmann::json& actions, const NumberfloorState& s) {
  const nlohmann::json* floor = nullptr;
  const nlohmann::json* balloon = nullptr;
  const nlohmann::json* other = nullptr;
  for (const auto& a : actions) {
    if (a["act"] == "lay" && a["value"].get<int>() < numberfloor::kBalloonBase) floor = floor ? floor : &a;
    else if (a["act"] == "lay") balloon = balloon ? balloon : &a;
    else other = other ? other : &a;
  }
  if (s.floors_laid() > 0 && s.balloons_laid() == 0 && balloon) return *balloon;
  if (floor) return *floor;
  if (other) return *other;
  return balloon ? *balloon : nlohmann::json();
}

TEST(PhonesNumberfloorPages, EveryViewHoldsItsOwnHandOnlyAndNoHandIsSaidAloud) {
  Nf g({{"mode", "dealer"}, {"players", "3"}, {"computers", "none"}}, 5, {"Eva", "Petr", "Jana"});
  g.host.on_phone = {0, 1, 2};
  g.controller.start(g.host, g.table, false);
  ASSERT_EQ(g.controller.page_players(g.table), 3);
  bool private_refusal = false;
  int steps = 0;
  for (; steps < 150 && !g.table.state().is_terminal(); ++steps) {
    for (int p = 0; p < 3; ++p) {
      const std::string v = g.view(p);
      const std::string own = g.hand_words(p);
      EXPECT_NE(v.find(own), std::string::npos) << "seat " << p << ": " << v;
      for (int q = 0; q < 3; ++q)
        if (q != p && g.hand_words(q) != own) {
          ASSERT_EQ(v.find(g.hand_words(q)), std::string::npos) << "seat " << q << "'s hand on seat " << p << "'s page";
        }
      for (int q = 0; q < 3; ++q)
        ASSERT_EQ(g.host.all_said().find(g.hand_words(q)), std::string::npos) << "a hand said aloud";
    }
    const int t = g.s().turn_player();
    const auto page = g.json(t);
    ASSERT_TRUE(page["my_turn"].get<bool>());
    for (int p = 0; p < 3; ++p)
      if (p != t) {
        const auto other = g.json(p);
        for (const auto& a : other["actions"]) EXPECT_EQ(a["act"], "claim") << "out of turn only a take-over";
      }
    // Once: drawing while a floor card of the hand fits is refused; the card named on the
    // page only.
    if (!private_refusal && g.s().floors_laid() == 0) {
      const auto why = g.s().why_illegal(numberfloor::kDraw);
      if (why && why->type == "refused.can_play") {
        const std::size_t said = g.host.said().size();
        g.controller.page_act(g.host, g.table, t, PageAct::Draw, -1);
        ASSERT_FALSE(g.host.refused.empty());
        EXPECT_EQ(g.host.refused.back().audience, Audience::seat(t)) << "the reason names a card: for its owner only";
        EXPECT_EQ(g.host.said().size(), said) << "nothing of it aloud while the phone holds the seat";
        ASSERT_FALSE(g.host.seats.heard.empty());
        EXPECT_NE(g.host.seats.heard.back().second.find("poschodí"), std::string::npos) << "the page gets it";
        private_refusal = true;
      }
    }
    const std::size_t before = g.table.state().history().size();
    const auto button = pick(page["actions"], g.s());
    ASSERT_FALSE(button.is_null()) << page.dump();
    g.act(t, button);
    ASSERT_GT(g.table.state().history().size(), before) << "the page's " << button.dump() << " acted";
  }
  EXPECT_TRUE(private_refusal);
  EXPECT_GT(steps, 20);
  EXPECT_EQ(g.host.all_said().find("Líznuto"), std::string::npos);
}

// With one person and a computer the program names the person's drawn cards and reads the
// hand with the status; not while a phone holds that seat.
TEST(PhonesNumberfloorPages, APersonsHandOnAPhoneStaysOffTheLoudspeaker) {
  for (const bool phone : {false, true}) {
    Nf g({{"mode", "dealer"}, {"players", "2"}, {"computers", "2"}, {"level", "easy"}}, 7, {"Eva", "Počítač"});
    if (phone) g.host.on_phone = {0};
    g.controller.start(g.host, g.table, false);
    bool drew = false;
    for (int steps = 0; steps < 200 && !g.table.state().is_terminal() && !drew; ++steps) {
      if (g.s().turn_player() != 0) {  // a take-over pause in the computer's turn: ok lets it go on
        g.controller.on_key(g.host, g.table, Key::Ok);
        continue;
      }
      const auto actions = g.json(0)["actions"];
      nlohmann::json button;
      for (const auto& a : actions)
        if (a["act"] == "draw") button = a;
      if (button.is_null()) button = pick(actions, g.s());
      drew = button["act"] == "draw";
      g.act(0, button);
    }
    ASSERT_TRUE(drew);
    EXPECT_EQ(g.host.all_said().find("Líznuto") != std::string::npos, !phone) << g.host.all_said();
    std::string status;
    for (const auto& m : g.controller.status(g.host, g.table)) status += g.host.voice().render(m);
    EXPECT_EQ(status.find(g.hand_words(0)) != std::string::npos, !phone) << status;
    if (!phone) continue;
    for (Key k : {Key::Next, Key::D5, Key::D2}) {
      g.controller.on_key(g.host, g.table, k);
      EXPECT_EQ(g.host.said().back(), "Eva hraje na telefonu.") << key_name(k);
    }
    g.controller.hint(g.host, g.table);
    EXPECT_EQ(g.host.said().back(), "Eva hraje na telefonu.");
  }
}

TEST(PhonesNumberfloorPages, ANightCardTakeOverIsClaimedFromAPage) {
  bool claimed = false;
  for (std::uint64_t seed = 1; seed < 40 && !claimed; ++seed) {
    Nf g({{"mode", "dealer"}, {"players", "3"}, {"computers", "none"}}, seed, {"Eva", "Petr", "Jana"});
    g.host.on_phone = {0, 1, 2};
    g.controller.start(g.host, g.table, false);
    for (int steps = 0; steps < 120 && !g.table.state().is_terminal() && !claimed; ++steps) {
      const int t = g.s().turn_player();
      for (int p = 0; p < 3 && !claimed; ++p) {
        if (p == t) continue;
        const auto page = g.json(p);
        for (const auto& a : page["actions"]) {
          const int value = a["value"].get<int>();
          if (!g.s().is_legal(numberfloor::takeover_action(p, value))) continue;  // the turn player has only balloons
          EXPECT_EQ(a["label"], "Převzít tah: noční poschodí " + std::to_string(value));
          g.act(p, a);
          EXPECT_EQ(g.s().turn_player(), p) << "the claimer plays on";
          EXPECT_EQ(g.table.state().history().back(), numberfloor::takeover_action(p, value));
          claimed = true;
          break;
        }
      }
      if (claimed) break;
      const auto button = pick(g.json(t)["actions"], g.s());
      ASSERT_FALSE(button.is_null());
      g.act(t, button);
    }
  }
  EXPECT_TRUE(claimed);
}

// Beginner: two floor piles; a card that fits both gets a button per pile (no question).
TEST(PhonesNumberfloorPages, BeginnersButtonsNameThePile) {
  bool second = false;
  for (std::uint64_t seed = 1; seed < 30 && !second; ++seed) {
    Nf g({{"mode", "dealer"}, {"players", "2"}, {"variant", "beginner"}, {"computers", "none"}}, seed, {"Eva", "Petr"});
    g.host.on_phone = {0, 1};
    g.controller.start(g.host, g.table, false);
    const int t = g.s().turn_player();
    const auto page = g.json(t);
    for (const auto& a : page["actions"]) {
      const int value = a.value("value", -1);
      if (value < numberfloor::kLayPile2) continue;
      EXPECT_EQ(a["label"], "Vyložit na druhou hromádku: poschodí " + std::to_string(value - numberfloor::kLayPile2));
      const std::size_t pile = g.s().floor_pile(1).size();
      g.act(t, a);
      EXPECT_EQ(g.s().floor_pile(1).size(), pile + 1) << "laid on the second pile";
      second = true;
      break;
    }
  }
  EXPECT_TRUE(second);
}

TEST(PhonesNumberfloorPages, AssistantModeHasNoPages) {
  Nf g({{"mode", "assistant"}, {"players", "2"}}, 1, {"Eva", "Petr"});
  EXPECT_EQ(g.controller.page_players(g.table), 0);
}

}  // namespace
}  // namespace sh::phones
