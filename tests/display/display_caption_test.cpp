// The caption and the braille line: the last reply with its newest sentence first (after
// computer turns the current situation leads), and a caption cut to its box ends with a
// visible mark.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "display/braille_display.h"
#include "display/caption_fit.h"
#include "input/text_board.h"

namespace sh {
namespace {

class Silent final : public Speech {
 public:
  void say(std::string_view, Priority) override {}
  void silence() override {}
  void finish() override {}
};

// A computer's turn, then the human's: the reply as the board shows it.
std::string board_after_computer_turn() {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.silence();  // a key was pressed: a new reply
  speech.say("Hráč 2 hodil 4.", Priority::Interrupt);
  speech.say("Modrý táhne na pole 12.", Priority::Normal);
  speech.say("Na tahu Červený.", Priority::Normal);
  return board.get().first;
}

TEST(DisplayCaption, TheReplyShowsTheNewestSentenceFirst) {
  EXPECT_EQ(board_after_computer_turn(), "Na tahu Červený.\nModrý táhne na pole 12.\nHráč 2 hodil 4.");
}

TEST(DisplayCaption, AListStaysBelowItsHeadingInItsOrderAndLeadsTheReply) {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.say("Zelený táhne o jedno pole.", Priority::Interrupt);
  speech.say("Na tahu Červený.", Priority::Normal);
  speech.say("Dvě možnosti pro hod 3:", Priority::Normal);
  speech.say("1: červená, pak 33 polí před tvým vchodem.", Priority::Normal);
  speech.say("2: červená, pak 13 polí před tvým vchodem.", Priority::Normal);
  EXPECT_EQ(board.get().first,
            "Dvě možnosti pro hod 3:\n1: červená, pak 33 polí před tvým vchodem.\n2: červená, pak 13 polí před tvým "
            "vchodem.\nNa tahu Červený.\nZelený táhne o jedno pole.");
  // A sentence after the list is newer than the list: it comes first.
  speech.say("Hráč 3: 9.", Priority::Normal);
  EXPECT_EQ(board.get().first.substr(0, board.get().first.find('\n')), "Hráč 3: 9.");
}

TEST(DisplayCaption, ANewReplyReplacesTheOldOne) {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.say("Jedna.", Priority::Normal);
  speech.say("Dvě.", Priority::Normal);
  speech.silence();
  speech.say("Tři.", Priority::Normal);
  EXPECT_EQ(board.get().first, "Tři.");
  speech.say("Čtyři.", Priority::Interrupt);
  EXPECT_EQ(board.get().first, "Čtyři.");
}

// One unit a character (a UTF-8 continuation byte is no character).
int chars(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

TEST(DisplayCaption, ACaptionThatFitsIsShownWholeWithoutAMark) {
  const auto lines = display::fit_caption("Na tahu Červený.\nHráč 2 hodil 4.", 20, 3, chars);
  EXPECT_EQ(lines, (std::vector<std::string>{"Na tahu Červený.", "Hráč 2 hodil 4."}));
}

TEST(DisplayCaption, ACutCaptionKeepsTheNewestSentenceAndEndsWithTheMark) {
  const auto lines = display::fit_caption(board_after_computer_turn(), 16, 2, chars);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "Na tahu Červený.");
  // "Modrý táhne na pole 12." breaks after "na"; the mark follows it.
  EXPECT_EQ(lines[1], std::string("Modrý táhne na") + display::kCutMark);
  EXPECT_LE(chars(lines[1]), 16);
  // Where the mark has no room it takes the place of the last word.
  EXPECT_EQ(display::fit_caption("aaa bbb ccc ddd", 7, 1, chars), (std::vector<std::string>{std::string("aaa") + display::kCutMark}));
}

TEST(DisplayCaption, ALongSentenceWrapsAtSpaces) {
  const auto lines = display::fit_caption("Enter nebo plus: další krok", 12, 5, chars);
  EXPECT_EQ(lines, (std::vector<std::string>{"Enter nebo", "plus: další", "krok"}));
}

TEST(DisplayCaption, TheBrailleLineStartsWithTheNewestSentenceAndPansToOlderOnes) {
  const std::string caption = board_after_computer_turn();
  auto lines = display::braille_lines(caption, "", 20, 1, 0);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], U"Na tahu Červený. Mod");
  lines = display::braille_lines(caption, "", 20, 1, 20);
  EXPECT_EQ(lines[0], U"rý táhne na pole 12.");
  lines = display::braille_lines(caption, "", 20, 1, 40);
  EXPECT_EQ(lines[0], U" Hráč 2 hodil 4.    ");
}

}  // namespace
}  // namespace sh
