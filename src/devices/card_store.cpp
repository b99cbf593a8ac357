#include "devices/card_store.h"

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>

#include "devices/device_log.h"

namespace sh {

std::filesystem::path default_card_store_path() {
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) base = xdg;
  else if (const char* home = std::getenv("HOME"); home && *home) base = std::filesystem::path(home) / ".local/share";
  else base = ".";
  return base / "spoluhrac" / "cards.json";
}

bool CardStore::load() {
  std::lock_guard lock(mutex_);
  cards_.clear();
  std::ifstream in(file_);
  if (!in) return true;
  try {
    const auto j = nlohmann::json::parse(in);
    for (const auto& [tag, value] : j.at("cards").items()) {
      const int v = value.get<int>();
      if (v >= 0 && v <= 9) cards_[tag] = v;
    }
    return true;
  } catch (const std::exception& e) {
    device_log("cards: cannot read " + file_.string() + ": " + e.what());
    cards_.clear();
    return false;
  }
}

bool CardStore::save() const {
  nlohmann::json j;
  {
    std::lock_guard lock(mutex_);
    j["version"] = 1;
    j["cards"] = nlohmann::json::object();
    for (const auto& [tag, value] : cards_) j["cards"][tag] = value;
  }
  std::error_code ec;
  std::filesystem::create_directories(file_.parent_path(), ec);
  const auto tmp = std::filesystem::path(file_.string() + ".tmp");
  {
    std::ofstream out(tmp);
    out << j.dump(2) << "\n";
    if (!out) {
      device_log("cards: cannot write " + tmp.string());
      return false;
    }
  }
  std::filesystem::rename(tmp, file_, ec);
  if (ec) device_log("cards: cannot replace " + file_.string() + ": " + ec.message());
  return !ec;
}

std::optional<int> CardStore::value_of(const std::string& tag_id) const {
  std::lock_guard lock(mutex_);
  auto it = cards_.find(tag_id);
  if (it == cards_.end()) return std::nullopt;
  return it->second;
}

bool CardStore::set(const std::string& tag_id, int value) {
  if (value < 0 || value > 9 || tag_id.empty()) return false;
  std::lock_guard lock(mutex_);
  cards_[tag_id] = value;
  return true;
}

bool CardStore::forget(const std::string& tag_id) {
  std::lock_guard lock(mutex_);
  return cards_.erase(tag_id) > 0;
}

std::size_t CardStore::size() const {
  std::lock_guard lock(mutex_);
  return cards_.size();
}

}  // namespace sh
