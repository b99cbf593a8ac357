// Reading game options (plain name -> value text) in the rules engines: a value or its
// default, and whole numbers checked against their range with a readable refusal.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"

namespace sh {

// The option's value, or `fallback` when it is not given.
std::string option_or(const GameOptions& options, const std::string& key, const std::string& fallback);

// `text` as a whole number from lo to hi; otherwise throws std::invalid_argument
// ("<key> must be a number from <lo> to <hi>, not '<text>'").
int parse_int_option(const std::string& key, const std::string& text, int lo, int hi);

// The seats listed in option `key` ("2,4"; absent, "" or "none" = none) as one flag per
// seat, numbered from `first` (1: as players are spoken, "Hráč 2"). Throws
// std::invalid_argument on a seat out of range or listed twice.
std::vector<bool> parse_seat_list(const GameOptions& options, const std::string& key, int players, int first = 1);

// How well the computer players play (option "level": easy | normal | strong; normal when
// absent). Easy makes human mistakes, normal plays sensibly at once, strong searches within
// a time budget. The hint engine always plays strong.
enum class Level { Easy, Normal, Strong };
// Throws std::invalid_argument on another value.
Level parse_level(const GameOptions& options);
const char* level_name(Level level);

}  // namespace sh
