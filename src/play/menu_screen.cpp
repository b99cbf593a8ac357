#include "play/menu_screen.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

MenuScreen::MenuScreen(Message title, std::vector<MenuItem> items, std::function<void(Host&)> on_back,
                       std::size_t initial)
    : title_(std::move(title)), items_(std::move(items)), on_back_(std::move(on_back)),
      cursor_(initial < items_.size() ? initial : 0) {}

Message MenuScreen::item_message(Host& host, std::size_t i) const {
  // Items 1-9 answer to their digit, a tenth to 0.
  long number = i == 9 ? 0 : static_cast<long>(i + 1);
  return Message("menu.item").with("number", number).with("label", host.voice().render(items_[i].label));
}

std::vector<Message> MenuScreen::status(Host& host) {
  std::vector<Message> out{title_};
  for (std::size_t i = 0; i < items_.size(); ++i) out.push_back(item_message(host, i));
  return out;
}

void MenuScreen::enter(Host& host) { host.voice().say(status(host), Priority::Normal); }

void MenuScreen::on_key(Host& host, Key key) {
  if (is_digit(key)) {
    int d = digit_of(key);
    std::size_t index = d == 0 ? 9 : static_cast<std::size_t>(d - 1);
    if (index >= items_.size()) {
      host.refuse(Message("menu.no_such_item").with("number", d).with("count", static_cast<long>(items_.size())));
      return;
    }
    cursor_ = index;
    host.voice().cue("menu_select");
    items_[index].activate(host);
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
