#include "storage/settings.h"

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "core/user_file.h"
#include "storage/user_dirs.h"

namespace sh {

namespace {

// Reads the settings object value by value: a wrong value is left at its default and its
// key noted ("speech.rate"), the others are kept.
class Reader {
 public:
  explicit Reader(std::vector<std::string>* dropped) : dropped_(dropped) {}

  void drop(const std::string& key, const std::string& why) {
    if (dropped_) dropped_->push_back(key);
    if (!reasons_.empty()) reasons_ += "; ";
    reasons_ += key + " " + why;
  }
  const std::string& reasons() const { return reasons_; }

  // The object under `key`, or nullptr (absent, or not an object: dropped).
  const nlohmann::json* object(const nlohmann::json& j, const char* key) {
    if (!j.contains(key)) return nullptr;
    if (!j.at(key).is_object()) {
      drop(key, "must be an object");
      return nullptr;
    }
    return &j.at(key);
  }

  // Whether `out` was set (the key there, a whole number in range).
  bool ranged(const nlohmann::json& j, const std::string& prefix, const char* key, int& out, int lo, int hi) {
    if (!j.contains(key)) return false;
    const auto& v = j.at(key);
    if (!v.is_number_integer()) {
      drop(prefix + key, "must be a whole number");
      return false;
    }
    const long long n = v.get<long long>();
    if (n < lo || n > hi) {
      drop(prefix + key, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
      return false;
    }
    out = static_cast<int>(n);
    return true;
  }

  // A text, and one of `allowed` when given.
  void text(const nlohmann::json& j, const std::string& prefix, const char* key, std::string& out,
            std::initializer_list<const char*> allowed = {}) {
    if (!j.contains(key)) return;
    if (!j.at(key).is_string()) return drop(prefix + key, "must be text");
    const std::string v = j.at(key).get<std::string>();
    const bool listed = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return v == a; });
    if (allowed.size() > 0 && !listed) {
      std::string list;
      for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      return drop(prefix + key, "must be one of " + list);
    }
    out = v;
  }

 private:
  std::vector<std::string>* dropped_;
  std::string reasons_;
};

constexpr std::size_t kMaxNames = 8;
constexpr std::size_t kMaxNameBytes = 40;

}  // namespace

Settings parse_settings(const std::string& body) {
  std::vector<std::string> dropped;
  std::string reasons;
  Settings s = parse_settings_keeping(body, dropped, &reasons);
  if (!dropped.empty()) throw std::runtime_error(reasons);
  return s;
}

Settings parse_settings_keeping(const std::string& body, std::vector<std::string>& dropped, std::string* reasons) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(body);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw std::runtime_error("the settings must be a JSON object");
  Settings s;
  Reader r(&dropped);
  r.text(j, "", "lang", s.lang, {"cs", "en"});
  r.text(j, "", "verbosity", s.verbosity, {"beginner", "normal", "terse"});
  if (const auto* sp = r.object(j, "speech")) {
    r.ranged(*sp, "speech.", "rate", s.speech_rate, 80, 900);
    r.ranged(*sp, "speech.", "pitch", s.speech_pitch, 0, 100);
    r.ranged(*sp, "speech.", "volume", s.speech_volume, 0, 100);
    r.text(*sp, "speech.", "voice", s.voice);
    r.text(*sp, "speech.", "output", s.speech_output, {"auto", "espeak", "speechd"});
    r.text(*sp, "speech.", "auto_choice", s.speech_auto_choice, {"", "espeak", "speechd"});
    if (sp->contains("system_rate") && !sp->at("system_rate").is_null()) {
      int rate = 0;
      if (r.ranged(*sp, "speech.", "system_rate", rate, -100, 100)) s.system_rate = rate;
    }
  }
  if (const auto* c = r.object(j, "cues")) {
    if (c->contains("enabled")) {
      if (c->at("enabled").is_boolean()) s.cues = c->at("enabled").get<bool>();
      else r.drop("cues.enabled", "must be true or false");
    }
    r.ranged(*c, "cues.", "volume", s.cue_volume, 0, 100);
  }
  if (const auto* c = r.object(j, "computers")) r.ranged(*c, "computers.", "pace_ms", s.computer_pace_ms, 0, 5000);
  if (j.contains("names")) {
    const auto& n = j.at("names");
    if (!n.is_array()) {
      r.drop("names", "must be a list of names");
    } else {
      // A wrong name leaves its seat to the default name; the seats after it keep theirs.
      bool bad = false;
      for (const auto& name : n) {
        if (s.names.size() == kMaxNames) {
          bad = true;
          break;
        }
        const bool ok = name.is_string() && name.get<std::string>().size() <= kMaxNameBytes;
        s.names.push_back(ok ? name.get<std::string>() : std::string());
        bad = bad || !ok;
      }
      if (bad) r.drop("names", "must be at most 8 texts of at most 40 characters");
    }
  }
  if (reasons) *reasons = r.reasons();
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
  std::string body;
  try {
    body = read_user_file(file, kSettingsFileLimit);
  } catch (const UserFileError& e) {
    if (e.kind() == UserFileError::Kind::Missing) return result;  // no file yet: defaults
    result.error = e.what();
    if (e.kind() != UserFileError::Kind::Unreadable) result.moved_to = move_aside(file);
    return result;
  }
  try {
    std::string reasons;
    result.settings = parse_settings_keeping(body, result.dropped, &reasons);
    if (!result.dropped.empty()) {
      // Every good value stays; the original is kept aside and the repaired file saved, so
      // the next start is quiet.
      result.error = reasons + " (left at the default; the other settings kept)";
      result.moved_to = move_aside(file);
      save_settings(file, result.settings);
    }
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
