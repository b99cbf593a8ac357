// Speech through speech-dispatcher that goes on with another backend when the daemon dies:
// the first say(), silence() or worker check that finds it gone switches over once, says
// the notice (e.g. "speech-dispatcher stopped, speaking with eSpeak NG"), then everything
// the daemon had not finished and every later message, in order, through the fallback.
// Nothing of the game is lost and the next message is heard.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "speech/speech.h"
#include "speech/speechd_speech.h"

namespace sh {

class FallbackSpeech final : public Speech {
 public:
  // `fallback` must outlive this object. `on_switch` runs once at the switch (e.g. to print
  // the reason), on whichever thread noticed it.
  FallbackSpeech(std::unique_ptr<SpeechdSpeech> primary, Speech& fallback, std::string notice,
                 std::function<void()> on_switch = {});
  ~FallbackSpeech() override;
  FallbackSpeech(const FallbackSpeech&) = delete;
  FallbackSpeech& operator=(const FallbackSpeech&) = delete;

  void say(std::string_view text, Priority priority) override;
  void silence() override;
  void finish() override;

  bool switched() const;
  SpeechdSpeech& primary() { return *primary_; }
  void set_fallback(Speech& fallback);                  // e.g. text after the audio device is lost
  void set_notice(std::string notice);

 private:
  void switch_over_locked();

  mutable std::mutex mutex_;
  std::unique_ptr<SpeechdSpeech> primary_;
  Speech* fallback_;
  std::string notice_;
  std::function<void()> on_switch_;
  bool switched_ = false;
  bool closing_ = false;
};

}  // namespace sh
