// The phones at the table, on the game thread, while the phones' server runs: it follows
// the game the program shell hands it (play/seat_service.h). Only the seats chosen to be
// held on a phone (option "phones", asked at setup) get a code; a code is never said
// unasked: at a new game the table hears who plays on a phone and how to ask for a code
// (the host's list of the phones, phones_screen.h), the window shows each code as a QR
// code, and a terminal gets the address on standard error. After every input item it
// publishes each phone seat's view (its page, the sentences its player may hear, and the
// last reason given to that player only). It speaks who joined, left and came back, asks
// the host once when a second phone wants a seat, and hands the pages' actions to the
// shell (SeatActs) on the game thread.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "phones/phone_hub.h"
#include "phones/seat_view.h"
#include "play/seat_service.h"

namespace sh {
class Voice;
}

namespace sh::phones {

class PhoneTable : public std::enable_shared_from_this<PhoneTable> {
 public:
  // `address` is where phones reach the server ("http://192.168.1.20:8765").
  PhoneTable(PhoneHub& hub, std::string address) : hub_(hub), address_(std::move(address)) {}

  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages);
  bool holds(int player) const;
  void hear(const Message& m, const std::string& text);
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts);
  JoinPanelRef join_picture() const { return join_; }
  const std::string& address() const { return address_; }

  // The seats of the game now, for the host's list.
  int players() const { return static_cast<int>(seats_.size()); }
  bool person(int player) const { return seat(player) && seat(player)->person; }
  // Whether the seat is held on a phone (it has a code), and whether a phone holds it now.
  bool on_phone(int player) const { return seat(player) && seat(player)->coded; }
  bool joined(int player) const { return on_phone(player) && hub_.joined(player); }
  std::string name(int player) const { return seat(player) ? seat(player)->name : std::string(); }

  // The host's decisions at the keypad (phones_screen.cpp). Each is said to the table.
  // Says the seat's code aloud (the asking player heard the warning before).
  void say_code(Host& host, int player);
  // The host's answer to a second phone asking for the seat (true: it gets the seat).
  void answer_takeover(Host& host, int player, bool give);
  // A new code for a phone seat: its phone sees nothing more.
  void revoke(Host& host, int player);
  // A keypad seat goes to a phone (a code is made; said only when asked for).
  void give_to_phone(Host& host, int player);
  // A phone seat comes back to the keypad (its code and phone let go).
  void back_to_keypad(Host& host, int player);
  // The host's list of the seats and their phones.
  std::unique_ptr<Screen> screen();

 private:
  struct Seat {
    std::string name;
    bool person = false;
    bool coded = false;         // held on a phone: it has a code
    std::deque<HeardLine> said;  // what this player may hear, the newest last
    std::uint64_t said_id = 0;  // grows with every sentence
    std::string note;           // the last sentence for this player only
    std::uint64_t note_id = 0;
    bool asked = false;         // a take-over question is open for this seat
  };
  const Seat* seat(int player) const {
    return player >= 0 && player < players() ? &seats_[static_cast<std::size_t>(player)] : nullptr;
  }
  void new_game(Host& host, const SeatGame& game);
  void print_address(int player) const;
  void keep(Seat& seat, const std::string& text);
  void build_join(const Voice& voice);

  PhoneHub& hub_;
  std::string address_;
  std::uint64_t game_ = 0;  // SeatGame::id of the game followed (0: none)
  std::vector<Seat> seats_;
  JoinPanelRef join_;
  std::map<std::string, QrCode> qr_cache_;  // by address
};

// "A B C D, E F G H, ...": letter by letter, groups apart, as speech reads a code.
std::string code_for_speech(const std::string& token);

}  // namespace sh::phones
