// The host's list of the phones at the table, over the game (opened with 9 at the game's
// "leave?" question while phones are on): one line per person's seat, on the keypad or on a
// phone and whether the phone is at the table. A digit or next/prev and ok pick a seat and
// open its choices: a phone seat's code said aloud (after a warning that the others should
// not listen: the only way a code is ever said), a new code (its phone sees nothing more),
// the seat back on the keypad; a keypad seat handed to a phone (the host's yes at the
// keypad is what lets a phone take a keypad seat). Back returns to the game.
#pragma once

#include <memory>

#include "play/screen.h"

namespace sh::phones {

class PhoneTable;

std::unique_ptr<Screen> make_phones_screen(std::weak_ptr<PhoneTable> phones);

}  // namespace sh::phones
