// What a game's setup needs of the program's online part (issue 41) to seat friends online
// without a command line: whether an account is there to play with, logging in (asking the
// roster), the contacts who are online, and handing the chosen seats to a new OnlineHost,
// exactly as --invite SEAT=JID makes them. The program shell (main.cpp) fills it in; the
// setup screens (app/main_menu.cpp) ask through it.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "online/online_host.h"
#include "online/online_roster.h"

namespace sh {
class Host;
}

namespace sh::online {

struct OnlineSetup {
  // An account file usable now and no online table yet: the setup asks "Hraje někdo přes internet?".
  std::function<bool()> ready;
  // Logs in with the roster asked (once; later calls do nothing).
  std::function<void()> connect;
  // The contacts online now, and whether the roster has come.
  std::function<const OnlineRoster&()> roster;
  // The seats given to friends: the OnlineHost that invites them when the game starts (the
  // seats themselves, with their secrets, go with the game: Table::remote_seats).
  std::function<void(Host&, std::vector<OnlineHost::Invitee>)> seat_guests;
  // A game resumed with seats online (its journal's): logs in and makes the OnlineHost that
  // invites them again; false when no usable account is there (the reason was said).
  std::function<bool(Host&)> host_again;
};

}  // namespace sh::online
