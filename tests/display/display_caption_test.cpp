// The caption and the braille line: the last reply, its prompt (whose turn it is) first and
// otherwise in the order said, and a caption cut to its box ends with a visible mark.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "display/braille_display.h"
#include "display/caption_fit.h"
#include "input/text_board.h"
#include "narration/language.h"
#include "play/voice.h"
#include "sound/sound.h"

namespace sh {
namespace {

class Silent final : public Speech {
 public:
  void say(std::string_view, Priority) override {}
  void silence() override {}
  void finish() override {}
};

// A computer's turn, then the human's: the reply as the board shows it (the Voice marks
// where the prompt begins with the cue of a person's turn).
std::string board_after_computer_turn() {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.silence();  // a key was pressed: a new reply
  speech.say("Hráč 2 hodil 4.", Priority::Normal);
  speech.say("Modrý táhne na pole 12.", Priority::Normal);
  speech.begin_prompt();
  speech.say("Na tahu Červený.", Priority::Normal);
  speech.say("Hodil jsi 3.", Priority::Normal);
  return board.get().first;
}

TEST(DisplayCaption, ThePromptLeadsAndWhatHappenedFollowsInTheOrderSaid) {
  EXPECT_EQ(board_after_computer_turn(), "Na tahu Červený.\nHodil jsi 3.\nHráč 2 hodil 4.\nModrý táhne na pole 12.");
}

// Issue 42: one reply of several sentences reads in the order it was said (a heading above
// its items, a cell above what lies next to it), through the real Voice and its cues.
TEST(DisplayCaption, AMultiSentenceReplyKeepsItsSpokenOrder) {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.silence();
  speech.say("Eva, tvoje karty:", Priority::Interrupt);
  speech.say("Dvě karty: poschodí 5 a balón 3.", Priority::Normal);
  EXPECT_EQ(board.get().first, "Eva, tvoje karty:\nDvě karty: poschodí 5 a balón 3.");
  speech.silence();
  speech.say("Řádek 4, sloupec 4, tři stejné, volné.", Priority::Interrupt);
  speech.say("Vedle žádný kámen.", Priority::Normal);
  EXPECT_EQ(board.get().first, "Řádek 4, sloupec 4, tři stejné, volné.\nVedle žádný kámen.");
  speech.silence();
  for (const char* item : {"11: Hlasitost 80.", "12: Rychlost řeči 5.", "13: Zvuky zapnuty."})
    speech.say(item, Priority::Normal);
  EXPECT_EQ(board.get().first, "11: Hlasitost 80.\n12: Rychlost řeči 5.\n13: Zvuky zapnuty.");

  // A game's end through the Voice: the last move, then (after the game_won cue) the
  // winner and the ranking from the first place down, which leads.
  NullSound sound;
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(speech, sound, cs);
  voice.key_pressed();
  voice.say(Message("input.unknown_key").with("key", "1"));
  voice.cue("game_won");
  for (const char* key : {"2", "3", "4"}) voice.say(Message("input.unknown_key").with("key", key));
  const auto said = voice.said();
  ASSERT_EQ(said.size(), 4u);
  EXPECT_EQ(board.get().first, said[1].text + "\n" + said[2].text + "\n" + said[3].text + "\n" + said[0].text);
}

TEST(DisplayCaption, AListStaysBelowItsHeadingInItsOrder) {
  Silent silent;
  TextBoard board;
  BoardSpeech speech(silent, board);
  speech.say("Zelený táhne o jedno pole.", Priority::Interrupt);
  speech.begin_prompt();
  speech.say("Na tahu Červený.", Priority::Normal);
  speech.say("Dvě možnosti pro hod 3:", Priority::Normal);
  speech.say("1: červená, pak 33 polí před tvým vchodem.", Priority::Normal);
  speech.say("2: červená, pak 13 polí před tvým vchodem.", Priority::Normal);
  EXPECT_EQ(board.get().first,
            "Na tahu Červený.\nDvě možnosti pro hod 3:\n1: červená, pak 33 polí před tvým vchodem.\n2: červená, pak 13 "
            "polí před tvým vchodem.\nZelený táhne o jedno pole.");
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

TEST(DisplayCaption, ACutCaptionKeepsThePromptAndEndsWithTheMark) {
  const auto lines = display::fit_caption(board_after_computer_turn(), 16, 2, chars);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "Na tahu Červený.");
  // The mark follows the second line.
  EXPECT_EQ(lines[1], std::string("Hodil jsi 3.") + display::kCutMark);
  EXPECT_LE(chars(lines[1]), 16);
  // Where the mark has no room it takes the place of the last word.
  EXPECT_EQ(display::fit_caption("aaa bbb ccc ddd", 7, 1, chars), (std::vector<std::string>{std::string("aaa") + display::kCutMark}));
}

TEST(DisplayCaption, ALongSentenceWrapsAtSpaces) {
  const auto lines = display::fit_caption("Enter nebo plus: další krok", 12, 5, chars);
  EXPECT_EQ(lines, (std::vector<std::string>{"Enter nebo", "plus: další", "krok"}));
}

TEST(DisplayCaption, TheBrailleLineStartsWithThePromptAndPansToWhatHappened) {
  const std::string caption = board_after_computer_turn();
  auto lines = display::braille_lines(caption, "", 20, 1, 0);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], U"Na tahu Červený. Hod");
  lines = display::braille_lines(caption, "", 20, 1, 20);
  EXPECT_EQ(lines[0], U"il jsi 3. Hráč 2 hod");
  lines = display::braille_lines(caption, "", 20, 1, 40);
  EXPECT_EQ(lines[0], U"il 4. Modrý táhne na");
}

}  // namespace
}  // namespace sh
