// eSpeak NG through SDL_mixer, checked on SDL's disk audio driver: real speech comes out,
// barge-in cuts it within one audio period, priorities order the queue.
#include <gtest/gtest.h>

#include <SDL_mixer.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "../sound/audio_test_support.h"
#include "sound/audio_output.h"

namespace sh {
namespace {

using namespace std::chrono_literals;

constexpr const char* kSentence = "Dobrý den, vítejte ve hře Numeramis Šipky. Na tahu je Alojz.";
constexpr const char* kLong =
    "Toto je velmi dlouhá věta, kterou program čte tak dlouho, aby ji hráč mohl kdykoli "
    "přerušit stiskem klávesy, a pak ještě chvíli pokračuje o pravidlech hry Numeramis Šipky, "
    "o kartách, o součtech a o tom, kdo je na tahu a kolik mu chybí do cíle.";

AudioOutput open_output_or_fail(const AudioSettings& settings = {}) {
  auto opened = open_audio_output("cs", settings);
  EXPECT_TRUE(opened) << opened.error;
  if (!opened) return {};
  return std::move(*opened.output);
}

TEST(AudioSpeech, CzechSentenceIsAudibleAndPlausiblyLong) {
  test::DiskAudio disk("sentence");
  {
    AudioOutput out = open_output_or_fail();
    ASSERT_TRUE(out.speech);
    out.speech->say(kSentence, Priority::Normal);
    out.speech->finish();
  }
  const auto s = disk.samples();
  const std::size_t from = test::first_loud(s);
  const std::size_t to = test::end_of_loud(s);
  ASSERT_LT(from, to) << "only silence was written";
  const double seconds = double(to - from) / 22050.0;
  EXPECT_GT(seconds, 2.0);  // about 14 syllables a second is far faster than 175 wpm
  EXPECT_LT(seconds, 8.0);
  EXPECT_GT(test::rms(s, from, to), 1000.0);
}

// Counts the frames SDL_mixer has finished mixing, and notes where the first loud sample
// was. SDL writes silence without calling the mixer while the device is paused (around
// open and close), so the disk file is aligned to this count by that first loud sample.
struct FrameCounter {
  std::atomic<std::uint64_t> frames{0};
  std::atomic<std::int64_t> first_loud{-1};
  FrameCounter() { Mix_SetPostMix(&FrameCounter::count, this); }
  ~FrameCounter() { Mix_SetPostMix(nullptr, nullptr); }
  static void count(void* self, Uint8* stream, int len) {
    auto* c = static_cast<FrameCounter*>(self);
    const auto* s = reinterpret_cast<const std::int16_t*>(stream);
    const std::size_t n = static_cast<std::size_t>(len) / 2;
    if (c->first_loud.load() < 0) {
      for (std::size_t i = 0; i < n; ++i)
        if (std::abs(s[i]) > test::kQuiet) {
          c->first_loud.store(static_cast<std::int64_t>(c->frames.load() + i));
          break;
        }
    }
    c->frames += n;
  }
};

// Records the playback events of an EspeakSpeech.
struct EventLog {
  std::mutex mutex;
  std::vector<PlaybackEvent> events;
  void attach(EspeakSpeech& speech) {
    speech.set_playback_observer([this](const PlaybackEvent& e) {
      std::lock_guard lock(mutex);
      events.push_back(e);
    });
  }
  bool has(PlaybackEvent::Kind kind, std::uint64_t id) {
    std::lock_guard lock(mutex);
    for (const auto& e : events)
      if (e.kind == kind && e.utterance == id) return true;
    return false;
  }
  bool wait_for(PlaybackEvent::Kind kind, std::uint64_t id, std::chrono::milliseconds limit = 5000ms) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!has(kind, id)) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      std::this_thread::sleep_for(1ms);
    }
    return true;
  }
  std::vector<std::uint64_t> started() {
    std::lock_guard lock(mutex);
    std::vector<std::uint64_t> ids;
    for (const auto& e : events)
      if (e.kind == PlaybackEvent::Kind::Started) ids.push_back(e.utterance);
    return ids;
  }
};

TEST(AudioSpeech, SilenceCutsWithinOneAudioPeriod) {
  test::DiskAudio disk("cut");
  std::uint64_t cut_at = 0;
  std::int64_t first_loud_mixed = -1;
  std::size_t period = 0;
  {
    AudioOutput out = open_output_or_fail();
    ASSERT_TRUE(out.speech);
    period = static_cast<std::size_t>(out.device->period_frames());
    FrameCounter counter;
    EventLog log;
    log.attach(*out.speech);
    const auto id = out.speech->enqueue(kLong, Priority::Normal);
    ASSERT_TRUE(log.wait_for(PlaybackEvent::Kind::Started, id));
    std::this_thread::sleep_for(150ms);  // well inside the sentence (about 15 s of speech)
    out.speech->silence();
    cut_at = counter.frames.load();
    EXPECT_TRUE(log.wait_for(PlaybackEvent::Kind::Cut, id, 1000ms));
    std::this_thread::sleep_for(50ms);
    EXPECT_FALSE(out.speech->busy());
    first_loud_mixed = counter.first_loud.load();
  }
  const auto s = disk.samples();
  ASSERT_GE(first_loud_mixed, 0) << "speech never played";
  ASSERT_GE(test::first_loud(s), std::size_t(first_loud_mixed));
  cut_at += test::first_loud(s) - std::size_t(first_loud_mixed);  // mixer count -> file position
  EXPECT_LT(test::first_loud(s), cut_at) << "speech should have played before the cut";
  const std::size_t last = test::end_of_loud(s);
  EXPECT_LE(last, cut_at + period) << "speech went on " << (double(last) - double(cut_at)) << " frames after silence()";
}

TEST(AudioSpeech, InterruptNextAndNormalPriorities) {
  test::DiskAudio disk("priorities");
  AudioOutput out = open_output_or_fail();
  ASSERT_TRUE(out.speech);
  EventLog log;
  log.attach(*out.speech);
  auto& speech = *out.speech;
  const auto a = speech.enqueue("První věta, která chvíli trvá.", Priority::Normal);
  const auto b = speech.enqueue("Druhá věta.", Priority::Normal);
  ASSERT_TRUE(log.wait_for(PlaybackEvent::Kind::Started, a));
  const auto c = speech.enqueue("Přednostní věta.", Priority::Next);
  ASSERT_TRUE(log.wait_for(PlaybackEvent::Kind::Finished, b));
  EXPECT_EQ(log.started(), (std::vector<std::uint64_t>{a, c, b}));

  const auto d = speech.enqueue("Dlouhá věta, kterou hned přerušíme jinou zprávou o stavu hry.", Priority::Normal);
  const auto e = speech.enqueue("Tahle se neřekne.", Priority::Normal);
  ASSERT_TRUE(log.wait_for(PlaybackEvent::Kind::Started, d));
  const auto f = speech.enqueue("Odpověď.", Priority::Interrupt);
  ASSERT_TRUE(log.wait_for(PlaybackEvent::Kind::Finished, f));
  EXPECT_TRUE(log.has(PlaybackEvent::Kind::Cut, d));
  EXPECT_FALSE(log.has(PlaybackEvent::Kind::Started, e));
  speech.finish();
  EXPECT_FALSE(speech.busy());
}

TEST(AudioSpeech, FasterRateGivesShorterSpeech) {
  auto loud_length = [](int rate) {
    test::DiskAudio disk("rate" + std::to_string(rate));
    {
      AudioSettings settings;
      settings.speech.rate = rate;
      AudioOutput out = open_output_or_fail(settings);
      if (!out.speech) return std::size_t{0};
      out.speech->say(kSentence, Priority::Normal);
      out.speech->finish();
    }
    return test::loud_samples(disk.samples());
  };
  const std::size_t normal = loud_length(175);
  const std::size_t fast = loud_length(450);
  const std::size_t fastest = loud_length(SpeechSettings::kMaxRate);
  EXPECT_LT(fast * 2, normal);
  EXPECT_LT(fastest, fast);
  EXPECT_GT(fastest, 0u);
}

TEST(AudioSpeech, SettingsAreClampedAndVoicesChecked) {
  test::DiskAudio disk("settings");
  AudioOutput out = open_output_or_fail();
  ASSERT_TRUE(out.speech);
  auto& speech = *out.speech;
  EXPECT_EQ(speech.settings().voice, "cs");
  speech.set_rate(5000);
  speech.set_pitch(-3);
  speech.set_volume(70);
  EXPECT_TRUE(speech.set_voice("en"));
  EXPECT_FALSE(speech.set_voice("no-such-voice"));
  const SpeechSettings s = speech.settings();
  EXPECT_EQ(s.rate, SpeechSettings::kMaxRate);
  EXPECT_EQ(s.pitch, 0);
  EXPECT_EQ(s.volume, 70);
  EXPECT_EQ(s.voice, "en");
}

TEST(AudioSpeech, EnglishLanguageUsesEnglishVoice) {
  test::DiskAudio disk("english");
  auto opened = open_audio_output("en", AudioSettings{});
  ASSERT_TRUE(opened) << opened.error;
  EXPECT_EQ(opened.output->speech->settings().voice, "en");
}

}  // namespace
}  // namespace sh
