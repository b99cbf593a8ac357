// Where device code writes its log lines (malformed frames, unplug, reconnect).
// A registry of one sink: stderr by default, replaceable by the program or a test.
#pragma once

#include <functional>
#include <string_view>

namespace sh {

using DeviceLogSink = std::function<void(std::string_view line)>;

void device_log(std::string_view line);
// Replaces the sink; an empty function restores stderr. Returns the previous sink.
DeviceLogSink set_device_log_sink(DeviceLogSink sink);

}  // namespace sh
