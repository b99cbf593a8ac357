// The host's side of an online table: the seats held by guests on their own Spoluhráč over
// XMPP, as one more SeatService (play/seat_service.h). At a new game every seat given to a
// guest (--invite 2=petr@example.org) gets a fresh secret and an invitation to the guest's
// address; the guest's accept, with that secret from that address, binds the seat to the
// guest's full JID. From then on the seat's view and the sentences its player may hear go to
// that full JID only (never to a group chat), and the seat's actions come back through the
// key queue and are played by the shell like that player's keys. A payload from any other
// address, with another secret or table, or an old action again, is ignored (and counted).
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "online/online_protocol.h"
#include "play/screen.h"
#include "play/seat_service.h"

namespace sh::online {

// Sends one payload to a full or bare JID: (to, body for ordinary clients, payload).
using SendPayload = std::function<void(const std::string&, const std::string&, const std::string&)>;

// "petr@example.org/res" -> "petr@example.org" (lower-cased, as XMPP compares them).
std::string bare_jid(const std::string& jid);

class OnlineHost final : public SeatService {
 public:
  struct Invitee {
    int player = -1;  // the player's index
    std::string jid;  // where the invitation goes (bare JID)
  };
  // `host_name`: the name the invitations give (the host's).
  OnlineHost(SendPayload send, std::string host_name, std::vector<Invitee> invitees);

  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) override;
  bool holds(int player) const override;
  void hear(const Message& m, const std::string& text) override;
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts) override;
  std::unique_ptr<Screen> screen() override { return nullptr; }
  JoinPanelRef join_picture() const override { return nullptr; }

  // The guest's full JID holding a seat ("" while none accepted).
  std::string guest(int player) const;
  // Payloads ignored so far (another sender, secret or table, a replay, unreadable).
  int ignored() const { return ignored_; }

 private:
  struct Seat {
    std::string invitee;  // bare JID
    std::string secret;
    std::string guest;    // full JID once accepted
    std::uint64_t view_version = 0;
    std::string last_view;  // the last view sent (its JSON with version 0)
    std::uint64_t said = 0;
    std::uint64_t acted = 0;  // the last act seq played
    std::deque<Payload> recent;  // the last sentences, for a rejoin
  };
  void new_game(Host& host, const SeatGame& game);
  void send_view(int player, const SeatPage& page, bool force);
  void send_say(int player, Seat& seat, Payload p);
  Seat* seat_of(int player);
  void ignore(const std::string& why);

  SendPayload send_;
  std::string host_name_;
  std::vector<Invitee> invitees_;
  std::uint64_t game_id_ = 0;
  std::string table_;
  std::map<int, Seat> seats_;
  std::vector<std::optional<SeatPage>> pages_;
  std::vector<std::string> names_;
  int ignored_ = 0;
};

}  // namespace sh::online
