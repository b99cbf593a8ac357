// The Numberfloor lesson: its coverage table walked (every rule has a turn the referee
// judges, with a right and a wrong answer scripted, or a quiz), and --mode lesson teaching
// at once without asking the players or the variant.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(NumberfloorLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = numberfloor::lesson();
  EXPECT_GE(test::check_coverage(l), 11);
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

TEST(NumberfloorLesson, ModeLessonTeachesAtOnce) {
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --mode lesson", "");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = test::lines_from(r.out, "SAY Výuka: Numberfloor.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1].rfind("SAY Cíl: zbavit se všech karet z ruky.", 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("Která varianta?"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace sh
