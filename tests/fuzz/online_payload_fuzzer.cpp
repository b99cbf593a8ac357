// libFuzzer target: the online tables' payload reader on any bytes: a payload is read whole
// or refused, and what is read keeps every bound the host and the guest rely on (version 2:
// pieces of language nested in arguments, views of messages); what is read, written again,
// reads back the same. Each input is also tried as one argument's value inside a sentence,
// so that the short runs reach the nested arguments' reader without a corpus.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "online/online_protocol.h"

namespace {

using namespace sh::online;

// The deepest nesting of pieces in a message's arguments, and its messages in all.
int piece_depth(const sh::Message& m, std::size_t& messages) {
  ++messages;
  if (m.args.size() > kMaxArgs || !message_id_shape(m.id)) __builtin_trap();
  int deepest = 0;
  for (const auto& [name, value] : m.args)
    if (const auto* p = std::get_if<sh::Pieces>(&value)) {
      if (p->items.size() > kMaxList) __builtin_trap();
      for (const auto& item : p->items) deepest = std::max(deepest, 1 + piece_depth(item, messages));
    }
  return deepest;
}

void check(const Payload& p, std::size_t size) {
  if (size > kMaxPayloadBytes) __builtin_trap();
  if (!table_id_shape(p.table) || p.seat < 0 || p.seat >= kMaxSeats) __builtin_trap();
  const bool secret = p.kind != Kind::View && p.kind != Kind::Say;
  if (secret && !secret_shape(p.secret)) __builtin_trap();
  if (p.kind == Kind::Act && (p.seq == 0 || p.value < -1 || p.value > 99)) __builtin_trap();
  if (p.page.hand.size() > kMaxList || p.page.table.size() > kMaxList || p.page.players.size() > kMaxList) __builtin_trap();
  std::size_t messages = 0;
  if (p.kind == Kind::Say && piece_depth(p.message, messages) > kMaxPieceDepth) __builtin_trap();
  if (p.kind == Kind::View) {
    auto line = [&](const sh::PageLine& l) {
      if (l.size() > kMaxList) __builtin_trap();
      for (const auto& m : l)
        if (piece_depth(m, messages) > kMaxPieceDepth) __builtin_trap();
    };
    line(p.page.turn);
    for (const auto* lines : {&p.page.hand, &p.page.table, &p.page.players})
      for (const auto& l : *lines) line(l);
    for (const auto& b : p.page.actions)
      if (piece_depth(b.label, messages) > kMaxPieceDepth) __builtin_trap();
  }
  if (messages > kMaxMessages) __builtin_trap();
  auto again = parse_payload(to_json(p));
  const auto* q = std::get_if<Payload>(&again);
  if (!q || q->table != p.table || q->seat != p.seat || q->message != p.message || q->secret != p.secret ||
      !(q->page == p.page))
    __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto parsed = parse_payload(bytes);
  if (const auto* p = std::get_if<Payload>(&parsed)) check(*p, size);
  const std::string say = R"({"v":2,"t":"say","table":"0123456789abcdef","seat":0,"seq":1,"to":"table","id":"quist.laid","args":[["a",)" +
                          std::string(bytes) + "]]}";
  auto inside = parse_payload(say);
  if (const auto* p = std::get_if<Payload>(&inside)) check(*p, say.size());
  return 0;
}
