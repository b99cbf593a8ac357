// The journal: a game written down as it is played, so it can be resumed exactly.
// Line 1 is a JSON header (game, options, mode, seed, player names); every further line is
// one applied action: its number, a tab and a readable description. The actions of one key
// (with the dice, cards and computer moves it sets off) are one group: every line of a
// group but its last starts with '+' ("more of this key follows"). A group is written with
// one write() and synced to disk (fdatasync) once; the reader drops a half-written last line
// and an unfinished trailing group, so a crash or a power cut resumes before the key or
// after it, never inside it. A key of one action is a plain line: journals written before
// groups existed read the same. A line that is no action (a damaged file) ends the reading
// there: the whole keys before it are kept, it and every line after it are left out and
// counted, so one bad line never loses the game (the caller says so and keeps the file).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/remote_seat.h"

namespace sh {

struct JournalHeader {
  std::string game;
  GameOptions options;
  std::string mode;  // dealer | assistant
  std::uint64_t seed = 0;
  std::vector<std::string> names;
  // The seats held online (core/remote_seat.h), with their secrets: written as "online"
  // only when there are any (an older program reads such a journal as before).
  std::vector<RemoteSeat> remote{};
  // The format version the journal was written in (read_journal fills it; a writer always
  // writes the current one). 1: before seats were numbered from 1 in every game (Quist
  // counted its computer and dealer seats from 0); its options are brought to today's
  // meaning by the game's GameEntry::upgrade_options.
  int version = 2;
};

struct JournalContents {
  JournalHeader header;
  std::vector<Action> actions;  // every whole key before the first bad line
  std::vector<int> lines;       // the line each action was read from
  std::vector<std::size_t> key_ends;  // after each whole key: how many actions it ends at
  // The last key was cut off (a crash mid-write): its actions were dropped.
  bool truncated = false;
  // A damaged journal: the first bad line (0: none), why (for the log: "<name>:<line>:
  // reason"), and how many action lines were left out with it (it, every line after it and
  // the unfinished key before it).
  int bad_line = 0;
  std::string problem;
  std::size_t dropped = 0;
};

// Reads a journal (a regular file of at most kJournalFileLimit bytes: core/user_file.h);
// throws std::runtime_error("<path>[:<line>]: reason") when it has no usable header or
// cannot be read (UserFileError then). A bad action line is not thrown: see above.
JournalContents read_journal(const std::string& path);
JournalContents parse_journal(const std::string& text, const std::string& name);
// Leaves out action `index` (one the rules refuse) and everything after it, back to the
// start of its key, as a bad line is: bad_line, problem and dropped say so.
void drop_from(JournalContents& journal, std::size_t index, const std::string& problem);

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
  // One action, written and synced at once (a group of one).
  void append(Action a, const std::string& description);
  // The actions of one key as one group: one write(), one sync. `finished` = false writes
  // every line as "more follows" (only the test-only exit in Table uses it: the worst cut a
  // crash could leave).
  void append_group(const std::vector<std::pair<Action, std::string>>& actions, bool finished = true);
  const std::string& path() const { return path_; }

 private:
  void write_line(const std::string& line, bool sync = true);
  void write_all(const std::string& text, bool sync);

  std::string path_;
  int fd_ = -1;
};

}  // namespace sh
