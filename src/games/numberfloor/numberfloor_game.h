// Numberfloor: the rules engine (no I/O). Rulebook: shared/seeds/numberfloor.txt (an OCR);
// rule decisions: PRODUCT.md "Numberfloor" and the list below. Events: EVENTS.md here.
//
// 2-5 players, variants Full (8+), Middle (6+), Beginner (4+); the cards come from a Deck
// (numberfloor_deck.h) that the Game carries, filtered by the variant's dots. Six cards
// each; whoever empties the hand takes a star and six new cards; 5 stars win with 2-3
// players, 3 stars with 4-5. Seats play in order 0, 1, ... (clockwise); `starts` names the
// youngest player, who begins.
//
// Actions (ints, the journal): lay card type t from the hand (t: numberfloor_cards.h;
// Beginner's second floor pile: kLayPile2 + value), draw two, PAS, end the turn, take over
// the turn with a night floor card (kTakeOver + seat * 10 + value: the one action made by a
// seat that is not current_player(), see below), and chance: kChanceCard + t, one card
// comes off the stock. Dealer mode deals, draws and turns the start cards as chance actions
// weighted by what the stock holds (a shuffle, one card at a time); reshuffling is no
// chance (the cards only return to the stock), so it is an event. In assistant mode the
// physical cards are the truth: only the two start cards are chance actions (the table
// types them); hands are unknown and counted (dealt 6, drew 2, laid 1), a drawn card is
// counted, not named, and a laid card is refused when every copy of it already lies on the
// piles (the box has no more).
//
// Referee decisions (also in the help text):
//  1. Deal: in dealer mode a deal where a player holds no floor card (balloons only) is
//     void: every card goes back and the deal is made again (event deal.void). Start cards:
//     a floor card (a night floor card counts as one), then a numbered balloon: drawing
//     again until the balloon is numbered leaves the same odds as drawing among the
//     numbered ones, so that is the chance action. In assistant mode the table deals and
//     redeals itself and types the two start cards; a special balloon is refused there.
//  2. A floor card fits when it equals the top floor, or is top ± the top balloon's number
//     (mod 10: from 9 two up is 1, from 0 three down is 7). "Nearest floor": equal, ±1, ±2.
//     "Any even"/"any odd": any even/odd floor, and the equal one (rule 1 always holds).
//     "Skip turn" on top: only the equal floor.
//  3. Balloons may be laid any time in one's own turn, any number; the top one rules. A
//     turn needs a floor card: a balloon that would empty the hand before any floor card
//     was laid this turn is refused. No turn may end with only balloons laid while a floor
//     card could have been laid (the rulebook's "at least one floor card a turn" and "draw
//     only when unable"): before the turn's first floor card, dealer mode refuses a balloon
//     that leaves no floor card of the hand playable when one was playable before it (the
//     reason names that card; a balloon laid by a player who could lay nothing stays
//     allowed), and refuses PAS after such balloons while a floor card of the hand fits.
//     Once a floor card is playable it stays so until one is laid, so a turn that laid
//     balloons ends with a floor card or with a player who never could lay one. Assistant
//     mode cannot see the hand: after a balloon of this turn and before its first floor
//     card it refuses drawing and PAS while some floor card fitting now is not yet on the
//     piles (the table takes the balloon back with back when the player could not lay
//     anything), so the same turns are refused there too.
//  4. Drawing two is for a player who cannot lay a floor card: it is allowed once a turn,
//     before any floor card; in dealer mode it is refused while some floor card of the hand
//     fits under the top balloon or under a balloon of the hand (the reason names the
//     card). After drawing: play on, or PAS (allowed only after drawing and before any
//     floor card; also when a card now fits: "nemůže nebo nechce", PRODUCT.md). A turn with a floor card ends by an explicit "end of turn", or by itself
//     when the hand is empty (a star). An empty stock is refilled from the piles, all but
//     each pile's top card (event stock.reshuffled); with nothing to refill, fewer cards
//     are drawn.
//  5. Beginner: two floor piles, equal or ±1 (0 follows 9), any number of cards a turn;
//     PAS (any time before laying a card, able or not) draws two and ends the turn.
//  6. Skip turn: when a turn ends (end of turn or an emptied hand) and the last card laid
//     in it was "skip turn", the next player draws two and is skipped. A turn ended by PAS
//     or taken over does not trigger it. Until covered by another balloon, only the equal
//     floor fits.
//  7. Night floor card: in one's own turn it is a floor card of its number. Out of turn it
//     takes over the turn of the current player once that player has laid at least one
//     floor card and one balloon card in this turn and still holds a floor card (dealer
//     mode checks the hand; in assistant mode the table must check it; a refusal checks the
//     claimer's own night card and the piles before the turn player's hand, so a claimer
//     without a fitting night card learns nothing about that hand). Laid this way it
//     goes on the floor pile and must fit like any floor card. The current player's turn
//     ends at once (no skip), the taker's turn begins with that card laid, and afterwards
//     play continues with the player after the taker in the playing order (clockwise). The
//     rulebook says "hru pokračuje hráč po jeho pravici" (the player on the taker's right),
//     while play goes clockwise, where the next player sits on one's left: read literally
//     it would turn the direction round for one turn, a special effect the rulebook would
//     spell out and nowhere else mentions; PRODUCT.md says "play then continues after the
//     taker". So "po jeho pravici" is read as "the taker's next player", the turn player who
//     was taken over plays again when seated right after the taker. A taker can be taken
//     over in turn.
//     Only seats other than the current player may take over, in the Full game (Middle and
//     Beginner have no night cards).
//  8. Who may know what: a hand is known to its seat only (observation()); the engine's
//     legal_actions() lists take-overs of every seat that could make one, so a controller
//     must never speak them. Take-over at one shared loudspeaker: see the controller.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/numberfloor/numberfloor_cards.h"
#include "games/numberfloor/numberfloor_deck.h"

namespace sh::numberfloor {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kHandSize = 6;
inline constexpr int kDrawCount = 2;

// Actions.
inline constexpr Action kLay = 0;          // + card type 0..33: lay it (floor pile 1 / balloon pile)
inline constexpr Action kLayPile2 = 40;    // + floor value 0..9: Beginner's second floor pile
inline constexpr Action kDraw = 50;        // draw two (and try again)
inline constexpr Action kPass = 51;        // PAS
inline constexpr Action kEndTurn = 52;     // end the turn (after at least one floor card)
inline constexpr Action kTakeOver = 100;   // + seat * 10 + night value: take over the turn
inline constexpr Action kChanceCard = 200; // + card type: this card comes off the stock

inline Action lay_action(int type) { return kLay + type; }
inline Action lay2_action(int value) { return kLayPile2 + value; }
inline Action takeover_action(int seat, int value) { return kTakeOver + seat * 10 + value; }
inline Action chance_card(int type) { return kChanceCard + type; }
inline bool is_takeover(Action a) { return a >= kTakeOver && a < kTakeOver + kMaxPlayers * 10; }
inline int takeover_seat(Action a) { return (a - kTakeOver) / 10; }
inline int takeover_value(Action a) { return (a - kTakeOver) % 10; }

enum class Mode { Dealer, Assistant };

struct Config {
  int players = 2;
  Variant variant = Variant::Full;
  Mode mode = Mode::Dealer;
  int starter = 0;            // seat of the youngest player, who begins
  std::vector<bool> computer; // per seat (dealer mode only)
  Deck deck;                  // the whole box
  std::string deck_source = "default";
  CardCounts cards{};         // the variant's cards
  int stars_to_win = 5;
  bool has_nights = false;    // the variant's cards include night floor cards
};

// Options: players=2..5 (default 2); variant=full|middle|beginner (default full);
// mode=dealer|assistant (default dealer); starts=1..players (seat of the youngest, default
// 1); computers=<seats from 1, comma-separated>|none (dealer mode only); deck=<path> (read
// by the caller, who passes the parsed deck; here only its name is kept).
// Throws std::invalid_argument with a readable reason.
Config parse_config(const GameOptions& options, const Deck& deck = default_deck());
std::shared_ptr<const Game> make_numberfloor_game(const GameOptions& options, const Deck& deck = default_deck());

class NumberfloorGame final : public Game {
 public:
  NumberfloorGame(Config config, GameOptions options);
  std::string id() const override { return "numberfloor"; }
  const GameOptions& options() const override { return options_; }
  int num_players() const override { return config_.players; }
  std::unique_ptr<State> new_initial_state() const override;
  const Config& config() const { return config_; }
  bool is_computer(int seat) const;

 private:
  Config config_;
  GameOptions options_;
};

enum class Stage { Deal, Start, Play, Drawing, GameOver };
// Why cards are being drawn, and so what follows.
enum class DrawReason { Retry = 0, Star = 1, Skip = 2, Pass = 3 };

// What one seat may know: its own hand (dealer mode), and everything public.
struct Observation {
  int seat = 0;
  int players = 2;
  Variant variant = Variant::Full;
  bool hand_known = false;
  CardCounts hand{};
  std::array<int, kMaxPlayers> hand_sizes{};  // seats 0..players-1
  std::array<int, kMaxPlayers> stars{};
  CardCounts deck{};                     // the variant's cards (public: the box)
  int stars_to_win = 5;
  int stock = 0;
  std::array<int, 2> floor_top{-1, -1};  // floor values; [1] only in Beginner
  int balloon_top = -1;                  // card type, -1 in Beginner
  CardCounts on_piles{};                 // every card visible on the piles
  int turn_player = -1;                  // -1 outside play
  int floors_laid = 0;
  int balloons_laid = 0;
  bool drawn = false;
  int last_laid = -1;
};

class NumberfloorState final : public State {
 public:
  explicit NumberfloorState(const NumberfloorGame& game);

  std::unique_ptr<State> clone() const override { return std::make_unique<NumberfloorState>(*this); }
  const Game& game() const override { return game_; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  std::vector<std::pair<Action, int>> chance_outcomes() const override;
  // The same answer as a look-up in legal_actions(), without building the list.
  bool is_legal(Action a) const override;
  std::optional<Event> why_illegal(Action a) const override;
  std::string action_to_string(Action a) const override;
  std::string to_string() const override;

  Observation observation(int seat) const;

  // A position in play (dealer mode) rebuilt from what `o.seat` sees plus a guess of what
  // it cannot see: `hands` (o.seat's own hand is taken from o; the others must have the
  // sizes o.hand_sizes) and `stock` (o.stock cards). The piles hold o.on_piles with the
  // tops of o. The strong computer player's samples, and tests that swap hidden cards.
  static std::unique_ptr<NumberfloorState> from_view(const NumberfloorGame& game, const Observation& o,
                                                     const std::array<CardCounts, kMaxPlayers>& hands,
                                                     const CardCounts& stock);
  // Search playouts: no events are built (nobody listens). Copies keep the setting.
  // apply() without an events list builds none either (State::events_wanted()).
  void set_quiet(bool quiet) { quiet_ = quiet; }

  // --- Read-only views for the controller, narration and tests. ---
  const Config& config() const { return game_.config(); }
  int num_players() const { return game_.num_players(); }
  bool dealer_mode() const { return config().mode == Mode::Dealer; }
  bool beginner() const { return config().variant == Variant::Beginner; }
  Stage stage() const { return stage_; }
  int turn_player() const { return turn_; }
  // What the next start card is (Stage::Start): 0/1 floor pile, 2 the balloon.
  int start_step() const { return start_step_; }
  // The whole truth of a hand (dealer mode; zeros in assistant mode). Computer players use
  // observation() instead.
  const CardCounts& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  int hand_size(int seat) const { return hand_size_[static_cast<std::size_t>(seat)]; }
  int stars(int seat) const { return stars_[static_cast<std::size_t>(seat)]; }
  int stock_size() const { return stock_size_; }
  const CardCounts& stock() const { return stock_; }  // dealer mode
  const std::vector<int>& floor_pile(int pile) const { return floor_piles_[static_cast<std::size_t>(pile)]; }
  const std::vector<int>& balloon_pile() const { return balloon_pile_; }
  int floor_piles() const { return beginner() ? 2 : 1; }
  int floor_top(int pile = 0) const;  // value, -1 when empty
  int balloon_top() const { return balloon_pile_.empty() ? -1 : balloon_pile_.back(); }
  const CardCounts& on_piles() const { return piled_; }
  // Floor values that fit on `pile` now (bit v).
  std::uint16_t allowed(int pile = 0) const;
  int floors_laid() const { return floors_laid_; }
  int balloons_laid() const { return balloons_laid_; }
  bool drawn() const { return drawn_; }
  int last_laid() const { return last_laid_; }
  int winner() const { return winner_; }
  int pending_draws() const { return pending_; }
  int drawing_seat() const { return draw_seat_; }
  // Whether a take-over may happen now (public part of the rule: the turn player laid a
  // floor and a balloon card this turn; the Full game's deck has night cards).
  bool takeover_window() const;
  // A floor card of `seat`'s hand that could be laid now (with a balloon of the hand or the
  // top one), for the "draw only when unable" rule; -1 when none (dealer mode).
  int playable_floor(int seat) const;
  // The same floor card and the balloon of the hand it needs (-1: the top balloon will do).
  std::pair<int, int> playable(int seat) const;
  // Night floor cards still possibly in hands (deck minus those on the piles): public.
  int nights_unseen() const;
  // Whether a floor card of `seat`'s hand could be laid now (playable_floor(seat) >= 0 as
  // masks; dealer mode, not Beginner).
  bool can_lay_floor(int seat) const;
  // Floor values of `seat`'s hand (bit v); the floor values open after laying balloon `b`
  // (it on top, with the hand's other balloons); whether balloon `b` would shut out every
  // floor card of the hand that could be laid now (decision 3: refused). Dealer mode.
  std::uint16_t floor_values(int seat) const;
  std::uint16_t open_after(int seat, int b) const;
  bool shuts_out(int seat, int b) const;
  // Assistant mode: some floor card fitting now is not on the piles (a hand may hold it).
  bool floor_possible() const;
  // A balloon was laid this turn and no floor card yet, while a floor card could be laid
  // (dealer: of the hand; assistant: floor_possible()): drawing and PAS are refused.
  bool owes_floor() const;

 protected:
  void do_apply(Action a, Events& events) override;

 private:
  std::optional<Event> why_illegal_play(Action a) const;
  std::optional<Event> why_illegal_lay(int seat, int type, int pile) const;
  std::optional<Event> why_illegal_takeover(Action a) const;
  std::optional<Event> why_illegal_chance(Action a) const;
  void apply_chance(int type, Events& events);
  void lay(int seat, int type, int pile, bool takeover, Events& events);
  void start_turn(int seat, Events& events);
  void end_turn(bool passed, Events& events);
  void award_star(int seat, Events& events);
  void begin_draws(int seat, int count, DrawReason reason, Events& events);
  void settle_draws(Events& events);
  void after_draws(Events& events);
  void reshuffle(Events& events);
  void take_from_stock(int type);
  bool seat_has_floor(int seat) const;
  Event refused_fit(int type, int pile) const;

  std::pair<int, int> chance_range() const;  // the card types a chance action may be now
  bool silent() const { return quiet_ || !events_wanted(); }  // no events are built
  // Whether `seat` may lay card type `t` now (dealer: in the hand; assistant: some copy
  // unseen and a card in the hand).
  bool available(int seat, int t) const;
  void emit(Events& events, const char* type, std::initializer_list<std::pair<const char*, long>> fields) const;
  void pile_push(std::vector<int>& pile, int type);

  const NumberfloorGame& game_;
  Stage stage_ = Stage::Start;
  bool quiet_ = false;  // no events are built (search playouts)
  std::array<CardCounts, kMaxPlayers> hands_{};
  std::array<int, kMaxPlayers> hand_size_{};
  std::array<int, kMaxPlayers> stars_{};
  CardCounts piled_{};  // every card on the piles, kept as cards are laid and reshuffled
  CardCounts stock_{};
  int stock_size_ = 0;
  std::array<std::vector<int>, 2> floor_piles_;
  std::vector<int> balloon_pile_;
  int dealt_ = 0;
  int start_step_ = 0;
  int turn_ = -1;
  int floors_laid_ = 0;
  int balloons_laid_ = 0;
  bool drawn_ = false;
  int last_laid_ = -1;
  int pending_ = 0;
  int draw_seat_ = -1;
  int drawn_base_ = 0;  // the drawing hand's size before the draw
  DrawReason reason_ = DrawReason::Retry;
  bool skip_next_ = false;  // the star's six cards are drawn, then the skip applies
  int winner_ = -1;
};

}  // namespace sh::numberfloor
