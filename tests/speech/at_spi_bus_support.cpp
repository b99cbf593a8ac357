#include "at_spi_bus.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "test_support.h"

namespace sh::test {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

const char* const kLauncher = "/usr/libexec/at-spi-bus-launcher";

pid_t spawn(const std::vector<std::string>& args, const std::vector<std::string>& env, const fs::path& log) {
  std::vector<char*> argv, envp;
  std::vector<std::string> a = args, e = env;
  for (auto& s : a) argv.push_back(s.data());
  argv.push_back(nullptr);
  for (auto& s : e) envp.push_back(s.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  pid_t pid = -1;
  if (posix_spawn(&pid, a[0].c_str(), &actions, nullptr, argv.data(), envp.data()) != 0) pid = -1;
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

void end(pid_t& pid) {
  if (pid <= 0) return;
  ::kill(pid, SIGTERM);
  int status = 0;
  for (int i = 0; i < 200 && ::waitpid(pid, &status, WNOHANG) == 0; ++i) std::this_thread::sleep_for(5ms);
  if (::waitpid(pid, &status, WNOHANG) == 0) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, &status, 0);
  }
  pid = -1;
}

std::string capture(const std::string& command) {
  std::string out;
  FILE* f = ::popen(command.c_str(), "r");
  if (!f) return out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, f)) out += buf;
  ::pclose(f);
  return out;
}

}  // namespace

bool AtSpiBus::installed() {
  return fs::exists("/usr/bin/dbus-daemon") && fs::exists(kLauncher) && fs::exists("/usr/bin/gdbus");
}

AtSpiBus::AtSpiBus(const std::string& name) : dir_(temp_path("atspi-" + name)) {
  fs::create_directories(dir_ / "run");
  fs::create_directories(dir_ / "home");
  fs::permissions(dir_ / "run", fs::perms::owner_all);
  session_address_ = "unix:path=" + (dir_ / "bus").string();
  bus_ = spawn({"/usr/bin/dbus-daemon", "--config-file=/usr/share/dbus-1/session.conf", "--nofork",
                "--address=" + session_address_, "--nopidfile", "--nosyslog"},
               {"PATH=/usr/bin:/bin"}, dir_ / "bus.log");
  for (int i = 0; i < 400 && !fs::exists(dir_ / "bus"); ++i) std::this_thread::sleep_for(5ms);
  // The launcher's accessibility bus lives in this folder (XDG_RUNTIME_DIR), not the user's.
  launcher_ = spawn({kLauncher, "--launch-immediately"},
                    {"PATH=/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS=" + session_address_,
                     "XDG_RUNTIME_DIR=" + (dir_ / "run").string(), "HOME=" + (dir_ / "home").string(),
                     "GSETTINGS_BACKEND=memory"},
                    dir_ / "launcher.log");
  for (int i = 0; i < 100 && accessibility_address_.empty(); ++i) {
    const std::string reply = capture("DBUS_SESSION_BUS_ADDRESS=" + session_address_ +
                                      " gdbus call --session -d org.a11y.Bus -o /org/a11y/bus -m org.a11y.Bus.GetAddress "
                                      "2>/dev/null");
    // ('unix:path=…,guid=…',)
    const auto open = reply.find("('"), close = reply.rfind("',)");
    if (open != std::string::npos && close != std::string::npos && close > open)
      accessibility_address_ = reply.substr(open + 2, close - open - 2);
    else
      std::this_thread::sleep_for(50ms);
  }
}

AtSpiBus::~AtSpiBus() {
  stop_orca();
  end(launcher_);  // ends its accessibility bus too
  end(bus_);
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

std::string AtSpiBus::env() const {
  return "DBUS_SESSION_BUS_ADDRESS=" + session_address_ + " XDG_RUNTIME_DIR=" + (dir_ / "run").string();
}

bool AtSpiBus::start_orca() {
  if (!ready()) return false;
  // Named "orca" as Orca's process is (its /proc/PID/comm), connected as Orca's AT-SPI client is.
  std::error_code ec;
  fs::create_symlink("/usr/bin/gdbus", dir_ / "orca", ec);
  orca_ = spawn({(dir_ / "orca").string(), "monitor", "--address", accessibility_address_, "--dest",
                 "org.a11y.atspi.Registry"},
                {"PATH=/usr/bin:/bin"}, dir_ / "orca.log");
  // Listed on the bus once its connection is made.
  for (int i = 0; i < 200; ++i) {
    const std::string names =
        capture("gdbus call --address '" + accessibility_address_ +
                "' -d org.freedesktop.DBus -o /org/freedesktop/DBus -m org.freedesktop.DBus.ListNames 2>/dev/null");
    for (std::size_t at = names.find("':"); at != std::string::npos; at = names.find("':", at + 2)) {
      const std::string name = names.substr(at + 1, names.find('\'', at + 1) - at - 1);
      const std::string pid = capture("gdbus call --address '" + accessibility_address_ +
                                      "' -d org.freedesktop.DBus -o /org/freedesktop/DBus -m "
                                      "org.freedesktop.DBus.GetConnectionUnixProcessID " + name + " 2>/dev/null");
      if (pid.find(" " + std::to_string(orca_) + ",") != std::string::npos) return true;
    }
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

void AtSpiBus::stop_orca() { end(orca_); }

}  // namespace sh::test
