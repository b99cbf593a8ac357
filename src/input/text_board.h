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
// key replaces the text; sentences of one reply are shown together).
class BoardSpeech final : public Speech {
 public:
  BoardSpeech(Speech& inner, TextBoard& board) : inner_(&inner), board_(board) {}
  void set_inner(Speech& inner) { inner_ = &inner; }
  void say(std::string_view text, Priority priority) override {
    if (priority == Priority::Interrupt || fresh_) shown_.clear();
    fresh_ = false;
    if (!shown_.empty()) shown_ += "\n";
    shown_ += text;
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
  std::string shown_;
  bool fresh_ = true;
};

}  // namespace sh
