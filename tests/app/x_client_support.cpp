#include "x_client.h"

#include <X11/Xlib.h>
#include <dlfcn.h>

#include <bit>
#include <cstring>

namespace sh::test {

namespace {

// The few Xlib calls needed, from the library loaded at run time.
struct Xlib {
  void* lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
  template <typename F>
  F get(const char* name) const {
    return lib ? std::bit_cast<F>(dlsym(lib, name)) : nullptr;
  }
  decltype(&XOpenDisplay) open = get<decltype(&XOpenDisplay)>("XOpenDisplay");
  decltype(&XCloseDisplay) close = get<decltype(&XCloseDisplay)>("XCloseDisplay");
  decltype(&XInternAtom) atom = get<decltype(&XInternAtom)>("XInternAtom");
  decltype(&XSendEvent) send = get<decltype(&XSendEvent)>("XSendEvent");
  decltype(&XDestroyWindow) destroy = get<decltype(&XDestroyWindow)>("XDestroyWindow");
  decltype(&XSync) sync = get<decltype(&XSync)>("XSync");
  decltype(&XSetInputFocus) focus = get<decltype(&XSetInputFocus)>("XSetInputFocus");
  decltype(&XSetErrorHandler) on_error = get<decltype(&XSetErrorHandler)>("XSetErrorHandler");
  // Xlib's default handler ends the process on any error (a window gone meanwhile): the
  // test's process must live to report it.
  static int quiet(Display*, XErrorEvent* e) {
    failed = e->error_code;
    return 0;
  }
  static inline int failed = 0;
  Xlib() {
    if (on_error) on_error(&Xlib::quiet);
    failed = 0;
  }
  ~Xlib() {
    if (lib) dlclose(lib);
  }
  bool ok() const { return open && close && atom && send && destroy && sync && focus && on_error; }
};

}  // namespace

bool send_close_request(const std::string& display_name, unsigned long window) {
  Xlib x;
  if (!x.ok()) return false;
  Display* display = x.open(display_name.c_str());
  if (!display) return false;
  XEvent event;
  std::memset(&event, 0, sizeof event);
  event.xclient.type = ClientMessage;
  event.xclient.window = window;
  event.xclient.message_type = x.atom(display, "WM_PROTOCOLS", False);
  event.xclient.format = 32;
  event.xclient.data.l[0] = static_cast<long>(x.atom(display, "WM_DELETE_WINDOW", False));
  event.xclient.data.l[1] = CurrentTime;
  x.send(display, window, False, NoEventMask, &event);
  x.sync(display, False);
  x.close(display);
  return Xlib::failed == 0;
}

bool destroy_window(const std::string& display_name, unsigned long window) {
  Xlib x;
  if (!x.ok()) return false;
  Display* display = x.open(display_name.c_str());
  if (!display) return false;
  x.destroy(display, window);
  x.sync(display, False);
  x.close(display);
  return true;
}

bool focus_root(const std::string& display_name) {
  Xlib x;
  if (!x.ok()) return false;
  Display* display = x.open(display_name.c_str());
  if (!display) return false;
  x.focus(display, PointerRoot, RevertToPointerRoot, CurrentTime);
  x.sync(display, False);
  x.close(display);
  return true;
}

}  // namespace sh::test
