// Reading a file a person named or keeps (a journal, the settings, a Numberfloor deck, a
// KIVI board): only a regular file, and at most a cap of bytes, so that a device
// (`--resume /dev/zero`), a pipe, a folder or a runaway file can neither hang the program
// nor fill its memory. Every reader of such a file goes through read_user_file; its
// refusal says why in a sentence for the log, and its kind lets the caller say it aloud.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>

namespace sh {

// Caps of the files the program reads (bytes). A journal of a three-hour game of Člověče
// is under 100 kB; the others are a few kB.
inline constexpr std::size_t kJournalFileLimit = std::size_t{16} << 20;
inline constexpr std::size_t kSettingsFileLimit = std::size_t{1} << 20;
inline constexpr std::size_t kGameDataFileLimit = std::size_t{1} << 20;  // a deck, a board

class UserFileError : public std::runtime_error {
 public:
  enum class Kind {
    Missing,     // no such file
    NotRegular,  // a folder, a device, a pipe, a socket
    TooLarge,    // more than the cap
    Unreadable,  // no permission, an input/output error
  };
  UserFileError(Kind kind, const std::string& what) : std::runtime_error(what), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

// A game option naming a file that cannot be read (a Numberfloor deck, a KIVI board): a
// std::invalid_argument as every bad option is, with the file and the kind, so the setup
// can say why.
class OptionFileError : public std::invalid_argument {
 public:
  explicit OptionFileError(const UserFileError& e, std::string file)
      : std::invalid_argument(e.what()), kind_(e.kind()), file_(std::move(file)) {}
  UserFileError::Kind kind() const { return kind_; }
  const std::string& file() const { return file_; }

 private:
  UserFileError::Kind kind_;
  std::string file_;
};

// The whole file, or UserFileError("<path>: <reason>"). Opens without blocking (a FIFO
// with no writer, a terminal) and checks what was opened, not only the name.
std::string read_user_file(const std::filesystem::path& path, std::size_t limit);

}  // namespace sh
