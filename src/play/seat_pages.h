// What a seat held away from the keypad (a phone's page; later another Spoluhráč) shows and
// does, seen from the games: a game controller whose seats can have pages (dealer mode
// with secret hands: Quist, Numberfloor) is SeatPages. It says what one player's page
// shows (SeatPage: messages, that player's own hand only; a phone's page gets them rendered
// by this program's Voice, another Spoluhráč renders them in its own language) and takes the page's
// actions on the game thread, through the same referee and in the same journal unit as
// the keypad's keys. Whether a device holds a seat now the controller asks its Host
// (Host::seat_held_away), so no hand held away is read aloud, drawn or brailled here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "narration/message.h"
#include "play/host.h"
#include "play/table.h"

namespace sh {

// What a page may ask for (phones/phone_message.h parses it).
enum class PageAct { Lay, Draw, End, Claim };

// One line of a page: messages said one after another (rendered, the empty ones left out,
// joined by spaces).
using PageLine = std::vector<Message>;

// One player's page, as messages: no words of any language but the players' names.
struct SeatPage {
  std::string name;                // the player's name
  Message game;                    // the game's name
  bool my_turn = false;
  PageLine turn;                   // whose turn and what it waits for
  std::vector<PageLine> hand;      // this player's own hand: nobody else's
  std::vector<PageLine> table;     // the public table (piles, trick, start cards; the ranking at the end)
  std::vector<PageLine> players;   // everyone's public counts (cards left, stars)
  struct Button {
    PageAct act = PageAct::Lay;
    int value = -1;  // what the act needs (a card), -1 = nothing
    Message label;   // what the button says (a card laid: the card's name)
    bool operator==(const Button&) const = default;
  };
  std::vector<Button> actions;     // this player's actions now
  bool operator==(const SeatPage&) const = default;
};

class SeatPages {
 public:
  virtual ~SeatPages() = default;
  // How many players the game's pages are for (0: none, e.g. assistant mode).
  virtual int page_players(const Table& table) const = 0;
  // Whether `player` is a person (a computer's seat has no page).
  virtual bool page_person(const Table& table, int player) const = 0;
  virtual SeatPage seat_page(Host& host, const Table& table, int player) const = 0;
  // The page of `player` asks for `act`: played as the keypad would, or refused (Host::refuse
  // then tells the page why and the table only that it was refused).
  virtual void page_act(Host& host, Table& table, int player, PageAct act, int value) = 0;
  // The game's own computer player's move for `player` now, at the table's computer level, as
  // the page action that plays it (issue 41: a computer standing in for a person whose
  // connection dropped plays through page_act, the same referee and journal unit); nullopt:
  // not that player's move now, or the game has no computer player.
  virtual std::optional<SeatPage::Button> stand_in_move(Host& /*host*/, Table& /*table*/, int /*player*/) {
    return std::nullopt;
  }
  // A seat's person left or came back (SeatActs::seats_changed): a game that waits for people
  // (Numberfloor's take-over pause) looks again whether anyone present is left to wait for.
  virtual void seats_changed(Host& /*host*/, Table& /*table*/) {}
};

}  // namespace sh
