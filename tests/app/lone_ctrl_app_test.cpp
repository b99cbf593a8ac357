// The App's side of a lone Ctrl (issue 29): the silence item cuts the speech, reaches no
// screen, and the reply stays for repeat.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/app.h"
#include "narration/language.h"
#include "play/screen.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh {
namespace {

using Recorder = test::SpeechRecorder;

class CountingScreen final : public Screen {
 public:
  int keys = 0;
  void enter(Host& host) override { host.voice().say(Message("said.closed")); }
  void on_key(Host&, Key key) override {
    ++keys;
    got.push_back(key);
  }
  void help(Host&) override {}
  bool takes_repeat() const override { return repeat; }
  bool repeat = false;
  std::vector<Key> got;
};

TEST(AppLoneCtrl, SilenceCutsSpeechReachesNoScreenAndKeepsTheReplyForRepeat) {
  Recorder speech;
  NullSound sound;
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(speech, sound, cs);
  App app(voice, AppConfig{});
  auto screen = std::make_unique<CountingScreen>();
  CountingScreen* counting = screen.get();
  app.reset(std::move(screen));
  KeyQueue queue;
  queue.push(InputItem::make_silence());
  queue.push(InputItem::key(Key::Repeat, 1000));
  queue.start();  // no sources: the queue ends when the items are taken
  app.run(queue);
  EXPECT_EQ(counting->keys, 0);
  EXPECT_GE(speech.silenced, 1);
  ASSERT_EQ(speech.said.size(), 2u);  // the screen's words, nothing for the Ctrl, then the repeat
  EXPECT_EQ(speech.said[1], "Zpět ve hře.");
}

// A screen that takes the star (the lesson's key trainer) gets it as a key, twice quickly
// too: nothing is repeated for it.
TEST(AppLoneCtrl, AScreenThatTakesTheStarGetsItAsAKey) {
  Recorder speech;
  NullSound sound;
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(speech, sound, cs);
  App app(voice, AppConfig{});
  auto screen = std::make_unique<CountingScreen>();
  CountingScreen* counting = screen.get();
  counting->repeat = true;
  app.reset(std::move(screen));
  KeyQueue queue;
  queue.push(InputItem::key(Key::Repeat, 1000));
  queue.push(InputItem::key(Key::Repeat, 1100));
  queue.start();
  app.run(queue);
  EXPECT_EQ(counting->got, (std::vector<Key>{Key::Repeat, Key::Repeat}));
  EXPECT_EQ(speech.said.size(), 1u) << "only the screen's own words, no repeat";
}

}  // namespace
}  // namespace sh
