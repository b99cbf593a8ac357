// Helpers shared by the tests: running the real binary through the scripted contract,
// temporary files, reading files, and a speech backend that records what it is given.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "speech/speech.h"

namespace sh::test {

// A speech backend for in-process tests: keeps every sentence and counts silences.
struct SpeechRecorder final : Speech {
  std::vector<std::string> said;
  int silenced = 0;
  void say(std::string_view text, Priority) override { said.emplace_back(text); }
  void silence() override { ++silenced; }
  void finish() override {}
};

struct RunResult {
  std::string out;  // standard output (the SAY/SOUND transcript)
  std::string err;
  int status = -1;  // exit status
};

// Runs build/spoluhrac with `args` (shell-quoted by the caller where needed), feeding
// `keys` on standard input. Environment assignments may prefix args via `env`; unless
// they set XDG_DATA_HOME, the run gets fresh, empty settings and data folders.
RunResult run_spoluhrac(const std::string& args, const std::string& keys, const std::string& env = "");

// A path of its own for this test under /tmp (nothing there yet: a stale one is removed).
std::string temp_path(const std::string& name);

// A home of its own for runs of the program: settings and data folders under a fresh
// temporary folder, removed with the object. Pass env() to run_spoluhrac.
struct TempHome {
  std::filesystem::path dir;
  explicit TempHome(const std::string& name = "home");
  ~TempHome();
  TempHome(const TempHome&) = delete;
  TempHome& operator=(const TempHome&) = delete;
  // "XDG_DATA_HOME=… XDG_CONFIG_HOME=…"
  std::string env() const;
  std::filesystem::path data() const { return dir / "data" / "spoluhrac"; }
  std::filesystem::path config() const { return dir / "config" / "spoluhrac"; }
  std::filesystem::path journal() const { return data() / "current.journal"; }
  std::string file(const std::string& name) const { return (dir / name).string(); }
};

// The main menu's keys, which never move within one build: the games from 1 in registry
// order, then statistics, settings, interrupted games and card learning; 0 ends the program.
enum class MainMenuItem { Statistics = 1, Settings, Interrupted, CardLearning };
std::string main_menu_key(MainMenuItem item);
// The main menu's key of a registered game ("sipky" is 1).
std::string game_menu_key(const std::string& game_id);

std::string read_file(const std::string& path);
void write_file(const std::string& path, const std::string& text);
std::vector<std::string> lines(const std::string& text);
// Whether one whole line of a transcript is `line`.
bool contains_line(const std::string& out, const std::string& line);
// The lines from `first` on; empty when `first` is not there.
std::vector<std::string> lines_from(const std::string& out, const std::string& first);
// The transcript from the last occurrence of `prefix` on ("" when it is not there).
std::string tail_from_last(const std::string& out, const std::string& prefix);

}  // namespace sh::test
