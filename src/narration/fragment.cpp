#include "narration/fragment.h"

namespace sh {

std::string render_fragment(const Language& lang, const Message& m, const People* people) {
  return lang.render_piece(m, people);
}

std::string join_texts(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

}  // namespace sh
