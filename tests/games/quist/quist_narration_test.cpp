// Quist narration: the exact Czech and English sentences for the engine's events, the review
// items, help and the lesson, rendered through the shipped catalogs.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/quist/quist_entry.h"
#include "games/quist/quist_narration.h"
#include "narration/language.h"
#include "quist_test_support.h"

namespace sh::quist {
namespace {

using testing::Match;

const Names kNames = {"Eva", "Petr", "Jana", "Karel"};

class QuistNarration : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");

  // "cue|sentence" lines (cue empty when none) for every piece of every event.
  std::vector<std::string> lines(const Language& lang, const Events& events, const QuistState& s) {
    std::vector<std::string> out;
    for (const auto& e : events)
      for (const auto& piece : narrate(e, s, kNames, sh::Mode::Assistant)) {
        if (!piece.cue.empty()) out.push_back("SOUND " + piece.cue);
        if (piece.message) out.push_back(lang.render(*piece.message));
      }
    return out;
  }
  std::vector<std::string> render(const Language& lang, const std::vector<Message>& ms) {
    std::vector<std::string> out;
    for (const auto& m : ms) out.push_back(lang.render(m));
    return out;
  }
  Events lay(Match& m, const std::vector<int>& values) { return testing::lay(m, values); }
};

using Lines = std::vector<std::string>;

// Assistant mode, ten games, Karel deals, so Eva leads.
GameOptions assistant() { return {{"mode", "assistant"}, {"dealer", "4"}}; }

TEST_F(QuistNarration, FirstGameStartInAssistantMode) {
  Match m(assistant());
  Events start{first_game_event(m.q())};
  EXPECT_EQ(lines(cs, start, m.q()),
            (Lines{"První hra z deseti. Rozdává Karel, vynáší Eva.",
                   "Karel rozdá každému devět karet. Pak zadávejte každou vynesenou kartu: číslici a Enter."}));
  EXPECT_EQ(lines(en, start, m.q()),
            (Lines{"Game 1 of 10. Karel deals, Eva leads.",
                   "Karel deals nine cards to everyone. Then enter every card as it is laid: its digit and OK."}));
  EXPECT_EQ(render(cs, turn_prompt(m.q(), kNames)), (Lines{"Vynáší Eva."}));
  EXPECT_EQ(render(en, turn_prompt(m.q(), kNames)), (Lines{"Eva leads."}));
}

TEST_F(QuistNarration, ASingleTrickCardByCard) {
  Match m(assistant());
  Events trick = lay(m, {5, 7, 3, 2});
  EXPECT_EQ(lines(cs, trick, m.q()), (Lines{"Eva vynáší 5.", "Petr: 7, zatím nejvýš.", "Jana: 3. Nejvýš zatím Petr, 7.",
                                            "Karel: 2.", "SOUND trick_taken", "Petr bere zdvih.",
                                            "Zdvihy. Eva a Jana: 0, Petr a Karel: 1."}));
  EXPECT_EQ(lines(en, trick, m.q()),
            (Lines{"Eva leads 5.", "Petr: 7, highest so far.", "Jana: 3. Highest so far: Petr, 7.", "Karel: 2.",
                   "SOUND trick_taken", "Petr takes the trick.", "Tricks. Eva and Jana: 0, Petr and Karel: 1."}));
  EXPECT_EQ(render(cs, turn_prompt(m.q(), kNames)), (Lines{"Vynáší Petr."}));
}

TEST_F(QuistNarration, TwoTiesAndATripleTrick) {
  Match m(assistant());
  lay(m, {5, 7, 3, 2});  // Petr takes the first trick and leads
  Events first = lay(m, {6, 8, 8, 4});
  EXPECT_EQ(lines(cs, first, m.q()),
            (Lines{"Petr vynáší 6.", "Jana: 8, zatím nejvýš.", "Karel: 8, shoda s nejvyšší kartou.", "Eva: 4.",
                   "Shoda na hodnotě 8! Karty zůstávají na stole.", "Hraje se o dvojnásobný zdvih."}));
  EXPECT_EQ(lines(en, first, m.q()),
            (Lines{"Petr leads 6.", "Jana: 8, highest so far.", "Karel: 8, equal to the highest card.", "Eva: 4.",
                   "A tie on 8! The cards stay on the table.", "Now playing for a double trick."}));
  EXPECT_EQ(render(cs, turn_prompt(m.q(), kNames)), (Lines{"Vynáší Jana."}));

  Events second = lay(m, {2, 9, 9, 1});
  EXPECT_EQ(lines(cs, second, m.q()),
            (Lines{"Jana vynáší 2.", "Karel: 9, zatím nejvýš.", "Eva: 9, shoda s nejvyšší kartou.", "Petr: 1.",
                   "Shoda na hodnotě 9! Karty zůstávají na stole.", "Hraje se o trojnásobný zdvih."}));
  EXPECT_EQ(lines(en, second, m.q()).back(), "Now playing for a triple trick.");

  // The table while the third phase is played.
  lay(m, {0});
  EXPECT_EQ(render(cs, table_messages(m.q(), kNames)),
            (Lines{"Hraje se o trojnásobný zdvih.", "První fáze. Petr: 6, Jana: 8, Karel: 8, Eva: 4. Shoda na hodnotě 8.",
                   "Druhá fáze. Jana: 2, Karel: 9, Eva: 9, Petr: 1. Shoda na hodnotě 9.",
                   "Třetí fáze. Karel: 0. Nejvýš Karel, 0."}));
  EXPECT_EQ(render(en, table_messages(m.q(), kNames)).back(), "Phase 3. Karel: 0. Highest: Karel, 0.");

  Events third = lay(m, {7, 3, 6});
  EXPECT_EQ(lines(cs, third, m.q()),
            (Lines{"Eva: 7, zatím nejvýš.", "Petr: 3. Nejvýš zatím Eva, 7.", "Jana: 6.", "SOUND trick_taken",
                   "Eva bere tři zdvihy najednou.", "Zdvihy. Eva a Jana: 3, Petr a Karel: 1."}));
  EXPECT_EQ(lines(en, third, m.q()),
            (Lines{"Eva: 7, highest so far.", "Petr: 3. Highest so far: Eva, 7.", "Jana: 6.", "SOUND trick_taken",
                   "Eva takes 3 tricks at once.", "Tricks. Eva and Jana: 3, Petr and Karel: 1."}));
}

TEST_F(QuistNarration, ACardBelowATie) {
  Match m(assistant());
  Events e = lay(m, {8, 8, 3});
  EXPECT_EQ(lines(cs, e, m.q()), (Lines{"Eva vynáší 8.", "Petr: 8, shoda s nejvyšší kartou.",
                                        "Jana: 3. Nejvýš zatím shoda na hodnotě 8."}));
  EXPECT_EQ(lines(en, e, m.q()).back(), "Jana: 3. Highest so far: a tie on 8.");
  EXPECT_EQ(render(cs, table_messages(m.q(), kNames)), (Lines{"Karty na stole. Eva: 8, Petr: 8, Jana: 3. Shoda na hodnotě 8."}));
  EXPECT_EQ(render(cs, turn_prompt(m.q(), kNames)), (Lines{"Na tahu Karel."}));
  EXPECT_EQ(render(en, turn_prompt(m.q(), kNames)), (Lines{"Karel to play."}));
}

TEST_F(QuistNarration, LastTrickIsReviewableUntilTheNextLead) {
  Match m(assistant());
  lay(m, {5, 7, 3, 2});
  auto items = table_items(m.q(), kNames);
  ASSERT_GE(items.size(), 4u);
  EXPECT_EQ(render(cs, items[0].messages), (Lines{"Stůl je prázdný. Vynáší Petr."}));
  EXPECT_EQ(items[1].kind, ReviewItem::Kind::Public);
  EXPECT_EQ(render(cs, items[1].messages), (Lines{"Poslední zdvih bere Petr kartou 7. Eva: 5, Petr: 7, Jana: 3, Karel: 2."}));
  EXPECT_EQ(render(en, items[1].messages),
            (Lines{"The last trick went to Petr with 7. Eva: 5, Petr: 7, Jana: 3, Karel: 2."}));
  EXPECT_EQ(render(cs, items[2].messages), (Lines{"Zdvihy v této hře. Eva a Jana: 0, Petr a Karel: 1."}));
  EXPECT_EQ(render(cs, items[3].messages),
            (Lines{"Partie: hraje se první hra z deseti, zatím žádná dohraná."}));
  lay(m, {4});  // the next lead
  items = table_items(m.q(), kNames);
  EXPECT_EQ(items[1].kind, ReviewItem::Kind::Refused);
  EXPECT_EQ(render(cs, items[1].messages),
            (Lines{"Poslední zdvih už prohlížet nelze: první karta dalšího zdvihu je vynesená a pak si podle pravidel "
                   "nikdo nesmí předchozí zdvihy prohlížet."}));
  EXPECT_EQ(render(en, items[1].messages),
            (Lines{"The last trick can no longer be reviewed: the next trick has been led, and after that the rules "
                   "let nobody look at earlier tricks."}));
}

TEST_F(QuistNarration, AMultipleLastTrickListsItsPhases) {
  Match m(assistant());
  lay(m, {6, 6, 2, 1, 9, 3, 4, 5});
  auto items = table_items(m.q(), kNames);
  EXPECT_EQ(render(cs, items[1].messages),
            (Lines{"Poslední zdvih, dva zdvihy najednou, bere Eva kartou 9.", "První fáze. Eva: 6, Petr: 6, Jana: 2, Karel: 1.",
                   "Druhá fáze. Eva: 9, Petr: 3, Jana: 4, Karel: 5."}));
}

TEST_F(QuistNarration, Refusals) {
  Match m(assistant());
  EXPECT_EQ(cs.render(refusal(Event("refused.value_exhausted", {{"value", 9}, {"copies", 8}}))),
            "Karta 9 být nemůže: všech 8 karet s hodnotou 9 už v této hře padlo.");
  EXPECT_EQ(en.render(refusal(Event("refused.value_exhausted", {{"value", 9}, {"copies", 8}}))),
            "9 cannot be: all 8 cards of value 9 have been laid in this game.");
  EXPECT_EQ(cs.render(refusal(Event("refused.not_in_hand", {{"seat", 0}, {"value", 7}}))), "Kartu 7 v ruce nemáš.");
  EXPECT_EQ(en.render(refusal(Event("refused.not_in_hand", {{"seat", 0}, {"value", 7}}))),
            "You have no 7 in your hand.");
  EXPECT_EQ(cs.render(refusal(Event("refused.match_over"))), "Hra skončila.");
}

TEST_F(QuistNarration, GameEndMatchScoreClinchedExtraGame) {
  Match m(assistant());
  Events e{Event("game.end", {{"game", 3}, {"winner", 1}, {"tricks0", 4}, {"tricks1", 5}, {"wins0", 1}, {"wins1", 2},
                              {"total0", 14}, {"total1", 13}}),
           Event("match.clinched", {{"team", 0}, {"remaining", 2}}),
           Event("match.extra_game", {{"game", 11}, {"wins", 5}, {"tricks", 45}})};
  EXPECT_EQ(lines(cs, e, m.q()),
            (Lines{"SOUND game_won", "Třetí hra skončila. Vyhrávají Petr a Karel, 5 na 4.",
                   "Stav partie. Eva a Jana: jedna hra, Petr a Karel: dvě hry.",
                   "Eva a Jana už mají partii vyhranou. Zbývající hry se dohrají.",
                   "Hry i zdvihy jsou vyrovnané, 5 na 5 a 45 na 45. Rozhodne dodatková hra."}));
  EXPECT_EQ(lines(en, e, m.q()),
            (Lines{"SOUND game_won", "Game 3 is over. Petr and Karel win, 5 to 4.",
                   "Match. Eva and Jana: 1 game, Petr and Karel: 2 games.",
                   "Eva and Jana have already won the match. The remaining games are still played.",
                   "Games and tricks are level, 5 all and 45 all. An extra game decides."}));
}

TEST_F(QuistNarration, MatchEndAndFinalStandings) {
  Match m(assistant());
  auto end = [](long winner, long by, long w0, long w1, long t0, long t1) {
    return Events{Event("match.end", {{"winner", winner}, {"decided_by", by}, {"wins0", w0}, {"wins1", w1},
                                      {"total0", t0}, {"total1", t1}, {"games", w0 + w1}})};
  };
  EXPECT_EQ(lines(cs, end(0, 0, 6, 4, 48, 42), m.q()),
            (Lines{"SOUND game_won", "Konec partie. Vyhrávají Eva a Jana, hry 6 na 4.", "Konečné pořadí:",
                   "Eva a Jana: 6 her, 48 zdvihů.", "Petr a Karel: čtyři hry, 42 zdvihů."}));
  EXPECT_EQ(lines(en, end(0, 0, 6, 4, 48, 42), m.q()),
            (Lines{"SOUND game_won", "The match is over. Eva and Jana win, 6 games to 4.", "Final standings:",
                   "Eva and Jana: 6 games, 48 tricks.", "Petr and Karel: 4 games, 42 tricks."}));
  EXPECT_EQ(lines(cs, end(1, 1, 5, 5, 44, 46), m.q())[1],
            "Konec partie. Hry jsou vyrovnané, 5 na 5. Na zdvihy vyhrávají Petr a Karel, 46 na 44.");
  EXPECT_EQ(lines(en, end(1, 1, 5, 5, 44, 46), m.q())[1],
            "The match is over. Games are level, 5 to 5; Petr and Karel win on tricks, 46 to 44.");
  EXPECT_EQ(lines(cs, end(0, 2, 6, 5, 50, 49), m.q())[1],
            "Konec partie. Dodatkovou hru a celou partii vyhrávají Eva a Jana.");
  EXPECT_EQ(lines(cs, end(1, 0, 0, 1, 4, 5), m.q()),
            (Lines{"SOUND game_won", "Konec partie. Vyhrávají Petr a Karel, hry 1 na 0.", "Konečné pořadí:",
                   "Petr a Karel: jedna hra, 5 zdvihů.", "Eva a Jana: 0 her, čtyři zdvihy."}));
}

TEST_F(QuistNarration, TieRuleAtTheEndOfTheHand) {
  Match m(assistant());
  Events e{Event("trick.won", {{"seat", 1}, {"team", 1}, {"value", 9}, {"tricks", 2}, {"cards", 8}, {"tie_rule", 1},
                               {"team_tricks", 5}, {"other_tricks", 4}})};
  EXPECT_EQ(lines(cs, e, m.q()),
            (Lines{"SOUND trick_taken",
                   "Poslední fáze skončila shodou a karty došly. Petr bere dva zdvihy za první nejvyšší kartu."}));
  EXPECT_EQ(lines(en, e, m.q()).back(),
            "The last phase tied and the cards are gone. Petr laid the first highest card and takes 2 tricks.");
}

TEST_F(QuistNarration, SeatingByCutting) {
  Match m({{"mode", "assistant"}, {"seating", "cut"}});
  Events e = lay(m, {3, 4, 6, 7});  // Eva and Karel cut odd values
  EXPECT_EQ(lines(cs, e, m.q()),
            (Lines{"Eva snímá 3.", "Petr snímá 4.", "Jana snímá 6.", "Karel snímá 7.",
                   "Spolu hrají Eva a Karel, proti nim Petr a Jana. Partneři sedí naproti sobě.",
                   "Po směru hodinových ručiček sedí Eva, Petr, Karel a Jana.",
                   "První hra z deseti. Rozdává Eva, vynáší Petr.",
                   "Eva rozdá každému devět karet. Pak zadávejte každou vynesenou kartu: číslici a Enter."}));
  EXPECT_EQ(lines(en, e, m.q())[4], "Eva and Karel play together against Petr and Jana. Partners sit opposite each other.");
  Match again({{"mode", "assistant"}, {"seating", "cut"}});
  EXPECT_EQ(render(cs, turn_prompt(again.q(), kNames)), (Lines{"Eva: sejmi kartu a zadej její hodnotu."}));
  EXPECT_EQ(lines(cs, lay(again, {1, 3, 5, 7}), again.q()).back(),
            "Liché číslo musí sejmout právě dva hráči. Snímá se znovu.");
  // Issue 43: the rule once; cut after cut only says that it goes on.
  EXPECT_EQ(lines(cs, lay(again, {2, 4, 6, 8}), again.q()).back(), "Ani teď ne, snímá se znovu.");
  EXPECT_EQ(lines(cs, lay(again, {1, 3, 5, 7}), again.q()).back(), "Ani teď ne, snímá se znovu.");
}

TEST_F(QuistNarration, TheHintSaysDvojiceAsTheGameDoes) {
  EXPECT_EQ(cs.render(Message("quist.hint.chance").with("percent", 60)), "Šance, že vaše dvojice vyhraje tuto hru: asi 60 procent.");
  EXPECT_EQ(cs.render(Message("quist.help.over")).rfind("Hra skončila.", 0), 0u);
}

TEST_F(QuistNarration, GameStartVariantsAndTheDeal) {
  Match m({{"games", "1"}, {"dealer", "2"}});
  EXPECT_EQ(lines(cs, {first_game_event(m.q())}, m.q()), (Lines{"Partie na jednu hru. Rozdává Petr, vynáší Jana."}));
  Events extra{Event("game.start", {{"game", 11}, {"games", 11}, {"dealer", 2}, {"leader", 3}, {"extra", 1}})};
  EXPECT_EQ(lines(cs, extra, m.q()), (Lines{"Dodatková hra. Rozdává Jana, vynáší Karel."}));
  EXPECT_EQ(lines(en, extra, m.q()), (Lines{"The extra game. Jana deals, Karel leads."}));
  Events deal;
  while (m.state->is_chance()) {
    Events one = m.apply(m.state->legal_actions().front() + static_cast<int>(m.q().cards_dealt() % 3));
    deal.insert(deal.end(), one.begin(), one.end());
  }
  EXPECT_EQ(lines(cs, deal, m.q()), (Lines{"SOUND card_dealt", "Rozdáno, každý má devět karet."}))
      << "one cue per deal; the dealt cards themselves are never spoken";
}

// Dealer mode with a chosen hand for Eva: Karel deals, so Eva gets every fourth card.
TEST_F(QuistNarration, MyHandCardByCardAndByValue) {
  Match m(GameOptions{{"dealer", "4"}});
  const std::vector<int> eva = {1, 3, 3, 5, 7, 7, 7, 9, 9};
  for (int i = 0; i < kCardsPerGame; ++i) m.apply(i % 4 == 0 ? eva[static_cast<std::size_t>(i / 4)] : i % 10);
  auto items = hand_items(m.q(), kNames, 0);
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].kind, ReviewItem::Kind::Hand);
  EXPECT_EQ(render(cs, items[0].messages), (Lines{"Eva, tvoje karty: 1, 3, 3, 5, 7, 7, 7, 9, 9."}));
  EXPECT_EQ(render(en, items[0].messages), (Lines{"Eva, your cards: 1, 3, 3, 5, 7, 7, 7, 9, 9."}));
  EXPECT_EQ(cs.render(items[0].gate), "Tvoje karty, Eva. Ostatní ať neposlouchají. Enter je přečte.");
  EXPECT_EQ(render(cs, items[1].messages), (Lines{"Eva, tvoje karty podle hodnot:", "Jedna jednička.", "Dvě trojky.",
                                                  "Jedna pětka.", "Tři sedmičky.", "Dvě devítky."}));
  EXPECT_EQ(render(en, items[1].messages),
            (Lines{"Eva, your cards by value:", "1 one.", "2 threes.", "1 five.", "3 sevens.", "2 nines."}));
  EXPECT_EQ(cs.render(refusal(*m.state->why_illegal(4))), "Kartu 4 v ruce nemáš.");
}

TEST_F(QuistNarration, HelpAndWherePlayStands) {
  Match m(assistant());
  lay(m, {5, 7, 3, 2, 6});
  EXPECT_EQ(render(cs, help(m.q(), kNames, -1, false)),
            (Lines{"Zadej číslicí kartu, kterou vynáší Jana, a potvrď Enterem. Tečka zruší zadanou číslici. Plus a "
                   "minus: stůl, poslední zdvih, zdvihy a partie. Hvězdička: zopakovat, dvakrát rychle: celý stav. "
                   "Lomítko znovu: pravidla.",
                   "Lomítko dvakrát rychle: rada, když o kartě rozhoduje stav na stole."}));
  EXPECT_EQ(render(cs, help(m.q(), kNames, 4, false)), (Lines{"Enter potvrdí: Jana, 4. Tečka zruší, jiná číslice opraví.",
                                                             "Lomítko dvakrát rychle: rada, když o kartě rozhoduje stav na stole."}));
  EXPECT_EQ(render(cs, help(m.q(), kNames, -1, true)),
            (Lines{"Hra skončila. Enter: další hra. Plus a minus: poslední zdvih, zdvihy a partie."}));
  EXPECT_EQ(render(cs, where_play_stands(m.q(), kNames)),
            (Lines{"První hra z deseti.", "Zdvihy v této hře. Eva a Jana: 0, Petr a Karel: 1.",
                   "Karty na stole. Petr: 6. Nejvýš Petr, 6.", "Na tahu Jana."}));
  EXPECT_EQ(render(en, where_play_stands(m.q(), kNames)),
            (Lines{"Game 1 of 10.", "Tricks this game. Eva and Jana: 0, Petr and Karel: 1.",
                   "Cards on the table. Petr: 6. Highest: Petr, 6.", "Jana to play."}));
  Match dealer(GameOptions{{"dealer", "4"}});
  EXPECT_EQ(render(cs, help(dealer.q(), kNames, 7, false)),
            (Lines{"Enter vynese kartu 7. Tečka volbu zruší, jiná číslice vybere jinou kartu.",
                   "Lomítko dvakrát rychle: rada, kterou kartu položit a proč; Enter ji pak vynese."}));
  EXPECT_EQ(render(en, help(dealer.q(), kNames, -1, false)).front().substr(0, 48),
            "Choose a card with a digit; OK lays it, Del canc");
  EXPECT_EQ(render(cs, rule_summary()).size(), 11u);
}

TEST_F(QuistNarration, TheLessonReplaysTheExampleWithTwoTies) {
  std::vector<std::string> all;
  for (const auto& step : lesson_steps())
    for (const auto& m : step) all.push_back(cs.render(m));
  auto has = [&](const std::string& line) { return std::find(all.begin(), all.end(), line) != all.end(); };
  EXPECT_TRUE(has("Příklad: Anna a Cecílie hrají proti Borisovi a Danovi. Rozdával Dan, proto vynáší Anna."));
  EXPECT_TRUE(has("První zdvih."));
  EXPECT_TRUE(has("Boris bere zdvih."));
  EXPECT_TRUE(has("Druhý zdvih."));
  EXPECT_TRUE(has("Shoda na hodnotě 8! Karty zůstávají na stole."));
  EXPECT_TRUE(has("Druhá fáze, vynáší Cecílie."));
  EXPECT_TRUE(has("Hraje se o trojnásobný zdvih."));
  EXPECT_TRUE(has("Třetí fáze, vynáší Dan."));
  EXPECT_TRUE(has("Anna bere tři zdvihy najednou."));
  EXPECT_TRUE(has("Zdvihy. Anna a Cecílie: 3, Boris a Dan: 1."));
  for (const auto& line : all) EXPECT_EQ(line.find("quist."), std::string::npos) << "missing message: " << line;
}

TEST_F(QuistNarration, EveryQuistMessageExistsInBothCatalogs) {
  for (const auto& [context, id] : cs.catalog().keys())
    if (id.rfind("quist.", 0) == 0 || id.rfind("noun.cardvalue", 0) == 0) {
      EXPECT_TRUE(en.catalog().has(id, context)) << id;
    }
  for (const auto& [context, id] : en.catalog().keys())
    if (id.rfind("quist.", 0) == 0 || id.rfind("noun.cardvalue", 0) == 0) {
      EXPECT_TRUE(cs.catalog().has(id, context)) << id;
    }
}

}  // namespace
}  // namespace sh::quist
