// A fixed-size single-producer single-consumer queue of small values (no allocation after
// construction, no locks): how the synthesis thread tells the audio callback where each
// utterance starts and ends in the sample stream.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace sh {

template <typename T>
class SpscQueue {
 public:
  explicit SpscQueue(std::size_t capacity) : items_(capacity) {}

  // Producer side; false when full.
  bool push(const T& item) {
    const std::uint64_t t = tail_.load(std::memory_order_relaxed);
    if (t - head_.load(std::memory_order_acquire) >= items_.size()) return false;
    items_[t % items_.size()] = item;
    tail_.store(t + 1, std::memory_order_release);
    return true;
  }
  // Consumer side.
  std::optional<T> peek() const {
    const std::uint64_t h = head_.load(std::memory_order_relaxed);
    if (h == tail_.load(std::memory_order_acquire)) return std::nullopt;
    return items_[h % items_.size()];
  }
  void pop() { head_.store(head_.load(std::memory_order_relaxed) + 1, std::memory_order_release); }

 private:
  std::vector<T> items_;
  std::atomic<std::uint64_t> head_{0};
  std::atomic<std::uint64_t> tail_{0};
};

}  // namespace sh
