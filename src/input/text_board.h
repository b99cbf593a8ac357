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

// Speaks through another backend and shows each reply on the board. A key starts a new
// reply (it replaces the text). A reply may have parts: what happened (the answer to the key,
// the moves of the computers) and then the prompt that the Voice marks with begin_prompt()
// (a person's turn, a game's end). The newest part is shown first, so a cut caption or a
// braille line that has not been panned still shows whose turn it is; within a part the
// sentences keep the order they were said in, one a line (a heading before its items, a
// cell before what lies next to it, a ranking from the first place down).
class BoardSpeech final : public Speech {
 public:
  BoardSpeech(Speech& inner, TextBoard& board) : inner_(&inner), board_(board) {}
  void set_inner(Speech& inner) { inner_ = &inner; }
  void say(std::string_view text, Priority priority) override {
    if (priority == Priority::Interrupt || fresh_) parts_.clear();
    if (parts_.empty() || new_part_) parts_.emplace_back();
    fresh_ = false;
    new_part_ = false;
    parts_.back().emplace_back(text);
    show();
    inner_->say(text, priority);
  }
  void show_above(std::string_view text) override {
    if (parts_.empty()) parts_.emplace_back();
    auto& part = parts_.back();
    part.insert(part.empty() ? part.end() : std::prev(part.end()), std::string(text));
    show();
  }
  void begin_prompt() override {
    new_part_ = true;
    inner_->begin_prompt();
  }
  void silence() override {
    fresh_ = true;
    inner_->silence();
  }
  void finish() override { inner_->finish(); }

 private:
  void show() {
    std::string shown;
    for (auto part = parts_.rbegin(); part != parts_.rend(); ++part)
      for (const auto& sentence : *part) shown += (shown.empty() ? "" : "\n") + sentence;
    board_.set(std::move(shown));
  }
  Speech* inner_;
  TextBoard& board_;
  std::vector<std::vector<std::string>> parts_;  // the reply's parts, each in the order said
  bool new_part_ = false;                        // the next sentence begins a part
  bool fresh_ = true;
};

}  // namespace sh
