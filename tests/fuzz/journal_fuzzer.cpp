// libFuzzer target: the journal reader must never crash or hang on any bytes; what it keeps
// is whole keys, each action with its line, and leaving out actions from any index keeps it so.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/journal.h"

namespace {

void check(const sh::JournalContents& j) {
  if (j.lines.size() != j.actions.size()) __builtin_trap();
  std::size_t before = 0;
  for (std::size_t end : j.key_ends) {
    if (end <= before || end > j.actions.size()) __builtin_trap();
    before = end;
  }
  if (before != j.actions.size()) __builtin_trap();  // the last key ends with the actions
  if ((j.bad_line != 0) != !j.problem.empty()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    auto j = sh::parse_journal(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
    check(j);
    if (!j.actions.empty()) {
      const std::size_t had = j.actions.size() + j.dropped;
      sh::drop_from(j, static_cast<std::size_t>(data[0]) % j.actions.size(), "fuzz: refused");
      check(j);
      if (j.actions.size() + j.dropped != had) __builtin_trap();  // every action line counted once
    }
  } catch (const std::runtime_error&) {
  }
  return 0;
}
