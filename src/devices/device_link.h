// Keeps one serial device connected for a KeySource: opens it, reads in short slices,
// and on loss (SerialPort says Disconnected: an error, a hang-up, the node gone) closes it
// at once, reports it once, and retries every reopen interval until the device returns,
// which is reported once. Shared by the keypad/counting source and the card reader source.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "devices/serial_port.h"

namespace sh {

// Opens the device (by path, vid:pid or discovery); nullopt with *error when absent.
using PortOpener = std::function<std::optional<SerialPort>(std::string* error)>;

struct LinkHandlers {
  // Each returns false when the port must be treated as lost (a write failed).
  std::function<bool(SerialPort&)> connected;                     // every successful open
  std::function<bool(SerialPort&, std::string_view bytes)> data;  // bytes as they arrive
  std::function<bool(SerialPort&)> tick;                          // after every read slice
  // Before the bytes of each read slice (or its silence): how long the read waited. The
  // sum is the time the device was listened to (not while closed or the program busy).
  std::function<void(unsigned waited_ms)> listened;
  std::function<void(const std::string& reason)> lost;            // was open, now gone
  std::function<void()> found;                                    // open again after loss or absence
  std::function<void(const std::string& reason)> absent;          // the very first open failed
};

struct LinkTiming {
  unsigned read_slice_ms = 50;
  unsigned reopen_interval_ms = 500;
};

// Runs until `stop` becomes true.
void run_device_link(const PortOpener& open, const LinkHandlers& h, const std::atomic<bool>& stop,
                     LinkTiming timing = {});

}  // namespace sh
