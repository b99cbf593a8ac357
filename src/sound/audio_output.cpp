#include "sound/audio_output.h"

#include <exception>

namespace sh {

std::filesystem::path default_cue_dir() { return std::filesystem::path(SPOLUHRAC_DATA_DIR) / "audio"; }

std::string voice_for_language(std::string_view lang) {
  if (lang.substr(0, 2) == "en") return "en";
  return "cs";
}

AudioOutputResult open_audio_output(std::string_view lang, const AudioSettings& settings,
                                    const std::filesystem::path& cue_dir) {
  AudioOutputResult result;
  try {
    auto device = AudioDevice::open(settings.device);
    if (!device) {
      result.error = device.error;
      return result;
    }
    auto output = std::make_unique<AudioOutput>();
    output->device = std::move(device.device);
    output->sound = std::make_unique<SdlSound>(*output->device, cue_dir, settings.cue_volume);
    SpeechSettings speech = settings.speech;
    if (speech.voice.empty()) speech.voice = voice_for_language(lang);
    auto opened = EspeakSpeech::open(*output->device, speech);
    if (!opened) {
      result.error = opened.error;
      return result;
    }
    output->speech = std::move(opened.speech);
    result.output = std::move(output);
  } catch (const std::exception& e) {
    result.error = e.what();
  }
  return result;
}

}  // namespace sh
