// The KIVI lesson: its coverage table walked (every rule has a practice roll the referee
// judges, with a right and a wrong answer scripted, or a scoring quiz), and a scripted run:
// teaching at once with --mode lesson, no question about the players.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/kivi/kivi_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

using test::lines_from;
using test::run_spoluhrac;

TEST(KiviLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = kivi::lesson();
  EXPECT_GE(test::check_coverage(l), 13);
  for (const auto& s : l.steps) {
    if (s.kind != StepKind::Practice) continue;
    bool listed = false;
    for (const auto& c : l.coverage) listed = listed || c.step_id == s.id;
    EXPECT_TRUE(listed) << s.id;
  }
  EXPECT_EQ(find_step(l, "keys")->kind, StepKind::KeyTrainer);
  EXPECT_EQ(find_step(l, "sounds")->kind, StepKind::SoundGlossary);
  ASSERT_TRUE(find_step(l, "example"));
  EXPECT_EQ(find_step(l, "example")->kind, StepKind::Walkthrough);
  EXPECT_EQ(l.steps.back().kind, StepKind::GuidedGame);
}

TEST(KiviLesson, ModeLessonTeachesAtOnceWithoutAskingThePlayers) {
  // The chapter menu (issue 31); ok starts the proposed chapter, the first.
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game kivi --mode lesson", "ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = lines_from(r.out, "SAY Kapitola 1 ze čtyř: Hod a držení kostek.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1], "SAY KIVI hrají dva až čtyři hráči. Každý má deset kamenů své barvy. Hraje se deset kol a v "
                      "každém kole má každý hráč jeden tah.");
  EXPECT_EQ(r.out.find("Kolik hráčů"), std::string::npos) << r.out;
}

TEST(KiviLesson, AWrongCellIsRefusedWithTheRefereesReasonAndCountsAsATry) {
  const Lesson l = kivi::lesson();
  auto out = test::run_step(*find_step(l, "nested"), {Key::D9, Key::D1, Key::D4, Key::Ok});
  EXPECT_EQ(out.mistakes, 1);
  EXPECT_NE(out.transcript.find("SOUND refused"), std::string::npos) << out.transcript;
  EXPECT_NE(out.transcript.find("Kostky ale ukazují vyšší kombinaci"), std::string::npos) << out.transcript;
  EXPECT_NE(out.transcript.find("trojice má přednost, jen když trojice a dvojice nemá volné pole"), std::string::npos)
      << "the hint\n" << out.transcript;
}

// Issue 31: every practice step tried right, wrong and three times wrong, sentence by
// sentence; every other decision in each position is not accepted (a combination with
// several free cells takes any of them).
TEST(KiviLesson, ALearnersTriesHearTheVerdictFirstAndThePositionAgain) {
  EXPECT_GE(test::check_tries(kivi::lesson()), 8);
}

TEST(KiviLesson, NoJudgeAcceptsAWrongDecision) {
  EXPECT_GT(test::check_judges_refuse_wrong_decisions(kivi::lesson(),
                                                      {"straight4", "sum12", "nested", "free_choice", "third_roll", "all_even", "straight5",
                                                       "five_of_a_kind"}),
            20);
}
}  // namespace
}  // namespace sh
