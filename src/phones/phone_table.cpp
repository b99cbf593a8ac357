#include "phones/phone_table.h"

#include <chrono>
#include <iostream>
#include <sstream>

#include <unistd.h>

#include "app/app.h"
#include "app/game_screen.h"
#include "phones/phones_screen.h"
#include "phones/qr_code.h"
#include "phones/seat_view.h"
#include "play/phone_seats.h"
#include "play/screen.h"

namespace sh::phones {

namespace {

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
      hub_.refuse_takeover(player_);
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

GameScreen* game_screen(const App& app) {
  for (auto it = app.screens().rbegin(); it != app.screens().rend(); ++it)
    if (auto* game = dynamic_cast<GameScreen*>(it->get())) return game;
  return nullptr;
}

}  // namespace

Table* game_table(const App& app) {
  GameScreen* game = game_screen(app);
  return game ? &game->table() : nullptr;
}

PhoneTable::Game PhoneTable::current(const App& app) const {
  GameScreen* game = game_screen(app);
  if (!game) return {};
  auto* pages = dynamic_cast<SeatPages*>(&game->controller());
  if (!pages || pages->page_players(game->table()) <= 0) return {};
  return {&game->table(), pages, game};
}

int PhoneTable::players(const App& app) const {
  const Game g = current(app);
  return g.table && g.table == table_ ? g.pages->page_players(*g.table) : 0;
}

bool PhoneTable::person(const App& app, int player) const {
  const Game g = current(app);
  return g.table && g.table == table_ && g.pages->page_person(*g.table, player);
}

void PhoneTable::say_code(App& app, const Table& table, int player, const std::string& token) {
  const std::string& name = table.name(player);
  hub_.keep_said(false);  // the codes go to the loudspeaker only
  app.voice().say(Message("phones.code").with("player", name).with("code", code_for_speech(token)));
  hub_.keep_said(true);
  const std::string url = address_ + "/s/" + token;
  std::cerr << "spoluhrac: phone page for " << name << ": " << url << '\n';
  if (isatty(2)) std::cerr << qr_text(qr_code(url));  // a terminal at the table: the code to scan
}

void PhoneTable::announce_codes(App& app, const Table& table, const SeatPages& pages) {
  app.voice().say(Message("phones.address").with("address", address_));
  const auto tokens = hub_.tokens();
  for (int p = 0; p < static_cast<int>(tokens.size()); ++p)
    if (pages.page_person(table, p)) say_code(app, table, p, tokens[static_cast<std::size_t>(p)]);
}

void PhoneTable::after_item(App& app) {
  const Game g = current(app);
  if (g.table != table_) {
    table_ = g.table;
    if (g.table) {
      std::vector<bool> coded;  // a code for every person's seat (computers get none)
      for (int p = 0; p < g.pages->page_players(*g.table); ++p) coded.push_back(g.pages->page_person(*g.table, p));
      hub_.new_game(std::move(coded));
      announce_codes(app, *g.table, *g.pages);
    } else {
      hub_.new_game({});
    }
  }
  if (!g.table) {
    hub_.publish(app.voice().language().code(), {});
    return;
  }
  hub_.publish(app.voice().language().code(), seat_views(*g.pages, app, *g.table, hub_.last_said()));
}

bool PhoneTable::hand_on_phone(const App& app, int seat) const {
  const Game g = current(app);
  if (!g.table || g.table != table_) return false;
  for (int p = 0; p < g.pages->page_players(*g.table); ++p)
    if (g.pages->page_seat(*g.table, p) == seat) return hub_.joined(p);
  return false;
}

void PhoneTable::revoke(App& app, int player) {
  const Game g = current(app);
  if (!g.table || g.table != table_ || !g.pages->page_person(*g.table, player)) return;
  hub_.revoke(player);
  app.voice().say(Message("phones.revoked").with("player", g.table->name(player)));
  const auto tokens = hub_.tokens();
  say_code(app, *g.table, player, tokens.at(static_cast<std::size_t>(player)));
}

bool PhoneTable::on_notice(App& app, const InputItem& item) {
  if (!item.notice.starts_with(kNoticePrefix)) return false;
  std::istringstream in(item.notice_arg);
  int player = -1;
  std::string act;
  int value = -1;
  in >> player >> act >> value;
  const Game g = current(app);
  if (!g.table || g.table != table_ || player < 0 || player >= g.pages->page_players(*g.table))
    return true;  // a page of an old game
  Table& table = *g.table;
  const std::string name = table.name(player);
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
    PageAct kind = PageAct::Lay;
    if (act == "lay") kind = PageAct::Lay;
    else if (act == "draw") kind = PageAct::Draw;
    else if (act == "end") kind = PageAct::End;
    else if (act == "claim") kind = PageAct::Claim;
    else return true;
    // As a key is taken: one journal unit (what the action sets off is written with it).
    g.screen->act_from_page(app, [&] { g.pages->page_act(app, table, player, kind, value); });
  }
  return true;
}

std::unique_ptr<Screen> PhoneTable::screen() { return make_phones_screen(*this); }

}  // namespace sh::phones
