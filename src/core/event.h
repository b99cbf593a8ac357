// Typed events that rules engines emit when an action is applied.
// An event is data (a type name and named integer fields), never a sentence:
// the narration layer turns it into localized speech and sound cues.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sh {

struct Event {
  std::string type;
  std::vector<std::pair<std::string, long>> fields;

  Event() = default;
  Event(std::string t, std::vector<std::pair<std::string, long>> f = {})
      : type(std::move(t)), fields(std::move(f)) {}

  // The value of a field; `fallback` when the event has no such field.
  long get(std::string_view name, long fallback = 0) const {
    for (const auto& [k, v] : fields)
      if (k == name) return v;
    return fallback;
  }
  bool has(std::string_view name) const {
    for (const auto& f : fields)
      if (f.first == name) return true;
    return false;
  }
  bool operator==(const Event&) const = default;
};

using Events = std::vector<Event>;

}  // namespace sh
