// The table window (SDL2): draws the running game's table picture and the last spoken
// sentence as a large caption, and reads the numeric keypad (SDL delivers keys only to a
// focused window). Low vision: themes, zoom, resize and fullscreen, saved between runs.
//
// Window keys (never logical keys): F2 or Ctrl+T next theme; Ctrl+plus / Ctrl+minus /
// Ctrl+0 or F8 / F7 zoom in, out (Ctrl+0: back to 100 %); Ctrl+mouse wheel zooms too;
// F11 fullscreen on and off. Escape, the window's close button or the window destroyed from
// outside end the program: the notice "window.closed", after which the window is gone.
//
// It runs on its own thread and reads only what the game's thread published: the caption
// board and the picture board (with the phones' QR codes of the seats, join_panel.h).
// It opens only as a desktop window (SDL's x11 or wayland video driver, or the one
// SDL_VIDEODRIVER names): without one it reports the notice "input.no_display" and ends,
// and wait_opened() tells the program why. X errors (a request on a window that just went)
// are logged and ignored instead of Xlib's default, which ends the process with status 1.
// When it gets the focus and at the first key, NumLock off while a screen reader runs gives
// the notice "input.numlock_off" (sdl_keyboard.h, NumLockAdvice).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
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
  // Asks the window to close and blocks until run() (started or about to start) has let go of SDL and X (the window,
  // its renderer, the video subsystem), at most `timeout`; true when it has. The program
  // calls it before it ends: the key queue detaches a source still blocked (stdin), and a
  // window's thread still closing while the process exits crashed it (SIGSEGV).
  bool close_and_wait(std::chrono::milliseconds timeout);

  // Asked at focus and at the first key while NumLock is off (set before the queue starts).
  void set_screen_reader_check(std::function<bool()> running) { screen_reader_running_ = std::move(running); }
  // Blocks until the window is open ("") or could not open (why), at most `timeout`
  // (nothing: still opening).
  std::optional<std::string> wait_opened(std::chrono::milliseconds timeout) const;

 private:
  const TextBoard* caption_;
  const PictureBoard* pictures_;
  WindowSettings settings_;
  std::filesystem::path settings_path_;
  std::filesystem::path dump_path_;
  std::atomic<bool> stopping_{false};
  std::function<bool()> screen_reader_running_;
  void show(const std::function<void(InputItem)>& sink);
  void opened(std::string why);
  mutable std::mutex open_mutex_;
  mutable std::condition_variable open_cv_;
  std::optional<std::string> open_outcome_;
  bool finished_ = false;  // run() has returned (under open_mutex_)
};

}  // namespace sh::display
