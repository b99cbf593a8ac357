// A small periodic check on its own thread (RAII: stopped and joined when destroyed): every
// `every` it calls `tick`. Used to try speech-dispatcher again after it was lost
// (FallbackSpeech) and, for --speech auto, to look again for a screen reader once the
// daemon's socket appears (Outputs). A tick runs on the watch's thread and must be short.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace sh {

class SpeechWatch {
 public:
  SpeechWatch(std::chrono::milliseconds every, std::function<void()> tick);
  ~SpeechWatch();
  SpeechWatch(const SpeechWatch&) = delete;
  SpeechWatch& operator=(const SpeechWatch&) = delete;

 private:
  std::chrono::milliseconds every_;
  std::function<void()> tick_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace sh
