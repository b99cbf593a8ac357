#include "speech/speech_watch.h"

namespace sh {

SpeechWatch::SpeechWatch(std::chrono::milliseconds every, std::function<void()> tick)
    : every_(every), tick_(std::move(tick)) {
  thread_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!cv_.wait_for(lock, every_, [this] { return stopping_; })) {
      lock.unlock();
      tick_();
      lock.lock();
    }
  });
}

SpeechWatch::~SpeechWatch() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

}  // namespace sh
