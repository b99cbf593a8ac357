#include "sound/audio_device.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <utility>

namespace sh {

// Receives SDL events on whichever thread pushes them (for a lost device: SDL's audio thread).
struct AudioDeviceEvents {
  static int watch(void* self, SDL_Event* event) {
    if (event->type == SDL_AUDIODEVICEREMOVED && event->adevice.iscapture == 0)
      static_cast<AudioDevice*>(self)->mark_lost();
    return 1;
  }
};

AudioDeviceResult AudioDevice::open(const AudioDeviceConfig& config) {
  AudioDeviceResult result;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    result.error = std::string("SDL audio: ") + SDL_GetError();
    return result;
  }
  if (Mix_OpenAudioDevice(config.rate_hz, AUDIO_S16SYS, 1, config.period_frames, nullptr, 0) != 0) {
    result.error = std::string("SDL_mixer: ") + Mix_GetError();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return result;
  }
  std::unique_ptr<AudioDevice> device(new AudioDevice());
  int rate = 0;
  Uint16 format = 0;
  int channels = 0;
  Mix_QuerySpec(&rate, &format, &channels);
  device->rate_hz_ = rate;
  // With allowed_changes == 0 SDL converts to our format, and the buffer stays as asked.
  device->period_frames_ = config.period_frames;
  Mix_AllocateChannels(config.mixer_channels);
  SDL_AddEventWatch(&AudioDeviceEvents::watch, device.get());
  device->watching_ = true;
  result.device = std::move(device);
  return result;
}

AudioDevice::~AudioDevice() {
  if (watching_) SDL_DelEventWatch(&AudioDeviceEvents::watch, this);
  Mix_CloseAudio();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

std::string AudioDevice::driver_name() const {
  const char* name = SDL_GetCurrentAudioDriver();
  return name ? name : "";
}

void AudioDevice::on_lost(std::function<void()> callback) {
  std::lock_guard lock(callback_mutex_);
  on_lost_ = std::move(callback);
  if (lost() && on_lost_) on_lost_();
}

void AudioDevice::mark_lost() {
  if (lost_.exchange(true, std::memory_order_acq_rel)) return;
  std::lock_guard lock(callback_mutex_);
  if (on_lost_) on_lost_();
}

}  // namespace sh
