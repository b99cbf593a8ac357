#include "narration/language.h"

#include <algorithm>
#include <iostream>
#include <vector>

namespace sh {

std::optional<Verbosity> verbosity_from_name(std::string_view name) {
  if (name == "beginner") return Verbosity::Beginner;
  if (name == "normal") return Verbosity::Normal;
  if (name == "terse") return Verbosity::Terse;
  return std::nullopt;
}

const char* verbosity_name(Verbosity v) {
  switch (v) {
    case Verbosity::Beginner: return "beginner";
    case Verbosity::Terse: return "terse";
    case Verbosity::Normal: break;
  }
  return "normal";
}

const char* verbosity_context(Verbosity v) { return v == Verbosity::Normal ? "" : verbosity_name(v); }

Language::Language(Catalog catalog, Catalog fallback)
    : catalog_(std::move(catalog)),
      fallback_(std::move(fallback)),
      code_(catalog_.language()),
      grammar_(NumberGrammar::for_language(code_)) {}

Language Language::load(const std::string& data_dir, const std::string& code) {
  Catalog main = Catalog::load(data_dir + "/locales/" + code + ".po");
  Catalog fallback = code == "en" ? main : Catalog::load(data_dir + "/locales/en.po");
  return Language(std::move(main), std::move(fallback));
}

namespace {

Gender gender_of(char g) {
  switch (g) {
    case 'f': return Gender::Feminine;
    case 'n': return Gender::Neuter;
    default: return Gender::Masculine;
  }
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    auto pos = s.find(sep, start);
    parts.push_back(s.substr(start, pos - start));
    if (pos == std::string::npos) return parts;
    start = pos + 1;
  }
}

// {name:g:MASCULINE|FEMININE}: the form for the gender of the person named `name`.
std::string gendered(const std::string& name, const std::string& forms, const People* people) {
  const auto bar = forms.find('|');
  if (bar == std::string::npos) return forms;
  const PersonGender g = people ? people->gender_of(name) : guess_gender(name);
  return g == PersonGender::Feminine ? forms.substr(bar + 1) : forms.substr(0, bar);
}

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

std::string Language::render_arg(const MessageArg& a, const People* people) const {
  if (const long* n = std::get_if<long>(&a)) return std::to_string(*n);
  if (const std::string* text = std::get_if<std::string>(&a)) return *text;
  const Pieces& p = std::get<Pieces>(a);
  std::vector<std::string> items;
  for (const Message& m : p.items) items.push_back(render_piece(m, people));
  if (items.empty()) return "";
  if (items.size() == 1) return items.front();
  std::string head;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) head += (i ? ", " : "") + items[i];
  if (p.join.empty()) return head + ", " + items.back();
  return render_piece(Message(p.join).with("head", head).with("last", items.back()), people);
}

std::string Language::render_piece(const Message& m, const People* people) const {
  std::string out = render(m, Verbosity::Normal, people);
  auto tmpl = catalog_.get(m.id);
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
  if (opening[0] == '{') {  // a text or a piece opens it: its own first letter
    const auto close = opening.find_first_of(":}");
    if (close == std::string::npos) return out;
    const std::string name = opening.substr(1, close - 1);
    opening.clear();
    for (const auto& [k, v] : m.args)
      if (k == name && !std::holds_alternative<long>(v)) opening = render_arg(v, people);
    if (opening.empty()) return out;
  }
  const std::size_t n = first_char_size(opening);
  if (out.size() >= n && first_char_size(out) == n) out.replace(0, n, opening.substr(0, n));
  return out;
}

std::string Language::cardinal(long n, char gender) const { return grammar_->counted(n, gender_of(gender), Case::Nom); }

std::string Language::ordinal(long n, char gender) const { return grammar_->ordinal(n, gender_of(gender), Case::Nom); }

std::optional<std::string> Language::template_of(const std::string& id, Verbosity v) const {
  // A variant of this language, its normal message, then the fallback language's.
  const std::string ctx = verbosity_context(v);
  for (const Catalog* cat : {&catalog_, &fallback_}) {
    if (!ctx.empty())
      if (auto t = cat->get(id, ctx)) return t;
    if (auto t = cat->get(id)) return t;
  }
  return std::nullopt;
}

std::string Language::noun_phrase(long n, const std::string& noun, Case c) const {
  const Catalog& cat = catalog_.has(noun) ? catalog_ : fallback_;
  std::optional<std::string> form;
  if (c != Case::Nom) form = cat.get_plural(noun, n, case_name(c));
  if (!form) form = cat.get_plural(noun, n);  // languages without case forms
  auto gender = cat.get(noun, "gender");
  Gender g = gender ? gender_from_name(*gender).value_or(Gender::Masculine) : Gender::Masculine;
  return grammar_->counted(n, g, c) + " " + (form ? *form : noun);
}

// A number placeholder with a grammar spec: "noun.card", "noun.card:ins:s", "num.f:gen", "ord.n",
// "label".
std::string Language::number(long n, const std::string& spec) const {
  auto parts = split(spec, ':');
  const std::string& kind = parts[0];
  Case c = Case::Nom;
  if (parts.size() > 1) {
    if (auto parsed = case_from_name(parts[1])) c = *parsed;
    else std::cerr << "spoluhrac: unknown case '" << parts[1] << "' in {" << spec << "}\n";
  }
  const std::string prep = parts.size() > 2 ? parts[2] : "";
  auto gender_after = [&](std::size_t prefix) {
    if (kind.size() <= prefix) return Gender::Masculine;
    return gender_from_name(kind.substr(prefix)).value_or(Gender::Masculine);
  };
  std::string phrase;
  if (kind == "num" || kind.rfind("num.", 0) == 0) phrase = grammar_->cardinal(n, gender_after(4), c);
  // A number as a name (a card's value, a floor): digits, which eSpeak reads right as names,
  // except 1, which it reads "jeden" whatever the noun ("karta jeden"); Czech names it with
  // the feminine "jedna" (číslo jedna) after any noun, and names are not declined ("vynese
  // kartu jedna").
  else if (kind == "label")
    phrase = n == 1 ? grammar_->cardinal(n, Gender::Feminine, Case::Nom) : std::to_string(n);
  else if (kind == "ord" || kind.rfind("ord.", 0) == 0) phrase = grammar_->ordinal(n, gender_after(4), c);
  else phrase = noun_phrase(n, kind, c);
  if (prep.empty()) return phrase;
  return grammar_->preposition(prep, phrase) + " " + phrase;
}

std::string Language::render(const Message& m, Verbosity v, const People* people) const {
  auto tmpl = template_of(m.id, v);
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
    std::string name = spec, grammar;
    if (auto colon = spec.find(':'); colon != std::string::npos) {
      name = spec.substr(0, colon);
      grammar = spec.substr(colon + 1);
    }
    const MessageArg* arg = nullptr;
    for (const auto& [k, val] : m.args)
      if (k == name) arg = &val;
    if (!arg && grammar.rfind("g:", 0) == 0) {  // nobody named: the default player's gender ("Hráč 1")
      out += gendered("Hráč 1", grammar.substr(2), nullptr);
      continue;
    }
    if (!arg) {
      out += "{" + spec + "}";
      continue;
    }
    const long* n = std::get_if<long>(arg);
    if (grammar.rfind("g:", 0) == 0) out += gendered(n ? std::string() : render_arg(*arg, people), grammar.substr(2), people);
    else if (n) out += grammar.empty() ? std::to_string(*n) : number(*n, grammar);
    else out += render_arg(*arg, people);  // texts, names above all, are never declined
  }
  // A sentence that opens with a number spelled by the program ("první místo") gets its
  // capital letter here; text written by the translator keeps the case it was written in
  // (lower-case values such as "běžná" are embedded in other sentences).
  // A gender choice that opens it is the translator's text too ("nasadil jsi …" inside
  // another sentence).
  const bool opens_with_choice = !t.empty() && t[0] == '{' && t.find(":g:") < t.find('}');
  if (!t.empty() && t[0] == '{' && !opens_with_choice) capitalize_first(out);
  return out;
}

}  // namespace sh
