// The phone server: one event loop (Boost.Asio, HTTP read and written by Boost.Beast) on
// one thread of its own, serving exactly four things: the code page at "/", a seat's page
// for its token, a server-sent-events stream of the seat's view, and POST of an action. It
// reads snapshots from the PhoneHub and hands actions to it; it never touches the game.
// Sockets are non-blocking and a stream costs no thread, so slow or idle clients cannot
// hold up a tap: every connection has a deadline (the whole header, an idle keep-alive, a
// write the page does not read), there is a cap on connections per address and in total,
// and on request sizes. Beast is included by phone_server.cpp alone (it compiles slowly).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "phones/phone_hub.h"
#include "phones/phone_page.h"

namespace sh::phones {

// The server's bounds (the defaults serve a table; tests shorten the times).
struct ServerLimits {
  std::chrono::milliseconds header_timeout{5000};  // from a request's first byte to its end (header and body)
  std::chrono::milliseconds idle_timeout{15000};   // a connection with no request started
  std::chrono::milliseconds write_timeout{10000};  // one write to a client that does not read
  std::chrono::milliseconds keep_alive{5000};      // a comment on a quiet event stream
  int per_address = 32;  // open connections of one address (a phone needs two or three)
  int total = 200;       // open connections in all
};

class PhoneServer {
 public:
  // Binds `host`:`port` (port 0: any free port) and starts serving; throws
  // std::runtime_error when it cannot listen.
  PhoneServer(PhoneHub& hub, PageWords words, const std::string& host, int port, ServerLimits limits = {});
  ~PhoneServer();
  PhoneServer(const PhoneServer&) = delete;
  PhoneServer& operator=(const PhoneServer&) = delete;

  int port() const;
  // Connections open now (any thread).
  int connections() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// One server-sent event, byte for byte: "event: <event>\n", "id: <id>\n" when id is not 0,
// a "data: " line per line of `data`, and the blank line that ends it.
std::string sse_event(std::string_view event, std::uint64_t id, std::string_view data);

// The address a phone on the local network opens ("http://192.168.1.20:8765"): the first
// non-loopback IPv4 address of this machine, or 127.0.0.1.
std::string local_address(int port);

}  // namespace sh::phones
