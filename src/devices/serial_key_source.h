// Keys and counter readings from a serial keypad or tactile counting set speaking the
// line protocol (hardware/PROTOCOL.md): SerialHostProtocol on a port kept by
// run_device_link. Survives unplug/replug: notices "device.lost" and "device.found"
// (notice_arg = device name), "device.waiting" when absent at start, "device.garbage" for
// malformed frames (rate-limited); replayed frames are dropped by sequence number, so no
// key is doubled, and a restart is recognised by the identity. Several devices = several
// sources in a KeyQueue.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "devices/device_link.h"
#include "devices/line_protocol.h"
#include "devices/serial_host_protocol.h"
#include "input/key_source.h"

namespace sh {

struct SerialKeyOptions {
  LinkTiming timing{};
  unsigned identify_retry_ms = 1000;     // resend "Q" while no identity has come
  unsigned garbage_notice_every_ms = 5000;  // at most one "device.garbage" per interval
};

class SerialKeySource final : public KeySource {
 public:
  // `name` is what notices say (e.g. "spoluhrac-keypad"); `open` finds the port.
  SerialKeySource(std::string name, PortOpener open, SerialKeyOptions options = {});
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stop_ = true; }

  // The identity the device last reported, if any (for logs and tests).
  std::optional<line::Identity> identity() const;

 private:
  InputItem notice(const char* id) const;

  std::string name_;
  PortOpener open_;
  SerialKeyOptions options_;
  std::atomic<bool> stop_{false};

  mutable std::mutex protocol_mutex_;  // identity() reads it from another thread
  SerialHostProtocol protocol_;
};

// Device names in notices: the basename of the path ("/dev/spoluhrac-keypad" ->
// "spoluhrac-keypad"); "keypad" for "auto" and "usb:VID:PID".
std::string device_display_name(const std::string& spec);

// spec: a device path (a /dev/serial/by-id link is fine), optionally "@115200" for the
// speed; "usb:VID:PID" (hex) for the first port with those USB ids; or "auto": the udev
// links /dev/spoluhrac-keypad and /dev/spoluhrac-counting, then every USB serial port,
// each asked to identify (extra candidate paths may be listed, colon-separated, in
// $SPOLUHRAC_SERIAL_CANDIDATES). Never fails: a missing device is waited for.
std::unique_ptr<KeySource> make_serial_key_source(const std::string& spec);

// The auto-discovery step: the first candidate that answers an identify request at
// 9600 or 115200 baud within `answer_ms`; ports already used by another source are skipped.
// Whatever it read there, from the first frame on (the identity, and any frames before or
// after it), is given back to the port (SerialPort::unread), so the key source handles
// and acknowledges it in order.
std::optional<SerialPort> discover_keypad(std::string* error, unsigned answer_ms = 2500);

}  // namespace sh
