#include "display/window_settings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

#include "display/table_layout.h"
#include "display/theme.h"
#include "storage/user_dirs.h"

namespace sh::display {

std::filesystem::path default_window_settings_path() { return user_config_dir() / "window.json"; }

WindowSettings load_window_settings(const std::filesystem::path& path) {
  WindowSettings s;
  std::ifstream in(path);
  if (!in) return s;
  try {
    const auto j = nlohmann::json::parse(in);
    s.window = j.value("window", s.window);
    s.theme = theme_by_id(j.value("theme", s.theme)).id;
    s.zoom = std::clamp(j.value("zoom", s.zoom), kMinZoom, kMaxZoom);
    s.fullscreen = j.value("fullscreen", s.fullscreen);
  } catch (const std::exception&) {
    return WindowSettings{};
  }
  return s;
}

bool save_window_settings(const std::filesystem::path& path, const WindowSettings& s) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::ofstream out(path);
  if (!out) return false;
  out << nlohmann::json{{"window", s.window}, {"theme", s.theme}, {"zoom", s.zoom}, {"fullscreen", s.fullscreen}}.dump(2)
      << '\n';
  return static_cast<bool>(out);
}

}  // namespace sh::display
