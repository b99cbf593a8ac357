// The desktop's real accessibility bus for one test: a private session bus (dbus-daemon in a
// temporary folder) with at-spi2-core's own launcher on it (at-spi-bus-launcher, which owns
// org.a11y.Bus, starts the accessibility bus and answers GetAddress and ScreenReaderEnabled;
// gsettings in memory, so the flag is false as for Orca started by hand), and a stand-in for
// Orca: a process named "orca" (gdbus monitor, linked under that name) that stays connected
// to the accessibility bus as Orca does. Skipped where at-spi2-core or gdbus is missing.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>

namespace sh::test {

class AtSpiBus {
 public:
  static bool installed();  // dbus-daemon, at-spi-bus-launcher and gdbus are there
  explicit AtSpiBus(const std::string& name);
  ~AtSpiBus();
  AtSpiBus(const AtSpiBus&) = delete;
  AtSpiBus& operator=(const AtSpiBus&) = delete;

  bool ready() const { return !accessibility_address_.empty(); }
  const std::string& address() const { return session_address_; }  // for DBUS_SESSION_BUS_ADDRESS
  const std::string& accessibility_address() const { return accessibility_address_; }
  // The environment a program on this desktop gets (the session bus, the runtime folder).
  std::string env() const;

  // Orca (its stand-in) connects to the accessibility bus; true once the bus lists it.
  bool start_orca();
  void stop_orca();

 private:
  std::filesystem::path dir_;
  std::string session_address_, accessibility_address_;
  pid_t bus_ = -1, launcher_ = -1, orca_ = -1;
};

}  // namespace sh::test
