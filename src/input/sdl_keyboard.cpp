#include "input/sdl_keyboard.h"

#include <SDL.h>

#include <memory>

namespace sh {

std::optional<Key> key_from_sdl_keycode(int keycode) {
  switch (keycode) {
    case SDLK_KP_0: case SDLK_0: return Key::D0;
    case SDLK_KP_1: case SDLK_1: return Key::D1;
    case SDLK_KP_2: case SDLK_2: return Key::D2;
    case SDLK_KP_3: case SDLK_3: return Key::D3;
    case SDLK_KP_4: case SDLK_4: return Key::D4;
    case SDLK_KP_5: case SDLK_5: return Key::D5;
    case SDLK_KP_6: case SDLK_6: return Key::D6;
    case SDLK_KP_7: case SDLK_7: return Key::D7;
    case SDLK_KP_8: case SDLK_8: return Key::D8;
    case SDLK_KP_9: case SDLK_9: return Key::D9;
    case SDLK_KP_ENTER: case SDLK_RETURN: return Key::Ok;
    case SDLK_KP_PLUS: case SDLK_PLUS: return Key::Next;
    case SDLK_KP_MINUS: case SDLK_MINUS: return Key::Prev;
    case SDLK_KP_MULTIPLY: case SDLK_ASTERISK: return Key::Repeat;
    case SDLK_KP_DIVIDE: case SDLK_SLASH: return Key::Help;
    case SDLK_KP_PERIOD: case SDLK_KP_DECIMAL: case SDLK_PERIOD: case SDLK_BACKSPACE: case SDLK_DELETE:
      return Key::Back;
    default: return std::nullopt;
  }
}

namespace {
struct WindowDeleter {
  void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
};
struct VideoSubsystem {
  bool ok = SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0;
  ~VideoSubsystem() {
    if (ok) SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS);
  }
};
}  // namespace

void SdlKeyboard::run(const std::function<void(InputItem)>& sink) {
  VideoSubsystem video;
  if (!video.ok) {
    sink(InputItem::make_notice("input.no_display", SDL_GetError()));
    return;
  }
  std::unique_ptr<SDL_Window, WindowDeleter> window(
      SDL_CreateWindow("Spoluhráč", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 480, 200, SDL_WINDOW_SHOWN));
  if (!window) {
    sink(InputItem::make_notice("input.no_display", SDL_GetError()));
    return;
  }
  SDL_RaiseWindow(window.get());
  while (!stopping_) {
    SDL_Event ev;
    if (!SDL_WaitEventTimeout(&ev, 200)) continue;
    if (ev.type == SDL_QUIT) return;
    if (ev.type != SDL_KEYDOWN || ev.key.repeat) continue;
    if (auto k = key_from_sdl_keycode(ev.key.keysym.sym)) {
      sink(InputItem::key(*k, static_cast<std::int64_t>(ev.key.timestamp)));
    } else if (ev.key.keysym.sym == SDLK_ESCAPE) {
      return;
    }
  }
}

}  // namespace sh
