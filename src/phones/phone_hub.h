// What the game thread and the phone server share, behind one mutex: the seats' tokens,
// which device holds which seat, the last snapshot of every seat's view (published by the
// game thread after each input item, read by the server), the last spoken sentences, and
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
};

enum class JoinResult { Joined, Rejoined, Taken, Waiting };
enum class ActResult { Accepted, NotHolder, Replayed, Limited };

class PhoneHub {
 public:
  // `push` puts an input item on the key queue (any thread).
  explicit PhoneHub(std::function<void(InputItem)> push) : push_(std::move(push)) {}

  // --- the game thread ---
  // A new game with coded.size() players: a token only for those whose entry is true (the
  // seats chosen to be held on a phone); every device and old token is let go. {}: no game.
  void new_game(std::vector<bool> coded);
  // The current view of every seat (the version is set here); wakes every waiting stream.
  void publish(std::string lang, std::vector<std::string> views);
  // By player; "" for a player without a code.
  std::vector<std::string> tokens() const;
  // A new token for a player who had none (the host hands a keypad seat to a phone).
  void give_code(int player);
  // The player's token removed and its device let go (the seat goes back to the keypad).
  void drop_code(int player);
  // Whether a device holds the player's seat now (connected, or away only briefly).
  bool joined(int player) const;
  // Whether the player's device is at the table now: joined and not announced as left (the
  // window then draws no QR code for the seat).
  bool connected(int player) const;
  // The host confirms the waiting second device of the player: it takes the seat.
  bool confirm_takeover(int player);
  // The host keeps the first device: the waiting one is told so (its stream ends); asking
  // again (a reload) asks the host again.
  bool refuse_takeover(int player);
  // The host lets the player's device go: a new token, the old page sees nothing more.
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

  // --- the server's threads ---
  std::optional<int> player_of(std::string_view token) const;
  std::uint64_t game() const;
  JoinResult join(int player, const std::string& device);
  // A stream of the device ended (the page closed, slept or lost the network).
  void leave(int player, const std::string& device);
  bool holds(int player, const std::string& device) const;
  // An action from the player's page: checked (holder, replay, rate) and queued.
  ActResult act(int player, const PhoneAction& action);
  // The snapshot newer than `version`, or the current one after `timeout` (or on stop).
  std::shared_ptr<const Snapshot> wait_newer(std::uint64_t version, std::chrono::milliseconds timeout);
  std::shared_ptr<const Snapshot> snapshot() const;
  // Announces devices gone for longer than `grace` (called by the server's ticker).
  void tick(std::chrono::steady_clock::time_point now, std::chrono::milliseconds grace);
  // Requests of one address: true while it stays within `per_window` in `window`.
  bool allow(const std::string& address, std::chrono::steady_clock::time_point now, int per_window,
             std::chrono::milliseconds window);
  void stop();
  bool stopped() const;
  // Serving again after stop() (phones turned on again in the settings): no game, no seat.
  void restart();

 private:
  struct Device {
    std::string id;
    int streams = 0;
    std::uint64_t last_seq = 0;
    std::chrono::steady_clock::time_point gone_since{};
    bool announced_gone = false;
    std::string waiting;  // a second device asking for the seat
    std::string refused;  // the second device the host said no to (told once)
    std::deque<std::chrono::steady_clock::time_point> recent_acts;
  };
  void notice(const char* id, int player, std::string more = {});

  std::function<void(InputItem)> push_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  SeatTokens tokens_;
  std::vector<bool> coded_;  // by player: whether the seat has a code
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
