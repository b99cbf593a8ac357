// Opening and losing the audio device: failures come back as values, never as exceptions
// or crashes, so the program can fall back to speaking as text.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "audio_test_support.h"
#include "sound/audio_output.h"

namespace sh {
namespace {

using namespace std::chrono_literals;

TEST(AudioDevice, UnavailableDriverIsReportedAsAnError) {
  ::setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
  AudioOutputResult opened;
  EXPECT_NO_THROW(opened = open_audio_output("cs", AudioSettings{}));
  ::unsetenv("SDL_AUDIODRIVER");
  EXPECT_FALSE(opened);
  EXPECT_FALSE(opened.error.empty());
  // A later attempt with a working driver still succeeds.
  test::DiskAudio disk("after_failure");
  auto again = open_audio_output("cs", AudioSettings{});
  EXPECT_TRUE(again) << again.error;
}

TEST(AudioDevice, OpensWithTheRequestedPeriod) {
  test::DiskAudio disk("period");
  AudioDeviceConfig config;
  config.period_frames = 512;
  auto opened = AudioDevice::open(config);
  ASSERT_TRUE(opened) << opened.error;
  EXPECT_EQ(opened.device->rate_hz(), 22050);
  EXPECT_EQ(opened.device->period_frames(), 512);
  EXPECT_NEAR(opened.device->period_ms(), 23.2, 0.1);
  EXPECT_EQ(opened.device->driver_name(), "disk");
  EXPECT_FALSE(opened.device->lost());
}

// The disk driver reports its device disconnected when a write fails: /dev/full makes
// every write fail, like a USB sound card pulled out mid-game.
TEST(AudioDevice, LostDeviceIsReportedAndSpeechDoesNotHang) {
  ::setenv("SDL_AUDIODRIVER", "disk", 1);
  ::setenv("SDL_DISKAUDIOFILE", "/dev/full", 1);
  ::setenv("SDL_DISKAUDIODELAY", "1", 1);
  auto opened = open_audio_output("cs", AudioSettings{});
  ASSERT_TRUE(opened) << opened.error;
  AudioOutput& out = *opened.output;
  std::atomic<int> calls{0};
  out.device->on_lost([&calls] { ++calls; });
  out.speech->say("Zařízení se za chvíli ztratí, ale hra jde dál.", Priority::Normal);
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (!out.device->lost() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(5ms);
  EXPECT_TRUE(out.device->lost());
  EXPECT_EQ(calls.load(), 1);
  const auto before = std::chrono::steady_clock::now();
  out.speech->finish();  // must return although nothing plays any more
  EXPECT_LT(std::chrono::steady_clock::now() - before, 1s);
  ::unsetenv("SDL_AUDIODRIVER");
  ::unsetenv("SDL_DISKAUDIOFILE");
  ::unsetenv("SDL_DISKAUDIODELAY");
}

}  // namespace
}  // namespace sh
