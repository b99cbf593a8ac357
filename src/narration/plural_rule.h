// Evaluates the C-like "plural=" expression of a gettext Plural-Forms header
// (e.g. "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2"), so a new language needs only its .po file.
#pragma once

#include <memory>
#include <string>

namespace sh {

class PluralRule {
 public:
  PluralRule();  // English-like default: n != 1
  // Parses the expression; throws std::invalid_argument with a reason on a syntax error.
  static PluralRule parse(const std::string& expression, int nplurals);
  int index(long n) const;  // clamped to [0, nplurals)
  int count() const { return nplurals_; }

  struct Node;

 private:
  std::shared_ptr<const Node> root_;
  int nplurals_ = 2;
};

}  // namespace sh
