#include "narration/plural_rule.h"

#include <cctype>
#include <stdexcept>

namespace sh {

struct PluralRule::Node {
  char op = 0;  // 'n' variable, '#' number, '?' conditional, '!' not, or a binary operator code
  long value = 0;
  std::shared_ptr<const Node> a, b, c;

  long eval(long n) const {
    switch (op) {
      case 'n': return n;
      case '#': return value;
      case '!': return !a->eval(n);
      case '?': return a->eval(n) ? b->eval(n) : c->eval(n);
      case '|': return a->eval(n) || b->eval(n);
      case '&': return a->eval(n) && b->eval(n);
      case '=': return a->eval(n) == b->eval(n);
      case 'x': return a->eval(n) != b->eval(n);
      case '<': return a->eval(n) < b->eval(n);
      case 'l': return a->eval(n) <= b->eval(n);
      case '>': return a->eval(n) > b->eval(n);
      case 'g': return a->eval(n) >= b->eval(n);
      case '%': { long d = b->eval(n); return d == 0 ? 0 : a->eval(n) % d; }
      case '+': return a->eval(n) + b->eval(n);
      case '-': return a->eval(n) - b->eval(n);
      case '*': return a->eval(n) * b->eval(n);
      case '/': { long d = b->eval(n); return d == 0 ? 0 : a->eval(n) / d; }
      default: return 0;
    }
  }
};

namespace {

using NodeP = std::shared_ptr<const PluralRule::Node>;

class Parser {
 public:
  explicit Parser(const std::string& s) : s_(s) {}

  NodeP parse() {
    NodeP e = conditional();
    skip();
    if (pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
    return e;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    throw std::invalid_argument("plural expression: " + why + " at " + std::to_string(pos_));
  }
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(const char* tok) {
    skip();
    std::string t(tok);
    if (s_.compare(pos_, t.size(), t) == 0) {
      // do not take "<" from "<=" or "=" from "=="
      if (t.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' && (t == "<" || t == ">" || t == "!"))
        return false;
      pos_ += t.size();
      return true;
    }
    return false;
  }
  static NodeP make(char op, NodeP a, NodeP b = nullptr, NodeP c = nullptr) {
    auto node = std::make_shared<PluralRule::Node>();
    node->op = op;
    node->a = std::move(a);
    node->b = std::move(b);
    node->c = std::move(c);
    return node;
  }
  NodeP conditional() {
    NodeP cond = logical_or();
    if (eat("?")) {
      NodeP yes = conditional();
      if (!eat(":")) fail("expected ':'");
      NodeP no = conditional();
      return make('?', cond, yes, no);
    }
    return cond;
  }
  NodeP logical_or() {
    NodeP e = logical_and();
    while (eat("||")) e = make('|', e, logical_and());
    return e;
  }
  NodeP logical_and() {
    NodeP e = equality();
    while (eat("&&")) e = make('&', e, equality());
    return e;
  }
  NodeP equality() {
    NodeP e = relational();
    for (;;) {
      if (eat("==")) e = make('=', e, relational());
      else if (eat("!=")) e = make('x', e, relational());
      else return e;
    }
  }
  NodeP relational() {
    NodeP e = additive();
    for (;;) {
      if (eat("<=")) e = make('l', e, additive());
      else if (eat(">=")) e = make('g', e, additive());
      else if (eat("<")) e = make('<', e, additive());
      else if (eat(">")) e = make('>', e, additive());
      else return e;
    }
  }
  NodeP additive() {
    NodeP e = multiplicative();
    for (;;) {
      if (eat("+")) e = make('+', e, multiplicative());
      else if (eat("-")) e = make('-', e, multiplicative());
      else return e;
    }
  }
  NodeP multiplicative() {
    NodeP e = unary();
    for (;;) {
      if (eat("*")) e = make('*', e, unary());
      else if (eat("/")) e = make('/', e, unary());
      else if (eat("%")) e = make('%', e, unary());
      else return e;
    }
  }
  NodeP unary() {
    if (eat("!")) return make('!', unary());
    return primary();
  }
  NodeP primary() {
    skip();
    if (eat("(")) {
      NodeP e = conditional();
      if (!eat(")")) fail("expected ')'");
      return e;
    }
    if (pos_ < s_.size() && s_[pos_] == 'n') {
      ++pos_;
      return make('n', nullptr);
    }
    if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
      long v = 0;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])) && v < 1000000)
        v = v * 10 + (s_[pos_++] - '0');
      auto node = std::make_shared<PluralRule::Node>();
      node->op = '#';
      node->value = v;
      return node;
    }
    fail("expected a number, n or '('");
  }

  const std::string& s_;
  std::size_t pos_ = 0;
};

}  // namespace

PluralRule::PluralRule() : root_(Parser("n != 1").parse()), nplurals_(2) {}

PluralRule PluralRule::parse(const std::string& expression, int nplurals) {
  if (nplurals < 1 || nplurals > 6) throw std::invalid_argument("nplurals must be 1 to 6");
  PluralRule rule;
  rule.root_ = Parser(expression).parse();
  rule.nplurals_ = nplurals;
  return rule;
}

int PluralRule::index(long n) const {
  long i = root_->eval(n);
  if (i < 0 || i >= nplurals_) return 0;
  return static_cast<int>(i);
}

}  // namespace sh
