// What the shell tells its seat service (play/seat_service.h) about the game on its stack:
// the players, who of them are people, which seats were chosen at setup to be held on a
// device (option "phones"), and the pages of those seats, built by the game's controller
// when it has pages (play/seat_pages.h). Read after every input item.
#pragma once

#include <optional>
#include <vector>

#include "play/seat_service.h"

namespace sh {

class App;
class GameScreen;

struct SeatFeed {
  SeatGame game;  // id 0: the game has no pages (another game, assistant mode)
  std::vector<std::optional<SeatPage>> pages;
};

SeatFeed seat_feed(App& app, GameScreen& game);
// Which players of the game are people (the computers' seats are not), by player.
std::vector<bool> seat_people(const GameScreen& game);

}  // namespace sh
