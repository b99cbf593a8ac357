#include "devices/serial_key_source.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "devices/device_log.h"
#include "devices/line_protocol.h"

namespace sh {

namespace {

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// "path@115200" -> ("path", 115200)
std::pair<std::string, int> split_speed(const std::string& spec) {
  const auto at = spec.rfind('@');
  if (at != std::string::npos) {
    const std::string speed = spec.substr(at + 1);
    if (speed == "9600" || speed == "115200") return {spec.substr(0, at), std::stoi(speed)};
  }
  return {spec, 9600};
}

std::vector<std::string> auto_candidates() {
  std::vector<std::string> out;
  if (const char* extra = std::getenv("SPOLUHRAC_SERIAL_CANDIDATES")) {
    std::stringstream ss(extra);
    std::string p;
    while (std::getline(ss, p, ':'))
      if (!p.empty()) out.push_back(p);
  }
  for (const char* link : {"/dev/spoluhrac-keypad", "/dev/spoluhrac-counting"}) {
    std::error_code ec;
    if (std::filesystem::exists(link, ec)) out.emplace_back(link);
  }
  for (auto& usb : list_usb_serial_ports()) out.push_back(usb.path);
  // The same node may be listed twice (a link and its target): keep the first.
  std::vector<std::string> unique;
  std::vector<std::string> seen;
  for (auto& p : out) {
    auto real = resolve_device_path(p);
    if (std::find(seen.begin(), seen.end(), real) != seen.end()) continue;
    seen.push_back(real);
    unique.push_back(p);
  }
  return unique;
}

// Sends "Q" and waits for an Identity, resending every 500 ms. On success, the bytes read
// from the start of the first good frame are put back into the port for the key source.
bool answers_identify(SerialPort& port, unsigned answer_ms) {
  line::LineFramer framer;
  std::string read;                          // every byte read from this port
  std::optional<std::size_t> first_frame;    // where the first good frame starts in `read`
  std::size_t frame_start = 0;               // the last '$' seen
  const auto deadline = now_ms() + answer_ms;
  std::int64_t last_q = -1'000'000;
  while (now_ms() < deadline) {
    if (now_ms() - last_q >= 500) {
      if (!port.write_all(line::encode(line::IdentifyRequest{}))) return false;
      last_q = now_ms();
    }
    auto r = port.read_some(50);
    if (r.status == SerialPort::Status::Disconnected) return false;
    bool identified = false;
    for (char c : r.bytes) {  // byte by byte, to know where each frame starts
      if (c == '$') frame_start = read.size();
      read += c;
      for (auto& res : framer.feed(std::string_view(&c, 1))) {
        auto* m = std::get_if<line::Message>(&res);
        if (!m) continue;
        if (!first_frame) first_frame = frame_start;
        if (std::holds_alternative<line::Identity>(*m)) identified = true;
      }
    }
    if (identified) {
      port.unread(read.substr(*first_frame));
      return true;
    }
  }
  return false;
}

}  // namespace

std::string device_display_name(const std::string& spec) {
  if (spec.starts_with("usb:") || spec == "auto") return "keypad";  // no path to name it by
  auto name = std::filesystem::path(split_speed(spec).first).filename().string();
  return name.empty() ? spec : name;
}

std::optional<SerialPort> discover_keypad(std::string* error, unsigned answer_ms) {
  std::string errors;
  for (const auto& candidate : auto_candidates()) {
    for (int baud : {9600, 115200}) {
      std::string e;
      auto port = SerialPort::open(candidate, baud, &e);
      if (!port) {
        errors += e + "; ";
        break;
      }
      if (answers_identify(*port, answer_ms)) {
        device_log("auto: " + candidate + " answered at " + std::to_string(baud) + " baud");
        return port;
      }
    }
  }
  if (error) *error = errors.empty() ? "auto: no keypad or counting set answered" : errors;
  return std::nullopt;
}

SerialKeySource::SerialKeySource(std::string name, PortOpener open, SerialKeyOptions options)
    : name_(name), open_(std::move(open)), options_(options),
      protocol_(std::move(name), SerialHostTiming{options.identify_retry_ms, options.garbage_notice_every_ms}) {}

std::optional<line::Identity> SerialKeySource::identity() const {
  std::lock_guard lock(protocol_mutex_);
  return protocol_.identity();
}

InputItem SerialKeySource::notice(const char* id) const {
  InputItem item;
  item.notice = id;
  item.notice_arg = name_;
  return item;
}

void SerialKeySource::run(const std::function<void(InputItem)>& sink) {
  LinkHandlers h;
  h.connected = [this](SerialPort& p) {
    std::unique_lock lock(protocol_mutex_);
    const auto out = protocol_.connected(now_ms());
    lock.unlock();
    return p.write_all(out);
  };
  h.data = [this, &sink](SerialPort& p, std::string_view bytes) {
    std::unique_lock lock(protocol_mutex_);
    const auto out = protocol_.received(bytes, now_ms(), sink);
    lock.unlock();
    return out.empty() || p.write_all(out);
  };
  h.tick = [this](SerialPort& p) {
    std::unique_lock lock(protocol_mutex_);
    const auto out = protocol_.tick(now_ms());
    lock.unlock();
    return out.empty() || p.write_all(out);
  };
  h.lost = [this, &sink](const std::string&) { sink(notice("device.lost")); };
  h.found = [this, &sink] { sink(notice("device.found")); };
  h.absent = [this, &sink](const std::string&) { sink(notice("device.waiting")); };
  run_device_link(open_, h, stop_, options_.timing);
}

std::unique_ptr<KeySource> make_serial_key_source(const std::string& spec) {
  if (spec == "auto") {
    return std::make_unique<SerialKeySource>(
        device_display_name(spec), [](std::string* error) { return discover_keypad(error); });
  }
  if (auto ids = parse_usb_spec(spec)) {
    auto [vid, pid] = *ids;
    return std::make_unique<SerialKeySource>(device_display_name(spec), [vid, pid](std::string* error) -> std::optional<SerialPort> {
      for (auto& usb : list_usb_serial_ports())
        if (usb.vid == vid && usb.pid == pid) return SerialPort::open(usb.path, 9600, error);
      if (error) *error = "no USB serial port with these ids";
      return std::nullopt;
    });
  }
  auto [path, baud] = split_speed(spec);
  return std::make_unique<SerialKeySource>(
      device_display_name(spec),
      [path, baud](std::string* error) { return SerialPort::open(path, baud, error); });
}

}  // namespace sh
