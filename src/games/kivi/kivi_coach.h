// The KIVI lesson coach: what it says about the learner's roll or placement, compared with
// the strong player's plan in the same position, in the past tense and in a child's words:
// the cell that scored more points now, the dice worth keeping for a combination. A hold or
// a release is only a step of the decision (nothing is said); the roll is the decision, with
// the dice then held. Silent where the reason is a matter of chances. Never a percentage.
#pragma once

#include <cstdint>
#include <vector>

#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_narration.h"

namespace sh::kivi {

std::vector<Message> coach_decision(const Context& c, Action mine, std::uint64_t seed);
// The same against the strong player's plan thought out before (away from the keys).
std::vector<Message> coach_decision_against(const Context& c, Action mine, const KiviPlan& plan);

}  // namespace sh::kivi
