// The journal: a game written down as it is played, so it can be resumed exactly.
// Line 1 is a JSON header (game, options, mode, seed, player names); every further line is
// one applied action: its number, a tab and a readable description. Each line is written
// with one write() and synced to disk (fdatasync) at once, so a crash or a power cut loses
// at most the action being applied, and a half-written last line is recognised and dropped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace sh {

struct JournalHeader {
  std::string game;
  GameOptions options;
  std::string mode;  // dealer | assistant
  std::uint64_t seed = 0;
  std::vector<std::string> names;
};

struct JournalContents {
  JournalHeader header;
  std::vector<Action> actions;
  bool truncated = false;  // the last line was cut (a crash mid-write): it was dropped
};

// Reads a journal; throws std::runtime_error("<path>:<line>: reason") when it is corrupt.
JournalContents read_journal(const std::string& path);
JournalContents parse_journal(const std::string& text, const std::string& name);

class JournalWriter {
 public:
  // Creates (or replaces) the file with the header and the actions already played (with
  // their descriptions); later actions follow with append(). The old file is replaced only
  // once the new one holds all of that. Throws std::runtime_error when it cannot be written.
  JournalWriter(const std::string& path, const JournalHeader& header,
                const std::vector<std::pair<Action, std::string>>& played = {});
  ~JournalWriter();
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;
  void append(Action a, const std::string& description);
  const std::string& path() const { return path_; }

 private:
  void write_line(const std::string& line, bool sync = true);

  std::string path_;
  int fd_ = -1;
};

}  // namespace sh
