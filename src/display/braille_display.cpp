#include "display/braille_display.h"

#include <poll.h>

#include <algorithm>
#include <chrono>
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

std::vector<std::u32string> braille_lines(const std::string& caption, const std::string& focus, unsigned width,
                                          unsigned height, unsigned pan) {
  std::vector<std::u32string> lines;
  if (width == 0 || height == 0) return lines;
  std::u32string first = utf8_to_u32(caption);
  const std::u32string second = utf8_to_u32(focus);
  if (height == 1 && !second.empty()) first += U" | " + second;
  lines.push_back(pan < first.size() ? first.substr(pan, width) : std::u32string());
  if (height > 1) lines.push_back(second.substr(0, width));
  for (auto& l : lines) l.resize(width, U' ');
  return lines;
}

void BrailleDisplay::run(const std::function<void(InputItem)>& sink) {
#ifdef SPOLUHRAC_HAVE_BRLAPI
  // BRLAPI_HOST and BRLAPI_AUTH in the environment choose the daemon (the default socket
  // of a running brltty otherwise).
  const int fd = brlapi_openConnection(nullptr, nullptr);
  if (fd < 0) return;  // no brltty: nothing to say
  struct Connection {
    ~Connection() { brlapi_closeConnection(); }
  } connection;
  unsigned width = 0, height = 0;
  if (brlapi_getDisplaySize(&width, &height) < 0 || width == 0) return;
  if (brlapi_enterTtyModeWithPath(nullptr, 0, nullptr) < 0) return;
  struct TtyMode {
    ~TtyMode() { brlapi_leaveTtyMode(); }
  } tty;
  height = std::max(1u, height);
  std::uint64_t shown_caption = ~std::uint64_t{0}, shown_picture = ~std::uint64_t{0};
  unsigned pan = 0, shown_pan = ~0u;
  std::size_t text_cells = 0;
  while (!stopping_) {
    std::string caption, focus;
    std::uint64_t caption_version = 0, picture_version = 0;
    if (caption_) std::tie(caption, caption_version) = caption_->get();
    TablePictureRef picture;
    if (pictures_) std::tie(picture, picture_version) = pictures_->get();
    if (picture) focus = picture->focus;
    if (caption_version != shown_caption || picture_version != shown_picture) pan = 0;
    if (caption_version != shown_caption || picture_version != shown_picture || pan != shown_pan) {
      const auto lines = braille_lines(caption, focus, width, height, pan);
      std::wstring all;
      for (const auto& l : lines) all.append(l.begin(), l.end());
      all.resize(static_cast<std::size_t>(width) * height, L' ');
      brlapi_writeWText(BRLAPI_CURSOR_OFF, all.c_str());
      text_cells = utf8_to_u32(caption).size() + (height == 1 && !focus.empty() ? 3 + utf8_to_u32(focus).size() : 0);
      shown_caption = caption_version;
      shown_picture = picture_version;
      shown_pan = pan;
    }
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 50) <= 0) continue;
    brlapi_keyCode_t code = 0;
    const int got = brlapi_readKey(0, &code);
    if (got < 0) return;  // the daemon went away
    if (got == 0) continue;
    const std::uint64_t command = code & BRLAPI_KEY_CODE_MASK;
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
#else
  (void)sink;
#endif
}

}  // namespace sh::display
