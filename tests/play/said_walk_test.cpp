// "What was said" (issue 29): the last 50 sentences walked newest first with repeat + help,
// then plus (older) and minus (newer); the caption follows the walk; the game gets no key
// while it is on, and ok or back lead back with the prompt said again.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "input/text_board.h"
#include "narration/language.h"
#include "play/said_walk.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh {
namespace {

using Recorder = test::SpeechRecorder;

Message numbered(int i) { return Message("input.unknown_key").with("name", std::to_string(i)); }

TEST(SaidWalk, KeepsTheLastFiftyAndWalksThemNewestFirstWithTheCaptionFollowing) {
  Recorder speech;
  TextBoard board;
  BoardSpeech shown(speech, board);
  NullSound sound;
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(shown, sound, cs);
  for (int i = 1; i <= 60; ++i) {
    voice.key_pressed();
    voice.say(numbered(i));
  }
  ASSERT_EQ(voice.said().size(), Voice::kMaxSaid);
  EXPECT_EQ(voice.said().front().text, "Neznámá klávesa: 11.");
  SaidWalk walk;
  walk.open(voice);
  ASSERT_TRUE(walk.active());
  EXPECT_EQ(speech.said.back(), "Neznámá klávesa: 60.");
  walk.on_key(voice, Key::Next);
  EXPECT_EQ(speech.said.back(), "Neznámá klávesa: 59.");
  // The caption and braille follow, marked as history (never spoken: the speech has only
  // the sentence).
  EXPECT_EQ(board.get().first, "Dříve řečeno (2 z 50):\nNeznámá klávesa: 59.");
  EXPECT_EQ(speech.said.back(), "Neznámá klávesa: 59.");
  walk.on_key(voice, Key::Prev);
  walk.on_key(voice, Key::Prev);  // nothing newer
  EXPECT_EQ(speech.said.back(), "Novější zprávy nejsou.");
  for (int i = 0; i < 60; ++i) walk.on_key(voice, Key::Next);
  EXPECT_EQ(walk.position(), 50u);
  EXPECT_EQ(speech.said.back(), "Starší zprávy nejsou.");
  walk.on_key(voice, Key::Repeat);
  EXPECT_EQ(speech.said.back(), "Neznámá klávesa: 11.");
  // Nothing the walk said is kept as said, nor as the reply that repeat says.
  EXPECT_EQ(voice.said().back().text, "Neznámá klávesa: 60.");
  walk.on_key(voice, Key::D5);
  EXPECT_TRUE(walk.active());
  walk.on_key(voice, Key::Back);
  EXPECT_FALSE(walk.active());
  EXPECT_EQ(speech.said.back(), "Neznámá klávesa: 60.");  // back in the game: the last reply again
  EXPECT_EQ(voice.repeated(), (std::vector<std::string>{"Neznámá klávesa: 60."}));
}

const std::string kSipkyWalk =
    "--audio none --speech text --input stdin --no-window --lang cs --seed 3 --game sipky --players 4 --mode dealer "
    "--set computers=2,3,4 --variant stojedna --set series=single --set target=101";

TEST(SaidWalk, RepeatThenHelpWalksWhatWasSaidInAGameWithoutTouchingIt) {
  test::TempHome home("said-walk");
  const auto r = test::run_spoluhrac(kSipkyWalk + " --journal " + home.file("walk.journal"),
                                     "2 ok 9 repeat help next next prev 5 0 ok help ok", home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  const auto walk = test::lines_from(r.out, "SAY Co zaznělo, od nejnovějšího. Plus: starší, minus: novější, Enter "
                                            "nebo tečka: zpět do hry.");
  ASSERT_GE(walk.size(), 12u) << r.out;
  EXPECT_EQ(walk[1], "SAY Hráč 1 na tahu: 90, chybí 11 bodů.");  // the newest first
  EXPECT_EQ(walk[2], "SAY Hráč 4: 73, celkem 73, chybí 28 bodů.");   // plus: older
  EXPECT_EQ(walk[3], "SAY Hráč 4: karty 7 a 3.");
  EXPECT_EQ(walk[4], "SAY Hráč 4: 73, celkem 73, chybí 28 bodů.");   // minus: newer
  EXPECT_EQ(walk[5], "SOUND refused");                                 // 5 and 0 play nothing
  EXPECT_EQ(walk[8], "SAY Číslice tu nic nedělají. Plus a minus procházejí, co zaznělo; Enter nebo tečka: zpět do "
                     "hry.");
  EXPECT_EQ(walk[9], "SAY Zpět ve hře.");  // ok leaves, the prompt follows
  EXPECT_EQ(walk[11], "SAY Hráč 1 na tahu: 90, chybí 11 bodů.");
  // Then help is the game's help again, and ok deals as if the walk had never been.
  EXPECT_TRUE(test::contains_line(r.out, "SAY Hráč 1: karty 4 a jedna. 41 nebo 14?")) << r.out;
  const auto plain = test::run_spoluhrac(kSipkyWalk, "2 ok 9 ok");
  EXPECT_TRUE(test::contains_line(plain.out, "SAY Hráč 1: karty 4 a jedna. 41 nebo 14?")) << plain.out;
}

}  // namespace
}  // namespace sh
