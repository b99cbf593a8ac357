// What the program said last, shared with the table window (its caption) and the braille
// display. Thread-safe: speech writes, the window's and the display's threads read.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>

#include "speech/speech.h"

namespace sh {

class TextBoard {
 public:
  void set(std::string text) {
    std::lock_guard lock(mutex_);
    text_ = std::move(text);
    ++version_;
  }
  // The text and its version (it changes with every new utterance).
  std::pair<std::string, std::uint64_t> get() const {
    std::lock_guard lock(mutex_);
    return {text_, version_};
  }

 private:
  mutable std::mutex mutex_;
  std::string text_;
  std::uint64_t version_ = 0;
};

// Speaks through another backend and shows each reply on the board (a new reply after a
// key replaces the text; sentences of one reply are shown together, the newest first, one
// a line: after computer turns the current situation leads, the older sentences follow,
// so a cut caption or a braille line that has not been panned still shows it).
class BoardSpeech final : public Speech {
 public:
  BoardSpeech(Speech& inner, TextBoard& board) : inner_(&inner), board_(board) {}
  void set_inner(Speech& inner) { inner_ = &inner; }
  void say(std::string_view text, Priority priority) override {
    if (priority == Priority::Interrupt || fresh_) shown_.clear();
    fresh_ = false;
    shown_.insert(0, shown_.empty() ? std::string(text) : std::string(text) + "\n");
    board_.set(shown_);
    inner_->say(text, priority);
  }
  void silence() override {
    fresh_ = true;
    inner_->silence();
  }
  void finish() override { inner_->finish(); }

 private:
  Speech* inner_;
  TextBoard& board_;
  std::string shown_;  // the reply so far, newest sentence first
  bool fresh_ = true;
};

}  // namespace sh
