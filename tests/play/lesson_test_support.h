// Helpers of the lesson tests: a Host on the real Czech catalogs that records what is said,
// the cues and the refusals, and runners that play a lesson step with scripted keys.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "narration/language.h"
#include "play/host.h"
#include "play/lesson.h"
#include "play/lesson_chapters.h"
#include "play/lesson_step.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"
#include "storage/settings.h"

namespace sh::test {

class LessonTestHost final : public Host {
 public:
  LessonTestHost();
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override {
    ++refusals;
    voice_.cue("refused");
    voice_.say(reason);
  }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override { ++to_menu; }
  std::string player_name(int seat) const override { return seat == 0 ? "Eva" : "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }

  // Everything said so far, one sentence a line; cues as "SOUND <name>".
  std::vector<std::string> said() const { return recorder_.said; }
  std::string transcript() const;
  bool heard(const std::string& sentence) const;
  void clear() { recorder_.said.clear(); }
  std::string render(const Message& m) const { return voice_.render(m); }

  int refusals = 0;
  int to_menu = 0;

 private:
  struct Recorder final : Speech, Sound {
    std::vector<std::string> said;
    void say(std::string_view text, Priority) override { said.emplace_back(text); }
    void silence() override {}
    void finish() override {}
    void play(std::string_view cue) override { said.push_back("SOUND " + std::string(cue)); }
  } recorder_;
  Language language_;
  Voice voice_;
  Settings settings_;
};

struct StepOutcome {
  bool finished = false;
  bool done = false;
  int mistakes = 0;
  std::size_t actions_applied = 0;  // practice: actions on the table beyond the step's position
  std::string transcript;
};

// Enters `step` and presses `keys`.
StepOutcome run_step(const LessonStep& step, const std::vector<Key>& keys);
// The keys that type `n` and ok.
std::vector<Key> number_keys(long n);

// Walks `lesson`'s coverage table: every rule names a step that exists and is a Practice
// (judged by the referee: the right keys are accepted by the engine and judged right at
// once, the wrong keys cost one try and leave the position as it was) or a Quiz (the
// answer right, the answer plus one wrong). Failures are reported with the rule's name.
// Then the guided game at the end is started and given a few keys.
// Returns how many rules were checked.
int check_coverage(const Lesson& lesson);

// A learner's tries at every practice step of `lesson` (issue 31), checked sentence by
// sentence: the right keys are answered with "Správně!" before anything else; a wrong try
// with the reason, the hint, "Zkus to znovu." and then the task and the position again, which
// is also what `repeat` says; the third wrong try with the answer. Returns the steps checked.
int check_tries(const Lesson& lesson);

// Every legal first decision of the learner in each practice position of `lesson` is put
// to the step's judge: none but the right keys' decision is judged right, except in the
// steps listed in `several_right` (a task with several right answers, e.g. any free cell
// of a combination, any card above the others).
// Returns how many wrong decisions were checked.
int check_judges_refuse_wrong_decisions(const Lesson& lesson, const std::vector<std::string>& several_right);

// The keys from a lesson's start to its step `id`: the chapter menu's digit of the chapter
// that holds it (a lesson with chapters), then from the chapter's first step: next skips a
// step, but the key trainer explains every key and back leaves it, and in a task (a
// practice, the guided game) next is the game's: back asks, then next skips.
inline std::string lesson_keys_to(const Lesson& lesson, const std::string& id) {
  std::size_t target = 0;
  while (target < lesson.steps.size() && lesson.steps[target].id != id) ++target;
  std::string keys;
  std::size_t first = 0;
  const auto chapters = chapters_of(lesson);
  for (std::size_t c = 0; c < chapters.size(); ++c)
    if (chapters[c].holds(target)) {
      keys = std::to_string(c + 1) + " ";
      first = chapters[c].first;
    }
  for (std::size_t i = first; i < target; ++i) {
    const StepKind k = lesson.steps[i].kind;
    if (k == StepKind::KeyTrainer) keys += "back ";
    else if (k == StepKind::Practice || k == StepKind::GuidedGame) keys += "back next ";
    else keys += "next ";
  }
  return keys;
}

// A scripted learner takes chapter `chapter` (its place in the menu) of `lesson` on a
// LessonScreen (issue 31), choosing it in the chapter menu: explanations are listened to,
// quizzes answered, and its practice steps answered in turn right ("Správně!" first, then
// the judge's why), wrong (the judge's reason for that move or the referee's, the hint,
// "Zkus to znovu.", then the task and the position again as at the step's start) and then
// right, and three times wrong (the answer, and the lesson goes on); with two practice steps
// the second is the wrong one and fails the third try. The chapter's end offers the next
// chapter. Needs a chapter of two or more practice steps and no guided game.
void check_chapter_as_learner(const Lesson& lesson, std::size_t chapter);

}  // namespace sh::test
