// Chooses and opens the speech and sound backends: eSpeak NG and SDL_mixer when an audio
// device opens, otherwise (or when asked) the text twin on stdout, or nothing. Without a
// device it falls back to text and reports it, so the program says so once; a device lost
// mid-game falls back the same way (switch_to_text) and the game goes on.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include "sound/audio_output.h"
#include "sound/sound.h"
#include "speech/speech.h"
#include "storage/settings.h"

namespace sh {

struct OutputRequest {
  std::string speech = "auto";  // auto | text | espeak | none
  std::string audio = "auto";   // auto | sdl | none
  std::string lang = "cs";
  std::string data_dir;  // holds audio/ with the cue files (empty: default_cue_dir())
};

class Outputs {
 public:
  // `on_lost` is called (from the audio thread) when an open device disappears.
  Outputs(const OutputRequest& request, const Settings& settings, std::ostream& text_out,
          std::function<void()> on_lost);

  Speech& speech() { return *speech_; }
  Sound& sound() { return cues_on_ ? *sound_ : null_sound_; }
  bool audio_missing() const { return audio_missing_; }  // wanted, but no device opened
  const std::string& audio_error() const { return audio_error_; }
  bool real_audio() const { return audio_ != nullptr; }

  // After a lost device: text from now on (nothing else of the game changes).
  void switch_to_text();
  void apply(const Settings& settings);

 private:
  std::unique_ptr<AudioOutput> audio_;
  std::unique_ptr<Speech> text_speech_;
  std::unique_ptr<Sound> text_sound_;
  NullSound null_sound_;
  Speech* speech_ = nullptr;
  Sound* sound_ = nullptr;
  std::ostream& text_out_;
  std::string lang_;  // the language of this run (a changed setting counts from the next start)
  bool speech_none_ = false;
  bool cues_on_ = true;
  bool audio_missing_ = false;
  std::string audio_error_;
};

}  // namespace sh
