// Numeramis Šipky: the rules engine (no I/O). Rulebook: shared/seeds/numeramis-sipky.txt.
//
// A State covers a whole series (a single game is a series of one). Referee decisions
// where the rulebook and PRODUCT.md are silent:
// - The first dealer is the last seat, so seat 0 throws first; the dealer passes left
//   (to the next seat) after each game, and throwing starts left of the dealer.
// - Every player's first throw is two cards; "stop" (keep the score) is possible from
//   the second turn on, and only in "Stojedna" (in "Na přesný výsledek" only an exact hit
//   counts, so stopping would be meaningless).
// - A throw of two zeros is folded and two new cards are dealt (both zeros are discarded).
// - A zero on a one-card throw is discarded and replaced, in both variants.
// - "Na přesný výsledek": a one-card throw that would overshoot may be discarded (the
//   player stays in); a one-card throw is not a last throw there. The first exact hit ends
//   the game; if every player goes over, the game has no winner.
// - Ranking (rank_game below: one function for the spoken ranking, the history record and
//   the series points; places are shared, the next place skips as many as share, "1224"):
//   - "Stojedna": players not over the target by score descending, equal scores share a
//     place; everyone over the target shares the place after them.
//   - "Na přesný výsledek": the winner (the exact hit) is first. Everyone still in the game
//     (not over) shares the place after the winner, in seat order: their results below the
//     target do not count (rulebook). Everyone who went over "okamžitě vypadl ze hry" and
//     shares the place after those still in, the last place.
//   - "Na přesný výsledek" without an exact hit: nobody wins. Stopping is not possible in
//     this variant, so a finished game without a hit means everyone went over, and they all
//     share the first place (a place after nobody); a game still running (or left) ranks
//     those still in sharing the first place ahead of those over, who share the place
//     after them.
// - Placement series: a place is worth (players − place + 1) points, shared places the
//   same points. 603 series: games 101, 201, 301; a busted game adds nothing.
//   Hits series ("Na přesný výsledek", N games): most exact hits wins. In every series
//   each game's places (rank_game) add these placement points (series_points()).
// - When the stock is empty, every card not in the current throw is reshuffled.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace sh::sipky {

inline constexpr int kCardsPerValue = 8;
inline constexpr int kDeckSize = 80;
inline constexpr int kMaxPlayers = 8;

enum class Variant { Stojedna, Exact };
enum class Series { Single, Placement, Sum603, Hits };

struct Config {
  int players = 2;
  int target = 101;  // first game's target (the 603 series plays 101, 201, 301)
  Variant variant = Variant::Stojedna;
  Series series = Series::Single;
  int series_games = 1;

  int target_of_game(int game_index) const;
};

// Actions: chance deals a card value 0-9; the player decides, then composes.
inline constexpr Action kThrowTwo = 10;     // take two cards
inline constexpr Action kOneCard = 11;      // "jen jednu kartu"
inline constexpr Action kStop = 12;         // declare the end, keep the score
inline constexpr Action kComposeBase = 20;  // + tens digit: 20..29
inline constexpr Action kKeepCard = 30;     // keep an overshooting single card (and go out)
inline constexpr Action kDiscardCard = 31;  // discard an overshooting single card

enum class Status { Active, Stopped, Exact, Busted };
enum class Phase { Decide, Deal, Compose, OneCardChoice, SeriesOver };

struct PlayerState {
  int score = 0;
  int throws = 0;
  Status status = Status::Active;
  bool last_throw_announced = false;
};

struct RankLine {
  int place = 0;  // 1-based, shared places repeat
  int seat = 0;
  int value = 0;  // score, series points, sum or hits
  bool busted = false;
};

// The places of one game by the rules in the comment at the top, best first (players
// sharing a place in seat order). value is the player's score.
std::vector<RankLine> rank_game(Variant variant, const std::vector<PlayerState>& players);

class SipkyGame final : public Game {
 public:
  explicit SipkyGame(Config config, GameOptions options);
  std::string id() const override { return "sipky"; }
  const GameOptions& options() const override { return options_; }
  int num_players() const override { return config_.players; }
  std::unique_ptr<State> new_initial_state() const override;
  const Config& config() const { return config_; }

 private:
  Config config_;
  GameOptions options_;
};

// Options: players=1..8, target=101|201|301, variant=stojedna|presny,
// series=single|placement|603|hits, games=N (placement and hits series).
// Throws std::invalid_argument with a readable reason.
std::shared_ptr<const Game> make_sipky_game(const GameOptions& options);
Config parse_config(const GameOptions& options);

class SipkyState final : public State {
 public:
  explicit SipkyState(const SipkyGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<SipkyState>(*this); }
  const Game& game() const override { return game_; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, int>> chance_outcomes() const override;
  std::optional<Event> why_illegal(Action a) const override;
  std::string action_to_string(Action a) const override;
  std::string to_string() const override;

  // Read-only views for narration, review and tests.
  const Config& config() const { return game_.config(); }
  Phase phase() const { return phase_; }
  int seat() const { return seat_; }  // whose throw it is
  int dealer() const { return dealer_; }
  int game_index() const { return game_index_; }  // 0-based game of the series
  int target() const { return target_; }
  const std::vector<PlayerState>& players() const { return players_; }
  const std::vector<int>& hand() const { return hand_; }  // cards of the current throw
  bool one_card_throw() const { return one_card_; }
  int cards_needed() const;  // cards still to deal in the current throw
  const std::array<int, 10>& stock() const { return stock_; }  // unseen cards per value
  int stock_size() const;
  const std::array<int, 10>& out() const { return out_; }  // on the table or discarded
  // Value composed from the hand with `tens` first (0 first = zero discarded).
  int compose_value(int tens) const;

  // Ranking of the current (or just finished) game (rank_game) and of the series so far.
  std::vector<RankLine> game_ranking() const;
  std::vector<RankLine> series_ranking() const;
  const std::vector<int>& series_points() const { return series_points_; }
  const std::vector<int>& series_sum() const { return series_sum_; }
  const std::vector<int>& series_hits() const { return series_hits_; }
  int games_finished() const { return games_finished_; }

 protected:
  void do_apply(Action a, Events& events) override;

 private:
  void deal(int value, Events& events);
  void after_hand_complete(Events& events);
  void score_value(int value, Events& events);
  void end_turn(Events& events);
  bool game_over() const;
  void finish_game(Events& events);
  void start_game(Events& events);
  void reshuffle_if_empty(Events& events);
  void discard(int value) { ++out_[static_cast<std::size_t>(value)]; }
  int next_active_after(int seat) const;

  const SipkyGame& game_;
  Phase phase_ = Phase::Decide;
  int seat_ = 0;
  int dealer_ = 0;
  int target_ = 101;
  int game_index_ = 0;
  int games_finished_ = 0;
  bool one_card_ = false;
  std::vector<int> hand_;
  std::vector<PlayerState> players_;
  std::array<int, 10> stock_{};
  std::array<int, 10> out_{};
  std::vector<int> series_points_;
  std::vector<int> series_sum_;
  std::vector<int> series_hits_;
};

}  // namespace sh::sipky
