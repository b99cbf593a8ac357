#include "devices/serial_host_protocol.h"

#include <algorithm>

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
  for (auto& h : held_) h.since_ms = now_ms;  // the device resends what it still has
  identified_this_connection_ = false;
  identify_tries_ = 1;
  last_identify_ms_ = now_ms;
  return line::encode(line::IdentifyRequest{});
}

std::string SerialHostProtocol::tick(std::int64_t now_ms, const Sink& sink) {
  expire_holds(now_ms, sink);
  if (identified_this_connection_ || identify_tries_ >= kMaxIdentifyTries) return {};
  if (now_ms - last_identify_ms_ < static_cast<std::int64_t>(timing_.identify_retry_ms)) return {};
  ++identify_tries_;
  last_identify_ms_ = now_ms;
  return line::encode(line::IdentifyRequest{});
}

void SerialHostProtocol::release_ready(const Sink& sink) {
  while (!held_.empty() && held_.front().seq == *next_to_act_) {
    auto item = std::move(held_.front().item);
    held_.erase(held_.begin());
    next_to_act_ = static_cast<std::uint8_t>(*next_to_act_ + 1);
    sink(std::move(item));
  }
}

void SerialHostProtocol::give_up_first_gap(const Sink& sink) {
  const auto first = held_.front().seq;
  device_log(name_ + ": " + std::to_string(EventSequence::ahead(*next_to_act_, first)) +
             " event(s) never arrived before " + std::to_string(first) +
             " (lost in the device, or it restarted unnoticed)");
  next_to_act_ = first;
  release_ready(sink);
}

void SerialHostProtocol::expire_holds(std::int64_t now_ms, const Sink& sink) {
  // A missing event was sent before every held one; its resends are over hold_missing_ms
  // after any of them arrived.
  while (!held_.empty()) {
    std::int64_t oldest = held_.front().since_ms;
    for (auto& h : held_) oldest = std::min(oldest, h.since_ms);
    if (now_ms - oldest < static_cast<std::int64_t>(timing_.hold_missing_ms)) return;
    give_up_first_gap(sink);
  }
}

void SerialHostProtocol::on_fresh(std::uint8_t seq, bool ahead_of_last, InputItem item, std::int64_t now_ms,
                                  const Sink& sink) {
  if (!next_to_act_ || seq == *next_to_act_) {
    next_to_act_ = static_cast<std::uint8_t>(seq + 1);
    sink(std::move(item));
    release_ready(sink);
    return;
  }
  const int pos = EventSequence::ahead(*next_to_act_, seq);
  // Ahead of everything accepted: a gap before it. Behind the last accepted: it fills a
  // gap that is still held open, or one already given up (then it is late).
  const bool holds = ahead_of_last || (!held_.empty() && pos < EventSequence::ahead(*next_to_act_, held_.back().seq));
  if (!holds) {
    device_log(name_ + ": event " + std::to_string(seq) + " arrived after its turn: acted at once");
    sink(std::move(item));
    return;
  }
  auto at = held_.begin();
  while (at != held_.end() && EventSequence::ahead(*next_to_act_, at->seq) < pos) ++at;
  held_.insert(at, Held{seq, std::move(item), now_ms});
  // The window keeps 127 numbers behind the last one: give up gaps that would leave it.
  while (!held_.empty() && EventSequence::ahead(*next_to_act_, held_.back().seq) > 127) give_up_first_gap(sink);
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
      if (restarted) {  // events of the old run act first, whatever is missing before them
        while (!held_.empty()) give_up_first_gap(sink);
        next_to_act_.reset();
      }
      if (!next_to_act_) next_to_act_ = id->next_seq;  // a new run: its first event
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
    reply += line::encode(line::Ack{*seq});  // every event, duplicates and held ones too
    const bool ahead_of_last = sequence_.is_ahead(*seq);
    if (sequence_.accept(*seq) == EventSequence::Verdict::Duplicate) {
      device_log(name_ + ": dropped replayed event " + std::to_string(*seq));
      continue;
    }
    on_fresh(*seq, ahead_of_last, std::move(item), now_ms, sink);
  }
  expire_holds(now_ms, sink);
  return reply;
}

}  // namespace sh
