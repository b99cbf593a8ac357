// The factory the program calls to speak aloud: opens the audio device, eSpeak NG and the
// sound cues together. When no device can be opened (a machine without a sound card) it
// returns the reason instead, and the program speaks as text.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "sound/audio_device.h"
#include "sound/sdl_sound.h"
#include "speech/espeak_speech.h"
#include "speech/speech_settings.h"

namespace sh {

struct AudioSettings {
  SpeechSettings speech;    // an empty voice means the language's voice: "cs" or "en"
  int cue_volume = 80;      // 0..100 %
  AudioDeviceConfig device; // 22050 Hz, 256-frame period
};

// Members are destroyed in reverse order: speech and sound before the device.
struct AudioOutput {
  std::unique_ptr<AudioDevice> device;
  std::unique_ptr<SdlSound> sound;
  std::unique_ptr<EspeakSpeech> speech;
};

struct AudioOutputResult {
  std::unique_ptr<AudioOutput> output;
  std::string error;  // why nothing could be opened (SDL's or eSpeak's message)
  explicit operator bool() const { return output != nullptr; }
};

// The folder of cue files in the source tree / installation (SPOLUHRAC_DATA_DIR/audio).
std::filesystem::path default_cue_dir();

// The eSpeak voice for a program language: "cs" → "cs", "en" → "en", anything else → "cs".
std::string voice_for_language(std::string_view lang);

// Never throws.
AudioOutputResult open_audio_output(std::string_view lang, const AudioSettings& settings,
                                    const std::filesystem::path& cue_dir = default_cue_dir());

}  // namespace sh
