// Which voice the program speaks with at this moment, for the screens that tell the player
// which settings reach it: eSpeak NG's rate and voice variant do nothing through
// speech-dispatcher (the settings screen says so). One answer per process: the program's
// outputs (src/app/outputs) answer while they live (speech-dispatcher may be lost and come
// back at any time); without them the program's own voice is assumed.
#pragma once

#include <functional>

namespace sh {

enum class VoiceInUse { Own, SpeechDispatcher };

VoiceInUse voice_in_use();

// Answers voice_in_use() with `query` while it lives (the latest one made wins). Made and
// destroyed on the program's main thread, and asked there.
class VoiceInUseAnswer {
 public:
  explicit VoiceInUseAnswer(std::function<VoiceInUse()> query);
  ~VoiceInUseAnswer();
  VoiceInUseAnswer(const VoiceInUseAnswer&) = delete;
  VoiceInUseAnswer& operator=(const VoiceInUseAnswer&) = delete;

 private:
  std::function<VoiceInUse()> previous_;
};

}  // namespace sh
