#include "play/screen.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void Screen::on_counter(Host& host, int index, int) {
  host.voice().say(Message("counter.not_used").with("counter", index + 1), Priority::Next);
}

void Screen::hint(Host& host) { host.voice().say(Message("hint.none_here"), Priority::Interrupt); }

}  // namespace sh
