// A player's grammatical gender: the name list's marks ("Eva:ž"), the guess from a Czech
// first name, the catalog's gender choice {name:g:MASCULINE|FEMININE} in both languages
// (English ignores gender), and what eSpeak is given for the first default name.
#include <gtest/gtest.h>

#include "narration/catalog.h"
#include "narration/language.h"
#include "narration/person.h"
#include "narration/spoken_form.h"
#include "test_support.h"

namespace sh {
namespace {

const char* kCs = R"(msgid ""
msgstr ""
"Language: cs\n"
"Plural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;\n"

msgid "done"
msgstr "{player} {player:g:skončil|skončila}."

msgid "won"
msgstr "{player:g:Vítěz|Vítězka}: {player}."
)";

const char* kEn = R"(msgid ""
msgstr ""
"Language: en\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "done"
msgstr "{player} finished."

msgid "won"
msgstr "Winner: {player}."
)";

TEST(PersonGender, TheNameListCarriesTheGenderAfterAColon) {
  EXPECT_EQ(parse_named_player("Eva:ž"), (NamedPlayer{"Eva", PersonGender::Feminine}));
  EXPECT_EQ(parse_named_player("Eva:z"), (NamedPlayer{"Eva", PersonGender::Feminine}));
  EXPECT_EQ(parse_named_player("Eva:f"), (NamedPlayer{"Eva", PersonGender::Feminine}));
  EXPECT_EQ(parse_named_player("Míša:m"), (NamedPlayer{"Míša", PersonGender::Masculine}));
  EXPECT_EQ(parse_named_player("Míša:Ž"), (NamedPlayer{"Míša", PersonGender::Feminine}));
  EXPECT_EQ(parse_named_player("Petr"), (NamedPlayer{"Petr", std::nullopt}));
  // Only a known mark counts: anything else after a colon is part of the name.
  EXPECT_EQ(parse_named_player("Tým: modří"), (NamedPlayer{"Tým: modří", std::nullopt}));
  EXPECT_EQ(named_player_entry({"Eva", PersonGender::Feminine}), "Eva:ž");
  EXPECT_EQ(named_player_entry({"Petr", std::nullopt}), "Petr");
}

TEST(PersonGender, CommonCzechFirstNamesAreGuessed) {
  for (const char* f : {"Eva", "Jana", "Marie", "Lucie", "Alice", "Šárka", "Dagmar", "Nikol", "Ingrid", "Eva Nováková"})
    EXPECT_EQ(guess_gender(f), PersonGender::Feminine) << f;
  for (const char* m : {"Petr", "Karel", "Jiří", "René", "Honza", "Jirka", "Kuba", "Hráč 2", "Hráč 1", "Player 3",
                        "Míša", "Saša", "Nikola", "Jan Novák", "ŠTĚPÁN"})
    EXPECT_EQ(guess_gender(m), PersonGender::Masculine) << m;
  EXPECT_EQ(guess_gender("EVA"), PersonGender::Feminine);
}

TEST(PersonGender, TheCzechCatalogPicksTheFormOfThePlayersGender) {
  const Language cs(Catalog::parse(kCs, "cs"), Catalog::parse(kEn, "en"));
  EXPECT_EQ(cs.render(Message("done").with("player", "Eva")), "Eva skončila.");
  EXPECT_EQ(cs.render(Message("done").with("player", "Petr")), "Petr skončil.");
  EXPECT_EQ(cs.render(Message("won").with("player", "Eva")), "Vítězka: Eva.");
  EXPECT_EQ(cs.render(Message("won").with("player", "Hráč 2")), "Vítěz: Hráč 2.");
  // A gender the name list gave wins over the guess.
  People people;
  people.set("Míša", PersonGender::Feminine);
  people.set("Eva", PersonGender::Masculine);
  EXPECT_EQ(cs.render(Message("done").with("player", "Míša"), Verbosity::Normal, &people), "Míša skončila.");
  EXPECT_EQ(cs.render(Message("done").with("player", "Míša")), "Míša skončil.");
  EXPECT_EQ(cs.render(Message("done").with("player", "Eva"), Verbosity::Normal, &people), "Eva skončil.");
  EXPECT_EQ(cs.render(Message("done").with("player", "Petr"), Verbosity::Normal, &people), "Petr skončil.");
  EXPECT_EQ(People({{"Jana", PersonGender::Masculine}, {"Karel", std::nullopt}}).gender_of("Jana"),
            PersonGender::Masculine);
}

TEST(PersonGender, EnglishIgnoresGender) {
  const Language en(Catalog::parse(kEn, "en"), Catalog::parse(kEn, "en"));
  People people;
  people.set("Eva", PersonGender::Feminine);
  EXPECT_EQ(en.render(Message("done").with("player", "Eva"), Verbosity::Normal, &people), "Eva finished.");
  EXPECT_EQ(en.render(Message("done").with("player", "Petr")), "Petr finished.");
  EXPECT_EQ(en.render(Message("won").with("player", "Eva")), "Winner: Eva.");
}

TEST(PersonGender, TheRealCatalogsAgreeWithTheLearnerAndTheWinner) {
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  auto resumed = [](const char* who) { return Message("lesson.resumed").with("learner", who).with("step", 4L).with("steps", 20L); };
  EXPECT_EQ(cs.render(resumed("Eva")), "Pokračujeme, kde jsi skončila: krok 4 ze dvaceti.");
  EXPECT_EQ(cs.render(resumed("Petr")), "Pokračujeme, kde jsi skončil: krok 4 ze dvaceti.");
  EXPECT_EQ(en.render(resumed("Eva")), en.render(resumed("Petr")));
  auto won = [](const char* who) { return Message("sipky.game_over_winner").with("player", who).with("target", 101L); };
  EXPECT_EQ(cs.render(won("Eva")), "Konec hry do 101. Vítězka: Eva.");
  EXPECT_EQ(cs.render(won("Petr")), "Konec hry do 101. Vítěz: Petr.");
  EXPECT_EQ(cs.render(Message("player.default").with("number", 1L)), "Hráč 1");
  EXPECT_EQ(en.render(Message("player.default").with("number", 1L)), "Player 1");
}

TEST(SpokenForm, TheFirstDefaultNameIsSpokenAsALabel) {
  EXPECT_EQ(spoken_form("Hráč 1 na tahu, první hod."), "Hráč jedna na tahu, první hod.");
  EXPECT_EQ(spoken_form("Vítězí společně Hráč 1 a Hráč 2."), "Vítězí společně Hráč jedna a Hráč 2.");
  EXPECT_EQ(spoken_form("Hráč 1"), "Hráč jedna");
  EXPECT_EQ(spoken_form("Hráč 12: 5"), "Hráč 12: 5");
  EXPECT_EQ(spoken_form("Player 1 to play."), "Player 1 to play.");
}

}  // namespace
}  // namespace sh
