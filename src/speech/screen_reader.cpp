#include "speech/screen_reader.h"

#include <dbus/dbus.h>

#include <cstdlib>
#include <memory>

namespace sh {

namespace {

struct ConnectionCloser {
  void operator()(DBusConnection* c) const {
    dbus_connection_close(c);
    dbus_connection_unref(c);
  }
};
struct MessageUnref {
  void operator()(DBusMessage* m) const { dbus_message_unref(m); }
};
// A DBusError freed when it goes out of scope.
struct Error {
  DBusError e;
  Error() { dbus_error_init(&e); }
  ~Error() { dbus_error_free(&e); }
  Error(const Error&) = delete;
  Error& operator=(const Error&) = delete;
  std::string text() const { return dbus_error_is_set(&e) ? std::string(e.message ? e.message : e.name) : "unknown"; }
};

}  // namespace

ScreenReaderStatus screen_reader_status(std::chrono::milliseconds timeout) {
  const char* address = std::getenv("DBUS_SESSION_BUS_ADDRESS");
  // Without an address libdbus would try to autolaunch a bus (X11), which can hang.
  if (address == nullptr || std::string(address).empty() || std::string(address) == "disabled:")
    return {false, "no session bus"};
  Error error;
  // A private connection, closed again here: the shared one would stay open for good.
  std::unique_ptr<DBusConnection, ConnectionCloser> bus(dbus_bus_get_private(DBUS_BUS_SESSION, &error.e));
  if (!bus) return {false, "session bus: " + error.text()};
  dbus_connection_set_exit_on_disconnect(bus.get(), FALSE);
  std::unique_ptr<DBusMessage, MessageUnref> call(dbus_message_new_method_call(
      "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get"));
  if (!call) return {false, "out of memory"};
  const char* interface = "org.a11y.Status";
  const char* property = "ScreenReaderEnabled";
  dbus_message_append_args(call.get(), DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &property, DBUS_TYPE_INVALID);
  std::unique_ptr<DBusMessage, MessageUnref> reply(
      dbus_connection_send_with_reply_and_block(bus.get(), call.get(), static_cast<int>(timeout.count()), &error.e));
  if (!reply) return {false, "org.a11y.Bus: " + error.text()};
  DBusMessageIter args;
  if (!dbus_message_iter_init(reply.get(), &args) || dbus_message_iter_get_arg_type(&args) != DBUS_TYPE_VARIANT)
    return {false, "org.a11y.Bus: not a variant"};
  DBusMessageIter value;
  dbus_message_iter_recurse(&args, &value);
  if (dbus_message_iter_get_arg_type(&value) != DBUS_TYPE_BOOLEAN) return {false, "org.a11y.Bus: not a boolean"};
  dbus_bool_t enabled = FALSE;
  dbus_message_iter_get_basic(&value, &enabled);
  return {enabled != FALSE, enabled ? "screen reader enabled" : "screen reader not enabled"};
}

}  // namespace sh
