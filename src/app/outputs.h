// Chooses and opens the speech and sound backends: eSpeak NG and SDL_mixer when an audio
// device opens, otherwise (or when asked) the text twin on stdout, or nothing. Without a
// device it falls back to text and reports it, so the program says so once; a device lost
// mid-game falls back the same way (switch_to_text) and the game goes on.
// Speech may instead go to speech-dispatcher (speechd; auto picks it while a screen reader
// runs), wrapped in a FallbackSpeech: a daemon missing at the start, without the language,
// or dying later leaves eSpeak NG (or text without a device) speaking. Sound cues always
// stay in SDL_mixer.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <utility>

#include "sound/audio_output.h"
#include "sound/sound.h"
#include "speech/fallback_speech.h"
#include "speech/speech.h"
#include "speech/speechd_speech.h"
#include "storage/settings.h"

namespace sh {

struct OutputRequest {
  std::string speech = "auto";  // auto | text | espeak | speechd | none
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

  // After a lost device: text from now on (nothing else of the game changes); speech
  // through speech-dispatcher goes on there, with text as its fallback.
  void switch_to_text();
  // New settings: voice values, and the speech output (auto/espeak/speechd) chosen anew
  // unless this run's --speech was text or none.
  void apply(const Settings& settings);

  // Which backend speaks: "espeak", "speechd", "text" or "none".
  std::string speech_backend() const;
  // What auto picked ("espeak"/"speechd"; "" when the output was not auto).
  const std::string& auto_choice() const { return auto_choice_; }
  // Why speech-dispatcher was wanted but is not used ("" = fine); reset by take.
  std::string take_speechd_problem() { return std::exchange(speechd_problem_, {}); }
  // The sentence said when speech-dispatcher dies mid-game (rendered by the caller).
  void set_speechd_lost_notice(std::string notice);
  SpeechdSpeech* speechd() { return fallback_ ? &fallback_->primary() : nullptr; }

 private:
  void select_speech(const std::string& choice, const Settings& settings);
  Speech& own_speech();  // eSpeak NG with a device, else the text twin
  std::unique_ptr<AudioOutput> audio_;
  std::unique_ptr<Speech> text_speech_;
  std::unique_ptr<Sound> text_sound_;
  NullSound null_sound_;
  Speech* speech_ = nullptr;
  Sound* sound_ = nullptr;
  std::unique_ptr<FallbackSpeech> fallback_;
  SpeechdOptions speechd_options_;
  std::string choice_;           // the run's speech choice: auto, espeak, speechd, text or none
  std::string auto_choice_;
  std::string speechd_problem_;
  std::string speechd_lost_notice_;
  std::ostream& text_out_;
  std::string lang_;  // the language of this run (a changed setting counts from the next start)
  bool speech_none_ = false;
  bool cues_on_ = true;
  bool audio_missing_ = false;
  std::string audio_error_;
};

}  // namespace sh
