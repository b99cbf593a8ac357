// A seat's view: its own hand, never another's; the buttons only on its turn (Quist).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "games/quist/quist_controller.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_game.h"
#include "phones/seat_view.h"
#include "phones_test_host.h"

namespace sh::phones {
namespace {

// Every card of a hand as the view's words spell it ("2, 2, 5").
std::string cards_of(const quist::ValueCounts& hand) {
  std::string out;
  for (int v = 0; v < quist::kValues; ++v)
    for (int k = 0; k < hand[static_cast<std::size_t>(v)]; ++k) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return out;
}

TEST(PhonesSeatView, EachSeatSeesItsOwnHandOnlyAndActsOnlyOnItsTurn) {
  test::PagesHost host;
  auto game = quist::entry().make_game({{"mode", "dealer"}, {"computers", "3,4"}, {"games", "1"}});
  Table table(game, Mode::Dealer, 3, {"Eva", "Petr", "Jana", "Karel"});
  table.run_chance();
  quist::QuistController controller;
  const SeatPages& pages = controller;
  const auto& s = static_cast<const quist::QuistState&>(table.state());
  ASSERT_EQ(pages.page_players(table), 4);
  EXPECT_TRUE(pages.page_person(table, 0));
  EXPECT_TRUE(pages.page_person(table, 1));
  EXPECT_FALSE(pages.page_person(table, 2)) << "a computer's seat has no page";
  std::vector<std::string> views;
  for (int p = 0; p < 2; ++p)
    views.push_back(seat_view_json(pages.seat_page(host, table, p), host.voice(), p, "cs", {{1, "Vynáší Petr."}}, {}));
  for (int p = 0; p < 2; ++p) {
    const auto v = nlohmann::json::parse(views[static_cast<std::size_t>(p)]);
    const std::string own = cards_of(s.hand(s.seat_of_player(p)));
    ASSERT_EQ(v["hand"].size(), 1u);
    EXPECT_NE(v["hand"][0].get<std::string>().find(own), std::string::npos) << v.dump();
    EXPECT_EQ(v["lang"], "cs");
    EXPECT_EQ(v["said"][0]["text"], "Vynáší Petr.");
    // No other seat's hand, in any field of this view.
    for (int other = 0; other < quist::kSeats; ++other) {
      if (other == s.seat_of_player(p)) continue;
      const std::string theirs = cards_of(s.hand(other));
      ASSERT_NE(theirs, own);
      EXPECT_EQ(views[static_cast<std::size_t>(p)].find(theirs), std::string::npos) << "seat " << other << " leaked";
    }
    const bool on_turn = s.current_player() == s.seat_of_player(p);
    EXPECT_EQ(v["my_turn"].get<bool>(), on_turn);
    if (on_turn) {
      ASSERT_FALSE(v["actions"].empty());
      for (const auto& a : v["actions"]) {
        EXPECT_EQ(a["act"], "lay");
        EXPECT_GT(s.hand(s.seat_of_player(p))[a["value"].get<std::size_t>()], 0);
        EXPECT_EQ(a["label"], "Vyložit " + std::to_string(a["value"].get<int>()));
      }
    } else {
      EXPECT_TRUE(v["actions"].empty());
    }
  }
}

TEST(PhonesSeatView, OtherGamesAndModesHaveNoPages) {
  auto game = quist::entry().make_game({{"mode", "assistant"}, {"games", "1"}});
  Table table(game, Mode::Assistant, 3, {"Eva", "Petr", "Jana", "Karel"});
  quist::QuistController controller;
  EXPECT_EQ(controller.page_players(table), 0) << "beside physical cards the hands are in the players' hands";
}

}  // namespace
}  // namespace sh::phones
