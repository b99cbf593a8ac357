// A Quist seat's page on a phone (play/seat_pages.h): the player's own hand, the public
// table, cards left and whose turn, and the cards the player may lay now, as messages.
#pragma once

#include "games/quist/quist_game.h"
#include "play/seat_pages.h"
#include "play/voice.h"

namespace sh::quist {

SeatPage quist_seat_page(const QuistState& s, const Table& table, int player);

}  // namespace sh::quist
