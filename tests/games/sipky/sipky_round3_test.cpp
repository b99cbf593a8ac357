// Šipky as a Czech listener hears it, round three (issue 43): a lone player from the menu is
// offered computer opponents; the beginner's turn sentence names only keys that work while
// composing; five to eight tied winners and a series' winner are named; the overshoot
// question comes without the error sound; a variant and series that do not go together are
// refused with the reason in Czech.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh::sipky {
namespace {

std::string joined(const std::vector<std::string>& ls) {
  std::string out;
  for (const auto& l : ls) out += l + "\n";
  return out;
}

bool has(const std::vector<std::string>& ls, const std::string& line) {
  return std::find(ls.begin(), ls.end(), line) != ls.end();
}

// Item 5: Šipky from the main menu, Enter through variant, series and target, 1 player,
// Enter for dealer mode: the opponents question; Enter takes one computer, whose turns follow.
TEST(SipkyRound3, ALonePlayerFromTheMenuIsOfferedComputerOpponents) {
  const auto r = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --seed 5",
                                     test::game_menu_key("sipky") + " ok ok ok 1 ok ok ok ok ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  const auto out = test::lines(r.out);
  const auto asked = std::find(out.begin(), out.end(), "SAY Hraješ sám. Kolik počítačových soupeřů?");
  ASSERT_NE(asked, out.end()) << r.out;
  EXPECT_TRUE(has({asked, out.end()}, "SAY 1: Jeden počítač.")) << r.out;
  EXPECT_TRUE(has({asked, out.end()}, "SAY 0: Žádný, hraju sám.")) << r.out;
  EXPECT_EQ(r.out.find("Ostatní už nehrají"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Šance na výhru 100 procent"), std::string::npos) << r.out;
  // The computer plays the second seat: its hand is not read, its turn is its own.
  EXPECT_NE(r.out.find("SAY Hráč 2"), std::string::npos) << r.out;
  // 0 keeps the game solo, as before.
  const auto solo = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --seed 5",
                                        test::game_menu_key("sipky") + " ok ok ok 1 ok 0");
  EXPECT_EQ(solo.out.find("SAY Hráč 2"), std::string::npos) << solo.out;
}

// Item 6: while composing, the beginner's status says the turn without "Enter: dvě karty.
// Jednička: jen jedna karta." (Enter is refused then).
TEST(SipkyRound3, BeginnerStatusWhileComposingNamesNoKeysOfTheThrowChoice) {
  const auto r = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --game sipky --variant "
                                     "stojedna --set series=single --set target=101 --players 2 --mode dealer --set "
                                     "computers=none --names Eva,Petr --seed 5 --verbosity beginner",
                                     "ok repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = test::lines(r.out);
  const auto hand = std::find(out.begin(), out.end(), "SAY Eva: karty 3 a 3, to je 33. Potvrď Enterem.");
  ASSERT_NE(hand, out.end()) << r.out;
  const std::vector<std::string> after(hand + 1, out.end());
  EXPECT_TRUE(has(after, "SAY Eva na tahu: 0, do cíle chybí sto jedna bodů.")) << joined(after);
  for (const auto& l : after) EXPECT_EQ(l.find("Jednička: jen jedna karta"), std::string::npos) << l;
}

// Item 13: the variant "na přesný výsledek" with a placement series is refused in Czech.
TEST(SipkyRound3, PresnyWithAPlacementSeriesIsRefusedWithTheReason) {
  const auto r = test::run_spoluhrac("--audio none --speech text --input stdin --no-window --game sipky --variant presny "
                                     "--set series=placement --set target=101 --set games=3 --players 2 --mode dealer "
                                     "--set computers=none --names Eva,Petr",
                                     "");
  EXPECT_TRUE(test::contains_line(r.out, "SAY Hru nejde založit: na přesný výsledek se hraje jedna hra, nebo série, kde "
                                         "rozhoduje počet přesných zásahů; série s body za umístění nebo se součtem 603 "
                                         "patří ke Stojedně."))
      << r.out;
  EXPECT_EQ(r.out.find("Hru s těmito volbami nejde založit"), std::string::npos) << r.out;
}

struct Round3Fixture {
  std::shared_ptr<const Game> game = make_sipky_game({{"players", "8"}});
  std::unique_ptr<State> state = game->new_initial_state();
  const SipkyState& s() const { return static_cast<const SipkyState&>(*state); }
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::vector<std::string> said(const Narration& n) const {
    std::vector<std::string> out;
    for (const auto& piece : n)
      if (piece.message) out.push_back(cs.render(*piece.message));
    return out;
  }
};

const std::vector<std::string> kEight = {"Eva", "Petr", "Jana", "Karel", "Dan", "Olga", "Ivan", "Marie"};

// Item 11: five to eight tied winners by name.
TEST(SipkyRound3, EightTiedWinnersAreNamed) {
  Round3Fixture f;
  Events events = {{"game_over", {{"game", 1}, {"games", 1}, {"target", 101}, {"winner", 0}, {"winners", 8}, {"score", 80}}}};
  for (long p = 0; p < 8; ++p)
    events.push_back({"rank", {{"place", 1}, {"player", p}, {"score", 80}, {"busted", 0}, {"target", 101}}});
  const auto said = f.said(narrate(events, f.s(), kEight, Mode::Dealer));
  ASSERT_FALSE(said.empty());
  EXPECT_EQ(said[0], "Konec hry do 101. Vítězí společně Eva, Petr, Jana, Karel, Dan, Olga, Ivan a Marie, shodně 80 bodů.");
}

// Item 11: a finished series names its winner (with her gender), or the players who share it.
TEST(SipkyRound3, ASeriesNamesItsWinner) {
  Round3Fixture f;
  const long placement = static_cast<long>(Series::Placement);
  auto series = [&](std::vector<std::pair<long, long>> place_player) {
    Events events = {{"series_over", {{"series", placement}, {"games", 3}}}};
    for (auto [place, player] : place_player)
      events.push_back({"series_rank", {{"place", place}, {"player", player}, {"value", 10 - place}, {"series", placement}}});
    return f.said(narrate(events, f.s(), kEight, Mode::Dealer));
  };
  const auto one = series({{1, 2}, {2, 0}, {3, 1}});
  ASSERT_FALSE(one.empty());
  EXPECT_EQ(one.back(), "Vítězkou série je Jana.");
  EXPECT_EQ(series({{1, 1}, {2, 0}}).back(), "Vítězem série je Petr.");
  EXPECT_EQ(series({{1, 0}, {1, 1}, {3, 2}}).back(), "Sérii vyhrávají společně Eva a Petr.");
}

// Item 13: the overshoot question is a question, not a refusal: no error sound.
TEST(SipkyRound3, TheOvershootQuestionHasNoRefusedSound) {
  Round3Fixture f;
  const Event mine{"overshoot", {{"player", 0}, {"card", 6}, {"score", 98}, {"target", 101}}};
  const auto asked = narrate(mine, f.s(), kEight, Mode::Dealer);
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_NE(asked[0].cue, "refused");
  EXPECT_EQ(asked[0].message->id, "sipky.overshoot");
}

}  // namespace
}  // namespace sh::sipky
