// What eSpeak NG is given instead of the written text where the two must differ: the
// caption and the braille line show "Hráč 1" like "Hráč 2", but eSpeak reads a lone 1 as
// "jeden", so the first default name is spoken as a label is, "Hráč jedna".
#pragma once

#include <string>

namespace sh {

std::string spoken_form(const std::string& text);

}  // namespace sh
