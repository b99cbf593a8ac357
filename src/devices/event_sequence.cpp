#include "devices/event_sequence.h"

namespace sh {

int EventSequence::ahead(std::uint8_t from, std::uint8_t to) { return (to - from + 256) % 256; }

bool EventSequence::in_window(std::uint8_t last, std::uint8_t seq) {
  const int d = ahead(last, seq);
  return d >= 1 && d <= 127;
}

bool EventSequence::is_new(std::uint8_t seq) const {
  if (is_ahead(seq)) return true;
  const int behind = ahead(seq, *last_);  // 0..128 here
  return behind < 128 && !accepted_[static_cast<std::size_t>(behind)];
}

EventSequence::Verdict EventSequence::accept(std::uint8_t seq) {
  if (!is_new(seq)) return Verdict::Duplicate;
  if (!last_) {
    accepted_.reset();
    last_ = seq;
  } else if (in_window(*last_, seq)) {
    accepted_ <<= static_cast<std::size_t>(ahead(*last_, seq));
    last_ = seq;
  }
  accepted_.set(static_cast<std::size_t>(ahead(seq, *last_)));
  return Verdict::Fresh;
}

bool EventSequence::on_identity(std::uint8_t next_seq) {
  const bool restarted = last_ && !in_window(*last_, next_seq);
  if (last_ && !restarted) return false;
  // First identity, or the device restarted: its new numbers owe nothing to the old ones.
  // The window starts just before next_seq with nothing accepted, so next_seq is new and
  // so are events sent before the identity (up to 127 numbers before it).
  last_ = static_cast<std::uint8_t>(next_seq - 1);
  accepted_.reset();
  return restarted;
}

}  // namespace sh
