#include "input/sdl_keyboard.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>

#include "input/text_board.h"

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
constexpr const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr int kWidth = 800, kHeight = 300;

struct WindowDeleter {
  void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
};
struct RendererDeleter {
  void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};
struct FontDeleter {
  void operator()(TTF_Font* f) const { TTF_CloseFont(f); }
};
struct SurfaceDeleter {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
struct TextureDeleter {
  void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
};
struct Ttf {
  bool ok = TTF_Init() == 0;
  ~Ttf() {
    if (ok) TTF_Quit();
  }
};

// Draws the text, wrapped, white on dark blue (high contrast for low vision).
void draw(SDL_Renderer* renderer, TTF_Font* font, const std::string& text) {
  SDL_SetRenderDrawColor(renderer, 0, 0, 64, 255);
  SDL_RenderClear(renderer);
  if (font && !text.empty()) {
    std::unique_ptr<SDL_Surface, SurfaceDeleter> surface(
        TTF_RenderUTF8_Blended_Wrapped(font, text.c_str(), SDL_Color{255, 255, 255, 255}, kWidth - 40));
    if (surface) {
      std::unique_ptr<SDL_Texture, TextureDeleter> texture(SDL_CreateTextureFromSurface(renderer, surface.get()));
      SDL_Rect where{20, 20, surface->w, std::min(surface->h, kHeight - 40)};
      SDL_Rect from{0, 0, surface->w, where.h};
      if (texture) SDL_RenderCopy(renderer, texture.get(), &from, &where);
    }
  }
  SDL_RenderPresent(renderer);
}
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
      SDL_CreateWindow("Spoluhráč", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, kWidth, kHeight, SDL_WINDOW_SHOWN));
  if (!window) {
    sink(InputItem::make_notice("input.no_display", SDL_GetError()));
    return;
  }
  SDL_RaiseWindow(window.get());
  std::unique_ptr<SDL_Renderer, RendererDeleter> renderer(SDL_CreateRenderer(window.get(), -1, SDL_RENDERER_SOFTWARE));
  Ttf ttf;
  std::unique_ptr<TTF_Font, FontDeleter> font(ttf.ok ? TTF_OpenFont(kFont, 26) : nullptr);
  std::uint64_t shown = ~std::uint64_t{0};
  while (!stopping_) {
    if (board_ && renderer) {
      auto [text, version] = board_->get();
      if (version != shown) {
        draw(renderer.get(), font.get(), text);
        shown = version;
      }
    }
    SDL_Event ev;
    if (!SDL_WaitEventTimeout(&ev, 50)) continue;
    if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_EXPOSED) shown = ~std::uint64_t{0};
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
