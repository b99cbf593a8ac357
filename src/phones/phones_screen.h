// The host's list of the phones at the table, over the game (opened with 9 at the game's
// "leave?" question while phones are on): one line per person's seat, whether a phone
// holds it. A digit or next/prev picks a seat; ok revokes that seat's phone (its page sees
// nothing more; a new code for the seat is spoken); back returns to the game.
#pragma once

#include <memory>

#include "play/screen.h"

namespace sh::phones {

class PhoneTable;

std::unique_ptr<Screen> make_phones_screen(PhoneTable& phones);

}  // namespace sh::phones
