// Seats held on phones (src/phones), seen from the games. Two sides:
// - PhoneSeats: which seats hold their hand on a phone's page. The program shell answers it
//   beside being the Host; a controller asks through seat_hand_on_phone(), so no hand held
//   on a phone is read aloud, drawn or brailled for the table.
// - SeatPages: a game controller whose seats can have pages (dealer mode with secret
//   hands: Quist, Numberfloor) says what one seat's page shows (SeatPage: finished words,
//   the seat's own hand only) and takes the page's actions on the game thread, in the same
//   journal unit and through the same referee and refusals as the keypad's keys.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "play/host.h"
#include "play/screen.h"
#include "play/table.h"

namespace sh {

// The phones' own settings (the settings screen's items "phones" and "their port"), saved
// beside the other settings (phones.json).
struct PhonesChoice {
  bool on = false;
  int port = 8765;  // 1024..65535
  bool operator==(const PhonesChoice&) const = default;
};

class PhoneSeats {
 public:
  virtual ~PhoneSeats() = default;
  virtual bool hand_on_phone(int seat) const = 0;
  // The host's list of the phones at the table (joined or not; revoke a seat's device), or
  // nullptr while phones are off.
  virtual std::unique_ptr<Screen> phones_screen() { return nullptr; }
  // The phones' settings (none: this program has no phones), and choosing them: saved and
  // applied at once (the server starts or stops).
  virtual std::optional<PhonesChoice> phones_choice() const { return std::nullopt; }
  virtual void choose_phones(const PhonesChoice&) {}
};

// Whether the person at `seat` holds the seat with a phone (false without phones).
inline bool seat_hand_on_phone(const Host& host, int seat) {
  const auto* seats = dynamic_cast<const PhoneSeats*>(&host);
  return seats && seats->hand_on_phone(seat);
}

// What a page may ask for (phones/phone_message.h parses it).
enum class PageAct { Lay, Draw, End, Claim };

// One seat's page, as words in the program's language.
struct SeatPage {
  std::string name;                  // the player's name
  std::string game;                  // the game's name
  bool my_turn = false;
  std::string turn;                  // whose turn and what it waits for
  std::vector<std::string> hand;     // this seat's own hand: nobody else's
  std::vector<std::string> table;    // the public table (piles, trick, start cards)
  std::vector<std::string> players;  // everyone's public counts (cards left, stars)
  struct Button {
    PageAct act = PageAct::Lay;
    int value = -1;  // what the act needs (a card), -1 = nothing
    std::string label;
  };
  std::vector<Button> actions;       // this seat's actions now
  std::string note;                  // a reason for this seat only (a refusal naming its cards)
  std::uint64_t note_id = 0;         // grows with every new note
};

class SeatPages {
 public:
  virtual ~SeatPages() = default;
  // How many players the game's pages are for (0: none, e.g. assistant mode).
  virtual int page_players(const Table& table) const = 0;
  // Whether `player` is a person (a computer's seat has no page).
  virtual bool page_person(const Table& table, int player) const = 0;
  // The seat of `player` now (Quist's seating moves players; otherwise the player).
  virtual int page_seat(const Table&, int player) const { return player; }
  virtual SeatPage seat_page(Host& host, const Table& table, int player) const = 0;
  // The page of `player` asks for `act`: played as the keypad would, or refused aloud.
  virtual void page_act(Host& host, Table& table, int player, PageAct act, int value) = 0;
};

}  // namespace sh
