// A libserialport port as an RAII object: open by path (symlinks resolved), 8N1 at a
// given speed, short-timeout reads that tell data, silence and disconnect apart.
// Gone (USB unplug, pty master closed) means: a read or write error, a hang-up or error
// from poll, or the device node vanished; the caller drops the object and reopens later.
// A read of 0 bytes while poll says only "readable" is not a disconnect by itself.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

struct sp_port;

namespace sh {

class SerialPort {
 public:
  // Opens `path` (after realpath(), so /dev/serial/by-id/... and udev links work) at
  // `baud` 8N1, no flow control. On failure returns nullopt and sets *error. A node that
  // another SerialPort of this program holds open is refused (claims registry).
  static std::optional<SerialPort> open(const std::string& path, int baud, std::string* error);

  enum class Status { Data, Timeout, Disconnected };
  struct ReadResult {
    Status status = Status::Timeout;
    std::string bytes;
    std::string error;  // why a disconnect was decided
  };
  // Waits up to timeout_ms for input (sp_wait), then reads what is there without blocking.
  // Bytes given back with unread() come first, without waiting.
  ReadResult read_some(unsigned timeout_ms);
  // Puts bytes back in front of the input: the next read_some() returns them first (the
  // auto-discovery hands what it read with the identity to the key source this way).
  void unread(std::string bytes) { unread_ = std::move(bytes) + unread_; }
  // Writes everything within timeout_ms; false means the port is gone.
  bool write_all(std::string_view bytes, unsigned timeout_ms = 200);

  const std::string& path() const { return path_; }  // the resolved device node

 private:
  struct PortDeleter {
    void operator()(sp_port* p) const;
  };
  struct ClaimRelease {
    void operator()(std::string* path) const;
  };
  using Claim = std::unique_ptr<std::string, ClaimRelease>;
  static Claim claim(const std::string& path);
  SerialPort(Claim claim, std::unique_ptr<sp_port, PortDeleter> port, std::string path)
      : claim_(std::move(claim)), port_(std::move(port)), path_(std::move(path)) {}

  ReadResult read_zero_bytes(unsigned timeout_ms);

  Claim claim_;  // released after the port is closed (members die in reverse order)
  std::unique_ptr<sp_port, PortDeleter> port_;
  std::string path_;
  std::string unread_;
  int zero_reads_ = 0;  // consecutive "readable but 0 bytes" reads
};

// realpath() of a device path, or the path itself when it does not resolve.
std::string resolve_device_path(const std::string& path);

struct UsbPortInfo {
  std::string path;  // e.g. /dev/ttyUSB0
  int vid = -1;
  int pid = -1;
  std::string description;
};
// USB serial ports libserialport sees (it skips virtual ttys such as ptys).
std::vector<UsbPortInfo> list_usb_serial_ports();

// Parses "usb:1a86:7523" (hex vid:pid) into (vid, pid).
std::optional<std::pair<int, int>> parse_usb_spec(std::string_view spec);

}  // namespace sh
