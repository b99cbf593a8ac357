// A plain TCP client for the phone server's tests: it connects from a chosen loopback
// address (127.0.0.x: the server counts each address's connections apart), sends exactly
// the bytes given and keeps exactly the bytes the server sent, so a test can read the raw
// stream, trickle a header, or hold a connection without reading.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace sh::phones::test {

class RawClient {
 public:
  // Connects to 127.0.0.1:`port` from `from` (blocking; connected() says whether it did).
  explicit RawClient(int port, const std::string& from = "127.0.0.1");
  ~RawClient();
  RawClient(const RawClient&) = delete;
  RawClient& operator=(const RawClient&) = delete;

  bool connected() const { return fd_ >= 0; }
  bool send(std::string_view bytes);
  // Reads until `until` is in what was received (from `from` on), the server closes, or
  // `timeout` passes; whether `until` came.
  bool read_until(std::string_view until, std::chrono::milliseconds timeout, std::size_t from = 0);
  // Reads for `time` (whatever comes is kept).
  void read_for(std::chrono::milliseconds time);
  // Whether the server closed the connection within `timeout` (what came before is kept).
  bool closed_within(std::chrono::milliseconds timeout);
  const std::string& received() const { return got_; }
  // What came after the response's head ("\r\n\r\n"), or "" before it came.
  std::string body() const;
  void close();

 private:
  // One read of what is there within `timeout`; false once the server closed.
  bool read_some(std::chrono::milliseconds timeout);

  int fd_ = -1;
  bool eof_ = false;
  std::string got_;
};

// "GET <path> HTTP/1.1" with a Host header (and Connection: close unless `keep`).
std::string get_request(const std::string& path, bool keep = false);
// "POST <path> HTTP/1.1" with the body.
std::string post_request(const std::string& path, const std::string& body, bool keep = false);
// The status of the first response in `raw` (-1 when there is none).
int status_of(const std::string& raw);
// This process's resident memory (VmRSS) in KiB.
long resident_kib();

}  // namespace sh::phones::test
