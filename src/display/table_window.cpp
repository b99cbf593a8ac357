#include "display/table_window.h"

#include <SDL.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <tuple>

#include "display/scene_renderer.h"
#include "display/table_layout.h"
#include "display/theme.h"
#include "display/x_errors.h"
#include "input/sdl_keyboard.h"
#include "input/text_board.h"

namespace sh::display {

namespace {
constexpr int kWidth = 1024, kHeight = 720;
// Speech first: a change is drawn this long after it was published, so the answer's first
// sound is synthesised and handed to the audio device before the frame takes the CPU (and
// a burst of changes is drawn once).
constexpr Uint32 kSettleMs = 30;

struct WindowDeleter {
  void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
};
struct RendererDeleter {
  void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};
struct SurfaceDeleter {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
struct VideoSubsystem {
  bool ok = SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0;
  ~VideoSubsystem() {
    if (ok) SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS);
  }
};

void dump(SDL_Renderer* renderer, int w, int h, const std::filesystem::path& path) {
  std::unique_ptr<SDL_Surface, SurfaceDeleter> shot(SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24));
  if (!shot) return;
  if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGB24, shot->pixels, shot->pitch) != 0) return;
  const auto tmp = path.string() + ".tmp";
  if (SDL_SaveBMP(shot.get(), tmp.c_str()) == 0) std::filesystem::rename(tmp, path);
}

// Keys reach only a window on the desktop: SDL's x11 or wayland driver (or the one the user
// named in SDL_VIDEODRIVER). With a DISPLAY that cannot be used (stale, sudo, ssh, no
// Xauthority) SDL may fall through to another driver (KMS/DRM on a console) whose window no
// one sees and no key reaches. Empty when the driver will do, else why not.
std::string desktop_driver_problem() {
  const char* driver = SDL_GetCurrentVideoDriver();
  if (!driver) return "no video driver";
  if (std::strcmp(driver, "x11") == 0 || std::strcmp(driver, "wayland") == 0) return {};
  if (const char* asked = std::getenv("SDL_VIDEODRIVER"); asked && std::strcmp(asked, driver) == 0) return {};
  return std::string("no desktop display (SDL chose the ") + driver + " video driver)";
}
}  // namespace

void TableWindow::opened(std::string why) {
  {
    std::lock_guard lock(open_mutex_);
    open_outcome_ = std::move(why);
  }
  open_cv_.notify_all();
}

std::optional<std::string> TableWindow::wait_opened(std::chrono::milliseconds timeout) const {
  std::unique_lock lock(open_mutex_);
  open_cv_.wait_for(lock, timeout, [this] { return open_outcome_.has_value(); });
  return open_outcome_;
}

void TableWindow::run(const std::function<void(InputItem)>& sink) {
  show(sink);
  // Tests (SPOLUHRAC_TEST_WINDOW_CLOSE_MS): said once the window let go of SDL and X.
  if (std::getenv("SPOLUHRAC_TEST_WINDOW_CLOSE_MS")) std::fprintf(stderr, "spoluhrac: the table window is closed\n");
  {
    std::lock_guard lock(open_mutex_);
    finished_ = true;
  }
  open_cv_.notify_all();
}

bool TableWindow::close_and_wait(std::chrono::milliseconds timeout) {
  stop();
  std::unique_lock lock(open_mutex_);
  return open_cv_.wait_for(lock, timeout, [this] { return finished_; });
}

void TableWindow::show(const std::function<void(InputItem)>& sink) {
  // The window's thread yields to speech and sound: a lower priority (nice +10) for this
  // thread only, so drawing never delays an answer on a busy machine.
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
  auto cannot_open = [&](std::string why) {
    opened(why);
    sink(InputItem::make_notice("input.no_display", std::move(why)));
  };
  // An X server whose last client left resets itself, and refuses connections for that
  // moment (SDL's own check of the display opens and closes one: on an X server with no
  // other client, as Xvfb, the next connection can meet the reset). A display that does not
  // open at once is tried again for about half a second before the window gives up.
  // On an X desktop without Wayland, X11 is asked for by name: SDL then neither probes
  // Wayland (whose library prints errors when there is none) nor falls through to another
  // driver. SDL_VIDEODRIVER, when set, still chooses.
  if (!std::getenv("SDL_VIDEODRIVER") && !std::getenv("WAYLAND_DISPLAY") && std::getenv("DISPLAY")) {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11");
    XErrorGuard::install_early();  // SDL restores it, not Xlib's exit(1), when its video quits
  }
  // SDL keeps per-thread data (its error string) for this thread, which SDL did not create:
  // freed when the window's thread leaves run(), after the video subsystem is gone.
  struct ThreadDataCleanup {
    ~ThreadDataCleanup() { SDL_TLSCleanup(); }
  } thread_data_cleanup;
  std::optional<VideoSubsystem> video;
  std::string why;
  for (int attempt = 0; attempt < 5 && !stopping_; ++attempt) {
    if (attempt > 0) SDL_Delay(150);
    video.emplace();
    why = video->ok ? desktop_driver_problem() : std::string(SDL_GetError());
    if (why.empty()) break;
    video.reset();
  }
  if (!video) return cannot_open(why.empty() ? "stopped" : why);
  XErrorGuard x_errors;
  // The table is drawn by the software renderer straight into the window's framebuffer.
  // Without this hint SDL first tries to carry that framebuffer on an OpenGL texture: it loads
  // the GL driver (slow, and under a sanitizer very slow) and destroys and recreates the
  // window for it, so the window a person or a test found a moment ago is gone (the window
  // test then waited on a dead window id). SDL_FRAMEBUFFER_ACCELERATION in the environment
  // still overrides it.
  SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  const Uint32 flags = SDL_WINDOW_SHOWN | SDL_WINDOW_RESIZABLE | (settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  std::unique_ptr<SDL_Window, WindowDeleter> window(
      SDL_CreateWindow("Spoluhráč", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, kWidth, kHeight, flags));
  if (!window) return cannot_open(SDL_GetError());
  x_errors.watch(window.get());
  SDL_SetWindowMinimumSize(window.get(), 320, 240);
  SDL_RaiseWindow(window.get());
  std::unique_ptr<SDL_Renderer, RendererDeleter> renderer(SDL_CreateRenderer(window.get(), -1, SDL_RENDERER_SOFTWARE));
  // Tests: the window's closing (the renderer, the window and the video subsystem go after
  // this) takes this much longer, as it does on a loaded machine at this thread's priority.
  struct SlowClose {
    ~SlowClose() {
      if (const char* ms = std::getenv("SPOLUHRAC_TEST_WINDOW_CLOSE_MS")) SDL_Delay(static_cast<Uint32>(std::atoi(ms)));
    }
  } slow_close;
  SceneRenderer painter;
  opened({});
  // The end of the window is the end of the program: said before the window goes, so the
  // program silences its speech at once.
  auto closed = [&] { sink(InputItem::make_notice("window.closed")); };
  NumLockAdvice numlock(screen_reader_running_);
  auto numlock_on = [] { return (SDL_GetModState() & KMOD_NUM) != 0; };

  auto save = [this] {
    if (!settings_path_.empty()) save_window_settings(settings_path_, settings_);
  };
  // What the last frame drew, so a zoom key steps to the next zoom that changes it.
  std::string drawn_caption;
  TablePictureRef drawn_picture;
  JoinPanelRef drawn_joins;
  int drawn_w = kWidth, drawn_h = kHeight;
  auto zoom_by = [&](int direction) {
    settings_.zoom = direction == 0 ? 1.0
                                    : next_zoom(drawn_picture.get(), drawn_caption, theme_by_id(settings_.theme),
                                                settings_.zoom, drawn_w, drawn_h, drawn_joins.get(), direction);
    save();
  };

  std::uint64_t shown_caption = ~std::uint64_t{0}, shown_picture = ~std::uint64_t{0};
  bool dirty = true;
  bool first_frame = true;
  Uint32 change_seen = 0;  // when an undrawn change was first noticed (0: none)
  LoneCtrl lone_ctrl;
  while (!stopping_) {
    int wait_ms = 40;
    if (renderer) {
      std::string caption;
      std::uint64_t caption_version = 0;
      if (caption_) std::tie(caption, caption_version) = caption_->get();
      TablePictureRef picture;
      std::uint64_t picture_version = 0;
      JoinPanelRef joins;
      if (pictures_) {
        std::tie(picture, picture_version) = pictures_->get();
        joins = pictures_->joins();
      }
      const bool changed = dirty || caption_version != shown_caption || picture_version != shown_picture;
      if (changed && change_seen == 0) change_seen = std::max<Uint32>(1, SDL_GetTicks());
      const Uint32 settled = changed ? SDL_GetTicks() - change_seen : 0;
      if (changed && !first_frame && settled < kSettleMs) wait_ms = static_cast<int>(kSettleMs - settled);
      if (changed && (first_frame || settled >= kSettleMs)) {
        first_frame = false;
        change_seen = 0;
        int w = kWidth, h = kHeight;
        SDL_GetRendererOutputSize(renderer.get(), &w, &h);
        const Scene scene = lay_out(picture.get(), caption, theme_by_id(settings_.theme), settings_.zoom, w, h, joins.get());
        drawn_caption = caption;
        drawn_picture = picture;
        drawn_joins = joins;
        drawn_w = w;
        drawn_h = h;
        painter.draw(renderer.get(), scene);
        if (!dump_path_.empty()) dump(renderer.get(), w, h, dump_path_);
        SDL_RenderPresent(renderer.get());
        shown_caption = caption_version;
        shown_picture = picture_version;
        dirty = false;
      }
    }
    SDL_Event ev;
    const bool got = SDL_WaitEventTimeout(&ev, std::max(1, wait_ms)) != 0;
    if (x_errors.window_gone()) {
      // Destroyed by another X client: SDL is asked nothing more about it. SDL_DestroyWindow
      // (and the video subsystem's quit, which destroys what is left) first hides a window
      // it believes shown, asking X for the attributes of the window that is gone and using
      // the unfilled answer: on a loaded machine the program crashed there (SIGSEGV) or
      // waited forever for its unmapping. The window, its renderer and SDL's video stay
      // allocated (reachable through SDL) until the process ends, which follows at once.
      std::ignore = renderer.release();
      std::ignore = window.release();
      video->ok = false;
      return closed();
    }
    if (!got) continue;
    if (lone_ctrl.feed(ev)) sink(InputItem::make_silence());  // the screen-reader way to silence
    switch (ev.type) {
      case SDL_QUIT:
        return closed();
      case SDL_WINDOWEVENT:
        if (ev.window.event == SDL_WINDOWEVENT_CLOSE) return closed();
        if (ev.window.event == SDL_WINDOWEVENT_FOCUS_GAINED && numlock.on_focus(numlock_on()))
          sink(InputItem::make_notice("input.numlock_off"));
        if (ev.window.event == SDL_WINDOWEVENT_EXPOSED || ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev.window.event == SDL_WINDOWEVENT_RESIZED)
          dirty = true;
        continue;
      case SDL_MOUSEWHEEL:
        if (SDL_GetModState() & KMOD_CTRL) {
          zoom_by(ev.wheel.y > 0 ? 1 : -1);
          dirty = true;
        }
        continue;
      case SDL_KEYDOWN:
        // (NumLock itself is no first key: it is what the advice asks for)
        if (ev.key.keysym.sym != SDLK_NUMLOCKCLEAR && numlock.on_key(numlock_on()))
          sink(InputItem::make_notice("input.numlock_off"));
        break;
      default:
        continue;
    }
    const SDL_Keycode sym = ev.key.keysym.sym;
    const bool ctrl = (ev.key.keysym.mod & KMOD_CTRL) != 0;
    if (ctrl || sym == SDLK_F2 || sym == SDLK_F7 || sym == SDLK_F8 || sym == SDLK_F11) {
      if (sym == SDLK_F2 || (ctrl && sym == SDLK_t)) {
        settings_.theme = next_theme(settings_.theme).id;
        save();
      } else if (sym == SDLK_F8 || (ctrl && (sym == SDLK_PLUS || sym == SDLK_EQUALS || sym == SDLK_KP_PLUS))) {
        zoom_by(1);
      } else if (sym == SDLK_F7 || (ctrl && (sym == SDLK_MINUS || sym == SDLK_KP_MINUS))) {
        zoom_by(-1);
      } else if (ctrl && (sym == SDLK_0 || sym == SDLK_KP_0)) {
        zoom_by(0);
      } else if (sym == SDLK_F11) {
        settings_.fullscreen = !settings_.fullscreen;
        SDL_SetWindowFullscreen(window.get(), settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        save();
      }
      dirty = true;
      continue;
    }
    if (ev.key.repeat) continue;
    if (auto k = key_from_sdl_keycode(sym)) {
      sink(InputItem::key(*k, static_cast<std::int64_t>(ev.key.timestamp)));
    } else if (sym == SDLK_ESCAPE) {
      return closed();
    }
  }
}

}  // namespace sh::display
