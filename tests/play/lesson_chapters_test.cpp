// Lessons in chapters (issue 31): every lesson's chapter table makes named chapters of at
// most twelve steps covering every step once, offered in a short spoken menu; choosing one
// starts at its first step, numbered within it; a chapter left in the middle resumes there
// from the history database; its end says so and offers the next (the menu's order may
// differ from the steps'); Numberfloor proposes its Beginner game first; every step has a
// short title and the statistics name a step with mistakes by it; and for each game a
// scripted learner takes a chapter with right, wrong and third-try answers.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <sstream>

#include "games/clovece/clovece_lesson.h"
#include "games/kivi/kivi_lesson.h"
#include "games/numberfloor/numberfloor_lesson.h"
#include "games/quist/quist_lesson.h"
#include "games/sipky/sipky_lesson.h"
#include "lesson_test_support.h"
#include "narration/language.h"
#include "play/lesson_chapters.h"
#include "play/lesson_screen.h"
#include "storage/history.h"
#include "test_support.h"

namespace sh {
namespace {

using test::LessonTestHost;

std::vector<Lesson> all_lessons() {
  return {sipky::lesson(), quist::lesson(), kivi::lesson(), clovece::lesson(), numberfloor::lesson()};
}

TEST(LessonChapters, EveryLessonHasNamedChaptersOfAtMostTwelveStepsInAShortMenu) {
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  for (const Lesson& l : all_lessons()) {
    SCOPED_TRACE(l.id);
    const auto chapters = chapters_of(l);
    EXPECT_EQ(chapters.size(), l.chapters.size()) << "every entry names a step of its own";
    EXPECT_GE(chapters.size(), 3u);
    EXPECT_LE(chapters.size(), 9u) << "a digit each";
    std::vector<int> owner(l.steps.size(), 0);
    for (const Chapter& c : chapters) {
      SCOPED_TRACE(c.id);
      EXPECT_GE(c.size(), 1u);
      EXPECT_LE(c.size(), 12u);
      for (std::size_t i = c.first; i < c.end; ++i) ++owner[i];
      EXPECT_TRUE(en.has(c.title.id)) << c.title.id;
    }
    for (std::size_t i = 0; i < l.steps.size(); ++i) EXPECT_EQ(owner[i], 1) << "step " << l.steps[i].id;
    // The menu: one sentence a chapter, by its digit, the proposal first.
    LessonTestHost host;
    LessonScreen screen(l);
    screen.enter(host);
    ASSERT_TRUE(screen.in_menu());
    const auto said = host.said();
    const auto at = std::find(said.begin(), said.end(),
                              host.render(Message("lesson.chapters.start")
                                              .with("number", 1L)
                                              .with("title", host.render(chapters[0].title))));
    ASSERT_NE(at, said.end()) << host.transcript();
    ASSERT_EQ(said.end() - at, static_cast<std::ptrdiff_t>(chapters.size() + 1)) << host.transcript();
    for (std::size_t i = 0; i < chapters.size(); ++i)
      EXPECT_EQ(*(at + 1 + static_cast<std::ptrdiff_t>(i)),
                std::to_string(i + 1) + ": " + host.render(chapters[i].title) + ".");
  }
}

TEST(LessonChapters, EveryStepHasAShortTitleInBothLanguages) {
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  for (const Lesson& l : all_lessons()) {
    std::set<std::string> ids;
    for (const LessonStep& s : l.steps) {
      SCOPED_TRACE(l.id + ": " + s.id);
      EXPECT_TRUE(ids.insert(s.id).second) << "step ids are unique";
      const auto title = step_title(s);
      ASSERT_TRUE(title);
      for (const Language* lang : {&cs, &en}) {
        ASSERT_TRUE(lang->has(title->id)) << title->id;
        const std::string text = lang->render(*title);
        std::istringstream words(text);
        int n = 0;
        for (std::string w; words >> w;) ++n;
        EXPECT_LE(n, 6) << "a few words: " << text;
        EXPECT_NE(text.back(), '.') << text;
      }
    }
  }
  EXPECT_FALSE(step_title(explain("untitled", {Message("sipky.lesson.1")}))) << "a step without a title has none";
}

TEST(LessonChapters, ChoosingAChapterStartsAtItsFirstStepNumberedWithinIt) {
  const Lesson l = sipky::lesson();
  const auto chapters = chapters_of(l);
  LessonTestHost host;
  LessonScreen screen(l);
  screen.enter(host);
  EXPECT_FALSE(screen.runner()) << "nothing taught before a chapter is chosen";
  screen.on_key(host, Key::D2);
  EXPECT_EQ(screen.chapter_index(), 1u);
  EXPECT_EQ(screen.step_index(), chapters[1].first);
  EXPECT_TRUE(host.heard("Kapitola 2 z pěti: Přes cíl a nuly.")) << host.transcript();
  EXPECT_TRUE(host.heard(host.render(l.steps[chapters[1].first].text.front()))) << host.transcript();
  const auto status = screen.status(host);
  EXPECT_NE(std::find(status.begin(), status.end(),
                      Message("lesson.step").with("step", 1L).with("steps", static_cast<long>(chapters[1].size()))),
            status.end());
  const auto picture = screen.picture(host);
  ASSERT_TRUE(picture);
  EXPECT_EQ(picture->status, "1 / " + std::to_string(chapters[1].size()));
  EXPECT_NE(picture->title.find("Přes cíl a nuly"), std::string::npos) << picture->title;
  // Minus at the chapter's first step goes nowhere before it.
  screen.on_key(host, Key::Prev);
  EXPECT_EQ(screen.step_index(), chapters[1].first);
  EXPECT_TRUE(host.heard("Tohle je první krok.")) << host.transcript();
}

TEST(LessonChapters, AChapterLeftInTheMiddleResumesThereFromTheDatabase) {
  const std::string file = test::temp_path("lesson-chapters.db");
  std::filesystem::remove(file);
  const Lesson l = sipky::lesson();
  const auto chapters = chapters_of(l);
  {
    History history(file);
    LessonTestHost host;
    LessonScreen screen(l);
    screen.keep_progress(&history);
    screen.enter(host);
    screen.on_key(host, Key::D2);
    screen.on_key(host, Key::Ok);  // the explanation heard: the chapter's second step
    ASSERT_EQ(screen.step_index(), chapters[1].first + 1);
    screen.on_key(host, Key::Back);
    screen.on_key(host, Key::Ok);  // leave
    EXPECT_EQ(host.to_menu, 1);
  }
  {
    History history(file);
    LessonTestHost host;
    LessonScreen screen(l);
    screen.keep_progress(&history);
    screen.enter(host);
    EXPECT_TRUE(host.heard("Vyber kapitolu. Enter pokračuje v kapitole 2: Přes cíl a nuly.")) << host.transcript();
    EXPECT_TRUE(host.heard("2: Přes cíl a nuly, začato.")) << host.transcript();
    EXPECT_TRUE(host.heard("1: Karty a první hod.")) << host.transcript();
    screen.on_key(host, Key::Ok);
    EXPECT_EQ(screen.chapter_index(), 1u);
    EXPECT_EQ(screen.step_index(), chapters[1].first + 1);
    EXPECT_TRUE(host.heard("Pokračujeme, kde jsi skončila: krok 2 z pěti.")) << host.transcript();
  }
  {  // Another chapter starts at its own beginning.
    History history(file);
    LessonTestHost host;
    LessonScreen screen(l);
    screen.keep_progress(&history);
    screen.enter(host);
    screen.on_key(host, Key::D1);
    EXPECT_EQ(screen.step_index(), 0u);
    EXPECT_EQ(host.transcript().find("Pokračujeme"), std::string::npos) << host.transcript();
  }
  std::filesystem::remove(file);
}

// A learner who left a lesson before it had chapters goes on where they left it: the
// chapters before that step are finished, the one that holds it is begun there.
TEST(LessonChapters, ALessonLeftBeforeItHadChaptersGoesOnWhereItWasLeft) {
  const std::string file = test::temp_path("lesson-before-chapters.db");
  std::filesystem::remove(file);
  const Lesson l = sipky::lesson();
  const auto chapters = chapters_of(l);
  {
    History history(file);
    ASSERT_TRUE(history.save_lesson_position("Eva", "sipky", "sipky", static_cast<int>(chapters[1].first + 2),
                                             static_cast<int>(l.steps.size())));
  }
  History history(file);
  LessonTestHost host;
  LessonScreen screen(l);
  screen.keep_progress(&history);
  screen.enter(host);
  EXPECT_TRUE(host.heard("Vyber kapitolu. Enter pokračuje v kapitole 2: Přes cíl a nuly.")) << host.transcript();
  EXPECT_TRUE(host.heard("1: Karty a první hod, hotovo.")) << host.transcript();
  screen.on_key(host, Key::Ok);
  EXPECT_EQ(screen.step_index(), chapters[1].first + 2);
  EXPECT_TRUE(host.heard("Pokračujeme, kde jsi skončila: krok 3 z pěti.")) << host.transcript();
  std::filesystem::remove(file);
}

// Three explanations in the steps' order a b c d e; the table names c first, so the menu's
// first chapter is c d e and the second a b.
Lesson two_chapters() {
  Lesson l;
  l.id = "test";
  l.game = "sipky";
  l.title = Message("sipky.lesson.title");
  for (const char* id : {"a", "b", "c", "d", "e"}) l.steps.push_back(explain(id, {Message("sipky.lesson.1")}));
  l.chapters = {{"c", Message("sipky.lesson.chapter.over")}, {"a", Message("sipky.lesson.chapter.goal")}};
  return l;
}

TEST(LessonChapters, FinishingAChapterSaysSoAndOffersTheNextOrTheMenu) {
  const auto chapters = chapters_of(two_chapters());
  ASSERT_EQ(chapters.size(), 2u);
  EXPECT_EQ(chapters[0].first, 2u);
  EXPECT_EQ(chapters[0].end, 5u);
  EXPECT_EQ(chapters[1].first, 0u);
  EXPECT_EQ(chapters[1].end, 2u);
  LessonTestHost host;
  LessonScreen screen(two_chapters());
  screen.enter(host);
  screen.on_key(host, Key::Ok);  // the proposal: the menu's first
  EXPECT_EQ(screen.step_index(), 2u);
  for (int i = 0; i < 3; ++i) screen.on_key(host, Key::Ok);
  ASSERT_TRUE(screen.in_menu());
  EXPECT_TRUE(host.heard("Kapitola 1, Přes cíl a nuly, je hotová.")) << host.transcript();
  EXPECT_TRUE(host.heard("1: Další kapitola, Karty a první hod.")) << host.transcript();
  EXPECT_TRUE(host.heard("2: Nabídka kapitol.")) << host.transcript();
  EXPECT_TRUE(host.heard("3: Konec výuky.")) << host.transcript();
  screen.on_key(host, Key::Ok);  // the next chapter
  EXPECT_EQ(screen.chapter_index(), 1u);
  EXPECT_EQ(screen.step_index(), 0u);
  screen.on_key(host, Key::Ok);
  screen.on_key(host, Key::Next);  // a skipped last step ends the chapter too
  ASSERT_TRUE(screen.in_menu());
  EXPECT_TRUE(host.heard("Kapitola 2, Karty a první hod, je hotová. Máš hotové všechny kapitoly.")) << host.transcript();
  EXPECT_TRUE(host.heard("1: Nabídka kapitol.")) << host.transcript();
  screen.on_key(host, Key::D1);  // the chapter menu: both finished
  EXPECT_TRUE(host.heard("1: Přes cíl a nuly, hotovo.")) << host.transcript();
  EXPECT_TRUE(host.heard("2: Karty a první hod, hotovo.")) << host.transcript();
  EXPECT_TRUE(host.heard("Všechny kapitoly máš hotové, vyber si kteroukoli. Enter začne kapitolu 1: Přes cíl a nuly."))
      << host.transcript();
  screen.on_key(host, Key::Back);
  EXPECT_EQ(host.to_menu, 1);
}

TEST(LessonChapters, NumberfloorProposesTheBeginnerGameFirst) {
  const Lesson l = numberfloor::lesson();
  const auto chapters = chapters_of(l);
  ASSERT_FALSE(chapters.empty());
  EXPECT_EQ(chapters[0].id, "beginner");
  EXPECT_GT(chapters[0].first, 0u) << "first in the menu, not in the steps";
  LessonTestHost host;
  LessonScreen screen(l);
  screen.enter(host);
  EXPECT_TRUE(host.heard("Vyber kapitolu. Enter začne kapitolu 1: Začátečnická hra od čtyř let.")) << host.transcript();
  screen.on_key(host, Key::Ok);
  EXPECT_EQ(l.steps.at(screen.step_index()).id, "beginner");
  EXPECT_TRUE(host.heard("Kapitola 1 z osmi: Začátečnická hra od čtyř let.")) << host.transcript();
}

TEST(LessonChapters, TheStatisticsNameAStepWithMistakesByItsTitle) {
  test::TempHome home("lesson-titles");
  std::filesystem::create_directories(home.data());
  {
    History h(home.data() / "history.db");
    ASSERT_TRUE(h.save_lesson_position("Eva", "sipky", "sipky", 7, 34));
    ASSERT_TRUE(h.save_lesson_step("Eva", "sipky", "sipky", {6, "compose_high", true, 2}));
    ASSERT_TRUE(h.save_lesson_step("Eva", "sipky", "sipky", {9, "no_such_step", false, 1}));
  }
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin",
                               test::main_menu_key(test::MainMenuItem::Statistics), home.env());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(": Co nejvyšší číslo, dvě chyby.\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Krok 7"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(": Krok 10: jedna chyba.\n"), std::string::npos) << "a step unknown now: its number\n" << r.out;
}

// For each game a scripted learner takes a chapter with right, wrong and third-try answers.
TEST(LessonChapters, ALearnerTakesASipkyChapter) { test::check_chapter_as_learner(sipky::lesson(), 2); }
TEST(LessonChapters, ALearnerTakesAQuistChapter) { test::check_chapter_as_learner(quist::lesson(), 1); }
TEST(LessonChapters, ALearnerTakesAKiviChapter) { test::check_chapter_as_learner(kivi::lesson(), 1); }
TEST(LessonChapters, ALearnerTakesACloveceChapter) { test::check_chapter_as_learner(clovece::lesson(), 3); }
TEST(LessonChapters, ALearnerTakesTheNumberfloorBeginnerChapter) {
  test::check_chapter_as_learner(numberfloor::lesson(), 0);
}

}  // namespace
}  // namespace sh
