// A real speech-dispatcher daemon for one test, in a temporary folder of its own: its own
// config, socket, logs and a generic output module that appends what it receives to
// said.txt as "language|rate|pitch|volume|text" (shared/PLATFORM-NOTES.md). No sound card
// is needed (ALSA's null device). Started in about 0.1 s; killed when the object goes.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace sh::test {

struct SaidLine {
  std::string lang, rate, pitch, volume, text;
};

class SpeechdDaemon {
 public:
  // Whether speech-dispatcher and its generic module are installed (else tests skip).
  static bool installed();

  struct Config {
    int default_rate = 0;       // the user's own rate in speechd.conf (DefaultRate)
    double speak_seconds = 0;   // how long the module "speaks" each message
    bool czech = true;          // false: the module has an English voice only
  };
  explicit SpeechdDaemon(const std::string& name, Config config);
  explicit SpeechdDaemon(const std::string& name) : SpeechdDaemon(name, Config{}) {}
  ~SpeechdDaemon();
  SpeechdDaemon(const SpeechdDaemon&) = delete;
  SpeechdDaemon& operator=(const SpeechdDaemon&) = delete;

  bool running() const { return pid_ > 0; }
  std::string address() const { return "unix_socket:" + (dir_ / "sock").string(); }
  std::string env() const { return "SPEECHD_ADDRESS=" + address(); }
  std::vector<SaidLine> said() const;
  // Waits until at least n lines were written (or the timeout); returns them.
  std::vector<SaidLine> wait_for(std::size_t n, std::chrono::milliseconds timeout = std::chrono::seconds(5)) const;
  void kill_now();  // SIGKILL, as a crash
  // A new daemon on the same socket, with the same config (what Orca does when the
  // synthesizer changes); said.txt goes on. True when it accepts clients.
  bool restart();

 private:
  void start();
  std::filesystem::path dir_;
  pid_t pid_ = -1;
};

}  // namespace sh::test
