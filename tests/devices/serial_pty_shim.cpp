// Test-only LD_PRELOAD shim that lets the unmodified libserialport 0.1.1 open a pty
// (PLATFORM-NOTES.md): it answers __lxstat/readlink for /sys/class/tty/pts/<n> as if a
// native serial port were registered there, and turns ENOTTY from the modem-line ioctls
// (TIOCMGET/TIOCMSET/TIOCMBIS/TIOCMBIC) into success. Never part of the program.
#include <dlfcn.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstring>

namespace {

constexpr char kPrefix[] = "/sys/class/tty/pts/";

bool is_pts_sysfs(const char* path) {
  return path && std::strncmp(path, kPrefix, sizeof kPrefix - 1) == 0;
}

template <typename Fn>
Fn next_symbol(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

}  // namespace

extern "C" {

// Tests look this symbol up to know the shim is loaded.
__attribute__((visibility("default"))) int spoluhrac_pty_shim_active() { return 1; }

__attribute__((visibility("default"))) int __lxstat(int ver, const char* path, struct stat* buf) {
  if (is_pts_sysfs(path)) {
    std::memset(buf, 0, sizeof *buf);
    buf->st_mode = S_IFLNK | 0777;
    return 0;
  }
  static auto real = next_symbol<int (*)(int, const char*, struct stat*)>("__lxstat");
  return real(ver, path, buf);
}

__attribute__((visibility("default"))) ssize_t readlink(const char* path, char* buf, size_t size) noexcept {
  if (is_pts_sysfs(path)) {
    static const char target[] = "../../devices/virtual/tty/pts";
    std::size_t n = sizeof target - 1;
    if (n > size) n = size;
    std::memcpy(buf, target, n);
    return static_cast<ssize_t>(n);
  }
  static auto real = next_symbol<ssize_t (*)(const char*, char*, size_t)>("readlink");
  return real(path, buf, size);
}

__attribute__((visibility("default"))) int ioctl(int fd, unsigned long request, ...) noexcept {
  va_list ap;
  va_start(ap, request);
  void* arg = va_arg(ap, void*);
  va_end(ap);
  static auto real = next_symbol<int (*)(int, unsigned long, ...)>("ioctl");
  const int r = real(fd, request, arg);
  if (r == -1 && errno == ENOTTY &&
      (request == TIOCMGET || request == TIOCMSET || request == TIOCMBIS || request == TIOCMBIC)) {
    if (request == TIOCMGET && arg) *static_cast<int*>(arg) = 0;
    errno = 0;
    return 0;
  }
  return r;
}

}  // extern "C"
