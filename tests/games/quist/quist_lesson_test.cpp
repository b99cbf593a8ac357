// The Quist lesson: its coverage table walked (every rule has a trick the referee judges,
// with a right and a wrong answer scripted, or a quiz), and --mode lesson teaching at once.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/quist/quist_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(QuistLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = quist::lesson();
  EXPECT_GE(test::check_coverage(l), 10);
  for (const auto& s : l.steps) {
    if (s.kind != StepKind::Practice) continue;
    bool listed = false;
    for (const auto& c : l.coverage) listed = listed || c.step_id == s.id;
    EXPECT_TRUE(listed) << s.id;
  }
  EXPECT_EQ(find_step(l, "keys")->kind, StepKind::KeyTrainer);
  EXPECT_EQ(find_step(l, "sounds")->kind, StepKind::SoundGlossary);
  ASSERT_TRUE(find_step(l, "example"));
  EXPECT_EQ(l.steps.back().kind, StepKind::GuidedGame);
}

TEST(QuistLesson, ANinthCardOfAValueIsRefusedAndCountsAsATry) {
  const Lesson l = quist::lesson();
  auto out = test::run_step(*find_step(l, "eight_of_a_value"), {Key::D9, Key::Ok});
  EXPECT_GE(out.mistakes, 1) << out.transcript;
  EXPECT_NE(out.transcript.find("SOUND refused"), std::string::npos) << out.transcript;
}

TEST(QuistLesson, ModeLessonTeachesAtOnce) {
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game quist --mode lesson", "");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = test::lines_from(r.out, "SAY Výuka: Numeramis Quist.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1].rfind("SAY Hrají dvě dvojice, partneři sedí naproti sobě.", 0), 0u) << r.out;
}

}  // namespace
}  // namespace sh
