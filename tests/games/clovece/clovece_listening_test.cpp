// Člověče as a Czech listener hears it (issue 43): the winner by name and colour with the
// right gender, squares said by whose they are when several people play, a capture between
// two pieces of one colour says which stays, terse still sounds a person's turn, the
// status names the pieces on the track, a digit beyond the list is refused menu-style.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "clovece_test_util.h"
#include "games/clovece/clovece_narration.h"
#include "narration/language.h"

namespace sh::clovece {
namespace {

using namespace testing;
using Lines = std::vector<std::string>;

class CloveceListening : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::vector<std::string> names{"Eva", "Petr"};

  Lines say(const Narration& n) const {
    Lines out;
    for (const auto& piece : n)
      if (piece.message) out.push_back(cs.render(*piece.message));
    return out;
  }
};

TEST_F(CloveceListening, TheWinnerIsNamedWithTheColourAndTheRightGender) {
  auto game = make_clovece_game({{"players", "2"}, {"computers", "2"}, {"playon", "0"}});
  auto s = game->new_initial_state();
  const Context c{as_clovece(*s), Mode::Dealer, cs, 0, &names};
  EXPECT_EQ(say(narrate(Event("clovece.game_over", {{"winner", 0}}), c)), (Lines{"Konec hry. Vítězka: Eva (Červený)."}));
  EXPECT_EQ(say(narrate(Event("clovece.finished", {{"player", 0}, {"place", 1}}), c)),
            (Lines{"Eva (Červený) má v chlívečku všechny čtyři barvy a vítězí!"}));
  // The computer has no name of its own: its colour alone.
  EXPECT_EQ(say(narrate(Event("clovece.game_over", {{"winner", 1}}), c)), (Lines{"Konec hry. Vítěz: Zelený."}));
  auto two = make_clovece_game({{"players", "2"}, {"playon", "0"}});
  auto s2 = two->new_initial_state();
  const std::vector<std::string> men{"Eva", "Petr"};
  const Context c2{as_clovece(*s2), Mode::Assistant, cs, 0, &men};
  EXPECT_EQ(say(narrate(Event("clovece.game_over", {{"winner", 1}}), c2)), (Lines{"Konec hry. Vítěz: Petr (Zelený)."}));
}

TEST_F(CloveceListening, ACaptureBetweenTwoPiecesOfOneColourSaysWhichStays) {
  auto game = clovece_game(2);
  auto s = Position(2).track(R, 18, 0).state(*game, 0);
  const Context c{as_clovece(*s), Mode::Dealer, cs, 0};
  EXPECT_EQ(say(narrate(Event("clovece.captured", {{"colour", R}, {"by", R}, {"square", 18}}), c)),
            (Lines{"Vyhozena červená, která stála dvacet jedna polí před tvým vchodem. Zůstává červená, která tam přišla teď."}));
  EXPECT_EQ(say(narrate(Event("clovece.captured", {{"colour", G}, {"by", R}, {"square", 18}}), c)),
            (Lines{"Vyhozena zelená, dvacet jedna polí před tvým vchodem. Zůstává červená."}));
}

TEST_F(CloveceListening, WithSeveralPeopleASquareIsSaidByWhoseItIs) {
  auto game = clovece_game(2);
  auto s = Position(2).state(*game, 0);
  const Context one{as_clovece(*s), Mode::Assistant, cs, 0};
  const Context several{as_clovece(*s), Mode::Assistant, cs, 0, &names, true};
  EXPECT_EQ(where_text({Where::Track, -1, 38}, one), "jedno pole před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 38}, several), "jedno pole před vchodem Červeného");
  EXPECT_EQ(where_text({Where::Track, -1, 0}, several), "na startu Červeného");
  EXPECT_EQ(where_text({Where::Home, 0, 1}, several), "v chlívečku Červeného, druhé pole");
}

const std::string kAssistantArgs =
    "--audio none --speech text --input stdin --no-window --game clovece --players 2 --mode assistant "
    "--set computers=none --set playon=0 --names Eva:ž,Petr";

TEST(CloveceListeningRun, TwoPeopleHearWhoseStartAndAMenuStyleRefusal) {
  // Red throws 6 and 2: two uses of the six are offered; 9 is not one of them.
  auto r = test::run_spoluhrac(kAssistantArgs, "5 3 6 2 9");
  ASSERT_EQ(r.status, 0) << r.err;
  for (const char* yours : {"tvém", "tvým", "tvůj"}) EXPECT_EQ(r.out.find(yours), std::string::npos) << yours << "\n" << r.out;
  bool refused = false;
  for (const auto& l : test::lines(r.out)) refused = refused || l.rfind("SAY Volba 9 není. Stiskni 1", 0) == 0;
  EXPECT_TRUE(refused) << r.out;
}

TEST(CloveceListeningRun, TerseStillSoundsAPersonsTurnAndTheStatusNamesTrackPieces) {
  const std::string dealer =
      "--audio none --speech text --input stdin --no-window --game clovece --players 2 --mode dealer "
      "--set computers=2 --set level=normal --set playon=0 --names Eva:ž --seed 2026";
  const std::string keys = "1 1 1 1 1 1";
  auto terse = test::run_spoluhrac(dealer + " --verbosity terse", keys);
  ASSERT_EQ(terse.status, 0) << terse.err;
  EXPECT_NE(terse.out.find("SOUND your_turn"), std::string::npos) << terse.out;
  // Repeat twice: the whole status, the pieces on the track among it, then houses and homes.
  auto status = test::run_spoluhrac(dealer, keys + " repeat repeat");
  ASSERT_EQ(status.status, 0) << status.err;
  const auto tail = test::lines_from(status.out, "SAY Modrá, na startu Zeleného.");
  ASSERT_GE(tail.size(), 6u) << status.out;
  EXPECT_EQ(tail[1], "SAY Žlutá, 24 polí před tvým vchodem.") << status.out;
  EXPECT_EQ(tail[4].rfind("SAY Červený: domeček", 0), 0u) << status.out;
}

}  // namespace
}  // namespace sh::clovece
