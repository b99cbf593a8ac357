// The one open audio output: SDL's audio subsystem and an SDL_mixer device, owned RAII.
// Opening reports failure as a value (a machine without a sound card is normal), and a
// device lost mid-game (SDL_AUDIODEVICEREMOVED, e.g. a USB headset pulled out or a failing
// disk-audio file) is reported through lost() and an optional callback, so the program can
// fall back to text without losing the game.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

namespace sh {

struct AudioDeviceConfig {
  int rate_hz = 22050;
  int period_frames = 256;  // SDL buffer size: the latency of barge-in and of every answer
  int mixer_channels = 8;   // SDL_mixer channels for sound cues
};

class AudioDevice;

// Either an open device or the reason it could not be opened (SDL's own message).
struct AudioDeviceResult {
  std::unique_ptr<AudioDevice> device;
  std::string error;
  explicit operator bool() const { return device != nullptr; }
};

class AudioDevice {
 public:
  // Never throws: SDL or SDL_mixer failures come back in AudioDeviceResult::error.
  static AudioDeviceResult open(const AudioDeviceConfig& config = {});

  ~AudioDevice();
  AudioDevice(const AudioDevice&) = delete;
  AudioDevice& operator=(const AudioDevice&) = delete;

  // What SDL actually opened (the driver may change the period).
  int rate_hz() const { return rate_hz_; }
  int period_frames() const { return period_frames_; }
  double period_ms() const { return 1000.0 * period_frames_ / rate_hz_; }
  std::string driver_name() const;

  // True once the device was reported removed; it never comes back by itself.
  bool lost() const { return lost_.load(std::memory_order_acquire); }
  // Called once, from SDL's thread that noticed the loss (keep it short and thread-safe).
  void on_lost(std::function<void()> callback);

 private:
  AudioDevice() = default;
  friend struct AudioDeviceEvents;
  void mark_lost();

  int rate_hz_ = 0;
  int period_frames_ = 0;
  bool watching_ = false;
  std::atomic<bool> lost_{false};
  std::mutex callback_mutex_;
  std::function<void()> on_lost_;
};

}  // namespace sh
