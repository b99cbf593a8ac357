// A scripted serial device inside the test process: the master end of a pty behind a
// symlink, written and read by the test step by step, so a test decides exactly which
// bytes arrive together (one write) and when. The program opens the slave through the
// real libserialport (tests/devices/serial_pty_shim.cpp preloaded). Only for tests/devices/.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <thread>

#include "devices/line_protocol.h"

namespace sh::testing {

class PtyDevice {
 public:
  explicit PtyDevice(std::filesystem::path link) : link_(std::move(link)) {}
  ~PtyDevice() { unplug(); }
  PtyDevice(const PtyDevice&) = delete;
  PtyDevice& operator=(const PtyDevice&) = delete;

  // A new pty (raw) behind the link; what the host said on the previous one is forgotten.
  bool plug() {
    unplug();
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master_ < 0 || ::grantpt(master_) != 0 || ::unlockpt(master_) != 0) return false;
    slave_ = ::ptsname(master_);
    const int s = ::open(slave_.c_str(), O_RDWR | O_NOCTTY);
    if (s < 0) return false;
    termios t{};
    ::tcgetattr(s, &t);
    ::cfmakeraw(&t);
    ::tcsetattr(s, TCSANOW, &t);
    ::close(s);
    std::error_code ec;
    const auto tmp = link_.string() + ".tmp";
    std::filesystem::remove(tmp, ec);
    std::filesystem::create_symlink(slave_, tmp, ec);
    if (ec) return false;
    std::filesystem::rename(tmp, link_, ec);
    framer_ = line::LineFramer{};
    identify_requests_ = 0;
    acks_.clear();
    return !ec;
  }
  // The device is gone: the link disappears and the host's end hangs up.
  void unplug() {
    if (master_ < 0) return;
    std::error_code ec;
    std::filesystem::remove(link_, ec);
    ::close(master_);
    master_ = -1;
  }

  // Everything in one write(), so the host finds it in one read.
  void send(std::string_view bytes) {
    while (master_ >= 0 && !bytes.empty()) {
      const auto n = ::write(master_, bytes.data(), bytes.size());
      if (n <= 0) return;
      bytes.remove_prefix(static_cast<std::size_t>(n));
    }
  }
  void send(const line::Message& m) { send(line::encode(m)); }

  // Waits until the host has sent `n` identify requests on this pty.
  bool wait_identify_requests(int n, int timeout_ms = 8000) {
    return wait([&] { return identify_requests_ >= n; }, timeout_ms);
  }
  // Waits until the host acknowledged event `seq` on this pty.
  bool wait_ack(std::uint8_t seq, int timeout_ms = 3000) {
    return wait([&] { return acks_.contains(seq); }, timeout_ms);
  }
  // Waits until the host has opened its end of this pty (the master stops reporting a
  // hang-up): a device that only talks (the card reader) sends nothing before that.
  bool wait_host_open(int timeout_ms = 8000) {
    return wait(
        [&] {
          pollfd p{master_, POLLIN, 0};
          return master_ >= 0 && ::poll(&p, 1, 0) >= 0 && !(p.revents & POLLHUP);
        },
        timeout_ms);
  }
  int identify_requests() const { return identify_requests_; }
  // Forgets the acknowledgements seen so far (sequence numbers start again after a restart).
  void forget_acks() {
    pump(0);
    acks_.clear();
  }
  const std::filesystem::path& link() const { return link_; }

  // Reads what the host wrote for up to `ms` milliseconds.
  void pump(int ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    do {
      if (master_ < 0) return;
      pollfd p{master_, POLLIN, 0};
      if (::poll(&p, 1, 10) <= 0) continue;
      if (!(p.revents & POLLIN)) {  // the host has not opened its end yet
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        continue;
      }
      char buf[256];
      const auto r = ::read(master_, buf, sizeof buf);
      if (r <= 0) continue;
      for (auto& res : framer_.feed(std::string_view(buf, static_cast<std::size_t>(r)))) {
        auto* m = std::get_if<line::Message>(&res);
        if (!m) continue;
        if (std::holds_alternative<line::IdentifyRequest>(*m)) ++identify_requests_;
        if (auto* a = std::get_if<line::Ack>(m)) acks_.insert(a->seq);
      }
    } while (std::chrono::steady_clock::now() < until);
  }

 private:
  bool wait(const std::function<bool()>& done, int timeout_ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (!done() && std::chrono::steady_clock::now() < until) pump(10);
    return done();
  }

  std::filesystem::path link_;
  int master_ = -1;
  std::string slave_;
  line::LineFramer framer_;
  int identify_requests_ = 0;
  std::set<std::uint8_t> acks_;
};

}  // namespace sh::testing
