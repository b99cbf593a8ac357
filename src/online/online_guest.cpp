#include "online/online_guest.h"

#include <sys/stat.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <variant>

#include "online/xmpp_client.h"
#include "play/host.h"
#include "play/voice.h"

namespace sh::online {

namespace {

// Sentences held above a gap at most; one more and the gap is given up at once (a burst of a
// whole game's kept sentences is 200).
constexpr std::size_t kHeldMost = 256;

// An action named in the guest's own language as the page's button says it (its label
// message: "Vyložit: poschodí 5.", "Líznout dvě karty.", "Pas.", "Ať Jana hraje dál."); a
// button without a label by what it does.
Message action_message(const SeatPage::Button& b) {
  if (!b.label.id.empty())
    return Message("online.act.chosen").with("label", b.label);
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

OnlineGuest::OnlineGuest(SendPayload send, std::string lang, std::filesystem::path store,
                         std::function<void(const std::string&)> present)
    : send_(std::move(send)), lang_(std::move(lang)), store_(std::move(store)), present_(std::move(present)) {
  if (store_.empty()) return;
  std::ifstream in(store_);
  if (!in) return;
  std::stringstream text;
  text << in.rdbuf();
  if (text.str().size() > 4096) return;
  // A damaged or foreign file is no seat: the program waits for an invitation.
  const auto j = nlohmann::json::parse(text.str(), nullptr, false);
  if (!j.is_object()) return;
  try {
    host_jid_ = j.at("host_jid").get<std::string>();
    table_ = j.at("table").get<std::string>();
    seat_ = j.at("seat").get<int>();
    secret_ = j.at("secret").get<std::string>();
    host_name_ = j.at("host").get<std::string>();
    game_ = j.at("game").get<std::string>();
    said_ = j.at("said").get<std::uint64_t>();
  } catch (const nlohmann::json::exception&) {
    return;
  }
  if (!table_id_shape(table_) || !secret_shape(secret_) || seat_ < 0 || seat_ > 7 || host_jid_.find('/') == std::string::npos) {
    said_ = 0;
    return;
  }
  stored_ = true;
}

std::string OnlineGuest::hand_text(const Voice& voice) const {
  // Rendered here, in this guest's language, from the view's messages.
  std::string hand;
  for (const auto& line : view_.hand) {
    const std::string text = voice.render_joined(line);
    if (!text.empty()) hand += (hand.empty() ? "" : ", ") + text;
  }
  return hand;
}

void OnlineGuest::save() const {
  if (store_.empty()) return;
  const nlohmann::json j = {{"host_jid", host_jid_}, {"table", table_}, {"seat", seat_}, {"secret", secret_},
                            {"host", host_name_},    {"game", game_},   {"said", said_}};
  std::error_code ec;
  std::filesystem::create_directories(store_.parent_path(), ec);
  const auto tmp = std::filesystem::path(store_.string() + ".tmp");
  {
    std::ofstream out(tmp, std::ios::trunc);
    if (!out) return;
    std::filesystem::permissions(tmp, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write, ec);
    out << j.dump() << '\n';
    if (!out) return;
  }
  std::filesystem::rename(tmp, store_, ec);
  if (ec) std::cerr << "spoluhrac: online: the seat taken cannot be kept (" << ec.message() << ")\n";
}

void OnlineGuest::forget() const {
  std::error_code ec;
  if (!store_.empty()) std::filesystem::remove(store_, ec);
}

void OnlineGuest::rejoin(Host& host) {
  Payload p;
  p.kind = Kind::Rejoin;
  p.table = table_;
  p.seat = seat_;
  p.secret = secret_;
  p.lang = lang_;
  send(p);
  if (present_) present_(host_jid_);
  state_ = State::Playing;
  const bool said = stored_;  // a restarted program said it when it started
  stored_ = false;
  rejoining_ = true;
  std::cerr << "spoluhrac: online: back to the table of " << host_jid_ << '\n';
  if (!said) host.voice().say(Message("online.rejoining").with("host", host_name_));
}

void OnlineGuest::restart_count() {
  said_ = 0;
  held_.clear();
  held_view_.reset();
  gap_since_.reset();
  view_version_ = 0;
  acted_ = 0;
}

bool OnlineGuest::on_notice(Host& host, const InputItem& item) {
  if (item.notice.rfind("online:", 0) != 0) return false;
  Voice& voice = host.voice();
  if (gap_since_ && now_() >= *gap_since_ + kGapWait) give_up_gap(host);
  if (item.notice == kGapNotice) return true;
  if (item.notice == kConnectedNotice) {
    std::cerr << "spoluhrac: online as " << item.notice_arg << '\n';
    connected_ = true;
    // A seat taken before (this program restarted, or its connection returned): back to it.
    if (stored_ || state_ == State::Playing) {
      rejoin(host);
    } else if (link_) {  // an invitation link: the seat asked for with its secret
      Payload a;
      a.kind = Kind::Accept;
      a.table = kLinkTable;
      a.seat = link_->seat;
      a.secret = link_->secret;
      a.lang = lang_;
      send_(link_->host, "", to_json(a));
      voice.say(Message("online.link_asking").with("host", link_->host));
    } else {
      voice.say(Message("online.waiting"));
    }
    return true;
  }
  if (item.notice == kFailedNotice) {
    std::cerr << "spoluhrac: online: cannot connect (" << item.notice_arg << ")\n";
    host.refuse(Message("online.failed"));
    return true;
  }
  if (item.notice == kLostNotice) {
    connected_ = false;
    voice.say(Message("online.lost"));
    return true;
  }
  if (item.notice != kStanzaNotice) return true;  // presence: not read by a guest
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
    if (state_ == State::Playing && bare_jid(from) != bare_jid(host_jid_)) {  // one table at a time
      ++ignored_;
      return;
    }
    if (state_ == State::Playing && p.seat == seat_ && p.game == game_ && p.host == host_name_) {
      // The same host's account inviting this seat of this game again: the host's program was
      // restarted and resumed its game from its journal. Back to the seat without a question.
      host_jid_ = from;
      table_ = p.table;
      secret_ = p.secret;
      Payload a;
      a.kind = Kind::Accept;
      a.table = table_;
      a.seat = seat_;
      a.secret = secret_;
      a.lang = lang_;
      send(a);
      if (present_) present_(host_jid_);
      restart_count();
      rejoining_ = true;
      save();
      std::cerr << "spoluhrac: online: invited again to the same seat by " << from << '\n';
      voice.say(Message("online.reinvited").with("host", host_name_).with("game", game_));
      return;
    }
    state_ = State::Invited;
    host_jid_ = from;
    table_ = p.table;
    seat_ = p.seat;
    secret_ = p.secret;
    host_name_ = p.host;
    game_ = p.game;
    if (link_ && bare_jid(from) == link_->host && p.seat == link_->seat && p.secret == link_->secret) {
      link_.reset();  // the seat the link asked for: taken at once, as Enter would
      on_key(host, Key::Ok);
      return;
    }
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
    // The first sentence this seat hears at this table is where it starts (a guest seated
    // mid-game: the host kept the seat's earlier sentences, not sent).
    if (said_ == 0 && held_.empty()) said_ = p.seq - 1;
    // Said already? (A rejoin or a reconnect sends the kept sentences again.) One above a gap (a
    // sentence sent before a drop, come before the older ones sent again) waits for the gap.
    if (p.seq <= said_ || held_.count(p.seq)) return;
    held_.emplace(p.seq, p.message);
    if (held_.size() > kHeldMost) {
      give_up_gap(host);
      return;
    }
    say_in_order(host);
    return;
  }
  if (p.kind == Kind::View) {
    if (p.version <= view_version_ || (held_view_ && p.version <= held_view_->version)) return;
    if (!held_.empty()) {  // after the sentences held: said when they are
      held_view_ = p;
      return;
    }
    take_view(host, p);
    return;
  }
  ++ignored_;  // a guest's payload sent to a guest
}

void OnlineGuest::say_sentence(Host& host, Message m) {
  m.audience = Audience::here();  // this program is the guest's own: only the guest listens
  if (host.voice().language().has(m.id)) host.voice().say(m);
  else host.voice().say(Message("online.unknown_sentence"));
}

void OnlineGuest::say_in_order(Host& host) {
  const std::uint64_t before = said_;
  while (!held_.empty() && held_.begin()->first == said_ + 1) {
    Message m = std::move(held_.begin()->second);
    held_.erase(held_.begin());
    ++said_;
    say_sentence(host, std::move(m));
  }
  if (said_ != before) save();
  if (!held_.empty()) {
    if (!gap_since_) {
      gap_since_ = now_();
      std::cerr << "spoluhrac: online: sentence " << said_ + 1 << " has not come; " << held_.size()
                << " after it wait for it\n";
      if (wake_at_) wake_at_(*gap_since_ + kGapWait);
    }
    return;
  }
  gap_since_.reset();
  take_held_view(host);
}

void OnlineGuest::give_up_gap(Host& host) {
  gap_since_.reset();
  if (!held_.empty()) {
    // Every gap among the held is given up: the held sentences are said one after another, and
    // one of the gaps coming later is not said (it would be older than what was said).
    std::cerr << "spoluhrac: online: sentences " << said_ + 1 << ".." << held_.rbegin()->first << " did not all come within "
              << kGapWait.count() << " ms; the " << held_.size() << " that did are said in order\n";
    for (auto& [seq, m] : held_) {
      said_ = seq;
      say_sentence(host, std::move(m));
    }
    held_.clear();
    save();
  }
  take_held_view(host);
}

void OnlineGuest::take_held_view(Host& host) {
  if (!held_view_) return;
  const Payload view = std::move(*held_view_);
  held_view_.reset();
  take_view(host, view);
}

void OnlineGuest::take_view(Host& host, const Payload& p) {
  Voice& voice = host.voice();
  view_version_ = p.version;
  // (back at the table: the turn is said again, the last view before the drop may have had it)
  const bool turn_now = p.page.my_turn && (!view_.my_turn || rejoining_);
  view_ = p.page;
  if (chosen_ >= view_.actions.size()) chosen_ = 0;
  if (rejoining_) {  // back at the table: where play stands, and the own hand again
    rejoining_ = false;
    voice.say(Message("online.back").with("turn", voice.render_joined(view_.turn)));
    const std::string hand = hand_text(voice);
    if (!hand.empty()) voice.say(Message("online.hand").with("cards", hand));
  }
  if (turn_now) {
    chosen_ = 0;
    typed_ = -1;
    voice.cue("your_turn");
    voice.say(Message("online.your_turn"));
  }
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
      // Played: the turn is over here until a view says it is this seat's again (the host's
      // next view may already be the next turn of this seat: the computers answer at once).
      view_.my_turn = false;
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
  if (gap_since_ && now_() >= *gap_since_ + kGapWait) give_up_gap(host);
  if (state_ == State::Waiting) {
    if (stored_) voice.say(Message("online.rejoining").with("host", host_name_));
    else voice.say(Message(connected_ ? "online.waiting" : "online.connecting"));
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
      if (present_) present_(host_jid_);
      state_ = State::Playing;
      restart_count();
      save();
      voice.say(Message("online.accepted").with("host", host_name_));
    } else if (key == Key::Back) {
      p.kind = Kind::Decline;
      send(p);
      forget();
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
  else if (stored_) host.voice().say(Message("online.rejoining").with("host", host_name_));
  // Before the account's server answers, "Připojeno" would not be true yet: the connected
  // notice says "Připojeno. Čekám na pozvání ke hře." once it is.
  else if (state_ == State::Waiting) host.voice().say(Message(connected_ ? "online.waiting" : "online.connecting"));
  else help(host);
}

void OnlineGuest::help(Host& host) {
  if (state_ != State::Playing) {
    enter(host);
    return;
  }
  host.voice().say(Message("online.hand").with("cards", hand_text(host.voice())));
  host.voice().say(Message("online.keys"));
}

}  // namespace sh::online
