// spoluhrac-devsim: plays a serial keypad, counting set or RDM6300 card reader on a
// pseudo-terminal, so the program and the tests can use the real serial code without
// hardware. Usage and script format: hardware/README.md ("Device simulator").
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>

#include "devices/devsim_script.h"
#include "devices/line_protocol.h"
#include "devices/rdm6300.h"

namespace {

using namespace sh;
using Clock = std::chrono::steady_clock;

volatile std::sig_atomic_t g_terminate = 0;  // set by SIGTERM/SIGINT
void on_signal(int) { g_terminate = 1; }

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch()).count();
}

void say(const std::string& s) {
  std::cout << s << std::endl;  // flushed: tests and scripts wait for these lines
}

// One pty master (the "device" end) plus the symlink that points at its slave.
class FakeDevice {
 public:
  FakeDevice(std::string link, std::string kind, std::string version, bool wait_identify)
      : link_(std::move(link)), kind_(std::move(kind)), version_(std::move(version)),
        wait_identify_(wait_identify && kind_ != "rdm6300") {}
  ~FakeDevice() { close_pty(); }

  bool plug() {
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master_ < 0 || ::grantpt(master_) != 0 || ::unlockpt(master_) != 0) return false;
    slave_name_ = ::ptsname(master_);
    // Raw mode on the slave now, so nothing is echoed or cooked before the host opens it;
    // closing it again makes the master report POLLHUP until the host opens the port.
    int s = ::open(slave_name_.c_str(), O_RDWR | O_NOCTTY);
    if (s < 0) return false;
    termios t{};
    ::tcgetattr(s, &t);
    ::cfmakeraw(&t);
    ::tcsetattr(s, TCSANOW, &t);
    ::close(s);
    if (!link_.empty()) {
      const std::string tmp = link_ + ".tmp";
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      std::filesystem::create_symlink(slave_name_, tmp, ec);
      if (ec) return false;
      std::filesystem::rename(tmp, link_, ec);
      if (ec) return false;
    }
    host_opened_ = false;
    identified_ = false;
    framer_ = line::LineFramer{};
    say("DEVICE " + slave_name_ + (link_.empty() ? "" : " " + link_));
    return true;
  }

  void close_pty() {
    if (master_ < 0) return;
    if (!link_.empty()) {
      std::error_code ec;
      std::filesystem::remove(link_, ec);
    }
    ::close(master_);
    master_ = -1;
    say("UNPLUGGED");
  }

  // Reads host requests for up to ms milliseconds; answers identify, notes acks.
  void pump(int ms) {
    const auto until = now_ms() + ms;
    do {
      if (g_terminate || master_ < 0) return;
      pollfd p{master_, POLLIN, 0};
      const auto left = std::max<std::int64_t>(0, until - now_ms());
      const int n = ::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left, 20)));
      if (n < 0) continue;
      if (p.revents & POLLHUP) {
        if (host_opened_) say("HOST_CLOSED");
        host_opened_ = false;
        if (left > 0) ::usleep(10000);
        continue;
      }
      if (!host_opened_) {
        host_opened_ = true;
        say("HOST_OPENED");
      }
      if (!(p.revents & POLLIN)) continue;
      char buf[256];
      const auto r = ::read(master_, buf, sizeof buf);
      if (r <= 0) continue;
      handle(std::string_view(buf, static_cast<std::size_t>(r)));
    } while (now_ms() < until);
  }

  bool wait_for(const std::function<bool()>& done, int timeout_ms, const char* what) {
    const auto until = now_ms() + timeout_ms;
    while (!done() && now_ms() < until && !g_terminate) pump(20);
    if (!done()) std::cerr << "spoluhrac-devsim: timed out waiting for " << what << "\n";
    return done();
  }

  bool wait_host(int timeout_ms) {
    return wait_for([this] { return host_opened_ && (!wait_identify_ || identified_); },
                    timeout_ms, wait_identify_ ? "the host's identify request" : "the host to open the port");
  }
  bool wait_acks(int timeout_ms) {
    if (kind_ == "rdm6300") return true;
    return wait_for([this] { return unacked_.empty(); }, timeout_ms, "acknowledgements");
  }

  void send(std::string_view bytes) {
    if (master_ < 0) return;
    while (!bytes.empty()) {
      const auto n = ::write(master_, bytes.data(), bytes.size());
      if (n <= 0) return;
      bytes.remove_prefix(static_cast<std::size_t>(n));
    }
  }

  void send_event(const line::Message& m, std::uint8_t seq) {
    last_event_ = line::encode(m);
    unacked_.insert(seq);
    send(last_event_);
  }
  std::uint8_t take_seq() { return seq_++; }
  void replay() { send(last_event_); }
  void reset() {
    seq_ = 0;
    unacked_.clear();
    send_identity();
  }

 private:
  void send_identity() {
    send(line::encode(line::Identity{kind_ == "counting" ? line::DeviceKind::Counting : line::DeviceKind::Keypad,
                                     version_, seq_}));
  }
  void handle(std::string_view bytes) {
    if (kind_ == "rdm6300") return;  // a card reader only talks
    for (auto& r : framer_.feed(bytes)) {
      auto* m = std::get_if<line::Message>(&r);
      if (!m) continue;
      if (std::holds_alternative<line::IdentifyRequest>(*m)) {
        identified_ = true;
        send_identity();
      } else if (auto* a = std::get_if<line::Ack>(m)) {
        unacked_.erase(a->seq);
      }
    }
  }

  std::string link_, kind_, version_;
  bool wait_identify_;
  int master_ = -1;
  std::string slave_name_;
  bool host_opened_ = false;
  bool identified_ = false;
  line::LineFramer framer_;
  std::uint8_t seq_ = 0;
  std::set<std::uint8_t> unacked_;
  std::string last_event_;
};

constexpr int kWaitHostMs = 10000;
constexpr int kWaitAckMs = 2000;

int play(FakeDevice& dev, const std::vector<devsim::Command>& commands, bool hold_at_end) {
  int gap = 30;
  bool hold = hold_at_end;
  for (const auto& c : commands) {
    if (g_terminate) break;
    switch (c.op) {
      case devsim::Op::Key: {
        auto seq = dev.take_seq();
        dev.send_event(line::KeyEvent{seq, c.key}, seq);
        dev.pump(gap);
        break;
      }
      case devsim::Op::Counter: {
        auto seq = dev.take_seq();
        dev.send_event(line::CounterEvent{seq, c.a, c.b}, seq);
        dev.pump(gap);
        break;
      }
      case devsim::Op::Tag: {
        rdm6300::TagRead t;
        t.version = static_cast<std::uint8_t>(std::stoul(c.text.substr(0, 2), nullptr, 16));
        t.tag = static_cast<std::uint32_t>(std::stoul(c.text.substr(2), nullptr, 16));
        const auto frame = rdm6300::encode(t);
        const auto until = now_ms() + c.a;
        do {  // a card lying on the reader is reported about every 50 ms
          dev.send(frame);
          dev.pump(50);
        } while (now_ms() < until && !g_terminate);
        dev.pump(gap);
        break;
      }
      case devsim::Op::Garbage: dev.send(c.bytes); dev.pump(gap); break;
      case devsim::Op::Raw: dev.send(c.text + "\n"); dev.pump(gap); break;
      case devsim::Op::Frame: dev.send(line::encode_payload(c.text)); dev.pump(gap); break;
      case devsim::Op::Replay: dev.replay(); dev.pump(gap); break;
      case devsim::Op::Sleep: dev.pump(c.a); break;
      case devsim::Op::Gap: gap = c.a; break;
      case devsim::Op::Unplug:
        dev.wait_acks(kWaitAckMs);
        dev.close_pty();
        break;
      case devsim::Op::Replug:
        if (!dev.plug()) {
          std::cerr << "spoluhrac-devsim: cannot create the pty\n";
          return 1;
        }
        dev.wait_host(kWaitHostMs);
        break;
      case devsim::Op::Reset: dev.reset(); dev.pump(gap); break;
      case devsim::Op::WaitHost: dev.wait_host(kWaitHostMs); break;
      case devsim::Op::WaitAck: dev.wait_acks(kWaitAckMs); break;
      case devsim::Op::Hold: hold = true; break;
    }
  }
  dev.wait_acks(kWaitAckMs);
  say("DONE");
  while (hold && !g_terminate) dev.pump(100);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Spoluhráč serial device simulator (hardware/README.md)"};
  std::string link, script = "-", kind = "keypad", version = "sim-1.0";
  bool no_wait = false, hold = false;
  app.add_option("--link", link, "Symlink to create for the device's pty (replaced on replug)");
  app.add_option("--script", script, "Script file, '-' for stdin")->capture_default_str();
  app.add_option("--kind", kind, "keypad | counting | rdm6300")
      ->check(CLI::IsMember({"keypad", "counting", "rdm6300"}))
      ->capture_default_str();
  app.add_option("--firmware", version, "Version in the identity answer")->capture_default_str();
  app.add_flag("--no-wait", no_wait, "Start playing without waiting for the host");
  app.add_flag("--hold", hold, "Stay plugged in after the script until terminated");
  CLI11_PARSE(app, argc, argv);

  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);
  std::signal(SIGPIPE, SIG_IGN);

  devsim::ParseResult parsed;
  if (script == "-") {
    parsed = devsim::parse_script(std::cin);
  } else {
    std::ifstream f(script);
    if (!f) {
      std::cerr << "spoluhrac-devsim: cannot read " << script << "\n";
      return 2;
    }
    parsed = devsim::parse_script(f);
  }
  if (!parsed.error.empty()) {
    std::cerr << "spoluhrac-devsim: " << script << ": " << parsed.error << "\n";
    return 2;
  }
  FakeDevice dev(link, kind, version, !no_wait);
  if (!dev.plug()) {
    std::cerr << "spoluhrac-devsim: cannot create the pty or the link " << link << "\n";
    return 1;
  }
  if (!no_wait) dev.wait_host(kWaitHostMs);
  const int rc = play(dev, parsed.commands, hold);
  dev.close_pty();
  return rc;
}
