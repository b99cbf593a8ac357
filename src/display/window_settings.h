// How the table window looks, saved between runs in its own file (window.json in the
// settings folder, beside settings.json): whether it opens at all, the theme, the zoom
// and fullscreen. The window's own keys change and save them (docs in README.md, "The
// table on screen").
#pragma once

#include <filesystem>
#include <string>

namespace sh::display {

struct WindowSettings {
  bool window = true;          // false: no window even when a display exists
  std::string theme = "dark";  // display/theme.h ids
  double zoom = 1.0;
  bool fullscreen = false;
};

std::filesystem::path default_window_settings_path();
// A missing or damaged file gives the defaults.
WindowSettings load_window_settings(const std::filesystem::path& path);
bool save_window_settings(const std::filesystem::path& path, const WindowSettings& settings);

}  // namespace sh::display
