#include <chrono>

#include "input/key_source.h"

namespace sh {

KeyQueue::~KeyQueue() {
  for (auto& s : sources_) s->stop();
  // Sources that honour stop() return within a poll interval and are joined; one blocked
  // in a read that cannot be interrupted keeps its source and the shared state alive.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(600);
  std::unique_lock lock(shared_->mutex);
  shared_->cv.wait_until(lock, deadline, [this] { return shared_->running == 0; });
  const bool all_done = shared_->running == 0;
  lock.unlock();
  for (auto& t : threads_) {
    if (!t.joinable()) continue;
    if (all_done) t.join();
    else t.detach();
  }
}

void KeyQueue::add(std::unique_ptr<KeySource> source) { sources_.push_back(std::move(source)); }

void KeyQueue::start() {
  {
    std::lock_guard lock(shared_->mutex);
    shared_->running = static_cast<int>(sources_.size());
  }
  for (auto& source : sources_) {
    threads_.emplace_back([shared = shared_, source] {
      source->run([&shared](InputItem item) {
        std::lock_guard lock(shared->mutex);
        shared->items.push_back(std::move(item));
        shared->cv.notify_all();
      });
      std::lock_guard lock(shared->mutex);
      --shared->running;
      shared->cv.notify_all();
    });
  }
}

void KeyQueue::push(InputItem item) {
  std::lock_guard lock(shared_->mutex);
  shared_->items.push_back(std::move(item));
  shared_->cv.notify_all();
}

std::optional<InputItem> KeyQueue::next() {
  std::unique_lock lock(shared_->mutex);
  shared_->cv.wait(lock, [this] { return !shared_->items.empty() || shared_->running == 0; });
  if (shared_->items.empty()) return std::nullopt;
  InputItem item = std::move(shared_->items.front());
  shared_->items.pop_front();
  return item;
}

}  // namespace sh
