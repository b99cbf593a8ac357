#include "devices/serial_port.h"

#include <libserialport.h>
#include <poll.h>
#include <sys/stat.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <mutex>
#include <set>
#include <thread>

namespace sh {

namespace {

std::string last_error(std::string_view what) {
  char* msg = sp_last_error_message();
  std::string s = std::string(what) + ": " + (msg ? msg : "unknown error");
  if (msg) sp_free_error_message(msg);
  return s;
}

struct EventSetDeleter {
  void operator()(sp_event_set* s) const { sp_free_event_set(s); }
};

// What poll says about the descriptor right now (0 when nothing; POLLNVAL when unusable).
short poll_now(sp_port* port) {
  int fd = -1;
  if (sp_get_port_handle(port, &fd) != SP_OK || fd < 0) return POLLNVAL;
  pollfd p{fd, POLLIN, 0};
  if (::poll(&p, 1, 0) < 0) return 0;
  return p.revents;
}

// The device node is still there (a USB unplug removes it, a pty's goes with its master).
bool node_present(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISCHR(st.st_mode);
}

// After this many "readable but 0 bytes" reads in a row, the device node is checked.
constexpr int kZeroReadsBeforeCheck = 3;

std::mutex& claims_mutex() {
  static std::mutex m;
  return m;
}
std::set<std::string>& claims() {  // registry of device nodes this process holds open
  static std::set<std::string> s;
  return s;
}

}  // namespace

SerialPort::Claim SerialPort::claim(const std::string& path) {
  std::lock_guard lock(claims_mutex());
  if (!claims().insert(path).second) return Claim{};
  return Claim{new std::string(path)};
}

void SerialPort::ClaimRelease::operator()(std::string* path) const {
  {
    std::lock_guard lock(claims_mutex());
    claims().erase(*path);
  }
  delete path;
}

void SerialPort::PortDeleter::operator()(sp_port* p) const {
  sp_close(p);
  sp_free_port(p);
}

std::string resolve_device_path(const std::string& path) {
  char buf[PATH_MAX];
  if (::realpath(path.c_str(), buf)) return buf;
  return path;
}

std::optional<SerialPort> SerialPort::open(const std::string& path, int baud, std::string* error) {
  const std::string real = resolve_device_path(path);
  Claim held = claim(real);
  if (!held) {
    if (error) *error = real + " is already in use by this program";
    return std::nullopt;
  }
  sp_port* raw = nullptr;
  if (sp_get_port_by_name(real.c_str(), &raw) != SP_OK) {
    if (error) *error = last_error("sp_get_port_by_name " + real);
    return std::nullopt;
  }
  // Owns the port from here; sp_close on a port that is not open only returns an error.
  std::unique_ptr<sp_port, PortDeleter> port(raw);
  if (sp_open(raw, SP_MODE_READ_WRITE) != SP_OK) {
    if (error) *error = last_error("sp_open " + real);
    sp_free_port(port.release());
    return std::nullopt;
  }
  if (sp_set_baudrate(raw, baud) != SP_OK || sp_set_bits(raw, 8) != SP_OK ||
      sp_set_parity(raw, SP_PARITY_NONE) != SP_OK || sp_set_stopbits(raw, 1) != SP_OK ||
      sp_set_flowcontrol(raw, SP_FLOWCONTROL_NONE) != SP_OK) {
    if (error) *error = last_error("configure " + real);
    return std::nullopt;
  }
  return SerialPort(std::move(held), std::move(port), real);
}

SerialPort::ReadResult SerialPort::read_some(unsigned timeout_ms) {
  ReadResult r;
  if (!unread_.empty()) {
    r.status = Status::Data;
    r.bytes = std::move(unread_);
    unread_.clear();
    return r;
  }
  sp_event_set* raw_set = nullptr;
  if (sp_new_event_set(&raw_set) != SP_OK) {
    r.status = Status::Disconnected;
    r.error = last_error("sp_new_event_set");
    return r;
  }
  std::unique_ptr<sp_event_set, EventSetDeleter> set(raw_set);
  if (sp_add_port_events(raw_set, port_.get(),
                         static_cast<sp_event>(SP_EVENT_RX_READY | SP_EVENT_ERROR)) != SP_OK ||
      sp_wait(raw_set, timeout_ms) != SP_OK) {
    r.status = Status::Disconnected;
    r.error = last_error("sp_wait");
    return r;
  }
  char buf[256];
  const int n = sp_nonblocking_read(port_.get(), buf, sizeof buf);
  if (n < 0) {
    r.status = Status::Disconnected;
    r.error = last_error("sp_nonblocking_read");
  } else if (n > 0) {
    zero_reads_ = 0;
    r.status = Status::Data;
    r.bytes.assign(buf, static_cast<std::size_t>(n));
  } else {
    return read_zero_bytes(timeout_ms);
  }
  return r;
}

// The read gave 0 bytes. Only a hang-up or error from poll, or a vanished device node, is
// a disconnect; "readable" alone is a spurious wake-up or input that arrived just after
// the read (the race that made a card lying on the reader look unplugged).
SerialPort::ReadResult SerialPort::read_zero_bytes(unsigned timeout_ms) {
  ReadResult r;
  const short ev = poll_now(port_.get());
  if (ev & (POLLHUP | POLLERR | POLLNVAL)) {
    r.status = Status::Disconnected;
    r.error = (ev & POLLHUP) ? "hung up" : "port error";
    return r;
  }
  if (!(ev & POLLIN)) {  // plain silence
    zero_reads_ = 0;
    return r;
  }
  char buf[256];
  const int n = sp_nonblocking_read(port_.get(), buf, sizeof buf);  // the input may be here now
  if (n < 0) {
    r.status = Status::Disconnected;
    r.error = last_error("sp_nonblocking_read");
    return r;
  }
  if (n > 0) {
    zero_reads_ = 0;
    r.status = Status::Data;
    r.bytes.assign(buf, static_cast<std::size_t>(n));
    return r;
  }
  if (++zero_reads_ % kZeroReadsBeforeCheck == 0 && !node_present(path_)) {
    r.status = Status::Disconnected;
    r.error = "readable but 0 bytes, and " + path_ + " is gone";
    return r;
  }
  // Still there: do not spin on a descriptor that keeps saying "readable".
  std::this_thread::sleep_for(std::chrono::milliseconds(std::min(timeout_ms, 10u)));
  return r;
}

bool SerialPort::write_all(std::string_view bytes, unsigned timeout_ms) {
  const int n = sp_blocking_write(port_.get(), bytes.data(), bytes.size(), timeout_ms);
  return n == static_cast<int>(bytes.size());
}

std::vector<UsbPortInfo> list_usb_serial_ports() {
  std::vector<UsbPortInfo> out;
  sp_port** list = nullptr;
  if (sp_list_ports(&list) != SP_OK) return out;
  for (sp_port** p = list; *p; ++p) {
    if (sp_get_port_transport(*p) != SP_TRANSPORT_USB) continue;
    UsbPortInfo info;
    info.path = sp_get_port_name(*p);
    sp_get_port_usb_vid_pid(*p, &info.vid, &info.pid);
    if (const char* d = sp_get_port_description(*p)) info.description = d;
    out.push_back(std::move(info));
  }
  sp_free_port_list(list);
  return out;
}

std::optional<std::pair<int, int>> parse_usb_spec(std::string_view spec) {
  if (!spec.starts_with("usb:")) return std::nullopt;
  spec.remove_prefix(4);
  const auto colon = spec.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  auto hex = [](std::string_view s) -> std::optional<int> {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 16);
    if (s.empty() || s.size() > 4 || ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
    return v;
  };
  auto vid = hex(spec.substr(0, colon));
  auto pid = hex(spec.substr(colon + 1));
  if (!vid || !pid) return std::nullopt;
  return std::pair{*vid, *pid};
}

}  // namespace sh
