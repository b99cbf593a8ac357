// Numberfloor narration: the exact Czech and English sentences for the piles, laid cards,
// refusals (the rulebook's "on floor 8 with balloon 2 only 8, 6 or 0"), the hand under the
// cursor, stars, the winner, and the lesson's worked turn.
#include "games/numberfloor/numberfloor_narration.h"

#include <gtest/gtest.h>

#include <random>

#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_hint.h"
#include "narration/language.h"
#include "numberfloor_test_support.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;
using testing::B;
using testing::dealt;
using testing::F;
using testing::N;
using testing::nf_game;

using Lines = std::vector<std::string>;

class NumberfloorNarration : public ::testing::Test {
 protected:
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  Names names{"Anna", "Boris"};

  Lines say(const std::vector<Message>& ms, const Language& lang) const {
    Lines out;
    for (const auto& m : ms) out.push_back(lang.render(m));
    return out;
  }
  Lines say(const Narration& n, const Language& lang) const {
    Lines out;
    for (const auto& piece : n) {
      if (!piece.cue.empty()) out.push_back("cue " + piece.cue);
      if (piece.message) out.push_back(lang.render(*piece.message));
    }
    return out;
  }
  Lines narrate_all(const Events& events, const NumberfloorState& s, const Language& lang) const {
    Lines out;
    const Context c{s, names, lang};
    for (const Event& e : events)
      for (const auto& line : say(narrate(e, c), lang)) out.push_back(line);
    return out;
  }
};

TEST_F(NumberfloorNarration, FloorListsPutTheEqualFloorFirstThenDownAndUp) {
  EXPECT_EQ(floors_text(8, allowed_floors(8, B(2)), cs), "8, 6 nebo 0");
  EXPECT_EQ(floors_text(8, allowed_floors(8, B(2)), en), "8, 6 or 0");
  EXPECT_EQ(floors_text(5, allowed_floors(5, kNearest), cs), "5, 4, 6, 3 nebo 7");
  EXPECT_EQ(floors_text(6, allowed_floors(6, kSkip), cs), "6");
  EXPECT_EQ(floors_text(8, allowed_floors(8, kEven), cs), "každé sudé");
  EXPECT_EQ(floors_text(5, allowed_floors(5, kEven), cs), "5 a každé sudé");
  EXPECT_EQ(floors_text(5, allowed_floors(5, kOdd), en), "any odd floor");
  EXPECT_EQ(cards_text({F(7), B(2), kSkip}, cs), "poschodí 7, balón 2 a balón vynechání tahu");
  EXPECT_EQ(card_text(N(4), en), "night floor 4");
}

TEST_F(NumberfloorNarration, TheRefusalNamesWhatFitsOnFloorEightWithBalloonTwo) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(4), F(6), F(1), F(1), F(1), F(1)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(8), B(2)});
  auto& s = as_nf(*state);
  auto why = s.why_illegal(lay_action(F(4)));
  ASSERT_TRUE(why);
  EXPECT_EQ(cs.render(refusal(*why, Context{s, names, cs})),
            "Poschodí 4 se nehodí. Poschodí 8, balón 2: hodí se jen 8, 6 nebo 0.");
  EXPECT_EQ(en.render(refusal(*why, Context{s, names, en})),
            "Floor 4 does not fit. Floor 8, balloon 2: only 8, 6 or 0 fit.");
  EXPECT_EQ(say(piles(Context{s, names, cs}), cs),
            (Lines{"Poschodí 8, balón 2: hodí se 8, 6 nebo 0.", "Karet v balíčku: 74."}));
}

TEST_F(NumberfloorNarration, TheWorkedTurnAsThePlayersHearIt) {
  auto game = nf_game(2);
  Events start;
  auto state = dealt(*game, {{F(5), F(7), F(9), B(3), F(6), F(3)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)}, &start);
  auto& s = as_nf(*state);
  EXPECT_EQ(narrate_all(start, s, cs),
            (Lines{"cue card_dealt", "Rozdáno, každý má 6 karet.", "Na stole poschodí 3.", "Balón 2: hodí se 3, 1 nebo 5.",
                   "cue your_turn", "Na tahu Anna, 6 karet v ruce.", "Poschodí 3, balón 2: hodí se 3, 1 nebo 5."}));
  Lines heard;
  for (int t : {F(5), F(7), F(9), B(3), F(6), F(3)}) {
    Events ev;
    state->apply(lay_action(t), &ev);
    for (const auto& line : narrate_all(ev, s, cs)) heard.push_back(line);
  }
  const Lines expected = {
      "Anna: poschodí 5, hodí se 5, 3 nebo 7.",
      "Anna: poschodí 7, hodí se 7, 5 nebo 9.",
      "Anna: poschodí 9, hodí se 9, 7 nebo 1.",
      "Anna: balón 3, hodí se 9, 6 nebo 2.",
      "Anna má už jen dvě karty.",
      "Anna: poschodí 6, hodí se 6, 3 nebo 9.",
      "Anna má už jen jednu kartu.",
      "Anna: poschodí 3, hodí se 3, 0 nebo 6.",
      "cue star",
      "Hvězda! Anna má prázdnou ruku: jedna hvězda z pěti.",
      "Anna si bere šest nových karet.",
  };
  ASSERT_GE(heard.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(heard[i], expected[i]) << "line " << i;
}

TEST_F(NumberfloorNarration, TheHandUnderTheCursorSaysWhetherItFitsAndWhatABalloonOpens) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), F(5), F(0), B(4), N(1), kEven}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const Context c{s, names, cs};
  EXPECT_EQ(hand_order(s, 0), (std::vector<int>{F(0), F(5), N(1), B(4), kEven}));
  EXPECT_EQ(cs.render(hand_card(c, 0, F(5))), "Poschodí 5, dvě karty, hodí se.");
  EXPECT_EQ(cs.render(hand_card(c, 0, F(0))), "Poschodí 0, nehodí se.");
  EXPECT_EQ(cs.render(hand_card(c, 0, N(1))), "Noční poschodí jedna, hodí se.");
  EXPECT_EQ(cs.render(hand_card(c, 0, B(4))), "Balón 4, nic z ruky neotevře.");
  EXPECT_EQ(cs.render(hand_card(c, 0, kEven)), "Balón sudé poschodí, otevře 0.");
  EXPECT_EQ(say(fitting_cards(c, 0), cs),
            (Lines{"Hodí se: poschodí 5 a noční poschodí jedna.", "Balón sudé poschodí otevře poschodí 0."}));
  EXPECT_EQ(say(hand_summary(c, 0), cs),
            (Lines{"6 karet: poschodí 0, poschodí 5, poschodí 5, noční poschodí jedna, balón 4 a balón sudé poschodí."}));
  EXPECT_EQ(en.render(hand_card(Context{s, names, en}, 0, F(5))), "Floor 5, 2 cards, fits.");
}

// Issue 30: beginners hear what a balloon opens, why a card fits and which key lays it;
// normal and terse stay as they were.
TEST_F(NumberfloorNarration, BeginnersHearWhatABalloonOpensAndWhatToPress) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), F(5), F(0), B(4), N(1), kEven}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  const Context c{s, names, cs};
  const auto beginner = Verbosity::Beginner;
  EXPECT_EQ(cs.render(hand_card(c, 0, kEven), beginner),
            "Balón sudé poschodí: když ho vyložíš, budeš smět vyložit i poschodí 0.");
  EXPECT_EQ(cs.render(hand_card(c, 0, N(1)), beginner), "Noční poschodí jedna, hodí se: Enter ho vyloží.");
  EXPECT_EQ(cs.render(hand_card(c, 0, F(5)), beginner), "Poschodí 5, dvě karty, hodí se: Enter vyloží jednu.");
  EXPECT_EQ(cs.render(hand_card(c, 0, B(4)), beginner), "Balón 4: po něm by se žádné poschodí z tvé ruky nehodilo.");
  EXPECT_EQ(cs.render(hand_card(c, 0, kEven)), "Balón sudé poschodí, otevře 0.");
  EXPECT_EQ(cs.render(hand_card(c, 0, kEven), Verbosity::Terse), "Balón sudé poschodí, otevře 0.");
  EXPECT_EQ(en.render(hand_card(Context{s, names, en}, 0, kEven), beginner),
            "Balloon any even floor: laid, it lets you lay floor 0 too.");
}

TEST_F(NumberfloorNarration, TakeOverSkipAndTheWinner) {
  auto game = nf_game(3);
  Names three{"Anna", "Boris", "Cyril"};
  auto state = dealt(*game, {{F(5), B(1), F(9), F(9), F(9), kSkip}, {N(6), F(1), F(1), F(1), F(8), F(8)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  Events ev;
  state->apply(takeover_action(1, 6), &ev);
  Lines heard;
  for (const Event& e : ev)
    for (const auto& line : say(narrate(e, Context{s, three, cs}), cs)) heard.push_back(line);
  EXPECT_EQ(heard, (Lines{"cue capture", "Převzetí tahu! Noční kartu hraje Boris, Anna končí.",
                          "Boris: noční poschodí 6, hodí se 6, 5 nebo 7."}));
  Event skip("turn.skip", {{"seat", 2}, {"by", 1}});
  EXPECT_EQ(say(narrate(skip, Context{s, three, cs}), cs), (Lines{"Vynechání tahu! Cyril líže dvě karty a vynechává."}));
  Event won("game.won", {{"seat", 1}, {"stars", 5}});
  EXPECT_EQ(say(narrate(won, Context{s, three, cs}), cs),
            (Lines{"cue game_won", "Vítěz: Boris, 5 hvězd!", "Druhé místo: Anna, žádná hvězda, čtyři karty v ruce.",
                   "Třetí místo: Cyril, žádná hvězda, 6 karet v ruce."}));
  Event star("star.won", {{"seat", 0}, {"stars", 2}, {"target", 3}});
  EXPECT_EQ(say(narrate(star, Context{s, three, en}), en),
            (Lines{"cue star", "Star! Anna has an empty hand: 2 stars of 3."}));
}

TEST_F(NumberfloorNarration, DrawRefusalNamesTheBalloonThatOpensACard) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(0), F(0), F(9), F(9), B(5), F(0)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& s = as_nf(*state);
  auto why = s.why_illegal(kDraw);
  ASSERT_TRUE(why);
  EXPECT_EQ(cs.render(refusal(*why, Context{s, names, cs})),
            "Líže se, jen když nic nejde: balón 5 otevře poschodí 0.");
}

TEST_F(NumberfloorNarration, TheLessonReplaysTheRulebookTurn) {
  const auto steps = lesson_steps();
  Lines all;
  for (const auto& step : steps)
    for (const auto& m : step) all.push_back(cs.render(m));
  auto has = [&](const std::string& line) { return std::find(all.begin(), all.end(), line) != all.end(); };
  EXPECT_TRUE(has("Anna: poschodí 5, to je 3 plus 2."));
  EXPECT_TRUE(has("Anna: poschodí 9, to je 7 plus 2."));
  EXPECT_TRUE(has("Anna: balón 3. Teď se jde o 3 nahoru nebo dolů."));
  EXPECT_TRUE(has("Anna: poschodí 6, to je 9 minus 3."));
  EXPECT_TRUE(has("Anna: poschodí 3, to je 6 minus 3."));
  EXPECT_TRUE(has("Ruka je prázdná: Anna dostává hvězdu a šest nových karet."));
  EXPECT_TRUE(has("Přes desítku se počítá dokola: z 9 o dvě nahoru je 1, z 0 o tři dolů je 7."));
}

// The hint after the turn's floor card, when the advice lays only a balloon before ending:
// it said "Tímto tahem vyložíš 0 karet poschodí"; now it says what happens.
TEST_F(NumberfloorNarration, AHintThatLaysNoMoreFloorCardsSaysSoInsteadOfZero) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), B(3), F(0), F(0), F(9), F(9)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  state->apply(lay_action(F(5)));
  const auto& s = as_nf(*state);
  const Observation o = s.observation(0);
  BotDecision d;
  d.action = lay_action(B(3));
  d.plan.actions = {lay_action(B(3)), kEndTurn};
  d.plan.floors = 0;
  d.plan.balloons = 1;
  EXPECT_EQ(say(hint_reason(Context{s, names, cs}, o, d), cs),
            (Lines{"Rada: polož balón 3.", "Žádné další poschodí v tomto tahu; v ruce pak: čtyři karty."}));
  EXPECT_EQ(say(hint_reason(Context{s, names, en}, o, d), en),
            (Lines{"Hint: lay balloon 3.", "No more floor cards this turn; left in your hand: 4 cards."}));
  // A plan of balloons only that empties the hand: a star, no "0 floor cards".
  d.plan.star = true;
  const Lines star = say(hint_reason(Context{s, names, cs}, o, d), cs);
  ASSERT_EQ(star.size(), 2u);
  EXPECT_EQ(star[1], "Tímto tahem vyprázdníš ruku: hvězda.");
}

// Referee decision 3's refusals, in words.
TEST_F(NumberfloorNarration, TheRefusalsOfABalloonOnlyTurnNameTheFloorCard) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(3), B(4), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto why = as_nf(*state).why_illegal(lay_action(B(4)));
  ASSERT_TRUE(why);
  EXPECT_EQ(cs.render(refusal(*why, Context{as_nf(*state), names, cs})),
            "Tenhle balón ne: po něm by nešlo vyložit žádné poschodí z ruky, a teď se dá vyložit poschodí 3. "
            "Tah musí mít aspoň jedno poschodí.");
  // Nothing fits; balloon 4 laid, two drawn: floor 8 now fits under the drawn balloon 3.
  auto other = dealt(*game, {{F(0), B(4), F(0), F(6), F(6), B(4)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  other->apply(lay_action(B(4)));
  other->apply(kDraw);
  testing::draws(*other, {F(8), B(3)});
  why = as_nf(*other).why_illegal(kPass);
  ASSERT_TRUE(why);
  EXPECT_EQ(cs.render(refusal(*why, Context{as_nf(*other), names, cs})),
            "Pas ne: v tomto tahu už leží balón a poschodí 8 se dá vyložit, otevře ho balón 3. "
            "Tah s balónem musí mít aspoň jedno poschodí.");
  EXPECT_EQ(en.render(refusal(*why, Context{as_nf(*other), names, en})),
            "No pass: a balloon was laid this turn and floor 8 can be laid, balloon 3 opens it. "
            "A turn with a balloon needs at least one floor card.");
}

// Issue 42: the end ranks the players by stars, then by the fewest cards in hand, with
// places ("Druhé místo: …", a shared place "Také na druhém místě: …"), after the winner; it
// was seat order. Seeded games of four players played to their end.
TEST_F(NumberfloorNarration, TheEndRanksByStarsThenFewestCardsWithPlaces) {
  const Names four{"Anna", "Boris", "Cyril", "Dana"};
  int out_of_seat_order = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto game = nf_game(4);
    auto state = game->new_initial_state();
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 20000 && !state->is_terminal(); ++i) {
      if (state->is_chance()) {
        const auto outcomes = state->chance_outcomes();
        std::vector<int> weights;
        for (const auto& o : outcomes) weights.push_back(o.second);
        state->apply(outcomes[std::discrete_distribution<std::size_t>(weights.begin(), weights.end())(rng)].first);
      } else {
        const auto legal = state->legal_actions();
        state->apply(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
      }
    }
    ASSERT_TRUE(state->is_terminal());
    const auto& s = as_nf(*state);
    const auto lines = standings(s, s.winner());
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(lines[0].seat, s.winner());
    EXPECT_EQ(lines[0].place, 1);
    for (std::size_t i = 1; i < lines.size(); ++i) {
      const int a = lines[i - 1].seat, b = lines[i].seat;
      const bool tie = s.stars(a) == s.stars(b) && s.hand_size(a) == s.hand_size(b);
      if (i > 1) {
        EXPECT_TRUE(s.stars(a) > s.stars(b) || (s.stars(a) == s.stars(b) && s.hand_size(a) <= s.hand_size(b)))
            << "seed " << seed;
      }
      EXPECT_EQ(lines[i].place, tie && i > 1 ? lines[i - 1].place : static_cast<int>(i) + 1) << "seed " << seed;
      out_of_seat_order += b < a && b != s.winner();
    }
    const Lines said = say(final_standings(Context{s, four, cs}), cs);
    ASSERT_EQ(said.size(), 4u);
    EXPECT_EQ(said[0].rfind("Vítěz", 0), 0u) << said[0];
    for (std::size_t i = 1; i < said.size(); ++i) {
      const bool shared = lines[i].place == lines[i - 1].place;
      EXPECT_EQ(said[i].rfind(shared ? "Také na " : (i == 1 ? "Druhé místo: " : i == 2 ? "Třetí místo: " : "Čtvrté místo: "), 0),
                0u)
          << said[i];
      EXPECT_NE(said[i].find(four[static_cast<std::size_t>(lines[i].seat)]), std::string::npos) << said[i];
    }
  }
  EXPECT_GT(out_of_seat_order, 0) << "some game's ranking differs from seat order";
}

}  // namespace
}  // namespace sh::numberfloor
