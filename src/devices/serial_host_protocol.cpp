#include "devices/serial_host_protocol.h"

#include "devices/device_log.h"

namespace sh {

namespace {
constexpr int kMaxIdentifyTries = 5;
constexpr int kLoggedSuppressedErrors = 20;
}  // namespace

SerialHostProtocol::SerialHostProtocol(std::string name, SerialHostTiming timing)
    : name_(std::move(name)), timing_(timing) {}

InputItem SerialHostProtocol::notice(const char* id) const {
  InputItem item;
  item.notice = id;
  item.notice_arg = name_;
  return item;
}

std::string SerialHostProtocol::connected(std::int64_t now_ms) {
  framer_ = line::LineFramer{};  // a frame cut by the unplug is not completed by new bytes
  identified_this_connection_ = false;
  identify_tries_ = 1;
  last_identify_ms_ = now_ms;
  return line::encode(line::IdentifyRequest{});
}

std::string SerialHostProtocol::tick(std::int64_t now_ms) {
  if (identified_this_connection_ || identify_tries_ >= kMaxIdentifyTries) return {};
  if (now_ms - last_identify_ms_ < static_cast<std::int64_t>(timing_.identify_retry_ms)) return {};
  ++identify_tries_;
  last_identify_ms_ = now_ms;
  return line::encode(line::IdentifyRequest{});
}

void SerialHostProtocol::on_error(const FrameError& e, std::int64_t now_ms, const Sink& sink) {
  const bool quiet = last_garbage_notice_ms_ >= 0 &&
                     now_ms - last_garbage_notice_ms_ < static_cast<std::int64_t>(timing_.garbage_notice_every_ms);
  if (quiet) {
    if (++suppressed_errors_ <= kLoggedSuppressedErrors) device_log(name_ + ": " + e.log_line());
    return;
  }
  if (suppressed_errors_ > kLoggedSuppressedErrors)
    device_log(name_ + ": " + std::to_string(suppressed_errors_ - kLoggedSuppressedErrors) +
               " more malformed frame(s) not logged");
  suppressed_errors_ = 0;
  device_log(name_ + ": " + e.log_line());
  last_garbage_notice_ms_ = now_ms;
  sink(notice("device.garbage"));
}

std::string SerialHostProtocol::received(std::string_view bytes, std::int64_t now_ms, const Sink& sink) {
  std::string reply;
  for (auto& result : framer_.feed(bytes)) {
    if (auto* e = std::get_if<FrameError>(&result)) {
      on_error(*e, now_ms, sink);
      continue;
    }
    const auto& m = std::get<line::Message>(result);
    if (auto* id = std::get_if<line::Identity>(&m)) {
      identified_this_connection_ = true;
      const auto before = sequence_.last();
      const bool restarted = sequence_.on_identity(id->next_seq);
      device_log(name_ + ": " + std::string(line::device_kind_name(id->kind)) + " firmware " +
                 id->version + ", next event " + std::to_string(id->next_seq) +
                 (restarted ? " (restarted after event " + std::to_string(*before) +
                                  ": sequence numbers start again)"
                            : ""));
      identity_ = *id;
      continue;
    }
    std::optional<std::uint8_t> seq;
    InputItem item;
    if (auto* k = std::get_if<line::KeyEvent>(&m)) {
      seq = k->seq;
      item.press = KeyPress{k->key, now_ms};
    } else if (auto* c = std::get_if<line::CounterEvent>(&m)) {
      seq = c->seq;
      item.counter = std::pair{c->index, c->value};
    } else {
      device_log(name_ + ": ignoring a host message from the device: " + line::payload_of(m));
      continue;
    }
    reply += line::encode(line::Ack{*seq});  // every event, duplicates too
    if (sequence_.accept(*seq) == EventSequence::Verdict::Duplicate) {
      device_log(name_ + ": dropped replayed event " + std::to_string(*seq));
      continue;
    }
    if (sequence_.last_gap() > 0)
      device_log(name_ + ": " + std::to_string(sequence_.last_gap()) + " event(s) missing before " +
                 std::to_string(*seq));
    sink(std::move(item));
  }
  return reply;
}

}  // namespace sh
