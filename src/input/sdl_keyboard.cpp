#include "input/sdl_keyboard.h"

#include <SDL.h>

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

bool LoneCtrl::feed(const SDL_Event& event) {
  const bool is_ctrl = (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) &&
                       (event.key.keysym.sym == SDLK_LCTRL || event.key.keysym.sym == SDLK_RCTRL);
  switch (event.type) {
    case SDL_KEYDOWN:
      if (is_ctrl) {
        if (!down_) alone_ = true;  // a held Ctrl's auto-repeat changes nothing
        down_ = true;
      } else {
        alone_ = false;
      }
      return false;
    case SDL_KEYUP:
      if (!is_ctrl) return false;
      {
        const bool lone = down_ && alone_;
        down_ = alone_ = false;
        return lone;
      }
    case SDL_MOUSEWHEEL:
    case SDL_MOUSEBUTTONDOWN:
      alone_ = false;
      return false;
    default: return false;
  }
}

bool NumLockAdvice::due(bool numlock_on) {
  if (numlock_on || told_ || !screen_reader_running_ || !screen_reader_running_()) return false;
  told_ = true;
  return true;
}

bool NumLockAdvice::on_focus(bool numlock_on) {
  told_ = false;
  return due(numlock_on);
}

bool NumLockAdvice::on_key(bool numlock_on) {
  if (!first_key_) return false;
  first_key_ = false;
  return due(numlock_on);
}

}  // namespace sh
