// What one player's page receives, as JSON text: the game's SeatPage (play/seat_pages.h:
// the player's own hand only, the public table, whose turn, the legal actions as buttons,
// messages of the game's own narration rendered here by this program's Voice, in its
// language, verbosity and the players' genders), the sentences that player may hear (the
// table's and the player's own, play/seat_service.h), and the last reason given to that
// player only. Built on the game thread by the PhoneTable.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "play/seat_pages.h"
#include "play/voice.h"

namespace sh::phones {

// A sentence on a page, numbered per player (the page appends the new ones).
struct HeardLine {
  std::uint64_t id = 0;
  std::string text;
};

// One player's view as the page reads it. `note`: the last sentence for this player only
// (id 0: none).
// One line of a page as words (the empty messages left out).
std::string page_line_text(const Voice& voice, const PageLine& line);

std::string seat_view_json(const SeatPage& page, const Voice& voice, int player, const std::string& lang,
                           const std::vector<HeardLine>& said, const HeardLine& note);

}  // namespace sh::phones
