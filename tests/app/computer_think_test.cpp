// The App's side of computer players and hints: a computer thinking in the background
// leaves the keys working (a review key is answered before the decision arrives), the
// decision comes back to the screen that asked with its ticket, no sooner than the pace
// setting; with scripted keys it is made at once; help pressed twice quickly is the hint.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "app/app.h"
#include "narration/language.h"
#include "play/screen.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {
namespace {

using Clock = std::chrono::steady_clock;

struct Recorder final : Speech {
  std::mutex mutex;
  std::vector<std::string> said;
  void say(std::string_view text, Priority) override {
    std::lock_guard lock(mutex);
    said.emplace_back(text);
  }
  void silence() override {}
  void finish() override {}
};

// What happened, in order, as the screen saw it.
struct Log {
  std::mutex mutex;
  std::vector<std::string> events;
  void add(std::string e) {
    std::lock_guard lock(mutex);
    events.push_back(std::move(e));
  }
};

// A screen that asks a slow computer for a move on ok, answers next at once, and speaks
// what arrives through on_thought.
class ThinkingScreen final : public Screen {
 public:
  ThinkingScreen(Log& log, std::atomic<bool>& done, int work_ms) : log_(log), done_(done), work_ms_(work_ms) {}
  void enter(Host&) override {}
  void help(Host&) override { log_.add("help"); }
  void hint(Host&) override { log_.add("hint"); }
  void on_key(Host& host, Key key) override {
    if (key == Key::Next) {
      log_.add("next");
      return;
    }
    if (key != Key::Ok) return;
    ++ticket_;
    asked_at_ = Clock::now();
    const int ms = work_ms_;
    auto a = host.think([ms] {
      std::this_thread::sleep_for(std::chrono::milliseconds(ms));
      return 42;
    }, ticket_);
    log_.add(a ? "at once " + std::to_string(*a) : "thinking");
  }
  void on_thought(Host&, std::uint64_t ticket, Action a) override {
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - asked_at_).count();
    log_.add("thought " + std::to_string(a) + (ticket == ticket_ ? " current" : " stale") +
             (waited >= 400 ? " after pace" : " too soon"));
    done_ = true;
  }

 private:
  Log& log_;
  std::atomic<bool>& done_;
  int work_ms_;
  std::uint64_t ticket_ = 0;
  Clock::time_point asked_at_;
};

// Keys with real time stamps, then waits until the screen has its decision (or 5 s).
class TimedKeys final : public KeySource {
 public:
  TimedKeys(std::vector<std::pair<Key, int>> keys, std::atomic<bool>& done) : keys_(std::move(keys)), done_(done) {}
  void run(const std::function<void(InputItem)>& sink) override {
    const auto start = Clock::now();
    for (auto [key, after_ms] : keys_) {
      std::this_thread::sleep_until(start + std::chrono::milliseconds(after_ms));
      const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
      sink(InputItem::key(key, now));
    }
    const auto limit = Clock::now() + std::chrono::seconds(5);
    while (!done_ && Clock::now() < limit) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }

 private:
  std::vector<std::pair<Key, int>> keys_;
  std::atomic<bool>& done_;
};

struct Harness {
  Recorder speech;
  NullSound sound;
  Language language = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice{speech, sound, language};
  Log log;
  std::atomic<bool> done{false};

  void run(bool background, int pace_ms, int work_ms, std::vector<std::pair<Key, int>> keys) {
    AppConfig config;
    config.think_in_background = background;
    Settings settings;
    settings.computer_pace_ms = pace_ms;
    App app(voice, config, settings);
    app.reset(std::make_unique<ThinkingScreen>(log, done, work_ms));
    KeyQueue queue;
    queue.add(std::make_unique<TimedKeys>(std::move(keys), done));
    queue.start();
    app.run(queue);
  }
};

TEST(ComputerThink, AReviewKeyIsAnsweredWhileTheComputerThinksAndTheMoveComesAfterThePace) {
  Harness h;
  // The computer needs 150 ms, the pace is 400 ms; next is pressed 50 ms after ok.
  h.run(true, 400, 150, {{Key::Ok, 0}, {Key::Next, 50}});
  const std::vector<std::string> expected = {"thinking", "next", "thought 42 current after pace"};
  EXPECT_EQ(h.log.events, expected);
}

TEST(ComputerThink, ADecisionAskedAgainLeavesTheOldTicketStale) {
  Harness h;
  // Two asks: the first decision arrives for an old ticket, the second for the current one.
  h.run(true, 400, 100, {{Key::Ok, 0}, {Key::Ok, 20}});
  ASSERT_GE(h.log.events.size(), 3u);
  EXPECT_EQ(h.log.events[0], "thinking");
  EXPECT_EQ(h.log.events[1], "thinking");
  EXPECT_EQ(h.log.events[2].rfind("thought 42 stale", 0), 0u) << h.log.events[2];
}

TEST(ComputerThink, ScriptedKeysGetTheDecisionAtOnce) {
  Harness h;
  h.done = true;  // nothing to wait for
  h.run(false, 400, 10, {{Key::Ok, 0}, {Key::Next, 0}});
  const std::vector<std::string> expected = {"at once 42", "next"};
  EXPECT_EQ(h.log.events, expected);
}

TEST(ComputerThinkHint, HelpTwiceQuicklyIsTheHintAndSlowlyIsHelpAgain) {
  Harness h;
  h.done = true;
  // Two presses 100 ms apart: help, then the hint; a third press later is help again; two
  // presses a second apart are help twice.
  h.run(false, 0, 0, {{Key::Help, 0}, {Key::Help, 100}, {Key::Help, 1200}, {Key::Help, 2300}});
  const std::vector<std::string> expected = {"help", "hint", "help", "help"};
  EXPECT_EQ(h.log.events, expected);
}

}  // namespace
}  // namespace sh
