// What each RFID card means: tag id ("62E3086CED") -> card value 0..9, learned once per
// physical deck and kept as JSON in the user's data directory
// ($XDG_DATA_HOME/spoluhrac/cards.json, default ~/.local/share/spoluhrac/cards.json).
#pragma once

#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace sh {

class CardStore {
 public:
  explicit CardStore(std::filesystem::path file) : file_(std::move(file)) {}

  // Reads the file; a missing file is an empty store. False (and empty) when unreadable.
  bool load();
  // Writes atomically (temporary file + rename), creating the directory. False on failure.
  bool save() const;

  std::optional<int> value_of(const std::string& tag_id) const;
  // value must be 0..9; false otherwise.
  bool set(const std::string& tag_id, int value);
  bool forget(const std::string& tag_id);
  std::size_t size() const;
  const std::filesystem::path& file() const { return file_; }

 private:
  std::filesystem::path file_;
  mutable std::mutex mutex_;
  std::map<std::string, int> cards_;
};

// $XDG_DATA_HOME/spoluhrac (or ~/.local/share/spoluhrac) / cards.json
std::filesystem::path default_card_store_path();

}  // namespace sh
