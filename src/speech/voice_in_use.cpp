#include "speech/voice_in_use.h"

#include <mutex>
#include <utility>

namespace sh {

namespace {
std::mutex& answer_mutex() {
  static std::mutex m;
  return m;
}
std::function<VoiceInUse()>& answer() {
  static std::function<VoiceInUse()> a;
  return a;
}
}  // namespace

VoiceInUse voice_in_use() {
  std::lock_guard lock(answer_mutex());
  return answer() ? answer()() : VoiceInUse::Own;
}

VoiceInUseAnswer::VoiceInUseAnswer(std::function<VoiceInUse()> query) {
  std::lock_guard lock(answer_mutex());
  previous_ = std::exchange(answer(), std::move(query));
}

VoiceInUseAnswer::~VoiceInUseAnswer() {
  std::lock_guard lock(answer_mutex());
  answer() = std::move(previous_);
}

}  // namespace sh
