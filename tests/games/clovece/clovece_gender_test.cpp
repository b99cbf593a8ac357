// Člověče's players are named by their house colour ("Zelený"), which is masculine, but a
// learner of its lesson is a named person (issue 30): Eva hears "kde jsi skončila" and her
// statistics say "skončila u kroku", Petr "skončil".
#include <gtest/gtest.h>

#include "../../play/lesson_test_support.h"
#include "games/clovece/clovece_lesson.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(CloveceGender, TheLearnerIsAddressedInTheirGender) {
  test::TempHome home("clovece-gender");
  const std::string lesson = "--audio none --speech text --input stdin --game clovece --mode lesson --names ";
  const Lesson l = clovece::lesson();
  ASSERT_GE(l.steps.size(), 5u);
  const std::string to_step4 = test::lesson_keys_to(l, l.steps[3].id) + "back ok";
  for (const char* who : {"Eva", "Petr"}) {
    auto left = test::run_spoluhrac(lesson + who, to_step4, home.env());
    ASSERT_EQ(left.status, 0) << left.err;
  }
  auto eva = test::run_spoluhrac(lesson + "Eva", "ok", home.env());  // ok: go on in the chapter left
  EXPECT_NE(eva.out.find("SAY Pokračujeme, kde jsi skončila: krok 4 "), std::string::npos) << eva.out;
  auto petr = test::run_spoluhrac(lesson + "Petr", "ok", home.env());
  EXPECT_NE(petr.out.find("SAY Pokračujeme, kde jsi skončil: krok 4 "), std::string::npos) << petr.out;
  auto stats = test::run_spoluhrac("--audio none --speech text --input stdin",
                                   test::main_menu_key(test::MainMenuItem::Statistics), home.env());
  ASSERT_EQ(stats.status, 0) << stats.err;
  const auto at_eva = stats.out.find("Eva, výuka Matfyzácké Člověče");
  const auto at_petr = stats.out.find("Petr, výuka Matfyzácké Člověče");
  ASSERT_NE(at_eva, std::string::npos) << stats.out;
  ASSERT_NE(at_petr, std::string::npos) << stats.out;
  const std::string eva_line = stats.out.substr(at_eva, stats.out.find('\n', at_eva) - at_eva);
  const std::string petr_line = stats.out.substr(at_petr, stats.out.find('\n', at_petr) - at_petr);
  // The statistics say where each will go on, in words that need no gender (issue 30's wording).
  EXPECT_NE(eva_line.find("příště kapitola 1, Hody a pořadí, krok 4."), std::string::npos) << eva_line;
  EXPECT_NE(petr_line.find("příště kapitola 1, Hody a pořadí, krok 4."), std::string::npos) << petr_line;
}

}  // namespace
}  // namespace sh
