#include "test_support.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "games/registry.h"

namespace sh::test {

namespace {

// One folder of this test process's own, made by mkdtemp (a random name no other process,
// run or checkout has: process ids come round again, and two runs of the suite at once, in
// one build folder or in two pid namespaces over one /tmp, must never share a path), and
// removed when the process ends.
struct ProcessFolder {
  std::string path;
  ProcessFolder() {
    std::string pattern = "/tmp/spoluhrac-test-" + std::to_string(getpid()) + "-XXXXXX";
    if (mkdtemp(pattern.data())) path = pattern;
  }
  ~ProcessFolder() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
};

}  // namespace

std::string temp_path(const std::string& name) {
  static ProcessFolder folder;
  static std::atomic<int> counter{0};
  return folder.path + "/" + std::to_string(counter++) + "-" + name;
}

TempHome::TempHome(const std::string& name) : dir(temp_path(name)) { std::filesystem::create_directories(dir); }

TempHome::~TempHome() {
  std::error_code ignored;
  std::filesystem::remove_all(dir, ignored);
}

std::string TempHome::env() const {
  return "XDG_DATA_HOME=" + (dir / "data").string() + " XDG_CONFIG_HOME=" + (dir / "config").string();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

bool contains_line(const std::string& out, const std::string& line) {
  auto ls = lines(out);
  return std::find(ls.begin(), ls.end(), line) != ls.end();
}

std::vector<std::string> lines_from(const std::string& out, const std::string& first) {
  auto ls = lines(out);
  auto at = std::find(ls.begin(), ls.end(), first);
  return {at, ls.end()};
}

std::string tail_from_last(const std::string& out, const std::string& prefix) {
  auto pos = out.rfind(prefix);
  return pos == std::string::npos ? "" : out.substr(pos);
}

RunResult run_spoluhrac(const std::string& args, const std::string& keys, const std::string& env) {
  const std::string in = temp_path("keys.txt"), out = temp_path("out.txt"), err = temp_path("err.txt");
  write_file(in, keys);
  // Each run gets fresh settings and data folders unless the caller names its own.
  std::string home;
  if (env.find("XDG_DATA_HOME") == std::string::npos) {
    home = temp_path("home");
    std::filesystem::create_directories(home);
    home = "XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home + "/config ";
  }
  const std::string cmd = home + env + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " + args +
                          " < " + in + " > " + out + " 2> " + err;
  RunResult r;
  int raw = std::system(cmd.c_str());
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = read_file(out);
  r.err = read_file(err);
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

std::string main_menu_key(MainMenuItem item) {
  return std::to_string(game_registry().size() + static_cast<std::size_t>(item));
}

std::string game_menu_key(const std::string& game_id) {
  const auto& games = game_registry();
  for (std::size_t i = 0; i < games.size(); ++i)
    if (games[i].id == game_id) return std::to_string(i + 1);
  return "?";
}

}  // namespace sh::test
