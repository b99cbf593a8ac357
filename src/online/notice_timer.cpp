#include "online/notice_timer.h"

#include <vector>

namespace sh::online {

NoticeTimer::NoticeTimer(std::function<void(InputItem)> push) : push_(std::move(push)), thread_([this] { run(); }) {}

NoticeTimer::~NoticeTimer() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void NoticeTimer::arm(int key, std::chrono::milliseconds delay, std::optional<InputItem> item) {
  {
    std::lock_guard lock(mutex_);
    if (item) due_.insert_or_assign(key, std::pair{Clock::now() + delay, std::move(*item)});
    else due_.erase(key);
  }
  cv_.notify_all();
}

void NoticeTimer::run() {
  std::unique_lock lock(mutex_);
  while (!stop_) {
    if (due_.empty()) {
      cv_.wait(lock);
      continue;
    }
    auto first = due_.begin();
    for (auto it = due_.begin(); it != due_.end(); ++it)
      if (it->second.first < first->second.first) first = it;
    // A copy: arm() may replace or erase the entry while this waits without the lock, and
    // wait_until reads its time point again after waking.
    const Clock::time_point when = first->second.first;
    if (Clock::now() < when) {
      cv_.wait_until(lock, when);
      continue;  // armed, disarmed or stopped meanwhile: look again
    }
    InputItem item = std::move(first->second.second);
    due_.erase(first);
    lock.unlock();
    push_(std::move(item));
    lock.lock();
  }
}

}  // namespace sh::online
