#include "phones/phones_screen.h"

#include <algorithm>
#include <vector>

#include "app/app.h"
#include "phones/phone_table.h"
#include "play/table.h"

namespace sh::phones {

namespace {

class PhonesScreen final : public Screen {
 public:
  explicit PhonesScreen(PhoneTable& phones) : phones_(phones) {}

  void enter(Host& host) override { host.voice().say(status(host)); }

  std::vector<Message> status(Host& host) override {
    std::vector<Message> out{Message("phones.screen.title")};
    const auto seats = people(host);
    if (seats.empty()) {
      out.push_back(Message("phones.screen.none"));
      return out;
    }
    for (int p : seats) out.push_back(line(host, p));
    out.push_back(Message("phones.screen.keys"));
    return out;
  }

  void help(Host& host) override { host.voice().say(Message("phones.screen.keys"), Priority::Interrupt); }

  void on_key(Host& host, Key key) override {
    const auto seats = people(host);
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
      const auto at = std::find(seats.begin(), seats.end(), d - 1);
      if (at == seats.end()) {
        host.refuse(Message("phones.screen.no_seat").with("number", d));
        return;
      }
      pick(host, d - 1);
      return;
    }
    switch (key) {
      case Key::Next:
      case Key::Prev: {
        const int n = static_cast<int>(seats.size());
        auto at = std::find(seats.begin(), seats.end(), chosen_);
        int i = at == seats.end() ? (key == Key::Next ? -1 : n) : static_cast<int>(at - seats.begin());
        i = ((i + (key == Key::Next ? 1 : -1)) % n + n) % n;
        pick(host, seats[static_cast<std::size_t>(i)]);
        return;
      }
      case Key::Ok: {
        if (std::find(seats.begin(), seats.end(), chosen_) == seats.end()) {
          host.refuse(Message("phones.screen.pick_first"));
          return;
        }
        phones_.revoke(App::of(host), chosen_);
        return;
      }
      default:
        host.refuse(Message("phones.screen.keys"));
    }
  }

  TablePictureRef picture(Host& host) override {
    auto p = std::make_shared<TablePicture>();
    p->title = host.voice().render(Message("phones.screen.title"));
    const auto seats = people(host);
    for (std::size_t i = 0; i < seats.size(); ++i) {
      p->lines.push_back(host.voice().render(line(host, seats[i])));
      if (seats[i] == chosen_) p->cursor_line = static_cast<int>(i);
    }
    p->status = host.voice().render(Message("phones.screen.keys"));
    return p;
  }

 private:
  std::vector<int> people(Host& host) const {
    std::vector<int> out;
    const App& app = App::of(host);
    for (int p = 0; p < phones_.players(app); ++p)
      if (phones_.person(app, p)) out.push_back(p);
    return out;
  }
  Message line(Host& host, int player) const {
    const Table* table = game_table(App::of(host));
    return Message(phones_.joined(player) ? "phones.screen.joined" : "phones.screen.free")
        .with("number", player + 1)
        .with("player", table ? table->name(player) : std::string());
  }
  void pick(Host& host, int player) {
    chosen_ = player;
    host.voice().cue("menu_move");
    host.voice().say(line(host, player), Priority::Interrupt);
    host.voice().say(Message("phones.screen.ok_revokes"));
  }

  PhoneTable& phones_;
  int chosen_ = -1;
};

}  // namespace

std::unique_ptr<Screen> make_phones_screen(PhoneTable& phones) { return std::make_unique<PhonesScreen>(phones); }

}  // namespace sh::phones
