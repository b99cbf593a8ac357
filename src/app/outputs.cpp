#include "app/outputs.h"

#include <SDL.h>

#include "speech/text_speech.h"

namespace sh {

namespace {

// Tries to open the default audio device; returns the error text, empty on success.
std::string probe_audio_device() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return SDL_GetError();
  SDL_AudioSpec want{}, have{};
  want.freq = 22050;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = 512;
  SDL_AudioDeviceID dev = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  std::string error = dev == 0 ? SDL_GetError() : "";
  if (dev != 0) SDL_CloseAudioDevice(dev);
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  return dev == 0 ? (error.empty() ? "no audio device" : error) : "";
}

}  // namespace

Outputs open_outputs(const OutputRequest& request, std::ostream& text_out) {
  Outputs out;
  bool audio_ok = false;
  if (request.audio != "none") {
    out.audio_error = probe_audio_device();
    audio_ok = out.audio_error.empty();
    out.audio_missing = !audio_ok;
  }
  // Real voice and cues through SDL come with the audio backend; until a device is
  // available the text twin speaks.
  if (request.speech == "none") out.speech = std::make_unique<NullSpeech>();
  else out.speech = std::make_unique<TextSpeech>(text_out);
  if (request.speech == "none" && request.audio == "none") out.sound = std::make_unique<NullSound>();
  else out.sound = std::make_unique<TextSound>(text_out);
  return out;
}

}  // namespace sh
