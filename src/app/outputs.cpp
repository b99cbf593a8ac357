#include "app/outputs.h"

#include <fcntl.h>
#include <unistd.h>

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

}  // namespace

Outputs::Outputs(const OutputRequest& request, const Settings& settings, std::ostream& text_out,
                 std::function<void()> on_lost)
    : text_out_(text_out), lang_(request.lang), speech_none_(request.speech == "none"), cues_on_(settings.cues) {
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
  if (audio_) {
    speech_ = speech_none_ ? text_speech_.get() : static_cast<Speech*>(audio_->speech.get());
    sound_ = audio_->sound.get();
  } else {
    speech_ = text_speech_.get();
    sound_ = text_sound_.get();
  }
}

void Outputs::switch_to_text() {
  speech_ = text_speech_.get();
  sound_ = text_sound_.get();
  audio_.reset();
}

void Outputs::apply(const Settings& settings) {
  cues_on_ = settings.cues;
  if (!audio_) return;
  audio_->speech->set_rate(settings.speech_rate);
  audio_->speech->set_pitch(settings.speech_pitch);
  audio_->speech->set_volume(settings.speech_volume);
  audio_->speech->set_voice(voice_name(lang_, settings.voice));
  audio_->sound->set_volume(settings.cue_volume);
}

}  // namespace sh
