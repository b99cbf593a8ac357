#include "display/braille_display.h"

#include <poll.h>
#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <thread>
#include <tuple>

#include "input/text_board.h"

#ifdef SPOLUHRAC_HAVE_BRLAPI
#include <brlapi.h>
#endif

namespace sh::display {

namespace {

std::u32string utf8_to_u32(const std::string& s) {
  std::u32string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    char32_t cp = extra == 0 ? c : extra == 1 ? (c & 0x1F) : extra == 2 ? (c & 0x0F) : (c & 0x07);
    ++i;
    for (int k = 0; k < extra && i < s.size(); ++k, ++i) cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
    out.push_back(cp == U'\n' ? U' ' : cp);
  }
  return out;
}

}  // namespace

std::optional<Key> key_from_brlapi(std::uint64_t code) {
#ifdef SPOLUHRAC_HAVE_BRLAPI
  const std::uint64_t type = code & BRLAPI_KEY_TYPE_MASK;
  const std::uint64_t value = code & BRLAPI_KEY_CODE_MASK;
  if (type == BRLAPI_KEY_TYPE_SYM) {
    if (value == BRLAPI_KEY_SYM_LINEFEED || value == 0x0D || value == 0x0A) return Key::Ok;
    if (value == BRLAPI_KEY_SYM_BACKSPACE || value == BRLAPI_KEY_SYM_DELETE) return Key::Back;
    const std::uint64_t ch = value & ~static_cast<std::uint64_t>(BRLAPI_KEY_SYM_UNICODE);
    if (ch >= '0' && ch <= '9') return digit_key(static_cast<int>(ch - '0'));
    switch (ch) {
      case '+': return Key::Next;
      case '-': return Key::Prev;
      case '*': return Key::Repeat;
      case '/': return Key::Help;
      case '.': case ',': return Key::Back;
      default: return std::nullopt;
    }
  }
  if (type == BRLAPI_KEY_TYPE_CMD) {
    const std::uint64_t block = code & BRLAPI_KEY_CMD_BLK_MASK;
    if (block == BRLAPI_KEY_CMD_ROUTE) return Key::Ok;
    switch (code & BRLAPI_KEY_CODE_MASK) {
      case BRLAPI_KEY_CMD_LNUP: return Key::Prev;
      case BRLAPI_KEY_CMD_LNDN: return Key::Next;
      case BRLAPI_KEY_CMD_HOME: return Key::Repeat;
      case BRLAPI_KEY_CMD_HELP: return Key::Help;
      default: return std::nullopt;
    }
  }
#else
  (void)code;
#endif
  return std::nullopt;
}

std::u32string braille_text(const std::string& caption, const std::string& focus, unsigned height,
                            const std::string& earlier) {
  std::u32string text = utf8_to_u32(caption);
  const std::u32string second = utf8_to_u32(focus);
  if (height == 1 && !second.empty()) text += U" | " + second;
  if (!earlier.empty()) text += U" || " + utf8_to_u32(earlier);
  return text;
}

std::vector<std::u32string> braille_lines(const std::string& caption, const std::string& focus, unsigned width,
                                          unsigned height, unsigned pan, const std::string& earlier) {
  std::vector<std::u32string> lines;
  if (width == 0 || height == 0) return lines;
  const std::u32string first = braille_text(caption, focus, height, earlier);
  const std::u32string second = utf8_to_u32(focus);
  lines.push_back(pan < first.size() ? first.substr(pan, width) : std::u32string());
  if (height > 1) lines.push_back(second.substr(0, width));
  for (auto& l : lines) l.resize(width, U' ');
  return lines;
}

#ifdef SPOLUHRAC_HAVE_BRLAPI
namespace {

// An exception (an asynchronous error of a write) must not abort the program, as the
// default handler does: the connection is closed and the next call fails like a lost one.
void BRLAPI_STDCALL on_exception(brlapi_handle_t*, int error, brlapi_packetType_t type, const void*, size_t) {
  std::cerr << "spoluhrac: braille display: BrlAPI error " << error << " (packet " << type << ")\n";
}

// One connection to brltty (a handle of its own; closed when it goes).
class Connection {
 public:
  Connection() : handle_(std::make_unique<unsigned char[]>(brlapi_getHandleSize())) {
    // BRLAPI_HOST and BRLAPI_AUTH in the environment choose the daemon (the default socket
    // of a running brltty otherwise).
    fd_ = brlapi__openConnection(handle(), nullptr, nullptr);
    if (fd_ < 0) return;
    brlapi__setExceptionHandler(handle(), on_exception);
    if (brlapi__getDisplaySize(handle(), &width_, &height_) < 0 || width_ == 0) return;
    tty_ = brlapi__enterTtyModeWithPath(handle(), nullptr, 0, nullptr) >= 0;
    height_ = std::max(1u, height_);
  }
  ~Connection() {
    if (tty_) brlapi__leaveTtyMode(handle());
    if (fd_ >= 0) brlapi__closeConnection(handle());
  }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  bool usable() const { return tty_; }
  brlapi_handle_t* handle() { return reinterpret_cast<brlapi_handle_t*>(handle_.get()); }
  int fd() const { return fd_; }
  unsigned width() const { return width_; }
  unsigned height() const { return height_; }

 private:
  std::unique_ptr<unsigned char[]> handle_;
  int fd_ = -1;
  unsigned width_ = 0, height_ = 0;
  bool tty_ = false;
};

// A write to a daemon that has just gone must not end the program by SIGPIPE: the signal is
// blocked on this thread (write() then fails with EPIPE) and a pending one is taken away.
void block_sigpipe() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
}
void drop_pending_sigpipe() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGPIPE);
  const timespec none{0, 0};
  while (sigtimedwait(&set, nullptr, &none) > 0) {
  }
}

}  // namespace
#endif

BrailleDisplay::Session BrailleDisplay::session(const std::function<void(InputItem)>& sink, const char* found) {
#ifdef SPOLUHRAC_HAVE_BRLAPI
  Connection connection;
  if (!connection.usable()) return Session::NotConnected;
  if (found) sink(InputItem::make_notice(found));
  const unsigned width = connection.width(), height = connection.height();
  std::uint64_t shown_caption = ~std::uint64_t{0}, shown_picture = ~std::uint64_t{0};
  unsigned pan = 0, shown_pan = ~0u;
  std::size_t text_cells = 0;
  while (!stopping_) {
    std::string caption, focus, earlier;
    std::uint64_t caption_version = 0, picture_version = 0;
    if (caption_) std::tie(caption, caption_version) = caption_->get();
    if (caption_) earlier = caption_->earlier();
    TablePictureRef picture;
    if (pictures_) std::tie(picture, picture_version) = pictures_->get();
    if (picture) focus = picture->focus;
    if (caption_version != shown_caption || picture_version != shown_picture) pan = 0;
    if (caption_version != shown_caption || picture_version != shown_picture || pan != shown_pan) {
      const auto lines = braille_lines(caption, focus, width, height, pan, earlier);
      std::wstring all;
      for (const auto& l : lines) all.append(l.begin(), l.end());
      all.resize(static_cast<std::size_t>(width) * height, L' ');
      if (brlapi__writeWText(connection.handle(), BRLAPI_CURSOR_OFF, all.c_str()) < 0) {
        drop_pending_sigpipe();
        return Session::Lost;
      }
      text_cells = braille_text(caption, focus, height, earlier).size();
      shown_caption = caption_version;
      shown_picture = picture_version;
      shown_pan = pan;
    }
    pollfd p{connection.fd(), POLLIN, 0};
    if (poll(&p, 1, 50) <= 0) continue;
    brlapi_keyCode_t code = 0;
    const int got = brlapi__readKey(connection.handle(), 0, &code);
    if (got < 0) {
      drop_pending_sigpipe();
      return Session::Lost;  // the daemon went away
    }
    if (got == 0) continue;
    const std::uint64_t command = code & BRLAPI_KEY_CODE_MASK;
    // Panning walks on through the reply (newest sentence first) into what was said before.
    if ((code & BRLAPI_KEY_TYPE_MASK) == BRLAPI_KEY_TYPE_CMD && command == BRLAPI_KEY_CMD_FWINRT) {
      if (pan + width < text_cells) pan += width;
      continue;
    }
    if ((code & BRLAPI_KEY_TYPE_MASK) == BRLAPI_KEY_TYPE_CMD && command == BRLAPI_KEY_CMD_FWINLT) {
      pan = pan >= width ? pan - width : 0;
      continue;
    }
    if (auto k = key_from_brlapi(code)) {
      const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now().time_since_epoch());
      sink(InputItem::key(*k, static_cast<std::int64_t>(now.count())));
    }
  }
  return Session::Stopped;
#else
  (void)sink;
  (void)found;
  return Session::NotConnected;
#endif
}

bool BrailleDisplay::supported() {
#ifdef SPOLUHRAC_HAVE_BRLAPI
  return true;
#else
  return false;
#endif
}

void BrailleDisplay::run(const std::function<void(InputItem)>& sink) {
#ifdef SPOLUHRAC_HAVE_BRLAPI
  block_sigpipe();
#else
  if (!supported()) return;  // no BrlAPI: nothing to wait for
#endif
  // No brltty at the start: with other inputs nothing is said and the program goes on
  // without braille; as the only input, the display is waited for like a lost one.
  Session s = session(sink, nullptr);
  if (s == Session::Stopped || (s == Session::NotConnected && !wait_at_start_)) return;
  const char* found = "braille.found";
  if (s == Session::NotConnected) {
    sink(InputItem::make_notice("braille.waiting"));
    found = "braille.ready";
  }
  // Lost mid-game (or missing at the start): say so, keep the game, and try again every
  // retry_ms until it is there.
  while (!stopping_) {
    if (s == Session::Lost) sink(InputItem::make_notice("braille.lost"));
    for (int waited = 0; waited < retry_ms_ && !stopping_; waited += 50)
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min(50, retry_ms_ - waited)));
    if (stopping_) return;
    s = session(sink, found);
    if (s == Session::Stopped) return;
    if (s == Session::Lost) found = "braille.found";
  }
}

}  // namespace sh::display
