// KIVI narration: the exact Czech and English sentences for events, refusals, the cell
// under the cursor, stones, the score breakdown, status, help and the lesson.
#include "games/kivi/kivi_narration.h"

#include <gtest/gtest.h>

#include "games/kivi/kivi_entry.h"
#include "kivi_test_util.h"
#include "narration/language.h"

namespace sh::kivi {
namespace {

using testing::as_kivi;
using testing::find_event;
using testing::place_with_joker;
using testing::rc;
using testing::roll_dice;

using Lines = std::vector<std::string>;

class KiviNarration : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  std::vector<std::string> names{"Eva", "Petr"};
  std::shared_ptr<const Game> game = testing::kivi_game(2);
  std::unique_ptr<State> state = game->new_initial_state();
  KiviState& s = as_kivi(*state);

  Context ctx(const Language& lang, Mode mode = Mode::Dealer) const {
    return Context{s, names, mode, lang, Verbosity::Normal};
  }

  Lines say(const std::vector<Message>& ms, const Language& lang) const {
    Lines out;
    for (const auto& m : ms) out.push_back(lang.render(m));
    return out;
  }
  Lines say(const Narration& n, const Language& lang) const {
    Lines out;
    for (const auto& piece : n) {
      if (!piece.cue.empty()) out.push_back("SOUND " + piece.cue);
      if (piece.message) out.push_back(lang.render(*piece.message));
    }
    return out;
  }
  // Narrates every event of one action, with the state just after it.
  Lines act(Action a, const Language& lang, Mode mode = Mode::Dealer) {
    auto copy = state->clone();
    Events events;
    copy->apply(a, &events);
    Lines out;
    Context c{as_kivi(*copy), names, mode, lang, Verbosity::Normal};
    for (const auto& e : events) {
      auto lines = say(narrate(e, c), lang);
      out.insert(out.end(), lines.begin(), lines.end());
    }
    return out;
  }
  // Rolls all but the last die, then narrates the last one in both languages.
  std::pair<Lines, Lines> roll(const std::vector<int>& dice) {
    for (std::size_t i = 0; i + 1 < dice.size(); ++i) state->apply(die_action(dice[i]));
    auto both = std::make_pair(act(die_action(dice.back()), cs), act(die_action(dice.back()), en));
    state->apply(die_action(dice.back()));
    return both;
  }
};

TEST_F(KiviNarration, CombinationNamesAreCzechWords) {
  EXPECT_EQ(combination_name(Combination::FullHouse, cs), "trojice a dvojice");
  EXPECT_EQ(combination_name(Combination::Straight5, cs), "postupka pěti");
  EXPECT_EQ(combination_name(Combination::SumAtMost12, cs), "součet nejvýš 12");
  EXPECT_EQ(combination_name(Combination::AllOdd, cs), "vše liché");
  EXPECT_EQ(combination_name(Combination::FourAndPair, cs), "čtveřice a dvojice");
  EXPECT_EQ(combination_name(Combination::FullHouse, en), "three of a kind and a pair");
  EXPECT_EQ(combination_name(Combination::SumAtLeast30, en), "sum 30 or more");
  EXPECT_EQ(joker_name(Joker::FiveOfAKind, cs), "pět stejných");
  for (Combination c : all_combinations()) {
    EXPECT_NE(combination_name(c, cs).rfind("kivi.", 0), 0u) << static_cast<int>(c);
    EXPECT_NE(combination_name(c, en).rfind("kivi.", 0), 0u) << static_cast<int>(c);
  }
}

// Issue 30: at normal verbosity a roll says how many cells and which combinations (not
// every cell, about 90 words a placement); key 8 (dice_and_allowed) lists the cells.
TEST_F(KiviNarration, RollSaysTheCountAndTheCombinationsKey8ListsTheCells) {
  auto [czech, english] = roll({5, 3, 5, 2, 5, 3});
  EXPECT_EQ(czech, (Lines{"SOUND dice_rolled", "První hod: 5 5 5 3 3 2.",
                          "Kostky dovolují čtyři pole: trojice a dvojice. Pole vyjmenuje osmička."}));
  EXPECT_EQ(english, (Lines{"SOUND dice_rolled", "First roll: 5 5 5 3 3 2.",
                            "The dice allow 4 cells: three of a kind and a pair. Key 8 lists the cells."}));
  EXPECT_EQ(say(dice_and_allowed(ctx(cs)), cs),
            (Lines{"První hod: 5 5 5 3 3 2.",
                   "Kostky dovolují čtyři pole: trojice a dvojice, řádek 3 sloupec 7, řádek 4 sloupec 2, "
                   "řádek 6 sloupec 5, řádek 7 sloupec 7.",
                   "Ještě dva hody."}));
  EXPECT_EQ(say(dice_and_allowed(ctx(en)), en)[1],
            "The dice allow 4 cells: three of a kind and a pair, row 3 column 7, row 4 column 2, "
            "row 6 column 5, row 7 column 7.");
  EXPECT_EQ(say(dice_and_allowed(ctx(cs)), cs).back(), "Ještě dva hody.");
  EXPECT_EQ(say(dice_and_allowed(ctx(en)), en).back(), "2 rolls left.");
}

// Straights nest (PRODUCT.md, issue 39 item 5): 1 2 3 4 5 5 with straight-of-five cells free
// allows those only, and the beginner hears why not the straight of four.
TEST_F(KiviNarration, AStraightOfFiveTakesItsOwnCellsBeforeAStraightOfFour) {
  auto [czech, english] = roll({1, 2, 3, 4, 5, 5});
  EXPECT_EQ(czech[2], "Kostky dovolují čtyři pole: postupka pěti. Pole vyjmenuje osmička.");
  EXPECT_EQ(say(dice_and_allowed(ctx(cs)), cs)[1],
            "Kostky dovolují čtyři pole: postupka pěti, řádek 1 sloupec 2, řádek 3 sloupec 4, řádek 4 sloupec 7, "
            "řádek 5 sloupec 2.");
  EXPECT_EQ(say(dice_and_allowed(ctx(en)), en)[1],
            "The dice allow 4 cells: straight of five, row 1 column 2, row 3 column 4, row 4 column 7, "
            "row 5 column 2.");
}

TEST_F(KiviNarration, JokerAndNothingAllowed) {
  auto [czech, english] = roll({4, 4, 4, 4, 4, 2});
  EXPECT_EQ(czech, (Lines{"SOUND dice_rolled", "První hod: 4 4 4 4 4 2.", "Pět stejných je žolík: libovolné volné pole."}));
  EXPECT_EQ(english[2], "Five of a kind is a joker: any free cell.");
  s.apply(kRoll);
  auto [czech2, english2] = roll({6, 5, 3, 2, 2, 1});
  EXPECT_EQ(czech2, (Lines{"SOUND dice_rolled", "Druhý hod: 6 5 3 2 2 1.", "Kostky nedovolují žádné pole, ještě jeden hod."}));
  EXPECT_EQ(english2[2], "The dice allow no cell, 1 roll left.");
}

TEST_F(KiviNarration, HoldingRerollingAndTheLastRoll) {
  roll({5, 3, 5, 2, 5, 3});
  s.apply(hold_action(5));
  s.apply(hold_action(5));
  EXPECT_EQ(cs.render(held_summary(ctx(cs))), "Držené: 5 5. Volné: 5 3 3 2.");
  EXPECT_EQ(en.render(held_summary(ctx(en))), "Held: 5 5. Free: 5 3 3 2.");
  EXPECT_EQ(act(kRoll, cs, Mode::Assistant), (Lines{"Eva hází znovu, drží 5 5.", "Zadej čtyři kostky, v libovolném pořadí."}));
  EXPECT_EQ(act(kRoll, en, Mode::Assistant), (Lines{"Eva rolls again, holding 5 5.", "Enter 4 dice, in any order."}));
  s.apply(kRoll);
  roll({5, 1, 1, 3});
  s.apply(kRoll);
  auto [czech, english] = roll({5, 5, 3, 3});
  EXPECT_EQ(czech.back(), "Hody došly, polož kámen.");
  EXPECT_EQ(english.back(), "No rolls left, place a stone.");
  EXPECT_EQ(czech[1], "Třetí hod: 5 5 5 5 3 3.");
}

TEST_F(KiviNarration, TurnPlacementAndStoneLost) {
  roll({5, 3, 5, 2, 5, 3});
  EXPECT_EQ(act(place_action(rc(3, 1)), cs, Mode::Assistant),
            (Lines{"Eva: řádek 4, sloupec 2, trojice a dvojice, jeden bod. Skóre 1.", "SOUND your_turn",
                   "Petr na tahu, první kolo, v zásobě 10 kamenů.", "Zadej 6 kostek, v libovolném pořadí."}));
  EXPECT_EQ(act(place_action(rc(3, 1)), en, Mode::Assistant),
            (Lines{"Eva: row 4, column 2, three of a kind and a pair, 1 point. Score 1.", "SOUND your_turn",
                   "Petr to play, round 1, 10 stones in hand.", "Enter 6 dice, in any order."}));
  Event lost("kivi.stone_lost", {{"player", 1}, {"lost", 1}, {"in_hand", 3}});
  EXPECT_EQ(say(narrate(lost, ctx(cs)), cs), (Lines{"Petr ztrácí kámen, v zásobě tři kameny."}));
  EXPECT_EQ(say(narrate(lost, ctx(en)), en), (Lines{"Petr loses a stone, 3 stones in hand."}));
  Event turn("kivi.turn_started", {{"player", 0}, {"round", 10}, {"in_hand", 1}});
  EXPECT_EQ(say(narrate(turn, ctx(cs)), cs), (Lines{"SOUND your_turn", "Eva na tahu, desáté kolo, v zásobě jeden kámen."}));
}

TEST_F(KiviNarration, SixOfAKindDisplacesAndTheOwnerChoosesAFreeCell) {
  place_with_joker(s, rc(3, 3));  // Eva
  roll({6, 6, 6, 6, 6, 6});        // Petr
  EXPECT_EQ(cs.render(allowed_cells(ctx(cs), AllowedDetail::AfterRoll).front()), "Šest stejných je žolík: libovolné pole, i se soupeřovým kamenem.");
  auto cell = say(describe_cell(rc(3, 3), ctx(cs)), cs);
  EXPECT_EQ(cell, (Lines{"Řádek 4, sloupec 4: dvě trojice, tři body, drží Eva.",
                         "Povoleno, soupeřův kámen se přesune.", "Vedle žádný kámen."}));
  EXPECT_EQ(act(place_action(rc(3, 3)), cs),
            (Lines{"Petr: šest stejných, žolík na řádek 4, sloupec 4: dvě trojice, tři body. Skóre 3.", "SOUND capture",
                   "Petr vyhazuje kámen, který drží Eva.", "Eva: skóre kleslo na 0.",
                   "Petr: vyber volné pole pro vyhozený kámen, který drží Eva. Plus a minus procházejí volná pole, "
                   "devítka, řádek, sloupec vybere pole, Enter potvrdí."}));
  EXPECT_EQ(act(place_action(rc(3, 3)), en)[2], "Petr knocks out a stone of Eva.");
  EXPECT_EQ(act(place_action(rc(3, 3)), en)[3], "Eva: score down to 0.");
  s.apply(place_action(rc(3, 3)));
  EXPECT_EQ(say(where_play_stands(ctx(cs)), cs).front(),
            "První kolo: vyhozený kámen, který drží Eva, přesouvá Petr, v zásobě 9 kamenů.");
  EXPECT_EQ(cs.render(cursor_step(rc(0, 0), ctx(cs))), "Řádek 1, sloupec 1: dvě dvojice, jeden bod, vedle žádný kámen.");
  EXPECT_EQ(say(describe_cell(rc(3, 3), ctx(cs)), cs),
            (Lines{"Řádek 4, sloupec 4: dvě trojice, tři body, drží Petr.", "Obsazené, sem kámen přesunout nejde.",
                   "Vedle žádný kámen."}));
  EXPECT_EQ(say(where_play_stands(ctx(cs)), cs).back(),
            "Petr: vyber volné pole pro vyhozený kámen, který drží Eva. Plus a minus procházejí volná pole, devítka, "
            "řádek, sloupec vybere pole, Enter potvrdí.");
  EXPECT_EQ(act(relocate_action(rc(0, 0)), cs)[0],
            "Petr přesouvá kámen, který drží Eva: řádek 1, sloupec 1, dvě dvojice, jeden bod. Eva má skóre 1.");
  EXPECT_EQ(act(relocate_action(rc(0, 0)), en)[0],
            "Petr moves the stone of Eva to row 1, column 1, two pairs, 1 point. Eva has 1.");
  auto busy = s.why_illegal(relocate_action(rc(3, 3)));
  ASSERT_TRUE(busy);
  EXPECT_EQ(cs.render(refusal(*busy, ctx(cs))), "Pole na řádku 4, sloupci 4 je obsazené, drží ho Petr.");
  EXPECT_EQ(en.render(refusal(*busy, ctx(en))), "The cell at row 4, column 4 is taken, Petr holds it.");
}

TEST_F(KiviNarration, TheCellUnderTheCursor) {
  place_with_joker(s, rc(3, 1));  // Eva, row 4 column 2
  place_with_joker(s, rc(2, 2));  // Petr, row 3 column 3
  roll({2, 2, 4, 4, 6, 6});
  EXPECT_EQ(say(describe_cell(rc(3, 2), ctx(cs)), cs),
            (Lines{"Řádek 4, sloupec 3: vše sudé, dva body, volné.", "Povoleno.", "Vedle: Petr nahoře, Eva vlevo."}));
  EXPECT_EQ(say(describe_cell(rc(3, 2), ctx(en)), en),
            (Lines{"Row 4, column 3: all even, 2 points, free.", "Allowed.", "Next to it: Petr above, Eva on the left."}));
  EXPECT_EQ(say(describe_cell(rc(2, 2), ctx(cs)), cs),
            (Lines{"Řádek 3, sloupec 3: součet aspoň 30, dva body, drží Petr.", "Nepovoleno: pole je obsazené.",
                   "Vedle žádný kámen."}));
  EXPECT_EQ(say(describe_cell(rc(2, 2), ctx(en)), en),
            (Lines{"Row 3, column 3: sum 30 or more, 2 points, held by Petr.", "Not allowed: the cell is taken.",
                   "No stone next to it."}));
  // Walking the allowed cells: one sentence, the neighbours in it.
  EXPECT_EQ(cs.render(cursor_step(rc(3, 2), ctx(cs))),
            "Řádek 4, sloupec 3: vše sudé, dva body, vedle Petr nahoře, Eva vlevo.");
  EXPECT_EQ(en.render(cursor_step(rc(3, 2), ctx(en))),
            "Row 4, column 3: all even, 2 points, next to it Petr above, Eva on the left.");
  EXPECT_EQ(cs.render(*not_allowed(rc(0, 1), ctx(cs))), "Nepovoleno: tuhle kombinaci kostky neukazují.");
  EXPECT_FALSE(not_allowed(rc(3, 2), ctx(cs)).has_value());
}

TEST_F(KiviNarration, RefusalsSayWhy) {
  place_with_joker(s, rc(0, 0));  // Eva
  place_with_joker(s, rc(0, 1));  // Petr
  roll({5, 3, 5, 2, 5, 3});        // Eva: AAA BB
  auto why = [&](Action a, const Language& lang) {
    auto e = s.why_illegal(a);
    return e ? lang.render(refusal(*e, ctx(lang))) : std::string("legal");
  };
  EXPECT_EQ(why(place_action(rc(0, 3)), cs),
            "Pole na řádku 1, sloupci 4: trojice. Kostky ale ukazují vyšší kombinaci, která má volné pole: trojice a "
            "dvojice.");
  EXPECT_EQ(why(place_action(rc(0, 3)), en),
            "Row 1, column 4 is three of a kind. But the dice show a higher combination with a free cell: three of a "
            "kind and a pair.");
  EXPECT_EQ(why(place_action(rc(0, 4)), cs), "Pole na řádku 1, sloupci 5: vše liché. To kostky neukazují.");
  EXPECT_EQ(why(place_action(rc(0, 4)), en), "Row 1, column 5 is all odd, and the dice do not show it.");
  EXPECT_EQ(why(place_action(rc(0, 0)), cs), "Na řádku 1, sloupci 1 už leží tvůj kámen.");
  EXPECT_EQ(why(place_action(rc(0, 1)), cs), "Pole na řádku 1, sloupci 2 je obsazené, drží ho Petr.");
  EXPECT_EQ(why(hold_action(4), cs), "Žádná kostka neukazuje 4.");
  EXPECT_EQ(why(hold_action(4), en), "No die shows 4.");
  EXPECT_EQ(why(release_action(5), cs), "Žádná držená kostka neukazuje 5.");
  s.apply(kRoll);
  EXPECT_EQ(why(die_action(9), cs), "Kostka má jen čísla jedna až šest, 9 ne.");
  EXPECT_EQ(why(die_action(0), en), "A die shows one to six only, not 0.");
  roll({1, 2, 3, 4, 6, 6});
  s.apply(kRoll);
  roll({1, 2, 3, 4, 6, 6});
  EXPECT_EQ(why(kRoll, cs), "Tři hody jsou vyčerpané, polož kámen.");
  EXPECT_EQ(why(kRoll, en), "All three rolls are used, place a stone.");
}

// The rulebook's example worth 56 points as Eva's ten stones; Petr's ten lie apart.
class KiviScoreNarration : public KiviNarration {
 protected:
  void SetUp() override {
    const std::vector<int> petr = {rc(6, 0), rc(6, 2), rc(6, 4), rc(6, 6), rc(4, 0),
                                   rc(4, 2), rc(4, 4), rc(4, 6), rc(5, 1), rc(5, 3)};
    auto eva = rulebook_example_cells();
    for (std::size_t i = 0; i < eva.size(); ++i) {
      place_with_joker(s, eva[i]);
      if (i + 1 < eva.size()) place_with_joker(s, petr[i]);
    }
    roll_dice(s, {1, 1, 1, 1, 1, 2});
  }
};

TEST_F(KiviScoreNarration, BreakdownIntoSingleStonesAndRuns) {
  EXPECT_EQ(say(score_breakdown(0, s, names), cs),
            (Lines{"Eva: 56 bodů.", "Samostatné kameny: 1 + 2 je 3.",
                   "Vodorovná řada v řádku 2, sloupce 6 až 7: 3 + 2 je 5, krát 2 je 10.",
                   "Vodorovná řada v řádku 4, sloupce 2 až 4: 1 + 2 + 3 je 6, krát 3 je 18.",
                   "Svislá řada ve sloupci 6, řádky 1 až 2: 2 + 3 je 5, krát 2 je 10.",
                   "Svislá řada ve sloupci 7, řádky 2 až 4: 2 + 1 + 2 je 5, krát 3 je 15."}));
  EXPECT_EQ(say(score_breakdown(0, s, names), en),
            (Lines{"Eva: 56 points.", "Single stones: 1 + 2 makes 3.",
                   "Horizontal run in row 2, columns 6 to 7: 3 + 2 makes 5, times 2 is 10.",
                   "Horizontal run in row 4, columns 2 to 4: 1 + 2 + 3 makes 6, times 3 is 18.",
                   "Vertical run in column 6, rows 1 to 2: 2 + 3 makes 5, times 2 is 10.",
                   "Vertical run in column 7, rows 2 to 4: 2 + 1 + 2 makes 5, times 3 is 15."}));
  EXPECT_EQ(say(score_breakdown(1, s, names), cs).front(), "Petr: 16 bodů.");
}

TEST_F(KiviScoreNarration, StonesRowsAndStatus) {
  EXPECT_EQ(cs.render(stones_of(0, ctx(cs))),
            "Eva, kameny: řádek 1 sloupec 1, řádek 1 sloupec 3, řádek 1 sloupec 6, řádek 2 sloupec 6, řádek 2 sloupec "
            "7, řádek 3 sloupec 7, řádek 4 sloupec 2, řádek 4 sloupec 3, řádek 4 sloupec 4, řádek 4 sloupec 7. V "
            "zásobě žádný kámen.");
  EXPECT_EQ(en.render(stones_of(1, ctx(en))),
            "Petr's stones: row 5 column 1, row 5 column 3, row 5 column 5, row 5 column 7, row 6 column 2, row 7 "
            "column 1, row 7 column 3, row 7 column 5, row 7 column 7. 1 stone in hand.");
  EXPECT_EQ(cs.render(board_row(0, ctx(cs))), "Řádek 1: sloupec 1 Eva, sloupec 3 Eva, sloupec 6 Eva, ostatní volná.");
  EXPECT_EQ(en.render(board_row(4, ctx(en))),
            "Row 5: column 1 Petr, column 3 Petr, column 5 Petr, column 7 Petr, the rest free.");
  EXPECT_EQ(cs.render(board_column(6, ctx(cs))), "Sloupec 7: řádky 2 až 4 Eva, řádek 5 Petr, řádek 7 Petr, ostatní volná.");
  EXPECT_EQ(en.render(board_column(6, ctx(en))), "Column 7: rows 2 to 4 Eva, row 5 Petr, row 7 Petr, the rest free.");
  EXPECT_EQ(cs.render(board_row(3, ctx(cs))), "Řádek 4: sloupce 2 až 4 Eva, sloupec 7 Eva, ostatní volná.");
  EXPECT_EQ(cs.render(row_cells(0, ctx(cs))),
            "Po sloupcích. 1: dvě dvojice, jeden bod. 2: postupka pěti, dva body. 3: součet nejvýš 12, dva body. 4: "
            "trojice, jeden bod. 5: vše liché, dva body. 6: vše sudé, dva body. 7: trojice, jeden bod.");
  EXPECT_EQ(say(where_play_stands(ctx(cs)), cs).front(), "Desáté kolo, na tahu Petr, v zásobě jeden kámen.");
  EXPECT_EQ(say(help(ctx(cs)), cs).front(),
            "Jednička až šestka podrží kostku s tím číslem, když už jsou všechny takové držené, pustí je. Nula pustí "
            "všechny. Enter bez vybraného pole hází kostkami, které nedržíš. Sedmička: rada; Enter hned po ní udělá, co "
            "radí, i když bylo vybrané jiné pole. Osmička: kostky a seznam povolených polí.");
  // Typed dice ("Držím", a seventh die) only beside physical dice (issue 43).
  EXPECT_NE(say(help(ctx(cs, Mode::Assistant)), cs).front().find("sedmá kostka"), std::string::npos);
  // Issue 30: the help calls the jokers jokers, as play does ("pět stejných, žolík na ...").
  EXPECT_NE(cs.render(Message("kivi.help.rules")).find("Žolíci: postupka jedna až šest a pět stejných smí na "
                                                        "libovolné volné pole, šest stejných i na pole se soupeřovým "
                                                        "kamenem."),
            std::string::npos);
}

// Issue 30: a breakdown's single stone names its cell ("Samostatný kámen: jeden bod." did not).
TEST_F(KiviNarration, ASingleStoneIsNamedByItsCell) {
  place_with_joker(s, rc(2, 4));
  const Lines czech = say(score_breakdown(0, s, names), cs);
  ASSERT_EQ(czech.size(), 2u);
  EXPECT_EQ(czech[1].rfind("Samostatný kámen na řádku 3, sloupci 5: ", 0), 0u) << czech[1];
  EXPECT_EQ(say(score_breakdown(0, s, names), en)[1].rfind("Single stone at row 3, column 5: ", 0), 0u);
}

TEST_F(KiviScoreNarration, GameOverNamesTheWinnerThenTheRanking) {
  const Action last = place_action(rc(5, 5));
  EXPECT_EQ(act(last, cs), (Lines{"Petr: pět stejných, žolík na řádek 6, sloupec 6: tři dvojice, tři body. Skóre 19.",
                                  "SOUND game_won",
                                  "Konec hry. Vítězka: Eva, 56 bodů.", "První místo: Eva, 56 bodů.",
                                  "Druhé místo: Petr, 19 bodů."}));
  EXPECT_EQ(act(last, en), (Lines{"Petr: five of a kind, a joker on row 6, column 6: three pairs, 3 points. Score 19.",
                                  "SOUND game_won",
                                  "Game over. Winner: Eva, 56 points.", "First place: Eva, 56 points.",
                                  "Second place: Petr, 19 points."}));
  s.apply(last);
  EXPECT_EQ(say(where_play_stands(ctx(cs)), cs),
            (Lines{"Hra skončila. Pořadí:", "První místo: Eva, 56 bodů.", "Druhé místo: Petr, 19 bodů."}));
  Event shared("kivi.game_over", {{"winner", -1}, {"winners", 2}, {"score", 40}});
  EXPECT_EQ(say(narrate(shared, ctx(cs)), cs)[1], "Konec hry. O první místo se dělí dva hráči, každý 40 bodů.");
  EXPECT_EQ(say(narrate(shared, ctx(en)), en)[1], "Game over. 2 players share first place, 40 points each.");
}

TEST_F(KiviNarration, LessonExplainsTheRulebookExampleStepByStep) {
  auto steps = lesson_steps();
  ASSERT_GE(steps.size(), 16u);
  EXPECT_EQ(cs.render(steps.back().back()), "Součet: 56 bodů, jako v pravidlech.");
  EXPECT_EQ(en.render(steps.back().back()), "Total: 56 points, as in the rulebook.");
  bool singles = false, run = false, where = false;
  for (const auto& step : steps)
    for (const auto& m : step) {
      const std::string text = cs.render(m);
      singles = singles || text == "Samostatné kameny: 1 + 2 je 3.";
      run = run || text == "Vodorovná řada v řádku 4, sloupce 2 až 4: 1 + 2 + 3 je 6, krát 3 je 18.";
      where = where || text == "Řádek 1, sloupce 1, 3, 6.";
      EXPECT_EQ(text.find("kivi."), std::string::npos) << text;
      EXPECT_EQ(en.render(m).find("kivi."), std::string::npos) << m.id;
    }
  EXPECT_TRUE(singles);
  EXPECT_TRUE(run);
  EXPECT_TRUE(where);
}

}  // namespace
}  // namespace sh::kivi
