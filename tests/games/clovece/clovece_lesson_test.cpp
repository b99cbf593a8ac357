// The Člověče lesson: its coverage table walked (every rule has a turn the referee judges,
// with a right and a wrong answer scripted, or a quiz), the positions the practice steps
// set up are what their tasks say, the gift and entering onto a piece heard as taught,
// and --mode lesson teaching at once.
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(CloveceLesson, EveryRuleOfTheCoverageTableHasAJudgedPracticeOrQuiz) {
  const Lesson l = clovece::lesson();
  EXPECT_GE(test::check_coverage(l), 21);
  EXPECT_EQ(find_step(l, "keys")->kind, StepKind::KeyTrainer);
  EXPECT_EQ(find_step(l, "sounds")->kind, StepKind::SoundGlossary);
  EXPECT_EQ(l.steps.back().kind, StepKind::GuidedGame);
}

TEST(CloveceLesson, ModeLessonTeachesAtOnce) {
  // The chapter menu (issue 31); ok starts the proposed chapter, the first.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game clovece --mode lesson", "ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto after = test::lines_from(r.out, "SAY Kapitola 1 z pěti: Hody a pořadí.");
  ASSERT_GE(after.size(), 2u) << r.out;
  EXPECT_EQ(after[1].rfind("SAY Cíl: dostat do svého chlívečku", 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("Kolik hráčů"), std::string::npos) << r.out;
}

using clovece::CloveceState;

constexpr int kRed = 0, kBlue = 1, kGreen = 2, kYellow = 3;

// The position a practice step sets up, on the game the step plays.
struct Position {
  std::unique_ptr<State> state;
  const CloveceState& s() const { return static_cast<const CloveceState&>(*state); }
  // The colours on a track square, in order of arrival.
  std::vector<int> on(int square) const {
    std::vector<int> out;
    for (int i : s().pieces_on(square)) out.push_back(s().pieces()[static_cast<std::size_t>(i)].colour);
    return out;
  }
  int track_pieces() const {
    int n = 0;
    for (const auto& p : s().pieces()) n += p.loc.where == clovece::Where::Track;
    return n;
  }
};

Position position_of(const Lesson& l, const std::string& id) {
  const LessonStep* step = find_step(l, id);
  EXPECT_NE(step, nullptr) << id;
  Position p{step->practice.game->new_initial_state()};
  for (Action a : step->practice.setup) p.state->apply(a);
  EXPECT_EQ(p.s().phase(), clovece::Phase::Using) << id << "\n" << p.s().to_string();
  EXPECT_EQ(p.s().turn_player(), 0) << id;
  return p;
}

using Colours = std::vector<int>;

// Each sentence of a task says what the engine holds: the squares are the learner's (red
// house, start 0, entrance 39), the opponent (Zelený) starts on 20.
TEST(CloveceLesson, PracticePositionsAreWhatTheTasksSay) {
  const Lesson l = clovece::lesson();
  {  // two blues (the learner's on 2, Green's on 21), green 5 ahead of Green's blue; a 5
    auto p = position_of(l, "colour_move");
    EXPECT_EQ(p.on(2), Colours{kBlue});
    EXPECT_EQ(p.on(21), Colours{kBlue});
    EXPECT_EQ(p.on(26), Colours{kGreen});
    EXPECT_EQ(p.track_pieces(), 3);
    EXPECT_EQ(p.s().current_throw(), 5);
    EXPECT_TRUE(p.s().may_move_colour(0, kBlue));
    EXPECT_FALSE(p.s().may_move_colour(0, kGreen));
    EXPECT_EQ(p.s().legal_moves().size(), 2u);
  }
  {  // a six then a two; green 8 squares ahead of red
    auto p = position_of(l, "throw_order");
    EXPECT_EQ(p.s().throws(), (std::vector<int>{6, 2}));
    EXPECT_EQ(p.on(19), Colours{kRed});
    EXPECT_EQ(p.on(27), Colours{kGreen});
    EXPECT_EQ(p.track_pieces(), 2);
  }
  {  // green on the learner's start, yellow one square further; a six then a two
    auto p = position_of(l, "enter_capture");
    EXPECT_EQ(p.s().throws(), (std::vector<int>{6, 2}));
    EXPECT_EQ(p.on(0), Colours{kGreen});
    EXPECT_EQ(p.on(1), Colours{kYellow});
    EXPECT_EQ(p.track_pieces(), 2);
  }
  {  // a two; Green's blue 2 ahead of red; a blue on the learner's start; both may play blue
    auto p = position_of(l, "gift");
    EXPECT_EQ(p.s().current_throw(), 2);
    EXPECT_EQ(p.on(19), Colours{kRed});
    EXPECT_EQ(p.on(21), Colours{kBlue});
    EXPECT_EQ(p.on(0), Colours{kBlue});
    EXPECT_TRUE(p.s().may_move_colour(0, kBlue));
    EXPECT_TRUE(p.s().may_move_colour(1, kBlue));
  }
  {  // a four: yellow 4 behind blue (only the learner plays blue), red 4 behind green
    auto p = position_of(l, "gift_self");
    EXPECT_EQ(p.s().current_throw(), 4);
    EXPECT_EQ(p.on(0), Colours{kYellow});
    EXPECT_EQ(p.on(4), Colours{kBlue});
    EXPECT_EQ(p.on(18), Colours{kRed});
    EXPECT_EQ(p.on(22), Colours{kGreen});
    EXPECT_FALSE(p.s().may_move_colour(1, kBlue));
    EXPECT_FALSE(p.s().may_move_colour(0, kGreen));
  }
  {  // a five; red 2 squares before the entrance, blue on the start
    auto p = position_of(l, "into_home");
    EXPECT_EQ(p.s().current_throw(), 5);
    EXPECT_EQ(p.on(37), Colours{kRed});
    EXPECT_EQ(p.on(0), Colours{kBlue});
    EXPECT_EQ(p.s().clovece_game().entrance(0), 39);
  }
  {  // a five; blue on the entrance, red 4 before it, yellow on the start; blue not offered
    auto p = position_of(l, "overshoot");
    EXPECT_EQ(p.s().current_throw(), 5);
    EXPECT_EQ(p.on(39), Colours{kBlue});
    EXPECT_EQ(p.on(35), Colours{kRed});
    EXPECT_EQ(p.on(0), Colours{kYellow});
    for (const auto& m : p.s().legal_moves()) EXPECT_NE(m.colour, kBlue);
    EXPECT_TRUE(p.s().why_illegal(clovece::move_track_action(kBlue, 39)).has_value());
  }
  {  // a six then a three; one red 2 before the entrance, the other 3 behind green
    auto p = position_of(l, "home_colour");
    EXPECT_EQ(p.s().throws(), (std::vector<int>{6, 3}));
    EXPECT_EQ(p.on(37), Colours{kRed});
    EXPECT_EQ(p.on(23), Colours{kRed});
    EXPECT_EQ(p.on(26), Colours{kGreen});
    EXPECT_EQ(p.on(0), Colours{kBlue});
    // The six taking red home leaves no red to move with the three.
    auto home = p.state->clone();
    home->apply(clovece::move_track_action(kRed, 37));
    for (const auto& m : static_cast<const CloveceState&>(*home).legal_moves()) EXPECT_NE(m.colour, kRed);
  }
  {  // a four; green, blue, red home; the learner's yellow on his entrance, the other on 22
    auto p = position_of(l, "win");
    EXPECT_EQ(p.s().current_throw(), 4);
    EXPECT_EQ(p.s().home_of(0), (std::vector<int>{kGreen, kBlue, kRed, -1}));
    EXPECT_EQ(p.on(39), Colours{kYellow});
    EXPECT_EQ(p.on(22), Colours{kYellow});
    EXPECT_EQ(p.track_pieces(), 2);
    auto won = p.state->clone();
    won->apply(clovece::move_track_action(kYellow, 39));
    EXPECT_TRUE(won->is_terminal());
    EXPECT_EQ(static_cast<const CloveceState&>(*won).winner(), 0);
  }
  {  // a two; the home holds blue on its second square, red on its third; green on the start
    auto p = position_of(l, "in_home");
    EXPECT_EQ(p.s().current_throw(), 2);
    EXPECT_EQ(p.s().home_of(0), (std::vector<int>{-1, kBlue, kRed, -1}));
    EXPECT_EQ(p.on(0), Colours{kGreen});
    EXPECT_EQ(p.track_pieces(), 1);
  }
}

TEST(CloveceLesson, TheGiftIsAskedAndGreenGetsTheBlue) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "gift");
  auto right = test::run_step(step, step.practice.right_keys);
  EXPECT_NE(right.transcript.find("Komu dát vyhozenou modrou?"), std::string::npos) << right.transcript;
  EXPECT_NE(right.transcript.find("Modrá jde do domečku Zeleného"), std::string::npos) << right.transcript;
  auto wrong = test::run_step(step, step.practice.wrong_keys);
  EXPECT_EQ(wrong.mistakes, 1) << wrong.transcript;
  EXPECT_NE(wrong.transcript.find("Modrá by šla do tvého domečku"), std::string::npos) << wrong.transcript;
}

TEST(CloveceLesson, CapturingAPieceOnlyTheMoverPlaysIsAGiftToHimself) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "gift_self");
  auto wrong = test::run_step(step, step.practice.wrong_keys);
  EXPECT_EQ(wrong.mistakes, 1) << wrong.transcript;
  EXPECT_NE(wrong.transcript.find("daroval bys ji sám sobě"), std::string::npos) << wrong.transcript;
}

TEST(CloveceLesson, EnteringCapturesOnlyWhenTheEnteredPieceStays) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "enter_capture");
  auto right = test::run_step(step, step.practice.right_keys);
  EXPECT_TRUE(right.done) << right.transcript;
  EXPECT_NE(right.transcript.find("zelená je vyhozená"), std::string::npos) << right.transcript;
  // Entering, then moving the entered piece off the start: wrong, and said why.
  const std::vector<Key> off = {step.practice.right_keys.front(), Key::D1};
  auto left = test::run_step(step, off);
  EXPECT_EQ(left.mistakes, 1) << left.transcript;
  EXPECT_NE(left.transcript.find("Nasazená halmička ze startu odjela"), std::string::npos) << left.transcript;
}

TEST(CloveceLesson, APracticeStepSaysTheListNotANewGame) {
  const Lesson l = clovece::lesson();
  auto single = test::run_step(*find_step(l, "into_home"), {});
  EXPECT_EQ(single.transcript.find("Kdo hodí nejvíc"), std::string::npos) << single.transcript;
  EXPECT_EQ(single.transcript.find("hraje za"), std::string::npos) << single.transcript;
  EXPECT_NE(single.transcript.find("Dvě možnosti pro hod 5:"), std::string::npos) << single.transcript;
  // Whose side the learner plays, before the list names colours and players (issue 40 item 7).
  EXPECT_LT(single.transcript.find("Hraješ za Červeného.\n"), single.transcript.find("Dvě možnosti pro hod 5:"))
      << single.transcript;
  // After several throws, which one is used now comes first.
  auto several = test::run_step(*find_step(l, "throw_order"), {});
  EXPECT_NE(several.transcript.find("Na tahu Červený, hody 6, 2, teď se použije 6."), std::string::npos)
      << several.transcript;
  // The learner's turn over, the step does not play the opponent's (his throws are typed).
  auto right = test::run_step(*find_step(l, "into_home"), find_step(l, "into_home")->practice.right_keys);
  EXPECT_EQ(right.transcript.find("Zelený hází"), std::string::npos) << right.transcript;
}

TEST(CloveceLesson, TheSixOfTheHomeColourStepMayNotTakeRedHomeNorEnter) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "home_colour");
  // 5: red home with the six; the three then has no red to move.
  auto home = test::run_step(step, {Key::D5});
  EXPECT_EQ(home.mistakes, 1) << home.transcript;
  EXPECT_NE(home.transcript.find("od té chvíle už nesmíš táhnout žádnou červenou"), std::string::npos)
      << home.transcript;
  // 2: entering yellow onto the blue on the start.
  auto enter = test::run_step(step, {Key::D2});
  EXPECT_EQ(enter.mistakes, 1) << enter.transcript;
  EXPECT_NE(enter.transcript.find("Nasazená halmička by na startu vyhodila modrou"), std::string::npos)
      << enter.transcript;
}

TEST(CloveceLesson, BackInAPracticeStepLeavesInsteadOfTakingThePositionBack) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "into_home");
  // The practice table is in assistant mode (the opponent's throws would be typed), but back
  // does not offer to take the last entry back: the step's position stays as set up.
  auto out = test::run_step(step, {Key::Back, Key::Ok});
  EXPECT_EQ(out.transcript.find("Vzít zpět"), std::string::npos) << out.transcript;
  EXPECT_EQ(out.actions_applied, 0u) << out.transcript;
  // Next says a use, back forgets it, and the right answer still counts.
  auto browsed = test::run_step(step, {Key::Next, Key::Back, Key::D2});
  EXPECT_TRUE(browsed.done) << browsed.transcript;
}

TEST(CloveceLesson, EveryPracticeAnswerNamesTheKeyTheScriptPresses) {
  // The answers that name a list item ("Možnost 2: ...") match the scripted right key.
  const Lesson l = clovece::lesson();
  for (const char* id : {"colour_move", "into_home", "overshoot", "in_home", "win"}) {
    const LessonStep& step = *find_step(l, id);
    ASSERT_EQ(step.practice.right_keys.size(), 1u) << id;
    EXPECT_EQ(step.practice.right_keys.front(), Key::D2) << id;
  }
}

// Issue 31: every practice step tried right, wrong and three times wrong, sentence by
// sentence; every other decision in each position is not accepted.
TEST(CloveceLesson, ALearnersTriesHearTheVerdictFirstAndThePositionAgain) {
  EXPECT_GE(test::check_tries(clovece::lesson()), 10);
}

TEST(CloveceLesson, NoJudgeAcceptsAWrongDecision) {
  // Any colour may be entered (enter; compulsory: the six enters a piece the 5 then moves).
  EXPECT_GT(test::check_judges_refuse_wrong_decisions(clovece::lesson(), {"enter", "compulsory"}), 10);
}

// The self-gift step: a use that captures nothing is not told it gave blue away.
TEST(CloveceLesson, TheSelfGiftsReasonFollowsTheUseChosen) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "gift_self");
  auto yellow = test::run_step(step, step.practice.wrong_keys);
  EXPECT_NE(yellow.transcript.find("daroval bys ji sám sobě"), std::string::npos) << yellow.transcript;
  // Every other wrong use: the no-capture reason.
  int others = 0;
  for (int k = 1; k <= 9; ++k) {
    const Key key = digit_key(k);
    if (key == step.practice.wrong_keys.front() || key == step.practice.right_keys.front()) continue;
    auto out = test::run_step(step, {key});
    if (out.mistakes != 1 || out.transcript.find("Tak ne.") == std::string::npos) continue;
    ++others;
    EXPECT_NE(out.transcript.find("Tímhle tahem nikoho nevyhodíš."), std::string::npos) << out.transcript;
    EXPECT_EQ(out.transcript.find("daroval bys"), std::string::npos) << out.transcript;
  }
  EXPECT_GT(others, 0);
}

// The quiz asks what the last throw showed, and takes it.
TEST(CloveceLesson, TheQuizAsksForWhatItAccepts) {
  const Lesson l = clovece::lesson();
  const LessonStep& q = *find_step(l, "sixes_first");
  EXPECT_NE(test::LessonTestHost().render(q.text.front()).find("kolik na něm padlo"), std::string::npos);
  EXPECT_TRUE(test::run_step(q, test::number_keys(4)).done);
}
// Issue 40 item 7: every practice position says which house the learner plays (the pieces
// belong to nobody, the players are named by their houses), and the forfeit quiz does not call
// the house's pieces "yours" right after "Halmičky nepatří nikomu".
TEST(CloveceLesson, EveryTaskSaysWhichHouseTheLearnerPlays) {
  const Lesson l = clovece::lesson();
  int checked = 0;
  for (const auto& step : l.steps) {
    if (step.kind != StepKind::Practice) continue;
    SCOPED_TRACE(step.id);
    auto out = test::run_step(step, {});
    EXPECT_NE(out.transcript.find("Hraješ za Červeného."), std::string::npos) << out.transcript;
    ++checked;
  }
  EXPECT_GE(checked, 10);
  const std::string forfeit = test::LessonTestHost().render(find_step(l, "forfeit")->text.front());
  EXPECT_EQ(forfeit.find("tvé halmičky"), std::string::npos) << forfeit;
}
// Issue 40 item 11: "moves are compulsory" is a decision, not a list of one: red could take
// the six into the home's last square, and then the 5 has nothing to move and is lost; a six
// that enters a piece keeps the 5 usable.
TEST(CloveceLesson, CompulsoryMovesAndALostThrowAreADecision) {
  const Lesson l = clovece::lesson();
  const LessonStep& step = *find_step(l, "compulsory");
  auto position = step.practice.game->new_initial_state();
  for (Action a : step.practice.setup) position->apply(a);
  EXPECT_GE(position->legal_actions().size(), 2u) << "more than one use of the six";
  auto lost = test::run_step(step, step.practice.wrong_keys);
  EXPECT_EQ(lost.mistakes, 1) << lost.transcript;
  EXPECT_NE(lost.transcript.find("pětka propadne"), std::string::npos) << lost.transcript;
  auto kept = test::run_step(step, step.practice.right_keys);
  EXPECT_TRUE(kept.done) << kept.transcript;
}
}  // namespace
}  // namespace sh
