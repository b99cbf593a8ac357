// Braille: what a braille display shows (the last message, the review cursor's line,
// panning) and which logical key each of its keys is. Then for real: brltty runs with its
// "tt" driver on one end of a pty pair (socat), a private BrlAPI port and no root; the
// program shows its last message there, and keys typed on the display's side act in the
// game. Skipped where brltty, socat or BrlAPI is missing.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/journal.h"
#include "display/braille_display.h"
#include "test_support.h"

#ifdef SPOLUHRAC_HAVE_BRLAPI
#include <brlapi.h>
#endif

namespace sh {
namespace {

namespace fs = std::filesystem;

TEST(DisplayBraille, OneLineShowsTheMessageThenTheCursorLineAndPansByTheWidth) {
  auto lines = display::braille_lines("Na tahu Eva.", "3/4 AA BB =2", 20, 1, 0);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], U"Na tahu Eva. | 3/4 A");
  lines = display::braille_lines("Na tahu Eva.", "3/4 AA BB =2", 20, 1, 20);
  EXPECT_EQ(lines[0], U"A BB =2             ");
  // Two lines: the cursor's line has a line of its own; Czech letters stay letters.
  lines = display::braille_lines("Žádné pole.", "řada 3", 12, 2, 0);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], U"Žádné pole. ");
  EXPECT_EQ(lines[1], U"řada 3      ");
}

TEST(DisplayBraille, PanningGoesOnFromTheReplyIntoWhatWasSaidBefore) {
  // The reply (newest sentence first), the cursor's line, then the earlier sentences.
  const std::string earlier = "Bob: 52. Bob on turn.";
  auto lines = display::braille_lines("Ann: 73.", "score", 10, 1, 0, earlier);
  EXPECT_EQ(lines[0], U"Ann: 73. |");
  EXPECT_EQ(display::braille_lines("Ann: 73.", "score", 10, 1, 10, earlier)[0], U" score || ");
  EXPECT_EQ(display::braille_lines("Ann: 73.", "score", 10, 1, 20, earlier)[0], U"Bob: 52. B");
  EXPECT_EQ(display::braille_text("Ann: 73.", "score", 1, earlier), U"Ann: 73. | score || Bob: 52. Bob on turn.");
  // Two lines: the cursor's line below, the first line pans from the reply into the past.
  EXPECT_EQ(display::braille_text("Ann: 73.", "score", 2, earlier), U"Ann: 73. || Bob: 52. Bob on turn.");
  EXPECT_EQ(display::braille_text("Ann: 73.", "", 1, ""), U"Ann: 73.");
}

#ifdef SPOLUHRAC_HAVE_BRLAPI
TEST(DisplayBraille, BrailleKeyboardAndCommandKeysAreTheLogicalKeys) {
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '7'), Key::D7);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '+'), Key::Next);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '-'), Key::Prev);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '*'), Key::Repeat);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '/'), Key::Help);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | '.'), Key::Back);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_SYM_LINEFEED), Key::Ok);
  EXPECT_EQ(display::key_from_brlapi(0x0D), Key::Ok);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_SYM_BACKSPACE), Key::Back);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_LNUP), Key::Prev);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_LNDN), Key::Next);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_ROUTE | 5), Key::Ok);
  EXPECT_EQ(display::key_from_brlapi(BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_HOME), Key::Repeat);
  EXPECT_FALSE(display::key_from_brlapi(BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINRT));  // panning stays on the display
  EXPECT_FALSE(display::key_from_brlapi(BRLAPI_KEY_TYPE_SYM | 'x'));
}
#endif

TEST(DisplayBraille, WithoutBrlttyTheProgramSaysNothingAboutBrailleAndGoesOn) {
  // A BrlAPI port where nothing listens: the braille input ends at once, the keys go on.
  auto r = test::run_spoluhrac("--audio none --speech text --input braille --input stdin", "1\n",
                               "BRLAPI_HOST=127.0.0.1:79 BRLAPI_AUTH=none");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("SAY Numeramis Šipky"), std::string::npos) << r.out;
  for (const char* word : {"braill", "Braill", "brltty", "BrlAPI"}) {
    EXPECT_EQ(r.out.find(word), std::string::npos) << r.out;
    EXPECT_EQ(r.err.find(word), std::string::npos) << r.err;
  }
}

pid_t start_process(const std::string& command) {
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

void stop_process(pid_t pid) {
  if (pid <= 0) return;
  kill(-pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
}

void pause_ms(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

TEST(DisplayBraille, AsTheOnlyInputAMissingBrlttyIsSaidOnceAndWaitedForUntilStopped) {
#ifndef SPOLUHRAC_HAVE_BRLAPI
  GTEST_SKIP() << "needs BrlAPI (libbrlapi-dev)";
#else
  // A BrlAPI port where nothing listens, tried every 20 ms.
  const char* old_host = std::getenv("BRLAPI_HOST");
  const std::string saved = old_host ? old_host : "";
  setenv("BRLAPI_HOST", "127.0.0.1:79", 1);
  // With other inputs the display gives up at once and says nothing.
  {
    display::BrailleDisplay quiet(nullptr, nullptr, false, 20);
    std::vector<std::string> notices;
    quiet.run([&](InputItem item) { notices.push_back(item.notice); });
    EXPECT_TRUE(notices.empty());
  }
  display::BrailleDisplay waiting(nullptr, nullptr, true, 20);
  std::mutex mutex;
  std::vector<std::string> notices;
  std::atomic<bool> ended{false};
  std::thread runner([&] {
    waiting.run([&](InputItem item) {
      std::lock_guard lock(mutex);
      notices.push_back(item.notice);
    });
    ended = true;
  });
  auto count = [&] {
    std::lock_guard lock(mutex);
    return notices.size();
  };
  for (int i = 0; i < 100 && count() == 0; ++i) pause_ms(10);
  pause_ms(200);  // about ten more tries: still waiting, nothing more said
  EXPECT_FALSE(ended) << "the display must wait for brltty, not end";
  {
    std::lock_guard lock(mutex);
    EXPECT_EQ(notices, std::vector<std::string>{"braille.waiting"});
  }
  const auto asked = std::chrono::steady_clock::now();
  waiting.stop();
  runner.join();
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::milliseconds(500)) << "stop() ends the wait";
  if (old_host) setenv("BRLAPI_HOST", saved.c_str(), 1);
  else unsetenv("BRLAPI_HOST");
#endif
}

// Reads what arrived on the display's side for `ms` milliseconds.
std::string read_for(int fd, int ms) {
  std::string out;
  const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  while (std::chrono::steady_clock::now() < end) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 50) <= 0) continue;
    char buf[4096];
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n > 0) out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

#if defined(SPOLUHRAC_HAVE_BRLAPI) && defined(SPOLUHRAC_BRLTTY_PROGRAM) && defined(SPOLUHRAC_SOCAT_PROGRAM)
// A virtual braille display in `dir`: socat joins two ptys, brltty's tt driver drives one
// end ("brl") and the test reads the cells and types keys on the other (`fd`). BrlAPI
// listens on `host` (a private port, no authentication); `brltty_command` starts brltty
// again after a test stopped it. The test stops the processes and closes `fd`.
struct VirtualBraille {
  pid_t socat = -1;
  int fd = -1;
  std::string host;
  std::string brltty_command;
  pid_t brltty = -1;
};

// Starts a VirtualBraille (brltty on port 20 + (pid + port_offset) % 60, so that two
// tests running at once do not share one) and waits until brltty has drawn its screen.
void start_virtual_braille(const fs::path& dir, int port_offset, VirtualBraille& b) {
  b.socat = start_process(std::string(SPOLUHRAC_SOCAT_PROGRAM) + " pty,raw,echo=0,link=" + (dir / "brl").string() +
                  " pty,raw,echo=0,link=" + (dir / "display").string() + " >/dev/null 2>&1");
  for (int i = 0; i < 50 && !fs::exists(dir / "display"); ++i) pause_ms(50);
  ASSERT_TRUE(fs::exists(dir / "brl"));
  b.fd = open(fs::canonical(dir / "display").c_str(), O_RDWR | O_NOCTTY);
  ASSERT_GE(b.fd, 0);
  b.host = "127.0.0.1:" + std::to_string(20 + (getpid() + port_offset) % 60);
  b.brltty_command = std::string(SPOLUHRAC_BRLTTY_PROGRAM) + " -n -q -e -b tt -d serial:" +
                     fs::canonical(dir / "brl").string() + " -t en-nabcc -A auth=none,host=" + b.host +
                     " -x no -s no >>" + (dir / "brltty.log").string() + " 2>&1";
  b.brltty = start_process(b.brltty_command);
  read_for(b.fd, 1500);  // brltty starts and draws its own screen
}
#endif

// The braille cells (U+2800..U+28FF) of the last display line the tt driver drew.
std::u32string last_cells(const std::string& tty) {
  std::u32string cells, last;
  for (std::size_t i = 0; i + 2 < tty.size(); ++i) {
    const auto a = static_cast<unsigned char>(tty[i]), b = static_cast<unsigned char>(tty[i + 1]),
               c = static_cast<unsigned char>(tty[i + 2]);
    if (a == 0xE2 && (b == 0xA0 || b == 0xA1 || b == 0xA2 || b == 0xA3)) {
      cells.push_back(0x2800 + ((b - 0xA0) << 6) + (c & 0x3F));
      i += 2;
    } else if (!cells.empty()) {
      last = cells;
      cells.clear();
    }
  }
  return cells.empty() ? last : cells;
}

// North American braille computer code (brltty's en-nabcc table): letters, digits, space.
std::u32string nabcc(const std::string& text) {
  static const int kLetters[26] = {0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A, 0x05, 0x07, 0x0D,
                                   0x1D, 0x15, 0x0F, 0x1F, 0x17, 0x0E, 0x1E, 0x25, 0x27, 0x3A, 0x2D, 0x3D, 0x35};
  static const int kDigits[10] = {0x34, 0x02, 0x06, 0x12, 0x32, 0x22, 0x16, 0x36, 0x26, 0x14};
  std::u32string out;
  for (char ch : text) {
    if ((static_cast<unsigned char>(ch) & 0xC0) == 0x80) continue;  // one cell per character
    if (ch >= 'a' && ch <= 'z') out.push_back(0x2800 + kLetters[ch - 'a']);
    else if (ch >= 'A' && ch <= 'Z') out.push_back(0x2800 + (kLetters[ch - 'A'] | 0x40));
    else if (ch >= '0' && ch <= '9') out.push_back(0x2800 + kDigits[ch - '0']);
    else if (ch == ' ') out.push_back(0x2800);
    else out.push_back(0);  // not compared
  }
  return out;
}

// The program's SAY lines.
std::vector<std::string> said_lines(const std::string& out) {
  std::vector<std::string> said;
  for (const auto& line : test::lines(out))
    if (line.rfind("SAY ", 0) == 0) said.push_back(line.substr(4));
  return said;
}

// Whether `cells` show the beginning of the last reply: the last SAY lines from some line on,
// in the order said or newest first, letter for letter.
::testing::AssertionResult shows_last_reply(const std::u32string& cells, const std::vector<std::string>& said) {
  // The caption shows a reply's sentences in the order said (a prompt part first, newest
  // part first): the last sentences in spoken order, or newest first.
  std::vector<std::string> replies;
  for (std::size_t from = said.size(); from-- > 0;) {
    std::string newest_first, in_order;
    for (std::size_t i = said.size(); i-- > from;) newest_first += (i + 1 < said.size() ? " " : "") + said[i];
    for (std::size_t i = from; i < said.size(); ++i) in_order += (i > from ? " " : "") + said[i];
    replies.push_back(in_order);
    replies.push_back(newest_first);
  }
  for (const std::string& reply : replies) {
    std::u32string want = nabcc(reply);
    if (want.size() > cells.size()) want.resize(cells.size());
    int letters = 0, matched = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
      if (want[i] == 0) continue;
      ++letters;
      matched += cells[i] == want[i];
    }
    if (letters > 10 && matched == letters) return ::testing::AssertionSuccess() << "'" << reply << "'";
  }
  return ::testing::AssertionFailure() << "the display shows no beginning of the last reply";
}

TEST(DisplayBraille, BrlttyVirtualDisplayShowsTheLastMessageAndItsKeysPlayTheGame) {
#if !defined(SPOLUHRAC_HAVE_BRLAPI) || !defined(SPOLUHRAC_BRLTTY_PROGRAM) || !defined(SPOLUHRAC_SOCAT_PROGRAM)
  GTEST_SKIP() << "needs BrlAPI (libbrlapi-dev), brltty and socat";
#else
  const fs::path dir = test::temp_path("display-braille");
  fs::create_directories(dir);
  VirtualBraille braille;
  ASSERT_NO_FATAL_FAILURE(start_virtual_braille(dir, 0, braille));
  const int display = braille.fd;
  const std::string& host = braille.host;
  const std::string journal = (dir / "game.journal").string();
  const pid_t program = start_process("env BRLAPI_HOST=" + host + " BRLAPI_AUTH=none XDG_DATA_HOME=" + dir.string() +
                              " XDG_CONFIG_HOME=" + dir.string() + " " + SPOLUHRAC_BINARY + " --data-dir " +
                              SPOLUHRAC_SOURCE_DIR + " --lang en --audio none --speech text --input braille --journal " +
                              journal + " --game sipky --players 2 --mode dealer --variant stojedna --set series=single" +
                              " --set target=101 --set computers=none --seed 5 --names Ann,Bob > " + (dir / "out.txt").string() +
                              " 2>&1 < /dev/null");
  // The program shows its first reply within 2 s normally; a sanitizer build on a loaded
  // machine may need longer to start, so wait (up to 10 s) until cells are drawn.
  std::string shown = read_for(display, 2000);
  for (int i = 0; i < 8 && last_cells(shown).empty(); ++i) shown += read_for(display, 1000);
  // The tt driver draws the text line, then its braille cells.
  const std::string said = test::read_file((dir / "out.txt").string());
  EXPECT_NE(said.find("SAY "), std::string::npos) << said;
  std::u32string cells = last_cells(shown);
  ASSERT_EQ(cells.size(), 40u) << "a 40-cell display: " << shown;
  EXPECT_TRUE(shows_last_reply(cells, said_lines(said))) << shown.substr(shown.size() > 600 ? shown.size() - 600 : 0) << "\n" << said;
  // Enter typed on the display's keyboard: the program deals a throw (the journal grows).
  const auto before = read_journal(journal).actions.size();
  ASSERT_EQ(write(display, "\r", 1), 1);
  shown = read_for(display, 1500);
  const auto after = read_journal(journal).actions;
  EXPECT_GT(after.size(), before) << "ok from the braille display dealt the cards";
  // The new reply is on the display.
  const auto said_after = said_lines(test::read_file((dir / "out.txt").string()));
  EXPECT_GT(said_after.size(), said_lines(said).size());
  EXPECT_TRUE(shows_last_reply(last_cells(shown), said_after));
  stop_process(program);
  stop_process(braille.brltty);
  stop_process(braille.socat);
  close(display);
#endif
}

TEST(DisplayBraille, BrlttyStoppedMidGameIsSaidTheGameGoesOnAndItsReturnIsShown) {
#if !defined(SPOLUHRAC_HAVE_BRLAPI) || !defined(SPOLUHRAC_BRLTTY_PROGRAM) || !defined(SPOLUHRAC_SOCAT_PROGRAM)
  GTEST_SKIP() << "needs BrlAPI (libbrlapi-dev), brltty and socat";
#else
  const fs::path dir = test::temp_path("display-braille-lost");
  fs::create_directories(dir);
  VirtualBraille braille;
  ASSERT_NO_FATAL_FAILURE(start_virtual_braille(dir, 30, braille));
  const int display = braille.fd;
  const std::string& host = braille.host;
  pid_t& brltty = braille.brltty;
  // Keys come from the display and from a pipe the test writes to (then closes: braille
  // is the only input left).
  const fs::path keys = dir / "keys";
  ASSERT_EQ(mkfifo(keys.c_str(), 0600), 0);
  const int keys_fd = open(keys.c_str(), O_RDWR);
  ASSERT_GE(keys_fd, 0);
  const std::string journal = (dir / "game.journal").string();
  const std::string out = (dir / "out.txt").string();
  pid_t program = start_process("env BRLAPI_HOST=" + host + " BRLAPI_AUTH=none XDG_DATA_HOME=" + dir.string() +
                        " XDG_CONFIG_HOME=" + dir.string() + " " + SPOLUHRAC_BINARY + " --data-dir " +
                        SPOLUHRAC_SOURCE_DIR + " --lang en --audio none --speech text --no-window --input braille" +
                        " --input stdin --journal " + journal + " --game sipky --players 2 --mode dealer --variant" +
                        " stojedna --set series=single --set target=101 --set computers=none --seed 5 --names" +
                        " Ann,Bob > " + out + " 2>&1 < " + keys.string());
  std::string shown = read_for(display, 2000);
  for (int i = 0; i < 8 && last_cells(shown).empty(); ++i) shown += read_for(display, 1000);
  ASSERT_EQ(last_cells(shown).size(), 40u) << shown;
  auto wait_for = [&](const std::string& line) {
    for (int i = 0; i < 400 && !test::contains_line(test::read_file(out), line); ++i) pause_ms(50);
    return test::contains_line(test::read_file(out), line);
  };
  // brltty stops: the program says so, keeps the game, and goes on with the piped keys.
  stop_process(brltty);
  EXPECT_TRUE(wait_for("SAY The braille display is gone: brltty does not answer. The game goes on; when the "
                       "display is back I will use it again."))
      << test::read_file(out);
  EXPECT_NE(test::read_file(out).find("SOUND device_lost"), std::string::npos);
  EXPECT_NE(test::read_file(out).find("spoluhrac: the braille display is gone"), std::string::npos);
  const auto before = read_journal(journal).actions.size();
  ASSERT_EQ(write(keys_fd, "ok\n", 3), 3);
  for (int i = 0; i < 200 && read_journal(journal).actions.size() == before; ++i) pause_ms(50);
  EXPECT_GT(read_journal(journal).actions.size(), before) << "ok from the keys dealt the cards";
  close(keys_fd);  // the piped keys end: braille, still away, is the only input left
  pause_ms(1500);
  int status = 0;
  ASSERT_EQ(waitpid(program, &status, WNOHANG), 0) << "the program ended: " << test::read_file(out);
  // brltty comes back: the program says so and shows the current reply again.
  brltty = start_process(braille.brltty_command);
  EXPECT_TRUE(wait_for("SAY The braille display is connected again.")) << test::read_file(out);
  shown = read_for(display, 1500);
  std::vector<std::string> said = said_lines(test::read_file(out));
  said.pop_back();  // "connected again" itself is said after the text was drawn
  EXPECT_TRUE(shows_last_reply(last_cells(shown), said) || shows_last_reply(last_cells(shown), said_lines(test::read_file(out))))
      << shown.substr(shown.size() > 600 ? shown.size() - 600 : 0) << "\n" << test::read_file(out);
  // Its keys play the game again.
  const auto back = read_journal(journal).actions.size();
  ASSERT_EQ(write(display, "\r", 1), 1);  // Enter: the throw of 33 stands
  for (int i = 0; i < 200 && read_journal(journal).actions.size() == back; ++i) pause_ms(50);
  EXPECT_GT(read_journal(journal).actions.size(), back) << test::read_file(out);
  stop_process(program);
  stop_process(brltty);
  stop_process(braille.socat);
  close(display);
#endif
}


TEST(DisplayBraille, BrlttyStartedAfterTheProgramIsWaitedForThenItsKeysPlay) {
#if !defined(SPOLUHRAC_HAVE_BRLAPI) || !defined(SPOLUHRAC_BRLTTY_PROGRAM) || !defined(SPOLUHRAC_SOCAT_PROGRAM)
  GTEST_SKIP() << "needs BrlAPI (libbrlapi-dev), brltty and socat";
#else
  const fs::path dir = test::temp_path("display-braille-late");
  fs::create_directories(dir);
  VirtualBraille braille;
  ASSERT_NO_FATAL_FAILURE(start_virtual_braille(dir, 45, braille));
  stop_process(braille.brltty);  // the display is there, brltty is not (yet)
  braille.brltty = -1;
  const std::string journal = (dir / "game.journal").string();
  const std::string out = (dir / "out.txt").string();
  // Braille is the only key input.
  const pid_t program = start_process("env BRLAPI_HOST=" + braille.host + " BRLAPI_AUTH=none XDG_DATA_HOME=" + dir.string() +
                              " XDG_CONFIG_HOME=" + dir.string() + " " + SPOLUHRAC_BINARY + " --data-dir " +
                              SPOLUHRAC_SOURCE_DIR + " --lang en --audio none --speech text --no-window --input braille" +
                              " --journal " + journal + " --game sipky --players 2 --mode dealer --variant stojedna" +
                              " --set series=single --set target=101 --set computers=none --seed 5 --names Ann,Bob > " +
                              out + " 2>&1 < /dev/null");
  auto wait_for = [&](const std::string& line) {
    for (int i = 0; i < 160 && !test::contains_line(test::read_file(out), line); ++i) pause_ms(50);
    return test::contains_line(test::read_file(out), line);
  };
  EXPECT_TRUE(wait_for("SAY The braille display is not available yet: brltty does not answer. I am waiting for it "
                       "and trying again every second."))
      << test::read_file(out);
  EXPECT_NE(test::read_file(out).find("spoluhrac: the braille display is not available yet"), std::string::npos);
  int status = 0;
  ASSERT_EQ(waitpid(program, &status, WNOHANG), 0) << "the program ended: " << test::read_file(out);
  // brltty starts: the program says so, and a key from the display plays.
  braille.brltty = start_process(braille.brltty_command);
  EXPECT_TRUE(wait_for("SAY The braille display is connected.")) << test::read_file(out);
  EXPECT_NE(test::read_file(out).find("spoluhrac: the braille display is connected"), std::string::npos);
  read_for(braille.fd, 300);
  const auto before = read_journal(journal).actions.size();
  ASSERT_EQ(write(braille.fd, "\r", 1), 1);  // Enter: ok deals a throw
  for (int i = 0; i < 200 && read_journal(journal).actions.size() == before; ++i) pause_ms(50);
  EXPECT_GT(read_journal(journal).actions.size(), before) << test::read_file(out);
  stop_process(program);
  stop_process(braille.brltty);
  stop_process(braille.socat);
  close(braille.fd);
#endif
}

}  // namespace
}  // namespace sh
