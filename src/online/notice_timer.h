// Delayed notices on the key queue for the online host's table talk ("Petr ještě přemýšlí."):
// arm(key, delay, item) pushes `item` once `delay` has passed, unless the same key is armed
// again or disarmed first. One thread sleeps until the earliest item is due (nothing runs
// while nothing is armed); the destructor stops it. The host checks each item when it comes
// (the turn may have passed meanwhile), so a late one is harmless.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "input/key_source.h"

namespace sh::online {

class NoticeTimer {
 public:
  using Clock = std::chrono::steady_clock;
  explicit NoticeTimer(std::function<void(InputItem)> push);
  ~NoticeTimer();
  NoticeTimer(const NoticeTimer&) = delete;
  NoticeTimer& operator=(const NoticeTimer&) = delete;

  // nullopt: disarm `key`.
  void arm(int key, std::chrono::milliseconds delay, std::optional<InputItem> item);

 private:
  void run();

  std::function<void(InputItem)> push_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::map<int, std::pair<Clock::time_point, InputItem>> due_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace sh::online
