// The phones at the table, on the game thread: when a game with seat pages starts (its
// controller is SeatPages with page_players() > 0) it gives every person's seat a new code
// (spoken with the address, and printed); after every input item it publishes every seat's
// view; it hands the pages' actions to the controller in one journal unit, as a key is
// (the same referee, refusals, journal and take-back), speaks who joined, left and came
// back, asks the host before a second phone takes a seat, and lets the host revoke a
// seat's phone (a new code, spoken). While a seat's page holds it, that seat's hand is not
// read aloud (PhoneSeats::hand_on_phone).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "input/key_source.h"
#include "phones/phone_hub.h"

namespace sh {
class App;
class GameScreen;
class Screen;
class SeatPages;
class Table;
}

namespace sh::phones {

class PhoneTable {
 public:
  // `address` is where phones reach the server ("http://192.168.1.20:8765").
  PhoneTable(PhoneHub& hub, std::string address) : hub_(hub), address_(std::move(address)) {}

  // After every input item (and once at the start).
  void after_item(App& app);
  // A phones.* notice: handled here (true), or not one (false).
  bool on_notice(App& app, const InputItem& item);
  // Whether the player sitting at `seat` holds the seat with a phone now.
  bool hand_on_phone(const App& app, int seat) const;
  const std::string& address() const { return address_; }
  // The seats of the game now: how many, whether a person's, whether a phone holds it.
  int players(const App& app) const;
  bool person(const App& app, int player) const;
  bool joined(int player) const { return hub_.joined(player); }
  // The host revokes the player's phone: the page sees nothing more; a new code is said.
  void revoke(App& app, int player);
  // The host's list of the seats and their phones (phones_screen.h).
  std::unique_ptr<Screen> screen();

 private:
  struct Game {
    Table* table = nullptr;
    SeatPages* pages = nullptr;
    GameScreen* screen = nullptr;
  };
  Game current(const App& app) const;
  void announce_codes(App& app, const Table& table, const SeatPages& pages);
  void say_code(App& app, const Table& table, int player, const std::string& token);

  PhoneHub& hub_;
  std::string address_;
  const Table* table_ = nullptr;  // the game whose codes were given
};

// The game screen's table under whatever lies on top of it (nullptr: no game).
Table* game_table(const App& app);

}  // namespace sh::phones
