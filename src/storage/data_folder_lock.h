// One program per data folder: the interrupted game's journal, the history and the learned
// cards live in the user's data folder (user_dirs.h), and two copies of the program writing
// one journal would mix two games. The first copy holds an advisory lock (flock) on the
// folder itself while it runs (no lock file is left there); a second copy finds it taken,
// says that Spoluhráč already runs and ends. The kernel lets the lock go when the process
// ends in any way (a crash, a kill, a power cut), so a stale lock never blocks the next
// start. A folder that cannot be locked (a file system without flock) is not refused: the
// program then goes on as before and says why on stderr.
#pragma once

#include <filesystem>
#include <string>

namespace sh {

class DataFolderLock {
 public:
  enum class State { Held, TakenByAnother, Unavailable };

  explicit DataFolderLock(const std::filesystem::path& folder);
  ~DataFolderLock();
  DataFolderLock(const DataFolderLock&) = delete;
  DataFolderLock& operator=(const DataFolderLock&) = delete;

  State state() const { return state_; }
  bool taken_by_another() const { return state_ == State::TakenByAnother; }
  const std::string& error() const { return error_; }  // why Unavailable
  const std::filesystem::path& path() const { return path_; }  // the folder

 private:
  std::filesystem::path path_;
  int fd_ = -1;
  State state_ = State::Unavailable;
  std::string error_;
};

}  // namespace sh
