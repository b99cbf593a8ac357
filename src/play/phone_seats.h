// Which seats hold their hand on a phone's page (src/phones). The program shell answers
// it beside being the Host; a game's controller asks through seat_hand_on_phone(), so no
// hand held on a phone is read aloud or drawn for the table.
#pragma once

#include "play/host.h"

namespace sh {

class PhoneSeats {
 public:
  virtual ~PhoneSeats() = default;
  virtual bool hand_on_phone(int seat) const = 0;
};

// Whether the person at `seat` holds the seat with a phone (false without phones).
inline bool seat_hand_on_phone(const Host& host, int seat) {
  const auto* seats = dynamic_cast<const PhoneSeats*>(&host);
  return seats && seats->hand_on_phone(seat);
}

}  // namespace sh
