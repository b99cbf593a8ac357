// One piece of narration: an optional sound cue and an optional sentence, in order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "narration/message.h"

namespace sh {

struct Speakable {
  std::string cue;                 // empty = no cue
  std::optional<Message> message;  // nullopt = cue only
};

using Narration = std::vector<Speakable>;

}  // namespace sh
