// Numberfloor narration: turns the engine's events, refusals and state into messages of the
// locale catalogs (ids "numberfloor.*") and sound cues. Pure functions of the state, the
// players' names and the language (for card names inside sentences); tested sentence by
// sentence (tests/games/numberfloor/numberfloor_narration_test.cpp).
//
// What a blind player hears: the piles as "Poschodí 5, balón 3: hodí se 5, 2 nebo 8" (the
// equal floor first, then the nearest down and up, as the rulebook counts: on floor 8 with
// balloon 2 only 8, 6 or 0); every card laid with who laid it; hand sizes when a hand is
// nearly empty; draws, PAS, skips, take-overs, stars and the winner, the important word first.
//
// Hidden information: deal.card and card.drawn events are never spoken here; a hand is read
// only through hand_card()/hand_summary()/drawn_cards(), which the controller uses on its
// owner's request. Nothing here depends on who holds a night card.
//
// Cues: your_turn (a turn starts), star (an emptied hand), game_won, capture (a turn taken
// over), card_dealt (deal done, a reshuffle). Walking the hand: menu_select on a card that
// can be laid now, menu_move on one that cannot (chosen by the controller).
#pragma once

#include <string>
#include <vector>

#include "core/event.h"
#include "games/numberfloor/numberfloor_game.h"
#include "narration/language.h"
#include "narration/speakable.h"

namespace sh::numberfloor {

using Names = std::vector<std::string>;

struct Context {
  const NumberfloorState& state;
  const Names& names;
  const Language& lang;
  // False in a lesson's practice step before the second wrong try (play/lesson_host.h): what
  // fits is not said (the piles, a floor laid, a card of the hand, a refusal, key 2), so that
  // the learner finds it (issue 40 item 8).
  bool aids = true;
};

std::string seat_name(const Names& names, long seat);
// The sentences' arguments are language (narration/message.h: Pieces), never words of one
// language, so a sentence sent to another Spoluhráč is rendered there in its own language;
// the *_text functions render them here (the window, tests).
// A card as a piece of a sentence: "poschodí 5", "noční poschodí 5", "balón 3",
// "balón vynechání tahu".
Message card_name(int type);
std::string card_text(int type, const Language& lang);
// A floor number said after its noun ("poschodí jedna": eSpeak reads a lone 1 as "jeden"),
// any other as digits.
MessageArg floor_arg(long value);
std::string floor_label(long value, const Language& lang);
// Floor values of a mask, the equal floor first, then by distance, down before up.
std::vector<int> ordered_floors(int floor, std::uint16_t mask);
// "5, 2 nebo 8" / "5, 2 or 8".
Pieces fits_pieces(int floor, std::uint16_t mask);
std::string floors_text(int floor, std::uint16_t mask, const Language& lang);
// "poschodí 7 a balón 2".
Pieces cards_pieces(const std::vector<int>& types);
std::string cards_text(const std::vector<int>& types, const Language& lang);

// What the players hear for one event (the state is the one after the action).
Narration narrate(const Event& e, const Context& c);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e, const Context& c);

// The piles and what fits on them ("Poschodí 5, balón 3: hodí se 5, 2 nebo 8."), and the
// stock. Public.
std::vector<Message> piles(const Context& c);
// Stars and hand sizes of everyone, and the stars that win. Public.
std::vector<Message> scoreboard(const Context& c);
// Whose turn it is and what the turn has laid so far. Public.
std::vector<Message> where_play_stands(const Context& c);
// One line of the end's ranking: the winner first, then by stars (most first), then by
// cards in hand (fewest first); players equal in both share a place.
struct Standing {
  int place = 0;
  int seat = 0;
};
std::vector<Standing> standings(const NumberfloorState& s, int winner);
// The places after the winner's ("Druhé místo: Eva, dvě hvězdy, tři karty v ruce."; a
// shared place "Také na druhém místě: ..."), as the end says them after the winner.
std::vector<Message> places_after_winner(const Context& c, int winner);
// The winner, then everyone else by place (game over): what the end says and the window
// shows.
std::vector<Message> final_standings(const Context& c);

// --- A hand: for its owner only (dealer mode). ---
// The distinct cards of a seat's hand in walking order (floors, night floors, balloons,
// specials), each once.
std::vector<int> hand_order(const NumberfloorState& s, int seat);
// Whether the turn player could lay this card of the hand now (floor: it fits; balloon:
// always, unless it would be the last card before any floor card).
bool can_lay_now(const NumberfloorState& s, int seat, int type);
// One card under the hand cursor: its name, how many, and whether it fits now (a balloon:
// which floor cards of the hand it would open).
Message hand_card(const Context& c, int seat, int type);
// The whole hand in one sentence, and how many cards.
std::vector<Message> hand_summary(const Context& c, int seat);
// Which cards of the hand can be laid now, in words (key 2).
std::vector<Message> fitting_cards(const Context& c, int seat);
// "Líznuto: poschodí 7 a balón 2." for the drawing seat's owner.
Message drawn_cards(const Context& c, const std::vector<int>& types);

// The game as set up: variant, players, stars to win, who begins, the computers.
std::vector<Message> table_intro(const Context& c);
// The help for the moment (dealer turn, claim entry, assistant entry).
std::vector<Message> help(const Context& c, bool assistant, bool human_turn);
// The rules of a variant in short steps (help twice, and the lesson).
std::vector<Message> rule_summary(Variant v);

}  // namespace sh::numberfloor
