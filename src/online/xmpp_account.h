// The Jabber account a Spoluhráč plays online with: xmpp.json in the settings folder (or the
// file --xmpp-account names), written by the user or a helper, never typed on the keypad:
//   {"jid": "eva@example.org", "password": "...", "server": "127.0.0.1", "port": 5222,
//    "cafile": "/path/ca.pem"}   (server, port and cafile optional)
// A file that anyone but its owner may read is refused (the password is in it), and the
// reason is said and printed; the password itself is never logged, printed or spoken.
#pragma once

#include <filesystem>
#include <string>
#include <variant>

#include "narration/message.h"

namespace sh::online {

struct XmppAccount {
  std::string jid;       // bare (eva@example.org) or with a resource
  std::string password;  // never logged
  std::string server;    // "": the JID's domain (its SRV records)
  int port = 0;          // 0: the default
  std::string cafile;    // "": the system's certificate authorities
};

struct AccountProblem {
  Message message;     // what is said: online.account_missing, _readable, _damaged
  std::string detail;  // what is printed (never the password)
};

std::variant<XmppAccount, AccountProblem> load_xmpp_account(const std::filesystem::path& file);
// ~/.config/spoluhrac/xmpp.json (beside the settings).
std::filesystem::path default_xmpp_account_path();

}  // namespace sh::online
