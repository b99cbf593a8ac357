#include "core/user_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sh {

namespace {

using Kind = UserFileError::Kind;

// What a file that is not a regular one is, for the log.
const char* what_it_is(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a pipe";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

UserFileError not_regular(const std::filesystem::path& path, mode_t mode) {
  return {Kind::NotRegular, path.string() + ": not a regular file but " + what_it_is(mode) + "; not read"};
}

UserFileError too_large(const std::filesystem::path& path, std::size_t limit) {
  return {Kind::TooLarge, path.string() + ": larger than " + std::to_string(limit) + " bytes; not read"};
}

UserFileError failed(const std::filesystem::path& path, int error) {
  return {error == ENOENT || error == ENOTDIR ? Kind::Missing : Kind::Unreadable,
          path.string() + ": cannot be read: " + std::strerror(error)};
}

class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

std::string read_user_file(const std::filesystem::path& path, std::size_t limit) {
  // The name first, so that nothing is opened that is not a regular file (opening a
  // device may do something: a tape rewinds, a modem line hangs up).
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw failed(path, errno);
  if (!S_ISREG(st.st_mode)) throw not_regular(path, st.st_mode);
  if (static_cast<unsigned long long>(st.st_size) > limit) throw too_large(path, limit);
  const Descriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
  if (fd.get() < 0) throw failed(path, errno);
  // Then what was opened: the name may have been replaced in between.
  if (::fstat(fd.get(), &st) != 0) throw failed(path, errno);
  if (!S_ISREG(st.st_mode)) throw not_regular(path, st.st_mode);
  std::string text;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw failed(path, errno);
    if (n == 0) break;
    // A file that grows while it is read stops at the cap all the same.
    if (text.size() + static_cast<std::size_t>(n) > limit) throw too_large(path, limit);
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return text;
}

}  // namespace sh
