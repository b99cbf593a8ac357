// Numberfloor hints: the search budget of the hint (the strong player, a fixed number of
// samples so the same position always gets the same advice) and the short reason spoken
// with it ("Rada: polož poschodí 5. Tímto tahem vyložíš 3 karty poschodí, v ruce pak 2
// karty. Šance na příští hvězdu: 64 procent.").
#pragma once

#include <vector>

#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_narration.h"

namespace sh::numberfloor {

StrongBudget hint_budget();
// The advice for `o.seat` (on turn) from the strong decision `d`, as messages.
std::vector<Message> hint_reason(const Context& c, const Observation& o, const BotDecision& d);

}  // namespace sh::numberfloor
