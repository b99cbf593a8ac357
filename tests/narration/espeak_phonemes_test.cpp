// What eSpeak NG actually says: rendered Czech sentences go through libespeak-ng's
// espeak_TextToPhonemes, and the phonemes must carry the agreeing numeral ("dvě karty" ->
// dvje, not dva). Catches a catalog that puts digits next to a noun, and a grammar that
// spells the wrong form.
#include <espeak-ng/speak_lib.h>
#include <gtest/gtest.h>

#include <mutex>
#include <string>

#include "narration/catalog.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh {
namespace {

bool espeak_ready() {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] {
    ok = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nullptr, 0) > 0 && espeak_SetVoiceByName("cs") == EE_OK;
  });
  return ok;
}

// The phonemes of a whole text in eSpeak's ASCII notation, clauses joined by spaces, with
// the stress marks (' ,) and pauses (_) removed so tests can look for plain sequences.
std::string phonemes(const std::string& text) {
  const void* ptr = text.c_str();
  std::string out;
  while (ptr) {
    const char* clause = espeak_TextToPhonemes(&ptr, espeakCHARS_UTF8, 0);
    if (!clause) break;
    if (!out.empty()) out += ' ';
    out += clause;
  }
  std::string plain;
  for (char c : out)
    if (c != '\'' && c != ',' && c != '_' && c != '!') plain += c;
  return plain;
}

class EspeakPhonemes : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!espeak_ready()) GTEST_SKIP() << "libespeak-ng has no Czech voice here";
  }
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::string say(const Message& m) { return phonemes(cs.render(m)); }
};

TEST_F(EspeakPhonemes, DigitsNextToANounAreWhatTheProgramMustAvoid) {
  // Why numerals are spelled: eSpeak reads the digit in the masculine nominative.
  EXPECT_NE(phonemes("2 karty").find("dva kaRti"), std::string::npos) << phonemes("2 karty");
  EXPECT_NE(phonemes("s 5 kartami").find("pjet"), std::string::npos) << phonemes("s 5 kartami");
  EXPECT_NE(phonemes("101 bodů").find("sto jeden bodu:"), std::string::npos) << phonemes("101 bodů");
}

TEST_F(EspeakPhonemes, TwoCardsAreDvje) {
  const std::string text = cs.render(Message("sipky.refused.dealing").with("needed", 2));
  ASSERT_EQ(text, "Nejdřív karty hodu, chybí dvě karty.");
  const std::string ph = phonemes(text);
  EXPECT_NE(ph.find("dvje kaRti"), std::string::npos) << ph;
  EXPECT_EQ(ph.find("dva"), std::string::npos) << ph;
}

TEST_F(EspeakPhonemes, OneCardIsJedna) {
  const std::string ph = say(Message("sipky.refused.dealing").with("needed", 1));
  EXPECT_NE(ph.find("jedna kaRta"), std::string::npos) << ph;
  EXPECT_EQ(ph.find("jeden"), std::string::npos) << ph;
}

TEST_F(EspeakPhonemes, CardOneIsKartaJednaAndOtherCardsStayDigits) {
  // A card named by its value (issue 43 item 12): eSpeak reads "karta 1" "karta jeden".
  EXPECT_NE(phonemes("karta 1.").find("jeden"), std::string::npos) << phonemes("karta 1.");
  const std::string one = cs.render(Message("sipky.review.throw_one").with("a", 1));
  EXPECT_EQ(one, "V hodu karta jedna.");
  EXPECT_NE(phonemes(one).find("kaRta jedna"), std::string::npos) << phonemes(one);
  EXPECT_EQ(cs.render(Message("sipky.review.throw").with("a", 1).with("b", 7)), "V hodu karty jedna a 7.");
  EXPECT_EQ(cs.render(Message("quist.refused.not_in_hand").with("value", 1)), "Kartu jedna v ruce nemáš.");
  EXPECT_EQ(cs.render(Message("quist.refused.not_in_hand").with("value", 8)), "Kartu 8 v ruce nemáš.");
  EXPECT_EQ(cs.render(Message("numberfloor.example.up").with("player", "Eva").with("value", 3).with("from", 1).with("balloon", 2)),
            "Eva: poschodí 3, to je jedna plus 2.");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  EXPECT_EQ(en.render(Message("sipky.review.throw_one").with("a", 1)).find("jedna"), std::string::npos);
}

TEST_F(EspeakPhonemes, OnePointIsJedenAndThreePointsTri) {
  auto turn = [&](long missing) {
    return say(Message("sipky.turn").with("player", "Eva").with("score", 0).with("missing", missing));
  };
  EXPECT_NE(turn(1).find("jeden bot"), std::string::npos) << turn(1);
  EXPECT_NE(turn(3).find("tR^i bodi"), std::string::npos) << turn(3);
  EXPECT_NE(turn(5).find("pjed bodu:"), std::string::npos) << turn(5);
}

TEST_F(EspeakPhonemes, InstrumentalNumeralsAreSpelled) {
  // "David končí s devadesáti devíti body" and "se třemi body".
  const std::string ph99 = say(Message("sipky.stopped").with("player", "David").with("score", 99));
  EXPECT_NE(ph99.find("devadesa:ci devi:ci bodi"), std::string::npos) << ph99;
  const std::string ph3 = say(Message("sipky.stopped").with("player", "David").with("score", 3));
  EXPECT_NE(ph3.find("se tR^emi bodi"), std::string::npos) << ph3;
}

TEST_F(EspeakPhonemes, ThreeCardsInTheInstrumental) {
  std::string po = test::read_file(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po") +
                   "\nmsgid \"test.with_cards\"\nmsgstr \"Hraje se {n:noun.card:ins:s}.\"\n";
  Language lang(Catalog::parse(po, "cs.po"), Catalog::parse(po, "cs.po"));
  auto with = [&](long n) { return lang.render(Message("test.with_cards").with("n", n)); };
  ASSERT_EQ(with(3), "Hraje se se třemi kartami.");
  EXPECT_NE(phonemes(with(3)).find("tR^emi kaRtami"), std::string::npos) << phonemes(with(3));
  EXPECT_NE(phonemes(with(1)).find("jednoU kaRtoU"), std::string::npos) << phonemes(with(1));
  EXPECT_NE(phonemes(with(5)).find("pjeci kaRtami"), std::string::npos) << phonemes(with(5));
}

TEST_F(EspeakPhonemes, HundredAndOne) {
  // A bare target is a number's name: eSpeak says "sto jeden".
  const std::string start = say(Message("sipky.game_started").with("target", 101).with("dealer", "Cyril"));
  EXPECT_NE(start.find("sto jeden"), std::string::npos) << start;
  // Before a noun the program spells the agreeing form: "sto jedna bodů".
  const std::string turn = say(Message("sipky.turn").with("player", "Eva").with("score", 0).with("missing", 101));
  EXPECT_NE(turn.find("sto jedna bodu:"), std::string::npos) << turn;
}

TEST_F(EspeakPhonemes, OrdinalsAreReadAsWords) {
  const std::string ph = say(Message("sipky.rank").with("place", 2).with("player", "Cyril").with("score", 100));
  EXPECT_NE(ph.find("dRuhe: mi:sto"), std::string::npos) << ph;
}

}  // namespace
}  // namespace sh
