// The phones at the table, on the game thread: when a game with seat pages starts it gives
// every person's seat a new code (spoken with the address, and printed); after every input
// item it publishes every seat's view; it turns the pages' actions into the keypad's own
// keys for the seat on turn (the same referee, refusals, journal and take-back), speaks
// who joined, left and came back, and asks the host before a second phone takes a seat.
// While a seat's page holds it, that seat's hand is not read aloud (Host::hand_on_phone).
#pragma once

#include <cstdint>
#include <string>

#include "input/key_source.h"
#include "phones/phone_hub.h"

namespace sh {
class App;
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

 private:
  const Table* current_table(const App& app) const;
  void announce_codes(App& app, const Table& table);

  PhoneHub& hub_;
  std::string address_;
  const Table* table_ = nullptr;  // the game whose codes were given
  std::uint64_t start_count_ = 0;
};

// The game screen's table under whatever lies on top of it (nullptr: no game).
Table* game_table(const App& app);

}  // namespace sh::phones
