#include "display/theme.h"

#include <algorithm>
#include <cmath>

namespace sh::display {

Shape shape_of_seat(int seat) {
  static constexpr Shape kShapes[] = {Shape::Circle, Shape::Square, Shape::TriangleUp,
                                      Shape::Diamond, Shape::TriangleDown, Shape::Cross};
  return kShapes[static_cast<std::size_t>(seat < 0 ? 0 : seat) % 6];
}

const std::vector<Theme>& themes() {
  static const std::vector<Theme> all = {
      {"dark", {12, 12, 20}, {38, 40, 58}, {245, 245, 245}, {185, 185, 200}, {255, 196, 0}, {0, 200, 255}, {0, 0, 0},
       {{{235, 64, 52}, {70, 140, 255}, {60, 200, 90}, {255, 150, 30}, {215, 90, 225}, {40, 210, 210},
         {240, 240, 120}, {170, 120, 80}}},
       {{{235, 64, 52}, {70, 140, 255}, {60, 200, 90}, {245, 215, 40}, {185, 100, 240}, {255, 140, 20}}}},
      // On a light background yellow and orange are darkened to reach 3:1 as frames (a
      // house's frame, a piece) and the accent to 4.5:1 as text.
      {"light", {250, 250, 244}, {222, 222, 214}, {10, 10, 10}, {70, 70, 70}, {150, 65, 0}, {0, 70, 200},
       {255, 255, 255},
       {{{190, 20, 20}, {20, 70, 200}, {10, 120, 40}, {185, 85, 0}, {140, 30, 150}, {0, 120, 130},
         {110, 110, 0}, {100, 60, 30}}},
       {{{190, 20, 20}, {20, 70, 200}, {10, 120, 40}, {140, 110, 0}, {140, 30, 150}, {195, 80, 0}}}},
      {"yellow", {0, 0, 0}, {34, 34, 0}, {255, 255, 0}, {220, 220, 120}, {255, 255, 255}, {0, 255, 255}, {0, 0, 0},
       {{{255, 80, 80}, {110, 170, 255}, {80, 255, 80}, {255, 160, 0}, {255, 110, 255}, {0, 230, 230},
         {255, 255, 255}, {200, 150, 100}}},
       {{{255, 80, 80}, {110, 170, 255}, {80, 255, 80}, {255, 255, 0}, {255, 110, 255}, {255, 160, 0}}}},
      {"blue", {0, 0, 90}, {20, 30, 130}, {255, 255, 255}, {200, 210, 255}, {255, 220, 0}, {0, 255, 200}, {0, 0, 0},
       {{{255, 90, 90}, {140, 200, 255}, {90, 230, 110}, {255, 170, 50}, {240, 130, 255}, {60, 230, 230},
         {255, 255, 140}, {210, 160, 110}}},
       {{{255, 90, 90}, {140, 200, 255}, {90, 230, 110}, {255, 240, 60}, {240, 130, 255}, {255, 170, 50}}}},
  };
  return all;
}

const Theme& theme_by_id(std::string_view id) {
  for (const auto& t : themes())
    if (t.id == id) return t;
  return themes().front();
}

const Theme& next_theme(std::string_view id) {
  const auto& all = themes();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].id == id) return all[(i + 1) % all.size()];
  return all.front();
}

double luminance(Rgb c) {
  auto channel = [](std::uint8_t v) {
    const double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

double contrast(Rgb a, Rgb b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgb readable_on(Rgb bg) {
  const Rgb black{0, 0, 0}, white{255, 255, 255};
  return contrast(black, bg) >= contrast(white, bg) ? black : white;
}

}  // namespace sh::display
