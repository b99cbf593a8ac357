#include "devices/serial_key_source.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "devices/device_log.h"

namespace sh {

namespace {

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

constexpr int kMaxIdentifyTries = 5;

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

// Sends "Q" and waits for an Identity, resending every 500 ms.
bool answers_identify(SerialPort& port, unsigned answer_ms) {
  line::LineFramer framer;
  const auto deadline = now_ms() + answer_ms;
  std::int64_t last_q = -1'000'000;
  while (now_ms() < deadline) {
    if (now_ms() - last_q >= 500) {
      if (!port.write_all(line::encode(line::IdentifyRequest{}))) return false;
      last_q = now_ms();
    }
    auto r = port.read_some(50);
    if (r.status == SerialPort::Status::Disconnected) return false;
    for (auto& res : framer.feed(r.bytes))
      if (auto* m = std::get_if<line::Message>(&res); m && std::holds_alternative<line::Identity>(*m))
        return true;
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
    : name_(std::move(name)), open_(std::move(open)), options_(options) {}

std::optional<line::Identity> SerialKeySource::identity() const {
  std::lock_guard lock(identity_mutex_);
  return identity_;
}

InputItem SerialKeySource::notice(const char* id) const {
  InputItem item;
  item.notice = id;
  item.notice_arg = name_;
  return item;
}

void SerialKeySource::run(const std::function<void(InputItem)>& sink) {
  LinkHandlers h;
  h.connected = [this](SerialPort& p) { return on_connected(p); };
  h.data = [this, &sink](SerialPort& p, std::string_view bytes) { return on_bytes(p, bytes, sink); };
  h.tick = [this](SerialPort& p) { return on_tick(p); };
  h.lost = [this, &sink](const std::string&) { sink(notice("device.lost")); };
  h.found = [this, &sink] { sink(notice("device.found")); };
  h.absent = [this, &sink](const std::string&) { sink(notice("device.waiting")); };
  run_device_link(open_, h, stop_, options_.timing);
}

bool SerialKeySource::on_connected(SerialPort& port) {
  framer_ = line::LineFramer{};  // a frame cut by the unplug is not completed by new bytes
  identified_this_connection_ = false;
  identify_tries_ = 1;
  last_identify_ms_ = now_ms();
  return port.write_all(line::encode(line::IdentifyRequest{}));
}

bool SerialKeySource::on_tick(SerialPort& port) {
  if (identified_this_connection_ || identify_tries_ >= kMaxIdentifyTries) return true;
  if (now_ms() - last_identify_ms_ < options_.identify_retry_ms) return true;
  ++identify_tries_;
  last_identify_ms_ = now_ms();
  return port.write_all(line::encode(line::IdentifyRequest{}));
}

void SerialKeySource::on_error(const FrameError& e, const std::function<void(InputItem)>& sink) {
  const auto now = now_ms();
  const bool quiet = last_garbage_notice_ms_ >= 0 &&
                     now - last_garbage_notice_ms_ < static_cast<std::int64_t>(options_.garbage_notice_every_ms);
  if (quiet) {
    if (++suppressed_errors_ <= 20) device_log(name_ + ": " + e.log_line());
    return;
  }
  if (suppressed_errors_ > 20)
    device_log(name_ + ": " + std::to_string(suppressed_errors_ - 20) + " more malformed frame(s) not logged");
  suppressed_errors_ = 0;
  device_log(name_ + ": " + e.log_line());
  last_garbage_notice_ms_ = now;
  sink(notice("device.garbage"));
}

bool SerialKeySource::on_bytes(SerialPort& port, std::string_view bytes,
                               const std::function<void(InputItem)>& sink) {
  bool alive = true;
  for (auto& result : framer_.feed(bytes)) {
    if (auto* e = std::get_if<FrameError>(&result)) {
      on_error(*e, sink);
      continue;
    }
    const auto& m = std::get<line::Message>(result);
    if (auto* id = std::get_if<line::Identity>(&m)) {
      sequence_.on_identity(id->next_seq);
      identified_this_connection_ = true;
      device_log(name_ + ": " + std::string(line::device_kind_name(id->kind)) + " firmware " +
                 id->version + ", next event " + std::to_string(id->next_seq));
      std::lock_guard lock(identity_mutex_);
      identity_ = *id;
      continue;
    }
    std::optional<std::uint8_t> seq;
    InputItem item;
    if (auto* k = std::get_if<line::KeyEvent>(&m)) {
      seq = k->seq;
      item.press = KeyPress{k->key, now_ms()};
    } else if (auto* c = std::get_if<line::CounterEvent>(&m)) {
      seq = c->seq;
      item.counter = std::pair{c->index, c->value};
    } else {
      device_log(name_ + ": ignoring a host message from the device: " + line::payload_of(m));
      continue;
    }
    alive = port.write_all(line::encode(line::Ack{*seq})) && alive;
    if (sequence_.accept(*seq) == EventSequence::Verdict::Duplicate) {
      device_log(name_ + ": dropped replayed event " + std::to_string(*seq));
      continue;
    }
    if (sequence_.last_gap() > 0)
      device_log(name_ + ": " + std::to_string(sequence_.last_gap()) + " event(s) missing before " +
                 std::to_string(*seq));
    sink(std::move(item));
  }
  return alive;
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
