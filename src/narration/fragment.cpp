#include "narration/fragment.h"

#include <algorithm>
#include <variant>

namespace sh {

namespace {

// Length in bytes of the UTF-8 character starting `s`.
std::size_t first_char_size(const std::string& s) {
  if (s.empty()) return 0;
  const auto c = static_cast<unsigned char>(s[0]);
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) return std::min<std::size_t>(2, s.size());
  if ((c & 0xF0) == 0xE0) return std::min<std::size_t>(3, s.size());
  return std::min<std::size_t>(4, s.size());
}

}  // namespace

std::string render_fragment(const Language& lang, const Message& m, const People* people) {
  std::string out = lang.render(m, Verbosity::Normal, people);
  auto tmpl = lang.catalog().get(m.id);
  if (!tmpl || tmpl->empty()) return out;
  if (tmpl->rfind("{n:", 0) == 0) {  // a spelled number opens it: "dvacet jedna polí", "čtyři pole"
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z')
      out[0] = static_cast<char>(out[0] - 'A' + 'a');
    else if (out.rfind("\xC4\x8C", 0) == 0)
      out.replace(0, 2, "\xC4\x8D");  // Č -> č
    return out;
  }
  std::string opening = *tmpl;
  // A gender choice opens it ("{learner:g:nasadil|nasadila} jsi …"): the form as written.
  if (opening[0] == '{' && opening.find(":g:") < opening.find('}')) return out;
  if (opening[0] == '{') {  // a text opens it: its own first letter
    const auto close = opening.find_first_of(":}");
    if (close == std::string::npos) return out;
    const std::string name = opening.substr(1, close - 1);
    opening.clear();
    for (const auto& [k, v] : m.args)
      if (k == name && std::holds_alternative<std::string>(v)) opening = std::get<std::string>(v);
    if (opening.empty()) return out;
  }
  const std::size_t n = first_char_size(opening);
  if (out.size() >= n && first_char_size(out) == n) out.replace(0, n, opening.substr(0, n));
  return out;
}

std::string join_texts(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

}  // namespace sh
