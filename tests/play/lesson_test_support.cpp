#include "lesson_test_support.h"

#include <gtest/gtest.h>

#include "play/practice_step.h"

namespace sh::test {

LessonTestHost::LessonTestHost()
    : language_(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")), voice_(recorder_, recorder_, language_) {}

std::string LessonTestHost::transcript() const {
  std::string out;
  for (const auto& s : recorder_.said) out += s + "\n";
  return out;
}

bool LessonTestHost::heard(const std::string& sentence) const {
  for (const auto& s : recorder_.said)
    if (s == sentence) return true;
  return false;
}

StepOutcome run_step(const LessonStep& step, const std::vector<Key>& keys) {
  LessonTestHost host;
  auto runner = make_step_runner(step);
  runner->enter(host);
  std::size_t base = 0;
  auto* practice = dynamic_cast<PracticeRunner*>(runner.get());
  if (practice) base = practice->table()->state().history().size();
  StepOutcome out;
  for (Key k : keys) {
    if (runner->finished()) break;
    runner->on_key(host, k);
    if (practice && practice->table()) out.actions_applied = practice->table()->state().history().size() - base;
  }
  out.finished = runner->finished();
  out.done = runner->done();
  out.mistakes = runner->mistakes();
  out.transcript = host.transcript();
  return out;
}

std::vector<Key> number_keys(long n) {
  std::vector<Key> keys;
  for (char c : std::to_string(n)) keys.push_back(digit_key(c - '0'));
  keys.push_back(Key::Ok);
  return keys;
}

int check_coverage(const Lesson& lesson) {
  int checked = 0;
  for (const auto& c : lesson.coverage) {
    SCOPED_TRACE(lesson.id + ": " + c.rule + " -> " + c.step_id);
    const LessonStep* step = find_step(lesson, c.step_id);
    if (!step) {
      ADD_FAILURE() << "no step " << c.step_id;
      continue;
    }
    if (step->kind == StepKind::Practice) {
      EXPECT_FALSE(step->practice.right_keys.empty());
      EXPECT_FALSE(step->practice.wrong_keys.empty());
      auto right = run_step(*step, step->practice.right_keys);
      EXPECT_TRUE(right.finished && right.done) << right.transcript;
      EXPECT_EQ(right.mistakes, 0) << right.transcript;
      EXPECT_GT(right.actions_applied, 0u) << "the referee applied nothing\n" << right.transcript;
      auto wrong = run_step(*step, step->practice.wrong_keys);
      EXPECT_FALSE(wrong.finished) << wrong.transcript;
      EXPECT_EQ(wrong.mistakes, 1) << wrong.transcript;
      EXPECT_EQ(wrong.actions_applied, 0u) << "the table was not put back\n" << wrong.transcript;
      // The third wrong try says the answer and moves on.
      std::vector<Key> thrice;
      for (int i = 0; i < kLessonTries; ++i) thrice.insert(thrice.end(), step->practice.wrong_keys.begin(), step->practice.wrong_keys.end());
      auto third = run_step(*step, thrice);
      EXPECT_TRUE(third.finished && !third.done) << third.transcript;
      EXPECT_NE(third.transcript.find("Správná odpověď:"), std::string::npos) << third.transcript;
    } else if (step->kind == StepKind::Quiz) {
      auto right = run_step(*step, number_keys(step->quiz.answer));
      EXPECT_TRUE(right.finished && right.done) << right.transcript;
      auto wrong = run_step(*step, number_keys(step->quiz.answer + 1));
      EXPECT_FALSE(wrong.finished);
      EXPECT_EQ(wrong.mistakes, 1);
    } else {
      ADD_FAILURE() << "step " << c.step_id << " is neither a practice nor a quiz";
    }
    ++checked;
  }
  // The guided game starts on the game's real controller (with its computer players) and
  // takes the learner's keys.
  if (!lesson.steps.empty() && lesson.steps.back().kind == StepKind::GuidedGame) {
    auto guided = run_step(lesson.steps.back(), {Key::Ok, Key::Next, Key::D1, Key::Ok});
    EXPECT_FALSE(guided.finished);
    EXPECT_NE(guided.transcript.find(LessonTestHost().render(lesson.steps.back().text.front())), std::string::npos)
        << guided.transcript;
  }
  return checked;
}

}  // namespace sh::test
