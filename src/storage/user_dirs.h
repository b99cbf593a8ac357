// Where the program keeps the user's files: settings in $XDG_CONFIG_HOME/spoluhrac
// (~/.config/spoluhrac), the interrupted game's journal, the history database and learned
// cards in $XDG_DATA_HOME/spoluhrac (~/.local/share/spoluhrac). Created on first use.
// Also where the program's own read-only data (locales/, audio/, ...) is found.
#pragma once

#include <filesystem>
#include <string>

namespace sh {

std::filesystem::path user_config_dir();
std::filesystem::path user_data_dir();

// The folder of the program's own data (locales/, audio/, the deck and boards):
// $SPOLUHRAC_DATA_DIR when set; otherwise <prefix>/share/spoluhrac, where <prefix> is the
// folder above the running program's bin/ (an installation, or a package unpacked anywhere);
// the source tree only for a program that runs from the build folder it was built in.
std::filesystem::path program_data_dir();
// The same rule for a given program path, variable and build/source folders (for tests).
std::filesystem::path program_data_dir_for(const std::filesystem::path& program, const char* env_value,
                                           const std::filesystem::path& build_dir,
                                           const std::filesystem::path& source_dir);
// The folder of the guide (prirucka.md, guide.md): <prefix>/share/doc/spoluhrac beside the
// data folder, or docs/ when the data folder is the source tree.
std::filesystem::path program_doc_dir(const std::filesystem::path& data_dir);
// Moves a damaged file aside as "<name>.corrupt-<YYYYmmdd-HHMMSS>" and returns the new
// path (empty when it could not be moved), so it is kept for inspection, never deleted.
std::filesystem::path move_aside(const std::filesystem::path& file);
// The same name, but a copy: the file stays where it is (a repaired journal, rewritten next).
std::filesystem::path copy_aside(const std::filesystem::path& file);

}  // namespace sh
