// The user's settings, saved between runs as JSON (settings.json in the config folder):
// language, verbosity, voice (rate, pitch, volume, voice name), sound cues, player names.
// A file that is not JSON (or not a regular file, or too large) is reported, kept aside for
// inspection and replaced by defaults; a wrong value leaves only itself at its default: the
// other values are kept, the original file is kept aside and the repaired one saved.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sh {

struct Settings {
  std::string lang = "cs";
  std::string verbosity = "normal";  // beginner | normal | terse
  int speech_rate = 175;             // words a minute (80..900)
  int speech_pitch = 50;             // 0..100
  int speech_volume = 100;           // 0..100
  std::string voice;                 // eSpeak voice variant ("f2", "m3"...); "" = the plain voice
  // Speech output: auto (speech-dispatcher while a screen reader runs, else eSpeak NG),
  // espeak (in process) or speechd (speech-dispatcher, the user's own synthesizer).
  std::string speech_output = "auto";
  std::string speech_auto_choice;    // what auto picked last ("espeak", "speechd"): said when it changes
  std::optional<int> system_rate;    // speech-dispatcher's rate -100..100; none = the user's own
  bool cues = true;
  int cue_volume = 80;               // 0..100
  std::vector<std::string> names;    // by seat; empty = default names
  int computer_pace_ms = 1500;       // at least this long between a computer's moves (0..5000)

  bool operator==(const Settings&) const = default;
};

struct SettingsLoad {
  Settings settings;
  std::string error;                   // what was wrong, for the log ("" = fine or absent)
  std::vector<std::string> dropped;    // the keys left at their defaults ("speech.rate"); empty with
                                       // an error: the whole file was refused
  std::filesystem::path moved_to;      // where a damaged file was kept
};

// Parses settings JSON; throws std::runtime_error with a reason when it is not valid (not a
// JSON object, or any wrong value).
Settings parse_settings(const std::string& text);
// Parses settings JSON value by value, as load_settings does: throws only when it is not a
// JSON object; a wrong value is left at its default, its key goes to `dropped`
// ("speech.rate", "names") and the reason to `reasons`.
Settings parse_settings_keeping(const std::string& text, std::vector<std::string>& dropped,
                                std::string* reasons = nullptr);
std::string settings_to_json(const Settings& s);

SettingsLoad load_settings(const std::filesystem::path& file);
// Writes atomically (a temporary file renamed into place); false on failure.
bool save_settings(const std::filesystem::path& file, const Settings& s);
std::filesystem::path default_settings_path();

}  // namespace sh
