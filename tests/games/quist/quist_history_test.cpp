// Issue 30: the statistics after a dealer-mode Quist match of one person against three
// computers name the person, not a computer (seats from 1 as in every game), through the
// real binary and its history database.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "test_support.h"

namespace sh {
namespace {

TEST(QuistHistory, TheStatisticsNameThePersonNotAComputer) {
  const std::string root = test::temp_path("quist-history");
  const std::string env = "XDG_DATA_HOME=" + root + "/data XDG_CONFIG_HOME=" + root + "/config";
  const std::string r = "--input stdin --speech text --audio none --no-window --lang cs ";
  std::string keys = test::game_menu_key("quist") + " 1 1 1 3 2 ";
  for (int i = 0; i < 14; ++i) keys += "help help ok ";
  auto play = test::run_spoluhrac(r + "--seed 4 --names Eva,Petr,Jana,Karel", keys, env);
  ASSERT_EQ(play.status, 0) << play.err;
  ASSERT_TRUE(test::contains_line(play.out, "SAY Petr, Jana a Karel: hraje počítač.")) << play.out;
  ASSERT_NE(play.out.find("SAY Konec partie."), std::string::npos) << play.out;

  auto stats = test::run_spoluhrac(r, test::main_menu_key(test::MainMenuItem::Statistics), env);
  ASSERT_EQ(stats.status, 0) << stats.err;
  EXPECT_NE(stats.out.find("SAY 1: Eva, Numeramis Quist na jednu hru: jedna partie"), std::string::npos) << stats.out;
  for (const char* computer : {"Petr,", "Jana,", "Karel,"})
    EXPECT_EQ(stats.out.find(std::string(": ") + computer), std::string::npos) << computer << "\n" << stats.out;
  std::filesystem::remove_all(root);
}

}  // namespace
}  // namespace sh
