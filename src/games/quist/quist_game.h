// Numeramis Quist: the rules engine (no I/O). Rulebook: shared/seeds/numeramis-quist.txt,
// rule decisions: PRODUCT.md "Numeramis Quist". Events: EVENTS.md in this folder.
//
// A State is a whole match: the seating cut (optional), every game's deal (dealer mode),
// the play, the match score and the extra game. Every action is a card value 0-9:
// a cut card, a dealt card (chance), or the card a player lays. The action list is the
// whole serialization (sh::replay rebuilds the state).
//
// Modes: in dealer mode the program deals the 36 cards one at a time as chance actions
// weighted by how many cards of each value the 80-card deck still has, so hands are known
// and a player may lay only a value in the hand. In assistant mode the physical cards are
// the truth: there is no deal, hands are unknown, and each card is entered as it is laid;
// a value is refused once all eight cards of it have been laid in this game.
//
// Referee decisions (where the rulebook and PRODUCT.md are silent), also in the help text:
// 1. Partners sit opposite: team 0 = seats 0 and 2, team 1 = seats 1 and 3. Play goes
//    clockwise, i.e. to the left: seat s+1 plays after seat s.
// 2. Seating "chosen": player n sits at seat n. Seating "cut": players 0,1,2,3 in turn cut
//    a card; the two who cut an odd value play together. Unless exactly two cut an odd
//    value, all four cut again. Player 0 keeps seat 0, the partner sits opposite (seat 2),
//    of the other two the lower player number sits at seat 1. Cut cards go back to the deck.
// 3. The rulebook draws the first dealer by lot; the table draws and the menu option
//    `dealer` names the seat. The deal then passes to the left after every game, also into
//    an extra game. Dealer mode deals one card at a time, starting left of the dealer.
// 4. The player left of the dealer leads the first trick; the winner of a trick leads the
//    next. Any card may be laid at any time (there are no suits to follow).
// 5. Only the cards of the current phase compete. A single highest card takes the trick.
//    Two or more equal highest cards tie, even when partners laid them: the cards stay on
//    the table and a new phase begins, led by the seat that laid the first of the tied
//    highest cards; all four lay a card again. Phase k puts k tricks (4k cards) at stake,
//    and whoever lays the single highest card of a phase takes the cards of all phases.
// 6. If the last phase of a hand ties (nobody has a card left), the seat that laid the
//    first of the tied highest cards takes the whole stake, so 9 tricks are always shared.
// 7. A game is won by the team with more tricks (5 or more of 9, never a tie). Each team
//    writes its tricks as points and the winner a game win.
// 8. All games of the match are played even when the winner is already certain (the
//    match.clinched event tells it). After the last game the team with more games wins;
//    equal games: more tricks over all games; still equal: one extra game (only possible
//    with an even number of games), which always decides, because it breaks the tie in
//    games won.
// 9. The last trick may be reviewed until the first card of the next trick is laid (also
//    across the end of a game, until the first lead of the next game).
// 10. In assistant mode each player lays exactly one card per phase in turn order and the
//    hand ends after nine rounds, so nobody can lay a tenth card; what is checked is the
//    deck: at most eight cards of a value per game. Computer players need dealer mode.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/quist/quist_observation.h"
#include "games/quist/quist_options.h"
#include "games/quist/quist_rules.h"

namespace sh::quist {

class QuistGame final : public Game {
 public:
  QuistGame(Options config, GameOptions options);
  std::string id() const override { return "quist"; }
  const GameOptions& options() const override { return options_; }
  int num_players() const override { return kSeats; }
  std::unique_ptr<State> new_initial_state() const override;
  const Options& config() const { return config_; }

 private:
  Options config_;
  GameOptions options_;
};

enum class Stage { Cut, Deal, Play, MatchOver };

// How the match winner was found.
enum class DecidedBy { Games = 0, Tricks = 1, ExtraGame = 2 };

// A whole match. It refers to its QuistGame, which must outlive it (keep the shared_ptr).
class QuistState final : public State {
 public:
  explicit QuistState(const QuistGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<QuistState>(*this); }
  const Game& game() const override { return game_; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, int>> chance_outcomes() const override;
  std::optional<Event> why_illegal(Action a) const override;
  std::string action_to_string(Action a) const override;
  std::string to_string() const override;

  // What `seat` may know (own hand, table, public counts, scores).
  Observation observation(int seat) const;

  // Read-only views for the controller, narration and tests.
  const Options& config() const { return game_.config(); }
  Stage stage() const { return stage_; }
  int player_at_seat(int seat) const { return player_at_seat_[static_cast<std::size_t>(seat)]; }
  int seat_of_player(int player) const;
  bool is_computer_seat(int seat) const;
  int dealer() const { return dealer_; }
  int game_number() const { return game_index_ + 1; }  // 1-based current (or last) game
  int games_to_play() const { return games_to_play_; }
  bool extra_game() const { return extra_game_; }
  int cards_dealt() const { return dealt_; }
  // A seat's hand: the whole truth, for dealer mode's "read my hand to me" and for tests.
  // Computer players must use observation() instead.
  const ValueCounts& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  int cards_left(int seat) const { return cards_left_[static_cast<std::size_t>(seat)]; }
  const ValueCounts& played() const { return played_; }
  const std::vector<Phase>& table() const { return trick_; }
  const std::optional<LastTrick>& last_trick() const { return last_trick_; }
  const std::vector<int>& cuts() const { return cuts_; }
  const std::array<int, kTeams>& game_tricks() const { return game_tricks_; }
  const std::array<int, kSeats>& seat_tricks() const { return seat_tricks_; }
  const std::array<int, kTeams>& wins() const { return wins_; }
  const std::array<int, kTeams>& total_tricks() const { return total_tricks_; }
  // Tricks of team 0 and team 1 in every finished game.
  const std::vector<std::array<int, kTeams>>& results() const { return results_; }
  int match_winner() const { return match_winner_; }  // team, -1 until the match is over
  DecidedBy decided_by() const { return decided_by_; }

 protected:
  void do_apply(Action a, Events& events) override;

 private:
  int to_play() const;
  void apply_cut(int value, Events& events);
  void apply_deal(int value, Events& events);
  void apply_play(int value, Events& events);
  void resolve_phase(Events& events);
  void award_trick(int seat, bool by_tie_rule, Events& events);
  void end_game(Events& events);
  void begin_game(Events& events);
  void end_match(int winner, DecidedBy by, Events& events);
  bool hands_empty() const;
  // The table holds one empty phase (its storage kept when there is some).
  void new_trick();

  const QuistGame& game_;
  Stage stage_ = Stage::Play;
  std::array<int, kSeats> player_at_seat_{0, 1, 2, 3};
  std::vector<int> cuts_;  // this cut round, by player number
  long recuts_ = 0;        // cut rounds that had to be cut again
  int game_index_ = 0;
  int games_to_play_ = 10;
  bool extra_game_ = false;
  bool clinched_ = false;
  int dealer_ = 0;
  int dealt_ = 0;
  std::array<ValueCounts, kSeats> hands_{};  // dealer mode only
  std::array<int, kSeats> cards_left_{};
  ValueCounts dealt_count_{};  // cards of each value dealt in this game
  ValueCounts played_{};       // cards of each value laid in this game
  std::vector<Phase> trick_;   // tied phases, then the current phase (never empty)
  int leader_ = 0;             // seat leading the current phase
  std::optional<LastTrick> last_trick_;
  std::vector<Phase> spare_;   // storage of a forgotten last trick, reused by the next one
  std::array<int, kTeams> game_tricks_{};
  std::array<int, kSeats> seat_tricks_{};
  std::array<int, kTeams> wins_{};
  std::array<int, kTeams> total_tricks_{};
  std::vector<std::array<int, kTeams>> results_;
  int match_winner_ = -1;
  DecidedBy decided_by_ = DecidedBy::Games;
};

}  // namespace sh::quist

namespace sh {

// Registration hook. Options: see quist_options.h (mode, games, dealer, seating,
// computers, players). Throws std::invalid_argument with a readable reason.
std::shared_ptr<const Game> make_quist_game(const GameOptions& options);

}  // namespace sh
