// The table window's X errors. Xlib's default error handler prints "X Error of failed
// request" and ends the whole process with status 1 on any protocol error, e.g. a request
// SDL makes for a window that was just destroyed (while it closes, or destroyed from outside
// by another X client). While the window runs on SDL's x11 driver, XErrorGuard installs a
// handler that prints each error once and ignores it; an error about the window itself
// (BadWindow, BadDrawable) means that window is gone, which window_gone() then says. The
// handler stays for the rest of the process: the display is closed after the window, and the
// errors of its last requests arrive then. libX11 is not linked: the handler is set through
// the libX11 that SDL already loaded.
#pragma once

struct SDL_Window;

namespace sh::display {

class XErrorGuard {
 public:
  XErrorGuard();   // installs the handler when SDL's current video driver is x11
  ~XErrorGuard();  // stops watching the window
  XErrorGuard(const XErrorGuard&) = delete;
  XErrorGuard& operator=(const XErrorGuard&) = delete;

  // Installs the handler before SDL's x11 driver starts (loading libX11 if need be): SDL keeps
  // the handler it found and puts it back when its video subsystem quits, just before it
  // closes the display, whose last requests' errors would otherwise meet Xlib's default
  // handler and end the program with status 1. Does nothing without libX11.
  static void install_early();
  // The window whose errors mean that it is gone.
  void watch(SDL_Window* window);
  bool window_gone() const;

 private:
  bool installed_ = false;
};

}  // namespace sh::display
