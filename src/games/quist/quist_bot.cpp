#include "games/quist/quist_bot.h"

#include <numeric>
#include <stdexcept>

#include "games/quist/quist_policy.h"

namespace sh::quist {

Action QuistBot::choose(const Observation& o) const {
  if (!o.my_turn || !o.hand_known) throw std::logic_error("quist bot: not its turn or hand unknown");
  if (std::accumulate(o.hand.begin(), o.hand.end(), 0) == 0) throw std::logic_error("quist bot: empty hand");
  switch (level_) {
    case Level::Easy:
      return easy_card(view_of(o), seed_);
    case Level::Normal:
      return normal_card(view_of(o), seed_);
    case Level::Strong:
      return search(o, seed_, budget_).best;
  }
  return normal_card(view_of(o), seed_);
}

}  // namespace sh::quist
