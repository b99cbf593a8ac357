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
  // What follows is the prompt after what happened (a person's turn, a game's end): a new
  // part of the reply. Speaking backends ignore it; the caption shows that part first
  // (input/text_board.h).
  virtual void begin_prompt() {}
  // A line for the eyes only (the caption and braille), above the sentence being said now:
  // the walk through what was said marks an old sentence as history. Never spoken.
  virtual void show_above(std::string_view /*text*/) {}
};

}  // namespace sh
