#include "a11y_bus.h"

#include <dbus/dbus.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

#include "test_support.h"

extern char** environ;

namespace sh::test {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

bool A11yBus::installed() { return fs::exists("/usr/bin/dbus-daemon") && fs::exists("/usr/share/dbus-1/session.conf"); }

A11yBus::A11yBus(const std::string& name, bool screen_reader)
    : dir_(temp_path("a11y-" + name)), screen_reader_(screen_reader) {
  fs::create_directories(dir_);
  address_ = "unix:path=" + (dir_ / "bus").string();
  std::string config = "--config-file=/usr/share/dbus-1/session.conf", nofork = "--nofork",
              addr = "--address=" + address_, nopid = "--nopidfile", nosyslog = "--nosyslog";
  std::string prog = "dbus-daemon";
  char* argv[] = {prog.data(), config.data(), nofork.data(), addr.data(), nopid.data(), nosyslog.data(), nullptr};
  if (posix_spawn(&pid_, "/usr/bin/dbus-daemon", nullptr, nullptr, argv, environ) != 0) {
    pid_ = -1;
    return;
  }
  thread_ = std::thread([this] { serve(); });
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (!ready_ && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(5ms);
}

A11yBus::~A11yBus() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
  if (pid_ > 0) {
    ::kill(pid_, SIGTERM);
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void A11yBus::serve() {
  DBusError error;
  dbus_error_init(&error);
  DBusConnection* bus = nullptr;
  // The daemon needs a moment to listen.
  for (int i = 0; i < 500 && !bus && !stop_; ++i) {
    bus = dbus_connection_open_private(address_.c_str(), &error);
    if (bus && !dbus_bus_register(bus, &error)) {
      dbus_connection_close(bus);
      dbus_connection_unref(bus);
      bus = nullptr;
    }
    if (!bus) {
      dbus_error_free(&error);
      std::this_thread::sleep_for(5ms);
    }
  }
  if (!bus) return;
  dbus_connection_set_exit_on_disconnect(bus, FALSE);
  if (dbus_bus_request_name(bus, "org.a11y.Bus", DBUS_NAME_FLAG_DO_NOT_QUEUE, &error) ==
      DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER)
    ready_ = true;
  dbus_error_free(&error);
  while (!stop_) {
    dbus_connection_read_write(bus, 20);
    while (DBusMessage* msg = dbus_connection_pop_message(bus)) {
      if (dbus_message_is_method_call(msg, "org.freedesktop.DBus.Properties", "Get")) {
        const char* iface = nullptr;
        const char* prop = nullptr;
        DBusMessage* reply = nullptr;
        if (dbus_message_get_args(msg, nullptr, DBUS_TYPE_STRING, &iface, DBUS_TYPE_STRING, &prop, DBUS_TYPE_INVALID) &&
            std::strcmp(iface, "org.a11y.Status") == 0 && std::strcmp(prop, "ScreenReaderEnabled") == 0) {
          reply = dbus_message_new_method_return(msg);
          DBusMessageIter it, variant;
          dbus_message_iter_init_append(reply, &it);
          dbus_message_iter_open_container(&it, DBUS_TYPE_VARIANT, "b", &variant);
          dbus_bool_t value = screen_reader_ ? TRUE : FALSE;
          dbus_message_iter_append_basic(&variant, DBUS_TYPE_BOOLEAN, &value);
          dbus_message_iter_close_container(&it, &variant);
        } else {
          reply = dbus_message_new_error(msg, DBUS_ERROR_UNKNOWN_PROPERTY, "no such property");
        }
        dbus_connection_send(bus, reply, nullptr);
        dbus_message_unref(reply);
      } else if (dbus_message_get_type(msg) == DBUS_MESSAGE_TYPE_METHOD_CALL) {
        // Anything else (GetAddress: this stand-in has no accessibility bus) is refused at
        // once, as a real service refuses what it does not have.
        DBusMessage* reply = dbus_message_new_error(msg, DBUS_ERROR_UNKNOWN_METHOD, "not in this stand-in");
        dbus_connection_send(bus, reply, nullptr);
        dbus_message_unref(reply);
      }
      dbus_message_unref(msg);
    }
  }
  dbus_connection_close(bus);
  dbus_connection_unref(bus);
}

}  // namespace sh::test
