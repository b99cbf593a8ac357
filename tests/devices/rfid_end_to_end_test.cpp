// The real binary with a simulated RDM6300 card reader on a pty (run by the CTest test
// serial_pty_tests, which preloads the pty shim): the learning step stores a card's value,
// and the same card laid later in a Šipky game is typed as that digit.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "serial_devsim_harness.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(RfidPty, LearnedCardIsPlayedAsItsValue) {
  SH_REQUIRE_PTY_SHIM();
  sh::testing::TempDir dir;
  // The card is laid 1.5 s after the program opens the reader, and again 2.5 s later.
  sh::testing::DevSim sim(dir.path(), "sleep 1500\ntag 0A1B2C3D4E 200\nsleep 2500\ntag 0A1B2C3D4E 200\nhold\n",
                          {"--kind", "rdm6300"});
  ASSERT_TRUE(sim.wait_link());
  const std::string out = (dir.path() / "out.txt").string();
  int in[2];
  ASSERT_EQ(pipe(in), 0);
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    dup2(in[0], 0);
    close(in[1]);
    std::string cmd = "exec env XDG_DATA_HOME=" + (dir.path() / "data").string() + " XDG_CONFIG_HOME=" +
                      (dir.path() / "config").string() + " " + SPOLUHRAC_BINARY + " --data-dir " +
                      SPOLUHRAC_SOURCE_DIR + " --audio none --speech text --input stdin --input cards:" +
                      sim.link().string() + " > " + out + " 2>/dev/null";
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  auto type = [&](const std::string& keys) { (void)!write(in[1], keys.data(), keys.size()); };
  // Waits (up to 15 s, for a loaded machine) until the transcript holds `text`: the steps
  // follow what the program said, not fixed sleeps that a slow start or a busy core outruns.
  auto wait_for = [&](const std::string& text) {
    for (int i = 0; i < 300; ++i) {
      if (test::read_file(out).find(text) != std::string::npos) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  };
  const std::string learning = test::main_menu_key(test::MainMenuItem::CardLearning);
  // The learning step at once (after the games, statistics, settings, interrupted games):
  // the card comes 1.5 s after the program opens the reader.
  type(learning + "\n");
  EXPECT_TRUE(wait_for("SAY Karta přečtena."));
  // Its value, then a Šipky game in assistant mode (the mode is asked first), variant,
  // series, target 101, two players; the card is laid again 2.5 s after the first lay: the
  // first card of the throw.
  type("7 back 1 2 1 1 1 2 ok\n");
  EXPECT_TRUE(wait_for("SAY 7, a druhá karta?"));
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  close(in[1]);
  const std::string text = test::read_file(out);
  EXPECT_NE(text.find("SAY " + learning + ": Učení karet pro čtečku."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Karta přečtena. Stiskněte její hodnotu, nula až devět."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Uloženo: 7. Položte další kartu."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Učení skončeno. Známých karet: 1."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY 7, a druhá karta?"), std::string::npos) << "the laid card is the digit 7\n" << text;
  EXPECT_NE(test::read_file((dir.path() / "data" / "spoluhrac" / "cards.json").string()).find("0A1B2C3D4E"),
            std::string::npos);
}

}  // namespace
}  // namespace sh
