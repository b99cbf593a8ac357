// NoticeTimer, the thread behind the online host's table talk: an armed notice comes once
// after its delay, a re-armed or disarmed one does not come early, and arming again while the
// thread waits on the entry it replaces is safe (the sanitizer build checks the memory).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "online/notice_timer.h"

namespace sh::online {
namespace {

using namespace std::chrono_literals;

struct Pushed {
  std::mutex mutex;
  std::vector<std::string> notices;
  void add(InputItem item) {
    std::lock_guard lock(mutex);
    notices.push_back(item.notice);
  }
  std::vector<std::string> now() {
    std::lock_guard lock(mutex);
    return notices;
  }
};

TEST(NoticeTimer, AnArmedNoticeComesOnceAfterItsDelayAndADisarmedOneNever) {
  Pushed pushed;
  NoticeTimer timer([&](InputItem item) { pushed.add(std::move(item)); });
  timer.arm(1, 30ms, InputItem::make_notice("first", ""));
  timer.arm(2, 30ms, InputItem::make_notice("second", ""));
  timer.arm(2, 0ms, std::nullopt);
  for (int i = 0; i < 500 && pushed.now().empty(); ++i) std::this_thread::sleep_for(10ms);
  std::this_thread::sleep_for(100ms);  // a second one, were it to come, would be here by now
  EXPECT_EQ(pushed.now(), std::vector<std::string>{"first"});
}

TEST(NoticeTimer, ArmingAgainWhileTheThreadWaitsOnTheOldEntryIsSafeAndOnlyTheLastComes) {
  Pushed pushed;
  NoticeTimer timer([&](InputItem item) { pushed.add(std::move(item)); });
  // The thread waits until the entry's time; each arm replaces that entry (and frees its map
  // node) while it waits. Only the last arming's notice may come.
  for (int i = 0; i < 200; ++i) {
    timer.arm(7, 5ms + std::chrono::milliseconds(i % 3), InputItem::make_notice("early", ""));
    std::this_thread::sleep_for(1ms);
    timer.arm(7, 0ms, std::nullopt);
  }
  timer.arm(7, 20ms, InputItem::make_notice("last", ""));
  // An "early" one may come (a busy machine can sleep past its 5 ms before it is disarmed),
  // but never after the last arming's notice, and that one comes once.
  auto has_last = [&] {
    const auto now = pushed.now();
    return std::find(now.begin(), now.end(), "last") != now.end();
  };
  for (int i = 0; i < 500 && !has_last(); ++i) std::this_thread::sleep_for(10ms);
  std::this_thread::sleep_for(50ms);  // anything else, were it to come, would be here by now
  const auto got = pushed.now();
  ASSERT_FALSE(got.empty());
  EXPECT_EQ(got.back(), "last");
  EXPECT_EQ(std::count(got.begin(), got.end(), "last"), 1);
}

}  // namespace
}  // namespace sh::online
