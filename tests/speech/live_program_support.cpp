#include "live_program.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include "test_support.h"

namespace sh::test {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

LiveProgram::LiveProgram(const std::string& name, const std::string& args, const std::string& env)
    : dir_(temp_path("live-" + name)) {
  fs::create_directories(dir_);
  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return;
  const std::string command = "exec env " + env + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " +
                              args + " > " + (dir_ / "out.txt").string() + " 2> " + (dir_ / "err.txt").string();
  pid_ = ::fork();
  if (pid_ == 0) {
    ::setpgid(0, 0);
    ::dup2(pipe_fds[0], 0);  // dup2 clears close-on-exec on the copy
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(pipe_fds[0]);
  input_ = pipe_fds[1];
}

LiveProgram::~LiveProgram() {
  close_input();
  if (pid_ > 0 && status_ < 0) {
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void LiveProgram::send(const std::string& keys) {
  // A program that already ended must fail the test's checks, not kill it with SIGPIPE.
  static const bool ignored = [] { return ::signal(SIGPIPE, SIG_IGN) != SIG_ERR; }();
  (void)ignored;
  const std::string text = keys + "\n";
  if (input_ >= 0 && ::write(input_, text.data(), text.size()) < 0) close_input();
}

void LiveProgram::close_input() {
  if (input_ >= 0) ::close(input_);
  input_ = -1;
}

int LiveProgram::wait(std::chrono::milliseconds timeout) {
  if (status_ >= 0 || pid_ <= 0) return status_;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      return status_;
    }
    std::this_thread::sleep_for(5ms);
  }
  return -1;
}

std::string LiveProgram::out() const { return read_file((dir_ / "out.txt").string()); }
std::string LiveProgram::err() const { return read_file((dir_ / "err.txt").string()); }

bool LiveProgram::wait_for_line(const std::string& line, std::chrono::milliseconds timeout) const {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!contains_line(out(), line)) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(10ms);
  }
  return true;
}

}  // namespace sh::test
