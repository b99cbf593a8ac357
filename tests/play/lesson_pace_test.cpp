// The pace of the five lessons (issue 40 item 10): how many words a learner hears from the
// start of the first chapter (the one the chapter menu proposes) up to the first decision
// (a practice task or a quiz), and how many after a wrong try (from the key the try was
// judged on to the end of what is said). Printed as one PACE line per lesson, to compare
// trees (PACE_SHOW=1 prints what is said before the first decision too):
//   build/tests/spoluhrac_tests --gtest_filter='LessonPace.*'
// Before issue 40 a learner heard 139-180 words before the first decision and 46-93 after a
// wrong try (the mean over a lesson's practice steps); a child's first minute is a decision
// now, and a wrong try repeats the reason, the hint and the task, not the position.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "games/clovece/clovece_lesson.h"
#include "games/kivi/kivi_lesson.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "games/quist/quist_lesson.h"
#include "games/sipky/sipky_lesson.h"
#include "lesson_test_support.h"
#include "play/lesson_screen.h"
#include "test_scale.h"

namespace sh {
namespace {

using test::LessonTestHost;

// The words of the spoken lines of `said` from line `from` (cues are not words).
std::size_t words_from(const std::vector<std::string>& said, std::size_t from) {
  std::size_t n = 0;
  for (std::size_t i = from; i < said.size(); ++i) {
    if (said[i].rfind("SOUND ", 0) == 0) continue;
    std::istringstream in(said[i]);
    std::string w;
    while (in >> w) ++n;
  }
  return n;
}

struct Pace {
  std::size_t before_first_decision = 0;  // from the chapter's start to the first task, said whole
  std::size_t after_wrong_try = 0;        // after a wrong try of the chapter's first practice step
  std::size_t mean_after_wrong = 0;       // after a wrong try, the mean over every practice step
  std::size_t max_after_wrong = 0;        // and the most
};

// Presses `keys` on `runner` and counts the words said from the key that cost a try on.
template <class Press>
std::size_t words_after_wrong(LessonTestHost& host, const std::vector<Key>& keys, Press press,
                              const std::function<int()>& mistakes) {
  for (Key k : keys) {
    const std::size_t mark = host.said().size();
    const int before = mistakes();
    press(k);
    if (mistakes() > before) return words_from(host.said(), mark);
  }
  return 0;
}

Pace pace_of(const Lesson& lesson) {
  Pace p;
  LessonTestHost host;
  LessonScreen screen(lesson);
  screen.enter(host);
  const std::size_t start = host.said().size();
  screen.on_key(host, Key::Ok);  // the proposed chapter
  for (int guard = 0; guard < 200; ++guard) {
    const StepKind k = lesson.steps.at(screen.step_index()).kind;
    if (k == StepKind::Practice || k == StepKind::Quiz || screen.in_menu()) break;
    screen.on_key(host, k == StepKind::KeyTrainer ? Key::Back : Key::Ok);
  }
  p.before_first_decision = words_from(host.said(), start);
  if (std::getenv("PACE_SHOW"))
    for (std::size_t i = start; i < host.said().size(); ++i) std::printf("  | %s\n", host.said()[i].c_str());
  // The chapter's first practice step: its wrong keys, once.
  for (int guard = 0; guard < 200 && !screen.in_menu(); ++guard) {
    const LessonStep& step = lesson.steps.at(screen.step_index());
    if (step.kind == StepKind::Practice) {
      p.after_wrong_try = words_after_wrong(
          host, step.practice.wrong_keys, [&](Key k) { screen.on_key(host, k); },
          [&] { return screen.runner() ? screen.runner()->mistakes() : 0; });
      break;
    }
    if (step.kind == StepKind::Quiz)
      for (Key k : test::number_keys(step.quiz.answer)) screen.on_key(host, k);
    else
      screen.on_key(host, step.kind == StepKind::KeyTrainer ? Key::Back : Key::Ok);
  }
  // Every practice step's wrong try: not under the sanitizers (the same code, several times
  // slower; the first chapter's measure above is kept there).
  if (test::kSanitized) return p;
  std::size_t total = 0, count = 0;
  for (const auto& step : lesson.steps) {
    if (step.kind != StepKind::Practice) continue;
    LessonTestHost h;
    auto runner = make_step_runner(step);
    runner->enter(h);
    const std::size_t n = words_after_wrong(
        h, step.practice.wrong_keys, [&](Key k) { runner->on_key(h, k); }, [&] { return runner->mistakes(); });
    total += n;
    ++count;
    p.max_after_wrong = std::max(p.max_after_wrong, n);
  }
  p.mean_after_wrong = count ? total / count : 0;
  return p;
}

TEST(LessonPace, WordsBeforeTheFirstDecisionAndAfterAWrongTry) {
  for (const Lesson& l : {sipky::lesson(), quist::lesson(), kivi::lesson(), clovece::lesson(), numberfloor::lesson()}) {
    SCOPED_TRACE(l.id);
    const Pace p = pace_of(l);
    std::printf("PACE %-12s before first decision %4zu, after a wrong try %3zu (every step: mean %3zu, most %3zu)\n",
                l.id.c_str(), p.before_first_decision, p.after_wrong_try, p.mean_after_wrong, p.max_after_wrong);
    EXPECT_GT(p.before_first_decision, 0u);
    EXPECT_LE(p.before_first_decision, 120u) << "a decision comes before a long paragraph";
    EXPECT_GT(p.after_wrong_try, 0u) << "the first chapter has a practice step";
    if (!test::kSanitized) {
      EXPECT_LE(p.mean_after_wrong, 60u) << "a wrong try says the reason, the hint and the task";
      EXPECT_LE(p.max_after_wrong, 90u);
    }
    // The Beginner game, from four years, is the first chapter Numberfloor proposes.
    if (l.id == "numberfloor") {
      EXPECT_LE(p.before_first_decision, 70u);
    }
  }
}

}  // namespace
}  // namespace sh
