#include "devices/line_protocol.h"

#include <charconv>
#include <cstdio>

namespace sh::line {

namespace {

constexpr char kStart = '$';

bool printable(unsigned char c) { return c >= 0x20 && c < 0x7F; }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::vector<std::string_view> split_fields(std::string_view s) {
  std::vector<std::string_view> out;
  while (true) {
    auto comma = s.find(',');
    out.push_back(s.substr(0, comma));
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  return out;
}

std::optional<long> parse_long(std::string_view s, long lo, long hi) {
  if (s.empty() || s.size() > 7) return std::nullopt;
  long v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

FrameError bad_field(std::string_view payload, std::string_view why) {
  return {FrameErrorKind::BadField, "'" + printable_bytes(payload) + "' (" + std::string(why) + ")"};
}

}  // namespace

std::string_view device_kind_name(DeviceKind kind) {
  return kind == DeviceKind::Keypad ? "keypad" : "counting";
}

std::uint8_t checksum(std::string_view payload) {
  std::uint8_t x = 0;
  for (char c : payload) x = static_cast<std::uint8_t>(x ^ static_cast<unsigned char>(c));
  return x;
}

std::string encode_payload(std::string_view payload) {
  char sum[4];
  std::snprintf(sum, sizeof sum, "%02X", static_cast<unsigned>(checksum(payload)));
  std::string out;
  out.reserve(payload.size() + 5);
  out += kStart;
  out += payload;
  out += '*';
  out += sum;
  out += '\n';
  return out;
}

std::string payload_of(const Message& m) {
  struct V {
    std::string operator()(const IdentifyRequest&) const { return "Q"; }
    std::string operator()(const Ack& a) const { return "A," + std::to_string(a.seq); }
    std::string operator()(const Identity& i) const {
      return "I," + std::string(device_kind_name(i.kind)) + "," + i.version + "," +
             std::to_string(i.next_seq);
    }
    std::string operator()(const KeyEvent& k) const {
      return "K," + std::to_string(k.seq) + "," + std::string(key_name(k.key));
    }
    std::string operator()(const CounterEvent& c) const {
      return "C," + std::to_string(c.seq) + "," + std::to_string(c.index) + "," +
             std::to_string(c.value);
    }
  };
  return std::visit(V{}, m);
}

std::variant<Message, FrameError> parse_payload(std::string_view payload) {
  auto f = split_fields(payload);
  const std::string_view type = f[0];
  auto seq_of = [&](std::string_view s) { return parse_long(s, 0, 255); };
  if (type == "Q" && f.size() == 1) return Message{IdentifyRequest{}};
  if (type == "A" && f.size() == 2) {
    auto seq = seq_of(f[1]);
    if (!seq) return bad_field(payload, "sequence number");
    return Message{Ack{static_cast<std::uint8_t>(*seq)}};
  }
  if (type == "I" && f.size() == 4) {
    Identity id;
    if (f[1] == "keypad") id.kind = DeviceKind::Keypad;
    else if (f[1] == "counting") id.kind = DeviceKind::Counting;
    else return bad_field(payload, "device kind");
    if (f[2].empty() || f[2].size() > 16) return bad_field(payload, "version");
    id.version = std::string(f[2]);
    auto seq = seq_of(f[3]);
    if (!seq) return bad_field(payload, "sequence number");
    id.next_seq = static_cast<std::uint8_t>(*seq);
    return Message{id};
  }
  if (type == "K" && f.size() == 3) {
    auto seq = seq_of(f[1]);
    if (!seq) return bad_field(payload, "sequence number");
    auto key = key_from_name(f[2]);
    if (!key) return bad_field(payload, "key name");
    return Message{KeyEvent{static_cast<std::uint8_t>(*seq), *key}};
  }
  if (type == "C" && f.size() == 4) {
    auto seq = seq_of(f[1]);
    if (!seq) return bad_field(payload, "sequence number");
    auto index = parse_long(f[2], 0, 31);
    if (!index) return bad_field(payload, "counter index");
    auto value = parse_long(f[3], -32768, 32767);
    if (!value) return bad_field(payload, "counter value");
    return Message{CounterEvent{static_cast<std::uint8_t>(*seq), static_cast<int>(*index),
                                static_cast<int>(*value)}};
  }
  return bad_field(payload, "unknown message or field count");
}

void LineFramer::flush_garbage(std::vector<Result>& out) {
  if (garbage_count_ == 0) return;
  out.emplace_back(FrameError{FrameErrorKind::Garbage,
                              std::to_string(garbage_count_) + " byte(s) '" +
                                  printable_bytes(garbage_, 16) + "'"});
  garbage_.clear();
  garbage_count_ = 0;
}

void LineFramer::finish_frame(std::vector<Result>& out) {
  std::string_view frame = buf_;
  frame.remove_prefix(1);  // '$'
  if (!frame.empty() && frame.back() == '\r') frame.remove_suffix(1);
  const auto star = frame.rfind('*');
  if (star == std::string_view::npos || star + 3 != frame.size()) {
    out.emplace_back(FrameError{FrameErrorKind::BadFormat,
                                "'" + printable_bytes(buf_) + "' (no '*HH' checksum at the end)"});
    return;
  }
  const std::string_view payload = frame.substr(0, star);
  const int hi = hex_value(frame[star + 1]);
  const int lo = hex_value(frame[star + 2]);
  if (hi < 0 || lo < 0) {
    out.emplace_back(FrameError{FrameErrorKind::BadFormat,
                                "'" + printable_bytes(buf_) + "' (checksum is not hex)"});
    return;
  }
  const auto expected = checksum(payload);
  if (expected != hi * 16 + lo) {
    char want[4];
    std::snprintf(want, sizeof want, "%02X", static_cast<unsigned>(expected));
    out.emplace_back(FrameError{FrameErrorKind::BadChecksum,
                                "'" + printable_bytes(buf_) + "' (expected " + want + ")"});
    return;
  }
  auto parsed = parse_payload(payload);
  if (auto* m = std::get_if<Message>(&parsed)) out.emplace_back(std::move(*m));
  else out.emplace_back(std::get<FrameError>(std::move(parsed)));
}

std::vector<Result> LineFramer::feed(std::span<const std::uint8_t> bytes) {
  std::vector<Result> out;
  for (std::uint8_t b : bytes) {
    const char c = static_cast<char>(b);
    if (c == kStart) {
      flush_garbage(out);
      if (state_ == State::InFrame)
        out.emplace_back(FrameError{FrameErrorKind::BadFormat,
                                    "'" + printable_bytes(buf_) + "' (cut short by a new '$')"});
      buf_.assign(1, c);
      state_ = State::InFrame;
      continue;
    }
    switch (state_) {
      case State::Idle:
        if (c == '\n' || c == '\r') {
          flush_garbage(out);  // blank lines between frames are allowed
        } else {
          if (garbage_.size() < 16) garbage_ += c;
          ++garbage_count_;
        }
        break;
      case State::Skipping:
        if (c == '\n') state_ = State::Idle;
        break;
      case State::InFrame:
        if (c == '\n') {
          finish_frame(out);
          buf_.clear();
          state_ = State::Idle;
        } else if (!printable(b) && c != '\r') {
          out.emplace_back(FrameError{FrameErrorKind::BadFormat,
                                      "'" + printable_bytes(buf_ + c) + "' (control byte in a frame)"});
          buf_.clear();
          state_ = State::Skipping;
        } else if (buf_.size() + 1 >= kMaxFrame) {
          out.emplace_back(FrameError{FrameErrorKind::TooLong,
                                      "'" + printable_bytes(buf_, 24) + "' (over " +
                                          std::to_string(kMaxFrame) + " bytes)"});
          buf_.clear();
          state_ = State::Skipping;
        } else {
          buf_ += c;
        }
        break;
    }
  }
  flush_garbage(out);
  return out;
}

}  // namespace sh::line
