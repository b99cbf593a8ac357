// Numeramis Quist narration: turns the engine's events, refusals and state into messages
// of the locale catalogs (ids "quist.*") and sound cues. Pure functions of the state, the
// players' names and the mode, tested sentence by sentence (tests/quist_narration_test.cpp).
//
// Names: `names` are the players' names by player number (the roster of the menu); a seat's
// name is names[state.player_at_seat(seat)], which differs from the seat only after a cut.
// Teams are spoken as their two names: {a1} {a2} = seats 0 and 2 (team 0), {b1} {b2} =
// seats 1 and 3 (team 1); a winning team is {w1} {w2}.
//
// Cues: card_dealt once per deal (on deal.done), trick_taken when a trick is won, game_won at
// the end of every game and of the match. your_turn is played by the controller when a
// person must lay a card in dealer mode.
//
// Hidden information: deal.card events are never spoken; a hand is only in the review
// items built for the seat on turn (hand_items), which the controller reads on request.
#pragma once

#include <string>
#include <vector>

#include "play/table.h"
#include "core/event.h"
#include "games/quist/quist_game.h"
#include "narration/language.h"
#include "narration/speakable.h"

namespace sh::quist {

using Names = std::vector<std::string>;

// The name of the player sitting at `seat`.
std::string seat_name(const QuistState& s, const Names& names, long seat);

// What the players hear for one event. `s` is the state after the action (seating and
// names do not change within one action except by the seating.teams event itself).
Narration narrate(const Event& e, const QuistState& s, const Names& names, sh::Mode mode);
// What a verbosity leaves out of an event's narration: terse drops the trick tally after
// every trick (who took it is said; the tally stays one key away in the review).
Narration for_verbosity(Narration narration, Verbosity v);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e);

// The synthetic game.start event of the first game (the engine starts it in the initial
// state, so it emits none).
Event first_game_event(const QuistState& s);

// One review item: what next/prev says on it.
struct ReviewItem {
  enum class Kind { Public, Hand, Refused };
  Kind kind = Kind::Public;
  std::vector<Message> messages;
  // For Kind::Hand: the gate spoken instead when several people share the table.
  Message gate;
};

// The hand of `seat` (dealer mode): card by card, then as counts per value.
std::vector<ReviewItem> hand_items(const QuistState& s, const Names& names, int seat);
// Public review items: the trick on the table, the last trick (refused after the next
// lead with the rulebook's reason), this game's tricks, the match, and at the end the
// results of every game.
std::vector<ReviewItem> table_items(const QuistState& s, const Names& names);

// The trick on the table (phases, highest card, stake).
std::vector<Message> table_messages(const QuistState& s, const Names& names);
// Whose turn it is ("Vynáší Eva." / "Na tahu Eva."), or the cut prompt.
std::vector<Message> turn_prompt(const QuistState& s, const Names& names);
// Where play stands: the game, its tricks, the table, the stake and whose turn; at the end
// the result and the final standings. Said at the start of a resumed match.
std::vector<Message> where_play_stands(const QuistState& s, const Names& names);
// The final result and standings (match over).
std::vector<Message> final_standings(const QuistState& s, const Names& names);
// The teams and who the computer plays.
std::vector<Message> table_intro(const QuistState& s, const Names& names);

// The help text for the current situation. `pending` is a chosen but not yet laid card
// (-1 none); `between_games` when the controller waits for OK before the next game.
std::vector<Message> help(const QuistState& s, const Names& names, int pending, bool between_games);
// The rules in short steps (help pressed twice, and the lesson).
std::vector<Message> rule_summary();

}  // namespace sh::quist
