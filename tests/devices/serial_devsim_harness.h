// Test helpers for the pty tests: runs build/spoluhrac-devsim on a script, and collects
// the items a KeySource delivers on its own thread. Only for tests/devices/.
#pragma once

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "input/key_source.h"

extern char** environ;

namespace sh::testing {

// True when tests/devices/serial_pty_shim.cpp is preloaded (the "serial_pty_tests" CTest test).
inline bool pty_shim_loaded() { return dlsym(RTLD_DEFAULT, "spoluhrac_pty_shim_active") != nullptr; }

#define SH_REQUIRE_PTY_SHIM()                                                              \
  do {                                                                                     \
    if (!::sh::testing::pty_shim_loaded())                                                 \
      GTEST_SKIP() << "needs LD_PRELOAD=libspoluhrac_pty_shim.so; run by CTest test "      \
                      "serial_pty_tests";                                                  \
  } while (0)

inline std::filesystem::path devsim_binary() {
  return std::filesystem::path(SPOLUHRAC_BINARY).parent_path() / "spoluhrac-devsim";
}

class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "spoluhrac-serial-XXXXXX").string();
    path_ = ::mkdtemp(tmpl.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// The simulator as a child process; terminated and reaped on destruction.
class DevSim {
 public:
  DevSim(const std::filesystem::path& dir, const std::string& script, std::vector<std::string> extra = {})
      : link_(dir / "device") {
    const auto script_path = dir / "script.txt";
    std::ofstream(script_path) << script;
    out_path_ = dir / "devsim.out";
    std::vector<std::string> args = {devsim_binary().string(), "--link", link_.string(), "--script",
                                     script_path.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, out_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ok_ = posix_spawn(&pid_, argv[0], &fa, nullptr, argv.data(), environ) == 0;
    posix_spawn_file_actions_destroy(&fa);
  }
  ~DevSim() {
    if (pid_ > 0) {
      ::kill(pid_, SIGTERM);
      int status = 0;
      ::waitpid(pid_, &status, 0);
    }
  }
  bool started() const { return ok_; }
  const std::filesystem::path& link() const { return link_; }
  std::string output() const {
    std::ifstream f(out_path_);
    return std::string(std::istreambuf_iterator<char>(f), {});
  }
  // Waits until the simulator printed `word` (e.g. "DONE") or the time is up.
  bool wait_output(const std::string& word, int timeout_ms = 10000) const {
    for (int t = 0; t < timeout_ms; t += 20) {
      if (output().find(word) != std::string::npos) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
  }
  bool wait_link(int timeout_ms = 5000) const { return wait_output("DEVICE", timeout_ms); }

 private:
  std::filesystem::path link_;
  std::filesystem::path out_path_;
  pid_t pid_ = -1;
  bool ok_ = false;
};

// Runs a KeySource on its own thread and records what it delivers.
class Collector {
 public:
  explicit Collector(KeySource& source) : source_(source) {
    thread_ = std::thread([this] {
      source_.run([this](InputItem item) {
        std::lock_guard lock(mutex_);
        items_.push_back(std::move(item));
        cv_.notify_all();
      });
    });
  }
  ~Collector() { stop(); }
  void stop() {
    source_.stop();
    if (thread_.joinable()) thread_.join();
  }
  // Waits until at least n items arrived; returns a copy of all of them.
  std::vector<InputItem> wait_for(std::size_t n, int timeout_ms = 10000) {
    std::unique_lock lock(mutex_);
    cv_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] { return items_.size() >= n; });
    return items_;
  }
  std::vector<InputItem> items() {
    std::lock_guard lock(mutex_);
    return items_;
  }

 private:
  KeySource& source_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<InputItem> items_;
};

// "5", "ok", "!device.lost", "C0=7" — compact views for comparing item sequences.
inline std::string describe(const InputItem& item) {
  if (item.press) return std::string(key_name(item.press->key));
  if (item.counter) return "C" + std::to_string(item.counter->first) + "=" + std::to_string(item.counter->second);
  return "!" + item.notice;
}
inline std::vector<std::string> describe(const std::vector<InputItem>& items) {
  std::vector<std::string> out;
  for (auto& i : items) out.push_back(describe(i));
  return out;
}

}  // namespace sh::testing
