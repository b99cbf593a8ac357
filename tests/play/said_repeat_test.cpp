// A single `repeat` after a burst of computer moves says the last sentence and the prompt,
// not the whole burst (issue 30, "Amount"); twice quickly it stays the full status. First
// at the Voice (the cue of a person's turn or a game's end marks the prompt), then in
// Šipky and Člověče played with computers through the scripted contract.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "narration/language.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh {
namespace {

using Recorder = test::SpeechRecorder;

TEST(SaidRepeat, ASingleRepeatSaysTheSentenceBeforeThePromptAndThePrompt) {
  Recorder speech;
  NullSound sound;
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(speech, sound, cs);
  voice.key_pressed();
  for (int i = 1; i <= 5; ++i) voice.say(Message("input.unknown_key").with("name", "move" + std::to_string(i)));
  voice.cue("your_turn");
  voice.say(Message("input.unknown_key").with("name", "prompt"));
  voice.say(Message("input.unknown_key").with("name", "options"));
  speech.said.clear();
  voice.repeat();
  EXPECT_EQ(speech.said, (std::vector<std::string>{"Neznámá klávesa: move5.", "Neznámá klávesa: prompt.",
                                                   "Neznámá klávesa: options."}));
  // Repeat again: the same; a reply with no such cue (a menu) is repeated whole.
  speech.said.clear();
  voice.repeat();
  EXPECT_EQ(speech.said.size(), 3u);
  voice.key_pressed();
  for (int i = 1; i <= 4; ++i) voice.say(Message("input.unknown_key").with("name", std::to_string(i)));
  speech.said.clear();
  voice.repeat();
  EXPECT_EQ(speech.said.size(), 4u);
}

// The lines a run printed after the lines of a shorter run with the same start.
std::vector<std::string> added(const std::string& shorter, const std::string& longer) {
  const auto a = test::lines(shorter), b = test::lines(longer);
  EXPECT_GE(b.size(), a.size());
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) EXPECT_EQ(a[i], b[i]);
  return {b.begin() + static_cast<std::ptrdiff_t>(std::min(a.size(), b.size())), b.end()};
}

const std::string kSipky =
    "--audio none --speech text --input stdin --no-window --lang cs --seed 3 --game sipky --players 4 --mode dealer "
    "--set computers=2,3,4 --variant stojedna --set series=single --set target=101";

TEST(SaidRepeat, SipkyAfterThreeComputersRepeatSaysTheirLastSentenceAndWhoseTurn) {
  const auto before = test::run_spoluhrac(kSipky, "2 ok 9");
  ASSERT_EQ(before.status, 0) << before.err;
  // Nine sentences of computer play came with the key 9.
  EXPECT_TRUE(test::contains_line(before.out, "SAY Hráč 3: 62, celkem 62, chybí 39 bodů.")) << before.out;
  const auto once = test::run_spoluhrac(kSipky, "2 ok 9 repeat");
  EXPECT_EQ(added(before.out, once.out),
            (std::vector<std::string>{"SAY Hráč 4: 73, celkem 73, chybí 28 bodů.",
                                      "SAY Hráč 1 na tahu: 90, chybí 11 bodů."}));
  // Twice quickly: the full status, every player's score.
  const auto twice = test::run_spoluhrac(kSipky, "2 ok 9 repeat repeat");
  const auto status = added(once.out, twice.out);
  EXPECT_GT(status.size(), 3u) << twice.out;
  bool scores = false;
  for (const auto& l : status) scores |= l.rfind("SAY Hráč 3: 62", 0) == 0;
  EXPECT_TRUE(scores) << twice.out;
}

const std::string kClovece =
    "--audio none --speech text --input stdin --no-window --lang cs --seed 3 --game clovece --players 4 --mode dealer "
    "--set computers=2,3,4";

TEST(SaidRepeat, CloveceAfterComputerTurnsRepeatSaysTheLastMoveAndTheMoveList) {
  const auto before = test::run_spoluhrac(kClovece, "ok 1");
  ASSERT_EQ(before.status, 0) << before.err;
  const auto once = test::run_spoluhrac(kClovece, "ok 1 repeat");
  const auto again = added(before.out, once.out);
  ASSERT_EQ(again.size(), 9u) << once.out;
  EXPECT_EQ(again[0], "SAY Žlutý táhne žlutou o dvě pole, teď 37 polí před tvým vchodem.");
  EXPECT_EQ(again[1], "SAY Na tahu Červený.");
  EXPECT_EQ(again[3], "SAY 5 možností pro hod 6:");
  EXPECT_EQ(again[8], "SAY 5: nenasazovat, šestka propadne.");
}

}  // namespace
}  // namespace sh
