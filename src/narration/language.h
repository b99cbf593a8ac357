// A spoken language: its catalog plus the grammar that fills templates.
// Template placeholders: {name} inserts a number (as digits) or text;
// {name:noun.card} inserts the number spelled to agree with the noun's gender followed by
// the right plural form of the noun ("dvě karty", "jeden bod", "5 bodů"; "2 cards").
// {name:ord.m}, {name:ord.f}, {name:ord.n} insert an ordinal of that gender
// ("druhá", "first").
// Nouns are catalog entries with plural forms (msgid "noun.card"), their gender an entry
// in context "gender" ("m", "f" or "n").
#pragma once

#include <string>

#include "narration/catalog.h"
#include "narration/message.h"

namespace sh {

class Language {
 public:
  Language(Catalog catalog, Catalog fallback);
  // Loads locales/<code>.po (and en.po as fallback) from a data folder.
  static Language load(const std::string& data_dir, const std::string& code);

  std::string render(const Message& m) const;
  // A plain catalog text with no arguments.
  std::string text(const std::string& id) const { return render(Message(id)); }
  bool has(const std::string& id) const { return catalog_.has(id) || fallback_.has(id); }
  const std::string& code() const { return code_; }
  const Catalog& catalog() const { return catalog_; }

  // The cardinal number spelled to agree with a gender ('m', 'f', 'n'), e.g. cs 2 'f' -> "dvě".
  std::string cardinal(long n, char gender) const;
  // The ordinal number of a gender, e.g. cs 2 'f' -> "druhá", en 3 -> "third".
  std::string ordinal(long n, char gender) const;

 private:
  std::string noun_phrase(long n, const std::string& noun) const;

  Catalog catalog_;
  Catalog fallback_;
  std::string code_;
};

}  // namespace sh
