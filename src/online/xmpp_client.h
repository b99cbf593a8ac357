// The XMPP connection of an online table (libstrophe), on its own thread: it logs in with
// TLS required (no password over an unencrypted stream), sends presence, and puts what
// arrives on the key queue as input items, nothing else, so the game stays single-threaded:
//   online:connected  (arg: the full JID bound)       online:failed (arg: why, never the password)
//   online:lost       (the connection dropped; it connects again every 2 s, asking for the same
//                      resource, so its full JID stays the one its peers address)
//   online:stanza     (arg: "<sender's full JID>\n<payload bytes>")
//   online:presence   (arg: "<sender's full JID>\navailable" or "...\nunavailable": how the host
//                      notices a guest's dropped connection; the guest sends the host a directed
//                      presence, so the server tells the host when the guest's session ends)
//   online:roster     (asked for with want_roster(); arg: one contact a line, "<bare JID>\t<name>",
//                      in the server's order; names without tabs or line ends, capped: at most
//                      kMaxRosterContacts contacts. The contacts' presence then comes as online:presence)
// Only message stanzas holding the protocol's element (online_protocol.h) are read; a payload
// over the size cap, or beyond the cap a second from one sender, is dropped here (the host
// reads its guests' actions: 20 a second; a guest reads its host's sentences, which come in
// bursts: 1000). Sending from the
// game thread queues the stanza; the client's thread sends it (libstrophe is not thread-safe).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "input/key_source.h"
#include "online/xmpp_account.h"

namespace sh::online {

inline constexpr const char* kConnectedNotice = "online:connected";
inline constexpr const char* kFailedNotice = "online:failed";
inline constexpr const char* kLostNotice = "online:lost";
inline constexpr const char* kStanzaNotice = "online:stanza";
inline constexpr const char* kPresenceNotice = "online:presence";
inline constexpr int kHostReadsPerSecond = 20;
inline constexpr int kGuestReadsPerSecond = 1000;
inline constexpr const char* kRosterNotice = "online:roster";
inline constexpr std::size_t kMaxRosterContacts = 500;

class XmppClient {
 public:
  XmppClient(XmppAccount account, std::function<void(InputItem)> push, int max_per_second = kHostReadsPerSecond);
  ~XmppClient();  // disconnects and joins the thread
  XmppClient(const XmppClient&) = delete;
  XmppClient& operator=(const XmppClient&) = delete;

  void start();
  // Asks the account's roster (the contacts) at every login, before the presence that makes
  // the server tell this client who of them is online: the host picking a guest. Before start().
  void want_roster();
  // Queues a chat message to a full JID: `body` for ordinary clients, `payload` as the
  // protocol element's text. Any thread.
  void send(const std::string& to, const std::string& body, const std::string& payload);
  // Queues a directed presence to a full JID (available): that JID's server then tells it
  // when this connection ends (RFC 6121, directed presence). Any thread.
  void present_to(const std::string& to);
  // Whether the client's thread is running (the library is in this build).
  static bool supported();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sh::online
