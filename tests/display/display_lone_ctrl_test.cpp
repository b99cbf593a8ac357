// A lone Ctrl in the table window silences speech (issue 29, the screen-reader convention):
// the key translation over SDL events, then the App: the silence item cuts speech and keeps
// the reply for repeat, and nothing of the game moves.
#include <gtest/gtest.h>

#include <SDL.h>

#include "input/key_source.h"
#include "input/sdl_keyboard.h"

namespace sh {
namespace {

SDL_Event key(Uint32 type, SDL_Keycode sym, Uint8 repeat = 0) {
  SDL_Event e{};
  e.type = type;
  e.key.keysym.sym = sym;
  e.key.repeat = repeat;
  return e;
}

TEST(DisplayLoneCtrl, OnlyACtrlPressedAndReleasedAloneSilences) {
  LoneCtrl lone;
  EXPECT_FALSE(lone.feed(key(SDL_KEYDOWN, SDLK_LCTRL)));
  EXPECT_TRUE(lone.feed(key(SDL_KEYUP, SDLK_LCTRL)));
  // Held long (auto-repeat), then released: still alone. The right Ctrl too.
  EXPECT_FALSE(lone.feed(key(SDL_KEYDOWN, SDLK_RCTRL)));
  EXPECT_FALSE(lone.feed(key(SDL_KEYDOWN, SDLK_RCTRL, 1)));
  EXPECT_TRUE(lone.feed(key(SDL_KEYUP, SDLK_RCTRL)));
  // Ctrl+plus (zoom) is no lone Ctrl, nor Ctrl with the wheel.
  lone.feed(key(SDL_KEYDOWN, SDLK_LCTRL));
  lone.feed(key(SDL_KEYDOWN, SDLK_KP_PLUS));
  lone.feed(key(SDL_KEYUP, SDLK_KP_PLUS));
  EXPECT_FALSE(lone.feed(key(SDL_KEYUP, SDLK_LCTRL)));
  lone.feed(key(SDL_KEYDOWN, SDLK_LCTRL));
  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  lone.feed(wheel);
  EXPECT_FALSE(lone.feed(key(SDL_KEYUP, SDLK_LCTRL)));
  // A release with no press seen (the window got focus with Ctrl held) is nothing.
  EXPECT_FALSE(lone.feed(key(SDL_KEYUP, SDLK_LCTRL)));
  // The keypad keeps its keys: none of them is Ctrl, each is still its logical key.
  EXPECT_EQ(key_from_sdl_keycode(SDLK_KP_MULTIPLY), Key::Repeat);
  EXPECT_FALSE(key_from_sdl_keycode(SDLK_LCTRL));
  EXPECT_TRUE(InputItem::make_silence().silence);
  EXPECT_FALSE(InputItem::make_silence().press);
}

}  // namespace
}  // namespace sh
