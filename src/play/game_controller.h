// The keypad side of one game: turns keys into actions at the Table, events into speech,
// and offers review (next/prev), help and full status. One per game, in the game's folder.
#pragma once

#include <vector>

#include "play/table.h"
#include "storage/history.h"
#include "input/key.h"
#include "narration/message.h"

namespace sh {

class Host;

class GameController {
 public:
  virtual ~GameController() = default;
  // Speaks where play stands: at the start, after a resume, when coming back from a menu.
  virtual void start(Host& host, Table& table, bool resumed) = 0;
  // Returns false for a key it does not use (the screen then decides: back = leave).
  virtual bool on_key(Host& host, Table& table, Key key) = 0;
  virtual void help(Host& host, Table& table) = 0;
  virtual std::vector<Message> status(Host& host, Table& table) = 0;
  // A player's own tally on a tactile counting set: the controller compares it with the
  // truth and says whether it matches. It never changes the game.
  virtual void on_counter(Host& host, Table& table, int index, int value);
  // The record of a finished game for the history (nullopt while it is not finished).
  virtual std::optional<GameRecord> record(const Table& table) const = 0;
};

}  // namespace sh
