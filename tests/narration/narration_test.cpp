// Catalogs, plural rules and rendering: .po parsing, Czech agreement, ordinals, errors.
#include <gtest/gtest.h>

#include "narration/catalog.h"
#include "narration/language.h"
#include "narration/plural_rule.h"
#include "test_support.h"

namespace sh {
namespace {

TEST(PluralRule, CzechAndEnglishForms) {
  auto cs = PluralRule::parse("(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2", 3);
  EXPECT_EQ(cs.index(1), 0);
  EXPECT_EQ(cs.index(2), 1);
  EXPECT_EQ(cs.index(4), 1);
  EXPECT_EQ(cs.index(5), 2);
  EXPECT_EQ(cs.index(0), 2);
  EXPECT_EQ(cs.index(22), 2);
  auto en = PluralRule::parse("(n != 1)", 2);
  EXPECT_EQ(en.index(1), 0);
  EXPECT_EQ(en.index(2), 1);
  auto pl = PluralRule::parse("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", 3);
  EXPECT_EQ(pl.index(22), 1);
  EXPECT_EQ(pl.index(12), 2);
  EXPECT_EQ(pl.index(1), 0);
}

TEST(PluralRule, SyntaxErrorsAreReported) {
  EXPECT_THROW(PluralRule::parse("(n==1 ? 0", 2), std::invalid_argument);
  EXPECT_THROW(PluralRule::parse("n ==", 2), std::invalid_argument);
  EXPECT_THROW(PluralRule::parse("x", 2), std::invalid_argument);
  EXPECT_THROW(PluralRule::parse("n", 0), std::invalid_argument);
}

const char* kPo = R"(# comment
msgid ""
msgstr ""
"Language: cs\n"
"Plural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;\n"

msgid "hello"
msgstr "Ahoj "
"světe"

#, fuzzy
msgid "fuzzy"
msgstr "nepoužito"

msgid "empty"
msgstr ""

msgid "noun.card"
msgid_plural "noun.card"
msgstr[0] "karta"
msgstr[1] "karty"
msgstr[2] "karet"

msgctxt "gender"
msgid "noun.card"
msgstr "f"

msgid "quote"
msgstr "a \"b\" c\\d"
)";

TEST(Catalog, ParsesEntriesContinuationsPluralsAndContexts) {
  Catalog c = Catalog::parse(kPo, "test.po");
  EXPECT_EQ(c.language(), "cs");
  EXPECT_EQ(c.get("hello"), "Ahoj světe");
  EXPECT_FALSE(c.get("fuzzy")) << "fuzzy entries are not used";
  EXPECT_FALSE(c.get("empty")) << "untranslated entries fall back";
  EXPECT_EQ(c.get_plural("noun.card", 1), "karta");
  EXPECT_EQ(c.get_plural("noun.card", 3), "karty");
  EXPECT_EQ(c.get_plural("noun.card", 8), "karet");
  EXPECT_EQ(c.get("noun.card", "gender"), "f");
  EXPECT_EQ(c.get("quote"), "a \"b\" c\\d");
}

TEST(Catalog, MalformedFilesGiveTheLine) {
  auto error_of = [](const std::string& text) {
    try {
      Catalog::parse(text, "bad.po");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("msgid \"a\"\nmsgstr \"b\n"), "bad.po:2: expected a quoted string");
  EXPECT_EQ(error_of("msgid \"a\"\nmsgstr \"b\" x\n"), "bad.po:2: text after the string");
  EXPECT_EQ(error_of("\"orphan\"\n"), "bad.po:1: string continuation without a keyword");
  EXPECT_EQ(error_of("msgid \"a\"\nmsgfoo \"b\"\n"), "bad.po:2: unknown keyword 'msgfoo'");
  EXPECT_EQ(error_of("msgstr \"b\"\n"), "bad.po:1: msgstr without msgid");
  EXPECT_EQ(error_of("msgid \"a\"\n"), "bad.po: msgid \"a\" has no msgstr");
  EXPECT_EQ(error_of("msgid \"a\"\nmsgstr \"\\q\"\n"), "bad.po:2: unknown escape \\q");
  EXPECT_NE(error_of("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n ==;\\n\"\n").find("plural expression"),
            std::string::npos);
}

TEST(Catalog, MissingFileIsAClearError) {
  EXPECT_THROW(Catalog::load("/nonexistent/cs.po"), std::runtime_error);
}

class LanguageTest : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
};

TEST_F(LanguageTest, CzechNumeralsAgreeWithTheNoun) {
  auto missing = [&](long n) { return cs.render(Message("sipky.review.player_active").with("player", "Eva").with("score", 0).with("missing", n)); };
  EXPECT_EQ(missing(1), "Eva: 0, chybí jeden bod.");
  EXPECT_EQ(missing(2), "Eva: 0, chybí dva body.");
  EXPECT_EQ(missing(3), "Eva: 0, chybí tři body.");
  EXPECT_EQ(missing(4), "Eva: 0, chybí čtyři body.");
  EXPECT_EQ(missing(5), "Eva: 0, chybí 5 bodů.");
  EXPECT_EQ(missing(48), "Eva: 0, chybí 48 bodů.");
}

TEST(LanguageGrammar, NounPhrasesTakeGenderAndPluralFromTheCatalog) {
  std::string po = std::string(kPo) + "\nmsgid \"t\"\nmsgstr \"{n:noun.card}\"\n";
  Language cs(Catalog::parse(po, "cs.po"), Catalog::parse(po, "cs.po"));
  auto t = [&](long n) { return cs.render(Message("t").with("n", n)); };
  EXPECT_EQ(t(1), "Jedna karta");
  EXPECT_EQ(t(2), "Dvě karty");
  EXPECT_EQ(t(4), "Čtyři karty");
  EXPECT_EQ(t(5), "5 karet");
  EXPECT_EQ(t(0), "0 karet");
}

TEST_F(LanguageTest, OrdinalsByGender) {
  EXPECT_EQ(cs.ordinal(1, 'n'), "první");
  EXPECT_EQ(cs.ordinal(2, 'n'), "druhé");
  EXPECT_EQ(cs.ordinal(2, 'f'), "druhá");
  EXPECT_EQ(cs.ordinal(4, 'm'), "čtvrtý");
  EXPECT_EQ(cs.ordinal(8, 'n'), "osmé");
  EXPECT_EQ(cs.ordinal(21, 'f'), "dvacátá první");
  EXPECT_EQ(en.ordinal(3, 'n'), "third");
  EXPECT_EQ(en.ordinal(22, 'n'), "22nd");
  EXPECT_EQ(en.ordinal(13, 'n'), "13th");
}

TEST_F(LanguageTest, RankingSentences) {
  Message m = Message("sipky.rank").with("place", 1).with("player", "Bedřich").with("score", 101);
  EXPECT_EQ(cs.render(m), "První místo: Bedřich, sto jedna bodů.");
  EXPECT_EQ(en.render(m), "First place: Bedřich, 101 points.");
  Message one = Message("sipky.rank").with("place", 3).with("player", "Eva").with("score", 1);
  EXPECT_EQ(cs.render(one), "Třetí místo: Eva, jeden bod.");
  EXPECT_EQ(en.render(one), "Third place: Eva, 1 point.");
}

TEST_F(LanguageTest, MissingIdFallsBackToTheId) {
  EXPECT_EQ(cs.render(Message("no.such.message")), "no.such.message");
}

TEST(Catalogs, MsgfmtAcceptsEveryCatalog) {
  for (const char* lang : {"cs", "en"}) {
    std::string cmd = std::string("msgfmt --check -o /dev/null ") + SPOLUHRAC_SOURCE_DIR + "/locales/" + lang + ".po";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  }
}

}  // namespace
}  // namespace sh
