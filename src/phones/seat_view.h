// What one player's page shows, built on the game thread from the game's own observation
// and narration: the player's hand (theirs only), the public table, whose turn, the last
// sentences as the loudspeaker said them, and the player's legal actions as buttons, all
// as finished text in the program's language (JSON). Which games have pages: Quist in
// dealer mode (the game with secret hands the program deals).
#pragma once

#include <string>
#include <vector>

#include "phones/phone_hub.h"
#include "play/table.h"
#include "play/voice.h"

namespace sh::phones {

// Whether the table's game has seat pages (and how many players: 0 = none).
int phone_players(const Table& table);
// Whether `player` is a person (a computer seat gets no code).
bool phone_person(const Table& table, int player);
// The seat of a player now (seating by cut moves players), or -1.
int seat_of_player(const Table& table, int player);
// Every player's view (phone_players() entries; JSON text).
std::vector<std::string> seat_views(const Table& table, const Voice& voice, const std::vector<PhoneHub::Said>& said);
// One player's view.
std::string seat_view(const Table& table, const Voice& voice, const std::vector<PhoneHub::Said>& said, int player);

}  // namespace sh::phones
