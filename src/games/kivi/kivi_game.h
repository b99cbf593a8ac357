// KIVI: the rules engine (no I/O). Rulebook: shared/seeds/kivi.txt; rule decisions in
// PRODUCT.md ("KIVI"). 2-4 players, 6 dice, a 7×7 board (kivi_board.h), 10 stones each,
// 10 rounds; one turn per player per round, seat 0 first.
//
// A turn: the six dice are rolled (chance); then the player may hold or release dice
// (by value), roll the dice not held again (at most three rolls a turn), or place a stone
// on an allowed cell (kivi_combinations.h: combinations, nesting, jokers). After the
// third roll the player must place if any cell is allowed; if none is, one stone leaves
// the game. Six of a kind may take an opponent's cell: the thrower then moves that stone
// (still its owner's) to a free cell of the thrower's choice (PRODUCT.md).
// After 10 rounds every stone is placed or lost and the game is scored (kivi_scoring.h).
//
// Chance: every die is one chance action (kDieBase + value); a roll of k dice is k chance
// actions, each filling the next die not held, so physical dice can be typed in any order.
// The initial state is already the first player's first roll (chance).
//
// Referee decisions where the rulebook is silent:
// - Holds persist from roll to roll until released; holding and releasing are refused
//   after the third roll (nothing is left to roll); "roll" needs at least one free die.
// - Six of a kind may not take the player's own stone (that would change nothing).
// - Equal top scores share the victory (no tie-break in the rulebook).
// - Straights nest as the "same value" combinations do (PRODUCT.md): a roll showing ABCDE
//   may take an ABCD cell only when no ABCDE cell is free, as AAA BB must be used before
//   AAA or AA BB. Parity and sums are nested in nothing.
// Events: src/games/kivi/EVENTS.md. Keys: KEYS.md. Messages: kivi-messages.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/kivi/kivi_board.h"
#include "games/kivi/kivi_combinations.h"
#include "games/kivi/kivi_scoring.h"

namespace sh::kivi {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStonesPerPlayer = 10;
inline constexpr int kRounds = 10;
inline constexpr int kMaxRolls = 3;

// Actions.
inline constexpr Action kPlaceBase = 0;       // + cell 0..48: place the turn player's stone
inline constexpr Action kRelocateBase = 100;  // + cell: the thrower moves the displaced stone
inline constexpr Action kHoldBase = 200;      // + value 1..6: hold one free die showing it
inline constexpr Action kReleaseBase = 210;   // + value 1..6: release one held die showing it
inline constexpr Action kRoll = 220;          // roll the dice not held
inline constexpr Action kDieBase = 300;       // + value 1..6: chance, one die shows value

inline Action place_action(int cell) { return kPlaceBase + cell; }
inline Action relocate_action(int cell) { return kRelocateBase + cell; }
inline Action hold_action(int value) { return kHoldBase + value; }
inline Action release_action(int value) { return kReleaseBase + value; }
inline Action die_action(int value) { return kDieBase + value; }

struct Config {
  int players = 2;
  Board board;
  std::string board_source = "default";  // "default" or the file path
  std::vector<bool> computer;            // per seat: played by the program
};

// Options: players=2..4 (default 2); board=default|<path of a board file>;
// computers=<comma-separated seat numbers from 1>, e.g. "2,3" (default none).
// Throws std::invalid_argument with a readable reason.
Config parse_config(const GameOptions& options);
std::shared_ptr<const Game> make_kivi_game(const GameOptions& options);

class KiviGame final : public Game {
 public:
  KiviGame(Config config, GameOptions options);
  std::string id() const override { return "kivi"; }
  const GameOptions& options() const override { return options_; }
  int num_players() const override { return config_.players; }
  std::unique_ptr<State> new_initial_state() const override;
  const Config& config() const { return config_; }
  const Board& board() const { return config_.board; }
  bool is_computer(int seat) const;

 private:
  Config config_;
  GameOptions options_;
};

enum class Phase { Rolling, Deciding, Relocating, GameOver };

// A cell the current dice allow, and why: joker None = by the cell's own combination.
struct AllowedCell {
  int cell = 0;
  Combination combination = Combination::TwoPairs;  // the cell's combination
  Joker joker = Joker::None;
  bool displaces = false;  // six of a kind onto an opponent's stone
};

struct RankLine {
  int place = 0;  // 1-based; equal scores share a place
  int seat = 0;
  int score = 0;
};

class KiviState final : public State {
 public:
  explicit KiviState(const KiviGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<KiviState>(*this); }
  const Game& game() const override { return game_; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, int>> chance_outcomes() const override;
  std::optional<Event> why_illegal(Action a) const override;
  std::string action_to_string(Action a) const override;
  std::string to_string() const override;

  // --- Read-only views for narration, review, the bot and tests. ---
  const KiviGame& kivi_game() const { return game_; }
  const Board& board() const { return game_.board(); }
  int num_players() const { return game_.num_players(); }
  Phase phase() const { return phase_; }
  int round() const { return round_ + 1; }  // 1..10 (10 after the end)
  int turn_player() const { return turn_player_; }  // whose turn (also while rolling)
  int rolls_used() const { return rolls_; }           // rolls started this turn, 1..3
  int rolls_left() const { return kMaxRolls - rolls_; }
  int dice_to_roll() const { return pending_; }       // dice of the current roll not yet rolled
  const DiceCounts& held() const { return held_; }    // held dice by value
  const DiceCounts& free_dice() const { return free_; }  // rolled, not held
  DiceCounts dice() const;                            // held + free
  // Six of a kind took an occupied cell: the thrower (the turn player, PRODUCT.md: "Jeho
  // kámen pak umístí…", the subject still the thrower) moves the displaced stone, which
  // stays its owner's. Both -1 unless relocating.
  int relocating_player() const { return phase_ == Phase::Relocating ? turn_player_ : -1; }
  int displaced_owner() const { return phase_ == Phase::Relocating ? relocating_ : -1; }

  int owner(int cell) const { return owners_[static_cast<std::size_t>(cell)]; }
  const Owners& owners() const { return owners_; }
  Combination cell_combination(int cell) const;
  int cell_value(int cell) const;
  std::vector<int> stones_of(int player) const;  // cells, board order
  std::vector<int> free_cells() const;
  int stones_placed(int player) const { return placed_[static_cast<std::size_t>(player)]; }
  int stones_lost(int player) const { return lost_[static_cast<std::size_t>(player)]; }
  int stones_in_hand(int player) const;

  // Cells the current dice allow the turn player (empty unless deciding).
  std::vector<AllowedCell> allowed_cells() const;
  // Cells six dice would allow `player` on this board (the bot explores with it).
  std::vector<AllowedCell> allowed_cells_for(const DiceCounts& dice, int player) const;
  // The combinations the current dice show (empty unless deciding).
  std::vector<Combination> shown_combinations() const;

  int score(int player) const;
  ScoreBreakdown breakdown(int player) const;
  std::vector<RankLine> ranking() const;

 protected:
  void do_apply(Action a, Events& events) override;

 private:
  std::optional<Event> why_illegal_place(int cell) const;
  // The cells (bit per cell) six dice allow `player` now, and those cells described.
  std::uint64_t allowed_mask_for(const DiceCounts& dice, int player) const;
  std::vector<AllowedCell> cells_of_mask(std::uint64_t mask, const DiceCounts& dice) const;
  void finish_roll(Events& events);
  void start_turn(Events& events);
  void start_roll(Events& events);
  void end_turn(Events& events);
  Event cell_event(std::string type, int cell) const;

  const KiviGame& game_;
  Owners owners_{};
  std::vector<int> placed_;
  std::vector<int> lost_;
  Phase phase_ = Phase::Rolling;
  int round_ = 0;
  int turn_player_ = 0;
  int rolls_ = 1;
  int pending_ = kNumDice;
  DiceCounts held_{};
  DiceCounts free_{};
  int relocating_ = -1;  // whose stone was displaced (its owner)
  std::uint64_t allowed_ = 0;  // deciding: the cells the dice allow (set when a roll ends)
};

}  // namespace sh::kivi
