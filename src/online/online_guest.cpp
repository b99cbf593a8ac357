#include "online/online_guest.h"

#include <iostream>
#include <variant>

#include "online/xmpp_client.h"
#include "play/host.h"
#include "play/voice.h"

namespace sh::online {

namespace {

// An action named in the guest's own language.
Message action_message(const SeatPage::Button& b) {
  switch (b.act) {
    case PageAct::Lay: return Message("online.act.lay").with("value", b.value);
    case PageAct::Draw: return Message("online.act.draw");
    case PageAct::End: return Message("online.act.end");
    case PageAct::Claim:
      return b.value >= 0 ? Message("online.act.claim_card").with("value", b.value) : Message("online.act.claim");
  }
  return Message("online.act.end");
}

}  // namespace

bool OnlineGuest::on_notice(Host& host, const InputItem& item) {
  if (item.notice.rfind("online:", 0) != 0) return false;
  Voice& voice = host.voice();
  if (item.notice == kConnectedNotice) {
    std::cerr << "spoluhrac: online as " << item.notice_arg << '\n';
    voice.say(Message("online.waiting"));
    return true;
  }
  if (item.notice == kFailedNotice) {
    std::cerr << "spoluhrac: online: cannot connect (" << item.notice_arg << ")\n";
    host.refuse(Message("online.failed"));
    return true;
  }
  if (item.notice == kLostNotice) {
    voice.say(Message("online.lost"));
    return true;
  }
  if (item.notice != kStanzaNotice) return true;
  const auto nl = item.notice_arg.find('\n');
  if (nl == std::string::npos) return true;
  const std::string from = item.notice_arg.substr(0, nl);
  auto parsed = parse_payload(std::string_view(item.notice_arg).substr(nl + 1));
  if (const auto* bad = std::get_if<Refused>(&parsed)) {
    ++ignored_;
    std::cerr << "spoluhrac: online: a payload ignored (" << bad->reason << ")\n";
    return true;
  }
  on_payload(host, from, std::get<Payload>(parsed));
  return true;
}

void OnlineGuest::on_payload(Host& host, const std::string& from, const Payload& p) {
  Voice& voice = host.voice();
  if (p.kind == Kind::Invite) {
    if (state_ == State::Playing) {  // one table at a time
      ++ignored_;
      return;
    }
    state_ = State::Invited;
    host_jid_ = from;
    table_ = p.table;
    seat_ = p.seat;
    secret_ = p.secret;
    host_name_ = p.host;
    game_ = p.game;
    voice.cue("your_turn");
    voice.say(Message("online.invitation").with("host", host_name_).with("game", game_), Priority::Interrupt);
    return;
  }
  // Only the inviting host, at the table accepted.
  if (state_ != State::Playing || from != host_jid_ || p.table != table_ || p.seat != seat_) {
    ++ignored_;
    return;
  }
  if (p.kind == Kind::Say) {
    if (p.seq <= said_) return;  // said already (a rejoin sends the last sentences again)
    said_ = p.seq;
    Message m = p.message;
    m.audience = Audience::here();  // this program is the guest's own: only the guest listens
    if (host.voice().language().has(m.id)) voice.say(m);
    else voice.say(Message("online.unknown_sentence"));
    return;
  }
  if (p.kind == Kind::View) {
    if (p.version <= view_version_) return;
    view_version_ = p.version;
    const bool turn_now = p.page.my_turn && !view_.my_turn;
    view_ = p.page;
    if (chosen_ >= view_.actions.size()) chosen_ = 0;
    if (turn_now) {
      chosen_ = 0;
      typed_ = -1;
      voice.cue("your_turn");
      voice.say(Message("online.your_turn"));
    }
    return;
  }
  ++ignored_;  // a guest's payload sent to a guest
}

bool OnlineGuest::act(Host& host, PageAct a, int value) {
  for (const auto& b : view_.actions)
    if (b.act == a && b.value == value) {
      Payload p;
      p.kind = Kind::Act;
      p.table = table_;
      p.seat = seat_;
      p.secret = secret_;
      p.seq = ++acted_;
      p.act = a;
      p.value = value;
      send(p);
      host.voice().say(action_message(b));
      return true;
    }
  return false;
}

void OnlineGuest::say_action(Host& host) {
  if (view_.actions.empty()) {
    host.voice().say(Message("online.nothing_to_do"));
    return;
  }
  host.voice().say(action_message(view_.actions[chosen_]));
}

void OnlineGuest::on_key(Host& host, Key key) {
  Voice& voice = host.voice();
  if (state_ == State::Waiting) {
    voice.say(Message("online.waiting"));
    return;
  }
  if (state_ == State::Invited) {
    Payload p;
    p.table = table_;
    p.seat = seat_;
    p.secret = secret_;
    if (key == Key::Ok) {
      p.kind = Kind::Accept;
      p.lang = lang_;
      send(p);
      state_ = State::Playing;
      voice.say(Message("online.accepted").with("host", host_name_));
    } else if (key == Key::Back) {
      p.kind = Kind::Decline;
      send(p);
      state_ = State::Waiting;
      voice.say(Message("online.declined_here"));
    } else {
      voice.say(Message("online.invitation").with("host", host_name_).with("game", game_));
    }
    return;
  }
  if (is_digit(key)) {
    typed_ = typed_ < 0 || typed_ >= 10 ? digit_of(key) : typed_ * 10 + digit_of(key);
    voice.say(Message("online.typed").with("value", typed_));
    return;
  }
  switch (key) {
    case Key::Next:
    case Key::Prev:
      typed_ = -1;
      if (!view_.actions.empty()) {
        const std::size_t n = view_.actions.size();
        chosen_ = key == Key::Next ? (chosen_ + 1) % n : (chosen_ + n - 1) % n;
      }
      say_action(host);
      return;
    case Key::Ok: {
      if (!view_.my_turn && view_.actions.empty()) {
        host.refuse(Message("online.not_your_turn"));
        return;
      }
      const int typed = typed_;
      typed_ = -1;
      if (typed >= 0) {
        if (!act(host, PageAct::Lay, typed)) host.refuse(Message("online.no_such_card").with("value", typed));
        return;
      }
      if (view_.actions.empty()) {
        host.refuse(Message("online.nothing_to_do"));
        return;
      }
      const auto b = view_.actions[chosen_];
      act(host, b.act, b.value);
      return;
    }
    case Key::Back:
      typed_ = -1;
      host.refuse(Message("online.no_back"));
      return;
    default: help(host);
  }
}

void OnlineGuest::enter(Host& host) {
  if (state_ == State::Invited) host.voice().say(Message("online.invitation").with("host", host_name_).with("game", game_));
  else if (state_ == State::Waiting) host.voice().say(Message("online.waiting"));
  else help(host);
}

void OnlineGuest::help(Host& host) {
  if (state_ != State::Playing) {
    enter(host);
    return;
  }
  std::string hand;
  for (const auto& card : view_.hand) hand += (hand.empty() ? "" : ", ") + card;
  host.voice().say(Message("online.hand").with("cards", hand));
  host.voice().say(Message("online.keys"));
}

}  // namespace sh::online
