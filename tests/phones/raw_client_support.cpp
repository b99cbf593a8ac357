#include "raw_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <fstream>

namespace sh::phones::test {

RawClient::RawClient(int port, const std::string& from) {
  fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd_ < 0) return;
  sockaddr_in local{};
  local.sin_family = AF_INET;
  inet_pton(AF_INET, from.c_str(), &local.sin_addr);
  sockaddr_in remote{};
  remote.sin_family = AF_INET;
  remote.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr);
  const int one = 1;
  setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (::bind(fd_, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0 ||
      ::connect(fd_, reinterpret_cast<sockaddr*>(&remote), sizeof remote) != 0)
    close();
}

RawClient::~RawClient() { close(); }

void RawClient::close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

bool RawClient::send(std::string_view bytes) {
  while (fd_ >= 0 && !bytes.empty()) {
    const auto n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return fd_ >= 0;
}

bool RawClient::read_some(std::chrono::milliseconds timeout) {
  if (fd_ < 0 || eof_) return false;
  pollfd p{fd_, POLLIN, 0};
  if (::poll(&p, 1, static_cast<int>(timeout.count())) <= 0) return true;
  char buf[16384];
  const auto n = ::recv(fd_, buf, sizeof buf, 0);
  if (n <= 0) {
    eof_ = true;
    return false;
  }
  got_.append(buf, static_cast<std::size_t>(n));
  return true;
}

bool RawClient::read_until(std::string_view until, std::chrono::milliseconds timeout, std::size_t from) {
  const auto end = std::chrono::steady_clock::now() + timeout;
  while (got_.find(until, from) == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
    if (left.count() <= 0 || !read_some(left)) return got_.find(until, from) != std::string::npos;
  }
  return true;
}

void RawClient::read_for(std::chrono::milliseconds time) {
  const auto end = std::chrono::steady_clock::now() + time;
  while (true) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
    if (left.count() <= 0 || !read_some(left)) return;
  }
}

bool RawClient::closed_within(std::chrono::milliseconds timeout) {
  read_for(timeout);
  return eof_;
}

std::string RawClient::body() const {
  const auto head = got_.find("\r\n\r\n");
  return head == std::string::npos ? std::string() : got_.substr(head + 4);
}

std::string get_request(const std::string& path, bool keep) {
  return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (keep ? "" : "Connection: close\r\n") + "\r\n";
}

std::string post_request(const std::string& path, const std::string& body, bool keep) {
  return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\n" + (keep ? "" : "Connection: close\r\n") + "\r\n" + body;
}

int status_of(const std::string& raw) {
  if (!raw.starts_with("HTTP/1.1 ") || raw.size() < 12) return -1;
  return std::stoi(raw.substr(9, 3));
}

long resident_kib() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.starts_with("VmRSS:")) return std::stol(line.substr(6));
  return -1;
}

}  // namespace sh::phones::test
