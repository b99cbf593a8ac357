// What the game thread and the phone server share, behind one mutex: the seats' tokens
// (only seats on phones have one), which device holds which seat and which wait for it, the
// last snapshot of every seat's view with a version per seat (published by the game thread
// after each input item, read by the server), the last spoken sentences, and
// the way into the game: actions become input items on the same queue as the keypad's, so
// the game stays single-threaded. The server never touches game state.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "input/key_source.h"
#include "phones/phone_message.h"
#include "phones/seat_tokens.h"

namespace sh::phones {

// Notices the hub pushes for the game thread (arg: "<player>" or "<player> <act> <value>");
// "phones:" marks them as the phones' own, not message ids.
inline constexpr const char* kNoticePrefix = "phones:";
inline constexpr const char* kActNotice = "phones:act";
inline constexpr const char* kJoinedNotice = "phones:joined";
inline constexpr const char* kLeftNotice = "phones:left";
inline constexpr const char* kBackNotice = "phones:back";
inline constexpr const char* kTakeoverNotice = "phones:takeover";

// Every seat's view at one moment (JSON text per player; none while no game runs).
struct Snapshot {
  std::uint64_t version = 0;
  std::uint64_t game = 0;  // grows with every new game (new tokens)
  std::string lang = "cs";
  std::vector<std::string> views;
  // Per player: the version of that seat's view. It changes only when that seat's view
  // changes (or after the seat acted, so the page gets a view to choose from again); an
  // action names the version it was chosen from, and one chosen on an older view is stale.
  std::vector<std::uint64_t> seat_versions;
};

// Joined: the seat is this device's now; Rejoined: it was already (a reload, a second
// stream); Waiting: another device holds it and the host is asked (once, however many
// wait); Taken: no seat for this device (no such seat, or too many devices wait already).
enum class JoinResult { Joined, Rejoined, Taken, Waiting };
// Where a device stands with a seat: it holds it, waits for it, the host said no to it,
// or it is out (the seat went to another device, or was never its).
enum class SeatState { Holds, Waits, Refused, Out };
enum class ActResult { Accepted, NotHolder, Replayed, Limited, Stale };

class PhoneHub {
 public:
  // `push` puts an input item on the key queue (any thread).
  explicit PhoneHub(std::function<void(InputItem)> push) : push_(std::move(push)) {}

  // --- the game thread ---
  // A new game with coded.size() players: a token only for the players whose entry is true
  // (their seats are on phones); every old token and device is let go. new_game({}): no game.
  void new_game(std::vector<bool> coded);
  // The current view of every seat (the versions are set here); wakes the server when a
  // seat's view changed.
  void publish(std::string lang, std::vector<std::string> views);
  // Per player: the token, or "" for a player without a code.
  std::vector<std::string> tokens() const;
  // A token for a player who had none (the host handed a keypad seat to a phone).
  void give_code(int player);
  // The player's token is removed and its device let go (the seat goes back to the keypad).
  void drop_code(int player);
  // Whether a device holds the player's seat now (connected, or away only briefly).
  bool joined(int player) const;
  // Whether the player's device is at the table now: joined and not announced as left (the
  // window then draws no QR code for the seat).
  bool connected(int player) const;
  // Whether a take-over question about the player's seat waits for the host's answer.
  bool asking(int player) const;
  // The host confirms: the first device that asked takes the seat; the others that waited
  // with it are out (their pages are told).
  bool confirm_takeover(int player);
  // The host keeps the first device: every waiting one is told so (its stream ends); asking
  // again (a reload) asks the host again.
  bool refuse_takeover(int player);
  // The host lets the player's device go: a new token, the old page sees nothing more (a
  // player without a code keeps having none).
  void revoke(int player);
  // A sentence as the loudspeaker says it (kept: the last few, for the pages).
  void said(std::string_view text);
  // While false, sentences are not kept: the seats' codes are said aloud, never sent to a
  // page (one seat's page must not learn another seat's code).
  void keep_said(bool keep);
  struct Said {
    std::uint64_t id;
    std::string text;
  };
  std::vector<Said> last_said() const;

  // --- the server's thread ---
  std::optional<int> player_of(std::string_view token) const;
  std::uint64_t game() const;
  // A stream of `device` opens on the player's seat (called once per stream; leave() when
  // it ends). A second device waits: the host is asked once per pending question.
  JoinResult join(int player, const std::string& device);
  // A stream of the device ended (the page closed, slept or lost the network).
  void leave(int player, const std::string& device);
  bool holds(int player, const std::string& device) const;
  SeatState seat_state(int player, const std::string& device) const;
  // An action from the player's page: checked (holder, replay, the view it was chosen
  // from, rate) and queued.
  ActResult act(int player, const PhoneAction& action);
  // The snapshot newer than `version`, or the current one after `timeout` (or on stop).
  std::shared_ptr<const Snapshot> wait_newer(std::uint64_t version, std::chrono::milliseconds timeout);
  std::shared_ptr<const Snapshot> snapshot() const;
  // Called (on the thread that changed it, with the hub locked: it must only hand the news
  // on, e.g. post to an event loop) whenever a view, a seat's device or a token changed.
  // nullptr: nobody listens. Once set_listener returns, the old listener is not called.
  void set_listener(std::function<void()> listener);
  // Announces devices gone for longer than `grace` (called by the server's ticker).
  void tick(std::chrono::steady_clock::time_point now, std::chrono::milliseconds grace);
  // Requests of one address: true while it stays within `per_window` in `window`.
  bool allow(const std::string& address, std::chrono::steady_clock::time_point now, int per_window,
             std::chrono::milliseconds window);
  void stop();
  bool stopped() const;
  // Serving again after stop() (phones turned on again in the settings): no game, no seat.
  void restart();

  // How many devices may wait for one seat (more are told the seat is taken).
  static constexpr std::size_t kMaxWaiting = 8;

 private:
  struct Waiter {
    std::string id;
    int streams = 0;
  };
  struct Device {
    std::string id;
    int streams = 0;
    std::uint64_t last_seq = 0;
    std::chrono::steady_clock::time_point gone_since{};
    bool announced_gone = false;
    // Other devices asking for the seat, in the order they came; the host's question is
    // pending while any waits (asked once, when the first came).
    std::vector<Waiter> waiting;
    std::vector<std::string> refused;  // the devices the host last said no to
    std::uint64_t acted_view = 0;       // the view version the last accepted action named
    bool acted = false;                 // an action was accepted since the last publish
    std::deque<std::chrono::steady_clock::time_point> recent_acts;
  };
  void notice(const char* id, int player, std::string more = {});
  void changed();  // with mutex_ held
  bool valid(int player) const { return player >= 0 && static_cast<std::size_t>(player) < devices_.size(); }

  std::function<void(InputItem)> push_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::function<void()> listener_;
  SeatTokens tokens_;
  std::vector<Device> devices_;  // by player
  std::shared_ptr<const Snapshot> snapshot_ = std::make_shared<Snapshot>();
  std::uint64_t version_ = 0;
  std::uint64_t game_ = 0;
  std::deque<Said> said_;
  std::uint64_t said_id_ = 0;
  bool keep_said_ = true;
  std::map<std::string, std::deque<std::chrono::steady_clock::time_point>> requests_;
  bool stopped_ = false;
};

}  // namespace sh::phones
