// Šipky narration: turns the engine's events, refusals and state into messages of the
// locale catalogs (ids "sipky.*") and sound cues. Pure functions, tested sentence by sentence.
#pragma once

#include <string>
#include <vector>

#include "play/table.h"
#include "core/event.h"
#include "games/sipky/sipky_game.h"
#include "narration/speakable.h"

namespace sh::sipky {

// What the players hear for one event. `names` are the seats' player names.
Narration narrate(const Event& e, const SipkyState& s, const std::vector<std::string>& names, Mode mode);
// The sentence for a refusal event ("refused.*").
Message refusal(const Event& e);

// Review items (next/prev walk them; repeat twice says them all).
std::vector<std::vector<Message>> review_items(const SipkyState& s, const std::vector<std::string>& names);
// Whose turn it is and what is expected now.
std::vector<Message> where_play_stands(const SipkyState& s, const std::vector<std::string>& names, Mode mode);
// The help text for the current phase.
std::vector<Message> help(const SipkyState& s, Mode mode);

}  // namespace sh::sipky
