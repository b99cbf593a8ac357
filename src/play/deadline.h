// When a search away from the keys (a hint, the lesson coach: Host::think_then) must give its
// answer: at a time, or never. Keys from a script (tests, --input stdin) think with no
// deadline, so the fixed budgets give the same advice on every machine; a person's keys get
// an answer within about a second (kHintThinkMs) however slow the machine.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>

namespace sh {

// How long a hint or the coach may think when a person waits for it.
inline constexpr int kHintThinkMs = 1000;

struct Deadline {
  std::optional<std::chrono::steady_clock::time_point> at;

  static Deadline in(int ms) { return {std::chrono::steady_clock::now() + std::chrono::milliseconds(ms)}; }
  // Milliseconds left (at least 1), or `otherwise` with no deadline.
  int ms_left(int otherwise) const {
    if (!at) return otherwise;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*at - std::chrono::steady_clock::now());
    return static_cast<int>(std::max<long long>(1, left.count()));
  }
};

}  // namespace sh
