// The lesson framework (play/lesson_screen.h and its step runners): moving between steps,
// practice judged on a real table (wrong tries put back, the third says the answer),
// quizzes, the key trainer, the coach of the guided game (with a fake controller whose
// advice is known, and silent without advice), and progress kept in the history database
// so a lesson resumes where it was left.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "games/clovece/clovece_lesson.h"
#include "games/kivi/kivi_lesson.h"
#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "games/quist/quist_lesson.h"
#include "games/sipky/sipky_lesson.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/sipky/sipky_controller.h"
#include "games/sipky/sipky_game.h"
#include "lesson_test_support.h"
#include "play/coach_step.h"
#include "play/lesson_screen.h"
#include "storage/history.h"
#include "test_support.h"

namespace sh {
namespace {

using test::LessonTestHost;

// Šipky's controller with a known coach: it comments on the learner's action with the
// number 4242 when it differs from `advice`, 4343 when it is the same, nothing without one.
class AdvisedController final : public GameController {
 public:
  explicit AdvisedController(std::optional<Action> advice) : advice_(advice) {}
  void start(Host& h, Table& t, bool r) override { real_.start(h, t, r); }
  bool on_key(Host& h, Table& t, Key k) override { return real_.on_key(h, t, k); }
  void help(Host& h, Table& t) override { real_.help(h, t); }
  std::vector<Message> coach(Host&, Table& t, Action a) override {
    ++asked;
    history_when_asked = t.state().history().size();
    if (!advice_ || t.state().current_player() != 0) return {};
    return {Message("lesson.quiz.typed").with("n", a == *advice_ ? 4343 : 4242)};
  }
  std::vector<Message> status(Host& h, Table& t) override { return real_.status(h, t); }
  std::optional<GameRecord> record(const Table& t) const override { return real_.record(t); }
  static inline int asked = 0;
  static inline std::size_t history_when_asked = 0;

 private:
  std::optional<Action> advice_;
  sipky::SipkyController real_;
};

LessonStep guided(std::optional<Action> advice) {
  GuidedGameSpec spec;
  spec.game = sipky::make_sipky_game({{"players", "1"}});
  spec.controller = [advice] { return std::make_unique<AdvisedController>(advice); };
  return guided_game("guided", {Message("sipky.lesson.guided")}, spec);
}

TEST(LessonFramework, TheCoachSpeaksRightAfterTheDecisionBeforeItsConsequences) {
  LessonTestHost host;
  const LessonStep step = guided(sipky::kThrowTwo + 1);  // the learner takes two cards
  GuidedGameRunner runner(step);
  runner.enter(host);
  host.clear();
  runner.on_key(host, Key::Ok);
  EXPECT_EQ(AdvisedController::history_when_asked, 0u) << "asked in the position the decision was made in";
  const auto said = host.said();
  ASSERT_FALSE(said.empty());
  EXPECT_NE(said.front().find("4242"), std::string::npos)
      << "the coach first, then the cards dealt and the next prompt:\n" << host.transcript();
  EXPECT_GT(said.size(), 1u) << host.transcript();
  EXPECT_EQ(runner.comments(), 1);
}

TEST(LessonFramework, TheCoachSaysWhatTheGameSaysAboutTheBestMove) {
  LessonTestHost host;
  const LessonStep step = guided(sipky::kThrowTwo);
  GuidedGameRunner runner(step);
  runner.enter(host);
  host.clear();
  runner.on_key(host, Key::Ok);
  ASSERT_FALSE(host.said().empty());
  EXPECT_NE(host.said().front().find("4343"), std::string::npos) << host.transcript();
}

TEST(LessonFramework, TheCoachIsSilentWithoutAComment) {
  LessonTestHost host;
  const LessonStep step = guided(std::nullopt);
  GuidedGameRunner runner(step);
  runner.enter(host);
  AdvisedController::asked = 0;
  host.clear();
  runner.on_key(host, Key::Ok);
  EXPECT_GT(AdvisedController::asked, 0) << "the coach is asked about the learner's move";
  EXPECT_EQ(runner.comments(), 0);
  EXPECT_EQ(host.transcript().find("4242"), std::string::npos) << host.transcript();
  // Review keys make no decision: the coach is not asked.
  AdvisedController::asked = 0;
  runner.on_key(host, Key::Next);
  EXPECT_EQ(AdvisedController::asked, 0);
}

LessonStep compose_practice() {
  PracticeSpec p;
  p.game = sipky::make_sipky_game({{"players", "2"}});
  p.setup = {sipky::kThrowTwo, 7, 2};
  p.controller = [] { return std::make_unique<sipky::SipkyController>(); };
  p.judge = [](const State&, const std::vector<Action>& a) {
    if (a.empty()) return Judgement::pending();
    return a[0] == sipky::kComposeBase + 7 ? Judgement::right({Message("sipky.lesson.p.compose_high.right")})
                                           : Judgement::wrong({Message("sipky.lesson.p.compose_high.wrong")});
  };
  p.hint = {Message("sipky.lesson.p.compose_high.hint")};
  p.answer = {Message("sipky.lesson.p.compose_high.answer")};
  p.right_keys = {Key::D7};
  p.wrong_keys = {Key::D2};
  return practice("compose", {Message("sipky.lesson.p.compose_high")}, p);
}

TEST(LessonFramework, APracticeStepJudgesTheRefereesActionsAndPutsTheTableBack) {
  const LessonStep step = compose_practice();
  LessonTestHost host;
  auto runner = make_step_runner(step);
  runner->enter(host);
  EXPECT_TRUE(host.heard("Úloha: v prvním hodu máš karty 7 a 2. Slož co nejvyšší číslo.")) << host.transcript();
  host.clear();
  runner->on_key(host, Key::D2);  // 27: wrong
  EXPECT_TRUE(host.heard("Tak ne.")) << host.transcript();
  EXPECT_TRUE(host.heard("Dvojka jako desítka dá jen 27."));
  EXPECT_TRUE(host.heard("Číslice, kterou stiskneš, je desítka. Stiskni větší kartu.")) << "the hint";
  EXPECT_EQ(runner->mistakes(), 1);
  EXPECT_FALSE(runner->finished());
  host.clear();
  runner->on_key(host, Key::D5);  // not a card in the hand: the controller refuses, a try
  // The referee's refusal is said (held while the lesson judged the key, then said).
  EXPECT_EQ(host.said().front(), "SOUND refused") << host.transcript();
  EXPECT_TRUE(host.heard("Kartu 5 nemáš, máš 7 a 2.")) << host.transcript();
  EXPECT_EQ(runner->mistakes(), 2);
  host.clear();
  runner->on_key(host, Key::D2);  // the third wrong try: the answer, and on
  EXPECT_TRUE(host.heard("Správná odpověď:")) << host.transcript();
  EXPECT_TRUE(host.heard("Sedmička: 72."));
  EXPECT_TRUE(runner->finished());
  EXPECT_FALSE(runner->done());
}

// A position typed in assistant mode (Numberfloor's start cards): the learner's take-back
// stops at the given position, and the game's opening announcement is not said.
LessonStep typed_practice() {
  PracticeSpec p;
  p.game = numberfloor::make_numberfloor_game({{"players", "2"}, {"mode", "assistant"}});
  p.mode = Mode::Assistant;
  p.setup = {numberfloor::chance_card(numberfloor::floor_card(5)), numberfloor::chance_card(numberfloor::balloon_card(3))};
  p.unsaid_at_start.insert(p.unsaid_at_start.end(), {"numberfloor.intro", "numberfloor.assistant_intro"});
  p.controller = [] { return std::make_unique<numberfloor::NumberfloorController>(); };
  p.judge = [](const State&, const std::vector<Action>& a) {
    return a.empty() ? Judgement::pending() : Judgement::right({Message("lesson.practice.right")});
  };
  p.right_keys = {Key::D8, Key::Ok};
  p.wrong_keys = {Key::D7, Key::Ok};
  return practice("typed", {Message("lesson.practice.right")}, p);
}

TEST(LessonFramework, APracticePositionIsNotTakenBackAndBackLeavesTheLesson) {
  const LessonStep step = typed_practice();  // the runner refers to its step
  LessonTestHost host;
  auto runner = make_step_runner(step);
  runner->enter(host);
  EXPECT_EQ(host.transcript().find("Numberfloor, úplná hra"), std::string::npos) << host.transcript();
  EXPECT_EQ(host.transcript().find("Karty jsou na stole"), std::string::npos) << host.transcript();
  host.clear();
  // Nothing of the learner's to take back: back is the lesson's (leave, asked first).
  EXPECT_FALSE(runner->on_key(host, Key::Back));
  EXPECT_EQ(host.transcript().find("Vzít zpět"), std::string::npos) << host.transcript();
  EXPECT_EQ(runner->mistakes(), 0);
  // The position is whole: the floor 8 is accepted and judged.
  runner->on_key(host, Key::D8);
  runner->on_key(host, Key::Ok);
  EXPECT_TRUE(runner->finished()) << host.transcript();
  EXPECT_TRUE(runner->done());
}

TEST(LessonFramework, APracticeStepConfirmsARightAnswerWithWhy) {
  auto out = test::run_step(compose_practice(), {Key::D7});
  EXPECT_TRUE(out.finished && out.done);
  EXPECT_NE(out.transcript.find("Správně!\nSedmička je desítka: 72 je víc než 27."), std::string::npos) << out.transcript;
}

TEST(LessonFramework, AQuizChecksTheTypedNumber) {
  const LessonStep step = quiz("q", {Message("sipky.lesson.q.sum")},
                               {98, {Message("sipky.lesson.q.sum.why")}, {Message("sipky.lesson.q.sum.hint")}});
  auto wrong = test::run_step(step, {Key::D9, Key::D9, Key::Ok});
  EXPECT_NE(wrong.transcript.find("99 to není.\nSečti obě čísla."), std::string::npos) << wrong.transcript;
  auto cleared = test::run_step(step, {Key::D9, Key::Back, Key::D9, Key::D8, Key::Ok});
  EXPECT_TRUE(cleared.done) << cleared.transcript;
  auto thrice = test::run_step(step, {Key::D1, Key::Ok, Key::D2, Key::Ok, Key::D3, Key::Ok});
  EXPECT_TRUE(thrice.finished && !thrice.done);
  EXPECT_NE(thrice.transcript.find("Správně je 98."), std::string::npos) << thrice.transcript;
}

TEST(LessonFramework, TheKeyTrainerSaysWhatAKeyDoesWithoutActing) {
  const LessonStep step = key_trainer("keys", [](Key k) {
    return k == Key::D1 ? std::vector<Message>{Message("sipky.lesson.key.one")} : std::vector<Message>{};
  });
  auto out = test::run_step(step, {Key::D1, Key::Next, Key::D7});
  EXPECT_FALSE(out.finished);
  EXPECT_NE(out.transcript.find("Jednička: před hodem ohlásí jen jednu kartu, poslední hod."), std::string::npos);
  EXPECT_NE(out.transcript.find("Tahle klávesa tady nic nedělá."), std::string::npos) << out.transcript;
  auto left = test::run_step(step, {Key::D1, Key::Back});
  EXPECT_TRUE(left.finished);
}

// The star is the program's (it repeats what was said last) and never reaches the trainer:
// the trainer says so before the first key, and the star twice quickly (the state) says what
// the star does, not the trainer's introduction again (issue 40 item 12).
TEST(LessonFramework, TheKeyTrainerTellsWhatTheStarDoes) {
  const LessonStep step = key_trainer("keys", [](Key) { return std::vector<Message>{}; });
  test::LessonTestHost host;
  auto runner = make_step_runner(step);
  runner->enter(host);
  // The star reaches the trainer (the App gives it to a screen that takes it) and says what
  // it does, instead of repeating the previous key's description.
  EXPECT_TRUE(runner->takes_repeat());
  runner->on_key(host, Key::D5);
  ASSERT_TRUE(runner->on_key(host, Key::Repeat));
  EXPECT_NE(host.transcript().rfind("Hvězdička: zopakuje poslední zprávu."), std::string::npos) << host.transcript();
  EXPECT_GT(host.transcript().rfind("Hvězdička: zopakuje poslední zprávu."), host.transcript().rfind("nic nedělá"));
}

// The program's own menu cues close every game's list; the devices' cues are not in a child's
// first lesson (issue 40 item 10: they are said when a device comes or goes).
TEST(LessonFramework, EveryGamesSoundGlossaryEndsWithTheProgramsOwnCues) {
  for (const Lesson& l : {sipky::lesson(), quist::lesson(), kivi::lesson(), numberfloor::lesson(), clovece::lesson()}) {
    const LessonStep* glossary = find_step(l, "sounds");
    ASSERT_TRUE(glossary) << l.id;
    for (const char* cue : {"your_turn", "game_won", "refused", "menu_move", "menu_select"}) {
      const bool listed = std::any_of(glossary->cues.begin(), glossary->cues.end(),
                                      [&](const auto& c) { return c.first == cue; });
      EXPECT_TRUE(listed) << l.id << " " << cue;
    }
  }
}

TEST(LessonFramework, TheSoundGlossaryPlaysEachCueWithItsMeaning) {
  const LessonStep step = sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("refused")});
  auto two = test::run_step(step, {Key::Ok, Key::Ok});
  EXPECT_FALSE(two.finished) << "the program's own cues follow the game's";
  auto out = test::run_step(step, std::vector<Key>(6, Key::Ok));
  EXPECT_TRUE(out.finished);
  EXPECT_NE(out.transcript.find("SOUND menu_select\n"), std::string::npos) << out.transcript;
  EXPECT_NE(out.transcript.find("SOUND your_turn\nJsi na tahu.\nSOUND refused\nTohle nejde: hned uslyšíš proč."),
            std::string::npos) << out.transcript;
}

std::vector<Lesson> small_lesson() {
  Lesson l;
  l.id = "test";
  l.game = "sipky";
  l.title = Message("sipky.lesson.title");
  l.steps = {explain("a", {Message("sipky.lesson.1")}), compose_practice(), explain("c", {Message("sipky.lesson.3")})};
  return {l};
}

TEST(LessonFramework, NextSkipsPrevGoesBackAndBackAsksBeforeLeaving) {
  LessonTestHost host;
  LessonScreen screen(small_lesson());
  screen.enter(host);
  EXPECT_EQ(host.said().at(0), "Výuka: Numeramis Šipky.");
  EXPECT_EQ(host.said().at(1), host.render(Message("sipky.lesson.1"))) << "teaching at once";
  screen.on_key(host, Key::Next);
  EXPECT_EQ(screen.step_index(), 1u);
  // In a task prev and next are the game's; back asks, and then minus goes a step back.
  screen.on_key(host, Key::Prev);
  EXPECT_EQ(screen.step_index(), 1u);
  screen.on_key(host, Key::Back);
  EXPECT_TRUE(host.heard("Ukončit výuku? Příště budeš pokračovat tady. Enter ano. Plus: přeskočit krok, minus: "
                         "předchozí krok, jiná klávesa: učíme se dál."))
      << host.transcript();
  screen.on_key(host, Key::Prev);
  EXPECT_EQ(screen.step_index(), 0u);
  screen.on_key(host, Key::Ok);
  EXPECT_EQ(screen.step_index(), 1u);
  screen.on_key(host, Key::Back);
  screen.on_key(host, Key::Next);  // the task skipped
  EXPECT_EQ(screen.step_index(), 2u);
  EXPECT_TRUE(host.heard("Krok přeskočen."));
  screen.on_key(host, Key::Prev);  // an explanation: prev is the lesson's again
  EXPECT_EQ(screen.step_index(), 1u);
  screen.on_key(host, Key::D7);  // right
  EXPECT_EQ(screen.step_index(), 2u);
  screen.on_key(host, Key::Back);
  EXPECT_TRUE(host.heard("Ukončit výuku? Příště budeš pokračovat tady. Enter ano. Plus: přeskočit krok, minus: "
                         "předchozí krok, jiná klávesa: učíme se dál."));
  screen.on_key(host, Key::D1);
  EXPECT_EQ(host.to_menu, 0);
  screen.on_key(host, Key::Back);
  screen.on_key(host, Key::Ok);
  EXPECT_EQ(host.to_menu, 1);
}

TEST(LessonFramework, ThePracticeWindowShowsTheLessonTheStepAndTheTaskAboveTheTable) {
  LessonTestHost host;
  LessonScreen screen(small_lesson());
  screen.enter(host);
  auto explanation = screen.picture(host);
  ASSERT_TRUE(explanation);
  EXPECT_EQ(explanation->status, "1 / 3");
  EXPECT_TRUE(explanation->seats.empty()) << "no table while explaining";
  screen.on_key(host, Key::Next);  // the practice
  auto p = screen.picture(host);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->title, host.render(Message("sipky.lesson.title")));
  EXPECT_EQ(p->status.rfind("2 / 3", 0), 0u) << p->status;
  EXPECT_EQ(p->task, host.render(small_lesson()[0].steps[1].text.at(0))) << "the task above the table";
  EXPECT_EQ(p->seats.size(), 2u) << "the game's table beside it";
  EXPECT_FALSE(p->card_rows.empty()) << "the throw being composed";
}

TEST(LessonFramework, ProgressIsKeptPerLearnerAndTheLessonResumesAtItsStep) {
  const std::string file = test::temp_path("lesson-progress.db");
  std::filesystem::remove(file);
  {
    History history(file);
    LessonTestHost host;
    LessonScreen screen(small_lesson());
    screen.keep_progress(&history);
    screen.enter(host);
    screen.on_key(host, Key::Ok);   // step 2: the practice
    screen.on_key(host, Key::D2);   // a mistake
    screen.on_key(host, Key::D7);   // right
    EXPECT_EQ(screen.step_index(), 2u);
  }
  {
    History history(file);
    auto progress = history.lesson_progress();
    ASSERT_EQ(progress.size(), 1u);
    EXPECT_EQ(progress[0].learner, "Eva");
    EXPECT_EQ(progress[0].position, 2);
    EXPECT_EQ(progress[0].steps, 3);
    ASSERT_EQ(progress[0].records.size(), 2u);
    EXPECT_EQ(progress[0].records[1].step_id, "compose");
    EXPECT_TRUE(progress[0].records[1].done);
    EXPECT_EQ(progress[0].records[1].mistakes, 1);
    LessonTestHost host;
    LessonScreen screen(small_lesson());
    screen.keep_progress(&history);
    screen.enter(host);
    EXPECT_EQ(screen.step_index(), 2u);
    EXPECT_TRUE(host.heard("Pokračujeme, kde jsi skončila: krok 3 ze tří.")) << host.transcript();
    screen.on_key(host, Key::Ok);  // the end
    EXPECT_EQ(history.lesson_progress().at(0).position, 3);
  }
  std::filesystem::remove(file);
}

TEST(LessonFramework, SeveralLessonsAskWhichFirst) {
  auto lessons = small_lesson();
  lessons.push_back(lessons.front());
  lessons.back().id = "test.2";
  LessonTestHost host;
  LessonScreen screen(std::move(lessons));
  screen.enter(host);
  EXPECT_TRUE(host.heard("Kterou výuku?")) << host.transcript();
  EXPECT_FALSE(screen.lesson_index());
  screen.on_key(host, Key::D2);
  EXPECT_EQ(screen.lesson_index(), 1u);
}

}  // namespace
}  // namespace sh
