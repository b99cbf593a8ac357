#include "play/lesson_step.h"

#include <algorithm>

#include "play/coach_step.h"
#include "play/host.h"
#include "play/practice_step.h"
#include "play/quiz_step.h"
#include "play/voice.h"

namespace sh {

LessonStep explain(std::string id, std::vector<Message> text) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::Explain;
  s.text = std::move(text);
  return s;
}

LessonStep practice(std::string id, std::vector<Message> task, PracticeSpec spec) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::Practice;
  s.text = std::move(task);
  s.practice = std::move(spec);
  return s;
}

LessonStep quiz(std::string id, std::vector<Message> question, QuizSpec spec) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::Quiz;
  s.text = std::move(question);
  s.quiz = std::move(spec);
  return s;
}

LessonStep walkthrough(std::string id, std::vector<Message> intro, std::vector<std::vector<Message>> parts) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::Walkthrough;
  s.text = std::move(intro);
  s.parts = std::move(parts);
  return s;
}

LessonStep sound_glossary(std::string id, std::vector<std::pair<std::string, Message>> cues) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::SoundGlossary;
  s.text = {Message("lesson.glossary.intro")};
  // The program's own menu cues (the lesson's menus use them) close every game's list; a game
  // may give them its own meaning first (Numberfloor's chord and tick while walking the hand).
  // The devices' cues are said when a device comes or goes, not in a child's first lesson.
  for (const char* own : {"menu_move", "menu_select"}) {
    const bool listed = std::any_of(cues.begin(), cues.end(), [&](const auto& c) { return c.first == own; });
    if (!listed) cues.push_back(cue_meaning(own));
  }
  s.cues = std::move(cues);
  return s;
}

LessonStep key_trainer(std::string id, std::function<std::vector<Message>(Key)> describe_key) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::KeyTrainer;
  s.text = {Message("lesson.trainer.intro")};
  s.describe_key = std::move(describe_key);
  return s;
}

LessonStep guided_game(std::string id, std::vector<Message> intro, GuidedGameSpec spec) {
  LessonStep s;
  s.id = std::move(id);
  s.kind = StepKind::GuidedGame;
  s.text = std::move(intro);
  s.guided = std::move(spec);
  return s;
}

std::pair<std::string, Message> cue_meaning(const std::string& cue) {
  if (cue == "card_dealt") return {cue, Message("lesson.cue.card_dealt")};
  if (cue == "your_turn") return {cue, Message("lesson.cue.your_turn")};
  if (cue == "over_target") return {cue, Message("lesson.cue.over_target")};
  if (cue == "exact_hit") return {cue, Message("lesson.cue.exact_hit")};
  if (cue == "game_won") return {cue, Message("lesson.cue.game_won")};
  if (cue == "dice_rolled") return {cue, Message("lesson.cue.dice_rolled")};
  if (cue == "trick_taken") return {cue, Message("lesson.cue.trick_taken")};
  if (cue == "capture") return {cue, Message("lesson.cue.capture")};
  if (cue == "star") return {cue, Message("lesson.cue.star")};
  if (cue == "menu_move") return {cue, Message("lesson.cue.menu_move")};
  if (cue == "menu_select") return {cue, Message("lesson.cue.menu_select")};
  if (cue == "device_connected") return {cue, Message("lesson.cue.device_connected")};
  if (cue == "device_lost") return {cue, Message("lesson.cue.device_lost")};
  return {cue, Message("lesson.cue.refused")};
}

std::unique_ptr<State> state_after(const State& before, const std::vector<Action>& actions) {
  auto s = before.clone();
  for (Action a : actions) s->apply(a);
  return s;
}

const LessonStep* find_step(const Lesson& lesson, const std::string& id) {
  for (const auto& s : lesson.steps)
    if (s.id == id) return &s;
  return nullptr;
}

namespace {

// Explain: its sentences; ok goes on.
class ExplainRunner final : public StepRunner {
 public:
  explicit ExplainRunner(const LessonStep& step) : step_(step) {}
  void enter(Host& host) override { host.voice().say(step_.text); }
  bool on_key(Host& host, Key key) override {
    if (key == Key::Ok) {
      finish(true);
      return true;
    }
    if (key == Key::Back) return false;
    host.refuse(Message("lesson.explain.keys"));
    return true;
  }
  void help(Host& host) override { host.voice().say(Message("lesson.explain.keys"), Priority::Interrupt); }
  std::vector<Message> status(Host&) override { return step_.text; }

 private:
  const LessonStep& step_;
};

// A step that says its text and then its items one per ok (back leaves; any other key hears
// the step's keys): the walk-through's parts, the glossary's cues.
class PagingRunner : public StepRunner {
 public:
  PagingRunner(const LessonStep& step, const char* keys) : step_(step), keys_(keys) {}
  void enter(Host& host) override {
    host.voice().say(step_.text);
    if (item_ < count()) show(host, item_);
  }
  bool on_key(Host& host, Key key) override {
    if (key == Key::Back) return false;
    if (key != Key::Ok) {
      host.refuse(Message(keys_));
      return true;
    }
    if (item_ + 1 >= count()) {
      finish(true);
      return true;
    }
    ++item_;
    show(host, item_);
    return true;
  }
  void help(Host& host) override { host.voice().say(Message(keys_), Priority::Interrupt); }
  std::vector<Message> status(Host&) override { return item_ < count() ? said(item_) : step_.text; }

 protected:
  virtual std::size_t count() const = 0;
  virtual void show(Host& host, std::size_t i) = 0;
  virtual std::vector<Message> said(std::size_t i) const = 0;
  const LessonStep& step_;

 private:
  const char* keys_;
  std::size_t item_ = 0;
};

// Walkthrough: the introduction and the first part, then one part per ok.
class WalkthroughRunner final : public PagingRunner {
 public:
  explicit WalkthroughRunner(const LessonStep& step) : PagingRunner(step, "lesson.walk.keys") {}

 private:
  std::size_t count() const override { return step_.parts.size(); }
  void show(Host& host, std::size_t i) override { host.voice().say(step_.parts[i]); }
  std::vector<Message> said(std::size_t i) const override { return step_.parts[i]; }
};

// The sound glossary: one cue and its meaning per ok.
class GlossaryRunner final : public PagingRunner {
 public:
  explicit GlossaryRunner(const LessonStep& step) : PagingRunner(step, "lesson.glossary.keys") {}

 private:
  std::size_t count() const override { return step_.cues.size(); }
  void show(Host& host, std::size_t i) override {
    host.voice().cue(step_.cues[i].first);
    host.voice().say(step_.cues[i].second);
  }
  std::vector<Message> said(std::size_t i) const override { return {step_.cues[i].second}; }
};

// The key trainer: every key says what it does in this game and nothing acts; back leaves.
class KeyTrainerRunner final : public StepRunner {
 public:
  explicit KeyTrainerRunner(const LessonStep& step) : step_(step) {}
  void enter(Host& host) override { host.voice().say(step_.text); }
  bool on_key(Host& host, Key key) override {
    if (key == Key::Back) {
      host.voice().say(Message("lesson.trainer.done"), Priority::Interrupt);
      finish(true);
      return true;
    }
    describe(host, key);
    return true;
  }
  void help(Host& host) override { describe(host, Key::Help); }
  std::vector<Message> status(Host&) override { return {Message("lesson.trainer.repeat")}; }
  bool takes_next_prev() const override { return true; }
  // The star too says what it does here (the App gives it to the screen, not to repeat).
  bool takes_repeat() const override { return true; }

 private:
  void describe(Host& host, Key key) {
    std::vector<Message> says = step_.describe_key ? step_.describe_key(key) : std::vector<Message>{};
    if (says.empty()) {
      switch (key) {
        case Key::Next: says = {Message("lesson.trainer.next")}; break;
        case Key::Prev: says = {Message("lesson.trainer.prev")}; break;
        case Key::Help: says = {Message("lesson.trainer.help")}; break;
        case Key::Repeat: says = {Message("lesson.trainer.repeat")}; break;
        default: says = {Message("lesson.trainer.unused")}; break;
      }
    }
    host.voice().say(says, Priority::Interrupt);
  }
  const LessonStep& step_;
};

}  // namespace

std::unique_ptr<StepRunner> make_step_runner(const LessonStep& step) {
  switch (step.kind) {
    case StepKind::Explain: return std::make_unique<ExplainRunner>(step);
    case StepKind::Practice: return std::make_unique<PracticeRunner>(step);
    case StepKind::Quiz: return std::make_unique<QuizRunner>(step);
    case StepKind::Walkthrough: return std::make_unique<WalkthroughRunner>(step);
    case StepKind::SoundGlossary: return std::make_unique<GlossaryRunner>(step);
    case StepKind::KeyTrainer: return std::make_unique<KeyTrainerRunner>(step);
    case StepKind::GuidedGame: return std::make_unique<GuidedGameRunner>(step);
  }
  return std::make_unique<ExplainRunner>(step);
}

}  // namespace sh
