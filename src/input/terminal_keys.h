// Keys from a terminal in raw mode: the numeric keypad's characters (0-9, Enter, + - * /
// and . or ,) and its application-mode escape sequences. For players at a PC keyboard and
// braille-display users. Restores the terminal on exit.
#pragma once

#include <termios.h>

#include <atomic>

#include "input/key_source.h"

namespace sh {

// Maps one typed character to a logical key (nullopt for others).
std::optional<Key> key_from_char(char c);

class TerminalKeys final : public KeySource {
 public:
  explicit TerminalKeys(int fd = 0);
  ~TerminalKeys() override;
  TerminalKeys(const TerminalKeys&) = delete;
  TerminalKeys& operator=(const TerminalKeys&) = delete;
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stopping_ = true; }

 private:
  int fd_;
  bool raw_ = false;
  termios saved_{};
  std::atomic<bool> stopping_{false};
};

}  // namespace sh
