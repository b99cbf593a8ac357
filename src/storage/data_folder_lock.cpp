#include "storage/data_folder_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sh {

DataFolderLock::DataFolderLock(const std::filesystem::path& folder) : path_(folder) {
  fd_ = ::open(path_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) {
    error_ = std::string("cannot open ") + path_.string() + ": " + std::strerror(errno);
    return;
  }
  if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) {
    state_ = State::Held;
    return;
  }
  if (errno == EWOULDBLOCK) {
    state_ = State::TakenByAnother;
  } else {
    error_ = std::string("cannot lock ") + path_.string() + ": " + std::strerror(errno);
  }
  ::close(fd_);
  fd_ = -1;
}

DataFolderLock::~DataFolderLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the last descriptor lets the lock go
}

}  // namespace sh
