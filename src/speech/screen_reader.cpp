#include "speech/screen_reader.h"

#include <dbus/dbus.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <vector>

namespace sh {

namespace {

struct ConnectionCloser {
  void operator()(DBusConnection* c) const {
    dbus_connection_close(c);
    dbus_connection_unref(c);
  }
};
using Connection = std::unique_ptr<DBusConnection, ConnectionCloser>;
struct MessageUnref {
  void operator()(DBusMessage* m) const { dbus_message_unref(m); }
};
using MessagePtr = std::unique_ptr<DBusMessage, MessageUnref>;
// A DBusError freed when it goes out of scope.
struct Error {
  DBusError e;
  Error() { dbus_error_init(&e); }
  ~Error() { dbus_error_free(&e); }
  Error(const Error&) = delete;
  Error& operator=(const Error&) = delete;
  std::string text() const { return dbus_error_is_set(&e) ? std::string(e.message ? e.message : e.name) : "unknown"; }
};

// A call and its reply (null on any error, with the reason in `why`).
MessagePtr call(DBusConnection* bus, DBusMessage* message, std::chrono::milliseconds timeout, std::string& why) {
  Error error;
  MessagePtr reply(dbus_connection_send_with_reply_and_block(bus, message, static_cast<int>(timeout.count()), &error.e));
  if (!reply) why = error.text();
  return reply;
}

// ScreenReaderEnabled of the launcher: true, false, or nothing when it cannot be asked.
std::optional<bool> screen_reader_enabled(DBusConnection* bus, std::chrono::milliseconds timeout, std::string& why) {
  MessagePtr get(dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get"));
  if (!get) return std::nullopt;
  const char* interface = "org.a11y.Status";
  const char* property = "ScreenReaderEnabled";
  dbus_message_append_args(get.get(), DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &property, DBUS_TYPE_INVALID);
  MessagePtr reply = call(bus, get.get(), timeout, why);
  if (!reply) return std::nullopt;
  DBusMessageIter args;
  if (!dbus_message_iter_init(reply.get(), &args) || dbus_message_iter_get_arg_type(&args) != DBUS_TYPE_VARIANT) {
    why = "not a variant";
    return std::nullopt;
  }
  DBusMessageIter value;
  dbus_message_iter_recurse(&args, &value);
  if (dbus_message_iter_get_arg_type(&value) != DBUS_TYPE_BOOLEAN) {
    why = "not a boolean";
    return std::nullopt;
  }
  dbus_bool_t enabled = FALSE;
  dbus_message_iter_get_basic(&value, &enabled);
  return enabled != FALSE;
}

// The accessibility bus's address: AT_SPI_BUS_ADDRESS, else what the launcher answers.
std::string accessibility_bus_address(DBusConnection* session, std::chrono::milliseconds timeout, std::string& why) {
  if (const char* given = std::getenv("AT_SPI_BUS_ADDRESS"); given && *given) return given;
  MessagePtr get(dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"));
  if (!get) return {};
  MessagePtr reply = call(session, get.get(), timeout, why);
  if (!reply) return {};
  const char* address = nullptr;
  Error error;
  if (!dbus_message_get_args(reply.get(), &error.e, DBUS_TYPE_STRING, &address, DBUS_TYPE_INVALID) || !address) {
    why = error.text();
    return {};
  }
  return address;
}

// The unique names of the bus's connections (":1.7").
std::vector<std::string> unique_names(DBusConnection* bus, std::chrono::milliseconds timeout, std::string& why) {
  std::vector<std::string> names;
  MessagePtr list(dbus_message_new_method_call(DBUS_SERVICE_DBUS, DBUS_PATH_DBUS, DBUS_INTERFACE_DBUS, "ListNames"));
  if (!list) return names;
  MessagePtr reply = call(bus, list.get(), timeout, why);
  if (!reply) return names;
  DBusMessageIter args, item;
  if (!dbus_message_iter_init(reply.get(), &args) || dbus_message_iter_get_arg_type(&args) != DBUS_TYPE_ARRAY) return names;
  dbus_message_iter_recurse(&args, &item);
  while (dbus_message_iter_get_arg_type(&item) == DBUS_TYPE_STRING) {
    const char* name = nullptr;
    dbus_message_iter_get_basic(&item, &name);
    if (name && name[0] == ':') names.emplace_back(name);
    dbus_message_iter_next(&item);
  }
  return names;
}

std::optional<std::uint32_t> process_of(DBusConnection* bus, const std::string& name, std::chrono::milliseconds timeout) {
  MessagePtr get(
      dbus_message_new_method_call(DBUS_SERVICE_DBUS, DBUS_PATH_DBUS, DBUS_INTERFACE_DBUS, "GetConnectionUnixProcessID"));
  if (!get) return std::nullopt;
  const char* n = name.c_str();
  dbus_message_append_args(get.get(), DBUS_TYPE_STRING, &n, DBUS_TYPE_INVALID);
  std::string ignored;
  MessagePtr reply = call(bus, get.get(), timeout, ignored);
  if (!reply) return std::nullopt;
  dbus_uint32_t pid = 0;
  if (!dbus_message_get_args(reply.get(), nullptr, DBUS_TYPE_UINT32, &pid, DBUS_TYPE_INVALID)) return std::nullopt;
  return pid;
}

std::string process_name(std::uint32_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/comm");
  std::string comm;
  std::getline(in, comm);
  return comm;
}

// A screen reader among the accessibility bus's clients: "orca (pid N)", or "".
std::string reader_on_accessibility_bus(const std::string& address, std::chrono::milliseconds timeout, std::string& why) {
  Error error;
  Connection bus(dbus_connection_open_private(address.c_str(), &error.e));
  if (!bus) {
    why = "accessibility bus: " + error.text();
    return {};
  }
  dbus_connection_set_exit_on_disconnect(bus.get(), FALSE);
  if (!dbus_bus_register(bus.get(), &error.e)) {
    why = "accessibility bus: " + error.text();
    return {};
  }
  for (const std::string& name : unique_names(bus.get(), timeout, why)) {
    const auto pid = process_of(bus.get(), name, timeout);
    if (!pid) continue;
    const std::string comm = process_name(*pid);
    if (is_screen_reader_process(comm)) return comm + " (pid " + std::to_string(*pid) + ")";
  }
  return {};
}

}  // namespace

bool is_screen_reader_process(const std::string& comm) { return comm == "orca"; }

ScreenReaderStatus screen_reader_status(std::chrono::milliseconds timeout) {
  const char* address = std::getenv("DBUS_SESSION_BUS_ADDRESS");
  // Without an address libdbus would try to autolaunch a bus (X11), which can hang.
  if (address == nullptr || std::string(address).empty() || std::string(address) == "disabled:")
    return {false, "no session bus"};
  Error error;
  // A private connection, closed again here: the shared one would stay open for good.
  Connection bus(dbus_bus_get_private(DBUS_BUS_SESSION, &error.e));
  if (!bus) return {false, "session bus: " + error.text()};
  dbus_connection_set_exit_on_disconnect(bus.get(), FALSE);
  std::string why;
  const std::optional<bool> enabled = screen_reader_enabled(bus.get(), timeout, why);
  if (enabled.value_or(false)) return {true, "screen reader enabled"};
  std::string flag = enabled ? "screen reader not enabled" : "org.a11y.Bus: " + why;
  why.clear();
  const std::string a11y = accessibility_bus_address(bus.get(), timeout, why);
  if (a11y.empty()) return {false, flag + "; no accessibility bus" + (why.empty() ? "" : ": " + why)};
  const std::string reader = reader_on_accessibility_bus(a11y, timeout, why);
  if (!reader.empty()) return {true, reader + " on the accessibility bus"};
  return {false, flag + "; no screen reader on the accessibility bus" + (why.empty() ? "" : " (" + why + ")")};
}

}  // namespace sh
