// The table window (SDL2): draws the running game's table picture and the last spoken
// sentence as a large caption, and reads the numeric keypad (SDL delivers keys only to a
// focused window). Low vision: themes, zoom, resize and fullscreen, saved between runs.
//
// Window keys (never logical keys): F2 or Ctrl+T next theme; Ctrl+plus / Ctrl+minus /
// Ctrl+0 or F8 / F7 zoom in, out (Ctrl+0: back to 100 %); Ctrl+mouse wheel zooms too;
// F11 fullscreen on and off; Escape closes the window (its keys end, other inputs go on).
//
// It runs on its own thread and reads only what the game's thread published: the caption
// board and the picture board (with the phones' QR codes of the seats, join_panel.h).
// Without a display it reports a notice and ends.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>

#include "display/picture_board.h"
#include "display/window_settings.h"
#include "input/key_source.h"

namespace sh {
class TextBoard;
}

namespace sh::display {

class TableWindow final : public KeySource {
 public:
  // `settings_path` empty: changes are not saved. `dump_path` (tests and docs): every frame
  // drawn is also written there as a BMP file.
  TableWindow(const TextBoard* caption, const PictureBoard* pictures, WindowSettings settings,
              std::filesystem::path settings_path = {}, std::filesystem::path dump_path = {})
      : caption_(caption), pictures_(pictures), settings_(std::move(settings)),
        settings_path_(std::move(settings_path)), dump_path_(std::move(dump_path)) {}
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stopping_ = true; }

 private:
  const TextBoard* caption_;
  const PictureBoard* pictures_;
  WindowSettings settings_;
  std::filesystem::path settings_path_;
  std::filesystem::path dump_path_;
  std::atomic<bool> stopping_{false};
};

}  // namespace sh::display
