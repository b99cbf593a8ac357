#include "input/key_source.h"

namespace sh {

KeyQueue::~KeyQueue() {
  for (auto& s : sources_) s->stop();
  for (auto& t : threads_)
    if (t.joinable()) t.detach();  // a source blocked in read() must not hold up exit
}

void KeyQueue::add(std::unique_ptr<KeySource> source) { sources_.push_back(std::move(source)); }

void KeyQueue::start() {
  {
    std::lock_guard lock(mutex_);
    running_ = static_cast<int>(sources_.size());
  }
  for (auto& source : sources_) {
    KeySource* s = source.get();
    threads_.emplace_back([this, s] {
      s->run([this](InputItem item) { push(std::move(item)); });
      std::lock_guard lock(mutex_);
      --running_;
      cv_.notify_all();
    });
  }
}

void KeyQueue::push(InputItem item) {
  std::lock_guard lock(mutex_);
  items_.push_back(std::move(item));
  cv_.notify_all();
}

std::optional<InputItem> KeyQueue::next() {
  std::unique_lock lock(mutex_);
  cv_.wait(lock, [this] { return !items_.empty() || running_ == 0; });
  if (items_.empty()) return std::nullopt;
  InputItem item = std::move(items_.front());
  items_.pop_front();
  return item;
}

}  // namespace sh
