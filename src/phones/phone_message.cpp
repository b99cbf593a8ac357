#include "phones/phone_message.h"

#include <optional>

namespace sh::phones {

namespace {

std::optional<std::uint64_t> parse_number(std::string_view text, std::uint64_t max) {
  if (text.empty() || text.size() > 16) return std::nullopt;  // 2^53 - 1 has 16 digits
  std::uint64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (n > max) return std::nullopt;
  return n;
}

std::optional<ActKind> act_from(std::string_view name) {
  if (name == "lay") return ActKind::Lay;
  if (name == "draw") return ActKind::Draw;
  if (name == "end") return ActKind::End;
  if (name == "claim") return ActKind::Claim;
  return std::nullopt;
}

}  // namespace

std::string_view act_name(ActKind k) {
  switch (k) {
    case ActKind::Lay: return "lay";
    case ActKind::Draw: return "draw";
    case ActKind::End: return "end";
    case ActKind::Claim: return "claim";
  }
  return "?";
}

bool device_id_shape(std::string_view id) {
  if (id.size() != kDeviceIdLength) return false;
  for (char c : id)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::variant<PhoneAction, ParseError> parse_phone_action(std::string_view body) {
  if (body.empty()) return ParseError{"empty"};
  if (body.size() > kMaxMessageBytes) return ParseError{"too long"};
  PhoneAction a;
  bool have_device = false, have_seq = false, have_act = false, have_value = false, have_view = false;
  std::size_t pos = 0;
  while (pos <= body.size()) {
    std::size_t amp = body.find('&', pos);
    if (amp == std::string_view::npos) amp = body.size();
    const std::string_view pair = body.substr(pos, amp - pos);
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos || eq == 0) return ParseError{"not name=value"};
    const std::string_view key = pair.substr(0, eq);
    const std::string_view value = pair.substr(eq + 1);
    if (key == "device") {
      if (have_device) return ParseError{"device twice"};
      if (!device_id_shape(value)) return ParseError{"bad device"};
      a.device = std::string(value);
      have_device = true;
    } else if (key == "seq") {
      if (have_seq) return ParseError{"seq twice"};
      auto n = parse_number(value, (std::uint64_t{1} << 53) - 1);
      if (!n || *n == 0) return ParseError{"bad seq"};
      a.seq = *n;
      have_seq = true;
    } else if (key == "view") {
      if (have_view) return ParseError{"view twice"};
      auto n = parse_number(value, (std::uint64_t{1} << 53) - 1);
      if (!n || *n == 0) return ParseError{"bad view"};
      a.view = *n;
      have_view = true;
    } else if (key == "act") {
      if (have_act) return ParseError{"act twice"};
      auto k = act_from(value);
      if (!k) return ParseError{"unknown act"};
      a.kind = *k;
      have_act = true;
    } else if (key == "value") {
      if (have_value) return ParseError{"value twice"};
      auto n = parse_number(value, 99);
      if (!n) return ParseError{"bad value"};
      a.value = static_cast<int>(*n);
      have_value = true;
    } else {
      return ParseError{"unknown name"};
    }
    pos = amp + 1;
  }
  if (!have_device || !have_seq || !have_act) return ParseError{"missing device, seq or act"};
  if (a.kind == ActKind::Lay && !have_value) return ParseError{"lay needs a value"};
  if (have_value && a.kind != ActKind::Lay && a.kind != ActKind::Claim) return ParseError{"value goes with lay or claim only"};
  return a;
}

}  // namespace sh::phones
