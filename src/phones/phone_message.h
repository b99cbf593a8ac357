// The one message a seat's page sends: an action, as a short form-encoded body
// ("device=...&seq=7&view=42&act=lay&value=5"; claim may name a value too: the night card;
// view is the version of the seat's view the action was chosen from). The parser is strict (known keys once each,
// bounded lengths, digits where numbers go) and total: anything else is refused with a
// reason, never half-read. Fuzzed by tests/fuzz/phone_message_fuzzer.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace sh::phones {

inline constexpr std::size_t kMaxMessageBytes = 256;
inline constexpr std::size_t kDeviceIdLength = 16;  // hex digits, chosen by the page

enum class ActKind { Lay, Draw, End, Claim };

struct PhoneAction {
  std::string device;      // the page's own random id (a reload keeps it)
  std::uint64_t seq = 0;   // grows with every action of the device: a replay is refused
  ActKind kind = ActKind::Lay;
  int value = -1;          // lay: the card (0..99); claim: the night card, or -1; otherwise -1
  std::uint64_t view = 0;  // the seat's view version it was chosen from (0: not named, not checked)
};

struct ParseError {
  std::string reason;
};

std::variant<PhoneAction, ParseError> parse_phone_action(std::string_view body);
// The device id's shape: kDeviceIdLength lower-case hex digits.
bool device_id_shape(std::string_view id);
std::string_view act_name(ActKind k);

}  // namespace sh::phones
