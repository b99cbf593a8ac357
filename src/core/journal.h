// The journal: a game written down as it is played, so it can be resumed exactly.
// Line 1 is a JSON header (game, options, mode, seed, player names); every further line is
// one applied action: its number, a tab and a readable description. Each line is flushed
// as soon as it is written, so a crash loses at most the action being applied.
#pragma once

#include <cstdint>
#include <fstream>
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
  // Creates (or replaces) the file and writes the header; actions follow with append().
  JournalWriter(const std::string& path, const JournalHeader& header);
  void append(Action a, const std::string& description);
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::ofstream out_;
};

}  // namespace sh
