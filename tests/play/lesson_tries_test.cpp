// Issue 40: how a practice step answers the learner's keys in all five lessons. The first Enter
// after a task repeats it (whatever the game would do with Enter), a step ends with the
// judge's words (the game's follow-up is not said), a wrong try says only the task again, a
// refusal after part of the answer puts the table back, the sound glossary is short, and the
// lessons' titles are derived from their step ids.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "games/clovece/clovece_lesson.h"
#include "games/kivi/kivi_lesson.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "games/quist/quist_lesson.h"
#include "games/sipky/sipky_lesson.h"
#include "lesson_test_support.h"
#include "narration/catalog.h"
#include "play/practice_step.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh {
namespace {

using test::LessonTestHost;

std::vector<Lesson> every_lesson() {
  return {sipky::lesson(), quist::lesson(), kivi::lesson(), clovece::lesson(), numberfloor::lesson()};
}

std::size_t history_of(StepRunner& runner) {
  return dynamic_cast<PracticeRunner&>(runner).table()->state().history().size();
}

// Item 5: in explanations Enter goes on, so a child keeps pressing it. In every practice step
// of every lesson the first Enter after the task says the task and the position again and
// does nothing in the game (KIVI's hold would roll the dice, Šipky's stop take two cards).
TEST(LessonTries, TheFirstEnterAfterATaskRepeatsItInEveryPracticeStep) {
  // Every step normally; every fourth under the sanitizers (the same code, several times slower).
  const int stride = test::kSanitized ? 4 : 1;
  int checked = 0, seen = 0;
  for (const Lesson& l : every_lesson())
    for (const auto& step : l.steps) {
      if (step.kind != StepKind::Practice || seen++ % stride != 0) continue;
      SCOPED_TRACE(l.id + ": " + step.id);
      LessonTestHost host;
      auto runner = make_step_runner(step);
      runner->enter(host);
      const auto at_start = host.said();
      const std::size_t before = history_of(*runner);
      host.clear();
      runner->on_key(host, Key::Ok);
      EXPECT_EQ(host.said(), at_start) << "the task and the position again";
      EXPECT_EQ(history_of(*runner), before) << "nothing happened in the game";
      EXPECT_EQ(runner->mistakes(), 0);
      EXPECT_FALSE(runner->finished());
      // The scripted answers do not begin with Enter: it would only repeat the task.
      EXPECT_NE(step.practice.right_keys.front(), Key::Ok);
      EXPECT_NE(step.practice.wrong_keys.front(), Key::Ok);
      ++checked;
    }
  EXPECT_GE(checked, 80 / stride);
}

// Item 5: the named traps. KIVI "hold": Enter first rolled all the dice and cost a try; Šipky
// "stop": Enter first took two cards. Now it repeats, and the second Enter is the game's.
TEST(LessonTries, EnterIsNoTrapInKiviHoldNorInSipkyStop) {
  const Lesson kivi_lesson = kivi::lesson();
  auto hold = test::run_step(*find_step(kivi_lesson, "hold"), {Key::Ok});
  EXPECT_EQ(hold.mistakes, 0) << hold.transcript;
  EXPECT_EQ(hold.actions_applied, 0u) << hold.transcript;
  const Lesson sipky_lesson = sipky::lesson();
  auto stop = test::run_step(*find_step(sipky_lesson, "stop"), {Key::Ok});
  EXPECT_EQ(stop.mistakes, 0) << stop.transcript;
  EXPECT_EQ(stop.actions_applied, 0u) << stop.transcript;
  // The second Enter is the game's: two cards, the task wanted the end.
  auto twice = test::run_step(*find_step(sipky_lesson, "stop"), {Key::Ok, Key::Ok});
  EXPECT_EQ(twice.mistakes, 1) << twice.transcript;
}

// Item 6: a step ends with the judge's words. The game's follow-up (KIVI's next player and
// "Pole vyjmenuje osmička.", Šipky's next prompt "76 nebo 67?") is not said. (Every step of
// every lesson is checked so by test::check_tries.)
TEST(LessonTries, ARightAnswerEndsWithTheJudgesWords) {
  const Lesson k = kivi::lesson();
  const LessonStep& straight = *find_step(k, "straight4");
  auto placed = test::run_step(straight, straight.practice.right_keys);
  ASSERT_TRUE(placed.done) << placed.transcript;
  const std::string after = placed.transcript.substr(placed.transcript.find("Správně!"));
  EXPECT_EQ(after.find("Pole vyjmenuje osmička"), std::string::npos) << after;
  EXPECT_EQ(after.find("na tahu"), std::string::npos) << after;
  EXPECT_EQ(after, "Správně!\n" + LessonTestHost().render(Message("kivi.lesson.p.straight4.right")) + "\n");
  const Lesson s = sipky::lesson();
  auto taken = test::run_step(*find_step(s, "first_two"), {Key::D2});
  ASSERT_TRUE(taken.done) << taken.transcript;
  EXPECT_EQ(taken.transcript.substr(taken.transcript.find("Správně!")),
            "Správně!\n" + LessonTestHost().render(Message("sipky.lesson.p.first_two.right")) + "\n")
      << "no prompt to compose the cards dealt\n" << taken.transcript;
}

// Item 10: the sound glossary of a child's first lesson is short and has no device sounds.
TEST(LessonTries, TheSoundGlossaryIsShortWithoutDeviceSounds) {
  for (const Lesson& l : every_lesson()) {
    SCOPED_TRACE(l.id);
    const LessonStep* sounds = find_step(l, "sounds");
    ASSERT_TRUE(sounds);
    EXPECT_LE(sounds->cues.size(), 8u);
    for (const auto& [cue, meaning] : sounds->cues) {
      EXPECT_NE(cue, "device_connected");
      EXPECT_NE(cue, "device_lost");
    }
  }
}

// Lesson content as data: a step's short title is "<game>.lesson.step.<id>", a chapter's
// "<game>.lesson.chapter.<first step>", and the catalogs hold no title of a step that is gone.
TEST(LessonTries, TitlesAreDerivedFromTheStepIdsAndNoneIsStale) {
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  std::set<std::string> derived;
  for (const Lesson& l : every_lesson()) {
    SCOPED_TRACE(l.id);
    for (const auto& s : l.steps) {
      EXPECT_EQ(s.title.id, l.game + ".lesson.step." + s.id);
      derived.insert(s.title.id);
    }
    for (const auto& c : l.chapters) {
      EXPECT_EQ(c.title.id, l.game + ".lesson.chapter." + c.first_step);
      derived.insert(c.title.id);
    }
  }
  const std::regex title(R"([a-z]+\.lesson\.(step|chapter)\.[a-z0-9_]+)");
  for (const auto& [ctx, id] : cs.keys()) {
    if (ctx.empty() && std::regex_match(id, title)) {
      EXPECT_TRUE(derived.count(id)) << id << " names no step";
    }
  }
}

// Item 11: rules the lessons only told about are lived now: the four KIVI combinations of the
// same values, Šipky's laid number, Člověče's first chapter. Each is a practice step.
TEST(LessonTries, RulesOnlyToldAboutBeforeArePractised) {
  const Lesson k = kivi::lesson();
  for (const char* id : {"four", "four_pair", "two_triples", "three_pairs", "lose_stone"}) {
    ASSERT_TRUE(find_step(k, id)) << id;
    EXPECT_EQ(find_step(k, id)->kind, StepKind::Practice) << id;
  }
  const Lesson s = sipky::lesson();
  ASSERT_TRUE(find_step(s, "laid"));
  EXPECT_EQ(find_step(s, "laid")->kind, StepKind::Practice);
  const Lesson c = clovece::lesson();
  const auto chapters = chapters_of(c);
  ASSERT_FALSE(chapters.empty());
  bool lived = false;
  for (std::size_t i = chapters.front().first; i < chapters.front().end; ++i)
    lived = lived || c.steps[i].kind == StepKind::Practice;
  EXPECT_TRUE(lived) << "Člověče's first chapter has a practice step";
}

// Every rule of each rulebook has its step, and docs/lessons.md's tables say the same as the
// lessons' coverage tables (a rule added to a lesson is added to the document).
TEST(LessonTries, TheDocumentMapsEveryRuleToItsStep) {
  const std::string doc = test::read_file(std::string(SPOLUHRAC_SOURCE_DIR) + "/docs/lessons.md");
  for (const Lesson& l : every_lesson()) {
    SCOPED_TRACE(l.id);
    EXPECT_NE(doc.find("(`" + l.id + "`)"), std::string::npos);
    for (const auto& c : l.coverage)
      EXPECT_NE(doc.find("| " + c.rule + " | `" + c.step_id + "` |"), std::string::npos) << c.rule << " -> " << c.step_id;
  }
}

}  // namespace
}  // namespace sh
