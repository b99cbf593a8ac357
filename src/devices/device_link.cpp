#include "devices/device_link.h"

#include <chrono>
#include <thread>

#include "devices/device_log.h"

namespace sh {

namespace {

void sleep_unless_stopped(unsigned ms, const std::atomic<bool>& stop) {
  using namespace std::chrono;
  const auto until = steady_clock::now() + milliseconds(ms);
  while (!stop && steady_clock::now() < until) std::this_thread::sleep_for(milliseconds(20));
}

}  // namespace

void run_device_link(const PortOpener& open, const LinkHandlers& h, const std::atomic<bool>& stop,
                     LinkTiming timing) {
  bool ever_opened = false;
  bool reported_missing = false;  // lost or absent was said; the next open is "found"
  std::string last_error;
  while (!stop) {
    std::string error;
    std::optional<SerialPort> port = open(&error);
    if (!port) {
      if (!ever_opened && !reported_missing) {
        device_log("device absent: " + error);
        if (h.absent) h.absent(error);
        reported_missing = true;
      } else if (error != last_error) {
        device_log("reopen failed: " + error);
      }
      last_error = error;
      sleep_unless_stopped(timing.reopen_interval_ms, stop);
      continue;
    }
    last_error.clear();
    device_log("opened " + port->path());
    if (reported_missing && h.found) h.found();
    ever_opened = true;
    reported_missing = false;
    bool alive = !h.connected || h.connected(*port);
    std::string reason = "write failed";
    while (alive && !stop) {
      const auto before = std::chrono::steady_clock::now();
      auto r = port->read_some(timing.read_slice_ms);
      if (h.listened)
        h.listened(static_cast<unsigned>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                             std::chrono::steady_clock::now() - before)
                                             .count()));
      if (r.status == SerialPort::Status::Disconnected) {
        reason = r.error;
        alive = false;
        break;
      }
      if (r.status == SerialPort::Status::Data && h.data && !h.data(*port, r.bytes)) alive = false;
      if (alive && h.tick && !h.tick(*port)) alive = false;
    }
    if (stop) break;
    device_log("lost " + port->path() + ": " + reason);
    port.reset();  // close at once, before telling anyone
    if (h.lost) h.lost(reason);
    reported_missing = true;
    sleep_unless_stopped(timing.reopen_interval_ms, stop);
  }
}

}  // namespace sh
