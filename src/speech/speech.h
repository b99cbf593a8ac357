// The speech interface: a backend speaks finished sentences with a priority.
// Priorities follow NVDA's speech manager: Interrupt cuts whatever is playing (the answer
// to a key), Next goes before queued normal speech, Normal queues. silence() is barge-in:
// every key press calls it before acting. Backends: text (stdout), none, eSpeak NG.
#pragma once

#include <string>
#include <string_view>

namespace sh {

enum class Priority { Interrupt, Next, Normal };

class Speech {
 public:
  virtual ~Speech() = default;
  virtual void say(std::string_view text, Priority priority) = 0;
  // Stops current speech and drops the queue.
  virtual void silence() = 0;
  // Blocks until everything queued has been spoken (used at exit).
  virtual void finish() = 0;
};

}  // namespace sh
