#include "narration/catalog.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace sh {

namespace {

struct Entry {
  std::string context, id, id_plural;
  std::vector<std::string> strs;
  bool fuzzy = false;
  bool any = false;
};

std::string unquote(const std::string& s, std::size_t pos, const std::string& where) {
  auto open = s.find('"', pos);
  auto close = s.rfind('"');
  if (open == std::string::npos || close == open) throw std::runtime_error(where + ": expected a quoted string");
  std::string out;
  for (std::size_t i = open + 1; i < close; ++i) {
    char c = s[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i >= close) throw std::runtime_error(where + ": backslash at end of string");
    switch (s[i]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      default: throw std::runtime_error(where + ": unknown escape \\" + std::string(1, s[i]));
    }
  }
  for (std::size_t i = close + 1; i < s.size(); ++i)
    if (!std::isspace(static_cast<unsigned char>(s[i]))) throw std::runtime_error(where + ": text after the string");
  return out;
}

std::string header_field(const std::string& header, const std::string& name) {
  std::istringstream in(header);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(name + ":", 0) == 0) {
      auto v = line.substr(name.size() + 1);
      while (!v.empty() && v.front() == ' ') v.erase(0, 1);
      return v;
    }
  return "";
}

}  // namespace

Catalog Catalog::parse(const std::string& text, const std::string& name) {
  Catalog cat;
  std::vector<Entry> entries;
  Entry cur;
  std::string* target = nullptr;  // the string that continuation lines extend
  bool next_fuzzy = false;
  auto flush = [&] {
    if (cur.any) entries.push_back(cur);
    cur = Entry{};
    cur.fuzzy = next_fuzzy;
    next_fuzzy = false;
    target = nullptr;
  };
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string where = name + ":" + std::to_string(lineno);
    std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) continue;
    std::string body = line.substr(start);
    if (body[0] == '#') {
      if (body.rfind("#,", 0) == 0 && body.find("fuzzy") != std::string::npos) {
        if (cur.any) flush();
        next_fuzzy = true;
        cur.fuzzy = true;
      }
      continue;
    }
    if (body[0] == '"') {
      if (!target) throw std::runtime_error(where + ": string continuation without a keyword");
      *target += unquote(body, 0, where);
      continue;
    }
    auto keyword_end = body.find_first_of(" \t");
    std::string keyword = body.substr(0, keyword_end);
    if (keyword_end == std::string::npos) throw std::runtime_error(where + ": keyword without a string");
    if (keyword == "msgctxt") {
      if (cur.any) flush();
      cur.any = true;
      cur.context = unquote(body, keyword_end, where);
      target = &cur.context;
    } else if (keyword == "msgid") {
      if (cur.any && !cur.strs.empty()) flush();
      cur.any = true;
      cur.id = unquote(body, keyword_end, where);
      target = &cur.id;
    } else if (keyword == "msgid_plural") {
      cur.id_plural = unquote(body, keyword_end, where);
      target = &cur.id_plural;
    } else if (keyword == "msgstr") {
      if (!cur.any) throw std::runtime_error(where + ": msgstr without msgid");
      cur.strs.push_back(unquote(body, keyword_end, where));
      target = &cur.strs.back();
    } else if (keyword.rfind("msgstr[", 0) == 0 && keyword.back() == ']') {
      if (!cur.any) throw std::runtime_error(where + ": msgstr without msgid");
      std::size_t index = 0;
      try {
        index = std::stoul(keyword.substr(7, keyword.size() - 8));
      } catch (const std::exception&) {
        throw std::runtime_error(where + ": bad plural index in " + keyword);
      }
      if (index != cur.strs.size()) throw std::runtime_error(where + ": plural forms out of order");
      cur.strs.push_back(unquote(body, keyword_end, where));
      target = &cur.strs.back();
    } else {
      throw std::runtime_error(where + ": unknown keyword '" + keyword + "'");
    }
  }
  flush();
  for (auto& e : entries) {
    if (e.strs.empty()) throw std::runtime_error(name + ": msgid \"" + e.id + "\" has no msgstr");
    if (e.id.empty() && e.context.empty()) {
      std::string forms = header_field(e.strs[0], "Plural-Forms");
      cat.language_ = header_field(e.strs[0], "Language");
      if (!forms.empty()) {
        auto np = forms.find("nplurals=");
        auto pl = forms.find("plural=", np == std::string::npos ? 0 : np + 9);
        if (np == std::string::npos || pl == std::string::npos)
          throw std::runtime_error(name + ": Plural-Forms needs nplurals= and plural=");
        int n = std::atoi(forms.c_str() + np + 9);
        std::string expr = forms.substr(pl + 7);
        while (!expr.empty() && (expr.back() == ';' || std::isspace(static_cast<unsigned char>(expr.back()))))
          expr.pop_back();
        try {
          cat.plural_ = PluralRule::parse(expr, n);
        } catch (const std::invalid_argument& err) {
          throw std::runtime_error(name + ": " + err.what());
        }
      }
      continue;
    }
    if (e.fuzzy) continue;
    bool translated = false;
    for (const auto& s : e.strs) translated = translated || !s.empty();
    if (!translated) continue;
    cat.entries_[key(e.context, e.id)] = e.strs;
  }
  return cat;
}

Catalog Catalog::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot be read");
  std::ostringstream text;
  text << in.rdbuf();
  return parse(text.str(), path);
}

std::optional<std::string> Catalog::get(const std::string& id, const std::string& context) const {
  auto it = entries_.find(key(context, id));
  if (it == entries_.end()) return std::nullopt;
  return it->second.front();
}

std::optional<std::string> Catalog::get_plural(const std::string& id, long n, const std::string& context) const {
  auto it = entries_.find(key(context, id));
  if (it == entries_.end()) return std::nullopt;
  std::size_t i = static_cast<std::size_t>(plural_.index(n));
  if (i >= it->second.size()) i = it->second.size() - 1;
  return it->second[i];
}

bool Catalog::has(const std::string& id, const std::string& context) const {
  return entries_.count(key(context, id)) > 0;
}

std::vector<std::pair<std::string, std::string>> Catalog::keys() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [k, v] : entries_) {
    auto sep = k.find('\x04');
    if (sep == std::string::npos) out.emplace_back("", k);
    else out.emplace_back(k.substr(0, sep), k.substr(sep + 1));
  }
  return out;
}

}  // namespace sh
