#include "devices/event_sequence.h"

namespace sh {

namespace {
int ahead(std::uint8_t from, std::uint8_t to) { return (to - from + 256) % 256; }
}  // namespace

EventSequence::Verdict EventSequence::accept(std::uint8_t seq) {
  gap_ = 0;
  if (last_) {
    const int d = ahead(*last_, seq);
    if (d == 0 || d >= 128) return Verdict::Duplicate;
    gap_ = d - 1;
  }
  last_ = seq;
  return Verdict::Fresh;
}

void EventSequence::on_identity(std::uint8_t next_seq) {
  if (!last_) return;
  const int d = ahead(static_cast<std::uint8_t>(*last_ + 1), next_seq);
  if (d >= 128) last_ = static_cast<std::uint8_t>(next_seq - 1);  // device restarted
}

}  // namespace sh
