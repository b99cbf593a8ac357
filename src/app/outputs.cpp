#include "app/outputs.h"

#include <fcntl.h>
#include <unistd.h>

#include <iostream>

#include "speech/screen_reader.h"
#include "speech/text_speech.h"

namespace sh {

namespace {

// The ALSA library prints a screenful of its own errors when there is no sound card;
// the program says it in one sentence instead, so stderr is quiet while the device opens.
class QuietStderr {
 public:
  QuietStderr() : saved_(::dup(2)) {
    int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (null >= 0 && saved_ >= 0) ::dup2(null, 2);
    if (null >= 0) ::close(null);
  }
  ~QuietStderr() {
    if (saved_ >= 0) {
      ::dup2(saved_, 2);
      ::close(saved_);
    }
  }
  QuietStderr(const QuietStderr&) = delete;
  QuietStderr& operator=(const QuietStderr&) = delete;

 private:
  int saved_;
};

// The eSpeak voice: the running language's voice with the chosen variant ("cs+f2").
std::string voice_name(const std::string& lang, const std::string& variant_setting) {
  auto plus = variant_setting.find('+');  // files from before held "cs+f2"
  std::string variant = plus == std::string::npos ? variant_setting : variant_setting.substr(plus + 1);
  return voice_for_language(lang) + (variant.empty() ? "" : "+" + variant);
}

// The settings as speech-dispatcher values: the rate only when the player chose one, pitch
// and volume only when changed from Spoluhráč's defaults (50, 100 %); otherwise the user's.
SpeechdOptions speechd_options(const std::string& lang, const Settings& s) {
  SpeechdOptions o;
  o.lang = lang;
  o.rate = s.system_rate;
  if (s.speech_pitch != 50) o.pitch = (s.speech_pitch - 50) * 2;
  if (s.speech_volume != 100) o.volume = s.speech_volume - 100;
  return o;
}

// A value the user had and Spoluhráč overrode cannot be "unset" on a connection: the
// daemon's client defaults come back only with a new one.
bool needs_new_connection(const SpeechdOptions& before, const SpeechdOptions& after) {
  return (before.rate && !after.rate) || (before.pitch && !after.pitch) || (before.volume && !after.volume);
}

}  // namespace

Outputs::Outputs(const OutputRequest& request, const Settings& settings, std::ostream& text_out,
                 std::function<void()> on_lost)
    : settings_(settings), text_out_(text_out), lang_(request.lang), speech_none_(request.speech == "none"),
      cues_on_(settings.cues) {
  const bool want_audio = request.audio != "none" && request.speech != "text";
  if (want_audio) {
    AudioSettings a;
    a.speech.rate = settings.speech_rate;
    a.speech.pitch = settings.speech_pitch;
    a.speech.volume = settings.speech_volume;
    a.speech.voice = voice_name(lang_, settings.voice);
    a.cue_volume = settings.cue_volume;
    AudioOutputResult r = [&] {
      QuietStderr quiet;
      if (request.data_dir.empty()) return open_audio_output(request.lang, a);
      return open_audio_output(request.lang, a, std::filesystem::path(request.data_dir) / "audio");
    }();
    if (r) {
      audio_ = std::move(r.output);
      if (on_lost) audio_->device->on_lost(std::move(on_lost));
    } else {
      audio_missing_ = true;
      audio_error_ = r.error;
    }
  }
  if (speech_none_) text_speech_ = std::make_unique<NullSpeech>();
  else text_speech_ = std::make_unique<TextSpeech>(text_out_);
  if (speech_none_) text_sound_ = std::make_unique<NullSound>();
  else text_sound_ = std::make_unique<TextSound>(text_out_);
  sound_ = audio_ ? static_cast<Sound*>(audio_->sound.get()) : text_sound_.get();
  choice_ = request.speech;
  select_speech(choice_, settings);
}

Speech& Outputs::own_speech() {
  if (speech_none_ || choice_ == "text" || !audio_) return *text_speech_;
  return *audio_->speech;
}

Outputs::~Outputs() { watch_.reset(); }

void Outputs::select_speech(const std::string& choice, const Settings& settings) {
  auto_choice_.clear();
  std::string want = choice;
  if (choice == "auto") {
    const ScreenReaderStatus reader = screen_reader_status();
    want = reader.running ? "speechd" : "espeak";
    auto_choice_ = want;
  }
  // Auto speaking with the own voice looks again for a screen reader (watch_tick).
  watch_armed_ = false;
  if (want != "speechd") {
    fallback_.reset();
    speech_ = &own_speech();
    watch_armed_ = choice == "auto";
    return;
  }
  if (fallback_ && !fallback_->switched()) {
    speech_ = fallback_.get();
    return;
  }
  speechd_options_ = speechd_options(lang_, settings);
  SpeechdSpeechResult opened = SpeechdSpeech::open(speechd_options_);
  fallback_.reset();
  if (!opened) {
    speechd_problem_ = opened.error;
    auto_choice_.clear();  // a screen reader runs, but its daemon cannot be used: that is what is said
    speech_ = &own_speech();
    watch_armed_ = choice == "auto";
    return;
  }
  fallback_ = std::make_unique<FallbackSpeech>(std::move(opened.speech), own_speech(), speechd_lost_notice_,
                                               [] { std::cerr << "spoluhrac: speech-dispatcher stopped; speaking with eSpeak NG\n"; });
  fallback_->reconnect(speechd_options_, speechd_back_notice_,
                       [] { std::cerr << "spoluhrac: speech-dispatcher answers again; speaking through it\n"; });
  speech_ = fallback_.get();
}

void Outputs::set_speechd_notices(std::string lost, std::string back) {
  speechd_lost_notice_ = lost;
  speechd_back_notice_ = back;
  if (fallback_) {
    fallback_->set_notice(std::move(lost));
    fallback_->set_back_notice(std::move(back));
  }
}

void Outputs::watch_for_screen_reader(std::function<void()> found) {
  if (speech_none_ || choice_ == "text") return;  // (the settings may choose auto later)
  reader_found_ = std::move(found);
  watch_address_ = speechd_options(lang_, settings_);
  watch_ = std::make_unique<SpeechWatch>(std::chrono::seconds(1), [this] { watch_tick(); });
}

// Every second on the watch's thread: while armed and speech-dispatcher's socket answers,
// every other second, is a screen reader running now?
void Outputs::watch_tick() {
  if (!watch_armed_ || !SpeechdSpeech::daemon_answers(watch_address_)) {
    watch_ticks_ = 0;
    return;
  }
  if (watch_ticks_++ % 2 != 0) return;
  if (!screen_reader_status().running) return;
  if (watch_armed_.exchange(false) && reader_found_) reader_found_();
}

bool Outputs::recheck() {
  if (choice_ != "auto" || speech_backend() == "speechd") return false;
  select_speech(choice_, settings_);
  if (speech_backend() == "speechd") return true;
  // The daemon answers but cannot speak (no voice for the language): not tried again in
  // this run, and nothing said (the screen reader speaks through it as before).
  std::cerr << "spoluhrac: a screen reader runs, but speech-dispatcher is not usable (" << take_speechd_problem()
            << "); speaking with the own voice\n";
  watch_armed_ = false;
  return false;
}

std::string Outputs::speech_backend() const {
  if (speech_none_) return "none";
  if (fallback_ && speech_ == fallback_.get() && !fallback_->switched()) return "speechd";
  if (audio_ && speech_ != text_speech_.get()) return "espeak";
  return "text";
}

void Outputs::switch_to_text() {
  sound_ = text_sound_.get();
  if (fallback_) fallback_->set_fallback(*text_speech_);
  if (speech_ != fallback_.get()) speech_ = text_speech_.get();
  audio_.reset();
}

void Outputs::apply(const Settings& settings) {
  settings_ = settings;
  cues_on_ = settings.cues;
  if (choice_ != "text" && choice_ != "none" && settings.speech_output != choice_) {
    choice_ = settings.speech_output;
    select_speech(choice_, settings);
  } else if (fallback_) {
    const SpeechdOptions next = speechd_options(lang_, settings);
    if (!fallback_->switched() && needs_new_connection(speechd_options_, next)) {
      fallback_.reset();
      select_speech(choice_, settings);
    } else if (!(next == speechd_options_)) {
      // (while speech-dispatcher is lost: for the connection made when it answers again)
      speechd_options_ = next;
      fallback_->set_options(next);
    }
  }
  if (!audio_) return;
  audio_->speech->set_rate(settings.speech_rate);
  audio_->speech->set_pitch(settings.speech_pitch);
  audio_->speech->set_volume(settings.speech_volume);
  audio_->speech->set_voice(voice_name(lang_, settings.voice));
  audio_->sound->set_volume(settings.cue_volume);
}

}  // namespace sh
