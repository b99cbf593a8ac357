// Numeramis Quist at the keypad (key map: src/games/quist/KEYS.md).
//
// Both modes use one grammar: a digit chooses a card value (announced), OK lays or confirms
// it, BACK cancels the chosen value (with nothing chosen BACK is not used here, so the game
// screen offers to leave). A mistyped digit is corrected before OK by another digit or BACK.
//
// Dealer mode: the program deals; a person hears only the hand of the seat on turn and
// only on request (next/prev to "your cards"). With several people at the table the hand
// item first says whose cards they are and needs that player's OK before reading them.
// Computer seats (option computers=..., level=easy|normal|strong) lay their cards by
// QuistBot from their own observation only. Each decision is asked of Host::think with a
// new ticket (the work owns a copy of the observation and of the bot); with scripted keys
// the card comes back at once, otherwise later through on_thought, which applies it only
// for the current ticket, narrates it and asks the next computer, until a person must act.
// While a computer thinks, review, repeat and help work; a card key is refused ("Počkej,
// Petr ještě přemýšlí."). start() (a resume, or back from a menu) asks again with a new
// ticket, so an old answer is ignored. A digit not in the hand is refused with the reason.
//
// Hint (help twice quickly, advise()): the strong player's card for the person to act,
// from that seat's observation only (a fixed search budget, so the same position always
// gets the same hint), with a short reason and the search's chance of winning the game.
// With several people at a dealer-mode table the hint, which names a card of the hand on
// turn, first says whose hint it is and is read after that person's OK (like the hand).
// In assistant mode the program does not know the person's hand, so it advises only where
// the public state decides the card: last to play in a phase that an opponent holds (or a
// tie), when a higher value is still unseen: "if you have a higher card, lay the lowest
// one that beats it; otherwise your lowest card", with that lowest winning value as the
// action. Everywhere else it says there is nothing to advise (nullopt).
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

#include "core/game_options.h"
#include "play/game_controller.h"
#include "play/seat_pages.h"
#include "play/undo_offer.h"
#include "games/quist/quist_bot.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"

namespace sh::quist {

// The computer player of the seat to act at `level`, seeded from the table seed and the seat.
QuistBot computer_bot(const QuistState& s, std::uint64_t table_seed, Level level);
// The card a computer seat lays now (from its observation only). Deterministic for a table
// seed at the easy and normal levels (strong searches for a wall-clock time).
Action computer_choice(const QuistState& s, std::uint64_t table_seed, Level level = Level::Normal);

class QuistController final : public GameController, public SeatPages {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  std::optional<Advice> advise(Host& host, Table& table) override;
  AdviceSearch advice_search(Host& host, Table& table) override;
  CoachSearch coach_search(Host& host, Table& table) override;
  // The lesson's coach on the person's card (quist_advice.h).
  std::vector<Message> coach(Host& host, Table& table, Action a) override;
  void hint(Host& host, Table& table) override;
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) override;
  std::optional<GameRecord> record(const Table& table) const override;
  TablePictureRef picture(Host& host, const Table& table) const override;  // <id>_picture.h
  // Seats on phones (play/seat_pages.h): dealer mode; a page's lay is played as the keypad's
  // digit and OK would, without their words; while a phone holds the seat on turn, the
  // keypad's digits, OK, the hand in the review and the hint get "Eva hraje na telefonu."
  int page_players(const Table& table) const override;
  bool page_person(const Table& table, int player) const override;
  SeatPage seat_page(Host& host, const Table& table, int player) const override;
  void page_act(Host& host, Table& table, int player, PageAct act, int value) override;
  // A stand-in (issue 41): the card the table's computer player (computer_choice at the
  // table's level) would lay for `player` on turn, from that seat's observation only.
  std::optional<SeatPage::Button> stand_in_move(Host& host, Table& table, int player) override;

 protected:
  // The advised card becomes the chosen one: ok lays it.
  void advised(Host& host, Table& table, const Advice& advice) override;

 private:
  // Applies `a`, then lets the computers play until a person must act; speaks it all.
  void act(Host& host, Table& table, Action a);
  // Computer seats play (dealer mode) until a person must act, a game ends, or a computer
  // thinks in the background (thinking_; its card comes through on_thought).
  Events run_computers(Host& host, Table& table);
  // After the events of an action: speak them and, unless a computer thinks or the game
  // waits for OK, say whose turn it is.
  void speak_and_prompt(Host& host, Table& table, const Events& events);
  // Speaks events; stops after a finished game (the rest waits for OK).
  void speak(Host& host, Table& table, const Events& events);
  void prompt(Host& host, Table& table);
  void next_game(Host& host, Table& table);
  void choose(Host& host, Table& table, int value);
  void review(Host& host, Table& table, int step);
  std::vector<ReviewItem> review_items(Host& host, const Table& table) const;
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
  bool hint_gate_ = false;      // the hint waits for the OK of the person on turn
  int humans_ = kSeats;
  int shown_hand_ = -1;         // the seat whose hand was read on request (drawn until it plays)
  Level level_ = Level::Normal;  // of the computer players (option "level")
  std::uint64_t ticket_ = 0;     // the computer decision asked for last
  bool thinking_ = false;        // a computer decides in the background
};

}  // namespace sh::quist
