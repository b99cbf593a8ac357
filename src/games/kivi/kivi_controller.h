// KIVI at the keypad (key map: src/games/kivi/KEYS.md).
//
// Dealer mode: the program rolls (the Table samples the dice). Assistant mode: the six
// physical dice are typed in any order (digits 1-6; BACK removes the last one typed) and
// applied when the roll is complete. After a roll the turn player holds dice with 1-6
// (a value with no free die left releases its held dice), releases all with 0, moves the
// cursor with next/prev (the allowed cells, then review items) or with 9, row, column,
// and presses ok: place on the cursor cell, or roll again when no cell is chosen.
// 7 is a hint (a shortcut of help twice quickly: advise(), the strong player's move and
// why; a cell it names is put under the cursor), 8 says the dice and the allowed cells.
// A digit pressed right after the sixth typed die holds at once and says so ("Držím 1.
// Volné: ..."): a player who meant a seventh die hears it, and back as the next key lets
// that die go again. Ok and back inside the review close it and never act on the game.
// Computer seats (option computers=..., level=easy|normal|strong) are played by KiviBot as
// soon as they must act, narrated, until a human must act (also when a game starts or is
// resumed); a displaced stone of a computer is moved by the bot too. Each decision is asked
// of Host::think with a ticket (the bot works on its own copy of the game): with scripted
// keys it comes back at once; otherwise on_thought brings it later, and meanwhile review,
// the dice (8), cells by coordinates, repeat, help and status work while keys that would act
// are refused ("Počkej, Hráč 2 ještě přemýšlí."). start() and a take-back make older tickets
// stale.
//
// Narration follows every action one by one on a copy of the state, so each event is
// spoken with the position it happened in (a roll, then the stone lost, then the next turn).
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "play/game_controller.h"
#include "play/undo_offer.h"
#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_narration.h"

namespace sh::kivi {

class KiviController final : public GameController {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  std::optional<GameRecord> record(const Table& table) const override;
  TablePictureRef picture(Host& host, const Table& table) const override;  // <id>_picture.h
  std::optional<Advice> advise(Host& host, Table& table) override;
  AdviceSearch advice_search(Host& host, Table& table) override;
  // The lesson's coach on the person's roll or placement (kivi_coach.h).
  std::vector<Message> coach(Host& host, Table& table, Action a) override;
  CoachSearch coach_search(Host& host, Table& table) override;
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) override;

 protected:
  void advised(Host& host, Table& table, const Advice& advice) override;

 private:
  Context context(Host& host, const Table& table) const;
  Context context(Host& host, const Table& table, const KiviState& s) const;
  const KiviBot& bot(const Table& table);
  // A person (not a computer) decides now and no computer is thinking: a hint or the coach.
  bool person_decides(const Table& table) const;
  // Keys while a computer thinks: reading keys work, acting ones are refused.
  bool on_key_while_thinking(Host& host, Table& table, Key key);

  // Applies one action (dealer mode: and the dice that follow) and narrates it.
  void apply(Host& host, Table& table, Action a);
  void run_chance(Host& host, Table& table);
  // Plays the computer seats until a human must act or the game ends.
  void run_computers(Host& host, Table& table);
  void narrate_since(Host& host, Table& table, const State& before, std::size_t from);
  void refuse(Host& host, Table& table, const State& state, Action a);

  bool on_decide(Host& host, Table& table, Key key);
  bool on_rolling(Host& host, Table& table, Key key);
  bool on_relocate(Host& host, Table& table, Key key);
  bool on_coordinate(Host& host, Table& table, Key key);
  void hold_or_release(Host& host, Table& table, int value);
  void release_all(Host& host, Table& table);
  void review(Host& host, Table& table, int step);
  void announce_cursor(Host& host, Table& table);
  // Cells the cursor walks now: the allowed cells (deciding) or the free cells (moving a
  // displaced stone); empty otherwise.
  std::vector<int> cursor_cells(const Table& table) const;
  bool every_cell_ = false;  // a lesson's task (play/lesson_host.h): the cursor walks every cell

  std::optional<int> cursor_;  // the cell chosen for placing or reviewing
  // The steps of the roll the last advice said (its holds and releases, then the roll):
  // ok right after the hint (take_advice) takes them all.
  std::vector<Action> advised_roll_;
  int review_ = -1;            // position in cursor cells + review items
  bool in_review_ = false;     // next/prev is on a review item: ok and back close it
  bool just_typed_ = false;    // the last key typed the last die of a roll
  bool seventh_guard_ = false; // ... so this key, a digit, may be a seventh die
  int guarded_hold_ = 0;       // the value such a digit just held: back next lets it go
  int coordinate_ = 0;         // 9 pressed: 1 = row expected, 2 = column expected
  int coordinate_row_ = 0;
  std::vector<int> typed_;  // assistant mode: dice of the roll typed so far
  // Assistant mode: back with nothing half-typed offers to take back the last entry (the
  // dice of the last roll, or the last hold, roll or placement).
  bool offer_undo(Host& host, Table& table);
  UndoOffer undo_;
  std::unique_ptr<KiviBot> bot_;
  std::uint64_t ticket_ = 0;  // the decision asked of Host::think last
  bool thinking_ = false;     // a computer's decision is on its way (ticket_)
};

}  // namespace sh::kivi
