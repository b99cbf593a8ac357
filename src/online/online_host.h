// The host's side of an online table: the seats held by guests on their own Spoluhráč over
// XMPP, as one more SeatService (play/seat_service.h). At a new game every seat given to a
// guest (--invite 2=petr@example.org) gets a fresh secret and an invitation to the guest's
// address; the guest's accept, with that secret from that address, binds the seat to the
// guest's full JID. From then on the seat's view and the sentences its player may hear go to
// that full JID only (never to a group chat), and the seat's actions come back through the
// key queue and are played by the shell like that player's keys. A payload from any other
// address, with another secret or table, or an old action again, is ignored (and counted).
// Drops: the guest's directed presence ending (its session gone: killed, network lost) keeps
// the seat held and says so once; on that seat's turn the table waits and the host is asked
// whether a computer should take the seat (Enter hands it over, Del waits on). A
// `rejoin` with the seat's secret from the invitee's bare JID moves the seat to the guest's
// new full JID and sends the view and the sentences it missed.
// Table talk: a guest's turn that has lasted kThinkingAfter without a move is said once at the
// table and to the other guests ("Petr ještě přemýšlí."), then every kThinkingAgain while it
// lasts (never to the thinking guest; a move, a drop, the game's end or leaving it cancels it).
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "online/online_protocol.h"
#include "play/screen.h"
#include "play/seat_service.h"

namespace sh {
class Voice;
}

namespace sh::online {

// Sends one payload to a full or bare JID: (to, body for ordinary clients, payload).
using SendPayload = std::function<void(const std::string&, const std::string&, const std::string&)>;
// Puts an item on the key queue (the host's own notices: a question to ask, a stand-in's turn).
using PushItem = std::function<void(InputItem)>;

inline constexpr const char* kAskNotice = "online:ask";          // arg: the player
inline constexpr const char* kStandInNotice = "online:stand_in";  // arg: the player
inline constexpr const char* kThinkingNotice = "online:thinking";  // arg: "player\nturn"

// The is-thinking notice (docs/online.md "Table talk"). At a table the family hears a local
// player's keys and the program's answers; a remote player's turn is silent at the table. A
// turn at the keypad (walking a hand of 6 to 10 cards by their spoken names, asking for the
// piles, deciding) takes 5 to 20 s, and the line adds milliseconds, so before 20 s a notice
// would come in ordinary turns and become noise; after 20 s of silence people start to ask
// whether the game hangs. Then every 60 s: enough to say the table still waits on her, rare
// enough not to hurry a grandmother who thinks long (and a drop is noticed within 35 s anyway:
// "Keepalive and timeouts").
inline constexpr std::chrono::milliseconds kThinkingAfter{20'000};
inline constexpr std::chrono::milliseconds kThinkingAgain{60'000};
// Arms a delayed notice on the key queue: (player, delay, item), nullopt disarms that player's
// (online/notice_timer.h does it with a thread; tests record it and deliver it themselves).
using ArmNotice = std::function<void(int, std::chrono::milliseconds, std::optional<InputItem>)>;

// "petr@example.org/res" -> "petr@example.org" (lower-cased, as XMPP compares them).
std::string bare_jid(const std::string& jid);

class OnlineHost final : public SeatService {
 public:
  struct Invitee {
    int player = -1;  // the player's index
    std::string jid;  // where the invitation goes (bare JID)
  };
  // The seats come with each game (SeatGame::remote, kept in its journal with their secrets);
  // `invitees` are for a game that brings none (fresh secrets each game).
  // `host_name`: the name the invitations give (the host's).
  // `push`: the key queue, for the host's own notices (none: nothing is asked on a drop).
  OnlineHost(SendPayload send, std::string host_name, std::vector<Invitee> invitees, PushItem push = {});

  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) override;
  bool holds(int player) const override;
  bool absent(int player) const override { return holds(player) && away(player); }
  bool stood_in(int player) const override { return holds(player) && stand_in(player); }
  void hear(const Message& m, const std::string& text) override;
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts) override;
  std::unique_ptr<Screen> screen() override { return nullptr; }
  JoinPanelRef join_picture() const override { return nullptr; }

  // Invitation links (online/online_link.h): a seat without an address gets a link at the
  // game's start, given to `made` with the player as the line to pass on ("Eva tě zve ke hře
  // Numeramis Quist ve Spoluhráči: xmpp:…"; the shell writes it where the host can get at it); the first address that shows its secret gets the seat, and `bound` is told (the
  // shell keeps it in the game's journal); anyone else after that is ignored. `own_jid`: the
  // host's account, which the link names.
  using LinkEvent = std::function<void(Host&, int, const std::string&)>;
  void on_links(std::string own_jid, LinkEvent made, LinkEvent bound) {
    own_jid_ = bare_jid(own_jid);
    link_made_ = std::move(made);
    link_bound_ = std::move(bound);
  }
  // The table talk's timer (none: no is-thinking notices), and its two times (tests of the whole
  // program shorten them: thinking_times_from_environment).
  void on_timer(ArmNotice arm, std::chrono::milliseconds after = kThinkingAfter,
                std::chrono::milliseconds again = kThinkingAgain) {
    arm_ = std::move(arm);
    thinking_after_ = after;
    thinking_again_ = again;
  }
  // The seat's secret at this game ("" : not held online).
  std::string secret(int player) const;
  // The guest's full JID holding a seat ("" while none accepted).
  std::string guest(int player) const;
  // Payloads ignored so far (another sender, secret or table, a replay, unreadable).
  int ignored() const { return ignored_; }
  // Whether the seat's guest dropped and has not come back.
  bool away(int player) const;
  // Whether a computer plays the seat until its guest comes back.
  bool stand_in(int player) const;
  // The keypad's refusal for a seat held here, in this service's words: the game says the
  // player plays on a phone (phones.plays_on_phone); this says over the internet, or that the
  // connection dropped (and the question whether a computer takes the seat is asked again).
  // nullopt for any other refusal or seat.
  std::optional<Message> reword(const Message& reason) const;
  // The question on a dropped seat's turn, said at the host (the online:ask notice): the
  // host's next Enter hands the seat to a computer, Del waits on (take_key, given the keys
  // before the game's screen); the game's other keys go on meanwhile.
  void ask(Host& host, int player);
  bool take_key(Host& host, Key key);
  bool asking() const { return question_.has_value(); }
  // The host's answer to that question.
  void answer(Host& host, int player, bool hand_over);

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
    bool away = false;      // the guest's session ended; the seat waits for its rejoin
    bool asked = false;     // the host was asked about this drop
    bool stand_in = false;  // a computer plays the seat until the guest comes back
    std::string stood_for;  // the page a stand-in's action was asked for last
    std::string thinking_on;      // the page of the guest's turn the is-thinking timer runs for
    std::uint64_t thinking = 0;   // that turn's number (a notice of another turn is stale)
    bool thought_said = false;    // the notice was said once this turn (then "pořád")
  };
  void new_game(Host& host, const SeatGame& game);
  void send_view(int player, const SeatPage& page, bool force);
  void send_say(int player, Seat& seat, Payload p);
  Seat* seat_of(int player);
  void ignore(const std::string& why);
  bool on_presence(Host& host, const std::string& arg);  // true: a guest dropped
  std::string name_of(int player) const;
  // The table talk: (re)arms or cancels the seat's is-thinking notice after a follow.
  void follow_thinking(int player, Seat& seat, const SeatPage* page);
  void say_thinking(Host& host, const std::string& arg);
  void disarm_all();

  SendPayload send_;
  std::string host_name_;
  std::vector<Invitee> invitees_;
  PushItem push_;
  std::uint64_t game_id_ = 0;
  std::string table_;
  std::map<int, Seat> seats_;
  std::optional<int> question_;  // the dropped seat asked about now
  std::vector<std::optional<SeatPage>> pages_;
  const Voice* voice_ = nullptr;  // the host's (the views' bodies for ordinary clients)
  std::vector<std::string> names_;
  int ignored_ = 0;
  std::string own_jid_;
  LinkEvent link_made_, link_bound_;
  ArmNotice arm_;
  std::chrono::milliseconds thinking_after_ = kThinkingAfter, thinking_again_ = kThinkingAgain;
};

// The is-thinking times (after, again): SPOLUHRAC_ONLINE_THINKING="AFTER_MS,AGAIN_MS" from the
// environment when it is there (the suite's prosody test uses 300,600), else 20 s and 60 s.
std::pair<std::chrono::milliseconds, std::chrono::milliseconds> thinking_times_from_environment();

}  // namespace sh::online
