// KIVI computer players at three levels (core::Level, option "level"); the hint engine is
// the strong one. All read only the visible state, never future chance, and are
// deterministic: the same seed and state always give the same action.
//
// - Normal values every cell by the score it would add now plus a small bonus for free
//   neighbours (room to grow rows later), and plans holds by exact expectation over the
//   remaining rolls (all dice outcomes enumerated, no sampling).
// - Easy plays like a beginner: it places as soon as a cell adds a few points, otherwise
//   holds the dice of its most frequent value (never aims at straights, parity or sums),
//   values cells by the points they add now only, and now and then takes a worse cell.
// - Strong uses the same exact expectimax over the remaining rolls (every outcome of every
//   hold, up to the end of the turn) with a deeper cell evaluation: the points a cell adds
//   now; the growth it opens (each free cell next to its stones, valued by what it would
//   add beyond its own points, times the chance that a turn aimed at it reaches that
//   cell's combination, turn_chance(); as many such cells count as it has placements left);
//   blocking (the same growth taken from the opponents, shared among them); and the room
//   of free neighbours early on. Its search is exact and bounded (about a millisecond, p99
//   about 10 ms on the shared 2-core machine, far under the 300 ms budget), so it needs no
//   time limit and plays the same in play, in the tournament and in tests.
// The seed only breaks ties (and draws the easy player's slips).
#pragma once

#include <cstdint>
#include <vector>

#include "core/game.h"
#include "core/game_options.h"
#include "games/kivi/kivi_game.h"

namespace sh::kivi {

// What the bot means to do now, for the whole turn (the hint explains it).
struct KiviPlan {
  enum class Kind { Place, Roll, Relocate };
  Kind kind = Kind::Roll;
  int cell = -1;         // Place / Relocate: the cell
  DiceCounts hold{};     // Roll: the dice to keep (the others are rolled again)
  int aim_cell = -1;     // Roll: the cell the kept dice aim at most, not allowed now (-1: none)
  double aim_chance = 0; // Roll: the chance that the next roll allows aim_cell
  // Roll: the joker the aim is reached by (the straight 1-6 held as 5 4 3 2 1 aims at a
  // joker, not at the cell's own combination); None when the dice aim at the combination.
  Joker aim_joker = Joker::None;
};

class KiviBot {
 public:
  explicit KiviBot(std::uint64_t seed = 0, Level level = Level::Normal);

  Level level() const { return level_; }

  // The action for the player to act (the turn player, also when he moves the stone his
  // six of a kind displaced: where it helps its owner and costs him least): the first
  // step of plan(). Throws std::logic_error at a chance node or at the end.
  Action choose(const KiviState& state) const;
  Action choose(const State& state) const;
  KiviPlan plan(const KiviState& state) const;
  // The first action of a plan in `state` (a release, a hold, the roll or the placement).
  static Action first_action(const KiviState& state, const KiviPlan& plan);

  // The normal player's worth of putting `player`'s stone on `cell` now (score gain + potential).
  double cell_worth(const KiviState& state, int player, int cell) const;
  // The strong player's worth of the same.
  double strong_worth(const KiviState& state, int player, int cell) const;

 private:
  KiviPlan plan_dice(const KiviState& state, const std::vector<double>& worth) const;
  KiviPlan plan_easy(const KiviState& state) const;
  std::vector<double> worths(const KiviState& state, int player) const;
  double noise(const KiviState& state, int cell) const;

  std::uint64_t seed_;
  Level level_;
};

// The chance that one turn (up to three rolls, keeping dice to aim at it) rolls the
// combination or a joker. The strong player weighs future cells with it.
double turn_chance(Combination c);

}  // namespace sh::kivi
