#include "lesson_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "play/lesson_screen.h"
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

namespace {

// The lines said after line `from`, up to the end.
std::vector<std::string> said_from(const std::vector<std::string>& said, std::size_t from) {
  return {said.begin() + static_cast<std::ptrdiff_t>(std::min(from, said.size())), said.end()};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// The first spoken line (not a cue) of `lines`.
std::string first_sentence(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("SOUND ", 0) != 0) return l;
  return {};
}

// The step with its judge's verdicts kept in `verdicts` (by step id), to check the words said.
LessonStep judged(const LessonStep& step, std::shared_ptr<std::map<std::string, Judgement>> verdicts) {
  LessonStep s = step;
  if (s.kind == StepKind::Practice)
    s.practice.judge = [inner = step.practice.judge, verdicts, id = step.id](const State& before,
                                                                            const std::vector<Action>& actions) {
      Judgement j = inner(before, actions);
      (*verdicts)[id] = j;
      return j;
    };
  return s;
}

// The spoken lines (cues left out).
std::vector<std::string> spoken(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines)
    if (l.rfind("SOUND ", 0) != 0) out.push_back(l);
  return out;
}

// One practice step tried right, wrong and three times wrong (void: it asserts).
void check_tries_of(const LessonStep& original) {
  auto verdicts = std::make_shared<std::map<std::string, Judgement>>();
  const LessonStep step = judged(original, verdicts);
  const std::string task = LessonTestHost().render(step.text.front());
  {  // the right answer: "Správně!" comes first after the answering key, the judge's why last
    LessonTestHost host;
    auto runner = make_step_runner(step);
    runner->enter(host);
    const auto& keys = step.practice.right_keys;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) runner->on_key(host, keys[i]);
    const std::size_t mark = host.said().size();
    runner->on_key(host, keys.back());
    const auto after = said_from(host.said(), mark);
    EXPECT_TRUE(runner->finished() && runner->done()) << joined(after);
    EXPECT_EQ(first_sentence(after), "Správně!") << joined(after);
    // The step ends with the judge's words: the game's follow-up (a prompt) is not said.
    const auto verdict = verdicts->find(step.id);
    ASSERT_NE(verdict, verdicts->end());
    const auto words = spoken(after);
    std::vector<std::string> why{"Správně!"};
    for (const Message& m : verdict->second.why) why.push_back(host.render(m));
    EXPECT_EQ(words, why) << "only the verdict and why\n" << joined(after);
  }
  {  // a wrong try: the reason, "Zkus to znovu.", the task; repeat says it; Enter the position
    LessonTestHost host;
    auto runner = make_step_runner(step);
    runner->enter(host);
    const std::vector<std::string> at_start = host.said();  // the task and the position
    // The wrong keys until the one the try is judged on (a key after it, such as Enter after a
    // refused digit, would only repeat the task).
    std::size_t mark = host.said().size();
    for (Key k : step.practice.wrong_keys) {
      mark = host.said().size();
      runner->on_key(host, k);
      if (runner->mistakes() > 0) break;
    }
    const auto after = said_from(host.said(), mark);
    EXPECT_EQ(runner->mistakes(), 1) << joined(after);
    const auto again = std::find(after.begin(), after.end(), "Zkus to znovu.");
    ASSERT_NE(again, after.end()) << joined(after);
    ASSERT_NE(again + 1, after.end()) << "nothing after Zkus to znovu\n" << joined(after);
    EXPECT_EQ(std::vector<std::string>(again + 1, after.end()), std::vector<std::string>{task})
        << "only the task again: the position is the task's\n" << joined(after);
    // Repeat says the reason and ends with the task, not the try taken back.
    const std::size_t before_repeat = host.said().size();
    host.voice().repeat();
    const std::vector<std::string> repeated = said_from(host.said(), before_repeat);
    ASSERT_FALSE(repeated.empty());
    EXPECT_EQ(repeated.back(), task) << "repeat ends with the task\n" << joined(repeated);
    // The first Enter after the task says the task and the position, as at the start.
    const std::size_t before_ok = host.said().size();
    runner->on_key(host, Key::Ok);
    EXPECT_EQ(said_from(host.said(), before_ok), at_start) << "Enter: the task and the position";
    EXPECT_EQ(runner->mistakes(), 1);
    // The third wrong try says the answer.
    for (int i = 1; i < kLessonTries && !runner->finished(); ++i)
      for (Key k : step.practice.wrong_keys) runner->on_key(host, k);
    EXPECT_TRUE(runner->finished() && !runner->done()) << host.transcript();
    EXPECT_TRUE(host.heard("Správná odpověď:")) << host.transcript();
  }
}

}  // namespace

int check_tries(const Lesson& lesson) {
  int checked = 0;
  for (const auto& step : lesson.steps) {
    if (step.kind != StepKind::Practice) continue;
    SCOPED_TRACE(lesson.id + ": " + step.id);
    check_tries_of(step);
    ++checked;
  }
  return checked;
}

namespace {

// The lines of `said` from the last one equal to `line` (nothing when none is).
std::vector<std::string> from_last(const std::vector<std::string>& said, const std::string& line) {
  for (std::size_t i = said.size(); i-- > 0;)
    if (said[i] == line) return said_from(said, i);
  return {};
}

// The wrong keys pressed once on the screen's practice step, checked: the judge's reason for
// that move (or the referee's refusal), the hint, "Zkus to znovu.", then the task and the
// position again as said at the step's start.
void wrong_try_on_screen(LessonScreen& screen, LessonTestHost& host, const LessonStep& step,
                         std::map<std::string, Judgement>& verdicts) {
  const std::string task = host.render(step.text.front());
  const std::vector<std::string> at_start = from_last(host.said(), task);
  ASSERT_FALSE(at_start.empty()) << "the task was said\n" << host.transcript();
  const int mistakes = screen.runner()->mistakes();
  verdicts.erase(step.id);
  std::size_t mark = host.said().size();
  for (Key k : step.practice.wrong_keys) {  // until the key the try is judged on
    mark = host.said().size();
    screen.on_key(host, k);
    if (!screen.runner() || screen.runner()->mistakes() > mistakes) break;
  }
  const auto after = said_from(host.said(), mark);
  ASSERT_TRUE(screen.runner()) << joined(after);
  EXPECT_EQ(screen.runner()->mistakes(), mistakes + 1) << joined(after);
  const auto again = std::find(after.begin(), after.end(), "Zkus to znovu.");
  ASSERT_NE(again, after.end()) << joined(after);
  // The reason for the move made: the judge's words after "Tak ne." (a move the rules allow:
  // without it), or the referee's.
  const auto verdict = verdicts.find(step.id);
  if (verdict != verdicts.end() && verdict->second.is_try()) {
    auto line = after.begin();
    if (verdict->second.verdict == Judgement::Verdict::Wrong) {
      line = std::find(after.begin(), again, "Tak ne.");
      ASSERT_NE(line, again) << joined(after);
      ++line;
    } else {
      EXPECT_EQ(std::find(after.begin(), again, "Tak ne."), again) << "an allowed move is no Tak ne\n" << joined(after);
      EXPECT_EQ(std::find(after.begin(), again, "SOUND refused"), again) << joined(after);
    }
    for (const Message& m : verdict->second.why) {
      ASSERT_NE(line, again) << joined(after);
      EXPECT_EQ(*line++, host.render(m)) << "the reason for that move\n" << joined(after);
    }
  } else {
    EXPECT_NE(std::find(after.begin(), again, "SOUND refused"), again) << "the referee's refusal\n" << joined(after);
  }
  for (const Message& m : step.practice.hint)
    EXPECT_NE(std::find(after.begin(), again, host.render(m)), again) << "the hint\n" << joined(after);
  EXPECT_EQ(std::vector<std::string>(again + 1, after.end()), std::vector<std::string>{task})
      << "the task again\n" << joined(after);
}

// The right keys pressed on the screen's practice step: "Správně!" first, then the why.
void right_answer_on_screen(LessonScreen& screen, LessonTestHost& host, const LessonStep& step,
                            std::map<std::string, Judgement>& verdicts) {
  const auto& keys = step.practice.right_keys;
  for (std::size_t i = 0; i + 1 < keys.size(); ++i) screen.on_key(host, keys[i]);
  const std::size_t mark = host.said().size();
  screen.on_key(host, keys.back());
  const auto after = said_from(host.said(), mark);
  EXPECT_EQ(first_sentence(after), "Správně!") << joined(after);
  const auto verdict = verdicts.find(step.id);
  ASSERT_NE(verdict, verdicts.end());
  if (!verdict->second.why.empty()) {
    const auto right = std::find(after.begin(), after.end(), "Správně!");
    ASSERT_NE(right, after.end());
    ASSERT_NE(right + 1, after.end());
    EXPECT_EQ(*(right + 1), host.render(verdict->second.why.front())) << "why, right after\n" << joined(after);
  }
}

}  // namespace

void check_chapter_as_learner(const Lesson& original, std::size_t chapter) {
  // The judges keep their last verdict, to check that the reason said is the one for the move.
  Lesson lesson = original;
  auto verdicts = std::make_shared<std::map<std::string, Judgement>>();
  for (auto& step : lesson.steps)
    if (step.kind == StepKind::Practice) {
      step.practice.judge = [inner = step.practice.judge, verdicts, id = step.id](const State& before,
                                                                                   const std::vector<Action>& actions) {
        Judgement j = inner(before, actions);
        (*verdicts)[id] = j;
        return j;
      };
    }
  const auto chapters = chapters_of(lesson);
  ASSERT_LT(chapter, chapters.size());
  const Chapter c = chapters[chapter];
  std::size_t practices = 0;
  for (std::size_t i = c.first; i < c.end; ++i) {
    practices += lesson.steps[i].kind == StepKind::Practice ? 1 : 0;
    ASSERT_NE(lesson.steps[i].kind, StepKind::GuidedGame) << "a chapter without the guided game";
  }
  ASSERT_GE(practices, 2u) << "a chapter with two practice steps or more";

  LessonTestHost host;
  LessonScreen screen(lesson);
  screen.enter(host);
  ASSERT_TRUE(screen.in_menu()) << host.transcript();
  screen.on_key(host, digit_key(static_cast<int>(chapter + 1)));
  ASSERT_EQ(screen.chapter_index(), chapter) << host.transcript();
  EXPECT_TRUE(host.heard(host.render(Message("lesson.chapter.start")
                                         .with("number", static_cast<long>(chapter + 1))
                                         .with("chapters", static_cast<long>(chapters.size()))
                                         .with("title", host.render(c.title)))))
      << host.transcript();
  std::size_t practice = 0;
  for (std::size_t i = c.first; i < c.end; ++i) {
    const LessonStep& step = lesson.steps[i];
    SCOPED_TRACE(lesson.id + ": " + step.id);
    ASSERT_EQ(screen.step_index(), i) << host.transcript();
    ASSERT_FALSE(screen.in_menu());
    switch (step.kind) {
      case StepKind::KeyTrainer: screen.on_key(host, Key::Back); break;
      case StepKind::Quiz:
        for (Key k : number_keys(step.quiz.answer)) screen.on_key(host, k);
        break;
      case StepKind::Practice: {
        // In turn: right; wrong, then right; three times wrong (with two: right, three wrong).
        const std::size_t role = practices == 2 && practice == 1 ? 2 : practice % 3;
        ++practice;
        if (role == 0) {
          right_answer_on_screen(screen, host, step, *verdicts);
        } else if (role == 1) {
          wrong_try_on_screen(screen, host, step, *verdicts);
          right_answer_on_screen(screen, host, step, *verdicts);
        } else {
          wrong_try_on_screen(screen, host, step, *verdicts);
          for (int t = 1; t < kLessonTries && screen.step_index() == i; ++t)
            for (Key k : step.practice.wrong_keys) screen.on_key(host, k);
          const auto answer = from_last(host.said(), "Správná odpověď:");
          ASSERT_GE(answer.size(), 2u) << host.transcript();
          EXPECT_EQ(answer[1], host.render(step.practice.answer.front())) << host.transcript();
        }
        break;
      }
      default:  // explanations, the walk-through, the sounds: ok until the next step
        for (int k = 0; k < 60 && screen.step_index() == i && !screen.in_menu(); ++k) screen.on_key(host, Key::Ok);
        break;
    }
    EXPECT_TRUE(screen.step_index() == i + 1 || screen.in_menu()) << "the lesson goes on\n" << host.transcript();
  }
  // The chapter's end says so and offers the next chapter; ok takes it.
  ASSERT_TRUE(screen.in_menu()) << host.transcript();
  EXPECT_TRUE(host.heard(host.render(
      Message("lesson.chapter.finished").with("number", static_cast<long>(chapter + 1)).with("title", host.render(c.title)))))
      << host.transcript();
  const std::size_t next = (chapter + 1) % chapters.size();
  EXPECT_TRUE(host.heard("1: " + host.render(Message("lesson.chapter.next").with("title", host.render(chapters[next].title))) +
                         "."))
      << host.transcript();
  screen.on_key(host, Key::Ok);
  EXPECT_EQ(screen.chapter_index(), next);
  EXPECT_EQ(screen.step_index(), chapters[next].first);
}

int check_judges_refuse_wrong_decisions(const Lesson& lesson, const std::vector<std::string>& several_right) {
  int checked = 0;
  for (const auto& step : lesson.steps) {
    if (step.kind != StepKind::Practice) continue;
    SCOPED_TRACE(lesson.id + ": " + step.id);
    // The position, and the right keys' first decision.
    LessonTestHost host;
    auto runner = make_step_runner(step);
    runner->enter(host);
    const auto before = dynamic_cast<PracticeRunner*>(runner.get())->table()->state().clone();
    const std::size_t base = before->history().size();
    std::optional<Action> right_first;
    {
      LessonTestHost h2;
      auto r2 = make_step_runner(step);
      r2->enter(h2);
      auto* p2 = dynamic_cast<PracticeRunner*>(r2.get());
      for (Key k : step.practice.right_keys) {
        if (r2->finished()) break;
        r2->on_key(h2, k);
        if (p2->table() && p2->table()->state().history().size() > base && !right_first)
          right_first = p2->table()->state().history()[base];
      }
    }
    if (!right_first) {
      ADD_FAILURE() << "the right keys made no decision";
      continue;
    }
    const bool several = std::find(several_right.begin(), several_right.end(), step.id) != several_right.end();
    for (Action a : before->legal_actions()) {
      if (a == *right_first) continue;
      auto after = before->clone();
      after->apply(a);
      std::vector<Action> actions{a};
      // Dealer mode: the program's deals that follow the decision are part of the answer.
      while (step.practice.mode == Mode::Dealer && !after->is_terminal() && after->is_chance()) {
        const auto legal = after->legal_actions();
        actions.push_back(legal.front());
        after->apply(legal.front());
      }
      const Judgement j = step.practice.judge(*before, actions);
      if (j.verdict == Judgement::Verdict::Right) {
        if (!several) ADD_FAILURE() << "the decision " << a << " is judged right; the right one is " << *right_first;
      } else {
        ++checked;
      }
    }
  }
  return checked;
}

}  // namespace sh::test
