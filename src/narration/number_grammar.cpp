#include "narration/number_grammar.h"

#include <array>

namespace sh {

namespace {

constexpr std::array<const char*, 6> kCaseNames = {"nom", "gen", "dat", "acc", "loc", "ins"};

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

bool oblique(Case c) { return c != Case::Nom && c != Case::Acc; }

// ---------------------------------------------------------------- Czech

// jeden / jedna / jedno by gender and case (declined like ten, ta, to).
std::string cs_one(Gender g, Case c) {
  static const std::array<const char*, 6> masc = {"jeden", "jednoho", "jednomu", "jeden", "jednom", "jedním"};
  static const std::array<const char*, 6> fem = {"jedna", "jedné", "jedné", "jednu", "jedné", "jednou"};
  static const std::array<const char*, 6> neut = {"jedno", "jednoho", "jednomu", "jedno", "jednom", "jedním"};
  const auto i = static_cast<std::size_t>(c);
  switch (g) {
    case Gender::Feminine: return fem[i];
    case Gender::Neuter: return neut[i];
    case Gender::MasculineAnimate: return c == Case::Acc ? "jednoho" : masc[i];
    case Gender::Masculine: break;
  }
  return masc[i];
}

// 2–19 by case (2 also by gender: dva / dvě).
std::string cs_small(long n, Gender g, Case c) {
  const auto i = static_cast<std::size_t>(c);
  if (n == 2) {
    static const std::array<const char*, 6> two = {"dva", "dvou", "dvěma", "dva", "dvou", "dvěma"};
    if (!oblique(c) && (g == Gender::Feminine || g == Gender::Neuter)) return "dvě";
    return two[i];
  }
  if (n == 3) {
    static const std::array<const char*, 6> three = {"tři", "tří", "třem", "tři", "třech", "třemi"};
    return three[i];
  }
  if (n == 4) {
    static const std::array<const char*, 6> four = {"čtyři", "čtyř", "čtyřem", "čtyři", "čtyřech", "čtyřmi"};
    return four[i];
  }
  // 5–19: one form for nominative and accusative, one (-i) for the other cases.
  static const std::array<const char*, 20> direct = {
      "", "", "", "", "", "pět", "šest", "sedm", "osm", "devět", "deset", "jedenáct", "dvanáct", "třináct",
      "čtrnáct", "patnáct", "šestnáct", "sedmnáct", "osmnáct", "devatenáct"};
  static const std::array<const char*, 20> other = {
      "", "", "", "", "", "pěti", "šesti", "sedmi", "osmi", "devíti", "deseti", "jedenácti", "dvanácti",
      "třinácti", "čtrnácti", "patnácti", "šestnácti", "sedmnácti", "osmnácti", "devatenácti"};
  return oblique(c) ? other[static_cast<std::size_t>(n)] : direct[static_cast<std::size_t>(n)];
}

std::string cs_tens(long tens, Case c) {
  static const std::array<const char*, 10> direct = {"",         "",          "dvacet",     "třicet",   "čtyřicet",
                                                     "padesát",  "šedesát",   "sedmdesát",  "osmdesát", "devadesát"};
  static const std::array<const char*, 10> other = {"",          "",          "dvaceti",    "třiceti",   "čtyřiceti",
                                                    "padesáti",  "šedesáti",  "sedmdesáti", "osmdesáti", "devadesáti"};
  return oblique(c) ? other[static_cast<std::size_t>(tens)] : direct[static_cast<std::size_t>(tens)];
}

// The hundreds of a number. A lone "sto" declines (sta, stu), but in the instrumental it
// stays "sto" as a listener expects before a noun ("se sto body", issue 30; "se stem body"
// sounded wrong); before tens and units it stays "sto" ("se sto dvaceti body"); two hundred
// and more decline in every position.
std::string cs_hundreds(long h, Case c, bool more_follows) {
  if (h == 1) {
    if (more_follows) return "sto";
    static const std::array<const char*, 6> hundred = {"sto", "sta", "stu", "sto", "stu", "sto"};
    return hundred[static_cast<std::size_t>(c)];
  }
  std::string count = cs_small(h, Gender::Feminine, c);  // dvě stě, dvou set, dvěma stům
  switch (c) {
    case Case::Nom:
    case Case::Acc: return count + (h == 2 ? " stě" : h <= 4 ? " sta" : " set");
    case Case::Gen: return count + " set";
    case Case::Dat: return count + " stům";
    case Case::Loc: return count + " stech";
    case Case::Ins: return count + " sty";
  }
  return count;
}

std::string cs_nula(Case c) {
  static const std::array<const char*, 6> zero = {"nula", "nuly", "nule", "nulu", "nule", "nulou"};
  return zero[static_cast<std::size_t>(c)];
}

// Words for 0–999. In a compound ending in one the "jedna" does not change ("dvacet jedna
// bodů", "s dvaceti jedna body"); other parts decline.
std::string cs_words(long n, Gender g, Case c) {
  if (n == 0) return cs_nula(c);
  std::string out;
  const long h = n / 100, rest = n % 100;
  if (h > 0) out = cs_hundreds(h, c, rest > 0);
  if (rest == 0) return out;
  if (!out.empty()) out += ' ';
  const bool compound = n > 20;
  auto unit = [&](long u) { return u == 1 ? (compound ? std::string("jedna") : cs_one(g, c)) : cs_small(u, g, c); };
  if (rest < 20) return out + unit(rest);
  out += cs_tens(rest / 10, c);
  if (rest % 10) out += ' ' + unit(rest % 10);
  return out;
}

// A hard adjective ending (-ý) or a soft one (-í) in a gender and case.
std::string cs_adjective_ending(bool soft, Gender g, Case c) {
  const auto i = static_cast<std::size_t>(c);
  if (soft) {
    if (g == Gender::Feminine) return "í";
    static const std::array<const char*, 6> m = {"í", "ího", "ímu", "í", "ím", "ím"};
    if (g == Gender::MasculineAnimate && c == Case::Acc) return "ího";
    return m[i];
  }
  static const std::array<const char*, 6> m = {"ý", "ého", "ému", "ý", "ém", "ým"};
  static const std::array<const char*, 6> f = {"á", "é", "é", "ou", "é", "ou"};
  static const std::array<const char*, 6> nt = {"é", "ého", "ému", "é", "ém", "ým"};
  switch (g) {
    case Gender::Feminine: return f[i];
    case Gender::Neuter: return nt[i];
    case Gender::MasculineAnimate: return c == Case::Acc ? "ého" : m[i];
    case Gender::Masculine: break;
  }
  return m[i];
}

std::string cs_ordinal(long n, Gender g, Case c) {
  // Stems; the soft ones (první, třetí) are marked.
  struct Stem {
    const char* stem;
    bool soft;
  };
  static const std::array<Stem, 20> units = {{{"", false},          {"prvn", true},       {"druh", false},
                                              {"třet", true},       {"čtvrt", false},     {"pát", false},
                                              {"šest", false},      {"sedm", false},      {"osm", false},
                                              {"devát", false},     {"desát", false},     {"jedenáct", false},
                                              {"dvanáct", false},   {"třináct", false},   {"čtrnáct", false},
                                              {"patnáct", false},   {"šestnáct", false},  {"sedmnáct", false},
                                              {"osmnáct", false},   {"devatenáct", false}}};
  static const std::array<const char*, 10> tens = {"",         "",         "dvacát",    "třicát",   "čtyřicát",
                                                   "padesát",  "šedesát",  "sedmdesát", "osmdesát", "devadesát"};
  static const std::array<const char*, 10> hundreds = {"",       "st",      "dvoust",  "třist",   "čtyřst",
                                                       "pětist", "šestist", "sedmist", "osmist",  "devítist"};
  auto word = [&](const char* stem, bool soft) { return std::string(stem) + cs_adjective_ending(soft, g, c); };
  std::string out;
  auto add = [&](std::string w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  const long h = n / 100, rest = n % 100;
  if (h > 0) add(word(hundreds[static_cast<std::size_t>(h)], false));
  if (rest >= 20) {
    add(word(tens[static_cast<std::size_t>(rest / 10)], false));
    if (rest % 10) add(word(units[static_cast<std::size_t>(rest % 10)].stem, units[static_cast<std::size_t>(rest % 10)].soft));
  } else if (rest > 0) {
    add(word(units[static_cast<std::size_t>(rest)].stem, units[static_cast<std::size_t>(rest)].soft));
  }
  return out;
}

class CzechGrammar final : public NumberGrammar {
 public:
  std::string counted(long n, Gender g, Case c) const override {
    if (n < 0 || n > 999) return std::to_string(n);
    // eSpeak reads digits in the nominative right ("5 karet", "22 bodů": dvacet dva) except
    // 1–4, which must agree, and compounds ending in one ("101" would be "sto jeden bodů").
    // A compound ending in two stays digits for every gender: it is read "dva", which is
    // right before the genitive plural the catalogs give it ("22 karet": dvacet dva karet,
    // "22 polí"; the Czech Language Institute's reference book: "dvacet dva korun").
    const bool ends_in_one = n > 20 && n % 10 == 1;
    if (!oblique(c) && !(n >= 1 && n <= 4) && !ends_in_one) return std::to_string(n);
    if (oblique(c) && n == 0) return "nula";
    return cs_words(n, g, c);
  }
  std::string cardinal(long n, Gender g, Case c) const override {
    if (n < 0 || n > 999) return std::to_string(n);
    return cs_words(n, g, c);
  }
  std::string ordinal(long n, Gender g, Case c) const override {
    if (n < 1 || n > 999) return std::to_string(n) + ".";
    return cs_ordinal(n, g, c);
  }
  std::string preposition(const std::string& prep, const std::string& next) const override {
    // Vocalized forms before the same or a similar sound and before the clusters numerals
    // start with: se třemi, ze dvou, ke čtyřem, ve druhém, se sto; but s pěti, v prvním.
    static const char* clusters[] = {"dv", "tř", "čt", "dr", "vš", "mn"};
    auto any = [&](std::initializer_list<const char*> starts) {
      for (const char* s : starts)
        if (starts_with(next, s)) return true;
      return false;
    };
    bool cluster = false;
    for (const char* s : clusters) cluster = cluster || starts_with(next, s);
    if (prep == "s" || prep == "z") {
      if (cluster || any({"s", "z", "š", "ž"})) return prep + "e";
    } else if (prep == "k") {
      if (cluster || any({"k", "g", "st"})) return "ke";
    } else if (prep == "v") {
      if (cluster || any({"v", "f", "w", "st"})) return "ve";
    }
    return prep;
  }
};

// ---------------------------------------------------------------- English

class EnglishGrammar final : public NumberGrammar {
 public:
  std::string ordinal(long n, Gender, Case) const override {
    static const std::array<const char*, 13> words = {"",        "first",  "second", "third", "fourth",
                                                      "fifth",   "sixth",  "seventh", "eighth", "ninth",
                                                      "tenth",   "eleventh", "twelfth"};
    if (n >= 1 && n <= 12) return words[static_cast<std::size_t>(n)];
    const long last2 = n % 100, last = n % 10;
    const char* suffix = (last2 >= 11 && last2 <= 13) ? "th"
                         : last == 1                  ? "st"
                         : last == 2                  ? "nd"
                         : last == 3                  ? "rd"
                                                      : "th";
    return std::to_string(n) + suffix;
  }
};

}  // namespace

std::optional<Case> case_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kCaseNames.size(); ++i)
    if (name == kCaseNames[i]) return static_cast<Case>(i);
  return std::nullopt;
}

const char* case_name(Case c) { return kCaseNames[static_cast<std::size_t>(c)]; }

std::optional<Gender> gender_from_name(std::string_view name) {
  if (name == "m") return Gender::Masculine;
  if (name == "ma") return Gender::MasculineAnimate;
  if (name == "f") return Gender::Feminine;
  if (name == "n") return Gender::Neuter;
  return std::nullopt;
}

std::string NumberGrammar::counted(long n, Gender, Case) const { return std::to_string(n); }
std::string NumberGrammar::cardinal(long n, Gender, Case) const { return std::to_string(n); }
std::string NumberGrammar::ordinal(long n, Gender, Case) const { return std::to_string(n) + "."; }
std::string NumberGrammar::preposition(const std::string& prep, const std::string&) const { return prep; }

std::shared_ptr<const NumberGrammar> NumberGrammar::for_language(const std::string& code) {
  if (code == "cs") return std::make_shared<CzechGrammar>();
  if (code == "en") return std::make_shared<EnglishGrammar>();
  return std::make_shared<NumberGrammar>();
}

}  // namespace sh
