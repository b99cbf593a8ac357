// KIVI narration: turns the engine's events, refusals and state into messages of the
// locale catalogs (ids "kivi.*") and sound cues. Pure functions, tested sentence by
// sentence (tests/kivi_narration_test.cpp).
//
// What a blind player hears (PRODUCT.md, Narration; KEYS.md):
// - every roll: the dice, largest first, and what they allow, grouped by combination
//   ("První hod: 5 5 5 3 3 2. Povoleno: trojice a dvojice: řádek 3 sloupec 7, ...");
//   a joker is named instead of listing the whole board;
// - a cell under the cursor: row, column, combination, points, who holds it, whether the
//   dice allow it, and the stones next to it;
// - a player's stones, and the score so far broken down as the rulebook counts it:
//   single stones, then every horizontal and vertical run (sum × length).
// Combination names come from the catalog ("kivi.comb.<code>"), so lists are rendered
// with the language; every sentence is a catalog entry, only digits and separators from
// the catalog are joined in code.
#pragma once

#include <string>
#include <vector>

#include "play/table.h"
#include "core/event.h"
#include "games/kivi/kivi_game.h"
#include "narration/language.h"
#include "narration/speakable.h"

namespace sh::kivi {

// What narration needs besides the event: the state just after the action that emitted
// it, the seats' player names, the mode, and the language (for names inside lists).
struct Context {
  const KiviState& state;
  const std::vector<std::string>& names;
  Mode mode;
  const Language& lang;
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
// The allowed cells grouped by combination, or the joker; empty when none is allowed.
std::vector<Message> allowed_cells(const Context& c);
// Held and free dice ("Držené: 5 5 5. Volné: 3 3 2.").
Message held_summary(const Context& c);
// A cell: combination, points, holder, allowed for the turn player, neighbours.
std::vector<Message> describe_cell(int cell, const Context& c);
// A player's stones on the board and stones in hand.
Message stones_of(int player, const Context& c);
// A player's score so far: total, single stones, each run. Needs no language, so the
// lesson can use it too.
std::vector<Message> score_breakdown(int player, const KiviState& s, const std::vector<std::string>& names);
// The run and single-stone lines of a breakdown (no total line).
std::vector<Message> breakdown_lines(const ScoreBreakdown& b, const Board& board);
// One board row: who holds each cell ("Řádek 2: volné, Eva, ...").
Message board_row(int row, const Context& c);
// Final places, best first.
std::vector<Message> ranking(const Context& c);

// Review items that are not cells (next/prev walk them after the cells; repeat twice
// says where play stands and every score).
std::vector<std::vector<Message>> review_items(const Context& c);
// Whose turn it is and what is expected now.
std::vector<Message> where_play_stands(const Context& c);
// The help text for the current phase.
std::vector<Message> help(const Context& c);

}  // namespace sh::kivi
