// Šipky at the keypad (key map: src/games/sipky/KEYS.md). Dealer mode: the program deals
// and the player composes by pressing the digit that becomes the tens. Assistant mode:
// the player types the two physical cards tens first; the program checks them against
// the 80-card deck and refuses what cannot be.
//
// Computer seats (option computers=2,3, dealer mode only) play at the option's level
// (SipkyBot): each decision is asked for with Host::think under a ticket, so speech, review
// and help go on while it thinks; a key that would act meanwhile is refused. Their throws
// are narrated as a person's ("Hráč 2: karty 7 a 2." "Hráč 2: 72, celkem …").
// The hint (help twice quickly, advise()) says the strong player's move with a short
// reason, in dealer and assistant mode, for the person to act.
//
// In a series, after a game the controller says the game's ranking and the series standing
// and waits for Enter before the next game starts (time to hear it, and at a real table to
// collect the cards); until then next/prev walk the finished game's ranking and the series.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/game_options.h"

#include "play/game_controller.h"
#include "play/undo_offer.h"
#include "games/sipky/sipky_game.h"

namespace sh::sipky {

class SipkyController final : public GameController {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  // Counter i is the tally of the player in seat i; a mismatch is spoken with the truth.
  void on_counter(Host& host, Table& table, int index, int value) override;
  std::optional<GameRecord> record(const Table& table) const override;
  TablePictureRef picture(Host& host, const Table& table) const override;  // <id>_picture.h
  // The strong player's move for the person to act (nullopt on a computer's turn, while
  // cards are being typed or dealt, between games and at the end). Pure: reads the table.
  std::optional<Advice> advise(Host& host, Table& table) override;
  AdviceSearch advice_search(Host& host, Table& table) override;
  // The lesson's coach on the person's choice (sipky_coach.h).
  std::vector<Message> coach(Host& host, Table& table, Action a) override;
  CoachSearch coach_search(Host& host, Table& table) override;
  // The hint in a lesson's guided game: the move in the coach's words (sipky_coach.h).
  void coach_hint(Host& host, Table& table) override;
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action action) override;

 private:
  // The computer's seats (dealer mode only) and level, from the game's options.
  void read_computers(const Table& table);
  bool is_computer(int seat) const;
  // A person (not a computer) decides now, within a game: a hint or the coach.
  bool person_decides(const Table& table) const;
  // Asks the computer on turn for its move until a person must act (or it thinks on).
  void run_computers(Host& host, Table& table);
  bool on_person_key(Host& host, Table& table, Key key);
  void act(Host& host, Table& table, const std::vector<Action>& actions);
  void speak(Host& host, Table& table, const Events& events);
  void next_game(Host& host, Table& table);
  // Assistant mode: back would take back a throw of the game in progress.
  bool can_undo(const Table& table) const;
  void refuse(Host& host, const State& state, Action a);
  bool on_decide(Host& host, Table& table, Key key);
  bool on_deal(Host& host, Table& table, Key key);
  bool on_compose(Host& host, Table& table, Key key);
  bool on_overshoot(Host& host, Table& table, Key key);
  void review(Host& host, Table& table, int step);

  // Assistant mode: back with nothing half-typed offers to take back the last throw.
  bool offer_undo(Host& host, Table& table);
  std::optional<std::size_t> last_throw_start(const Table& table) const;

  std::vector<bool> computers_;  // per seat: played by the program (dealer mode)
  Level level_ = Level::Normal;
  std::uint64_t ticket_ = 0;     // the computer decision asked for last
  bool thinking_ = false;        // a computer decides (its move comes through on_thought)
  std::optional<int> pending_;  // first card of a two-card entry (assistant mode)
  bool confirm_stop_ = false;
  UndoOffer undo_;
  std::optional<Message> stop_question_;  // the stop confirmation asked (help says it again)
  int review_ = -1;
  bool between_games_ = false;                   // a game of the series ended; Enter starts the next
  Events deferred_;                              // the next game's start, spoken on Enter
  std::vector<std::vector<Message>> finished_;   // review items of the finished game, between games
};

}  // namespace sh::sipky
