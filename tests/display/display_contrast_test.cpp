// Every theme's colours reach the WCAG contrasts (issue 42; 1.4.3 and 1.4.11): text 4.5:1
// on the background and on the panels it lies on (the text, secondary, accent and cursor
// colours, the text on the cursor bar, the digits and letters inside seat signs, pieces and
// held dice), frames, signs and board lines 3:1 against the background and the panels (the
// seat colours, the named colours of pieces and houses, the accent, the cursor, the lines of
// cards, cells and squares).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "display/theme.h"

namespace sh::display {
namespace {

std::string str(Rgb c) {
  std::ostringstream out;
  out << "(" << int{c.r} << "," << int{c.g} << "," << int{c.b} << ")";
  return out.str();
}

TEST(DisplayContrast, TheRatioIsWcags) {
  EXPECT_NEAR(contrast({0, 0, 0}, {255, 255, 255}), 21.0, 1e-9);
  EXPECT_NEAR(contrast({119, 119, 119}, {255, 255, 255}), 4.48, 0.01);
  EXPECT_NEAR(contrast({225, 190, 0}, {250, 250, 244}), 1.73, 0.01);  // the light theme's old yellow
  EXPECT_EQ(readable_on({70, 140, 255}), (Rgb{0, 0, 0}));              // black reads better on this blue
}

TEST(DisplayContrast, EveryThemesTextReachesFourAndAHalfAndItsFramesThree) {
  for (const Theme& t : themes()) {
    SCOPED_TRACE(t.id);
    auto check = [&](Rgb colour, Rgb on, double least, const std::string& what) {
      EXPECT_GE(contrast(colour, on), least) << what << " " << str(colour) << " on " << str(on);
    };
    for (const auto& [role, colour] : {std::pair{"text", t.text}, std::pair{"dim", t.dim}, std::pair{"accent", t.accent}}) {
      check(colour, t.background, 4.5, std::string(role) + " text on the background");
      check(colour, t.panel, 4.5, std::string(role) + " text on a panel");
    }
    check(t.cursor_text, t.cursor, 4.5, "text on the cursor bar");
    check(t.cursor, t.background, 4.5, "the cursor's mark");
    check(readable_on(t.accent), t.accent, 4.5, "digits on a held die or a move's badge");
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
      check(readable_on(t.seats[i]), t.seats[i], 4.5, "a seat's number in its sign " + std::to_string(i));
      check(t.seats[i], t.background, 3.0, "seat colour " + std::to_string(i));
      check(t.seats[i], t.panel, 3.0, "seat colour " + std::to_string(i));
    }
    for (std::size_t i = 0; i < t.hues.size(); ++i) {
      check(readable_on(t.hues[i]), t.hues[i], 4.5, "a piece's letter " + std::to_string(i));
      check(t.hues[i], t.background, 3.0, "named colour " + std::to_string(i));
      check(t.hues[i], t.panel, 3.0, "named colour " + std::to_string(i));
    }
    for (const auto& [role, colour] : {std::pair{"accent", t.accent}, std::pair{"cursor", t.cursor}, std::pair{"dim", t.dim}}) {
      check(colour, t.background, 3.0, std::string(role) + " frame on the background");
      check(colour, t.panel, 3.0, std::string(role) + " frame on a panel");
    }
  }
}

}  // namespace
}  // namespace sh::display
