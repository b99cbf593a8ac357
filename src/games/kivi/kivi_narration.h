// KIVI narration: turns the engine's events, refusals and state into messages of the
// locale catalogs (ids "kivi.*") and sound cues. Pure functions, tested sentence by
// sentence (tests/kivi_narration_test.cpp).
//
// What a blind player hears (PRODUCT.md, Narration; KEYS.md):
// - every roll: the dice, largest first, and how many cells they allow with which
//   combinations ("První hod: 5 5 5 3 3 2. Kostky dovolují čtyři pole: trojice a
//   dvojice. Osmička je vyjmenuje."); key 8 lists the cells, grouped by combination;
//   a joker is named instead of listing the whole board;
// - a cell under the cursor: row, column, combination, points, who holds it, whether the
//   dice allow it (or why not), and the stones next to it; a step of the walk over the
//   allowed cells is one short sentence;
// - the board by rows and columns, stones named by position, and each row's cells;
// - a player's stones, and the score so far broken down as the rulebook counts it:
//   single stones, then every horizontal and vertical run (sum × length).
// Combination names come from the catalog ("kivi.comb.<code>"), so lists are rendered
// with the language; every sentence is a catalog entry, only digits and separators from
// the catalog are joined in code.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "play/table.h"
#include "core/event.h"
#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"
#include "narration/language.h"
#include "narration/speakable.h"

namespace sh::kivi {

// What narration needs besides the event: the state just after the action that emitted
// it, the seats' player names, the mode, the language (for names inside lists) and the
// verbosity (terse leaves lists out, beginner adds why).
struct Context {
  const KiviState& state;
  const std::vector<std::string>& names;
  Mode mode;
  const Language& lang;
  Verbosity verbosity = Verbosity::Normal;
  // False in a lesson's practice step before the second wrong try (play/lesson_host.h): no
  // allowed cells are listed or marked, so that the learner finds them (issue 40 item 8).
  bool aids = true;
  // The genders of the names (Voice::people()), for sentences about several players at once
  // ("každá" when all of them are women); nullptr: every name's gender is guessed.
  const People* people = nullptr;
};

// The name of a combination ("trojice a dvojice") or joker ("pět stejných").
std::string combination_name(Combination c, const Language& lang);
std::string joker_name(Joker j, const Language& lang);
// Dice as digits, largest first: "5 5 5 3 3 2" (empty text for no dice).
std::string dice_text(const DiceCounts& d);

// What the players hear for one event.
Narration narrate(const Event& e, const Context& c);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e, const Context& c);

// The dice of the turn in progress and the cells they allow (key 8, status).
std::vector<Message> dice_and_allowed(const Context& c);
// The allowed cells, or the joker; empty when none is allowed. AfterRoll: as the roll says
// them at the verbosity (terse: how many; normal: how many and the combinations; beginner:
// every cell); EveryCell: every cell grouped by combination (key 8, the status).
enum class AllowedDetail { AfterRoll, EveryCell };
std::vector<Message> allowed_cells(const Context& c, AllowedDetail detail);
// Held and free dice ("Držené: 5 5 5. Volné: 3 3 2.").
Message held_summary(const Context& c);
// The same after a hold that may have been meant as a seventh typed die, naming it first
// ("Držím 1. Volné: 5 5 3 3 2.").
Message holding_summary(int value, const Context& c);
// A cell: combination, points, holder, allowed for the turn player (or why not),
// neighbours (the cursor put on a cell by row and column).
std::vector<Message> describe_cell(int cell, const Context& c);
// One short sentence for a step of the walk over the allowed (or, moving a knocked-out
// stone, the free) cells: "Řádek 1, sloupec 1: dvě dvojice, jeden bod, vedle žádný kámen."
// Free and allowed go without saying; an opponent's stone that would move is named.
Message cursor_step(int cell, const Context& c);
// Why the turn player may not place on a cell now ("Nepovoleno: ..."); nullopt when allowed
// or when nobody is deciding.
std::optional<Message> not_allowed(int cell, const Context& c);
// A player's stones on the board and stones in hand.
Message stones_of(int player, const Context& c);
// A player's score so far: total, single stones, each run. Needs no language, so the
// lesson can use it too.
std::vector<Message> score_breakdown(int player, const KiviState& s, const std::vector<std::string>& names);
// The run and single-stone lines of a breakdown (no total line).
std::vector<Message> breakdown_lines(const ScoreBreakdown& b, const Board& board);
// One board row by positions: "Řádek 3: sloupec 2 Petr, sloupec 4 Eva, ostatní volná."
Message board_row(int row, const Context& c);
// One board column by positions: "Sloupec 2: řádek 4 Eva, ostatní volná."
Message board_column(int col, const Context& c);
// The cells of a row: "Po sloupcích. 1: součet nejvýš 12, dva body. 2: ..."
Message row_cells(int row, const Context& c);
// The take-back question naming the entry that would go (`actions` from `before`).
Message undo_question(const KiviState& before, const std::vector<Action>& actions, const std::vector<std::string>& names);
// Final places, best first.
std::vector<Message> ranking(const Context& c);

// Review items that are not cells (next/prev walk them after the cells): the acting
// player's stones, every score, the rows (stones by column, then the cells' combinations
// and points), the columns (stones by row).
std::vector<std::vector<Message>> review_items(const Context& c);
// Whose turn it is and what is expected now.
std::vector<Message> where_play_stands(const Context& c);
// The hint: the strong player's plan as the move and a short reason ("Rada: drž 5 5 a hoď
// znovu." "Cíl: trojice a dvojice, řádek 3, sloupec 7." / "Rada: polož na řádek 3, sloupec
// 4." "Prodloužíš svou řadu, přidá šest bodů.").
std::vector<Message> advice_messages(const KiviPlan& plan, const Context& c);
// The help text for the current phase.
std::vector<Message> help(const Context& c);

}  // namespace sh::kivi
