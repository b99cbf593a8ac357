#include "narration/language.h"

#include <iostream>

namespace sh {

Language::Language(Catalog catalog, Catalog fallback)
    : catalog_(std::move(catalog)), fallback_(std::move(fallback)), code_(catalog_.language()) {}

Language Language::load(const std::string& data_dir, const std::string& code) {
  Catalog main = Catalog::load(data_dir + "/locales/" + code + ".po");
  Catalog fallback = code == "en" ? main : Catalog::load(data_dir + "/locales/en.po");
  return Language(std::move(main), std::move(fallback));
}

std::string Language::cardinal(long n, char gender) const {
  if (code_ == "cs") {
    switch (n) {
      case 1: return gender == 'f' ? "jedna" : gender == 'n' ? "jedno" : "jeden";
      case 2: return gender == 'm' ? "dva" : "dvě";
      case 3: return "tři";
      case 4: return "čtyři";
      default: break;
    }
  }
  return std::to_string(n);
}

std::string Language::ordinal(long n, char gender) const {
  if (code_ == "cs" && n >= 1 && n <= 99) {
    static const char* units[] = {"",      "první",   "druhý",    "třetí",   "čtvrtý",   "pátý",
                                  "šestý", "sedmý",   "osmý",     "devátý",  "desátý",   "jedenáctý",
                                  "dvanáctý", "třináctý", "čtrnáctý", "patnáctý", "šestnáctý", "sedmnáctý",
                                  "osmnáctý", "devatenáctý"};
    static const char* tens[] = {"", "", "dvacátý", "třicátý", "čtyřicátý", "padesátý", "šedesátý", "sedmdesátý",
                                 "osmdesátý", "devadesátý"};
    auto agree = [gender](std::string word) {
      // Hard adjectives end in -ý: -á feminine, -é neuter; soft ones (-í) do not change.
      const std::string y = "ý";
      if (word.size() >= y.size() && word.compare(word.size() - y.size(), y.size(), y) == 0 && gender != 'm')
        word.replace(word.size() - y.size(), y.size(), gender == 'f' ? "á" : "é");
      return word;
    };
    if (n < 20) return agree(units[n]);
    std::string out = agree(tens[n / 10]);
    if (n % 10) out += " " + agree(units[n % 10]);
    return out;
  }
  if (code_ == "en" && n >= 1 && n <= 12) {
    static const char* words[] = {"",        "first",  "second", "third", "fourth",   "fifth",   "sixth",
                                  "seventh", "eighth", "ninth",  "tenth", "eleventh", "twelfth"};
    return words[n];
  }
  const long last2 = n % 100, last = n % 10;
  const char* suffix = (last2 >= 11 && last2 <= 13) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
  return std::to_string(n) + (code_ == "en" ? suffix : ".");
}

std::string Language::noun_phrase(long n, const std::string& noun) const {
  const Catalog& cat = catalog_.has(noun) ? catalog_ : fallback_;
  auto form = cat.get_plural(noun, n);
  auto gender = cat.get(noun, "gender");
  char g = gender && !gender->empty() ? (*gender)[0] : 'm';
  return cardinal(n, g) + " " + (form ? *form : noun);
}

namespace {

// Sentences start with a capital letter even when a placeholder opens them ("první" -> "První").
void capitalize_first(std::string& s) {
  if (s.empty()) return;
  if (s[0] >= 'a' && s[0] <= 'z') {
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return;
  }
  static const std::pair<const char*, const char*> czech[] = {
      {"č", "Č"}, {"ř", "Ř"}, {"š", "Š"}, {"ž", "Ž"}, {"á", "Á"}, {"é", "É"}, {"í", "Í"}, {"ú", "Ú"}, {"ý", "Ý"}};
  for (const auto& [lower, upper] : czech)
    if (s.rfind(lower, 0) == 0) {
      s.replace(0, std::string(lower).size(), upper);
      return;
    }
}

}  // namespace

std::string Language::render(const Message& m) const {
  auto tmpl = catalog_.get(m.id);
  if (!tmpl) tmpl = fallback_.get(m.id);
  if (!tmpl) {
    std::cerr << "spoluhrac: missing message " << m.id << '\n';
    return m.id;
  }
  std::string out;
  const std::string& t = *tmpl;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] != '{') {
      out += t[i];
      continue;
    }
    auto close = t.find('}', i);
    if (close == std::string::npos) {
      out += t.substr(i);
      break;
    }
    std::string spec = t.substr(i + 1, close - i - 1);
    i = close;
    std::string name = spec, noun;
    if (auto colon = spec.find(':'); colon != std::string::npos) {
      name = spec.substr(0, colon);
      noun = spec.substr(colon + 1);
    }
    const MessageArg* arg = nullptr;
    for (const auto& [k, v] : m.args)
      if (k == name) arg = &v;
    if (!arg) {
      out += "{" + spec + "}";
      continue;
    }
    if (const long* n = std::get_if<long>(arg)) {
      if (noun.empty()) out += std::to_string(*n);
      else if (noun.rfind("ord.", 0) == 0 && noun.size() == 5) out += ordinal(*n, noun[4]);
      else out += noun_phrase(*n, noun);
    } else {
      out += std::get<std::string>(*arg);
    }
  }
  capitalize_first(out);
  return out;
}

}  // namespace sh
