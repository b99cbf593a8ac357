// Numberfloor hints: the search budget of the hint (the strong player, a fixed number of
// samples so the same position always gets the same advice, cut short by the deadline of a
// hint a person waits for: play/deadline.h) and the short reason spoken with it ("Rada: polož poschodí 5. Tímto tahem vyložíš 3 karty poschodí, v ruce pak 2
// karty. Šance na příští hvězdu: 64 procent.").
#pragma once

#include <vector>

#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "play/deadline.h"

namespace sh::numberfloor {

StrongBudget hint_budget(const Deadline& deadline = {});
// The advice for `o.seat` (on turn) from the strong decision `d`, as messages.
std::vector<Message> hint_reason(const Context& c, const Observation& o, const BotDecision& d);

// The lesson coach on the learner's action `mine`, against the strong decision `d` in the
// same position: "Položil jsi 7, dobrá volba." or, for a turn ended (or PAS) while a card
// still fitted, which card and why (fewer cards in the hand, the star of this turn); else
// nothing. Never a percentage.
std::vector<Message> coach_action(const Context& c, const BotDecision& d, Action mine);

}  // namespace sh::numberfloor
