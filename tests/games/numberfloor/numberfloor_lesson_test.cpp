// The Numberfloor lesson: its coverage table walked (every rule has a turn the referee
// judges, with a right and a wrong answer scripted, or a quiz), and --mode lesson teaching
// at once without asking the players or the variant.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "numberfloor_test_support.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(NumberfloorLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = numberfloor::lesson();
  EXPECT_GE(test::check_coverage(l), 32);
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

// What the learner does is practised on the engine; only numbers and yes/no questions about
// what cannot be done at a keypad are quizzes.
TEST(NumberfloorLesson, OnlyTheDealTheStarterTheTargetAndFactsAreQuizzes) {
  const Lesson l = numberfloor::lesson();
  std::vector<std::string> quizzes;
  for (const auto& c : l.coverage)
    if (find_step(l, c.step_id)->kind == StepKind::Quiz) quizzes.push_back(c.step_id);
  EXPECT_EQ(quizzes, (std::vector<std::string>{"void_deal", "who_starts", "stars_to_win", "skip_draws", "after_takeover",
                                               "takeover_balloons_only", "middle_nights"}));
}

// The step's right keys, and what the table said meanwhile.
std::string right_answer(const std::string& id) {
  const Lesson l = numberfloor::lesson();
  const LessonStep* step = find_step(l, id);
  EXPECT_TRUE(step) << id;
  if (!step) return {};
  auto r = test::run_step(*step, step->practice.right_keys);
  EXPECT_TRUE(r.finished && r.done) << r.transcript;
  return r.transcript;
}

std::string wrong_answer(const std::string& id) {
  const Lesson l = numberfloor::lesson();
  const LessonStep* step = find_step(l, id);
  EXPECT_TRUE(step) << id;
  if (!step) return {};
  auto r = test::run_step(*step, step->practice.wrong_keys);
  EXPECT_EQ(r.mistakes, 1) << r.transcript;
  return r.transcript;
}

TEST(NumberfloorLesson, RestockDrawsFromTheTableShuffledBack) {
  const std::string t = right_answer("restock");
  EXPECT_NE(t.find("Balíček došel. Zamíchejte zpět karty ze stolu, je jich"), std::string::npos) << t;
}

// The empty-stock position is one a long game reaches: the stock empty, the learner on turn
// at the start of a turn with a hand of about six, and the cards to shuffle back on the table.
TEST(NumberfloorLesson, RestockPositionIsALongGamesEnd) {
  const Lesson l = numberfloor::lesson();
  const LessonStep* step = find_step(l, "restock");
  ASSERT_TRUE(step);
  auto state = step->practice.game->new_initial_state();
  for (Action a : step->practice.setup) state->apply(a);
  const auto& s = static_cast<const numberfloor::NumberfloorState&>(*state);
  EXPECT_EQ(s.stock_size(), 0);
  EXPECT_EQ(s.turn_player(), 0);
  EXPECT_EQ(s.floors_laid() + s.balloons_laid(), 0);
  EXPECT_FALSE(s.drawn());
  EXPECT_LE(s.hand_size(0), 8);
  EXPECT_LE(s.hand_size(1), 8);
  EXPECT_GT(s.floor_pile(0).size() + s.balloon_pile().size(), 60u);
}

TEST(NumberfloorLesson, TheFifthStarWinsTheGame) {
  const std::string t = right_answer("win");
  EXPECT_NE(t.find("Vítězka: Eva"), std::string::npos) << t;
  // The game ends inside a task: the lesson goes on, nobody is sent back to the menu.
  EXPECT_EQ(t.find("zpět do nabídky"), std::string::npos) << t;
  EXPECT_EQ(t.find("Numberfloor, úplná hra"), std::string::npos) << "no opening announcement in a task: " << t;
}

TEST(NumberfloorLesson, TakeOverIsRefusedBeforeTheBalloonAndMadeAfterIt) {
  EXPECT_NE(wrong_answer("takeover_when").find("Převzít tah jde, až"), std::string::npos);
  EXPECT_NE(right_answer("takeover_when").find("Správně!"), std::string::npos);
  EXPECT_NE(wrong_answer("takeover").find("Tím jsi noční poschodí zadal jako kartu soupeře."), std::string::npos);
}

TEST(NumberfloorLesson, VariantsRefuseWhatTheirBoxHasNot) {
  EXPECT_NE(wrong_answer("middle_balloons").find("v této variantě není"), std::string::npos);
  EXPECT_NE(wrong_answer("beginner_start").find("v této variantě není"), std::string::npos);
  EXPECT_NE(wrong_answer("beginner_pass").find("V začátečnické hře se neliže"), std::string::npos);
}

TEST(NumberfloorLesson, TheLastBalloonLaidStaysOnTopAndSkips) {
  EXPECT_NE(right_answer("last_balloons").find("vynechá"), std::string::npos);
  EXPECT_NE(wrong_answer("last_balloons").find("Nahoře zůstal balón 4"), std::string::npos);
}

TEST(NumberfloorLesson, ModeLessonTeachesAtOnce) {
  // The chapter menu (issue 31) proposes the Beginner game (from four years); ok starts it.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game numberfloor --mode lesson", "ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = test::lines_from(r.out, "SAY Kapitola 1 z osmi: Začátečnická hra od čtyř let.");
  ASSERT_GE(after.size(), 2u) << r.out;
  const Lesson l = numberfloor::lesson();
  EXPECT_EQ(after[1], "SAY " + test::LessonTestHost().render(find_step(l, "beginner")->text.at(0))) << r.out;
  EXPECT_EQ(r.out.find("Která varianta?"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

// Referee decision 7: after a take-over play goes on with the player after the taker (the
// rulebook's "po jeho pravici" read as the next player in turn order). The lesson's quiz
// (you on seat 1 take Bedřich's turn on seat 2 over, who plays next?) must say what the
// engine does.
TEST(NumberfloorLesson, TheAfterTakeOverQuizAgreesWithTheEngine) {
  using numberfloor::testing::B;
  using numberfloor::testing::F;
  using numberfloor::testing::N;
  auto game = numberfloor::testing::nf_game(3, "full", "dealer", 2);  // Bedřich (seat 2) on turn
  auto state = numberfloor::testing::dealt(*game,
                                           {{N(6), F(0), F(0), F(0), F(9), F(9)},
                                            {F(5), B(1), F(1), F(1), F(1), F(1)},
                                            {F(2), F(2), F(2), F(4), F(4), F(4)}},
                                           {F(3), B(2)});
  auto& s = numberfloor::testing::as_nf(*state);
  ASSERT_EQ(s.turn_player(), 1);
  state->apply(numberfloor::lay_action(F(5)));
  state->apply(numberfloor::lay_action(B(1)));
  state->apply(numberfloor::takeover_action(0, 6));  // you, seat 1
  ASSERT_EQ(s.turn_player(), 0);
  state->apply(numberfloor::kEndTurn);
  const Lesson l = numberfloor::lesson();
  const LessonStep* quiz = find_step(l, "after_takeover");
  ASSERT_TRUE(quiz);
  EXPECT_EQ(quiz->quiz.answer, s.turn_player() + 1) << "the quiz's seat number and the engine's next player";
}

// Issue 31: every practice step tried right, wrong and three times wrong, sentence by
// sentence; every other decision in each position is not accepted.
TEST(NumberfloorLesson, ALearnersTriesHearTheVerdictFirstAndThePositionAgain) {
  EXPECT_GE(test::check_tries(numberfloor::lesson()), 20);
}

TEST(NumberfloorLesson, NoJudgeAcceptsAWrongDecision) {
  // A night floor card in one's own turn is a floor card of its value: up_down and past_ten
  // take it too; the last card of a hand gives the star (or the win) whichever fits.
  EXPECT_GT(test::check_judges_refuse_wrong_decisions(numberfloor::lesson(), {"up_down", "past_ten", "star", "win"}), 20);
}

// "Polož poschodí o tři výš" on 5 with balloon 3: 2 (three lower) and 5 are not the task.
TEST(NumberfloorLesson, ThreeUpIsNotThreeDown) {
  const Lesson l = numberfloor::lesson();
  const LessonStep& step = *find_step(l, "up_down");
  auto lower = test::run_step(step, {Key::D2, Key::Ok});
  EXPECT_EQ(lower.mistakes, 1) << lower.transcript;
  EXPECT_NE(lower.transcript.find("2 je o tři níž."), std::string::npos) << lower.transcript;
  auto same = test::run_step(step, {Key::D5, Key::Ok});
  EXPECT_EQ(same.mistakes, 1) << same.transcript;
  auto up = test::run_step(step, {Key::D8, Key::Ok});
  EXPECT_TRUE(up.done) << up.transcript;
}
}  // namespace
}  // namespace sh
