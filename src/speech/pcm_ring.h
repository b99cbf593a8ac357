// A single-producer single-consumer ring of 16-bit samples between the synthesis thread
// and the audio callback. Lock-free and wait-free on the consumer side, so the audio
// callback never blocks. Positions are monotonic 64-bit counters; discard_to() lets the
// producer side drop everything written so far (barge-in) without touching the reader.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sh {

class PcmRing {
 public:
  explicit PcmRing(std::size_t capacity) : buffer_(capacity) {}

  std::size_t capacity() const { return buffer_.size(); }

  // Producer: how many samples fit now. Counted from the reader's real position, so
  // slots it may still be copying after a discard are never overwritten.
  std::size_t free_space() const {
    const std::uint64_t w = write_.load(std::memory_order_relaxed);
    return buffer_.size() - static_cast<std::size_t>(w - read_.load(std::memory_order_acquire));
  }
  // Producer: appends up to n samples, returns how many were taken.
  std::size_t write(const std::int16_t* samples, std::size_t n) {
    n = std::min(n, free_space());
    std::uint64_t w = write_.load(std::memory_order_relaxed);
    for (std::size_t i = 0; i < n; ++i) buffer_[(w + i) % buffer_.size()] = samples[i];
    write_.store(w + n, std::memory_order_release);
    return n;
  }
  // Producer: the reader will skip everything written so far.
  void discard_all() { discard_.store(write_.load(std::memory_order_relaxed), std::memory_order_release); }
  std::uint64_t written() const { return write_.load(std::memory_order_acquire); }

  // Consumer: samples waiting to be played.
  std::size_t available() const {
    const std::uint64_t w = write_.load(std::memory_order_acquire);
    const std::uint64_t r = std::max(read_.load(std::memory_order_relaxed), discard_.load(std::memory_order_acquire));
    return static_cast<std::size_t>(w - std::min(r, w));
  }
  // Consumer: applies a pending discard; returns true if unplayed samples were dropped.
  bool apply_discard() {
    const std::uint64_t d = discard_.load(std::memory_order_acquire);
    const std::uint64_t r = read_.load(std::memory_order_relaxed);
    if (d <= r) return false;
    read_.store(d, std::memory_order_release);
    return true;
  }
  // Consumer: copies up to n samples out; returns how many.
  std::size_t read(std::int16_t* out, std::size_t n) {
    apply_discard();
    const std::uint64_t r = read_.load(std::memory_order_relaxed);
    n = std::min(n, available());
    for (std::size_t i = 0; i < n; ++i) out[i] = buffer_[(r + i) % buffer_.size()];
    read_.store(r + n, std::memory_order_release);
    return n;
  }
  std::uint64_t read_position() const { return read_.load(std::memory_order_acquire); }

 private:
  std::vector<std::int16_t> buffer_;
  std::atomic<std::uint64_t> write_{0};
  std::atomic<std::uint64_t> read_{0};
  std::atomic<std::uint64_t> discard_{0};
};

}  // namespace sh
