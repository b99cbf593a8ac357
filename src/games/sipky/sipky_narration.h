// Šipky narration: turns the engine's events, refusals and state into messages of the
// locale catalogs (ids "sipky.*") and sound cues. Pure functions, tested sentence by sentence.
#pragma once

#include <string>
#include <vector>

#include "play/table.h"
#include "core/event.h"
#include "games/sipky/sipky_game.h"
#include "narration/speakable.h"

namespace sh::sipky {

// What the players hear for one event. `names` are the seats' player names; `computers`
// (one flag per seat, may be empty) marks the computer's seats: their turn is said without
// keys or cue, and their two cards without the question ("Hráč 2: karty 7 a 2."), their
// overshooting card with what they did with it ("Petr: karta 6 by dala 104, odhazuje ji…").
// A tie for the win is said as shared, by name when the ranking follows in `events`.
Narration narrate(const Event& e, const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                  const std::vector<bool>& computers = {});
// What the players hear for the events of one action, in order. No sentence twice: a turn
// that goes back to the player whose score was just said ("Petr: 37, celkem 76, chybí 25
// bodů.") says only that the same player throws again.
Narration narrate(const Events& events, const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                  const std::vector<bool>& computers = {});
// A game's ranking, spoken: a place shared with the line before is said as "Také na druhém
// místě: …"; when everyone went over, only names and scores (the game's end has said that
// nobody won and all share the first place).
std::vector<Message> ranking_messages(const std::vector<RankLine>& lines, int target,
                                      const std::vector<std::string>& names);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e);

// Review items (next/prev walk them). During a game: whose turn, each player, the unseen
// cards, the series; after the game: the ranking line by line (who won, not "stopped"),
// then the series.
std::vector<std::vector<Message>> review_items(const SipkyState& s, const std::vector<std::string>& names);
// Whose turn it is and what is expected now (a computer's turn: only whose turn).
std::vector<Message> where_play_stands(const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                                       const std::vector<bool>& computers = {});
// The full status (repeat twice): where play stands, then the other players, the unseen
// cards and the series; the player on turn is named once.
std::vector<Message> full_status(const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                                 const std::vector<bool>& computers = {});
// The series standings after a finished game of a series ("Série po první hře ze tří.
// Pořadí: …").
std::vector<Message> series_standing(const SipkyState& s, const std::vector<std::string>& names);
// The keys that work before a throw, and only those: on the first throw neither "one card"
// nor "stop"; "stop" only in Stojedna. `can_undo`: back takes back the last entry
// (assistant mode) instead of leading to the menu.
std::vector<Message> decide_keys(const SipkyState& s, bool can_undo);
// The help text for the current phase: what works now, with which keys.
std::vector<Message> help(const SipkyState& s, Mode mode, bool can_undo);

}  // namespace sh::sipky
