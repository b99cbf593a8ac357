#include "display/x_errors.h"

#include <SDL.h>
#include <SDL_syswm.h>
#include <dlfcn.h>

#include <atomic>
#include <bit>
#include <cstdio>
#include <cstring>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#endif

namespace sh::display {

#if defined(SDL_VIDEO_DRIVER_X11)
namespace {

using SetErrorHandler = XErrorHandler (*)(XErrorHandler);

std::atomic<unsigned long> watched_window{0};
std::atomic<bool> gone{false};
std::atomic<unsigned> printed{0};  // one bit per error code below 32 already printed

int ignore_error(Display*, XErrorEvent* e) {
  if ((e->error_code == BadWindow || e->error_code == BadDrawable) && e->resourceid != 0 &&
      e->resourceid == watched_window.load())
    gone = true;
  const unsigned bit = e->error_code < 32 ? 1u << e->error_code : 0u;
  if (bit == 0 || (printed.fetch_or(bit) & bit) == 0)
    std::fprintf(stderr, "spoluhrac: X error %d (request %d.%d, resource 0x%lx) ignored\n", e->error_code,
                 e->request_code, e->minor_code, static_cast<unsigned long>(e->resourceid));
  return 0;
}

// XSetErrorHandler of the libX11 SDL loaded (null when none is loaded).
SetErrorHandler set_error_handler() {
  void* lib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
  if (!lib) return nullptr;
  void* symbol = dlsym(lib, "XSetErrorHandler");
  dlclose(lib);  // SDL keeps it loaded
  return symbol ? std::bit_cast<SetErrorHandler>(symbol) : nullptr;
}

}  // namespace

XErrorGuard::XErrorGuard() {
  const char* driver = SDL_GetCurrentVideoDriver();
  if (!driver || std::strcmp(driver, "x11") != 0) return;
  if (SetErrorHandler set = set_error_handler()) {
    gone = false;
    set(&ignore_error);
    installed_ = true;
  }
}

XErrorGuard::~XErrorGuard() { watched_window = 0; }

void XErrorGuard::install_early() {
  // Loaded here if SDL has not loaded it yet; the same library SDL then uses, kept loaded.
  void* lib = dlopen("libX11.so.6", RTLD_LAZY);
  if (!lib) return;
  if (void* symbol = dlsym(lib, "XSetErrorHandler")) std::bit_cast<SetErrorHandler>(symbol)(&ignore_error);
}

void XErrorGuard::watch(SDL_Window* window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (installed_ && SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11)
    watched_window = static_cast<unsigned long>(info.info.x11.window);
}

bool XErrorGuard::window_gone() const { return installed_ && gone.load(); }

#else  // an SDL without X11: nothing to guard

XErrorGuard::XErrorGuard() {}
XErrorGuard::~XErrorGuard() {}
void XErrorGuard::install_early() {}
void XErrorGuard::watch(SDL_Window*) {}
bool XErrorGuard::window_gone() const { return false; }

#endif

}  // namespace sh::display
