#include "narration/spoken_form.h"

namespace sh {

std::string spoken_form(const std::string& text) {
  static const std::string written = "Hráč 1";
  static const std::string spoken = "Hráč jedna";
  std::string out;
  std::size_t from = 0;
  for (;;) {
    const auto at = text.find(written, from);
    if (at == std::string::npos) break;
    const std::size_t end = at + written.size();
    const bool whole = end == text.size() || text[end] < '0' || text[end] > '9';
    out.append(text, from, at - from);
    out += whole ? spoken : written;
    from = end;
  }
  if (from == 0) return text;
  out.append(text, from, std::string::npos);
  return out;
}

}  // namespace sh
