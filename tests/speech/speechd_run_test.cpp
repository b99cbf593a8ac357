// The program itself with --speech speechd and --speech auto, against a real
// speech-dispatcher daemon and a private session bus (speechd_daemon.h, a11y_bus.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "a11y_bus.h"
#include "speechd_daemon.h"
#include "storage/settings.h"
#include "test_support.h"

namespace sh {
namespace {

using test::SpeechdDaemon;

#define SKIP_WITHOUT_SPEECHD()                                                                      \
  if (!SpeechdDaemon::installed()) GTEST_SKIP() << "speech-dispatcher is not installed "            \
                                                   "(SPOLUHRAC_TEST_DEPS=1 tools/deps.sh installs it)"

const std::string kArgs = "--audio none --input stdin --no-window --no-braille ";

std::vector<std::string> said_lines(const std::string& out) {
  std::vector<std::string> s;
  for (const auto& line : test::lines(out))
    if (line.rfind("SAY ", 0) == 0) s.push_back(line.substr(4));
  return s;
}

std::vector<std::string> run_texts(const std::vector<test::SaidLine>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(l.text);
  return out;
}

TEST(SpeechdRun, TheDaemonGetsInCzechWhatTheTextContractSays) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("run");
  ASSERT_TRUE(daemon.running());
  test::TempHome text_home("text"), home("speechd");
  const auto text = test::run_spoluhrac(kArgs + "--speech text", "", text_home.env());
  const auto spoken = test::run_spoluhrac(kArgs + "--speech speechd", "", home.env() + " " + daemon.env());
  EXPECT_EQ(spoken.status, 0) << spoken.err;
  const auto expected = said_lines(text.out);
  ASSERT_GE(expected.size(), 3u) << text.out;
  EXPECT_TRUE(said_lines(spoken.out).empty()) << spoken.out;  // nothing went to the text twin
  // A message a later Interrupt (the menu's answer) cut before it was handed is not sent,
  // as eSpeak NG would not play it: the daemon gets the text run's sentences in order,
  // maybe without such a one, and always the last.
  const auto got = daemon.wait_for(expected.size(), std::chrono::milliseconds(1500));
  ASSERT_GE(got.size(), 2u);
  std::size_t at = 0;
  for (const auto& l : got) {
    while (at < expected.size() && expected[at] != l.text) ++at;
    EXPECT_LT(at, expected.size()) << "not in the text run's order: " << l.text;
    EXPECT_EQ(l.lang, "cs") << l.text;
  }
  EXPECT_EQ(got.back().text, expected.back());
  // --speech speechd is kept in the settings.
  EXPECT_EQ(load_settings(home.config() / "settings.json").settings.speech_output, "speechd");
}

TEST(SpeechdRun, TheSettingsRateReachesTheDaemonAndTheSystemRateSendsNone) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("rate", {.default_rate = 15});
  ASSERT_TRUE(daemon.running());
  test::TempHome home("rate");
  const std::string env = home.env() + " " + daemon.env();
  // First the system's rate: nothing is sent, the user's own (DefaultRate 15) is used.
  const auto first = test::run_spoluhrac(kArgs + "--speech speechd", "", env);
  EXPECT_EQ(first.status, 0) << first.err;
  const auto before = daemon.wait_for(1);
  ASSERT_FALSE(before.empty());
  for (const auto& l : before) EXPECT_EQ(l.rate, "15.00") << l.text;
  // Settings, then next ten times to item 11 (speech-dispatcher's rate), ok, next twice, ok.
  std::string keys = test::main_menu_key(test::MainMenuItem::Settings);
  for (int i = 0; i < 10; ++i) keys += " next";
  keys += " ok next next ok";
  const auto r = test::run_spoluhrac(kArgs, keys, env);
  EXPECT_EQ(r.status, 0) << r.err;
  const auto s = load_settings(home.config() / "settings.json").settings;
  ASSERT_TRUE(s.system_rate.has_value());
  EXPECT_EQ(*s.system_rate, 20);
  const auto said = daemon.wait_for(before.size() + 1);
  ASSERT_GT(said.size(), before.size());
  // Keys from a script come faster than speech, so most answers are cut before they reach
  // the daemon; the last one (after the change) is spoken at the new rate.
  EXPECT_EQ(said.back().rate, "20.00") << said.back().text;
}

TEST(SpeechdRun, AutoWithAScreenReaderRunningPicksSpeechDispatcher) {
  SKIP_WITHOUT_SPEECHD();
  if (!test::A11yBus::installed()) GTEST_SKIP() << "dbus-daemon is not installed";
  SpeechdDaemon daemon("auto");
  test::A11yBus bus("auto", true);
  ASSERT_TRUE(daemon.running());
  ASSERT_TRUE(bus.ready());
  test::TempHome home("auto");
  const std::string env = home.env() + " " + daemon.env() + " DBUS_SESSION_BUS_ADDRESS=" + bus.address();
  const auto r = test::run_spoluhrac(kArgs + "--speech auto", "", env);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(said_lines(r.out).empty()) << r.out;
  const auto said = run_texts(daemon.wait_for(3));
  EXPECT_NE(std::find(said.begin(), said.end(), "Běží čtečka obrazovky, mluvím jejím hlasem přes řečový server."),
            said.end());
  auto s = load_settings(home.config() / "settings.json").settings;
  EXPECT_EQ(s.speech_output, "auto");
  EXPECT_EQ(s.speech_auto_choice, "speechd");

  // The same again: the choice is not said twice.
  const std::size_t before = daemon.said().size();
  test::run_spoluhrac(kArgs, "", env);
  const auto again = run_texts(daemon.said());
  EXPECT_EQ(std::count(again.begin(), again.end(), "Běží čtečka obrazovky, mluvím jejím hlasem přes řečový server."), 1);
  EXPECT_GT(again.size(), before);

  // Orca quits: the program's own voice (here the text twin, no audio device), said once.
  bus.set_screen_reader(false);
  const std::size_t with_reader = daemon.said().size();
  const auto own = test::run_spoluhrac(kArgs, "", env);
  EXPECT_TRUE(test::contains_line(own.out, "SAY Čtečka obrazovky neběží, mluvím zase vlastním hlasem.")) << own.out;
  EXPECT_EQ(daemon.said().size(), with_reader);
}

TEST(SpeechdRun, NoDaemonIsSaidOnceAndTheGameGoesOn) {
  test::TempHome home("missing");
  const auto r = test::run_spoluhrac(kArgs + "--speech speechd", "",
                                     home.env() + " SPEECHD_ADDRESS=unix_socket:" + test::temp_path("nothing.sock"));
  EXPECT_EQ(r.status, 0) << r.err;
  const auto s = said_lines(r.out);
  EXPECT_EQ(std::count(s.begin(), s.end(), "Řečový server nejde použít, mluvím vlastním hlasem."), 1) << r.out;
  EXPECT_NE(r.err.find("speech-dispatcher is not usable"), std::string::npos) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY " + test::main_menu_key(test::MainMenuItem::Settings) + ": Nastavení."))
      << r.out;
}

TEST(SpeechdRun, ADaemonKilledMidRunLeavesTheProgramSpeakingWithItsOwnVoice) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("kill-run", {.speak_seconds = 0.3});
  ASSERT_TRUE(daemon.running());
  test::TempHome text_home("kill-text"), home("kill");
  const auto expected = said_lines(test::run_spoluhrac(kArgs + "--speech text", "", text_home.env()).out);
  ASSERT_GE(expected.size(), 4u);
  test::RunResult r;
  std::thread program([&] { r = test::run_spoluhrac(kArgs + "--speech speechd", "", home.env() + " " + daemon.env()); });
  daemon.wait_for(2);
  daemon.kill_now();
  program.join();
  EXPECT_EQ(r.status, 0) << r.err;  // not ended by the lost socket
  const auto out = said_lines(r.out);
  const auto notice = std::find(out.begin(), out.end(), "Řečový server přestal odpovídat, mluvím dál vlastním hlasem.");
  ASSERT_NE(notice, out.end()) << r.out;
  EXPECT_EQ(std::count(out.begin(), out.end(), *notice), 1);
  // After the notice the rest of the run's sentences, in order, through the text twin (no
  // audio device here), down to the last one.
  ASSERT_NE(notice + 1, out.end()) << r.out;
  for (auto it = notice + 1; it != out.end(); ++it)
    EXPECT_NE(std::find(expected.begin(), expected.end(), *it), expected.end()) << *it;
  EXPECT_EQ(out.back(), expected.back());
  EXPECT_NE(r.err.find("speech-dispatcher stopped"), std::string::npos) << r.err;
}

TEST(SpeechdRun, ChoosingSpeechDispatcherInTheSettingsWithoutADaemonIsSaid) {
  test::TempHome home("menu-missing");
  // Settings, next nine times to item 10 (speech output), ok, next twice (auto → espeak →
  // speechd), ok.
  std::string keys = test::main_menu_key(test::MainMenuItem::Settings);
  for (int i = 0; i < 9; ++i) keys += " next";
  keys += " ok next next ok";
  const auto r = test::run_spoluhrac(kArgs, keys,
                                     home.env() + " SPEECHD_ADDRESS=unix_socket:" + test::temp_path("nothing.sock"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(test::contains_line(r.out, "SAY 1: Výstup řeči, řečový server, hlas čtečky obrazovky.")) << r.out;
  EXPECT_TRUE(test::contains_line(r.out, "SAY Řečový server nejde použít, mluvím vlastním hlasem.")) << r.out;
  EXPECT_EQ(load_settings(home.config() / "settings.json").settings.speech_output, "speechd");
}

TEST(SpeechSettings, OutputAndSystemRateAreSavedAndChecked) {
  Settings s;
  s.speech_output = "speechd";
  s.speech_auto_choice = "espeak";
  s.system_rate = -30;
  EXPECT_EQ(parse_settings(settings_to_json(s)), s);
  s.system_rate.reset();
  EXPECT_EQ(parse_settings(settings_to_json(s)), s);
  EXPECT_THROW(parse_settings(R"({"speech": {"output": "orca"}})"), std::runtime_error);
  EXPECT_THROW(parse_settings(R"({"speech": {"system_rate": 150}})"), std::runtime_error);
  EXPECT_EQ(parse_settings("{}").speech_output, "auto");
  EXPECT_FALSE(parse_settings("{}").system_rate.has_value());
  // eSpeak NG's rate reaches far past 450 words a minute.
  EXPECT_EQ(parse_settings(R"({"speech": {"rate": 900}})").speech_rate, 900);
}

}  // namespace
}  // namespace sh
