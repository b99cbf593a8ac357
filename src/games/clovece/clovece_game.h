// Matfyzácké Člověče, nezlob se: the rules engine (no I/O). Rulebook:
// shared/seeds/matfyzacke-clovece-nezlob-se.txt; decisions in PRODUCT.md ("Matfyzácké
// Člověče"). 2-6 players; the board (clovece_board.h) is data: 40 squares for 2-4
// players, 60 for 5-6, start squares 10 apart, 4 home squares per player.
//
// Pieces belong to nobody: there are four piece colours with as many pieces of each as
// players, and every house starts with one piece of each colour. Players are named by
// their house colour. A player may move any track piece of a colour that is in neither
// his house nor his home, always along his own path (from his start square clockwise
// round to his entrance, the square before his start) and on into his home.
//
// A turn: the opening roll first decides who starts (each player rolls once, the highest
// starts, the tied roll again among themselves, in seat order). In a turn the player
// rolls (chance actions, one die each); a six rolls again, as long as sixes come. Then
// the throws are used in the order rolled (all sixes first, the last number last): for
// each throw the player chooses a use if one is legal (compulsory), else the throw is
// forfeited automatically. A six may enter any piece from his house onto his start
// square. At the end of the turn every track square holding two or more pieces keeps the
// one that arrived last; each other piece is captured and goes to the house of a player
// who may play it (no piece of its colour in his house or home), chosen by the mover
// (an action) when more than one player may take it, automatically otherwise.
// A player whose home holds all four colours has finished; the first one wins.
//
// Referee decisions where the rulebook is silent (also in the help text):
// - Throws are all rolled before any is used; there is no limit on sixes in a row. The
//   opening roll only decides who starts: the starter then rolls his first turn afresh.
// - Compulsory use is judged throw by throw, when its turn comes (no search for the use
//   that would let more of the later throws be used).
// - Entering is optional: when entering is the only legal use of a six, the player may
//   decline it (kPass) and the six is given up. When any other move is legal, a use must
//   be chosen (entering or a move).
// - A move that would run past the last home square or onto an occupied home square is
//   not legal; home pieces move forward only, jumping over others.
// - Several pieces may share a track square during a turn; at its end the one that
//   arrived last stays and all the others are captured (squares taken in the order of
//   the mover's path, pieces in order of arrival), one gift decision each.
// - When a player finishes and play-on is off, the game ends at once (the rest of his
//   turn does not matter). With play-on he gives up the rest of his throws, the turn is
//   finished as usual, finished players are skipped, and when one player is left he
//   takes the last place.
// Events: src/games/clovece/EVENTS.md. Keys: KEYS.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/clovece/clovece_board.h"

namespace sh::clovece {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;

// Actions.
inline constexpr Action kDieBase = 100;    // + value 1..6: chance, the die shows value
inline constexpr Action kMoveBase = 1000;  // + colour * 100 + location (below)
inline constexpr Action kEnterBase = 2000; // + colour: enter a piece of that colour
inline constexpr Action kPass = 3000;      // decline entering (only when nothing else is legal)
inline constexpr Action kGiftBase = 4000;  // + seat: the captured piece goes to that house
inline constexpr int kHomeLoc = 80;        // move location: track square 0..79, home slot 80 + slot

inline Action die_action(int value) { return kDieBase + value; }
inline Action move_track_action(int colour, int square) { return kMoveBase + colour * 100 + square; }
inline Action move_home_action(int colour, int slot) { return kMoveBase + colour * 100 + kHomeLoc + slot; }
inline Action enter_action(int colour) { return kEnterBase + colour; }
inline Action gift_action(int seat) { return kGiftBase + seat; }

enum class Where { House, Track, Home, Limbo };

// Where a piece stands. seat: whose house or home (-1 on the track); index: the track
// square or the home slot (0 = first square past the entrance).
struct Loc {
  Where where = Where::House;
  int seat = -1;
  int index = 0;
  bool operator==(const Loc&) const = default;
};
// A location as one number for events: track square 0..79, home 100 + seat*10 + slot,
// house 200 + seat, captured (off the board, waiting to be given) 300.
int loc_code(const Loc& l);
Loc loc_from_code(int code);

struct Piece {
  int colour = 0;  // 0..3, an index into Board::pieces
  Loc loc;
  long stamp = 0;  // when it last arrived (later = larger); decides captures
};

enum class MoveKind { Enter, Track, IntoHome, InHome, Pass };

// A legal use of the current throw, for the numbered list and the bot.
struct Move {
  Action action = kPass;
  MoveKind kind = MoveKind::Pass;
  int colour = -1;
  Loc from, to;
  std::vector<int> hits;  // colours of the pieces standing on the target track square
};

struct Config {
  int players = 2;
  bool play_on = false;
  bool automove = true;        // the keypad makes a single legal use at once (not a rule)
  std::vector<bool> computer;  // per seat
};

// Options: players=2..6 (default 4); playon=0|1 (default 0: the game ends with the
// winner); computers=<comma-separated seats from 1> (default none); automove=0|1 (default
// 1, for the keypad); mode=dealer|assistant (accepted and ignored: the engine is the same). Throws std::invalid_argument.
Config parse_config(const GameOptions& options);
std::shared_ptr<const Game> make_clovece_game(const GameOptions& options);

class CloveceGame final : public Game {
 public:
  CloveceGame(Config config, GameOptions options);
  std::string id() const override { return "clovece"; }
  const GameOptions& options() const override { return options_; }
  int num_players() const override { return config_.players; }
  std::unique_ptr<State> new_initial_state() const override;
  const Config& config() const { return config_; }
  const Board& board() const { return *board_; }
  bool is_computer(int seat) const;
  bool play_on() const { return config_.play_on; }

  int track() const { return board_->track; }
  int home_size() const { return board_->home; }
  int start(int seat) const { return starts_[static_cast<std::size_t>(seat)]; }
  int entrance(int seat) const { return (start(seat) + track() - 1) % track(); }
  Colour house_colour(int seat) const { return colours_[static_cast<std::size_t>(seat)]; }
  Colour piece_colour(int colour) const { return board_->pieces[static_cast<std::size_t>(colour)]; }
  // Steps from `seat`'s start square to `square` along his path (0 = his start).
  int rel(int seat, int square) const {
    const int d = square - start(seat), n = track();
    if (d >= 0 && d < n) return d;  // a square on the track: no division (search asks often)
    if (d < 0 && d >= -n) return d + n;
    return (d % n + n) % n;
  }
  // The seat whose start square is `square`, or -1.
  int seat_starting_at(int square) const;

 private:
  Config config_;
  GameOptions options_;
  const Board* board_;
  std::vector<int> starts_;
  std::vector<Colour> colours_;
};

enum class Phase { Opening, Rolling, Using, Gifting, GameOver };

class CloveceState final : public State {
 public:
  explicit CloveceState(const CloveceGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<CloveceState>(*this); }
  const Game& game() const override { return game_; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, int>> chance_outcomes() const override;
  // The same answer as a look-up in legal_actions(), without building the list.
  bool is_legal(Action a) const override;
  std::optional<Event> why_illegal(Action a) const override;
  std::string action_to_string(Action a) const override;
  std::string to_string() const override;

  // --- Read-only views for narration, review, the bot and tests. ---
  const CloveceGame& clovece_game() const { return game_; }
  int num_players() const { return game_.num_players(); }
  Phase phase() const { return phase_; }
  int turn_player() const { return turn_player_; }  // -1 during the opening roll
  const std::vector<Piece>& pieces() const { return pieces_; }

  // The opening roll: who still rolls (in order), how many of them have rolled, and what.
  const std::vector<int>& opening_contenders() const { return contenders_; }
  const std::vector<int>& opening_values() const { return opening_values_; }
  int opening_roller() const;  // the seat rolling now in the opening, or -1

  // The throws of this turn in order, and the index of the next one to use.
  const std::vector<int>& throws() const { return throws_; }
  int next_throw() const { return next_; }
  int current_throw() const;  // the value to use now, 0 when none

  // Colours (0..3) in `seat`'s house; `seat`'s home slots (colour or -1).
  std::vector<int> house_of(int seat) const;
  std::vector<int> home_of(int seat) const;
  int home_count(int seat) const;
  // Pieces (indices into pieces()) on a track square, in order of arrival.
  std::vector<int> pieces_on(int square) const;
  // Whether `seat` may move a track piece of `colour` now (neither in house nor home).
  bool may_move_colour(int seat, int colour) const;
  // Every use of a throw of `value` by `seat` on the current position (the move list of
  // the current throw is legal_moves(); this one serves the danger review and the bot).
  std::vector<Move> moves_for(int seat, int value) const;
  // The uses of the current throw (with kPass when declining entering is allowed).
  std::vector<Move> legal_moves() const;

  // Captures waiting for the mover's gift decision: the piece and who may take it.
  int gift_colour() const;  // -1 unless gifting
  std::vector<int> gift_candidates() const;
  int gifts_left() const { return static_cast<int>(pending_.size()); }

  // Sets up a position (lessons, tests): `pieces` replace all pieces (4 x players, each
  // colour players times), and `seat` is about to roll. Throws std::invalid_argument when
  // the position breaks an invariant (count, a colour twice in one house and home, two
  // pieces on one track square or home square).
  void set_position(const std::vector<Piece>& pieces, int seat);

  // For search (the computer player): a copy without the action history, and applying a
  // legal action to it without recording it (events are dropped).
  CloveceState scratch() const;
  void simulate(Action a);
  // The same position (without the history) under another game object of the same
  // options: a computer thinking on a worker thread owns its game and its position.
  CloveceState copy_for(const CloveceGame& game) const;

  int place(int seat) const { return places_[static_cast<std::size_t>(seat)]; }  // 0 = not finished
  int winner() const;  // the first to finish, or -1
  bool finished(int seat) const { return place(seat) > 0; }

 protected:
  void do_apply(Action a, Events& events) override;

 private:
  CloveceState(const CloveceGame& game, const CloveceState& from);  // copy_for(): the position, no history
  std::optional<Event> why_illegal_use(Action a) const;
  template <class F>
  void for_each_use(int seat, int value, F&& f) const;  // the uses of a throw, allocation-free
  Move make_move(MoveKind kind, int colour, const Loc& from, const Loc& to, Action action) const;
  static Move bare_move(MoveKind kind, int colour, const Loc& from, const Loc& to, Action action);  // no hits
  void add_hits(Move& m) const;  // the colours on m's target track square, in order of arrival
  bool has_use() const;  // whether the current throw has a use
  // The use of the current throw that action `a` names (no kPass), as for_each_use() lists
  // it; false when it names none.
  bool find_use(Action a, Move& out) const;
  bool silent() const { return quiet_ || !events_wanted(); }  // no events are built
  void opening_die(int value, Events& events);
  void start_turn(int seat, Events& events);
  void advance(Events& events);
  void end_turn(Events& events);
  bool give_pending(Events& events);  // false when the mover must choose
  void give(int piece, int seat, bool automatic, Events& events);
  void next_turn(Events& events);
  void finish(int seat, Events& events);
  void apply_move(const Move& m, Events& events);
  std::vector<int> eligible(int colour) const;
  int piece_at(int colour, const Loc& loc) const;  // a piece of that colour there, last arrived, or -1
  Event loc_event(std::string type, int colour, const Loc& from, const Loc& to) const;

  const CloveceGame& game_;
  std::vector<Piece> pieces_;
  Phase phase_ = Phase::Opening;
  int turn_player_ = -1;
  std::vector<int> contenders_;
  std::vector<int> opening_values_;
  std::vector<int> throws_;
  int next_ = 0;
  long clock_ = 0;
  std::vector<int> pending_;  // captured pieces waiting for a house, in order
  std::vector<int> places_;
  int finished_count_ = 0;
  bool quiet_ = false;  // simulate(): events are not built (nor by apply() without events)
};

}  // namespace sh::clovece
