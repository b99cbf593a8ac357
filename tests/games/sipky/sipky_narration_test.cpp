// Šipky narration of single events: a tie for the win said as shared, and a computer's
// overshooting card said with what the computer did with it (issue 30).
#include <gtest/gtest.h>

#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"

namespace sh::sipky {
namespace {

const std::vector<std::string> kNames = {"Eva", "Petr", "Jana", "Karel", "Dan"};

struct Fixture {
  std::shared_ptr<const Game> game = make_sipky_game({{"players", "5"}});
  std::unique_ptr<State> state = game->new_initial_state();
  const SipkyState& s() const { return static_cast<const SipkyState&>(*state); }
};

Event game_over(long winner, long winners, long score) {
  return {"game_over", {{"game", 1}, {"games", 1}, {"target", 101}, {"winner", winner}, {"winners", winners}, {"score", score}}};
}

Event rank(long place, long player, long score, bool busted = false) {
  return {"rank", {{"place", place}, {"player", player}, {"score", score}, {"busted", busted ? 1 : 0}, {"target", 101}}};
}

std::string arg_text(const Message& m, const std::string& name) {
  for (const auto& [k, v] : m.args)
    if (k == name && std::holds_alternative<std::string>(v)) return std::get<std::string>(v);
  return "";
}

TEST(SipkyNarration, ATieForTheWinNamesEveryWinner) {
  Fixture f;
  const Events two = {game_over(0, 2, 97), rank(1, 0, 97), rank(1, 1, 97), rank(3, 2, 143, true)};
  const auto said = narrate(two, f.s(), kNames, Mode::Dealer);
  ASSERT_FALSE(said.empty());
  ASSERT_TRUE(said[0].message);
  EXPECT_EQ(said[0].message->id, "sipky.game_over_shared.2");
  EXPECT_EQ(arg_text(*said[0].message, "p1"), "Eva");
  EXPECT_EQ(arg_text(*said[0].message, "p2"), "Petr");
  EXPECT_EQ(said[0].cue, "game_won");

  const Events three = {game_over(2, 3, 90), rank(1, 2, 90), rank(1, 0, 90), rank(1, 4, 90), rank(4, 1, 50)};
  const auto said3 = narrate(three, f.s(), kNames, Mode::Dealer);
  ASSERT_TRUE(said3[0].message);
  EXPECT_EQ(said3[0].message->id, "sipky.game_over_shared.3");
  EXPECT_EQ(arg_text(*said3[0].message, "p3"), "Dan");

  Events five = {game_over(0, 5, 80)};
  for (long p = 0; p < 5; ++p) five.push_back(rank(1, p, 80));
  const auto said5 = narrate(five, f.s(), kNames, Mode::Dealer);
  ASSERT_TRUE(said5[0].message);
  EXPECT_EQ(said5[0].message->id, "sipky.game_over_shared.5") << "five to eight by name too (issue 43)";
  EXPECT_EQ(arg_text(*said5[0].message, "p5"), "Dan");

  // One winner stays one winner.
  const Events one = {game_over(1, 1, 99), rank(1, 1, 99), rank(2, 0, 97)};
  EXPECT_EQ(narrate(one, f.s(), kNames, Mode::Dealer)[0].message->id, "sipky.game_over_winner");
}

TEST(SipkyNarration, AComputersOvershootIsSaidWithWhatItDid) {
  Fixture f;
  const std::vector<bool> computers = {false, true, false, false, false};
  const Event overshoot{"overshoot", {{"player", 1}, {"card", 6}, {"score", 98}, {"target", 101}}};
  EXPECT_TRUE(narrate(overshoot, f.s(), kNames, Mode::Dealer, computers).empty())
      << "the person's keys are not read on a computer's turn";
  const auto discarded =
      narrate(Event{"card_discarded", {{"player", 1}, {"card", 6}, {"score", 98}}}, f.s(), kNames, Mode::Dealer, computers);
  ASSERT_EQ(discarded.size(), 1u);
  EXPECT_EQ(discarded[0].message->id, "sipky.computer_discards");
  const auto kept =
      narrate(Event{"card_kept", {{"player", 1}, {"card", 6}, {"score", 98}}}, f.s(), kNames, Mode::Dealer, computers);
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(kept[0].message->id, "sipky.computer_keeps");
  // A person still hears the choice and its keys.
  const Event mine{"overshoot", {{"player", 0}, {"card", 6}, {"score", 98}, {"target", 101}}};
  const auto asked = narrate(mine, f.s(), kNames, Mode::Dealer, computers);
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_EQ(asked[0].message->id, "sipky.overshoot");
  EXPECT_TRUE(narrate(Event{"card_kept", {{"player", 0}, {"card", 6}, {"score", 98}}}, f.s(), kNames, Mode::Dealer,
                      computers)
                  .empty());
}

}  // namespace
}  // namespace sh::sipky
