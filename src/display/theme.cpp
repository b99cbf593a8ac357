#include "display/theme.h"

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
      {"light", {250, 250, 244}, {222, 222, 214}, {10, 10, 10}, {70, 70, 70}, {170, 80, 0}, {0, 70, 200},
       {255, 255, 255},
       {{{190, 20, 20}, {20, 70, 200}, {10, 120, 40}, {200, 100, 0}, {140, 30, 150}, {0, 120, 130},
         {110, 110, 0}, {100, 60, 30}}},
       {{{190, 20, 20}, {20, 70, 200}, {10, 120, 40}, {225, 190, 0}, {140, 30, 150}, {220, 110, 0}}}},
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

Rgb readable_on(Rgb bg) {
  const int luminance = 299 * bg.r + 587 * bg.g + 114 * bg.b;
  return luminance > 140000 ? Rgb{0, 0, 0} : Rgb{255, 255, 255};
}

}  // namespace sh::display
