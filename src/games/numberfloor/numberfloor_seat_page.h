// A Numberfloor seat's page on a phone (play/seat_pages.h), dealer mode: the seat's own
// hand (nobody else's), the piles and what fits, stars and hand sizes, whose turn, and the
// seat's actions as buttons: in its turn the cards it may lay now (Beginner: per pile), draw
// two, end the turn or PAS; out of its turn, while a take-over is open to anyone (the
// public moment), a take-over with each of its own night floor cards that fits the pile.
// Whether the player on turn still holds a floor card is not looked at (that hand is not
// this seat's to know): such a claim is refused with its reason when made.
#pragma once

#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "play/seat_pages.h"
#include "play/voice.h"

namespace sh::numberfloor {

SeatPage numberfloor_seat_page(const NumberfloorState& s, const Table& table, const Voice& voice, int seat);
// Which refusals name or reveal cards of the refused seat's hand: for that player only (on
// its page while a phone holds the seat), and at the keypad with several people said as
// hidden_refusal().
bool refusal_names_hand(const Event& why);
// Such a refusal without the cards of the hand: the rule and the public piles only ("Tahle
// karta se nehodí. Hodí se jen 4, 3 nebo 5.").
Message hidden_refusal(const Event& why, const Context& c);

}  // namespace sh::numberfloor
