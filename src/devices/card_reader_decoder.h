// What an RDM6300 reader's bytes mean as cards laid, without I/O: a pure function of the
// bytes, the time the reader had been listened to when they were read, and the connection
// they came on. Frames of one tag less than hold_gap_ms apart in listened time are one card
// lying there (the reader repeats its frame about every 50 ms); the listened clock stands
// while the program is busy, so a card lying there however long is one card. Closing the
// port ends a card's lying: after an unplug and replug the card on the reader, or laid on
// it again, is a new card, once (issue 27). CardReaderSource runs it on a port.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "devices/frame_error.h"
#include "devices/rdm6300.h"

namespace sh {

// The repeats of one tag: true when a frame starts a new card.
class TagDebouncer {
 public:
  explicit TagDebouncer(std::int64_t hold_gap_ms = 300) : gap_(hold_gap_ms) {}
  bool new_card(const std::string& tag_id, std::int64_t now_ms);
  // No card lies on the reader any more (its port was closed): the next frame is a new card.
  void clear() { last_tag_.clear(); }

 private:
  std::int64_t gap_;
  std::string last_tag_;  // empty: none
  std::int64_t last_seen_ = 0;
};

struct LaidCard {
  std::string tag_id;  // 10 hex digits, as rdm6300::TagRead::id()
  bool operator==(const LaidCard&) const = default;
};
using CardReading = std::variant<LaidCard, FrameError>;

class CardReaderDecoder {
 public:
  explicit CardReaderDecoder(std::int64_t hold_gap_ms = 300) : debouncer_(hold_gap_ms) {}

  // Bytes read when the reader had been listened to for `listened_ms` (any chunking; the
  // times never go back): each newly laid card and each malformed frame, in order.
  std::vector<CardReading> feed(std::string_view bytes, std::int64_t listened_ms);
  // The port was (re)opened: a frame cut by the close is dropped, and the time the port
  // was closed ended the lying of the card read before it.
  void new_connection();

 private:
  rdm6300::Framer framer_;
  TagDebouncer debouncer_;
};

}  // namespace sh
