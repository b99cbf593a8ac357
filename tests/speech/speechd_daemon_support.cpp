#include "speechd_daemon.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "test_support.h"

extern char** environ;

namespace sh::test {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

bool can_connect(const fs::path& sock) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return false;
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  std::strncpy(a.sun_path, sock.c_str(), sizeof a.sun_path - 1);
  const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
  ::close(fd);
  return ok;
}

}  // namespace

bool SpeechdDaemon::installed() {
  return fs::exists("/usr/bin/speech-dispatcher") && fs::exists("/usr/lib/speech-dispatcher-modules/sd_generic");
}

SpeechdDaemon::SpeechdDaemon(const std::string& name, Config config) : dir_(temp_path("speechd-" + name)) {
  fs::create_directories(dir_ / "home");
  fs::create_directories(dir_ / "run");
  fs::permissions(dir_ / "run", fs::perms::owner_all);
  fs::create_directories(dir_ / "conf" / "modules");
  write_file((dir_ / "home" / ".asoundrc").string(), "pcm.!default { type null }\n");
  std::ostringstream conf;
  conf << "AudioOutputMethod \"alsa\"\nDefaultModule gen\nDefaultLanguage \"" << (config.czech ? "cs" : "en")
       << "\"\nDefaultRate " << config.default_rate << "\nAddModule \"gen\" \"sd_generic\" \"gen.conf\"\n";
  write_file((dir_ / "conf" / "speechd.conf").string(), conf.str());
  const std::string lang = config.czech ? "cs" : "en";
  std::ostringstream gen;
  gen << "GenericExecuteSynth \"printf '%s|%s|%s|%s|%s\\\\n' \\'$LANGUAGE\\' \\'$RATE\\' \\'$PITCH\\' \\'$VOLUME\\' "
         "\\'$DATA\\' >> "
      << (dir_ / "said.txt").string() << "; sleep " << config.speak_seconds << "\"\n"
      << "GenericCmdDependency \"printf\"\n"
      << "GenericDelimiters \"~\"\n"  // one line a message (by default it splits at full stops)
      << "AddVoice \"" << lang << "\" \"MALE1\" \"" << lang << "\"\n"
      << "GenericLanguage \"" << lang << "\" \"" << lang << "\" \"utf-8\"\n";
  write_file((dir_ / "conf" / "modules" / "gen.conf").string(), gen.str());
  write_file((dir_ / "conf" / "gen.conf").string(), gen.str());

  start();
}

void SpeechdDaemon::start() {
  const std::string home = "HOME=" + (dir_ / "home").string();
  const std::string run = "XDG_RUNTIME_DIR=" + (dir_ / "run").string();
  std::vector<std::string> args = {"speech-dispatcher", "-s", "-C", (dir_ / "conf").string(), "-t", "30",
                                   "-c", "unix_socket", "-S", (dir_ / "sock").string(), "-P", (dir_ / "pid").string()};
  std::vector<std::string> env_strings = {home, run, "PATH=/usr/bin:/bin"};
  std::vector<char*> argv, envp;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  for (auto& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, (dir_ / "stdout.txt").c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, (dir_ / "stderr.txt").c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, "/usr/bin/speech-dispatcher", &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return;
  pid_ = pid;
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (std::chrono::steady_clock::now() < deadline && !can_connect(dir_ / "sock")) std::this_thread::sleep_for(5ms);
  if (!can_connect(dir_ / "sock")) kill_now();
}

bool SpeechdDaemon::restart() {
  kill_now();
  // A killed daemon leaves its socket and pid files behind; the new one makes its own.
  std::error_code ec;
  fs::remove(dir_ / "sock", ec);
  fs::remove(dir_ / "pid", ec);
  start();
  return running();
}

SpeechdDaemon::~SpeechdDaemon() {
  if (pid_ > 0) {
    ::kill(pid_, SIGTERM);
    int status = 0;
    for (int i = 0; i < 200 && ::waitpid(pid_, &status, WNOHANG) == 0; ++i) std::this_thread::sleep_for(5ms);
    if (::waitpid(pid_, &status, WNOHANG) == 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &status, 0);
    }
  }
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void SpeechdDaemon::kill_now() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  // Its output modules are its children: they notice the closed pipe and end by themselves.
}

std::vector<SaidLine> SpeechdDaemon::said() const {
  std::vector<SaidLine> out;
  std::ifstream in(dir_ / "said.txt");
  std::string line;
  while (std::getline(in, line)) {
    SaidLine s;
    std::istringstream fields(line);
    std::getline(fields, s.lang, '|');
    std::getline(fields, s.rate, '|');
    std::getline(fields, s.pitch, '|');
    std::getline(fields, s.volume, '|');
    std::getline(fields, s.text);
    out.push_back(s);
  }
  return out;
}

std::vector<SaidLine> SpeechdDaemon::wait_for(std::size_t n, std::chrono::milliseconds timeout) const {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  auto lines = said();
  while (lines.size() < n && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(5ms);
    lines = said();
  }
  return lines;
}

}  // namespace sh::test
