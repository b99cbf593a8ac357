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
// Issue 31: losing a stone in a position. Two rolls used, the dice allow one cell: placing
// there saves the stone; a third roll is judged with the risk it took; a cell the dice do
// not allow is refused with the referee's reason; each wrong try says the position again.
TEST(KiviLesson, LoseStoneJudgesEachKindOfAnswerWithItsOwnReason) {
  const Lesson l = kivi::lesson();
  const LessonStep* step = find_step(l, "lose_stone");
  ASSERT_TRUE(step);
  auto right = test::run_step(*step, {Key::Next, Key::Ok});
  EXPECT_TRUE(right.done) << right.transcript;
  const auto yes = right.transcript.find("Správně!");
  ASSERT_NE(yes, std::string::npos) << right.transcript;
  EXPECT_LT(yes, right.transcript.find("Kámen leží na jediném poli, které kostky dovolily")) << right.transcript;

  auto roll = test::run_step(*step, {Key::Ok});
  EXPECT_EQ(roll.mistakes, 1) << roll.transcript;
  EXPECT_NE(roll.transcript.find("Hodil jsi potřetí."), std::string::npos) << roll.transcript;
  EXPECT_EQ(roll.transcript.find("Správně!"), std::string::npos) << roll.transcript;
  // The task again after the reason.
  EXPECT_LT(roll.transcript.find("Hodil jsi potřetí."), roll.transcript.rfind("Zachraň svůj kámen.")) << roll.transcript;

  auto taken = test::run_step(*step, {Key::D9, Key::D1, Key::D4, Key::Ok});  // the triple there is taken
  EXPECT_EQ(taken.mistakes, 1) << taken.transcript;
  EXPECT_EQ(taken.transcript.find("Hodil jsi potřetí."), std::string::npos) << taken.transcript;
  EXPECT_NE(taken.transcript.find("SOUND refused"), std::string::npos) << taken.transcript;

  // Holding dice first and then rolling is a third roll too.
  auto held = test::run_step(*step, {Key::D1, Key::D1, Key::D1, Key::Ok});
  EXPECT_EQ(held.mistakes, 1) << held.transcript;
  EXPECT_NE(held.transcript.find("Hodil jsi potřetí."), std::string::npos) << held.transcript;

  auto thrice = test::run_step(*step, {Key::Ok, Key::Ok, Key::Ok});
  EXPECT_TRUE(thrice.finished && !thrice.done) << thrice.transcript;
  EXPECT_NE(thrice.transcript.find("Trojice na řádku 5, sloupci 1: plus a Enter."), std::string::npos)
      << thrice.transcript;
}
}  // namespace
}  // namespace sh
