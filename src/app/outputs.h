// Chooses and opens the speech and sound backends: eSpeak NG and SDL_mixer when an audio
// device opens, otherwise (or when asked) the text twin on stdout, or nothing. Without a
// device it falls back to text and reports it, so the program says so once; a device lost
// mid-game falls back the same way (switch_to_text) and the game goes on.
// Speech may instead go to speech-dispatcher (speechd; auto picks it while a screen reader
// runs), wrapped in a FallbackSpeech: a daemon missing at the start, without the language,
// or dying later leaves eSpeak NG (or text without a device) speaking, and a daemon that
// answers again (tried every second) takes over again. Sound cues always stay in SDL_mixer.
// With auto speaking the program's own voice, a watch looks for a screen reader again every
// two seconds while speech-dispatcher's socket answers (Orca started after Spoluhráč, by hand
// or from the autostart, starts the daemon): found, the main thread is told (recheck()).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <utility>

#include "sound/audio_output.h"
#include "sound/sound.h"
#include "speech/fallback_speech.h"
#include "speech/speech.h"
#include "speech/speech_watch.h"
#include "speech/speechd_speech.h"
#include "speech/voice_in_use.h"
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
  ~Outputs();
  Outputs(const Outputs&) = delete;
  Outputs& operator=(const Outputs&) = delete;

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
  // The sentences said when speech-dispatcher dies mid-game and when it answers again
  // (rendered by the caller).
  void set_speechd_notices(std::string lost, std::string back);

  // While --speech auto speaks with the program's own voice (now or after a change in the
  // settings): `found` is called (on the watch's thread) when a screen reader appears while
  // speech-dispatcher answers, at most once until the next recheck(). Nothing for text/none.
  void watch_for_screen_reader(std::function<void()> found);
  // On the main thread, after `found`: chooses again. True when speech now goes through
  // speech-dispatcher (the caller says so and sets the voice's backends again).
  bool recheck();

 private:
  void select_speech(const std::string& choice, const Settings& settings);
  Speech& own_speech();  // eSpeak NG with a device, else the text twin
  void watch_tick();
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
  std::string speechd_back_notice_;
  Settings settings_;  // the latest, for choosing again
  std::ostream& text_out_;
  std::string lang_;  // the language of this run (a changed setting counts from the next start)
  bool speech_none_ = false;
  bool cues_on_ = true;
  bool audio_missing_ = false;
  std::string audio_error_;
  // The watch for a screen reader (auto only): armed while auto speaks with the own voice.
  std::function<void()> reader_found_;
  std::atomic<bool> watch_armed_{false};
  int watch_ticks_ = 0;  // the watch's thread only
  SpeechdOptions watch_address_;
  std::unique_ptr<SpeechWatch> watch_;
  VoiceInUseAnswer voice_in_use_{[this] { return speech_backend() == "speechd" ? VoiceInUse::SpeechDispatcher : VoiceInUse::Own; }};
};

}  // namespace sh
