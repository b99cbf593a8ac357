// Test-only LD_PRELOAD shim that lets the unmodified libserialport 0.1.1 open a pty
// (PLATFORM-NOTES.md): it answers __lxstat/readlink for /sys/class/tty/pts/<n> as if a
// native serial port were registered there, and turns ENOTTY from the modem-line ioctls
// (TIOCMGET/TIOCMSET/TIOCMBIS/TIOCMBIC) into success. Never part of the program.
// Fault injection for tests: spoluhrac_pty_shim_zero_reads() makes read() on a pty slave
// with input waiting return 0 without consuming it (poll still says readable, no hang-up):
// the "readable but 0 bytes" that a device that is still there can give.
#include <dlfcn.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
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

std::atomic<int> g_zero_reads_left{0};  // the next N reads on a pty slave return 0
std::atomic<int> g_zero_read_every{0};  // and from then on every Nth one (0 = never)
std::atomic<long> g_slave_reads{0};
std::atomic<long> g_injected{0};  // zero reads given so far

ssize_t real_readlink(const char* path, char* buf, size_t size) {
  static auto real = next_symbol<ssize_t (*)(const char*, char*, size_t)>("readlink");
  return real(path, buf, size);
}

bool is_pty_slave(int fd) {
  char link[64];
  char target[64];
  std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  const ssize_t n = real_readlink(link, target, sizeof target - 1);
  if (n <= 0) return false;
  target[n] = 0;
  return std::strncmp(target, "/dev/pts/", 9) == 0;
}

bool inject_zero_read(int fd) {
  if (g_zero_reads_left.load() <= 0 && g_zero_read_every.load() <= 0) return false;
  if (!is_pty_slave(fd)) return false;
  pollfd p{fd, POLLIN, 0};  // only while input is waiting: "readable, yet 0 bytes"
  if (::poll(&p, 1, 0) != 1 || !(p.revents & POLLIN)) return false;
  if (g_zero_reads_left.load() > 0) {
    --g_zero_reads_left;
    ++g_injected;
    return true;
  }
  const int every = g_zero_read_every.load();
  if (every <= 0 || ++g_slave_reads % every != 0) return false;
  ++g_injected;
  return true;
}

}  // namespace

extern "C" {

// Tests look this symbol up to know the shim is loaded.
__attribute__((visibility("default"))) int spoluhrac_pty_shim_active() { return 1; }

// The next `count` reads of a pty slave, then every `every`th one, return 0 bytes and leave
// the input waiting. (0, 0) turns injection off. Returns how many zero reads were given
// since the previous call.
__attribute__((visibility("default"))) long spoluhrac_pty_shim_zero_reads(int count, int every) {
  g_zero_reads_left = count;
  g_zero_read_every = every;
  g_slave_reads = 0;
  return g_injected.exchange(0);
}

__attribute__((visibility("default"))) ssize_t read(int fd, void* buf, size_t count) {
  static auto real = next_symbol<ssize_t (*)(int, void*, size_t)>("read");
  if (inject_zero_read(fd)) return 0;
  return real(fd, buf, count);
}

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
  return real_readlink(path, buf, size);
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
