// Člověče narration: relative squares, the numbered uses, houses and homes, danger,
// refusals and the lesson, in Czech and English.
#include "games/clovece/clovece_narration.h"

#include <gtest/gtest.h>

#include "clovece_test_util.h"
#include "games/clovece/clovece_entry.h"
#include "narration/language.h"

namespace sh::clovece {
namespace {

using namespace testing;
using Lines = std::vector<std::string>;

class CloveceNarration : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  std::shared_ptr<const Game> game = clovece_game(4);

  Lines say(const std::vector<Message>& ms, const Language& lang) const {
    Lines out;
    for (const auto& m : ms) out.push_back(lang.render(m));
    return out;
  }
};

TEST_F(CloveceNarration, SquaresAreSaidForTheListener) {
  auto s = Position(4).track(B, 32, 0).state(*game, 0);
  const auto& c = as_clovece(*s);
  Context red{c, Mode::Dealer, cs, 0}, blue{c, Mode::Dealer, cs, 1};
  EXPECT_EQ(where_text({Where::Track, -1, 32}, red), "7 polí před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 38}, red), "jedno pole před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 37}, red), "dvě pole před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 35}, red), "čtyři pole před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 39}, red), "na tvém vchodu");
  EXPECT_EQ(where_text({Where::Track, -1, 0}, red), "na tvém startu");
  EXPECT_EQ(where_text({Where::Track, -1, 10}, red), "na startu Modrého");
  EXPECT_EQ(where_text({Where::Track, -1, 32}, blue), "17 polí před tvým vchodem");
  EXPECT_EQ(where_text({Where::Track, -1, 17}, red), "22 polí před tvým vchodem");
  EXPECT_EQ(where_text({Where::Home, 0, 1}, red), "v tvém chlívečku, druhé pole");
  EXPECT_EQ(where_text({Where::Home, 2, 0}, red), "v chlívečku Zeleného, první pole");
  EXPECT_EQ(where_text({Where::House, 3, 0}, red), "v domečku Žlutého");
  Context en_red{c, Mode::Dealer, en, 0};
  EXPECT_EQ(where_text({Where::Track, -1, 32}, en_red), "7 squares before your entrance");
  EXPECT_EQ(where_text({Where::Track, -1, 10}, en_red), "on Blue's start");
}

TEST_F(CloveceNarration, TheUsesOfAThrowAreANumberedList) {
  auto s = Position(4).track(B, 32, 0).track(Y, 35, 2).track(G, 38, 0).state(*game, 0);
  throw_dice(*s, {3});
  Context c{as_clovece(*s), Mode::Dealer, cs, 0};
  EXPECT_EQ(say(move_list(c), cs),
            (Lines{"Dvě možnosti pro hod 3:",
                   "1: modrá, teď 7 polí před tvým vchodem, pak čtyři pole před tvým vchodem, kde stojí žlutá.",
                   "2: zelená, teď jedno pole před tvým vchodem, pak do chlívečku na druhé pole."}));
  Context e{as_clovece(*s), Mode::Dealer, en, 0};
  EXPECT_EQ(say(move_list(e), en)[1],
            "1: blue, now 7 squares before your entrance, then 4 squares before your entrance, where yellow stands.");
}

TEST_F(CloveceNarration, HousesHomesAndDanger) {
  // Red's blue piece 7 before his entrance; green has a green piece 3 squares behind it.
  auto s = Position(4).track(B, 32, 0).home(0, R, 0).track(G, 29, 2).state(*game, 0);
  Context c{as_clovece(*s), Mode::Dealer, cs, 0};
  EXPECT_EQ(say(houses_and_homes(c), cs)[0], "Červený: domeček zelená a žlutá; chlíveček červená na prvním poli.");
  EXPECT_EQ(say(houses_and_homes(c), cs)[2], "Zelený: domeček červená, modrá a žlutá; chlíveček prázdný.");
  auto lines = say(danger(c), cs);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "Modrá, 7 polí před tvým vchodem: ohrožuje Zelený hodem 3.");
  EXPECT_EQ(say(track_pieces(c), cs), (Lines{"Modrá, 7 polí před tvým vchodem.", "Zelená, 10 polí před tvým vchodem."}));
}

TEST_F(CloveceNarration, RefusalsGiveTheReason) {
  auto s = Position(4).track(R, 5, 1).track(B, 39, 0).home(0, G, 1).track(Y, 20, 0).state(*game, 0);
  throw_dice(*s, {5});
  ASSERT_EQ(as_clovece(*s).current_throw(), 5);
  Context c{as_clovece(*s), Mode::Dealer, cs, 0};
  auto say_refusal = [&](Action a) {
    auto why = s->why_illegal(a);
    return why ? cs.render(refusal(*why, c)) : std::string("(legal)");
  };
  EXPECT_EQ(say_refusal(move_track_action(R, 5)), "Barva červená je v tvém domečku, takovou halmičkou táhnout nesmíš.");
  EXPECT_EQ(say_refusal(move_track_action(B, 39)), "Hod 5 je moc, modrá by přejela chlíveček o jedno pole.");
  EXPECT_EQ(say_refusal(enter_action(Y)), "Nasadit jde jen šestkou, teď je 5.");
}

TEST_F(CloveceNarration, CaptureAndGiftAreSaid) {
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 2).track(Y, 25, 3).state(*game, 0);
  throw_dice(*s, {3});
  auto copy = s->clone();
  Events events;
  copy->apply(move_track_action(B, 5), &events);
  Context c{as_clovece(*copy), Mode::Dealer, cs, 0};
  Lines out;
  for (const auto& e : events)
    for (const auto& piece : narrate(e, c))
      if (piece.message) out.push_back(cs.render(*piece.message));
  EXPECT_EQ(out, (Lines{"Červený táhne modrou o tři pole, teď třicet jedna polí před tvým vchodem, kde stojí žlutá.",
                        "Vyhozena žlutá, třicet jedna polí před tvým vchodem. Zůstává modrá.", "Komu dát vyhozenou žlutou?",
                        "1: Zelený", "2: Žlutý"}));
}

TEST_F(CloveceNarration, TheLessonHasEveryStepInBothLanguages) {
  auto steps = lesson_steps();
  ASSERT_EQ(steps.size(), 10u);
  for (const auto& step : steps)
    for (const auto& m : step) {
      EXPECT_TRUE(cs.catalog().has(m.id)) << m.id;
      EXPECT_TRUE(en.catalog().has(m.id)) << m.id;
    }
}

}  // namespace
}  // namespace sh::clovece
