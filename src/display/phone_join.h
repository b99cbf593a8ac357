// The window's join panel for the phones at the table (join_panel.h), built on the game's
// thread after each key, beside the table picture: for every person's seat of the running
// game, its name, its code and its page's address from the phones' hub, and whether its
// phone is at the table now. Null when no game with seat pages runs.
#pragma once

#include <string>

#include "display/join_panel.h"

namespace sh {
class App;
class Voice;
}  // namespace sh

namespace sh::phones {
class PhoneHub;
class PhoneTable;
}

namespace sh::display {

// `phone_table` knows the game's seats and where phones reach the server.
JoinPanelRef join_panel_of(const App& app, const phones::PhoneHub& hub, const phones::PhoneTable& phone_table,
                           const Voice& voice);

}  // namespace sh::display
