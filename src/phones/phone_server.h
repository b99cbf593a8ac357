// The phone server: cpp-httplib on its own threads, serving exactly three things for a
// seat's token (the page, a server-sent-events stream of the seat's view, and POST of an
// action) and the code page at "/". It reads snapshots from the PhoneHub and hands actions
// to it; it never touches the game. Bounded: request bodies, requests per address,
// streams per seat, and time to read a request.
#pragma once

#include <memory>
#include <string>
#include <thread>

#include "phones/phone_hub.h"
#include "phones/phone_page.h"

namespace httplib { class Server; }

namespace sh::phones {

class PhoneServer {
 public:
  // Binds `host`:`port` (port 0: any free port); throws std::runtime_error when it cannot.
  PhoneServer(PhoneHub& hub, PageWords words, const std::string& host, int port);
  ~PhoneServer();
  PhoneServer(const PhoneServer&) = delete;
  PhoneServer& operator=(const PhoneServer&) = delete;

  int port() const { return port_; }

 private:
  void routes();

  PhoneHub& hub_;
  PageWords words_;
  std::unique_ptr<httplib::Server> server_;
  int port_ = 0;
  std::jthread listener_;
  std::jthread ticker_;
};

// The address a phone on the local network opens ("http://192.168.1.20:8765"): the first
// non-loopback IPv4 address of this machine, or 127.0.0.1.
std::string local_address(int port);

}  // namespace sh::phones
