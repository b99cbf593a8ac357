#include "phones/phone_table.h"

#include <iostream>
#include <sstream>

#include <unistd.h>

#include "phones/phones_screen.h"
#include "phones/qr_code.h"
#include "phones/seat_tokens.h"
#include "phones/seat_view.h"
#include "play/host.h"
#include "play/screen.h"
#include "play/voice.h"

namespace sh::phones {

namespace {

constexpr std::size_t kSaidKept = 12;

// Over the game: "Eva: another phone asks for this seat. OK gives it, back keeps the first."
// Asked once per seat however many devices wait (PhoneTable::on_notice).
class TakeoverQuestion final : public Screen {
 public:
  TakeoverQuestion(std::weak_ptr<PhoneTable> table, int player, std::string name)
      : table_(std::move(table)), player_(player), name_(std::move(name)) {}
  void enter(Host& host) override { host.voice().say(Message("phones.takeover").with("player", name_)); }
  void on_key(Host& host, Key key) override {
    if (key != Key::Ok && key != Key::Back) {
      host.refuse(Message("phones.takeover").with("player", name_));
      return;
    }
    if (auto table = table_.lock()) table->answer_takeover(host, player_, key == Key::Ok);
    host.pop();
  }
  void help(Host& host) override { enter(host); }

 private:
  std::weak_ptr<PhoneTable> table_;
  int player_;
  std::string name_;
};

}  // namespace

std::string code_for_speech(const std::string& token) {
  std::string out;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (i > 0) out += (i == 4 || i == 8) ? ", " : " ";
    out.push_back(token[i]);
  }
  return out;
}

void PhoneTable::print_address(int player) const {
  const auto tokens = hub_.tokens();
  if (player < 0 || static_cast<std::size_t>(player) >= tokens.size() || tokens[static_cast<std::size_t>(player)].empty())
    return;
  const std::string url = seat_address(address_, tokens[static_cast<std::size_t>(player)]);
  // The terminal at the table shows what the window shows: the seat's address as a QR code.
  std::cerr << "spoluhrac: phone page for " << name(player) << ": " << url << '\n';
  if (isatty(2)) std::cerr << qr_text(qr_code(url));
}

void PhoneTable::new_game(Host& host, const SeatGame& game) {
  game_ = game.id;
  seats_.clear();
  std::vector<bool> coded;
  for (std::size_t p = 0; p < game.names.size(); ++p) {
    Seat s;
    s.name = game.names[p];
    s.person = p < game.person.size() && game.person[p];
    s.coded = s.person && p < game.away.size() && game.away[p];
    coded.push_back(s.coded);
    seats_.push_back(std::move(s));
  }
  hub_.new_game(coded);
  if (game.id == 0) return;
  // Who plays on a phone, and how to get a code: never the code itself, which is said only
  // when its player asks for it (the host's list) and shown in the window.
  bool any = false;
  for (int p = 0; p < players(); ++p) {
    if (!on_phone(p)) continue;
    any = true;
    host.voice().say(Message("phones.plays_on_phone").with("player", name(p)));
    print_address(p);
  }
  if (any) host.voice().say(Message("phones.codes_on_request"));
}

void PhoneTable::follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) {
  if (game.id != game_) new_game(host, game);
  build_join(host.voice());
  if (game_ == 0) {
    hub_.publish(host.voice().language().code(), {});
    return;
  }
  std::vector<std::string> views;
  const std::string lang = host.voice().language().code();
  for (int p = 0; p < players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (!on_phone(p) || i >= pages.size() || !pages[i]) {
      views.emplace_back();
      continue;
    }
    const Seat& s = seats_[i];
    views.push_back(seat_view_json(*pages[i], host.voice(), p, lang, {s.said.begin(), s.said.end()}, {s.note_id, s.note}));
  }
  hub_.publish(lang, std::move(views));
}

bool PhoneTable::holds(int player) const { return joined(player); }

void PhoneTable::keep(Seat& seat, const std::string& text) {
  seat.said.push_back({++seat.said_id, text});
  while (seat.said.size() > kSaidKept) seat.said.pop_front();
}

void PhoneTable::hear(const Message& m, const std::string& text) {
  if (m.audience.kind == Audience::Kind::Table) {
    for (auto& s : seats_)
      if (s.coded) keep(s, text);
  } else if (m.audience.is_seat() && on_phone(m.audience.player)) {
    // For this player only: in the page's list and as its note, nowhere else.
    Seat& s = seats_[static_cast<std::size_t>(m.audience.player)];
    keep(s, text);
    s.note = text;
    s.note_id = s.said_id;
  }
}

bool PhoneTable::on_notice(Host& host, const InputItem& item, SeatActs& acts) {
  if (!item.notice.starts_with(kNoticePrefix)) return false;
  std::istringstream in(item.notice_arg);
  int player = -1;
  std::string act;
  int value = -1;
  in >> player >> act >> value;
  if (!on_phone(player)) return true;  // a page of an old game, or a seat back on the keypad
  Voice& voice = host.voice();
  if (item.notice == kJoinedNotice) {
    voice.say(Message("phones.joined").with("player", name(player)));
  } else if (item.notice == kLeftNotice) {
    voice.say(Message("phones.left").with("player", name(player)));
  } else if (item.notice == kBackNotice) {
    voice.say(Message("phones.back").with("player", name(player)));
  } else if (item.notice == kTakeoverNotice) {
    Seat& s = seats_[static_cast<std::size_t>(player)];
    if (!s.asked) {  // one question per seat, however many devices wait
      s.asked = true;
      host.push(std::make_unique<TakeoverQuestion>(weak_from_this(), player, s.name));
    }
  } else if (item.notice == kActNotice) {
    PageAct kind = PageAct::Lay;
    if (act == "lay") kind = PageAct::Lay;
    else if (act == "draw") kind = PageAct::Draw;
    else if (act == "end") kind = PageAct::End;
    else if (act == "claim") kind = PageAct::Claim;
    else return true;
    acts.seat_act(player, kind, value);
  }
  return true;
}

void PhoneTable::answer_takeover(Host& host, int player, bool give) {
  if (!on_phone(player)) return;
  seats_[static_cast<std::size_t>(player)].asked = false;
  if (give) {
    hub_.confirm_takeover(player);
    host.voice().say(Message("phones.takeover_given").with("player", name(player)));
  } else {
    hub_.refuse_takeover(player);
    host.voice().say(Message("phones.takeover_kept").with("player", name(player)));
  }
}

void PhoneTable::say_code(Host& host, int player) {
  const auto tokens = hub_.tokens();
  if (!on_phone(player) || static_cast<std::size_t>(player) >= tokens.size()) return;
  // Aloud only: a page never hears a code (the audience is this machine).
  host.voice().say(Message("phones.code").with("player", name(player)).with("code",
                   code_for_speech(tokens[static_cast<std::size_t>(player)])), Priority::Interrupt);
  print_address(player);
}

void PhoneTable::revoke(Host& host, int player) {
  if (!on_phone(player)) return;
  hub_.revoke(player);
  host.voice().say(Message("phones.revoked").with("player", name(player)), Priority::Interrupt);
  print_address(player);  // the terminal, as the window's QR code: never said unasked
}

void PhoneTable::give_to_phone(Host& host, int player) {
  if (!person(player) || on_phone(player)) return;
  hub_.give_code(player);
  seats_[static_cast<std::size_t>(player)].coded = true;
  host.voice().say(Message("phones.given").with("player", name(player)), Priority::Interrupt);
}

void PhoneTable::back_to_keypad(Host& host, int player) {
  if (!on_phone(player)) return;
  hub_.drop_code(player);
  Seat& s = seats_[static_cast<std::size_t>(player)];
  s.coded = false;
  s.said.clear();
  s.note.clear();
  host.voice().say(Message("phones.back_to_keypad").with("player", name(player)), Priority::Interrupt);
}

void PhoneTable::build_join(const Voice& voice) {
  const auto tokens = hub_.tokens();
  std::shared_ptr<JoinPanel> panel;
  for (int p = 0; p < players(); ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (!on_phone(p) || i >= tokens.size() || tokens[i].empty()) continue;
    if (!panel) {
      panel = std::make_shared<JoinPanel>();
      panel->heading = voice.render(Message("phones.address").with("address", address_));
    }
    SeatJoin seat;
    seat.name = name(p);
    seat.code = spoken_code(tokens[i]);
    seat.url = seat_address(address_, tokens[i]);
    seat.joined = hub_.connected(p);
    // Encoded once for each address, not at every frame.
    auto& cached = qr_cache_[seat.url];
    if (cached.size == 0) cached = qr_code(seat.url);
    if (!seat.joined) seat.qr = cached;
    seat.joined_text = voice.render(Message("phones.joined").with("player", seat.name));
    panel->seats.push_back(std::move(seat));
  }
  join_ = std::move(panel);
}

std::unique_ptr<Screen> PhoneTable::screen() { return make_phones_screen(weak_from_this()); }

}  // namespace sh::phones
