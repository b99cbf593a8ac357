#include "devices/device_log.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <utility>

namespace sh {

namespace {
std::mutex& log_mutex() {
  static std::mutex m;
  return m;
}
DeviceLogSink& log_sink() {
  static DeviceLogSink sink;
  return sink;
}
}  // namespace

void device_log(std::string_view line) {
  std::lock_guard lock(log_mutex());
  if (log_sink()) {
    log_sink()(line);
  } else {
    std::string s = "[devices] " + std::string(line) + "\n";
    std::fputs(s.c_str(), stderr);
  }
}

DeviceLogSink set_device_log_sink(DeviceLogSink sink) {
  std::lock_guard lock(log_mutex());
  return std::exchange(log_sink(), std::move(sink));
}

}  // namespace sh
