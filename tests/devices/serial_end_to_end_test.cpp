// The real binary reading a simulated serial keypad on a pty through the real
// libserialport (run by the CTest test serial_pty_tests, which preloads the pty shim):
// a scripted Šipky game gives the same transcript as the same keys on stdin, and an
// unplug and replug in the middle adds nothing but the two spoken notices.
#include <gtest/gtest.h>

#include <sstream>

#include "serial_devsim_harness.h"
#include "test_support.h"

namespace sh {
namespace {

const std::string kArgs =
    "--audio none --speech text --game sipky --players 4 --mode assistant --variant stojedna "
    "--set series=single --set target=101 --names Alojz,David,Bedřich,Cyril";
// The rulebook example, then ok (game over -> menu), prev ok (the last item: quit).
const std::vector<std::string> kKeys = {"ok", "2", "7", "ok", "7", "5", "ok", "2", "1", "ok", "4", "0",
                                        "ok", "7", "1", "ok", "2", "4", "ok", "3", "2", "ok", "6", "0",
                                        "1",  "4", "0", "ok", "ok", "4", "1", "0", "ok", "1", "0", "7",
                                        "ok", "prev", "ok"};

std::string join(const std::vector<std::string>& keys, std::size_t from, std::size_t to, const char* sep) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) out += keys[i] + sep;
  return out;
}

std::string serial_transcript(const std::string& script) {
  sh::testing::TempDir dir;
  sh::testing::DevSim sim(dir.path(), script);
  EXPECT_TRUE(sim.wait_link());
  auto r = test::run_spoluhrac(kArgs + " --input serial:" + sim.link().string(), "", "timeout 30");
  EXPECT_EQ(r.status, 0) << r.err;
  return r.out;
}

TEST(SerialPty, ScriptedSipkyGameFromTheKeypadEqualsStdin) {
  SH_REQUIRE_PTY_SHIM();
  auto from_stdin = test::run_spoluhrac(kArgs + " --input stdin", join(kKeys, 0, kKeys.size(), " "));
  ASSERT_EQ(from_stdin.status, 0);
  ASSERT_NE(from_stdin.out.find("SAY Konec hry do 101. Vítěz: Bedřich."), std::string::npos);
  const std::string from_keypad = serial_transcript(join(kKeys, 0, kKeys.size(), "\n") + "hold\n");
  EXPECT_EQ(from_keypad, from_stdin.out);
}

TEST(SerialPty, UnplugAndReplugMidGameAddOnlyTheTwoNotices) {
  SH_REQUIRE_PTY_SHIM();
  auto from_stdin = test::run_spoluhrac(kArgs + " --input stdin", join(kKeys, 0, kKeys.size(), " "));
  ASSERT_EQ(from_stdin.status, 0);
  const std::size_t half = 14;
  const std::string script = join(kKeys, 0, half, "\n") + "wait_ack\nunplug\nsleep 300\nreplug\nreplay\n" +
                             join(kKeys, half, kKeys.size(), "\n") + "hold\n";
  std::string from_keypad = serial_transcript(script);
  const std::vector<std::string> notices = {"SOUND device_lost",
                                            "SAY Odpojeno zařízení device. Čekám, až se vrátí; hra pokračuje.",
                                            "SOUND device_connected", "SAY Zařízení device je zase připojeno."};
  std::string without;
  int removed = 0;
  for (const auto& line : test::lines(from_keypad)) {
    if (std::find(notices.begin(), notices.end(), line) != notices.end()) {
      ++removed;
      continue;
    }
    without += line + "\n";
  }
  EXPECT_EQ(removed, 4) << from_keypad;
  EXPECT_EQ(without, from_stdin.out);
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(SerialPty, CountingSetTallyIsComparedWithTheTrueScore) {
  SH_REQUIRE_PTY_SHIM();
  sh::testing::TempDir dir;
  // Two throws typed on the counting set's keys, then the players' own tallies.
  sh::testing::DevSim sim(dir.path(), "ok 2 7\nok 4 5\nsleep 300\ncounter 0 27\ncounter 1 40\ncounter 5 3\nhold\n",
                          {"--kind", "counting"});
  ASSERT_TRUE(sim.wait_link());
  const std::string out = (dir.path() / "out.txt").string();
  const std::string cmd = "env XDG_DATA_HOME=" + (dir.path() / "data").string() + " XDG_CONFIG_HOME=" +
                          (dir.path() / "config").string() + " timeout -s TERM 4 " + SPOLUHRAC_BINARY +
                          " --data-dir " + SPOLUHRAC_SOURCE_DIR +
                          " --audio none --speech text --game sipky --players 2 --mode assistant --variant stojedna "
                          "--set series=single --set target=101 --input serial:" + sim.link().string() + " > " + out + " 2>/dev/null";
  (void)std::system(cmd.c_str());  // ended by timeout: the device stays plugged in
  const std::string text = test::read_file(out);
  EXPECT_NE(text.find("SAY Hráč 1: 27, celkem 27"), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Počítadlo souhlasí: Hráč 1 27."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Počítadlo nesouhlasí: Hráč 2 má 45, počítadlo ukazuje 40."), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Počítadlo 6 nepatří žádnému hráči."), std::string::npos) << text;
}

}  // namespace
}  // namespace sh
