// A spoken language: its catalog plus the grammar that fills templates.
//
// Template placeholders (the same grammar is documented for translators at the top of
// locales/cs.po and en.po):
//   {name}                  a number as digits, or a text as given (a player's name is never
//                           declined: phrase the sentence so the name stands in the nominative),
//                           or a piece of language (message.h: Pieces) rendered here as a
//                           fragment, a list joined by its join message
//   {name:noun.X}           the number agreeing with the noun entry "noun.X", then the noun's
//                           plural form: "dvě karty", "jeden bod", "5 bodů", "sto jedna bodů"
//   {name:noun.X:CASE}      the same in a case (nom gen dat acc loc ins): "třemi kartami";
//                           the noun's case forms are the entry "noun.X" in msgctxt CASE,
//                           its gender the entry in msgctxt "gender" (m, ma, f, n)
//   {name:noun.X:CASE:PREP} with a preposition whose form fits the number: "se třemi kartami"
//   {name:num.G}, {name:num.G:CASE[:PREP]}   the number in words ("z pěti", "ze dvou")
//   {name:ord.G}, {name:ord.G:CASE[:PREP]}   an ordinal ("druhá", "ve třetím", "first")
// G is a gender: m (masculine inanimate), ma (masculine animate), f, n.
//   {name:g:MASCULINE|FEMININE}   the form agreeing with the person named by the text
//                           argument `name`, which is not itself inserted: "{player}
//                           {player:g:skončil|skončila}" gives "Eva skončila". The gender is
//                           the one the name list gave (People) or guessed from the name
//                           (narration/person.h). A language without such agreement (English)
//                           simply does not use it.
//
// Verbosity: a message id may have variants in msgctxt "terse" and "beginner"; a missing
// variant falls back to the normal message of the same language.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "narration/catalog.h"
#include "narration/message.h"
#include "narration/number_grammar.h"
#include "narration/person.h"

namespace sh {

enum class Verbosity { Beginner, Normal, Terse };

// "beginner", "normal", "terse"; nullopt for anything else.
std::optional<Verbosity> verbosity_from_name(std::string_view name);
const char* verbosity_name(Verbosity v);
// The catalog context holding a verbosity's variants ("" for normal).
const char* verbosity_context(Verbosity v);

class Language {
 public:
  Language(Catalog catalog, Catalog fallback);
  // Loads locales/<code>.po (and en.po as fallback) from a data folder.
  static Language load(const std::string& data_dir, const std::string& code);

  // `people` gives the genders of the names in use; without it every name's is guessed.
  std::string render(const Message& m, Verbosity v = Verbosity::Normal, const People* people = nullptr) const;
  // A message as a piece inside another sentence (narration/fragment.h: it keeps the first
  // letter its template gives it), at the normal verbosity.
  std::string render_piece(const Message& m, const People* people = nullptr) const;
  // One argument as it stands in a sentence: a number as digits, a text as given, a piece
  // of language rendered here.
  std::string render_arg(const MessageArg& a, const People* people = nullptr) const;
  // A plain catalog text with no arguments.
  std::string text(const std::string& id, Verbosity v = Verbosity::Normal) const { return render(Message(id), v); }
  bool has(const std::string& id) const { return catalog_.has(id) || fallback_.has(id); }
  // The template rendered for an id at a verbosity (after fallbacks); nullopt when missing.
  std::optional<std::string> template_of(const std::string& id, Verbosity v = Verbosity::Normal) const;
  const std::string& code() const { return code_; }
  const Catalog& catalog() const { return catalog_; }
  const Catalog& fallback() const { return fallback_; }
  const NumberGrammar& grammar() const { return *grammar_; }

  // The numeral before a noun of a gender ('m', 'f', 'n') in the nominative,
  // e.g. cs 2 'f' -> "dvě", 5 -> "5".
  std::string cardinal(long n, char gender) const;
  // The ordinal number of a gender, e.g. cs 2 'f' -> "druhá", en 3 -> "third".
  std::string ordinal(long n, char gender) const;

 private:
  std::string noun_phrase(long n, const std::string& noun, Case c) const;
  std::string number(long n, const std::string& spec) const;

  Catalog catalog_;
  Catalog fallback_;
  std::string code_;
  std::shared_ptr<const NumberGrammar> grammar_;
};

}  // namespace sh
