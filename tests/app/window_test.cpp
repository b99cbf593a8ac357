// A real window under Xvfb: numeric-keypad keys typed into the SDL window (xdotool) drive
// the program, and the window shows what was said. Skipped where Xvfb or xdotool is missing.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <cstring>
#include <set>
#include <thread>

#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

bool have(const char* program) {
  return std::system((std::string("command -v ") + program + " >/dev/null 2>&1").c_str()) == 0;
}

pid_t spawn(const std::string& command) {
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

void stop(pid_t pid) {
  if (pid <= 0) return;
  kill(-pid, SIGTERM);
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
}

TEST(Window, KeypadKeysInTheSdlWindowDriveTheProgramAndTheWindowShowsTheText) {
  if (!have("Xvfb") || !have("xdotool") || !have("xwd")) GTEST_SKIP() << "needs Xvfb, xdotool and xwd";
  const fs::path dir = test::temp_path("window");
  fs::create_directories(dir);
  // Xvfb picks a free display and writes its number once it accepts clients.
  const std::string number = (dir / "display.txt").string();
  pid_t xvfb = spawn("Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>" + number + " >/dev/null 2>&1");
  std::string display;
  for (int i = 0; i < 300 && display.empty(); ++i) {
    const std::string text = test::read_file(number);
    if (!text.empty() && text.back() == '\n') display = ":" + text.substr(0, text.size() - 1);
    else std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  if (display.empty()) {
    stop(xvfb);
    FAIL() << "Xvfb did not start";
  }
  const std::string out = (dir / "out.txt").string();
  pid_t program = spawn("env DISPLAY=" + display + " XDG_DATA_HOME=" + dir.string() + " XDG_CONFIG_HOME=" +
                        dir.string() + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR +
                        " --audio none --speech text --input keyboard > " + out + " 2>&1 < /dev/null");
  std::string window;
  for (int i = 0; i < 50 && window.empty(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    FILE* f = popen(("DISPLAY=" + display + " xdotool search --name Spoluh 2>/dev/null").c_str(), "r");
    char buf[64] = {0};
    if (f && fgets(buf, sizeof buf, f)) window = std::string(buf, strcspn(buf, "\n"));
    if (f) pclose(f);
  }
  ASSERT_FALSE(window.empty()) << "no window appeared";
  auto xdo = [&](const std::string& args) {
    return std::system(("DISPLAY=" + display + " xdotool " + args + " >/dev/null 2>&1").c_str());
  };
  EXPECT_EQ(xdo("windowfocus --sync " + window), 0);
  EXPECT_EQ(xdo("key --window " + window + " KP_1"), 0);  // Šipky
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  EXPECT_EQ(xdo("key --window " + window + " KP_Divide"), 0);  // help
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  const fs::path shot = dir / "shot.xwd";
  EXPECT_EQ(std::system(("DISPLAY=" + display + " xwd -root -silent > " + shot.string()).c_str()), 0);
  xdo("key --window " + window + " Escape");  // closes the window: the input ends
  int status = 0;
  for (int i = 0; i < 50; ++i) {
    if (waitpid(program, &status, WNOHANG) == program) {
      program = 0;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_EQ(program, 0) << "the program ends when its only input ends";
  stop(program);
  stop(xvfb);
  const std::string text = test::read_file(out);
  EXPECT_NE(text.find("SAY Jak budeme hrát?"), std::string::npos) << "Šipky asks the mode first\n" << text;
  EXPECT_NE(text.find("SAY Číslice vybere položku."), std::string::npos) << "help from the / key\n" << text;
  // The screenshot shows the window: more than the black background and one colour.
  const std::string image = test::read_file(shot.string());
  ASSERT_GT(image.size(), 100000u);
  std::set<unsigned char> values(image.begin() + 3000, image.end());  // past the header: the window's pixels
  EXPECT_GT(values.size(), 8u) << "text drawn in the window";
  fs::remove_all(dir);
}

}  // namespace
}  // namespace sh
