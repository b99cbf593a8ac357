// Reading game options (plain name -> value text) in the rules engines: a value or its
// default, and whole numbers checked against their range with a readable refusal.
#pragma once

#include <string>

#include "core/game.h"

namespace sh {

// The option's value, or `fallback` when it is not given.
std::string option_or(const GameOptions& options, const std::string& key, const std::string& fallback);

// `text` as a whole number from lo to hi; otherwise throws std::invalid_argument
// ("<key> must be a number from <lo> to <hi>, not '<text>'").
int parse_int_option(const std::string& key, const std::string& text, int lo, int hi);

}  // namespace sh
