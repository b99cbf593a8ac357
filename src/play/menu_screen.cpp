#include "play/menu_screen.h"

#include <algorithm>
#include <string>

#include "play/host.h"
#include "play/voice.h"

namespace sh {

namespace {

// Digits in the order positional items take them: 1-9, then 0.
constexpr int kPositional[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 0};

std::vector<int> assign_keys(const std::vector<MenuItem>& items) {
  bool taken[10] = {};
  for (const auto& item : items)
    if (item.key && *item.key >= 0 && *item.key <= 9) taken[*item.key] = true;
  std::vector<int> keys;
  std::size_t next = 0;
  for (const auto& item : items) {
    if (item.key && *item.key >= 0 && *item.key <= 9) {
      keys.push_back(*item.key);
      continue;
    }
    if (item.key == MenuItem::kNoKey) {
      keys.push_back(-1);
      continue;
    }
    while (next < std::size(kPositional) && taken[kPositional[next]]) ++next;
    if (next < std::size(kPositional)) {
      taken[kPositional[next]] = true;
      keys.push_back(kPositional[next++]);
    } else {
      keys.push_back(-1);
    }
  }
  return keys;
}

// The digits that pick something, in menu order, as one spoken list: "3, 5, 9 nebo 0";
// three or more digits in a row are a range ("1 až 8 nebo 0").
std::string keys_list(Host& host, const std::vector<int>& keys) {
  std::vector<int> used;
  for (int k : keys)
    if (k >= 0) used.push_back(k);
  std::vector<std::string> digits;
  for (std::size_t i = 0; i < used.size();) {
    std::size_t j = i;
    while (j + 1 < used.size() && used[j + 1] == used[j] + 1) ++j;
    if (j - i >= 2) {
      digits.push_back(host.voice().render(Message("menu.key_range").with("from", used[i]).with("to", used[j])));
    } else {
      for (std::size_t k = i; k <= j; ++k) digits.push_back(std::to_string(used[k]));
    }
    i = j + 1;
  }
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0) out += i + 1 == digits.size() ? " " + host.voice().render(Message("menu.or")) + " " : ", ";
    out += digits[i];
  }
  return out;
}

}  // namespace

MenuScreen::MenuScreen(Message title, std::vector<MenuItem> items, std::function<void(Host&)> on_back,
                       std::size_t initial)
    : title_(std::move(title)), items_(std::move(items)), keys_(assign_keys(items_)), on_back_(std::move(on_back)),
      cursor_(initial < items_.size() ? initial : 0) {}

Message MenuScreen::item_message(Host& host, std::size_t i) const {
  std::string label = host.voice().render(items_[i].label);
  // The item's format closes the sentence: a label that is a sentence of its own (a line
  // of statistics) loses its full stop, so nothing is read with two.
  while (!label.empty() && label.back() == '.') label.pop_back();
  if (keys_[i] < 0) return Message("menu.item_unnumbered").with("label", label);
  return Message("menu.item").with("number", static_cast<long>(keys_[i])).with("label", label);
}

std::vector<Message> MenuScreen::status(Host& host) {
  std::vector<Message> out{title_};
  for (std::size_t i = 0; i < items_.size(); ++i) out.push_back(item_message(host, i));
  return out;
}

void MenuScreen::enter(Host& host) { host.voice().say(status(host), Priority::Normal); }

void MenuScreen::on_key(Host& host, Key key) {
  if (is_digit(key)) {
    const int d = digit_of(key);
    auto it = std::find(keys_.begin(), keys_.end(), d);
    if (it == keys_.end()) {
      const std::string working = keys_list(host, keys_);
      if (working.empty())  // no item on a digit (a sentence standing for an empty list)
        host.refuse(Message("menu.no_digits"));
      else
        host.refuse(Message("menu.no_such_key").with("keys", working));
      return;
    }
    const auto index = static_cast<std::size_t>(it - keys_.begin());
    cursor_ = index;
    host.voice().cue("menu_select");
    items_[index].activate(host);
    return;
  }
  if (items_.empty()) {
    if (key == Key::Back) on_back_(host);
    return;
  }
  switch (key) {
    case Key::Next:
    case Key::Prev:
      cursor_ = key == Key::Next ? (cursor_ + 1) % items_.size() : (cursor_ + items_.size() - 1) % items_.size();
      host.voice().cue("menu_move");
      host.voice().say(item_message(host, cursor_), Priority::Interrupt);
      return;
    case Key::Ok:
      host.voice().cue("menu_select");
      items_[cursor_].activate(host);
      return;
    case Key::Back:
      on_back_(host);
      return;
    default:
      return;
  }
}

void MenuScreen::help(Host& host) { host.voice().say(Message("menu.help"), Priority::Interrupt); }

}  // namespace sh

namespace sh {

TablePictureRef MenuScreen::picture(Host& host) {
  auto p = std::make_shared<TablePicture>();
  p->title = host.voice().render(title_);
  for (std::size_t i = 0; i < items_.size(); ++i)
    p->lines.push_back((keys_[i] < 0 ? std::string("   ") : std::to_string(keys_[i]) + "  ") +
                       host.voice().render(items_[i].label));
  p->cursor_line = static_cast<int>(cursor_);
  if (cursor_ < p->lines.size()) p->focus = p->lines[cursor_];
  return p;
}

}  // namespace sh
