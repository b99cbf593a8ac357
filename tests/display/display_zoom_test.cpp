// The window's zoom steps (issue 42): the keys step through the zoom steps, every step
// changes the picture drawn, and the keys stop where the picture stops changing (zoom in at
// the last step that changes anything stays there, and zoom out from there changes the
// picture at once). Every game's picture changes up to zoom 2 at least, and some beyond.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include "display/table_layout.h"
#include "display/theme.h"
#include "display/window_settings.h"
#include "display_positions.h"
#include "test_support.h"

namespace sh {
namespace {

using display::Scene;

TEST(DisplayZoom, TheStepsGoFromHalfToThreeTimes) {
  EXPECT_EQ(display::zoom_step(1.0, 1), 1.25);
  EXPECT_EQ(display::zoom_step(1.0, -1), 0.75);
  EXPECT_EQ(display::zoom_step(1.1, -1), 1.0);
  EXPECT_EQ(display::zoom_step(1.1, 1), 1.25);
  EXPECT_EQ(display::zoom_step(3.0, 1), 3.0);
  EXPECT_EQ(display::zoom_step(0.5, -1), 0.5);
  EXPECT_EQ(display::kMaxZoom, display::kZoomSteps.back());
  // A zoom saved by an older version (up to 4) is read as the last step.
  const auto path = std::filesystem::path(test::temp_path("zoom-settings")) / "window.json";
  std::filesystem::create_directories(path.parent_path());
  test::write_file(path.string(), "{\"zoom\": 4.0}\n");
  EXPECT_EQ(display::load_window_settings(path).zoom, display::kMaxZoom);
  std::filesystem::remove_all(path.parent_path());
}

TEST(DisplayZoom, EveryStepChangesThePictureAndTheKeysStopWhereItStops) {
  test::TestVoice tv;
  std::vector<test::Position> positions;
  for (auto game : {test::kivi_positions(tv), test::quist_positions(tv), test::sipky_positions(tv),
                    test::numberfloor_positions(tv), test::clovece_positions(tv)})
    positions.push_back(game.front());
  const auto& theme = display::theme_by_id("dark");
  double highest = 0;
  for (const auto& pos : positions)
    for (const auto& [w, h] : {std::pair{1024, 720}, std::pair{1280, 800}}) {
      SCOPED_TRACE(pos.name + " " + std::to_string(w) + "x" + std::to_string(h));
      auto layout = [&](double zoom) { return display::lay_out(pos.picture.get(), pos.caption, theme, zoom, w, h); };
      double zoom = 1.0;
      Scene shown = layout(zoom);
      for (int presses = 0; presses < 20; ++presses) {
        const double next = display::next_zoom(pos.picture.get(), pos.caption, theme, zoom, w, h, nullptr, 1);
        if (next == zoom) break;
        EXPECT_GT(next, zoom);
        const Scene now = layout(next);
        EXPECT_NE(now.ops, shown.ops) << "zoom " << next << " draws what " << zoom << " drew";
        shown = now;
        zoom = next;
      }
      EXPECT_GE(zoom, 2.0) << "the picture changes up to zoom 2";
      highest = std::max(highest, zoom);
      // At the top zoom in stays; zoom out changes the picture with the first press.
      EXPECT_EQ(display::next_zoom(pos.picture.get(), pos.caption, theme, zoom, w, h, nullptr, 1), zoom);
      const double down = display::next_zoom(pos.picture.get(), pos.caption, theme, zoom, w, h, nullptr, -1);
      EXPECT_LT(down, zoom);
      EXPECT_NE(layout(down).ops, shown.ops);
    }
  EXPECT_EQ(highest, display::kMaxZoom) << "zoom 3 changes some game's picture";
}

}  // namespace
}  // namespace sh
