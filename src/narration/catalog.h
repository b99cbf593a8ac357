// A message catalog read from a gettext .po file in locales/ (the format translators
// use). Holds every sentence template of one language, with plural forms chosen by the
// file's own Plural-Forms header.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "narration/plural_rule.h"

namespace sh {

class Catalog {
 public:
  // Parses .po text; throws std::runtime_error("<name>:<line>: reason") when malformed.
  static Catalog parse(const std::string& text, const std::string& name);
  static Catalog load(const std::string& path);

  // The template for a message id (and context); nullopt when missing or untranslated.
  std::optional<std::string> get(const std::string& id, const std::string& context = "") const;
  // The plural form for n; nullopt when missing.
  std::optional<std::string> get_plural(const std::string& id, long n, const std::string& context = "") const;
  bool has(const std::string& id, const std::string& context = "") const;

  // Every (context, id) pair in the file, for catalog consistency tests.
  std::vector<std::pair<std::string, std::string>> keys() const;
  const std::string& language() const { return language_; }
  const PluralRule& plural_rule() const { return plural_; }

 private:
  static std::string key(const std::string& context, const std::string& id) {
    return context.empty() ? id : context + '\x04' + id;
  }
  std::map<std::string, std::vector<std::string>> entries_;
  PluralRule plural_;
  std::string language_;
};

}  // namespace sh
