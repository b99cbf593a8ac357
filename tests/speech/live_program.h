// The real program running while a test acts on the world around it (a daemon restarted, a
// screen reader started, a second copy begun): keys go to its standard input through a pipe
// that stays open until close_input(), so the program does not end before the test is done.
// Standard output and error go to files in a folder of its own; the process (and its group)
// is killed when the object goes.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <string>

namespace sh::test {

class LiveProgram {
 public:
  // Runs `env` (assignments, may be empty) SPOLUHRAC_BINARY --data-dir SOURCE `args`.
  LiveProgram(const std::string& name, const std::string& args, const std::string& env);
  ~LiveProgram();
  LiveProgram(const LiveProgram&) = delete;
  LiveProgram& operator=(const LiveProgram&) = delete;

  void send(const std::string& keys);  // key names, as in the scripted contract
  void close_input();                  // the script ends: the program finishes and exits
  // Waits for the exit; its status, or -1 when it did not end within the timeout.
  int wait(std::chrono::milliseconds timeout = std::chrono::seconds(20));
  std::string out() const;  // standard output so far (the SAY lines)
  std::string err() const;
  // Waits until standard output has a line `line` (true) or the timeout passed.
  bool wait_for_line(const std::string& line, std::chrono::milliseconds timeout = std::chrono::seconds(10)) const;
  pid_t pid() const { return pid_; }

 private:
  std::filesystem::path dir_;
  pid_t pid_ = -1;
  int input_ = -1;
  int status_ = -1;
};

}  // namespace sh::test
