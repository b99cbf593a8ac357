// Šipky agrees with the winner's gender (issue 30): "Vítězka: Eva", "Vítěz: Petr"; a gender
// given in --names ("Míša:ž") wins over the guess, and the mark is not part of the name.
#include <gtest/gtest.h>

#include <filesystem>

#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh::sipky {
namespace {

Event game_over_of(long winner) {
  return {"game_over", {{"game", 1}, {"games", 1}, {"target", 101}, {"winner", winner}, {"winners", 1}, {"score", 99}}};
}

TEST(SipkyGender, TheWinnerIsVitezOrVitezka) {
  auto game = make_sipky_game({{"players", "2"}});
  auto state = game->new_initial_state();
  const auto& s = static_cast<const SipkyState&>(*state);
  const std::vector<std::string> names = {"Eva", "Petr"};
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  auto first = [&](long winner, const Language& lang, Verbosity v = Verbosity::Normal) {
    const auto said = narrate(Events{game_over_of(winner)}, s, names, Mode::Dealer);
    return said.empty() || !said[0].message ? std::string() : lang.render(*said[0].message, v);
  };
  EXPECT_EQ(first(0, cs), "Konec hry do 101. Vítězka: Eva.");
  EXPECT_EQ(first(1, cs), "Konec hry do 101. Vítěz: Petr.");
  EXPECT_EQ(first(0, cs, Verbosity::Terse), "Vítězka: Eva.");
  EXPECT_EQ(first(1, cs, Verbosity::Terse), "Vítěz: Petr.");
  EXPECT_EQ(first(0, en), "Game to 101 over. Winner: Eva.");
}

TEST(SipkyGender, AGenderGivenWithTheNameIsUsedAndTheMarkIsNotSaid) {
  const std::string args = "--audio none --speech text --input stdin --game sipky --variant stojedna --mode assistant "
                           "--players 2 --set series=single --set target=101 --names ";
  const std::string keys = "ok 9 9 ok 9 8 0 ok 0 ok";  // the first player 99, the second 98, both stop
  auto marked = test::run_spoluhrac(args + "Míša:ž,Petr", keys);
  ASSERT_EQ(marked.status, 0) << marked.err;
  EXPECT_TRUE(test::contains_line(marked.out, "SAY Konec hry do 101. Vítězka: Míša.")) << marked.out;
  EXPECT_TRUE(test::contains_line(marked.out, "SAY První místo: Míša, 99 bodů.")) << marked.out;
  EXPECT_EQ(marked.out.find(":ž"), std::string::npos) << marked.out;
  auto guessed = test::run_spoluhrac(args + "Míša,Petr", keys);
  EXPECT_TRUE(test::contains_line(guessed.out, "SAY Konec hry do 101. Vítěz: Míša.")) << guessed.out;
  auto eva = test::run_spoluhrac(args + "Eva,Petr", keys);
  EXPECT_TRUE(test::contains_line(eva.out, "SAY Konec hry do 101. Vítězka: Eva.")) << eva.out;
  auto petr = test::run_spoluhrac(args + "Petr,Eva", keys);
  EXPECT_TRUE(test::contains_line(petr.out, "SAY Konec hry do 101. Vítěz: Petr.")) << petr.out;
}

TEST(SipkyGender, TheSettingsFileKeepsTheGenderWithTheName) {
  test::TempHome home("sipky-gender-settings");
  std::filesystem::create_directories(home.config());
  test::write_file((home.config() / "settings.json").string(), R"({"names": ["Míša:ž", "Petr"]})");
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --variant stojedna --mode assistant "
                               "--players 2 --set series=single --set target=101",
                               "ok 9 9 ok 9 8 0 ok 0 ok", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Konec hry do 101. Vítězka: Míša.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY První místo: Míša, 99 bodů.")) << r.out;
}

}  // namespace
}  // namespace sh::sipky
