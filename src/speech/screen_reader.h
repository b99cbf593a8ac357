// Whether a screen reader (Orca) is running, the way GNOME itself tells: the accessibility
// bus launcher (at-spi2-core, service org.a11y.Bus on the session bus) keeps the property
// org.a11y.Status.ScreenReaderEnabled, which Orca sets to true while it runs and to false
// when it quits. No session bus, no launcher or no answer within the timeout: false.
#pragma once

#include <chrono>
#include <string>

namespace sh {

struct ScreenReaderStatus {
  bool running = false;
  std::string detail;  // why not, for the log ("no session bus", the D-Bus error)
};

// Asks the session bus (DBUS_SESSION_BUS_ADDRESS); never throws.
ScreenReaderStatus screen_reader_status(std::chrono::milliseconds timeout = std::chrono::milliseconds(500));

}  // namespace sh
