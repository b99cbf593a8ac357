// The Člověče lesson: its coverage table walked (every rule has a turn the referee judges,
// with a right and a wrong answer scripted, or a quiz), and --mode lesson teaching at once.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/clovece/clovece_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(CloveceLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = clovece::lesson();
  EXPECT_GE(test::check_coverage(l), 6);
  EXPECT_EQ(find_step(l, "keys")->kind, StepKind::KeyTrainer);
  EXPECT_EQ(find_step(l, "sounds")->kind, StepKind::SoundGlossary);
  EXPECT_EQ(l.steps.back().kind, StepKind::GuidedGame);
}

TEST(CloveceLesson, ModeLessonTeachesAtOnce) {
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game clovece --mode lesson", "");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = test::lines_from(r.out, "SAY Lekce: Matfyzácké Člověče, nezlob se.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1].rfind("SAY Cíl: dostat do svého chlívečku", 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("Kolik hráčů"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace sh
