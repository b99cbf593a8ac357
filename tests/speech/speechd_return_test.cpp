// The user's own voice on a real desktop (issue 39, items 10-12): speech-dispatcher killed and
// started again (Orca does this when the synthesizer changes) is used again and the program
// says so; --speech auto finds Orca started by hand on the real accessibility bus
// (at-spi-bus-launcher on a private session bus) and looks again when speech-dispatcher
// appears; without an audio device only the cues are missing; the settings say which of
// them speech-dispatcher ignores. Real daemons throughout (speechd_daemon.h, at_spi_bus.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <thread>

#include "a11y_bus.h"
#include "at_spi_bus.h"
#include "live_program.h"
#include "speech/fallback_speech.h"
#include "speech/screen_reader.h"
#include "speech/speechd_speech.h"
#include "speechd_daemon.h"
#include "test_support.h"

namespace sh {
namespace {

using namespace std::chrono_literals;
using test::SpeechdDaemon;

#define SKIP_WITHOUT_SPEECHD()                                                                      \
  if (!SpeechdDaemon::installed()) GTEST_SKIP() << "speech-dispatcher is not installed "            \
                                                   "(SPOLUHRAC_TEST_DEPS=1 tools/deps.sh installs it)"
#define SKIP_WITHOUT_AT_SPI()                                                                       \
  if (!test::AtSpiBus::installed()) GTEST_SKIP() << "at-spi2-core or gdbus is not installed "       \
                                                    "(SPOLUHRAC_TEST_DEPS=1 tools/deps.sh installs them)"

const std::string kReturnArgs = "--audio none --input stdin --no-window --no-braille ";
const std::string kLost = "Řečový server přestal odpovídat, mluvím dál vlastním hlasem.";
const std::string kBack = "Řečový server zase odpovídá, mluvím opět jeho hlasem.";
const std::string kReaderFound = "Běží čtečka obrazovky, mluvím jejím hlasem přes řečový server.";

std::vector<std::string> returned_texts(const std::vector<test::SaidLine>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(l.text);
  return out;
}

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

// Waits until the daemon was given `text` (true) or the timeout passed.
bool daemon_said(const SpeechdDaemon& daemon, const std::string& text, std::chrono::milliseconds timeout = 10s) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!has(returned_texts(daemon.said()), text)) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(10ms);
  }
  return true;
}

SpeechdOptions return_options(const SpeechdDaemon& daemon) {
  SpeechdOptions o;
  o.address = daemon.address();
  return o;
}

// What a fallback backend was asked to say, and how often it was silenced.
struct ReturnRecorder final : Speech {
  std::mutex mutex;
  std::vector<std::string> said;
  int silenced = 0;
  void say(std::string_view text, Priority) override {
    std::lock_guard lock(mutex);
    said.emplace_back(text);
  }
  void silence() override {
    std::lock_guard lock(mutex);
    ++silenced;
  }
  void finish() override {}
  std::vector<std::string> wait_for(std::size_t n) {
    for (int i = 0; i < 600; ++i) {
      {
        std::lock_guard lock(mutex);
        if (said.size() >= n) return said;
      }
      std::this_thread::sleep_for(5ms);
    }
    std::lock_guard lock(mutex);
    return said;
  }
};

// Sets an environment variable for one test and puts the old value back.
struct ReturnEnvVar {
  std::string name;
  std::optional<std::string> old;
  ReturnEnvVar(std::string n, const std::string& value) : name(std::move(n)) {
    if (const char* v = std::getenv(name.c_str())) old = v;
    setenv(name.c_str(), value.c_str(), 1);
  }
  ~ReturnEnvVar() {
    if (old) setenv(name.c_str(), old->c_str(), 1);
    else unsetenv(name.c_str());
  }
};

// ------------------------------------------------------------ the daemon restarted (item 10)

TEST(SpeechdReturn, TheRestartedDaemonSpeaksAgainAndSaysSo) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("restart");
  ASSERT_TRUE(daemon.running());
  ReturnRecorder fallback;
  auto opened = SpeechdSpeech::open(return_options(daemon));
  ASSERT_TRUE(opened) << opened.error;
  FallbackSpeech speech(std::move(opened.speech), fallback, "Přepínám hlas.");
  std::mutex mutex;
  int backs = 0;
  speech.reconnect(return_options(daemon), "Hlas je zpátky.", [&] {
    std::lock_guard lock(mutex);
    ++backs;
  }, 100ms);
  speech.say("První.", Priority::Normal);
  speech.finish();  // spoken and reported ended: nothing is handed back at the kill
  ASSERT_TRUE(daemon_said(daemon, "První."));
  daemon.kill_now();
  EXPECT_EQ(fallback.wait_for(1), std::vector<std::string>{"Přepínám hlas."});  // no key: found by the idle check
  speech.say("Mezitím.", Priority::Normal);
  EXPECT_EQ(fallback.wait_for(2).back(), "Mezitím.");
  ASSERT_TRUE(daemon.restart());
  EXPECT_TRUE(daemon_said(daemon, "Hlas je zpátky.", 5s)) << "the back notice through the new daemon";
  EXPECT_FALSE(speech.switched());
  {
    std::lock_guard lock(fallback.mutex);
    EXPECT_GE(fallback.silenced, 1) << "the own voice stops where it is: one voice at a time";
  }
  speech.say("Zase přes démona.", Priority::Normal);
  EXPECT_TRUE(daemon_said(daemon, "Zase přes démona."));
  EXPECT_EQ(fallback.wait_for(2).size(), 2u) << "nothing more through the own voice";
  std::lock_guard lock(mutex);
  EXPECT_EQ(backs, 1);
}

TEST(SpeechdReturn, TheProgramSaysWhenTheUsersVoiceIsBack) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("program-restart");
  ASSERT_TRUE(daemon.running());
  test::TempHome home("program-restart");
  test::LiveProgram program("restart", kReturnArgs + "--speech speechd", home.env() + " " + daemon.env());
  ASSERT_TRUE(daemon_said(daemon, "Hlavní nabídka. Vyber hru číslem.")) << program.err();
  daemon.kill_now();
  // Killed while idle: said with the own voice (the text twin here, no audio device).
  EXPECT_TRUE(program.wait_for_line("SAY " + kLost)) << program.out() << program.err();
  ASSERT_TRUE(daemon.restart());
  EXPECT_TRUE(daemon_said(daemon, kBack)) << program.err();
  // A key's answer goes to the daemon again, not to the own voice.
  program.send("help");
  EXPECT_TRUE(daemon_said(daemon, "Číslice vybere položku. Plus a minus procházejí položky, Enter vybere tu, na "
                                  "které jsi. Tečka: zpět. Hvězdička: zopakovat, dvakrát rychle: celá nabídka."));
  program.close_input();
  EXPECT_EQ(program.wait(), 0) << program.err();
  EXPECT_FALSE(test::contains_line(program.out(), "SAY Číslice vybere položku. Plus a minus procházejí položky, Enter "
                                                  "vybere tu, na které jsi. Tečka: zpět. Hvězdička: zopakovat, dvakrát "
                                                  "rychle: celá nabídka."))
      << program.out();
  EXPECT_NE(program.err().find("speech-dispatcher answers again"), std::string::npos) << program.err();
}

// Two runs of the suite at once made SpeechdRun.TheSettingsRateReachesTheDaemon... fail: under
// load the worker sent the rate of one key while the next key changed it again and said its
// answer, and the answer went out at the stale rate. A message waits for the options of its moment.
TEST(SpeechdReturn, AMessageSaidRightAfterARateChangeHasThatRate) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("rate-race");
  ASSERT_TRUE(daemon.running());
  SpeechdOptions o = return_options(daemon);
  auto opened = SpeechdSpeech::open(o);
  ASSERT_TRUE(opened) << opened.error;
  SpeechdSpeech& speech = *opened.speech;
  for (int i = 0; i < 20; ++i) {
    // Two steps of the rate setting, then the answer: as fast as keys from a script.
    o.rate = 10 + i;
    speech.set_options(o);
    // (the worker is now sending that rate to the daemon, a round trip)
    std::this_thread::sleep_for(std::chrono::microseconds(100 + 20 * i));
    o.rate = 50 + i;
    speech.set_options(o);
    const std::string text = "Rychlost " + std::to_string(i) + ".";
    speech.say(text, Priority::Interrupt);
    ASSERT_TRUE(daemon_said(daemon, text, 5s)) << text;
    speech.finish();
  }
  for (const auto& line : daemon.said()) {
    const int i = std::stoi(line.text.substr(std::string("Rychlost ").size()));
    EXPECT_EQ(line.rate, std::to_string(50 + i) + ".00") << line.text;
  }
}

// ------------------------------------------------------------ --speech auto (item 11)

// Orca started by hand or from the autostart leaves ScreenReaderEnabled off (the real
// launcher, gsettings in memory): it is found on the accessibility bus, and auto speaks
// through speech-dispatcher, with no second voice.
TEST(SpeechdReturn, OrcaStartedByHandIsFoundOnTheAccessibilityBusAndAutoSpeaksThroughSpeechDispatcher) {
  SKIP_WITHOUT_SPEECHD();
  SKIP_WITHOUT_AT_SPI();
  test::AtSpiBus desktop("orca-by-hand");
  ASSERT_TRUE(desktop.ready());
  {
    ReturnEnvVar bus("DBUS_SESSION_BUS_ADDRESS", desktop.address());
    EXPECT_FALSE(screen_reader_status().running) << screen_reader_status().detail;
    ASSERT_TRUE(desktop.start_orca());
    const ScreenReaderStatus found = screen_reader_status();
    EXPECT_TRUE(found.running) << found.detail;
    EXPECT_NE(found.detail.find("orca"), std::string::npos) << found.detail;
  }
  SpeechdDaemon daemon("orca-by-hand");
  ASSERT_TRUE(daemon.running());
  test::TempHome home("orca-by-hand");
  const auto r = test::run_spoluhrac(kReturnArgs + "--speech auto", "", home.env() + " " + daemon.env() + " " + desktop.env());
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.find("SAY "), std::string::npos) << "no second voice: " << r.out;
  EXPECT_TRUE(daemon_said(daemon, kReaderFound)) << r.err;
}

TEST(SpeechdReturn, AutoLooksAgainWhenSpeechDispatcherAppears) {
  SKIP_WITHOUT_SPEECHD();
  if (!test::A11yBus::installed()) GTEST_SKIP() << "dbus-daemon is not installed";
  // Started from the autostart with Orca: the screen reader is on, its daemon not yet.
  test::A11yBus bus("appears", true);
  ASSERT_TRUE(bus.ready());
  const std::string socket = test::temp_path("appears") + "/sock";
  test::TempHome home("appears");
  test::LiveProgram program("appears", kReturnArgs + "--speech auto",
                            home.env() + " SPEECHD_ADDRESS=unix_socket:" + socket + " DBUS_SESSION_BUS_ADDRESS=" +
                                bus.address());
  EXPECT_TRUE(program.wait_for_line("SAY Řečový server nejde použít, mluvím vlastním hlasem."))
      << program.out() << program.err();
  // Now the daemon comes up on that socket.
  SpeechdDaemon daemon("appears");
  ASSERT_TRUE(daemon.running());
  std::filesystem::create_directories(std::filesystem::path(socket).parent_path());
  std::filesystem::create_symlink(daemon.address().substr(std::string("unix_socket:").size()), socket);
  EXPECT_TRUE(daemon_said(daemon, kReaderFound)) << program.out() << program.err();
  program.send("0");  // the menu's 0 ends the program: said through the daemon
  program.close_input();
  EXPECT_EQ(program.wait(), 0) << program.err();
  EXPECT_TRUE(daemon_said(daemon, "Na shledanou.")) << program.out();
  EXPECT_FALSE(test::contains_line(program.out(), "SAY Na shledanou.")) << program.out();
  std::filesystem::remove_all(std::filesystem::path(socket).parent_path());
}

// ------------------------------------------------------------ what reaches speech-dispatcher (item 12)

TEST(SpeechdReturn, WithoutAnAudioDeviceOnlyTheCuesAreMissing) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("no-device");
  ASSERT_TRUE(daemon.running());
  test::TempHome home("no-device");
  // An audio driver that does not exist: SDL opens no device, as on a machine without one.
  const auto r = test::run_spoluhrac("--audio sdl --input stdin --no-window --no-braille --speech speechd", "",
                                     home.env() + " " + daemon.env() + " SDL_AUDIODRIVER=none-such");
  EXPECT_EQ(r.status, 0) << r.err;
  const auto said = returned_texts(daemon.wait_for(3));
  EXPECT_TRUE(has(said, "Nenašel jsem zvukové zařízení, zvukové signály nezazní. Mluvím dál přes řečový server."))
      << r.err;
  EXPECT_FALSE(has(said, "Nenašel jsem zvukové zařízení, mluvím jen textem."));
  EXPECT_NE(r.err.find("no sound cues; speech goes through speech-dispatcher"), std::string::npos) << r.err;
}

TEST(SpeechdReturn, TheSettingsSayWhichOnesReachOnlyTheOwnVoice) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("settings");
  ASSERT_TRUE(daemon.running());
  test::TempHome home("settings");
  test::LiveProgram program("settings", kReturnArgs + "--speech speechd", home.env() + " " + daemon.env());
  ASSERT_TRUE(daemon_said(daemon, "Hlavní nabídka. Vyber hru číslem.")) << program.err();
  // Through speech-dispatcher eSpeak NG's rate (2) and voice (5) do nothing, and say so;
  // pitch (3) is sent to the daemon and says nothing more.
  program.send(test::main_menu_key(test::MainMenuItem::Settings) + " next");
  EXPECT_TRUE(daemon_said(daemon, "2: Rychlost řeči, 175 slov za minutu, jen pro vlastní hlas programu.")) << program.err();
  program.send("next");
  EXPECT_TRUE(daemon_said(daemon, "3: Výška hlasu, 50.")) << program.err();
  program.send("next next");
  EXPECT_TRUE(daemon_said(daemon, "5: Hlas, výchozí, jen pro vlastní hlas programu.")) << program.err();
  program.close_input();
  EXPECT_EQ(program.wait(), 0) << program.err();
}

}  // namespace
}  // namespace sh
