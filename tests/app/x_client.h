// What another X client does to the program's window in the window tests: the window
// manager's close button (a WM_DELETE_WINDOW message, as every desktop sends it) and a
// window destroyed from outside. Through the libX11 that SDL's package brings (loaded here
// with dlopen, as the program's own X code does: nothing links libX11).
#pragma once

#include <string>

namespace sh::test {

// Both return false when libX11 or the display is not there.
bool send_close_request(const std::string& display, unsigned long window);
bool destroy_window(const std::string& display, unsigned long window);
// The keyboard focus to the root window (away from every application's window).
bool focus_root(const std::string& display);

}  // namespace sh::test
