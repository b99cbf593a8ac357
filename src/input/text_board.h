// What the program said last, shared with the table window (its caption) and the braille
// display. Thread-safe: speech writes, the window's and the display's threads read.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

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
  // What was said before the shown reply, newest first (a braille display pans to it).
  void set_earlier(std::string text) {
    std::lock_guard lock(mutex_);
    if (text == earlier_) return;
    earlier_ = std::move(text);
    ++version_;
  }
  std::string earlier() const {
    std::lock_guard lock(mutex_);
    return earlier_;
  }

 private:
  mutable std::mutex mutex_;
  std::string text_;
  std::string earlier_;
  std::uint64_t version_ = 0;
};

// Speaks through another backend and shows each reply on the board (a new reply after a
// key replaces the text; sentences of one reply are shown together, the newest first, one
// a line: after computer turns the current situation leads, the older sentences follow,
// so a cut caption or a braille line that has not been panned still shows it). A heading
// that ends with ':' keeps the numbered items after it ("1: …") below it in their order.
class BoardSpeech final : public Speech {
 public:
  BoardSpeech(Speech& inner, TextBoard& board) : inner_(&inner), board_(board) {}
  void set_inner(Speech& inner) { inner_ = &inner; }
  void say(std::string_view text, Priority priority) override {
    if (priority == Priority::Interrupt || fresh_) {
      blocks_.clear();
      list_ = false;
    }
    fresh_ = false;
    if (list_ && !blocks_.empty() && is_item(text))
      blocks_.back() += "\n" + std::string(text);
    else
      blocks_.emplace_back(text);
    list_ = (!text.empty() && text.back() == ':') || (list_ && is_item(text));
    std::string shown;
    for (auto it = blocks_.rbegin(); it != blocks_.rend(); ++it) shown += (shown.empty() ? "" : "\n") + *it;
    board_.set(std::move(shown));
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
  // A numbered item of a list: digits, then ':'.
  static bool is_item(std::string_view text) {
    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    return digits > 0 && digits < text.size() && text[digits] == ':';
  }
  std::vector<std::string> blocks_;  // the reply so far, in the order said
  bool list_ = false;                // the last block is a heading with its items
  bool fresh_ = true;
};

}  // namespace sh
