// libFuzzer target: the online tables' payload reader on any bytes: a payload is read whole
// or refused, and what is read keeps every bound the host and the guest rely on; what is
// read, written again, reads back the same.
#include <cstdint>
#include <string_view>
#include <variant>

#include "online/online_protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sh::online;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto parsed = parse_payload(bytes);
  if (const auto* p = std::get_if<Payload>(&parsed)) {
    if (size > kMaxPayloadBytes) __builtin_trap();
    if (!table_id_shape(p->table) || p->seat < 0 || p->seat >= kMaxSeats) __builtin_trap();
    const bool secret = p->kind != Kind::View && p->kind != Kind::Say;
    if (secret && !secret_shape(p->secret)) __builtin_trap();
    if (p->kind == Kind::Say && (!message_id_shape(p->message.id) || p->message.args.size() > kMaxArgs)) __builtin_trap();
    if (p->kind == Kind::Act && (p->seq == 0 || p->value < -1 || p->value > 99)) __builtin_trap();
    if (p->page.hand.size() > kMaxList || p->page.table.size() > kMaxList) __builtin_trap();
    auto again = parse_payload(to_json(*p));
    const auto* q = std::get_if<Payload>(&again);
    if (!q || q->table != p->table || q->seat != p->seat || q->message != p->message || q->secret != p->secret ||
        q->page.hand != p->page.hand)
      __builtin_trap();
  }
  return 0;
}
