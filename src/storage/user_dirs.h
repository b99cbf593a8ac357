// Where the program keeps the user's files: settings in $XDG_CONFIG_HOME/spoluhrac
// (~/.config/spoluhrac), the interrupted game's journal, the history database and learned
// cards in $XDG_DATA_HOME/spoluhrac (~/.local/share/spoluhrac). Created on first use.
#pragma once

#include <filesystem>
#include <string>

namespace sh {

std::filesystem::path user_config_dir();
std::filesystem::path user_data_dir();
// Moves a damaged file aside as "<name>.corrupt-<YYYYmmdd-HHMMSS>" and returns the new
// path (empty when it could not be moved), so it is kept for inspection, never deleted.
std::filesystem::path move_aside(const std::filesystem::path& file);

}  // namespace sh
