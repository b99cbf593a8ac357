#include "storage/user_dirs.h"

#include <cstdlib>
#include <ctime>
#include <system_error>

namespace sh {

namespace {

std::filesystem::path xdg(const char* variable, const char* fallback) {
  std::filesystem::path base;
  if (const char* v = std::getenv(variable); v && *v) base = v;
  else if (const char* home = std::getenv("HOME"); home && *home) base = std::filesystem::path(home) / fallback;
  else base = std::filesystem::temp_directory_path();
  std::filesystem::path dir = base / "spoluhrac";
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  return dir;
}

}  // namespace

std::filesystem::path user_config_dir() { return xdg("XDG_CONFIG_HOME", ".config"); }
std::filesystem::path user_data_dir() { return xdg("XDG_DATA_HOME", ".local/share"); }

std::filesystem::path move_aside(const std::filesystem::path& file) {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  std::filesystem::path target = file;
  target += std::string(".corrupt-") + stamp;
  for (int i = 1; std::filesystem::exists(target) && i < 100; ++i) {
    target = file;
    target += std::string(".corrupt-") + stamp + "-" + std::to_string(i);
  }
  std::error_code ec;
  std::filesystem::rename(file, target, ec);
  return ec ? std::filesystem::path() : target;
}

}  // namespace sh
