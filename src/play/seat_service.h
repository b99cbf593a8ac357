// Seats held away from this machine's keypad: a person's seat on the page of their phone
// (src/phones), and later on another Spoluhráč over the network. The program shell owns the
// one service and feeds it; the service knows nothing of the shell's screens:
// - after every input item, the game it serves (SeatGame: who sits where, which seats were
//   chosen to be held away) and each held seat's page (play/seat_pages.h);
// - every sentence whose audience is the whole table or one held seat (narration/message.h:
//   Audience), so each device gets exactly what its player may hear;
// - it hands the seats' actions back on the key queue as its own notices, which the shell
//   gives to on_notice(); the service plays them through SeatActs, and the shell plays them
//   like keys of that player (the same referee, journal unit and refusals).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/remote_seat.h"
#include "input/key_source.h"
#include "narration/message.h"
#include "play/join_picture.h"
#include "play/seat_pages.h"

namespace sh {

class Host;
class Screen;

// The game the seats are served for. id 0: no game with pages runs now.
struct SeatGame {
  std::uint64_t id = 0;            // another game, or the same game started again: another id
  std::vector<std::string> names;  // by player
  std::vector<bool> person;        // a person's seat (a computer's has no page)
  std::vector<bool> away;          // chosen at setup to be held on a device (option "phones")
  std::vector<RemoteSeat> remote{};  // the seats held online, with their secrets (the game's journal keeps them)
  bool operator==(const SeatGame&) const = default;
};

// What the shell does with an action of a held seat.
class SeatActs {
 public:
  virtual ~SeatActs() = default;
  // Plays `act` for `player` as that player's keys would; a refusal goes to that player only.
  virtual void seat_act(int player, PageAct act, int value) = 0;
  // Plays the game's own computer player's move for `player` (a stand-in for a dropped
  // guest: SeatPages::stand_in_move); false when the game offers none now.
  virtual bool seat_stand_in(int /*player*/) { return false; }
  // A seat's person left or came back, or a computer took the seat over (Host::seat_absent,
  // Host::seat_stood_in): the game looks again whether it still waits for anyone.
  virtual void seats_changed() {}
};

class SeatService {
 public:
  virtual ~SeatService() = default;
  // The game now and each player's page (nullopt: the player has none), after every input
  // item; a new id is a new game.
  virtual void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) = 0;
  // Whether a device holds `player`'s seat now (its hand is then never read aloud here).
  virtual bool holds(int player) const = 0;
  // Whether the person of a held seat is gone now, and whether a computer stands in for them
  // (Host::seat_absent, Host::seat_stood_in).
  virtual bool absent(int /*player*/) const { return false; }
  virtual bool stood_in(int /*player*/) const { return false; }
  // A sentence said at the table (audience Table) or for one player (audience Seat):
  // each device gets what its player may hear.
  virtual void hear(const Message& m, const std::string& text) = 0;
  // A notice of the service's own on the key queue: handled (true) or not its own.
  virtual bool on_notice(Host& host, const InputItem& item, SeatActs& acts) = 0;
  // The host's list of the seats away (nullptr: no game with seats away runs).
  virtual std::unique_ptr<Screen> screen() = 0;
  // What the window shows for joining (nullptr: nothing to join now).
  virtual JoinPanelRef join_picture() const = 0;
};

// The phones' own settings (the settings screen's items "phones" and "their port"), saved
// beside the other settings (phones.json).
struct PhonesChoice {
  bool on = false;
  int port = 8765;  // 1024..65535
  bool operator==(const PhonesChoice&) const = default;
};

class PhonesControl {
 public:
  virtual ~PhonesControl() = default;
  virtual PhonesChoice phones_choice() const = 0;
  // Saved and applied at once (the server starts or stops).
  virtual void choose_phones(const PhonesChoice&) = 0;
  // Whether the phones are on now (a game's setup then asks who plays on a phone).
  virtual bool phones_running() const = 0;
};

}  // namespace sh
