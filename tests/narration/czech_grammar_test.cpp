// The Czech grammar check over the catalog: every message template, and every message
// rendered with sample numbers, is free of digits before a noun that does not agree with
// them and of double full stops (see czech_grammar_support.h). The statistics and settings
// screens run the same check over their transcripts (tests/app/shell_polish_test.cpp).
#include <gtest/gtest.h>

#include "czech_grammar_support.h"
#include "narration/language.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(CzechGrammar, TheCheckFindsWhatTheListenerHeard) {
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  // The statistics line of issue 20, as it was heard.
  const auto heard = test::czech_grammar_problems("1: Hráč 1: Numeramis Quist 3 her, jedna hra, vyhraných 0, nejlepší výsledek 8..", cs);
  ASSERT_EQ(heard.size(), 2u);
  EXPECT_NE(heard[0].find("double full stop"), std::string::npos);
  EXPECT_NE(heard[1].find("3 her"), std::string::npos);
  EXPECT_FALSE(test::czech_grammar_problems("5 hráči", cs).empty());
  EXPECT_FALSE(test::czech_grammar_problems("2 karty", cs).empty()) << "1-4 are spelled by the program";
  EXPECT_TRUE(test::czech_grammar_problems("Eva, Numeramis Quist na tři hry: jedna partie, žádná výhra, nejvíc 8 zdvihů.", cs).empty());
  EXPECT_TRUE(test::czech_grammar_problems("Rychlost řeči, 175 slov za minutu. Čekej...", cs).empty());
  // Issue 30: what the listener heard in the statistics, settings and a hint.
  EXPECT_FALSE(test::czech_grammar_problems("Tempo tahů počítače, Dvě sekundy.", cs).empty());
  EXPECT_FALSE(test::czech_grammar_problems("Eva, KIVI Ve dvou: jedna partie.", cs).empty());
  EXPECT_FALSE(test::czech_grammar_problems("Příští hvězdu tak získáš v 100 % rozehrávek.", cs).empty());
  EXPECT_TRUE(test::czech_grammar_problems("9: Tempo tahů počítače, dvě sekundy. Dvě sekundy.", cs).empty());
  EXPECT_TRUE(test::czech_grammar_problems("Eva, KIVI ve dvou: jedna partie. Na tahu Eva.", cs).empty());
  EXPECT_FALSE(test::czech_template_problems("{player}: {game} {games} her", cs).empty());
  EXPECT_FALSE(test::czech_template_problems("her", cs).empty());
  EXPECT_TRUE(test::czech_template_problems("{games:noun.game}, {wins}.", cs).empty());
}

TEST(CzechGrammar, NoTemplatePutsABareNumberBeforeANoun) {
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  int checked = 0, seen = 0;
  for (const auto& [ctx, id] : cs.keys()) {
    if (id.rfind("noun.", 0) == 0 || !(ctx.empty() || ctx == "terse" || ctx == "beginner")) continue;
    // Every fourth message under the sanitizers (15 s there); the normal run checks them all.
    if (test::kSanitized && seen++ % 4 != 0) continue;
    ++checked;
    for (const auto& p : test::czech_template_problems(*cs.get(id, ctx), cs)) ADD_FAILURE() << "[" << ctx << "] " << id << ": " << p;
  }
  EXPECT_GT(checked, test::kSanitized ? 75 : 300);
}

TEST(CzechGrammar, EveryMessageRenderedWithSampleNumbersReadsRight) {
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  int checked = 0, seen = 0;
  for (const auto& [ctx, id] : cs.catalog().keys()) {
    if (id.rfind("noun.", 0) == 0 || !ctx.empty()) continue;
    // Every fourth message under the sanitizers (26 s there); the normal run checks them all.
    if (test::kSanitized && seen++ % 4 != 0) continue;
    const std::string tmpl = *cs.catalog().get(id);
    for (long n : {1L, 3L, 8L, 21L}) {
      Message m(id);
      for (std::size_t i = tmpl.find('{'); i != std::string::npos; i = tmpl.find('{', i + 1)) {
        const auto close = tmpl.find('}', i);
        if (close == std::string::npos) break;
        const std::string body = tmpl.substr(i + 1, close - i - 1);
        const std::string name = body.substr(0, body.find(':'));
        // Names, labels and other texts are given as text; everything else as a number.
        static const std::set<std::string> texts = {"player", "label", "name", "game", "names", "when", "time",
                                                    "value", "reason", "file", "kept", "variant", "dealer",
                                                    "winner", "leader", "wins", "best", "card", "dice", "cells",
                                                    "partner", "learner"};
        if (texts.count(name) || name.rfind("player", 0) == 0) m.with(name, "Eva");
        else m.with(name, n);
      }
      ++checked;
      for (const auto& p : test::czech_grammar_problems(cs.render(m), cs.catalog()))
        ADD_FAILURE() << id << " with " << n << ": " << p << " in \"" << cs.render(m) << "\"";
    }
  }
  EXPECT_GT(checked, test::kSanitized ? 250 : 1000);
}

}  // namespace
}  // namespace sh
