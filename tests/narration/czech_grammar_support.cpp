#include "czech_grammar_support.h"

#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace sh::test {

namespace {

// Each noun form of the catalog with the plural slots it may stand in (0: one, 1: 2-4,
// 2: five and more), from the nominative forms of every noun.X entry.
std::map<std::string, std::set<int>> noun_forms(const Catalog& cs) {
  std::map<std::string, std::set<int>> out;
  for (const auto& [ctx, id] : cs.keys()) {
    if (!ctx.empty() || id.rfind("noun.", 0) != 0) continue;
    const long samples[] = {1, 2, 5};
    for (int slot = 0; slot < 3; ++slot) {
      auto form = cs.get_plural(id, samples[slot]);
      if (!form || form->empty()) continue;
      // The noun's first word decides ("přesných zásahů": the adjective agrees too).
      const std::string word = form->substr(0, form->find(' '));
      out[word].insert(slot);
    }
  }
  return out;
}

int slot_of(long n) { return n == 1 ? 0 : (n >= 2 && n <= 4) ? 1 : 2; }

const std::regex& number_then_word() {
  static const std::regex re(R"((^|[^0-9:.,])([0-9]+) ([a-zA-ZáčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]+))");
  return re;
}

}  // namespace

std::vector<std::string> czech_grammar_problems(const std::string& text, const Catalog& cs) {
  std::vector<std::string> out;
  for (std::size_t i = text.find(".."); i != std::string::npos; i = text.find("..", i + 2)) {
    if (text.compare(i, 3, "...") == 0) {
      i += 1;
      continue;
    }
    out.push_back("a double full stop: \"" + text.substr(i > 20 ? i - 20 : 0, 22) + "\"");
  }
  // Issue 30: a capital inside a sentence, where a rendered piece kept the capital of its
  // own sentence ("Tempo tahů počítače, Dvě sekundy.", "Eva, KIVI Ve dvou:"). Checked on
  // words that are never a name: numerals, prepositions and the like.
  static const std::set<std::string> never_names = {
      "Jedna", "Jeden", "Jedno", "Dva", "Dvě", "Tři", "Čtyři", "Pět", "Šest", "Sedm", "Osm", "Devět", "Deset",
      "Půl", "Ve", "Do", "Ze", "Se", "Po", "Při", "Pro", "Nejvíc", "Žádná", "Žádný", "Žádné", "Sekundy",
      "Sekund", "Procent", "Procenta", "Hotovo"};
  std::istringstream words(text);
  std::string previous;
  for (std::string w; words >> w; previous = w) {
    if (previous.empty()) continue;
    const char end = previous.back();
    if (end == '.' || end == ':' || end == '?' || end == '!') continue;
    std::string bare = w;
    while (!bare.empty() && std::string(".,:;?!").find(bare.back()) != std::string::npos) bare.pop_back();
    if (never_names.count(bare)) out.push_back("a capital inside a sentence: \"" + previous + " " + w + "\"");
  }
  // eSpeak reads "100 %" as "sto procento": the catalog writes the noun ({n:noun.percent}).
  if (text.find('%') != std::string::npos)
    out.push_back("a percent sign (eSpeak reads \"100 %\" as \"sto procento\")");
  const auto forms = noun_forms(cs);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number_then_word()); it != std::sregex_iterator(); ++it) {
    const std::string digits = (*it)[2].str(), word = (*it)[3].str();
    auto f = forms.find(word);
    if (f == forms.end() || digits.size() > 6) continue;
    const long n = std::stol(digits);
    // Digits the program leaves are read by eSpeak in the masculine nominative: right only
    // for five and more before the genitive plural (1-4 are spelled, so digits there are wrong).
    if (!(slot_of(n) == 2 && f->second.count(2)))
      out.push_back("\"" + digits + " " + word + "\": the number does not agree or should be spelled");
  }
  return out;
}

std::vector<std::string> czech_template_problems(const std::string& tmpl, const Catalog& cs) {
  std::vector<std::string> out;
  const auto forms = noun_forms(cs);
  static const std::regex plain_then_word(R"(\{([a-z_0-9]+)\} ([a-zA-ZáčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]+))");
  for (auto it = std::sregex_iterator(tmpl.begin(), tmpl.end(), plain_then_word); it != std::sregex_iterator(); ++it)
    if (forms.count((*it)[2].str()))
      out.push_back("\"" + it->str() + "\": a number before a noun goes in {" + (*it)[1].str() + ":noun.X}");
  for (const auto& p : czech_grammar_problems(tmpl, cs)) out.push_back(p);
  static const std::regex first_word(R"(^([a-záčďéěíňóřšťúůýž]+)\b)");
  std::smatch m;
  if (std::regex_search(tmpl, m, first_word) && forms.count(m[1].str()) && forms.at(m[1].str()).count(2) &&
      !forms.at(m[1].str()).count(0))
    out.push_back("\"" + m[1].str() + "\" begins the message: a noun form left for a number the code puts before it");
  return out;
}

}  // namespace sh::test
