// How a language says numbers inside sentences: numerals that agree with a noun's gender
// and case, cardinals and ordinals in words, and prepositions whose form depends on the
// next word (Czech "s pěti" but "se třemi").
//
// Every language gets a grammar from its code: Czech spells numerals where eSpeak NG would
// read digits wrongly (all of 1–4 and compounds ending in 1 before a noun; every number up to
// 999 in the oblique cases), English writes digits and knows its ordinals, any other
// language falls back to digits and "N." ordinals, so a new language works from its .po
// file alone and gets a grammar class only when its numerals must agree.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sh {

// Grammatical cases, named in templates as nom, gen, dat, acc, loc, ins.
enum class Case { Nom, Gen, Dat, Acc, Loc, Ins };
// Genders, named in catalogs as m (masculine inanimate), ma (masculine animate), f, n.
enum class Gender { Masculine, MasculineAnimate, Feminine, Neuter };

std::optional<Case> case_from_name(std::string_view name);
std::optional<Gender> gender_from_name(std::string_view name);
const char* case_name(Case c);

class NumberGrammar {
 public:
  virtual ~NumberGrammar() = default;

  // The numeral that stands before a counted noun ("dvě" karty, "5" karet, "třemi" kartami).
  virtual std::string counted(long n, Gender g, Case c) const;
  // The number alone in words, agreeing in gender and case ("dvou", "pěti", "sto jedna").
  virtual std::string cardinal(long n, Gender g, Case c) const;
  // The ordinal ("druhá", "ve třetím": the case ending comes from here; "third").
  virtual std::string ordinal(long n, Gender g, Case c) const;
  // The form of a preposition before `next` ("s" + "třemi" -> "se").
  virtual std::string preposition(const std::string& prep, const std::string& next) const;

  // The grammar of a language code ("cs", "en"); a generic one for any other code.
  static std::shared_ptr<const NumberGrammar> for_language(const std::string& code);
};

}  // namespace sh
