#include "devices/event_sequence.h"

namespace sh {

namespace {
int ahead(std::uint8_t from, std::uint8_t to) { return (to - from + 256) % 256; }
}  // namespace

bool EventSequence::in_window(std::uint8_t last, std::uint8_t seq) {
  const int d = ahead(last, seq);
  return d >= 1 && d <= 127;
}

EventSequence::Verdict EventSequence::accept(std::uint8_t seq) {
  gap_ = 0;
  if (!is_new(seq)) return Verdict::Duplicate;
  if (last_) gap_ = ahead(*last_, seq) - 1;
  last_ = seq;
  return Verdict::Fresh;
}

bool EventSequence::on_identity(std::uint8_t next_seq) {
  if (is_new(next_seq)) return false;
  last_.reset();  // device restarted: its new numbers owe nothing to the old ones
  return true;
}

}  // namespace sh
