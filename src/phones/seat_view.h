// What one player's page receives: the game's SeatPage (play/phone_seats.h: the player's
// own hand only, the public table, whose turn, the legal actions as buttons, all finished
// words of the game's own narration) with the last sentences as the loudspeaker said them,
// as JSON text. Built on the game thread; which games have pages is the controller's word
// (SeatPages: Quist and Numberfloor in dealer mode).
#pragma once

#include <string>
#include <vector>

#include "phones/phone_hub.h"
#include "play/phone_seats.h"

namespace sh::phones {

// One player's view as the page reads it.
std::string seat_view_json(const SeatPage& page, int player, const std::string& lang,
                           const std::vector<PhoneHub::Said>& said);
// Every player's view (page_players() entries; "" for a computer's seat).
std::vector<std::string> seat_views(const SeatPages& pages, Host& host, const Table& table,
                                    const std::vector<PhoneHub::Said>& said);

}  // namespace sh::phones
