// Colour themes for low vision: light on dark, dark on light, yellow on black (and white
// on blue). Each names its colours by role; seat colours always go with a seat's number
// and shape (scene.h), never alone. Text contrasts 4.5:1 with what it lies on, frames and
// signs 3:1 (WCAG 1.4.3 and 1.4.11).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "display/scene.h"

namespace sh::display {

struct Theme {
  std::string id;         // "dark", "light", "yellow", "blue"
  Rgb background;
  Rgb panel;              // boxes behind seats, cells and cards
  Rgb text;
  Rgb dim;                // secondary text (values, names under cards)
  Rgb accent;             // allowed cells, the turn marker, the best card
  Rgb cursor;             // the review cursor's frame and the menu cursor's bar
  Rgb cursor_text;        // text on the cursor bar
  std::array<Rgb, 8> seats;
  // Real colours a game names (table_picture.h `hue`): red, blue, green, yellow, purple,
  // orange, each in a shade that stands out on this background.
  std::array<Rgb, 6> hues;
};

const std::vector<Theme>& themes();
// The theme with this id, or the first (light on dark).
const Theme& theme_by_id(std::string_view id);
// The next theme after `id` (cycles).
const Theme& next_theme(std::string_view id);
// Black or white, whichever has the higher contrast on `background`.
Rgb readable_on(Rgb background);
// WCAG 2 relative luminance (0 black .. 1 white) and the contrast ratio of two colours
// (1:1 .. 21:1): every theme's text reaches 4.5:1 on what it is drawn on, its frames, signs
// and board lines 3:1 (tests/display/display_contrast_test.cpp).
double luminance(Rgb colour);
double contrast(Rgb a, Rgb b);

}  // namespace sh::display
