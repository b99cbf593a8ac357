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
// game thread queues the stanza and wakes the client's thread (libstrophe is not thread-safe:
// only that thread touches it), which sends it at once: the thread sleeps in poll() on the
// connection's socket and an eventfd of its own, so nothing waits for a tick and an idle
// client does not spin (XmppTimes::idle_tick, libstrophe's timers only).
// Silence: after ping_after without a stanza from the server the client pings it (XEP-0199);
// no stanza within ping_answer and the line is taken as dead: online:lost, as when the server
// closes it, and the client connects again (docs/online.md, "Keepalive").
// A login that is not done within XmppTimes::handshake (a server that hangs in the TLS
// handshake, where libstrophe waits inside the library with no timeout of its own) has its
// socket shut down by the client's watchdog thread: a failed try, tried again as any dropped
// line, while send() only queues (the queued stanzas leave once a login succeeds).
// notice_at() pushes a notice at a time (the guest's wait on a gap in its sentences).
#pragma once

#include <atomic>
#include <chrono>
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

// The client's waits. The defaults are the program's; SPOLUHRAC_XMPP_PING="AFTER_MS,ANSWER_MS"
// in the environment sets the two keepalive times (the tests' short ones).
struct XmppTimes {
  // The longest sleep with nothing to do (libstrophe's own timers are checked this often).
  std::chrono::milliseconds idle_tick{500};
  // Silence from the server before a ping: a game's quiet minutes cost one small stanza this often.
  std::chrono::milliseconds ping_after{15000};
  // No stanza at all within this after the ping: the line is dead. Long enough for a slow mobile
  // line's round trip with TCP's retransmissions (1 + 2 + 4 + 8 s); a line this stalled is
  // reconnected and the seat rejoined, never given away.
  std::chrono::milliseconds ping_answer{20000};
  // A login (TCP, the stream, STARTTLS and its handshake, SASL, the resource) not done within
  // this is a failed try, tried again: the same as the ping's answer, a line this slow is as
  // good as dead. SPOLUHRAC_XMPP_PING's ANSWER_MS sets it too.
  std::chrono::milliseconds handshake{20000};
};

class XmppClient {
 public:
  XmppClient(XmppAccount account, std::function<void(InputItem)> push, int max_per_second = kHostReadsPerSecond);
  ~XmppClient();  // disconnects and joins the thread
  XmppClient(const XmppClient&) = delete;
  XmppClient& operator=(const XmppClient&) = delete;

  // The waits (before start()); the constructor takes the defaults and the environment's.
  void set_times(const XmppTimes& times);
  const XmppTimes& times() const;
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
  // Pushes `item` at `when` (or at once, when it has passed), from the client's watchdog
  // thread, whatever the connection is doing. Any thread; after start().
  void notice_at(std::chrono::steady_clock::time_point when, InputItem item);
  // Whether the client's thread is running (the library is in this build).
  static bool supported();

 private:
  void wake();  // the client's thread, out of its poll()
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sh::online
