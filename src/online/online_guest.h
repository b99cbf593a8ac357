// The guest's side of an online table: a Spoluhráč with --join, logged in to its own Jabber
// account, waits for an invitation, says it ("Eva tě zve ke hře Numeramis Quist. Enter:
// přijmout, tečka: odmítnout."), and once accepted plays its seat with its own keys, voice and
// language: every sentence the host sends is a message id with arguments, rendered here from
// this program's catalog; the seat's view (its own hand, its actions now) comes with each
// change, as messages too, rendered here when said. Keys: next/prev walk through the actions now, OK sends the one chosen, digits then
// OK lay that card, help reads the hand and the keys. Only payloads from the inviting host's
// full JID and the accepted table are read; the rest are ignored. GuestScreen is the screen
// the keys reach; the program shell gives it the online notices (xmpp_client.h).
// The seat taken is kept in a file only its owner reads (the host's full JID, the table, the
// seat, its secret, the last sentence said): a program restarted with --join, or a connection
// that returns, sends `rejoin` and a directed presence to the host, says the sentences it
// missed, where play stands and its own hand again.
// The table's sentences are said in the order the host numbered them (`seq`, one count a seat
// for the table's sentences and the seat's own): one that comes above a gap (a sentence lost in
// a dead connection, sent again when the host or this guest is back) waits, with the views
// after it, until the gap is filled; a gap not filled within kGapWait is given up (logged) and
// the sentences held are said in order, so no guest is silenced by a sentence lost for good.
// The first sentence a seat hears at a table is its start (a guest seated mid-game).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "online/online_host.h"
#include "online/online_link.h"
#include "play/screen.h"

namespace sh::online {

// The online:gap notice: the wait on a gap in the sentences may be over (OnlineGuest::set_timer).
inline constexpr const char* kGapNotice = "online:gap";

class OnlineGuest {
 public:
  using Clock = std::chrono::steady_clock;
  // How long sentences above a gap wait for it to be filled. A gap is filled by the host
  // sending the kept sentences again when its connection or the guest's is back: its
  // connection tries every 2 s and a login over TLS takes well under a second (docs/online.md,
  // "Measured": every guest logged in 2.6 s after the server was back), so a fill comes within
  // about 3 s of the sentence above it; 5 s leaves a loaded machine its margin, and a listener
  // loses only those seconds when a gap is lost for good (over 200 sentences missed).
  static constexpr std::chrono::milliseconds kGapWait{5000};
  enum class State { Waiting, Invited, Playing };
  // `lang`: the language this guest hears ("cs", "en"), told to the host.
  // `store`: the file keeping the seat taken ("" keeps none); `present`: sends the host a
  // directed presence (the host then hears when this program's session ends).
  OnlineGuest(SendPayload send, std::string lang, std::filesystem::path store = {},
              std::function<void(const std::string&)> present = {});

  // The online notices (online:*); false for any other.
  bool on_notice(Host& host, const InputItem& item);
  void on_key(Host& host, Key key);
  void enter(Host& host);
  void help(Host& host);

  State state() const { return state_; }
  const SeatPage& view() const { return view_; }
  int seat() const { return seat_; }
  int ignored() const { return ignored_; }
  std::uint64_t view_version() const { return view_version_; }
  // The inviting host's full JID and the table ("" before an invitation).
  const std::string& host_jid() const { return host_jid_; }
  const std::string& table() const { return table_; }
  // An invitation link given (--join LINK, online/online_link.h): once connected, the guest
  // asks the link's host for the seat, and takes the host's invitation for it at once.
  void expect_link(InvitationLink link) { link_ = std::move(link); }
  // Sends the action (as OK on a chosen action would); false when the view has none such.
  bool act(Host& host, PageAct act, int value);
  // The clock, and how the guest asks to be woken (an online:gap notice pushed at that time:
  // XmppClient::notice_at) when sentences wait on a gap. Without `wake_at` a gap given up is
  // said with the next payload or key after kGapWait.
  void set_timer(std::function<Clock::time_point()> now, std::function<void(Clock::time_point)> wake_at) {
    now_ = std::move(now);
    wake_at_ = std::move(wake_at);
  }
  // Sentences held above a gap now.
  std::size_t held() const { return held_.size(); }

 private:
  void on_payload(Host& host, const std::string& from, const Payload& p);
  void take_view(Host& host, const Payload& p);
  // Says the sentences held that follow the last one said, then a view held behind them; a
  // gap left open starts its wait.
  void say_in_order(Host& host);
  // The gap's wait over: given up, the held sentences said in order.
  void give_up_gap(Host& host);
  void take_held_view(Host& host);
  void say_sentence(Host& host, Message m);
  void restart_count();  // a new table, or a new seat: sentences and views counted anew
  void say_action(Host& host);
  std::string hand_text(const Voice& voice) const;
  void send(const Payload& p) { send_(host_jid_, "", to_json(p)); }
  void rejoin(Host& host);
  void save() const;
  void forget() const;

  SendPayload send_;
  std::string lang_;
  std::filesystem::path store_;
  std::function<void(const std::string&)> present_;
  bool stored_ = false;     // a seat taken before this program started, to rejoin when connected
  bool rejoining_ = false;  // the next view is said as where play stands, with the hand
  bool connected_ = false;  // the account's server answered (its connected notice came)
  State state_ = State::Waiting;
  std::string host_jid_;  // the inviting host's full JID
  std::string table_, secret_, host_name_, game_;
  int seat_ = -1;
  SeatPage view_;
  std::uint64_t view_version_ = 0;
  std::uint64_t said_ = 0;   // every sentence up to this seq was said (a replay is not said twice)
  std::map<std::uint64_t, Message> held_;  // sentences above a gap, said when it is filled
  std::optional<Payload> held_view_;       // the newest view that came after them
  std::optional<Clock::time_point> gap_since_;  // when the open gap's wait started
  std::function<Clock::time_point()> now_ = [] { return Clock::now(); };
  std::function<void(Clock::time_point)> wake_at_;
  std::uint64_t acted_ = 0;  // the last action's seq sent
  std::size_t chosen_ = 0;
  int typed_ = -1;
  int ignored_ = 0;
  std::optional<InvitationLink> link_;  // the invitation link to ask the seat with
};

class GuestScreen final : public Screen {
 public:
  explicit GuestScreen(std::shared_ptr<OnlineGuest> guest) : guest_(std::move(guest)) {}
  void enter(Host& host) override { guest_->enter(host); }
  void on_key(Host& host, Key key) override { guest_->on_key(host, key); }
  void help(Host& host) override { guest_->help(host); }

 private:
  std::shared_ptr<OnlineGuest> guest_;
};

}  // namespace sh::online
