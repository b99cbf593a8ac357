// libFuzzer target: the phones' action message parser on any bytes: a message is read
// whole or refused, and what is read keeps every bound the server relies on.
#include <cstdint>
#include <string_view>
#include <variant>

#include "phones/phone_message.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view body(reinterpret_cast<const char*>(data), size);
  auto parsed = sh::phones::parse_phone_action(body);
  if (const auto* a = std::get_if<sh::phones::PhoneAction>(&parsed)) {
    if (size > sh::phones::kMaxMessageBytes) __builtin_trap();
    if (!sh::phones::device_id_shape(a->device) || a->seq == 0) __builtin_trap();
    // the view version: none (0), or what a page's number holds exactly
    if (a->view > (std::uint64_t{1} << 53) - 1) __builtin_trap();
    const bool card = a->value >= 0 && a->value <= 99;
    // lay carries a card; claim a night card or none (-1); draw and end carry nothing
    if (a->kind == sh::phones::ActKind::Lay && !card) __builtin_trap();
    if (a->kind == sh::phones::ActKind::Claim && !card && a->value != -1) __builtin_trap();
    if ((a->kind == sh::phones::ActKind::Draw || a->kind == sh::phones::ActKind::End) && a->value != -1)
      __builtin_trap();
  }
  return 0;
}
