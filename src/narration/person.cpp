#include "narration/person.h"

#include <algorithm>
#include <array>

namespace sh {

namespace {

// Lower case for ASCII and the Czech capitals, enough to compare names with the lists.
std::string lower(std::string_view s) {
  static const std::array<std::pair<std::string_view, std::string_view>, 15> czech = {{{"Á", "á"},
                                                                                      {"Č", "č"},
                                                                                      {"Ď", "ď"},
                                                                                      {"É", "é"},
                                                                                      {"Ě", "ě"},
                                                                                      {"Í", "í"},
                                                                                      {"Ň", "ň"},
                                                                                      {"Ó", "ó"},
                                                                                      {"Ř", "ř"},
                                                                                      {"Š", "š"},
                                                                                      {"Ť", "ť"},
                                                                                      {"Ú", "ú"},
                                                                                      {"Ů", "ů"},
                                                                                      {"Ý", "ý"},
                                                                                      {"Ž", "ž"}}};
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    bool replaced = false;
    for (const auto& [upper, low] : czech)
      if (s.substr(i, upper.size()) == upper) {
        out += low;
        i += upper.size();
        replaced = true;
        break;
      }
    if (replaced) continue;
    const char c = s[i++];
    out += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

// Masculine names (and nicknames) ending in -a or -e, and names used by both genders,
// which count as masculine unless the name list marks them.
constexpr std::array<std::string_view, 36> kMasculineInAOrE = {
    "honza", "jirka", "kuba",  "jarda", "franta", "pepa", "ondra", "standa", "tonda", "fanda", "jenda", "láďa",
    "ríša",  "míra",  "jára",  "venca", "vojta",  "béďa", "ota",   "sláva",  "bóža",  "jožka", "zbyňa", "vláďa",
    "slávka", "míša", "saša",  "nikola", "mike",  "joe",  "george", "steve", "dave",  "jose",  "luke",  "pete"};
// Feminine names that do not end in -a or -e.
constexpr std::array<std::string_view, 18> kFeminineOther = {"dagmar", "ingrid", "karin", "nikol", "ester", "miriam",
                                                             "rút",    "ruth",   "noemi", "carmen", "judit", "edit",
                                                             "ivet",   "elis",   "elen",  "lili",   "natali", "sarah"};

}  // namespace

std::optional<PersonGender> gender_from_mark(std::string_view mark) {
  const std::string m = lower(trim(mark));
  if (m == "m" || m == "muž" || m == "male") return PersonGender::Masculine;
  if (m == "ž" || m == "z" || m == "f" || m == "žena" || m == "zena" || m == "female") return PersonGender::Feminine;
  return std::nullopt;
}

NamedPlayer parse_named_player(const std::string& entry) {
  const auto colon = entry.rfind(':');
  if (colon != std::string::npos)
    if (auto g = gender_from_mark(std::string_view(entry).substr(colon + 1)))
      return {std::string(trim(std::string_view(entry).substr(0, colon))), g};
  return {entry, std::nullopt};
}

std::string named_player_entry(const NamedPlayer& p) {
  if (!p.gender) return p.name;
  return p.name + (*p.gender == PersonGender::Feminine ? ":ž" : ":m");
}

PersonGender guess_gender(std::string_view name) {
  name = trim(name);
  const std::string word = lower(name.substr(0, name.find(' ')));  // the first name
  if (std::find(kFeminineOther.begin(), kFeminineOther.end(), word) != kFeminineOther.end())
    return PersonGender::Feminine;
  if (std::find(kMasculineInAOrE.begin(), kMasculineInAOrE.end(), word) != kMasculineInAOrE.end())
    return PersonGender::Masculine;
  if (!word.empty() && (word.back() == 'a' || word.back() == 'e')) return PersonGender::Feminine;
  return PersonGender::Masculine;
}

People::People(const std::vector<NamedPlayer>& players) {
  for (const auto& p : players)
    if (p.gender) given_[p.name] = *p.gender;
}

PersonGender People::gender_of(const std::string& name) const {
  auto it = given_.find(name);
  return it != given_.end() ? it->second : guess_gender(name);
}

}  // namespace sh
