// A real window under Xvfb: numeric-keypad keys typed into the SDL window (xdotool) drive
// the program, and the window shows what was said. Skipped where Xvfb or xdotool is missing.
// Issue 39: Escape and the close button silence speech and end the program at once; a
// DISPLAY that cannot be used ends with a how-to and status 1; an X error (the window
// destroyed by another client) does not end it with status 1; NumLock off while a screen
// reader runs is said (a private session bus with the accessibility bus launcher's stand-in).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <cstring>
#include <iostream>
#include <set>
#include <thread>

#include "../speech/a11y_bus.h"
#include "../speech/live_program.h"
#include "input/sdl_keyboard.h"
#include "test_scale.h"
#include "test_support.h"
#include "x_client.h"

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
  // The screenshot shows the window: more than the black background and one colour (taken
  // again, every 300 ms for up to six seconds, while a loaded machine has not drawn it yet).
  const fs::path shot = dir / "shot.xwd";
  auto colours = [&] {
    const std::string image = test::read_file(shot.string());
    if (image.size() <= 100000u) return std::size_t{0};
    return std::set<unsigned char>(image.begin() + 3000, image.end()).size();  // past the header: the window's pixels
  };
  for (int i = 0; i < 20; ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EXPECT_EQ(std::system(("DISPLAY=" + display + " xwd -root -silent > " + shot.string()).c_str()), 0);
    if (colours() > 8u) break;
  }
  xdo("key --window " + window + " Escape");  // closes the window: the input ends
  int status = 0;
  for (int i = 0; i < 300; ++i) {  // up to 30 s: a sanitizer build on a loaded machine ends slowly
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

// ------------------------------------------------------------ issue 39

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

std::string capture(const std::string& command) {
  std::string out;
  FILE* f = popen(command.c_str(), "r");
  if (!f) return out;
  char buf[256];
  while (fgets(buf, sizeof buf, f)) out += buf;
  pclose(f);
  return out;
}

// An X server of its own (Xvfb picks a free display number and writes it when it accepts
// clients) and the program's window on it.
struct XServer {
  fs::path dir;
  std::string display;
  pid_t pid = 0;
  explicit XServer(const std::string& name) : dir(test::temp_path(name)) {
    fs::create_directories(dir);
    const std::string number = (dir / "display.txt").string();
    // -noreset: the server keeps its state (NumLock) between clients.
    pid = spawn("Xvfb -displayfd 3 -noreset -screen 0 1024x768x24 -nolisten tcp 3>" + number + " >/dev/null 2>&1");
    for (int i = 0; i < 300 && display.empty(); ++i) {
      const std::string text = test::read_file(number);
      if (!text.empty() && text.back() == '\n') display = ":" + text.substr(0, text.size() - 1);
      else std::this_thread::sleep_for(50ms);
    }
  }
  ~XServer() {
    stop(pid);
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  int xdo(const std::string& args) const {
    return std::system(("DISPLAY=" + display + " xdotool " + args + " >/dev/null 2>&1").c_str());
  }
  // The program's window (found by its class: xdotool does not match the title "Spoluhráč").
  std::string window(std::chrono::milliseconds timeout = 30s) const {
    const auto deadline = Clock::now() + timeout;
    for (;;) {  // looks at least once
      const std::string found = capture("DISPLAY=" + display + " xdotool search --class spoluhrac 2>/dev/null");
      if (!found.empty()) return found.substr(0, found.find('\n'));
      if (Clock::now() >= deadline) return {};
      std::this_thread::sleep_for(50ms);
    }
  }
};

#define SKIP_WITHOUT_X()                                                  \
  if (!have("Xvfb") || !have("xdotool"))                                  \
  GTEST_SKIP() << "needs Xvfb and xdotool (SPOLUHRAC_TEST_DEPS=1 tools/deps.sh)"

// Waits for the process to end; its exit status, or -1 after the timeout.
int wait_exit(pid_t pid, std::chrono::milliseconds timeout) {
  const auto deadline = Clock::now() + timeout;
  while (Clock::now() < deadline) {
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::this_thread::sleep_for(2ms);
  }
  return -1;
}

// The program as a desktop menu starts it: standard input closed.
pid_t start_from_menu(const XServer& x, const fs::path& home, const std::string& args, const std::string& env = "") {
  fs::create_directories(home);
  return spawn("env DISPLAY=" + x.display + " XDG_DATA_HOME=" + (home / "data").string() + " XDG_CONFIG_HOME=" +
               (home / "config").string() + " " + env + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR +
               " " + args + " > " + (home / "out.txt").string() + " 2>&1 <&-");
}

TEST(WindowClose, EscapeOrTheCloseButtonSilenceSpeechAndEndTheProgramAtOnce) {
  SKIP_WITHOUT_X();
  // Escape, then the close button the desktop's window manager offers (WM_DELETE_WINDOW),
  // each on an X server of its own (nothing of the first program's window is left around).
  for (const std::string how : {"Escape", "close button"}) {
    XServer x(how == "Escape" ? "escape" : "close");
    ASSERT_FALSE(x.display.empty()) << "Xvfb did not start";
    const fs::path home = x.dir / (how == "Escape" ? "escape" : "button");
    // Real speech through SDL's dummy device, which plays in real time: the menu takes seconds.
    pid_t program = start_from_menu(x, home, "--audio sdl --speech espeak", "SDL_AUDIODRIVER=dummy");
    const std::string window = x.window();
    ASSERT_FALSE(window.empty()) << test::read_file((home / "out.txt").string());
    EXPECT_EQ(x.xdo("windowfocus --sync " + window), 0);
    std::this_thread::sleep_for(500ms);  // the menu is being spoken
    ASSERT_EQ(wait_exit(program, 0ms), -1) << "still running, still speaking";
    if (how == "Escape") x.xdo("key --window " + window + " Escape");
    else ASSERT_TRUE(test::send_close_request(x.display, std::stoul(window))) << test::read_file((home / "out.txt").string());
    const auto asked = Clock::now();
    const int status = wait_exit(program, 30s);
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - asked);
    if (status < 0) stop(program);
    EXPECT_EQ(status, 0) << how << "\n" << test::read_file((home / "out.txt").string());
    // The spec is 200 ms; checked generously (a loaded machine, the sanitizers' exit), far
    // below the seconds the rest of the menu would take.
    EXPECT_LT(took, test::kSanitized ? 4000ms : 1500ms) << how << ": ended " << took.count() << " ms after it";
    std::cout << "[ measured ] " << how << ": ended " << took.count() << " ms after it\n";
  }
}

// The X error handler: another X client destroys the window; the program's next drawing
// fails with BadDrawable/BadWindow, which Xlib's default handler answers with exit(1).
TEST(WindowClose, TheWindowDestroyedByAnotherClientEndsTheProgramCleanly) {
  SKIP_WITHOUT_X();
  XServer x("destroyed");
  ASSERT_FALSE(x.display.empty()) << "Xvfb did not start";
  const fs::path home = x.dir / "home";
  // Keys from a script as well as the window: the script makes the window draw again.
  // The window's closing is held a second (SPOLUHRAC_TEST_WINDOW_CLOSE_MS), as a loaded
  // machine holds the window's low-priority thread: the script's stdin stays open, so the
  // key queue detached that thread, and the process's exit while it still closed the window
  // ended it with SIGSEGV (status 139). The program now ends after the window has closed.
  test::LiveProgram program("destroyed", "--audio none --speech text --input stdin --input keyboard",
                            "DISPLAY=" + x.display + " XDG_DATA_HOME=" + (home / "data").string() +
                                " XDG_CONFIG_HOME=" + (home / "config").string() +
                                " SPOLUHRAC_TEST_WINDOW_CLOSE_MS=1000");
  const std::string window = x.window();
  ASSERT_FALSE(window.empty()) << program.err();
  ASSERT_TRUE(test::destroy_window(x.display, std::stoul(window)));
  program.send("help");  // a new caption: the window draws on a window that is gone
  const int status = program.wait(30s);
  EXPECT_EQ(status, 0) << program.out() << program.err();
  EXPECT_EQ(program.err().find("X Error of failed request"), std::string::npos) << program.err();
  EXPECT_NE(program.err().find("X error"), std::string::npos) << "logged: " << program.err();
  EXPECT_NE(program.err().find("spoluhrac: the table window is closed"), std::string::npos)
      << "the program ended while its window was still closing\n" << program.err();
}

// A free display number: nothing listens there.
std::string unused_display() {
  for (int n = 77; n < 200; ++n)
    if (!fs::exists("/tmp/.X11-unix/X" + std::to_string(n)) && !fs::exists("/tmp/.X" + std::to_string(n) + "-lock"))
      return ":" + std::to_string(n);
  return ":199";
}

// A stale DISPLAY (sudo, ssh, a closed session): SDL falls through to its offscreen driver,
// whose window no one sees and no key reaches; the program said the menu and ran forever.
TEST(WindowClose, AnUnusableDisplaySaysHowToStartAndEndsWithStatusOne) {
  test::TempHome home("stale-display");
  const std::string out = home.file("out.txt"), err = home.file("err.txt");
  pid_t program = spawn("env DISPLAY=" + unused_display() + " " + home.env() + " " + SPOLUHRAC_BINARY + " --data-dir " +
                        SPOLUHRAC_SOURCE_DIR + " --audio none --speech text > " + out + " 2> " + err + " <&-");
  const int status = wait_exit(program, 20s);
  if (status < 0) stop(program);
  EXPECT_EQ(status, 1) << test::read_file(out) << test::read_file(err);
  const std::string said = test::read_file(out);
  EXPECT_TRUE(test::contains_line(said, "SAY Okno Spoluhráče nejde otevřít, obrazovka se nedá použít. Spusť Spoluhráče "
                                        "z nabídky aplikací, ze skupiny Hry, nebo v terminálu napiš příkaz spoluhrac."))
      << said;
  EXPECT_EQ(said.find("Hlavní nabídka"), std::string::npos) << "no menu without a way to answer it\n" << said;
  EXPECT_NE(test::read_file(err).find("type spoluhrac in a terminal"), std::string::npos) << test::read_file(err);
}

TEST(NumLock, TheAdviceIsDueWithAScreenReaderAndNumLockOffOncePerFocus) {
  int asked = 0;
  bool reader = true;
  NumLockAdvice advice([&] {
    ++asked;
    return reader;
  });
  EXPECT_FALSE(advice.on_focus(true));
  EXPECT_EQ(asked, 0) << "with NumLock on the screen reader is not asked";
  EXPECT_TRUE(advice.on_focus(false));
  EXPECT_FALSE(advice.on_key(false)) << "said at this focus already";
  EXPECT_TRUE(advice.on_focus(false)) << "a new focus says it again";
  reader = false;
  EXPECT_FALSE(advice.on_focus(false));
  NumLockAdvice first_key([] { return true; });
  EXPECT_TRUE(first_key.on_key(false));
  EXPECT_FALSE(first_key.on_key(false)) << "only the first key";
}

TEST(NumLock, WithAScreenReaderRunningNumLockOffIsSaidAndOnIsNot) {
  SKIP_WITHOUT_X();
  if (!test::A11yBus::installed()) GTEST_SKIP() << "dbus-daemon is not installed";
  XServer x("numlock");
  ASSERT_FALSE(x.display.empty()) << "Xvfb did not start";
  test::A11yBus bus("numlock", true);  // Orca runs
  ASSERT_TRUE(bus.ready());
  const std::string advice = "SAY Zapni NumLock, jinak klávesy numerické klávesnice bere čtečka obrazovky.";
  // The help key (KP_Divide): xdotool types the keypad's digits with a NumLock press of its own.
  const std::string answer = "SAY Číslice vybere položku. Plus a minus procházejí položky, Enter vybere tu, na které "
                             "jsi. Tečka: zpět. Hvězdička: zopakovat, dvakrát rychle: celá nabídka.";
  const fs::path home = x.dir / "home";
  const fs::path out = home / "out.txt";
  pid_t program = start_from_menu(x, home, "--audio none --speech text", "DBUS_SESSION_BUS_ADDRESS=" + bus.address());
  const std::string window = x.window();
  ASSERT_FALSE(window.empty()) << test::read_file(out.string());
  auto count = [&](const std::string& line) {
    const auto ls = test::lines(test::read_file(out.string()));
    return std::count(ls.begin(), ls.end(), line);
  };
  auto wait_count = [&](const std::string& line, long n) {
    for (int i = 0; i < 500 && count(line) < n; ++i) std::this_thread::sleep_for(20ms);
    return count(line);
  };
  // Xvfb starts with NumLock off: said when the window gets the focus.
  x.xdo("windowfocus --sync " + window);
  EXPECT_EQ(wait_count(advice, 1), 1) << test::read_file(out.string());
  // NumLock on (typed in the window: the X server's own state), the focus away and back:
  // nothing more is said, and the keypad's keys reach the game.
  x.xdo("key Num_Lock");
  ASSERT_TRUE(test::focus_root(x.display));
  x.xdo("windowfocus --sync " + window);
  x.xdo("key --window " + window + " KP_Divide");
  EXPECT_EQ(wait_count(answer, 1), 1) << test::read_file(out.string());
  EXPECT_EQ(count(advice), 1) << test::read_file(out.string());
  x.xdo("key --window " + window + " Escape");
  if (wait_exit(program, 20s) < 0) stop(program);
}

}  // namespace
}  // namespace sh
