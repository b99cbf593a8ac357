// A braille display through BrlAPI (the brltty daemon): it shows the last message and
// the review cursor's line, and its keys act as the 16 logical keys, so a deafblind
// player can play with no sound.
//
// Shown text: the last message, then " | " and the review cursor's line when there is one
// (on a display of two lines or more, the cursor's line is the second line). The display's
// pan keys scroll a long text; the line keys (up, down) are prev and next; a routing key
// is ok; home repeats; help is help. Characters typed on its braille keyboard follow the
// keypad: 0-9, Enter = ok, + next, - prev, * repeat, / help, . or Backspace = back.
//
// Shown after them (panning on): what was said before the reply, newest first.
//
// Reads only what the game's thread published (the caption and the table picture).
// Without brltty at the start (no connection) run() ends at once and says nothing: the
// program goes on with its other inputs. When the display is the only key input
// (wait_at_start), it reports "braille.waiting" instead and tries every second, so a
// brltty started a little after the program (at login, or restarting) is not missed;
// when it answers, "braille.ready". It waits until stop() (the user can quit as ever). When brltty goes away mid-game, the source reports "braille.lost" and
// goes on trying to connect (every second); when brltty answers again it reports
// "braille.found" and shows the current text: the game never ends because of it.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "display/picture_board.h"
#include "input/key_source.h"

namespace sh {
class TextBoard;
}

namespace sh::display {

// The logical key for a BrlAPI key code (nullopt: not one of ours, e.g. panning).
std::optional<Key> key_from_brlapi(std::uint64_t code);

// The text a display of `width` cells shows for `caption` and `focus`, as lines of at most
// `width` characters (one line per display row), starting `pan` cells into the first line.
// `earlier` (what was said before, newest first) follows the caption on the first line.
std::vector<std::u32string> braille_lines(const std::string& caption, const std::string& focus, unsigned width,
                                          unsigned height, unsigned pan, const std::string& earlier = "");
// The whole first line before panning: the caption, the cursor's line on a one-line
// display (" | "), then what was said before (" || ").
std::u32string braille_text(const std::string& caption, const std::string& focus, unsigned height,
                            const std::string& earlier);

class BrailleDisplay final : public KeySource {
 public:
  // `wait_at_start`: brltty missing at the start is waited for (the display is the only
  // key input); `retry_ms`: how long between two tries to connect.
  BrailleDisplay(const TextBoard* caption, const PictureBoard* pictures, bool wait_at_start = false,
                 int retry_ms = 1000)
      : caption_(caption), pictures_(pictures), wait_at_start_(wait_at_start), retry_ms_(retry_ms) {}
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stopping_ = true; }
  // Whether this build talks to brltty at all (BrlAPI); without it run() ends at once.
  static bool supported();

 private:
  enum class Session { NotConnected, Lost, Stopped };
  // One connection: shows the text and reads keys until brltty goes or stop() is called.
  // `found`: the notice reported once it works ("braille.found" after a loss,
  // "braille.ready" after waiting at the start), or nullptr.
  Session session(const std::function<void(InputItem)>& sink, const char* found);

  const TextBoard* caption_;
  const PictureBoard* pictures_;
  bool wait_at_start_;
  int retry_ms_;
  std::atomic<bool> stopping_{false};
};

}  // namespace sh::display
