// Numeramis Quist at the keypad (key map: src/games/quist/KEYS.md).
//
// Both modes use one grammar: a digit chooses a card value (announced), OK lays or confirms
// it, BACK cancels the chosen value (with nothing chosen BACK is not used here, so the game
// screen offers to leave). A mistyped digit is corrected before OK by another digit or BACK.
//
// Dealer mode: the program deals; a person hears only the hand of the seat on turn and
// only on request (next/prev to "your cards"). With several people at the table the hand
// item first says whose cards they are and needs that player's OK before reading them.
// Computer seats (option computers=...) lay their cards by QuistBot from their own
// observation only; the controller keeps playing them, narrated, until a person must act.
// A digit not in the hand is refused with the reason.
//
// Assistant mode: the physical cards are the truth; each card laid is entered as it is laid
// (digit, OK); the program announces the trick state, ties and stakes, who takes the trick
// and the trick count; a ninth card of a value in one game is refused.
//
// Between games the controller waits for OK (time to hear the score, and at a real table to
// collect and deal the cards); the next game's start is announced then.
#pragma once

#include <cstdint>
#include <optional>

#include "play/game_controller.h"
#include "play/undo_offer.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"

namespace sh::quist {

// The card a computer seat lays now (from its observation only). Deterministic for a table
// seed, so a replayed or resumed match plays the same cards.
Action computer_choice(const QuistState& s, std::uint64_t table_seed);

class QuistController final : public GameController {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  std::optional<GameRecord> record(const Table& table) const override;

 private:
  // Applies `a`, then lets the computers play until a person must act; speaks it all.
  void act(Host& host, Table& table, Action a);
  // Computer seats play (dealer mode) until a person must act or a game ends.
  Events run_computers(Table& table);
  // Speaks events; stops after a finished game (the rest waits for OK).
  void speak(Host& host, Table& table, const Events& events);
  void prompt(Host& host, Table& table);
  void next_game(Host& host, Table& table);
  void choose(Host& host, Table& table, int value);
  void review(Host& host, Table& table, int step);
  std::vector<ReviewItem> review_items(const Table& table) const;
  int humans() const;

  // Assistant mode: back with nothing chosen offers to take back the last laid card.
  bool offer_undo(Host& host, Table& table);

  std::optional<int> pending_;  // chosen, not yet laid card
  UndoOffer undo_;
  bool between_games_ = false;  // a game ended; OK starts the next
  Events deferred_;             // the next game's start, spoken on OK
  int review_ = -1;
  bool hand_gate_ = false;      // the cursor is on a hand item waiting for its owner's OK
  bool help_again_ = false;     // help pressed twice: the rules
  int humans_ = kSeats;
};

}  // namespace sh::quist
