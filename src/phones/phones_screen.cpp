#include "phones/phones_screen.h"

#include <algorithm>
#include <vector>

#include "phones/phone_table.h"
#include "play/host.h"
#include "play/menu_screen.h"
#include "play/voice.h"

namespace sh::phones {

namespace {

// "Kód pro Petra. Ostatní ať neposlouchají. Enter ho řekne, zpět ne."
class CodeGate final : public Screen {
 public:
  CodeGate(std::weak_ptr<PhoneTable> phones, int player) : phones_(std::move(phones)), player_(player) {}
  void enter(Host& host) override {
    if (auto phones = phones_.lock())
      host.voice().say(Message("phones.code_gate").with("player", phones->name(player_)));
  }
  void on_key(Host& host, Key key) override {
    auto phones = phones_.lock();
    if (!phones) {
      host.pop();
      return;
    }
    if (key == Key::Ok) {
      phones->say_code(host, player_);
      host.pop();
    } else if (key == Key::Back) {
      host.voice().say(Message("phones.code_not_said"), Priority::Interrupt);
      host.pop();
    } else {
      host.refuse(Message("phones.code_gate").with("player", phones->name(player_)));
    }
  }
  void help(Host& host) override { enter(host); }

 private:
  std::weak_ptr<PhoneTable> phones_;
  int player_;
};

// The choices for one seat.
std::unique_ptr<Screen> seat_choices(std::weak_ptr<PhoneTable> weak, int player) {
  auto phones = weak.lock();
  std::vector<MenuItem> items;
  const auto back = [](Host& host) { host.pop(); };
  if (phones->on_phone(player)) {
    items.push_back({Message("phones.choice.say_code"), [weak, player](Host& host) {
                       host.replace(std::make_unique<CodeGate>(weak, player));
                     }});
    items.push_back({Message("phones.choice.revoke"), [weak, player](Host& host) {
                       if (auto p = weak.lock()) p->revoke(host, player);
                       host.pop();
                     }});
    items.push_back({Message("phones.choice.keypad"), [weak, player](Host& host) {
                       if (auto p = weak.lock()) p->back_to_keypad(host, player);
                       host.pop();
                     }});
    return std::make_unique<MenuScreen>(Message("phones.choices.phone").with("player", phones->name(player)),
                                        std::move(items), back);
  }
  items.push_back({Message("phones.choice.give"), [weak, player](Host& host) {
                     if (auto p = weak.lock()) p->give_to_phone(host, player);
                     host.replace(std::make_unique<CodeGate>(weak, player));
                   }});
  return std::make_unique<MenuScreen>(Message("phones.choices.keypad").with("player", phones->name(player)),
                                      std::move(items), back);
}

class PhonesScreen final : public Screen {
 public:
  explicit PhonesScreen(std::weak_ptr<PhoneTable> phones) : phones_(std::move(phones)) {}

  void enter(Host& host) override { host.voice().say(status(host)); }

  std::vector<Message> status(Host&) override {
    std::vector<Message> out{Message("phones.screen.title")};
    const auto seats = people();
    if (seats.empty()) {
      out.push_back(Message("phones.screen.none"));
      return out;
    }
    for (int p : seats) out.push_back(line(p));
    out.push_back(Message("phones.screen.keys"));
    return out;
  }

  void help(Host& host) override { host.voice().say(Message("phones.screen.keys"), Priority::Interrupt); }

  void on_key(Host& host, Key key) override {
    const auto seats = people();
    if (key == Key::Back) {
      host.voice().say(Message("phones.screen.closed"), Priority::Interrupt);
      host.pop();
      return;
    }
    if (seats.empty()) {
      host.refuse(Message("phones.screen.none"));
      return;
    }
    if (is_digit(key)) {
      const int d = digit_of(key);
      if (std::find(seats.begin(), seats.end(), d - 1) == seats.end()) {
        host.refuse(Message("phones.screen.no_seat").with("number", d));
        return;
      }
      chosen_ = d - 1;
      host.push(seat_choices(phones_, chosen_));
      return;
    }
    switch (key) {
      case Key::Next:
      case Key::Prev: {
        const int n = static_cast<int>(seats.size());
        auto at = std::find(seats.begin(), seats.end(), chosen_);
        int i = at == seats.end() ? (key == Key::Next ? -1 : n) : static_cast<int>(at - seats.begin());
        i = ((i + (key == Key::Next ? 1 : -1)) % n + n) % n;
        chosen_ = seats[static_cast<std::size_t>(i)];
        host.voice().cue("menu_move");
        host.voice().say(line(chosen_), Priority::Interrupt);
        return;
      }
      case Key::Ok:
        if (std::find(seats.begin(), seats.end(), chosen_) == seats.end()) {
          host.refuse(Message("phones.screen.pick_first"));
          return;
        }
        host.push(seat_choices(phones_, chosen_));
        return;
      default:
        host.refuse(Message("phones.screen.keys"));
    }
  }

  TablePictureRef picture(Host& host) override {
    auto p = std::make_shared<TablePicture>();
    p->title = host.voice().render(Message("phones.screen.title"));
    const auto seats = people();
    for (std::size_t i = 0; i < seats.size(); ++i) {
      p->lines.push_back(host.voice().render(line(seats[i])));
      if (seats[i] == chosen_) p->cursor_line = static_cast<int>(i);
    }
    p->status = host.voice().render(Message("phones.screen.keys"));
    return p;
  }

 private:
  std::vector<int> people() const {
    std::vector<int> out;
    if (auto phones = phones_.lock())
      for (int p = 0; p < phones->players(); ++p)
        if (phones->person(p)) out.push_back(p);
    return out;
  }
  Message line(int player) const {
    auto phones = phones_.lock();
    const char* id = !phones || !phones->on_phone(player) ? "phones.screen.keypad"
                     : phones->joined(player)              ? "phones.screen.joined"
                                                            : "phones.screen.free";
    return Message(id).with("number", player + 1).with("player", phones ? phones->name(player) : std::string());
  }

  std::weak_ptr<PhoneTable> phones_;
  int chosen_ = -1;
};

}  // namespace

std::unique_ptr<Screen> make_phones_screen(std::weak_ptr<PhoneTable> phones) {
  return std::make_unique<PhonesScreen>(std::move(phones));
}

}  // namespace sh::phones
