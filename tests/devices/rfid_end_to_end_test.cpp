// The real binary with a simulated RDM6300 card reader on a pty (run by the CTest test
// serial_pty_tests, which preloads the pty shim): the learning step stores a card's value,
// and the same card laid later in a Šipky game is typed as that digit.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

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
  auto after_ms = [](int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); };
  after_ms(500);
  const std::string learning = test::main_menu_key(test::MainMenuItem::CardLearning);
  type(learning + "\n");  // the learning step (after the games, statistics, settings, interrupted games)
  after_ms(2000);  // the card has been laid
  // Its value, then a Šipky game in assistant mode (the mode is asked first), variant,
  // series, target 101, two players.
  type("7 back 1 2 1 1 1 2 ok\n");
  after_ms(3000);  // the card is laid again: the first card of the throw
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
