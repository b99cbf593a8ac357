#include "input/terminal_keys.h"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <string>

namespace sh {

std::optional<Key> key_from_char(char c) {
  if (c >= '0' && c <= '9') return digit_key(c - '0');
  switch (c) {
    case '\r':
    case '\n': return Key::Ok;
    case '+': return Key::Next;
    case '-': return Key::Prev;
    case '*': return Key::Repeat;
    case '/': return Key::Help;
    case '.':
    case ',':
    case 127:
    case 8: return Key::Back;
    default: return std::nullopt;
  }
}

namespace {

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// Keypad keys in application mode arrive as ESC O <letter>.
std::optional<Key> key_from_ss3(char c) {
  if (c >= 'p' && c <= 'y') return digit_key(c - 'p');
  switch (c) {
    case 'M': return Key::Ok;
    case 'k': return Key::Next;
    case 'm': return Key::Prev;
    case 'j': return Key::Repeat;
    case 'o': return Key::Help;
    case 'n': return Key::Back;
    default: return std::nullopt;
  }
}

}  // namespace

TerminalKeys::TerminalKeys(int fd) : fd_(fd) {
  if (isatty(fd_) && tcgetattr(fd_, &saved_) == 0) {
    termios raw = saved_;
    raw.c_lflag &= static_cast<tcflag_t>(~(ICANON | ECHO));
    raw.c_iflag &= static_cast<tcflag_t>(~(ICRNL));
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    raw_ = tcsetattr(fd_, TCSANOW, &raw) == 0;
  }
}

TerminalKeys::~TerminalKeys() {
  if (raw_) tcsetattr(fd_, TCSANOW, &saved_);
}

void TerminalKeys::run(const std::function<void(InputItem)>& sink) {
  std::string pending;
  while (!stopping_) {
    pollfd p{fd_, POLLIN, 0};
    int r = poll(&p, 1, 200);
    if (r < 0) return;
    if (r == 0) {
      if (pending == "\x1b") pending.clear();  // a lone Escape
      continue;
    }
    char buf[64];
    ssize_t n = read(fd_, buf, sizeof buf);
    if (n <= 0) return;  // end of input
    for (ssize_t i = 0; i < n; ++i) {
      char c = buf[i];
      if (c == 4 || c == 3) return;  // Ctrl-D, Ctrl-C: the player leaves
      if (!pending.empty() || c == '\x1b') {
        pending += c;
        if (pending.size() == 3 && pending[1] == 'O') {
          if (auto k = key_from_ss3(pending[2])) sink(InputItem::key(*k, now_ms()));
          pending.clear();
        } else if (pending.size() == 2 && pending[1] != 'O' && pending[1] != '[') {
          pending.clear();  // Alt+key: ignored
        } else if (pending.size() >= 3 && pending[1] == '[' && c >= '@' && c <= '~') {
          pending.clear();  // a CSI sequence (arrows, function keys): ignored whole
        } else if (pending.size() > 16) {
          pending.clear();
        }
        continue;
      }
      if (auto k = key_from_char(c)) {
        sink(InputItem::key(*k, now_ms()));
      } else if (c != ' ') {
        sink(InputItem::make_notice("input.unknown_key", std::string(1, c)));
      }
    }
  }
}

}  // namespace sh
