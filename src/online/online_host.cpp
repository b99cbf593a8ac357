#include "online/online_host.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iostream>
#include <variant>

#include "online/online_link.h"
#include "online/xmpp_client.h"
#include "play/host.h"
#include "play/voice.h"

namespace sh::online {

namespace {
constexpr std::size_t kRecent = 200;  // sentences kept per seat for a rejoin

// Whether a table-talk sentence is about `name` (its "player" argument).
bool is_thinking_about(const Message& m, const std::string& name) {
  for (const auto& [arg, value] : m.args)
    if (const auto* who = std::get_if<std::string>(&value); arg == "player" && who && *who == name) return true;
  return false;
}

}  // namespace

std::pair<std::chrono::milliseconds, std::chrono::milliseconds> thinking_times_from_environment() {
  std::pair times{kThinkingAfter, kThinkingAgain};
  const char* env = std::getenv("SPOLUHRAC_ONLINE_THINKING");
  if (!env) return times;
  char* end = nullptr;
  const long after = std::strtol(env, &end, 10);
  if (end == env || *end != ',') return times;
  const char* second = end + 1;
  const long again = std::strtol(second, &end, 10);
  if (end == second || after <= 0 || again <= 0) return times;
  return {std::chrono::milliseconds(after), std::chrono::milliseconds(again)};
}

std::string bare_jid(const std::string& jid) {
  std::string bare = jid.substr(0, jid.find('/'));
  std::transform(bare.begin(), bare.end(), bare.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return bare;
}

OnlineHost::OnlineHost(SendPayload send, std::string host_name, std::vector<Invitee> invitees, PushItem push)
    : send_(std::move(send)), host_name_(std::move(host_name)), invitees_(std::move(invitees)), push_(std::move(push)) {}

bool OnlineHost::away(int player) const {
  auto it = seats_.find(player);
  return it != seats_.end() && it->second.away;
}

bool OnlineHost::stand_in(int player) const {
  auto it = seats_.find(player);
  return it != seats_.end() && it->second.stand_in;
}

std::string OnlineHost::name_of(int player) const {
  const auto i = static_cast<std::size_t>(player);
  return player >= 0 && i < names_.size() ? names_[i] : std::string();
}

std::optional<Message> OnlineHost::reword(const Message& reason) const {
  if (reason.id != "phones.plays_on_phone") return std::nullopt;
  for (const auto& [name, value] : reason.args) {
    const auto* who = std::get_if<std::string>(&value);
    if (name != "player" || !who) continue;
    for (const auto& [player, seat] : seats_)
      if (name_of(player) == *who) {
        // A key for a dropped seat the table waits on: the question comes again after the reason.
        if (seat.away && !seat.stand_in && push_) push_(InputItem::make_notice(kAskNotice, std::to_string(player)));
        Message m(seat.away ? "online.refused.away" : "online.refused.online");
        m.with("player", *who);
        m.audience = reason.audience;
        return m;
      }
  }
  return std::nullopt;
}

void OnlineHost::ask(Host& host, int player) {
  if (question_ || stand_in(player)) return;  // one question at a time
  question_ = player;
  host.voice().say(Message("online.ask_stand_in").with("player", name_of(player)), Priority::Interrupt);
}

bool OnlineHost::take_key(Host& host, Key key) {
  if (!question_) return false;
  const int player = *question_;
  if (!away(player) || stand_in(player)) {  // the guest came back meanwhile
    question_.reset();
    return false;
  }
  if (key != Key::Ok && key != Key::Back) return false;  // the game's keys go on meanwhile
  question_.reset();
  answer(host, player, key == Key::Ok);
  return true;
}

void OnlineHost::answer(Host& host, int player, bool hand_over) {
  Seat* s = seat_of(player);
  if (!s || !s->away) return;
  if (!hand_over) {
    host.voice().say(Message("online.waiting_on").with("player", name_of(player)).to_table());
    return;
  }
  s->stand_in = true;
  s->stood_for.clear();
  std::cerr << "spoluhrac: online: a computer plays " << name_of(player) << "'s seat until the guest is back\n";
  host.voice().say(Message("online.stand_in").with("player", name_of(player)).to_table());
}

bool OnlineHost::on_presence(Host& host, const std::string& arg) {
  const auto nl = arg.find('\n');
  if (nl == std::string::npos || arg.substr(nl + 1) != "unavailable") return false;
  bool dropped = false;
  const std::string from = arg.substr(0, nl);
  for (auto& [player, seat] : seats_) {
    if (seat.guest.empty() || seat.guest != from || seat.away) continue;
    // Only the seat's guest's own session: its end means the guest dropped.
    seat.away = true;
    seat.asked = false;
    std::cerr << "spoluhrac: online: " << name_of(player) << "'s connection dropped (" << from << ")\n";
    host.voice().say(Message("online.dropped").with("player", name_of(player)).to_table());
    dropped = true;
  }
  return dropped;
}

OnlineHost::Seat* OnlineHost::seat_of(int player) {
  auto it = seats_.find(player);
  return it == seats_.end() ? nullptr : &it->second;
}

bool OnlineHost::holds(int player) const { return game_id_ != 0 && seats_.count(player) > 0; }

std::string OnlineHost::guest(int player) const {
  auto it = seats_.find(player);
  return it == seats_.end() ? std::string() : it->second.guest;
}

void OnlineHost::ignore(const std::string& why) {
  ++ignored_;
  std::cerr << "spoluhrac: online: a payload ignored (" << why << ")\n";
}

void OnlineHost::new_game(Host& host, const SeatGame& game) {
  disarm_all();
  seats_.clear();
  game_id_ = game.id;
  names_ = game.names;
  if (game.id == 0) return;
  table_ = random_hex(kTableIdLength);
  // The game's own seats online (its journal keeps them, with their secrets: a resumed game
  // invites the same guests with the same secrets); a game without any takes the invitees
  // this host was made with, with fresh secrets.
  std::vector<RemoteSeat> remote = game.remote;
  if (remote.empty())
    for (const auto& inv : invitees_) remote.push_back({inv.player, inv.jid, ""});
  for (const auto& r : remote) {
    const auto i = static_cast<std::size_t>(r.player);
    if (r.player < 0 || i >= game.names.size() || !game.person[i] || i >= pages_.size() || !pages_[i]) continue;
    Seat& s = seats_[r.player];
    s.invitee = bare_jid(r.jid);
    s.secret = secret_shape(r.secret) ? r.secret : random_hex(kSecretLength);
    if (s.invitee.empty()) {  // an invitation link's seat: bound to whoever shows its secret first
      std::cerr << "spoluhrac: online: " << game.names[i] << "'s seat waits for its invitation link\n";
      if (link_made_ && !own_jid_.empty())
        link_made_(host, r.player,
                   host.voice().render(Message("online.link_text")
                                           .with("host", host_name_)
                                           .with("game", pages_[i]->game)
                                           .with("link", link_uri({own_jid_, r.player, s.secret}))));
      continue;
    }
    Payload p;
    p.kind = Kind::Invite;
    p.table = table_;
    p.seat = r.player;
    p.secret = s.secret;
    p.game = host.voice().render(pages_[i]->game);  // the game's name: the same in every language
    p.host = host_name_;
    const std::string body = host.voice().render(Message("online.invitation_text").with("host", host_name_).with("game", p.game));
    send_(s.invitee, body, to_json(p));
    std::cerr << "spoluhrac: online: " << game.names[i] << " invited at " << s.invitee << '\n';
    host.voice().say(Message("online.invited").with("player", game.names[i]).to_table());
  }
}

std::string OnlineHost::secret(int player) const {
  auto it = seats_.find(player);
  return it == seats_.end() ? std::string() : it->second.secret;
}

void OnlineHost::follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) {
  voice_ = &host.voice();
  pages_ = std::move(pages);
  if (game.id != game_id_) new_game(host, game);
  for (auto& [player, seat] : seats_) {
    const auto i = static_cast<std::size_t>(player);
    follow_thinking(player, seat, i < pages_.size() && pages_[i] ? &*pages_[i] : nullptr);
    if (i >= pages_.size() || !pages_[i]) continue;
    const SeatPage& page = *pages_[i];
    if (!seat.guest.empty() && !seat.away) send_view(player, page, false);
    if (!seat.away || !page.my_turn || !push_) continue;
    // A dropped seat's turn: the table waits; the host is asked once a drop whether a
    // computer takes the seat; a computer that took it plays each new page of its turn.
    if (!seat.stand_in && !seat.asked) {
      seat.asked = true;
      push_(InputItem::make_notice(kAskNotice, std::to_string(player)));
    } else if (seat.stand_in && !page.actions.empty()) {
      Payload p;
      p.kind = Kind::View;
      p.page = page;
      const std::string now = to_json(p);
      if (now != seat.stood_for) {
        seat.stood_for = now;
        push_(InputItem::make_notice(kStandInNotice, std::to_string(player)));
      }
    }
  }
}

void OnlineHost::follow_thinking(int player, Seat& seat, const SeatPage* page) {
  if (!arm_) return;
  // Only a guest who sits here now and is on turn: not a dropped seat (nor its stand-in), not
  // a local player's or a computer's seat (they are not held here).
  if (!page || !page->my_turn || seat.guest.empty() || seat.away) {
    if (!seat.thinking_on.empty()) {
      seat.thinking_on.clear();
      ++seat.thinking;
      arm_(player, {}, std::nullopt);
    }
    return;
  }
  // Every move (the guest's, or anyone's that changes what the seat sees) starts the time anew.
  Payload p;
  p.kind = Kind::View;
  p.page = *page;
  std::string now = to_json(p);
  if (now == seat.thinking_on) return;
  seat.thinking_on = std::move(now);
  seat.thought_said = false;
  ++seat.thinking;
  arm_(player, thinking_after_, InputItem::make_notice(kThinkingNotice, std::to_string(player) + "\n" + std::to_string(seat.thinking)));
}

void OnlineHost::say_thinking(Host& host, const std::string& arg) {
  const auto nl = arg.find('\n');
  int player = -1;
  std::uint64_t turn = 0;
  try {
    player = std::stoi(arg.substr(0, nl));
    turn = std::stoull(arg.substr(nl + 1));
  } catch (const std::exception&) {
    return;
  }
  Seat* s = seat_of(player);
  const auto i = static_cast<std::size_t>(player);
  // A notice of a turn that is over (a move, a drop, the game's end or another game) is stale.
  if (!s || s->thinking != turn || s->thinking_on.empty() || s->away || s->guest.empty() || i >= pages_.size() ||
      !pages_[i] || !pages_[i]->my_turn)
    return;
  // Not an action: nothing is journaled, nothing waits for it; said after what is being said.
  host.voice().say(Message(s->thought_said ? "online.thinking_again" : "online.thinking").with("player", name_of(player)).to_table());
  s->thought_said = true;
  if (arm_) arm_(player, thinking_again_, InputItem::make_notice(kThinkingNotice, arg));
}

void OnlineHost::disarm_all() {
  for (auto& [player, seat] : seats_)
    if (!seat.thinking_on.empty() && arm_) arm_(player, {}, std::nullopt);
}

void OnlineHost::send_view(int player, const SeatPage& page, bool force) {
  Seat* s = seat_of(player);
  if (!s || s->guest.empty()) return;
  Payload p;
  p.kind = Kind::View;
  p.table = table_;
  p.seat = player;
  p.page = page;
  const std::string same = to_json(p);  // version 0: the page alone
  if (!force && same == s->last_view) return;
  s->last_view = same;
  p.version = ++s->view_version;
  // The body, for an ordinary Jabber client: the turn in the host's language (a guest's
  // Spoluhráč renders the view's messages in its own).
  send_(s->guest, voice_ ? voice_->render_joined(page.turn) : std::string(), to_json(p));
}

void OnlineHost::send_say(int player, Seat& seat, Payload p) {
  p.seat = player;
  p.seq = ++seat.said;
  seat.recent.push_back(p);
  if (seat.recent.size() > kRecent) seat.recent.pop_front();
  if (!seat.guest.empty() && !seat.away) send_(seat.guest, "", to_json(p));
}

void OnlineHost::hear(const Message& m, const std::string& /*text*/) {
  if (game_id_ == 0 || m.audience.kind == Audience::Kind::Here || !message_id_shape(m.id)) return;
  Payload p;
  p.kind = Kind::Say;
  p.table = table_;
  p.message = m;
  if (m.audience.is_seat()) {
    // A sentence for one player: to that player's guest only.
    if (Seat* s = seat_of(m.audience.player)) send_say(m.audience.player, *s, std::move(p));
    return;
  }
  for (auto& [player, seat] : seats_) {
    // The table talk about a thinking guest goes to everyone but that guest.
    if ((m.id == "online.thinking" || m.id == "online.thinking_again") && is_thinking_about(m, name_of(player))) continue;
    send_say(player, seat, p);
  }
}

bool OnlineHost::on_notice(Host& host, const InputItem& item, SeatActs& acts) {
  if (item.notice.rfind("online:", 0) != 0) return false;
  Voice& voice = host.voice();
  if (item.notice == kConnectedNotice) {
    std::cerr << "spoluhrac: online as " << item.notice_arg << '\n';
    voice.say(Message("online.connected"));
    // Connected again (the server or the network was away): each seated guest gets the
    // sentences kept and its view again; it says only those it has not said.
    for (auto& [player, seat] : seats_) {
      const auto i = static_cast<std::size_t>(player);
      if (seat.guest.empty() || seat.away) continue;
      for (const auto& said : seat.recent) send_(seat.guest, "", to_json(said));
      if (i < pages_.size() && pages_[i]) send_view(player, *pages_[i], true);
    }
    return true;
  }
  if (item.notice == kFailedNotice) {
    std::cerr << "spoluhrac: online: cannot connect (" << item.notice_arg << ")\n";
    host.refuse(Message("online.failed"));
    return true;
  }
  if (item.notice == kLostNotice) {  // the host's own connection: said here, not sent to the guests
    voice.say(Message("online.lost"));
    return true;
  }
  if (item.notice == kPresenceNotice) {
    // A drop: the game looks whether it still waits for anyone present (Numberfloor's pause).
    if (on_presence(host, item.notice_arg)) acts.seats_changed();
    return true;
  }
  if (item.notice == kThinkingNotice) {
    say_thinking(host, item.notice_arg);
    return true;
  }
  if (item.notice == kAskNotice || item.notice == kStandInNotice) {
    int player = -1;
    try {
      player = std::stoi(item.notice_arg);
    } catch (const std::exception&) {
      return true;
    }
    const Seat* s = seat_of(player);
    const auto i = static_cast<std::size_t>(player);
    if (!s || !s->away || i >= pages_.size() || !pages_[i] || !pages_[i]->my_turn) return true;  // over meanwhile
    if (item.notice == kAskNotice) {
      ask(host, player);
    } else if (s->stand_in && !pages_[i]->actions.empty() && !acts.seat_stand_in(player)) {
      // The game's own computer player moves for the seat (SeatActs::seat_stand_in: at the
      // table's level, through the referee and the journal); a game without one: the first
      // action the seat's page offers.
      const auto b = pages_[i]->actions.front();
      acts.seat_act(player, b.act, b.value);
    }
    return true;
  }
  if (item.notice != kStanzaNotice) return true;
  const auto nl = item.notice_arg.find('\n');
  if (nl == std::string::npos) return true;
  const std::string from = item.notice_arg.substr(0, nl);
  auto parsed = parse_payload(std::string_view(item.notice_arg).substr(nl + 1));
  if (const auto* bad = std::get_if<Refused>(&parsed)) {
    ignore(bad->reason);
    return true;
  }
  const Payload& p = std::get<Payload>(parsed);
  Seat* s = seat_of(p.seat);
  // An invitation link shown (its secret, the link's table id): the seat is bound to the
  // first address that shows it (no one else after that), and that session is invited.
  if (s && p.table == kLinkTable && p.kind == Kind::Accept && p.secret == s->secret &&
      (s->invitee.empty() || s->invitee == bare_jid(from))) {
    const bool first = s->invitee.empty();
    s->invitee = bare_jid(from);
    const auto i = static_cast<std::size_t>(p.seat);
    std::cerr << "spoluhrac: online: " << name_of(p.seat) << "'s invitation link shown by " << s->invitee << '\n';
    if (first) {
      voice.say(Message("online.link_shown").with("player", name_of(p.seat)).with("jid", s->invitee).to_table());
      if (link_bound_) link_bound_(host, p.seat, s->invitee);
    }
    if (i < pages_.size() && pages_[i]) {
      Payload inv;
      inv.kind = Kind::Invite;
      inv.table = table_;
      inv.seat = p.seat;
      inv.secret = s->secret;
      inv.game = voice.render(pages_[i]->game);
      inv.host = host_name_;
      send_(from, voice.render(Message("online.invitation_text").with("host", host_name_).with("game", inv.game)), to_json(inv));
    }
    return true;
  }
  // Only the seat's own guest, with the seat's secret, at this table.
  if (!s || p.table != table_ || p.secret != s->secret || bare_jid(from) != s->invitee) {
    ignore("not this seat's guest");
    return true;
  }
  const auto i = static_cast<std::size_t>(p.seat);
  const std::string name = i < names_.size() ? names_[i] : std::string();
  switch (p.kind) {
    case Kind::Accept:
    case Kind::Rejoin: {
      const bool again = !s->guest.empty();
      s->guest = from;  // a rejoin moves the seat to the guest's new full JID
      s->acted = p.kind == Kind::Rejoin ? 0 : s->acted;  // a restarted guest counts its actions anew
      s->away = false;
      s->asked = false;
      s->stand_in = false;
      if (question_ == p.seat) question_.reset();
      // A rejoin: the sentences kept (the guest says those it has not said), then who sat
      // down, then the view (its "Jsi na tahu." comes last, after what led to it).
      if (p.kind == Kind::Rejoin)
        for (const auto& said : s->recent) send_(s->guest, "", to_json(said));
      std::cerr << "spoluhrac: online: " << name << (again ? " is back at " : " sits at ") << from << '\n';
      voice.say(Message(again ? "online.rejoined" : "online.joined").with("player", name).to_table());
      if (i < pages_.size() && pages_[i]) send_view(p.seat, *pages_[i], true);
      return true;
    }
    case Kind::Decline:
      voice.say(Message("online.declined").with("player", name).to_table());
      return true;
    case Kind::Act:
      if (from != s->guest) {
        ignore("an action from another address than the seat's guest");
        return true;
      }
      if (p.seq <= s->acted) {
        ignore("an old action again");
        return true;
      }
      s->acted = p.seq;
      acts.seat_act(p.seat, p.act, p.value);
      return true;
    default:
      ignore("a host's payload sent to the host");
      return true;
  }
}

}  // namespace sh::online
