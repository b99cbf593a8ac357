// Keys from the PC numeric keypad through SDL2 keyboard events. SDL delivers keyboard
// events to a focused window, so this source opens a small window of its own (a title that
// says what it is; sighted helpers see it, nobody needs to read it). Without a display it
// reports a notice and ends, and the other inputs go on. The window shows what the program
// said last, in large type (SDL_ttf, DejaVu Sans), for sighted players at the table.
#pragma once

#include <atomic>

#include "input/key_source.h"

namespace sh {

// Maps an SDL keycode (keypad and main-row equivalents) to a logical key.
std::optional<Key> key_from_sdl_keycode(int keycode);

class TextBoard;

class SdlKeyboard final : public KeySource {
 public:
  // `board`, if given, is drawn in the window: the last thing the program said.
  explicit SdlKeyboard(const TextBoard* board = nullptr) : board_(board) {}
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stopping_ = true; }

 private:
  const TextBoard* board_;
  std::atomic<bool> stopping_{false};
};

}  // namespace sh
