#include "phones/phone_table.h"

#include <chrono>
#include <iostream>
#include <sstream>

#include <unistd.h>

#include "app/app.h"
#include "app/game_screen.h"
#include "phones/qr_code.h"
#include "phones/seat_view.h"
#include "play/screen.h"

namespace sh::phones {

namespace {

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// "A B C D, E F G H, ..." : letter by letter, groups apart, as speech reads a code.
std::string code_for_speech(const std::string& token) {
  std::string out;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (i > 0) out += (i == 4 || i == 8) ? ", " : " ";
    out.push_back(token[i]);
  }
  return out;
}

// Over the game: "Eva: another phone asks for this seat. OK gives it, back keeps the first."
class TakeoverQuestion final : public Screen {
 public:
  TakeoverQuestion(PhoneHub& hub, int player, std::string name) : hub_(hub), player_(player), name_(std::move(name)) {}
  void enter(Host& host) override { host.voice().say(Message("phones.takeover").with("player", name_)); }
  void on_key(Host& host, Key key) override {
    if (key == Key::Ok) {
      hub_.confirm_takeover(player_);
      host.voice().say(Message("phones.takeover_given").with("player", name_));
      host.pop();
    } else if (key == Key::Back) {
      host.voice().say(Message("phones.takeover_kept").with("player", name_));
      host.pop();
    } else {
      host.refuse(Message("phones.takeover").with("player", name_));
    }
  }
  void help(Host& host) override { enter(host); }

 private:
  PhoneHub& hub_;
  int player_;
  std::string name_;
};

}  // namespace

Table* game_table(const App& app) {
  for (auto it = app.screens().rbegin(); it != app.screens().rend(); ++it)
    if (auto* game = dynamic_cast<GameScreen*>(it->get())) return &game->table();
  return nullptr;
}

const Table* PhoneTable::current_table(const App& app) const {
  const Table* t = game_table(app);
  return t && phone_players(*t) > 0 ? t : nullptr;
}

void PhoneTable::announce_codes(App& app, const Table& table) {
  Voice& voice = app.voice();
  voice.say(Message("phones.address").with("address", address_));
  const auto tokens = hub_.tokens();
  hub_.keep_said(false);  // the codes go to the loudspeaker only
  for (int p = 0; p < static_cast<int>(tokens.size()); ++p) {
    if (!phone_person(table, p)) continue;
    const std::string& name = table.name(p);
    voice.say(Message("phones.code").with("player", name).with("code", code_for_speech(tokens[static_cast<std::size_t>(p)])));
    const std::string url = address_ + "/s/" + tokens[static_cast<std::size_t>(p)];
    std::cerr << "spoluhrac: phone page for " << name << ": " << url << '\n';
    if (isatty(2)) std::cerr << qr_text(qr_code(url));  // a terminal at the table: the code to scan
  }
  hub_.keep_said(true);
}

void PhoneTable::after_item(App& app) {
  const Table* table = current_table(app);
  if (table != table_) {
    table_ = table;
    if (table) {
      hub_.new_game(phone_players(*table));
      announce_codes(app, *table);
    } else {
      hub_.new_game(0);
    }
  }
  if (!table) {
    hub_.publish(app.voice().language().code(), {});
    return;
  }
  hub_.publish(app.voice().language().code(), seat_views(*table, app.voice(), hub_.last_said()));
}

bool PhoneTable::hand_on_phone(const App& app, int seat) const {
  const Table* table = current_table(app);
  if (!table || table != table_) return false;
  for (int p = 0; p < phone_players(*table); ++p)
    if (seat_of_player(*table, p) == seat) return hub_.joined(p);
  return false;
}

bool PhoneTable::on_notice(App& app, const InputItem& item) {
  if (!item.notice.starts_with(kNoticePrefix)) return false;
  std::istringstream in(item.notice_arg);
  int player = -1;
  std::string act;
  int value = -1;
  in >> player >> act >> value;
  Table* table = game_table(app);
  if (!table || table != table_ || player < 0 || player >= phone_players(*table)) return true;  // a page of an old game
  const std::string name = table->name(player);
  Voice& voice = app.voice();
  if (item.notice == kJoinedNotice) {
    voice.say(Message("phones.joined").with("player", name));
  } else if (item.notice == kLeftNotice) {
    voice.say(Message("phones.left").with("player", name));
  } else if (item.notice == kBackNotice) {
    voice.say(Message("phones.back").with("player", name));
  } else if (item.notice == kTakeoverNotice) {
    app.push(std::make_unique<TakeoverQuestion>(hub_, player, name));
  } else if (item.notice == kActNotice) {
    const int seat = seat_of_player(*table, player);
    if (table->state().current_player() != seat) {
      app.refuse(Message("phones.not_your_turn").with("player", name));
    } else if (act == "lay" && value >= 0 && value <= 9) {
      // The keypad's own keys for the seat on turn: digit, then OK.
      app.handle(InputItem::key(digit_key(value), now_ms()));
      app.handle(InputItem::key(Key::Ok, now_ms()));
    } else {
      app.refuse(Message("phones.cannot"));
    }
  }
  return true;
}

}  // namespace sh::phones
