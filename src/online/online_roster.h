// The host's contacts who are online, for picking a guest at a game's setup (issue 41): the
// account's roster (online:roster, asked with XmppClient::want_roster) and the presence that
// follows (online:presence), kept on the game's thread. A contact is online while at least one
// of its sessions said it is available. Names the roster gives are kept as they are ("" when
// none: the address is said instead).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "input/key_source.h"

namespace sh::online {

class OnlineRoster {
 public:
  struct Contact {
    std::string jid;   // bare, lower-cased
    std::string name;  // the roster's name for it ("" : none)
    bool operator==(const Contact&) const = default;
  };
  // Reads an online:roster or online:presence notice; true when the contacts online changed.
  // Any other item is left (false).
  bool on_notice(const InputItem& item);
  // The contacts online, in the roster's order.
  std::vector<Contact> online() const;
  // Whether the roster has come (before it, nobody is known).
  bool known() const { return known_; }

 private:
  std::vector<Contact> contacts_;
  std::map<std::string, std::set<std::string>> sessions_;  // bare JID -> full JIDs available
  bool known_ = false;
};

}  // namespace sh::online
