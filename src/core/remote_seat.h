// A seat of a game held by a person on another Spoluhráč over the internet (issue 41,
// docs/online.md): which player, the guest's address, and the seat's secret. Kept with the
// game (the Table, its journal's header) so a game resumed from the main menu invites the
// same guests again with the same secrets. The secret is as private as the hands: the
// journal holding it is written for its owner only (mode 0600).
#pragma once

#include <string>

namespace sh {

struct RemoteSeat {
  int player = -1;     // the player's index (from 0)
  std::string jid;     // the guest's bare address; "" : an invitation link's seat, bound to
                       // the first address that shows the secret
  std::string secret;  // 32 lower-case hex digits ("" : none yet, the host makes one)
  bool operator==(const RemoteSeat&) const = default;
};

}  // namespace sh
