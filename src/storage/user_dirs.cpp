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

std::filesystem::path program_data_dir_for(const std::filesystem::path& program, const char* env_value,
                                           const std::filesystem::path& build_dir,
                                           const std::filesystem::path& source_dir) {
  if (env_value && *env_value) return env_value;
  const std::filesystem::path bin = program.parent_path();
  const std::filesystem::path installed = bin.parent_path() / "share" / "spoluhrac";
  std::error_code ec;
  if (std::filesystem::exists(installed / "locales", ec)) return installed;
  // Only the program in its own build folder reads the source tree: an installed or unpacked
  // program never does, so moving or deleting the source and build folders changes nothing.
  if (!build_dir.empty() && std::filesystem::equivalent(bin, build_dir, ec)) return source_dir;
  return installed;
}

std::filesystem::path program_data_dir() {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  return program_data_dir_for(self, std::getenv("SPOLUHRAC_DATA_DIR"), SPOLUHRAC_BUILD_DIR, SPOLUHRAC_DATA_DIR);
}

std::filesystem::path program_doc_dir(const std::filesystem::path& data_dir) {
  std::error_code ec;
  if (std::filesystem::exists(data_dir / "docs" / "prirucka.md", ec)) return data_dir / "docs";  // the source tree
  return data_dir.parent_path() / "doc" / "spoluhrac";
}

namespace {

// "<name>.corrupt-<YYYYmmdd-HHMMSS>", with "-N" added while that name is taken.
std::filesystem::path aside_name(const std::filesystem::path& file) {
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
  return target;
}

}  // namespace

std::filesystem::path move_aside(const std::filesystem::path& file) {
  const std::filesystem::path target = aside_name(file);
  std::error_code ec;
  std::filesystem::rename(file, target, ec);
  return ec ? std::filesystem::path() : target;
}

std::filesystem::path copy_aside(const std::filesystem::path& file) {
  const std::filesystem::path target = aside_name(file);
  std::error_code ec;
  std::filesystem::copy_file(file, target, std::filesystem::copy_options::none, ec);
  return ec ? std::filesystem::path() : target;
}

}  // namespace sh
