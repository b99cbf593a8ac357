// Speech through a real speech-dispatcher daemon started for each test in a temporary
// folder (speechd_daemon.h: its generic module writes down what it receives). No mock of
// the protocol: the program's own libspeechd client talks to the real daemon.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <thread>

#include "a11y_bus.h"
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

SpeechdOptions options_for(const SpeechdDaemon& daemon) {
  SpeechdOptions o;
  o.address = daemon.address();
  return o;
}

std::unique_ptr<SpeechdSpeech> open_or_fail(const SpeechdOptions& o) {
  auto opened = SpeechdSpeech::open(o);
  EXPECT_TRUE(opened) << opened.error;
  return std::move(opened.speech);
}

std::vector<std::string> texts(const std::vector<test::SaidLine>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(l.text);
  return out;
}

// What a fallback backend was asked to say.
struct Recorder final : Speech {
  std::mutex mutex;
  std::vector<std::string> said;
  void say(std::string_view text, Priority) override {
    std::lock_guard lock(mutex);
    said.emplace_back(text);
  }
  void silence() override {}
  void finish() override {}
  std::vector<std::string> wait_for(std::size_t n) {
    for (int i = 0; i < 400; ++i) {
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

TEST(SpeechdSpeech, MessagesArriveInOrderInCzechAtTheSetRate) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("order", {.default_rate = 0, .speak_seconds = 0.2});
  ASSERT_TRUE(daemon.running());
  SpeechdOptions o = options_for(daemon);
  o.rate = 40;
  auto speech = open_or_fail(o);
  ASSERT_TRUE(speech);
  EXPECT_EQ(speech->module(), "gen");
  speech->say("Na tahu je Alojz.", Priority::Normal);
  ASSERT_EQ(daemon.wait_for(1).size(), 1u);  // being spoken (0.2 s)
  speech->say("Hodil šestku.", Priority::Normal);
  speech->say("Zbývají dvě karty.", Priority::Normal);
  // Next goes before the Normal ones still waiting (the first is already being spoken).
  speech->say("Pozor, konec kola.", Priority::Next);
  speech->finish();
  const auto said = daemon.wait_for(4);
  EXPECT_EQ(texts(said), (std::vector<std::string>{"Na tahu je Alojz.", "Pozor, konec kola.", "Hodil šestku.",
                                                   "Zbývají dvě karty."}));
  for (const auto& l : said) {
    EXPECT_EQ(l.lang, "cs") << l.text;
    EXPECT_EQ(l.rate, "40.00") << l.text;
  }
}

TEST(SpeechdSpeech, WithoutARateSetTheUsersOwnRateIsUsed) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("system-rate", {.default_rate = 25});
  ASSERT_TRUE(daemon.running());
  auto speech = open_or_fail(options_for(daemon));
  ASSERT_TRUE(speech);
  speech->say("Vítejte.", Priority::Normal);
  speech->finish();
  const auto said = daemon.wait_for(1);
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].rate, "25.00");
  EXPECT_EQ(said[0].pitch, "0.00");
}

TEST(SpeechdSpeech, AKeyCancelsWhatIsBeingSpokenAtOnce) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("cancel", {.speak_seconds = 5});
  ASSERT_TRUE(daemon.running());
  auto speech = open_or_fail(options_for(daemon));
  ASSERT_TRUE(speech);
  speech->say("Dlouhé vyprávění o pravidlech.", Priority::Normal);
  speech->say("Tohle už nezazní.", Priority::Normal);
  ASSERT_EQ(daemon.wait_for(1).size(), 1u);
  const auto key = std::chrono::steady_clock::now();
  speech->silence();
  speech->say("Odpověď na klávesu.", Priority::Interrupt);
  const auto said = daemon.wait_for(2);
  const auto took = std::chrono::steady_clock::now() - key;
  EXPECT_EQ(texts(said), (std::vector<std::string>{"Dlouhé vyprávění o pravidlech.", "Odpověď na klávesu."}));
  // Without the cancel the answer would wait for the 5 s message to end.
  EXPECT_LT(took, 1s);
  speech->silence();
}

TEST(SpeechdSpeech, ADaemonWithoutCzechIsRefused) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("english", {.czech = false});
  ASSERT_TRUE(daemon.running());
  auto opened = SpeechdSpeech::open(options_for(daemon));
  EXPECT_FALSE(opened);
  EXPECT_NE(opened.error.find("no voice for language cs"), std::string::npos) << opened.error;
}

TEST(SpeechdSpeech, NoDaemonIsReportedAtOnce) {
  SpeechdOptions o;
  o.address = "unix_socket:" + test::temp_path("no-daemon.sock");
  const auto t0 = std::chrono::steady_clock::now();
  auto opened = SpeechdSpeech::open(o);
  EXPECT_FALSE(opened);
  EXPECT_FALSE(opened.error.empty());
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 1s);
}

TEST(FallbackSpeech, ADaemonKilledBetweenMessagesLosesNothing) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("killed");
  ASSERT_TRUE(daemon.running());
  Recorder fallback;
  FallbackSpeech speech(open_or_fail(options_for(daemon)), fallback, "Přepínám hlas.");
  speech.say("První zpráva.", Priority::Normal);
  speech.finish();
  ASSERT_EQ(texts(daemon.wait_for(1)), std::vector<std::string>{"První zpráva."});
  daemon.kill_now();
  speech.say("Druhá zpráva.", Priority::Interrupt);
  speech.say("Třetí zpráva.", Priority::Normal);
  EXPECT_EQ(fallback.wait_for(3), (std::vector<std::string>{"Přepínám hlas.", "Druhá zpráva.", "Třetí zpráva."}));
  EXPECT_TRUE(speech.switched());
}

TEST(FallbackSpeech, ADaemonKilledWhileSpeakingHandsOverTheUnfinishedMessage) {
  SKIP_WITHOUT_SPEECHD();
  SpeechdDaemon daemon("killed-speaking", {.speak_seconds = 5});
  ASSERT_TRUE(daemon.running());
  Recorder fallback;
  FallbackSpeech speech(open_or_fail(options_for(daemon)), fallback, "Přepínám hlas.");
  speech.say("Dlouhá zpráva.", Priority::Normal);
  speech.say("Čekající zpráva.", Priority::Normal);
  ASSERT_EQ(daemon.wait_for(1).size(), 1u);
  daemon.kill_now();
  // No key is pressed: the worker notices the daemon gone by itself.
  EXPECT_EQ(fallback.wait_for(3), (std::vector<std::string>{"Přepínám hlas.", "Dlouhá zpráva.", "Čekající zpráva."}));
  speech.say("Další.", Priority::Normal);
  EXPECT_EQ(fallback.wait_for(4).back(), "Další.");
}

// ------------------------------------------------------------ the screen reader

// Sets an environment variable for one test and puts the old value back.
struct EnvVar {
  std::string name;
  std::optional<std::string> old;
  EnvVar(std::string n, const std::string& value) : name(std::move(n)) {
    if (const char* v = std::getenv(name.c_str())) old = v;
    setenv(name.c_str(), value.c_str(), 1);
  }
  ~EnvVar() {
    if (old) setenv(name.c_str(), old->c_str(), 1);
    else unsetenv(name.c_str());
  }
};

TEST(ScreenReader, TheAccessibilityBusTellsWhetherOneRuns) {
  if (!test::A11yBus::installed()) GTEST_SKIP() << "dbus-daemon is not installed";
  test::A11yBus bus("status", true);
  ASSERT_TRUE(bus.ready());
  EnvVar env("DBUS_SESSION_BUS_ADDRESS", bus.address());
  EXPECT_TRUE(screen_reader_status().running) << screen_reader_status().detail;
  bus.set_screen_reader(false);
  EXPECT_FALSE(screen_reader_status().running);
}

TEST(ScreenReader, NoBusMeansNone) {
  {
    EnvVar env("DBUS_SESSION_BUS_ADDRESS", "disabled:");
    EXPECT_FALSE(screen_reader_status().running);
  }
  EnvVar env("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + test::temp_path("no-bus"));
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_FALSE(screen_reader_status().running);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 1s);
}

}  // namespace
}  // namespace sh
