// Sound cues: every cue file exists in the project's format, and a cue mixes with speech.
#include <gtest/gtest.h>

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "audio_test_support.h"
#include "sound/audio_output.h"
#include "sound/cue_names.h"

namespace sh {
namespace {

using namespace std::chrono_literals;

TEST(AudioCues, EveryCueFileIs22050HzMono16Bit) {
  for (std::string_view name : kCueNames) {
    const auto file = default_cue_dir() / (std::string(name) + ".wav");
    SDL_AudioSpec spec{};
    Uint8* data = nullptr;
    Uint32 bytes = 0;
    ASSERT_NE(SDL_LoadWAV(file.c_str(), &spec, &data, &bytes), nullptr) << file << ": " << SDL_GetError();
    EXPECT_EQ(spec.freq, 22050) << name;
    EXPECT_EQ(spec.channels, 1) << name;
    EXPECT_EQ(spec.format, AUDIO_S16LSB) << name;
    const double seconds = bytes / 2.0 / 22050.0;
    EXPECT_GT(seconds, 0.02) << name;
    EXPECT_LT(seconds, 1.0) << name;
    SDL_FreeWAV(data);
  }
}

TEST(AudioCues, AllCuesLoadAndUnknownOnesAreIgnored) {
  test::DiskAudio disk("cues");
  auto opened = open_audio_output("cs", AudioSettings{});
  ASSERT_TRUE(opened) << opened.error;
  SdlSound& sound = *opened.output->sound;
  for (std::string_view name : kCueNames) EXPECT_TRUE(sound.has(name)) << name;
  EXPECT_EQ(sound.missing(), "");
  sound.play("no_such_cue");
  sound.play("../etc/passwd");
  EXPECT_FALSE(sound.has("no_such_cue"));
  EXPECT_EQ(sound.missing(), "../etc/passwd no_such_cue");
}

// Plays a cue while speech is playing and checks the output holds both: it correlates with
// the cue (the cue is there), and what is left after removing the cue is loud (speech is there).
TEST(AudioCues, CueAndSpeechAreMixed) {
  std::vector<std::int16_t> out;
  test::DiskAudio disk("mixed");
  {
    auto opened = open_audio_output("cs", AudioSettings{});
    ASSERT_TRUE(opened) << opened.error;
    AudioOutput& o = *opened.output;
    o.sound->set_volume(100);
    o.speech->say("Na tahu je Bedřich a má sto jedna bodů.", Priority::Normal);
    std::this_thread::sleep_for(60ms);  // speech is playing by now (disk runs ~10x real time)
    o.sound->play("game_won");
    o.speech->finish();
    // The cue to its end too (a busy machine may finish the speech first): closing the output
    // would cut it off.
    for (int i = 0; i < 250 && Mix_Playing(-1) > 0; ++i) std::this_thread::sleep_for(20ms);
  }
  out = disk.samples();

  SDL_AudioSpec spec{};
  Uint8* data = nullptr;
  Uint32 bytes = 0;
  ASSERT_NE(SDL_LoadWAV((default_cue_dir() / "game_won.wav").c_str(), &spec, &data, &bytes), nullptr);
  std::vector<double> cue(bytes / 2);
  for (std::size_t i = 0; i < cue.size(); ++i) cue[i] = reinterpret_cast<std::int16_t*>(data)[i];
  SDL_FreeWAV(data);
  ASSERT_GT(out.size(), cue.size());

  // Find where the cue starts: the offset with the best least-squares fit out ≈ a·cue.
  double cue_energy = 0;
  for (double c : cue) cue_energy += c * c;
  std::size_t best = 0;
  double best_score = -1;
  const std::size_t step_window = cue.size() / 4;  // correlate on the first quarter first
  for (std::size_t k = 0; k + cue.size() <= out.size(); ++k) {
    double dot = 0;
    for (std::size_t i = 0; i < step_window; ++i) dot += out[k + i] * cue[i];
    if (dot > best_score) {
      best_score = dot;
      best = k;
    }
  }
  double dot = 0;
  for (std::size_t i = 0; i < cue.size(); ++i) dot += out[best + i] * cue[i];
  const double gain = dot / cue_energy;
  EXPECT_NEAR(gain, 1.0, 0.15) << "the cue at full volume should be in the output unchanged";
  double residual = 0;
  for (std::size_t i = 0; i < cue.size(); ++i) {
    const double r = out[best + i] - gain * cue[i];
    residual += r * r;
  }
  residual = std::sqrt(residual / double(cue.size()));
  EXPECT_GT(residual, 500.0) << "speech should sound under the cue";
  EXPECT_GT(test::first_loud(out) + 0, 0u);
  EXPECT_LT(test::first_loud(out), best) << "speech started before the cue";
}

}  // namespace
}  // namespace sh
