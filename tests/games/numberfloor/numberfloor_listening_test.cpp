// Numberfloor as a Czech listener hears it (issue 43): Enter after the hint does what the
// hint said (the pile too) and Enter at the pile question is refused with the keys that
// work; Beginner has no balloons to explain and a computer's turn no rule text; a balloon
// that opens nothing may still leave a card that fits; no sure star where a night card
// may take the turn over; the end names what the numbers count; a lone 1 after "poschodí"
// is spelled; the hints name their key without a comma; computers' Beginner cards name the
// pile; the take-over pause and its help name who plays, key first.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/numberfloor/numberfloor_hint.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "narration/language.h"
#include "numberfloor_test_support.h"
#include "test_support.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;
using testing::B;
using testing::dealt;
using testing::F;
using testing::N;
using testing::nf_game;

const std::string kBeginner =
    "--audio none --speech text --input stdin --no-window --game numberfloor --variant beginner --players 3 "
    "--mode dealer --set computers=2,3 --set level=easy --names Eva:ž,Petr,Jana --seed 5";

bool has_line_with(const std::string& out, const std::string& part) {
  for (const auto& l : test::lines(out))
    if (l.find(part) != std::string::npos) return true;
  return false;
}

// Eva (the youngest, 1) starts; the hint is help twice quickly.
TEST(NumberfloorListening, EnterAfterTheHintLaysTheAdvisedCardOnTheAdvisedPile) {
  auto r = test::run_spoluhrac(kBeginner, "1 help help ok");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto after = test::lines_from(r.out, "SAY Rada: polož poschodí jedna na první hromádku.");
  ASSERT_GE(after.size(), 4u) << r.out;
  EXPECT_FALSE(has_line_with(r.out, "Na kterou hromádku")) << r.out;
  EXPECT_NE(std::find(after.begin(), after.end(), "SAY Eva: poschodí jedna, hodí se 1, 0 nebo 2."), after.end())
      << r.out;
}

TEST(NumberfloorListening, EnterAtThePileQuestionIsRefusedOnceWithTheKeysThatChoose) {
  // Browsing away from the advised card and back: ok asks which pile; Enter there is
  // refused with a reason, 1 then lays on the first pile.
  auto r = test::run_spoluhrac(kBeginner, "1 help help next prev ok ok 1");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto after = test::lines_from(r.out, "SAY Na kterou hromádku? 1 nebo 2.");
  ASSERT_GE(after.size(), 4u) << r.out;
  EXPECT_EQ(after[1], "SOUND refused") << r.out;
  EXPECT_EQ(after[2], "SAY Enter hromádku nevybere. Jednička: první hromádka, dvojka: druhá. Tečka volbu zruší.") << r.out;
  EXPECT_EQ(after[3], "SAY Eva: poschodí jedna, hodí se 1, 0 nebo 2.") << r.out;
}

TEST(NumberfloorListening, BeginnerTalksOfPilesNotBalloonsAndComputersCardsNameThePile) {
  auto r = test::run_spoluhrac(kBeginner + " --verbosity beginner", "2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(has_line_with(r.out, "balón")) << r.out;
  EXPECT_FALSE(has_line_with(r.out, "Na tahu Petr, 6 karet v ruce. Vykládá")) << "no rule text on a computer's turn\n"
                                                                               << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Na tahu Petr, 6 karet v ruce.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Petr: poschodí jedna na první hromádku.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Petr: poschodí 9 na druhou hromádku.")) << r.out;
  EXPECT_TRUE(test::contains_line(
      r.out, "SAY Na tahu Eva, 6 karet v ruce. Vykládá se poschodí, které se hodí na jednu ze dvou hromádek."))
      << r.out;
}

class NumberfloorListeningText : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  Names names{"Eva", "Petr", "Jana"};
};

TEST_F(NumberfloorListeningText, ABalloonThatOpensNothingSaysWhatStillFitsAfterIt) {
  // Floor 3 under balloon 2: 3, 1 or 5 fit. Balloon 4 opens nothing new, yet night floor 3
  // still fits after it (the equal floor always does).
  auto game = nf_game(2);
  auto state = dealt(*game, {{N(3), B(4), F(0), F(6), F(6), F(8)}, {F(2), F(2), F(4), F(4), F(6), F(6)}}, {F(3), B(2)});
  const Context c{as_nf(*state), names, cs};
  EXPECT_EQ(cs.render(hand_card(c, 0, B(4)), Verbosity::Beginner),
            "Balón 4: nic dalšího neotevře; i po něm se hodí noční poschodí 3.");
  EXPECT_EQ(cs.render(hand_card(c, 0, B(4))), "Balón 4, nic dalšího neotevře; dál se hodí noční poschodí 3.");
}

TEST_F(NumberfloorListeningText, NoSureStarWhereANightCardMayTakeTheTurnOver) {
  auto full = nf_game(3);
  auto state = full->new_initial_state();
  const Context c{as_nf(*state), names, cs};
  Observation o;
  o.players = 3;
  o.variant = Variant::Full;
  o.deck[static_cast<std::size_t>(N(4))] = 1;
  o.hand[static_cast<std::size_t>(F(4))] = 2;
  BotDecision d;
  d.action = kLay + F(4);
  d.samples = 20;
  d.star_share = 1;
  auto ids = [&] {
    std::vector<std::string> out;
    for (const auto& m : hint_reason(c, o, d)) out.push_back(m.id);
    return out;
  };
  EXPECT_EQ(ids().back(), "numberfloor.hint.odds_unless_takeover");
  EXPECT_EQ(cs.render(hint_reason(c, o, d).back()), "Příští hvězdu tak získáš, pokud ti tah nikdo nepřevezme noční kartou.");
  o.hand[static_cast<std::size_t>(N(4))] = 1;  // the only night card is in this hand
  EXPECT_EQ(ids().back(), "numberfloor.hint.odds_sure");
  o.hand[static_cast<std::size_t>(N(4))] = 0;
  o.hand[static_cast<std::size_t>(F(4))] = 1;  // this card empties the hand: the star comes now
  EXPECT_EQ(ids().back(), "numberfloor.hint.odds_sure");
}

TEST_F(NumberfloorListeningText, HintsNameTheKeyFirstAndTheEndCountsStars) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), F(5), F(0), F(1), F(2), F(3)}, {F(2), F(2), F(4), F(4), F(6), F(6)},
                             {F(7), F(7), F(8), F(8), F(9), F(9)}},
                     {F(3), B(2)});
  const Context c{as_nf(*state), names, cs};
  Observation o;
  o.players = 3;
  BotDecision d;
  d.action = kEndTurn;
  EXPECT_EQ(cs.render(hint_reason(c, o, d).front()), "Rada: stiskni nulu a ukonči tah.");
  d.action = kDraw;
  EXPECT_EQ(cs.render(hint_reason(c, o, d).front()),
            "Rada: stiskni trojku a lízni si dvě karty. Žádná karta poschodí se teď nehodí.");
  d.action = kPass;
  EXPECT_EQ(cs.render(hint_reason(c, o, d).front()), "Rada: stiskni nulu a řekni pas. Ani teď se nic nehodí.");
  o.variant = Variant::Beginner;
  d.action = kLayPile2 + 1;
  EXPECT_EQ(cs.render(hint_reason(c, o, d).front()), "Rada: polož poschodí jedna na druhou hromádku.");
  EXPECT_EQ(cs.render(Message("numberfloor.refused.beginner_draw")), "V začátečnické hře se nelíže: pas lízne dvě karty sám.");
  EXPECT_EQ(cs.render(Message("numberfloor.coach.passed").with("learner", "Eva").with("card", "poschodí 5")).find("PAS"),
            std::string::npos);
  // The terse end: "Eva: tři hvězdy, dvě karty.", and no "0 hvězd".
  EXPECT_EQ(cs.render(Message("numberfloor.score").with("player", "Eva").with("stars", 3).with("cards", 2),
                      Verbosity::Terse),
            "Eva: tři hvězdy, dvě karty.");
  EXPECT_EQ(cs.render(Message("numberfloor.rank").with("place", 2).with("player", "Eva").with("stars", 3).with("cards", 2),
                      Verbosity::Terse),
            "Druhé: Eva, tři hvězdy, dvě karty.");
  const auto standings = final_standings(c);
  ASSERT_FALSE(standings.empty());
  EXPECT_EQ(cs.render(standings.front(), Verbosity::Terse), "První: Eva, žádná hvězda, 6 karet.");
  EXPECT_EQ(cs.render(standings.front()), "První místo: Eva, žádná hvězda, 6 karet v ruce.");
  EXPECT_EQ(cs.render(scoreboard(c).front()), "Eva: žádná hvězda, 6 karet v ruce.");
}

TEST(NumberfloorListeningPause, ThePauseAndItsHelpNameWhoPlaysKeyFirst) {
  // Seed 2 (the existing take-over test): the computer's turn pauses for Anna and Boris;
  // help there names the computer who plays on.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --game numberfloor --players 3 "
                               "--mode dealer --variant full --set starts=3 --set computers=3 --set level=normal "
                               "--names Anna,Boris --seed 2",
                               "help");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto pause = test::lines_from(r.out, "SAY Enter: Hráč 3 hraje dál. Devítka: převzít tah noční kartou.");
  ASSERT_GE(pause.size(), 3u) << r.out;
  EXPECT_EQ(pause[1], "SAY Enter: Hráč 3 hraje dál. Devítka: převzít tah noční kartou.") << r.out;
  EXPECT_EQ(pause[2].rfind("SAY Hraje Hráč 3. 1: hromádky.", 0), 0u) << r.out;
  EXPECT_FALSE(has_line_with(r.out, "Hraje někdo jiný")) << r.out;
}

}  // namespace
}  // namespace sh::numberfloor
