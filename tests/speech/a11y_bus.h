// A private session bus for one test (dbus-daemon in a temporary folder) with a stand-in
// for the accessibility bus launcher: it owns org.a11y.Bus and answers the property
// org.a11y.Status.ScreenReaderEnabled, true or false, as at-spi2-core does while Orca runs
// or not. The program under test asks it through the real D-Bus protocol. It has no
// accessibility bus (GetAddress is refused): the real launcher is in at_spi_bus.h.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>
#include <thread>

#include <sys/types.h>

namespace sh::test {

class A11yBus {
 public:
  static bool installed();  // dbus-daemon is there
  A11yBus(const std::string& name, bool screen_reader);
  ~A11yBus();
  A11yBus(const A11yBus&) = delete;
  A11yBus& operator=(const A11yBus&) = delete;

  bool ready() const { return ready_; }
  const std::string& address() const { return address_; }  // for DBUS_SESSION_BUS_ADDRESS
  void set_screen_reader(bool running) { screen_reader_ = running; }

 private:
  void serve();
  std::filesystem::path dir_;
  std::string address_;
  pid_t pid_ = -1;
  std::atomic<bool> screen_reader_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> ready_{false};
  std::thread thread_;
};

}  // namespace sh::test
