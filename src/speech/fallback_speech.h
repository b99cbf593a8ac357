// Speech through speech-dispatcher that goes on with another backend when the daemon dies:
// the first say(), silence() or worker check that finds it gone switches over once, says
// the notice (e.g. "speech-dispatcher stopped, speaking with eSpeak NG"), then everything
// the daemon had not finished and every later message, in order, through the fallback.
// Nothing of the game is lost and the next message is heard.
// With reconnect() on, it then tries the daemon again every second (as the braille display
// does: Orca restarts speech-dispatcher when the synthesizer changes); once a daemon answers,
// the fallback is silenced, the "back" notice is said through the daemon and every later
// message goes there again, so the user never hears two voices for long.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "speech/speech.h"
#include "speech/speech_watch.h"
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

  // After a switch, tries to open speech-dispatcher with `options` every `every`; once it
  // answers, says `back_notice` through it and calls `on_back` (on the retrying thread).
  void reconnect(const SpeechdOptions& options, std::string back_notice, std::function<void()> on_back = {},
                 std::chrono::milliseconds every = std::chrono::seconds(1));

  bool switched() const;
  // Rate, pitch, volume for the daemon's next messages (also for a daemon reconnected later).
  void set_options(const SpeechdOptions& options);
  void set_fallback(Speech& fallback);                  // e.g. text after the audio device is lost
  void set_notice(std::string notice);
  void set_back_notice(std::string notice);

 private:
  void watch_primary_locked();
  void switch_over_locked();
  void try_again();

  mutable std::mutex mutex_;
  std::unique_ptr<SpeechdSpeech> primary_;
  Speech* fallback_;
  std::string notice_;
  std::function<void()> on_switch_;
  bool switched_ = false;
  bool closing_ = false;    // being destroyed: nothing changes any more
  bool finishing_ = false;  // in finish(): the connection is not replaced
  SpeechdOptions options_;  // for a new connection
  std::string back_notice_;
  std::function<void()> on_back_;
  std::unique_ptr<SpeechWatch> retry_;  // last: stopped first
};

}  // namespace sh
