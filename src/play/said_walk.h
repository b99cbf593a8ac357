// "What was said": a walk through the last sentences the Voice said that may be read back
// here (Voice::readable(): never another player's hand or hint), newest first, in every
// screen, never touching the game. Entered with `repeat` and then `help` quickly (star,
// then slash: a pair that meant nothing before, help only cut the repeat). While it is on:
// `next` (plus) an older sentence, `prev` (minus) a newer one, `repeat` the current one
// again, `help` the walk's keys, `ok` or `back` leave it (then the last reply's prompt is
// said again); digits are refused. What it says is no message of the game: it is not kept
// for repeat nor added to what was said, and the caption and braille show it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "input/key.h"

namespace sh {

class Voice;

class SaidWalk {
 public:
  bool active() const { return active_; }
  // Starts at the newest sentence (the walk's own words come first).
  void open(Voice& voice);
  void on_key(Voice& voice, Key key);
  // The sentence the walk stands on (1 = the newest), for tests.
  std::size_t position() const { return at_ + 1; }

 private:
  void say_current(Voice& voice, bool interrupt);
  std::vector<std::string> entries_;  // newest first, as they were when the walk opened
  std::size_t at_ = 0;
  bool active_ = false;
};

}  // namespace sh
