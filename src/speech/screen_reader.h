// Whether a screen reader (Orca) is running. Two signs, asked in this order:
// 1. the accessibility bus launcher (at-spi2-core, service org.a11y.Bus on the session bus)
//    keeps the property org.a11y.Status.ScreenReaderEnabled; GNOME sets it from the gsettings
//    key screen-reader-enabled (Super+Alt+S, the settings panel), and Orca reads it;
// 2. Orca started by hand or from the user's autostart leaves that flag false, but it is a
//    client of the accessibility bus (org.a11y.Bus.GetAddress, or AT_SPI_BUS_ADDRESS): a
//    connection there whose process is a known screen reader ("orca") counts too.
// No session bus, no launcher or no answer within the timeout: false.
#pragma once

#include <chrono>
#include <string>

namespace sh {

struct ScreenReaderStatus {
  bool running = false;
  std::string detail;  // why (not), for the log ("no session bus", the D-Bus error, "orca on the accessibility bus")
};

// Asks the session bus (DBUS_SESSION_BUS_ADDRESS) and the accessibility bus; never throws.
// `timeout` bounds each D-Bus call.
ScreenReaderStatus screen_reader_status(std::chrono::milliseconds timeout = std::chrono::milliseconds(500));

// Whether a process name (its /proc/PID/comm) is a screen reader's.
bool is_screen_reader_process(const std::string& comm);

}  // namespace sh
