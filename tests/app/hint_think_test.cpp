// The hint thinks away from the keys (issue 39, item 2): a key pressed while a hint is being
// thought is answered at once, before the hint; the hint comes when it is ready, if the game
// is still where it was asked (review keys keep it coming), and is dropped when the game
// moved on or another hint was asked. With scripted keys it is thought at once, as before.
// The keys wait on what was said, never on the clock: a hint is made slow on purpose by a
// search that waits until the test lets it go (and, in the real game, by a position of the
// issue's Beginner game whose hint searched for seconds on the keys' thread).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "app/app.h"
#include "app/game_screen.h"
#include "core/chance.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/sipky/sipky_game.h"
#include "narration/language.h"
#include "play/deadline.h"
#include "play/game_controller.h"
#include "play/host.h"
#include "play/table.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {
namespace {

using Clock = std::chrono::steady_clock;

// What was said, in order, for keys that wait on it.
struct Recorder final : Speech {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::string> said;
  std::vector<Clock::time_point> when;  // when each was said
  void say(std::string_view text, Priority) override {
    {
      std::lock_guard lock(mutex);
      said.emplace_back(text);
      when.push_back(Clock::now());
    }
    changed.notify_all();
  }
  void silence() override {}
  void finish() override {}
  std::vector<std::string> copy() {
    std::lock_guard lock(mutex);
    return said;
  }
  // Waits (up to `limit`) until `ready` holds for what was said; whether it did.
  bool wait(const std::function<bool(const std::vector<std::string>&)>& ready, std::chrono::seconds limit) {
    std::unique_lock lock(mutex);
    return changed.wait_for(lock, limit, [&] { return ready(said); });
  }
};

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// The index of the first sentence from `from` on that starts with `prefix` (npos: none).
std::size_t find_from(const std::vector<std::string>& said, std::size_t from, const std::string& prefix) {
  for (std::size_t i = from; i < said.size(); ++i)
    if (starts_with(said[i], prefix)) return i;
  return std::string::npos;
}

// A key to press (or, with none, only a wait) once `ready` holds for what was said; `then`
// runs right after.
struct Step {
  std::optional<Key> key;
  std::function<bool(const std::vector<std::string>&)> ready;
  std::function<void()> then = [] {};
};

// Sends each step's key when its condition holds (help twice within the double-press time,
// everything else later), then waits until `done` holds before the input ends.
class WaitingKeys final : public KeySource {
 public:
  WaitingKeys(Recorder& speech, std::vector<Step> steps, std::function<bool(const std::vector<std::string>&)> done)
      : speech_(speech), steps_(std::move(steps)), done_(std::move(done)) {}
  void run(const std::function<void(InputItem)>& sink) override {
    std::int64_t t = 0;
    for (const Step& step : steps_) {
      EXPECT_TRUE(speech_.wait(step.ready, std::chrono::seconds(60))) << "a step's condition never came";
      if (step.key) {
        sink(InputItem::key(*step.key, t));
        t += *step.key == Key::Help ? 100 : 2000;
      }
      step.then();
    }
    EXPECT_TRUE(speech_.wait(done_, std::chrono::seconds(60))) << "the end's condition never came";
  }

 private:
  Recorder& speech_;
  std::vector<Step> steps_;
  std::function<bool(const std::vector<std::string>&)> done_;
};

struct Harness {
  Recorder speech;
  NullSound sound;
  Language language = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice{speech, sound, language};

  void run(bool background, std::unique_ptr<Screen> screen, std::vector<Step> steps,
           std::function<bool(const std::vector<std::string>&)> done) {
    AppConfig config;
    config.think_in_background = background;
    App app(voice, config, Settings{});
    app.reset(std::move(screen));
    KeyQueue queue;
    queue.add(std::make_unique<WaitingKeys>(speech, std::move(steps), std::move(done)));
    queue.start();
    app.run(queue);
  }
};

// ------------------------------------------------------------------ a hint made slow on purpose

// A game controller whose hint waits until the test lets it go: next says "Ještě kolo."
// (review: nothing changes), ok plays the first legal move.
class SlowHintController final : public GameController {
 public:
  explicit SlowHintController(std::shared_future<void> release) : release_(std::move(release)) {}
  void start(Host&, Table&, bool) override {}
  bool on_key(Host& host, Table& table, Key key) override {
    if (key == Key::Next) {
      host.voice().say(Message("game.stay"), Priority::Interrupt);
      return true;
    }
    if (key == Key::Ok) {
      table.act(table.state().legal_actions().front());
      host.voice().say(Message("settings.saved"), Priority::Interrupt);
      return true;
    }
    return false;
  }
  void help(Host& host, Table&) override { host.voice().say(Message("lesson.keys"), Priority::Interrupt); }
  std::vector<Message> status(Host&, Table&) override { return {}; }
  std::optional<GameRecord> record(const Table&) const override { return std::nullopt; }
  AdviceSearch advice_search(Host&, Table& table) override {
    ++asked_;
    return [release = release_, action = table.state().legal_actions().front(), n = asked_](const Deadline&) {
      release.wait_for(std::chrono::seconds(30));  // slow on purpose: until the test lets it go
      return std::optional<Advice>(Advice{action, {Message(n == 1 ? "hint.none_here" : "hint.none")}, {}});
    };
  }

 private:
  std::shared_future<void> release_;
  int asked_ = 0;
};

std::unique_ptr<Screen> slow_hint_game(std::shared_future<void> release) {
  auto game = sipky::make_sipky_game({{"players", "2"}});
  auto table = std::make_unique<Table>(game, Mode::Assistant, 1, std::vector<std::string>{"Eva", "Petr"});
  return std::make_unique<GameScreen>(std::move(table), std::make_unique<SlowHintController>(std::move(release)), false);
}

// Conditions on what was said.
using Said = std::vector<std::string>;
std::function<bool(const Said&)> has(std::string text) {
  return [text = std::move(text)](const Said& s) { return std::find(s.begin(), s.end(), text) != s.end(); };
}
std::function<bool(const Said&)> said_last(std::string text) {
  return [text = std::move(text)](const Said& s) { return !s.empty() && s.back() == text; };
}
std::function<bool(const Said&)> anything() {
  return [](const Said&) { return true; };
}
std::function<bool(const Said&)> more_than(std::size_t n) {
  return [n](const Said& s) { return s.size() > n; };
}

TEST(HintThink, AKeyPressedWhileTheHintThinksIsAnsweredFirstAndTheHintComesAfter) {
  Harness h;
  const std::string thinking = h.voice.render(Message("hint.thinking"));
  const std::string next = h.voice.render(Message("game.stay"));
  const std::string advice = h.voice.render(Message("hint.none_here"));
  std::promise<void> release;
  // help, help: the hint thinks ("Přemýšlím o radě."); next is answered while it thinks;
  // only then is the search let go, and its advice comes after next's answer.
  h.run(true, slow_hint_game(release.get_future().share()),
        {{Key::Help, anything()},
         {Key::Help, more_than(0)},
         {Key::Next, said_last(thinking)},
         {std::nullopt, has(next), [&] { release.set_value(); }}},
        has(advice));
  const auto said = h.speech.copy();
  const std::size_t at_thinking = find_from(said, 0, thinking), at_next = find_from(said, 0, next),
                    at_advice = find_from(said, 0, advice);
  ASSERT_NE(at_thinking, std::string::npos);
  ASSERT_NE(at_next, std::string::npos);
  ASSERT_NE(at_advice, std::string::npos) << "the hint came once it was ready";
  EXPECT_LT(at_thinking, at_next);
  EXPECT_LT(at_next, at_advice) << "the key was answered while the hint was still thinking";
}

TEST(HintThink, WithScriptedKeysTheHintIsThoughtAtOnce) {
  Harness h;
  const std::string advice = h.voice.render(Message("hint.none_here"));
  std::promise<void> release;
  release.set_value();
  h.run(false, slow_hint_game(release.get_future().share()), {{Key::Help, anything()}, {Key::Help, more_than(0)}},
        has(advice));
  const auto said = h.speech.copy();
  EXPECT_EQ(find_from(said, 0, h.voice.render(Message("hint.thinking"))), std::string::npos) << "nothing to wait for";
  EXPECT_NE(find_from(said, 0, advice), std::string::npos);
}

// ------------------------------------------------------------------ the issue's game

// Issue 39, item 2: in a Beginner game of three (seed 502) the hint searched 100 samples on
// the keys' thread (2.5 s in the release build, 29 s under the sanitizers in the issue's
// position); no key was answered meanwhile. Here the position after 104 actions of that
// game played by normal players, whose hint takes several hundred milliseconds even in the
// release build: next, pressed as soon as the hint was asked, is answered before it.
std::unique_ptr<Screen> slow_numberfloor_position() {
  const std::uint64_t seed = 502;
  auto game = numberfloor::make_numberfloor_game({{"players", "3"}, {"variant", "beginner"}, {"mode", "dealer"}});
  auto table = std::make_unique<Table>(game, Mode::Dealer, seed, std::vector<std::string>{"Eva", "Petr", "Jana"});
  table->run_chance();
  const numberfloor::NumberfloorBot normal;
  while (table->state().history().size() < 104) {
    const auto& s = static_cast<const numberfloor::NumberfloorState&>(table->state());
    table->act(normal.choose(s.observation(s.turn_player())));
  }
  EXPECT_EQ(table->state().history().size(), 104u);
  return std::make_unique<GameScreen>(std::move(table), std::make_unique<numberfloor::NumberfloorController>(), true);
}

TEST(HintThink, InTheIssuesNumberfloorGameAKeyIsAnsweredBeforeTheSlowHint) {
  Harness h;
  const std::string thinking = h.voice.render(Message("hint.thinking"));
  const std::string leave = h.voice.render(Message("game.confirm_leave"));
  const auto advised = [](const Said& s) {
    return std::any_of(s.begin(), s.end(), [](const std::string& t) { return starts_with(t, "Rada: "); });
  };
  // With three people the hint waits behind its gate ("Rada pro tebe, … Enter ji přečte.").
  const auto gated = [](const Said& s) {
    return std::any_of(s.begin(), s.end(), [](const std::string& t) { return t.find("Enter ji přečte.") != std::string::npos; });
  };
  // help, help, ok at the gate; as soon as either the hint or "Přemýšlím o radě." is heard,
  // back (it asks whether to leave, and changes nothing in the game).
  Clock::time_point sent{};
  h.run(true, slow_numberfloor_position(),
        {{Key::Help, more_than(0)},
         {Key::Help, more_than(0)},
         {Key::Ok, gated},
         {Key::Back, [&](const Said& s) { return advised(s) || std::find(s.begin(), s.end(), thinking) != s.end(); },
          [&] { sent = Clock::now(); }}},
        [&](const Said& s) { return advised(s) && std::find(s.begin(), s.end(), leave) != s.end(); });
  const auto said = h.speech.copy();
  const std::size_t advice = find_from(said, 0, "Rada: "), answer = find_from(said, 0, leave);
  ASSERT_NE(advice, std::string::npos) << "the hint came";
  ASSERT_NE(answer, std::string::npos);
  EXPECT_LT(answer, advice) << "the key was answered while the hint was being thought";
  // For the record (not a timed assertion): how long the key took, and the hint after it.
  std::lock_guard lock(h.speech.mutex);
  const auto ms = [&](std::size_t i) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(h.speech.when[i] - sent).count();
  };
  RecordProperty("key_answered_ms", static_cast<int>(ms(answer)));
  RecordProperty("hint_after_key_ms", static_cast<int>(ms(advice)));
  std::cout << "back answered " << ms(answer) << " ms after it was sent; the hint " << ms(advice) << " ms after\n";
}

}  // namespace
}  // namespace sh
