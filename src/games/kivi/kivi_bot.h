// KIVI computer player. It values every cell by the score it would add now plus a small
// bonus for free neighbours (room to grow rows later), and plans holds by exact
// expectation over the remaining rolls (all dice outcomes enumerated, no sampling).
// It reads only the visible state, never future chance; the seed only breaks ties, so
// the same seed and state always give the same action.
#pragma once

#include <cstdint>
#include <vector>

#include "core/game.h"
#include "games/kivi/kivi_game.h"

namespace sh::kivi {

class KiviBot {
 public:
  explicit KiviBot(std::uint64_t seed = 0);

  // The action for the player to act (the turn player, or the owner of a displaced
  // stone). Throws std::logic_error at a chance node or at the end.
  Action choose(const KiviState& state) const;
  Action choose(const State& state) const;

  // The bot's worth of putting `player`'s stone on `cell` now (score gain + potential).
  double cell_worth(const KiviState& state, int player, int cell) const;

 private:
  struct Outcome {
    DiceCounts dice;
    double probability;
  };

  Action choose_dice_action(const KiviState& state) const;
  double noise(const KiviState& state, int cell) const;

  std::uint64_t seed_;
  std::vector<DiceCounts> multisets_;              // every multiset of 0..6 dice
  std::vector<int> index_;                         // base-7 key -> index in multisets_
  std::vector<std::vector<Outcome>> outcomes_;     // outcomes_[k]: rolls of k dice
};

}  // namespace sh::kivi
