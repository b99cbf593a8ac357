#include "storage/settings.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "storage/user_dirs.h"

namespace sh {

namespace {

int ranged(const nlohmann::json& j, const char* key, int fallback, int lo, int hi) {
  if (!j.contains(key)) return fallback;
  const auto& v = j.at(key);
  if (!v.is_number_integer()) throw std::runtime_error(std::string(key) + " must be a whole number");
  long long n = v.get<long long>();
  if (n < lo || n > hi)
    throw std::runtime_error(std::string(key) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(n);
}

std::string text(const nlohmann::json& j, const char* key, const std::string& fallback) {
  if (!j.contains(key)) return fallback;
  if (!j.at(key).is_string()) throw std::runtime_error(std::string(key) + " must be text");
  return j.at(key).get<std::string>();
}

}  // namespace

Settings parse_settings(const std::string& body) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(body);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw std::runtime_error("the settings must be a JSON object");
  Settings s;
  s.lang = text(j, "lang", s.lang);
  if (s.lang != "cs" && s.lang != "en") throw std::runtime_error("lang must be cs or en");
  s.verbosity = text(j, "verbosity", s.verbosity);
  if (s.verbosity != "beginner" && s.verbosity != "normal" && s.verbosity != "terse")
    throw std::runtime_error("verbosity must be beginner, normal or terse");
  if (j.contains("speech")) {
    const auto& sp = j.at("speech");
    if (!sp.is_object()) throw std::runtime_error("speech must be an object");
    s.speech_rate = ranged(sp, "rate", s.speech_rate, 80, 900);
    s.speech_pitch = ranged(sp, "pitch", s.speech_pitch, 0, 100);
    s.speech_volume = ranged(sp, "volume", s.speech_volume, 0, 100);
    s.voice = text(sp, "voice", s.voice);
    s.speech_output = text(sp, "output", s.speech_output);
    if (s.speech_output != "auto" && s.speech_output != "espeak" && s.speech_output != "speechd")
      throw std::runtime_error("speech.output must be auto, espeak or speechd");
    s.speech_auto_choice = text(sp, "auto_choice", s.speech_auto_choice);
    if (!s.speech_auto_choice.empty() && s.speech_auto_choice != "espeak" && s.speech_auto_choice != "speechd")
      throw std::runtime_error("speech.auto_choice must be espeak or speechd");
    if (sp.contains("system_rate") && !sp.at("system_rate").is_null())
      s.system_rate = ranged(sp, "system_rate", 0, -100, 100);
  }
  if (j.contains("cues")) {
    const auto& c = j.at("cues");
    if (!c.is_object()) throw std::runtime_error("cues must be an object");
    if (c.contains("enabled")) {
      if (!c.at("enabled").is_boolean()) throw std::runtime_error("cues.enabled must be true or false");
      s.cues = c.at("enabled").get<bool>();
    }
    s.cue_volume = ranged(c, "volume", s.cue_volume, 0, 100);
  }
  if (j.contains("computers")) {
    const auto& c = j.at("computers");
    if (!c.is_object()) throw std::runtime_error("computers must be an object");
    s.computer_pace_ms = ranged(c, "pace_ms", s.computer_pace_ms, 0, 5000);
  }
  if (j.contains("names")) {
    const auto& n = j.at("names");
    if (!n.is_array() || n.size() > 8) throw std::runtime_error("names must be a list of at most 8 names");
    for (const auto& name : n) {
      if (!name.is_string()) throw std::runtime_error("every name must be text");
      std::string v = name.get<std::string>();
      if (v.size() > 40) throw std::runtime_error("a name may have at most 40 characters");
      s.names.push_back(v);
    }
  }
  return s;
}

std::string settings_to_json(const Settings& s) {
  nlohmann::json j = {{"lang", s.lang},
                      {"verbosity", s.verbosity},
                      {"speech", {{"rate", s.speech_rate}, {"pitch", s.speech_pitch}, {"volume", s.speech_volume},
                                  {"voice", s.voice}, {"output", s.speech_output},
                                  {"auto_choice", s.speech_auto_choice},
                                  {"system_rate", s.system_rate ? nlohmann::json(*s.system_rate) : nlohmann::json(nullptr)}}},
                      {"cues", {{"enabled", s.cues}, {"volume", s.cue_volume}}},
                      {"computers", {{"pace_ms", s.computer_pace_ms}}},
                      {"names", s.names}};
  return j.dump(2) + "\n";
}

SettingsLoad load_settings(const std::filesystem::path& file) {
  SettingsLoad result;
  std::ifstream in(file, std::ios::binary);
  if (!in) return result;  // no file yet: defaults
  std::ostringstream body;
  body << in.rdbuf();
  in.close();
  try {
    result.settings = parse_settings(body.str());
  } catch (const std::exception& e) {
    result.error = e.what();
    result.moved_to = move_aside(file);
  }
  return result;
}

bool save_settings(const std::filesystem::path& file, const Settings& s) {
  std::filesystem::path tmp = file;
  tmp += ".new";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << settings_to_json(s);
    if (!out.flush()) return false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, file, ec);
  return !ec;
}

std::filesystem::path default_settings_path() { return user_config_dir() / "settings.json"; }

}  // namespace sh
