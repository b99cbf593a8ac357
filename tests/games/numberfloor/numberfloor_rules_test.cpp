// Numberfloor rules, sentence by sentence of the rulebook (shared/seeds/numberfloor.txt)
// and PRODUCT.md "Numberfloor", with the rulebook's examples.
#include <gtest/gtest.h>

#include "core/user_file.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "games/numberfloor/numberfloor_entry.h"
#include "numberfloor_test_support.h"
#include "test_support.h"

namespace sh::numberfloor {
namespace {

using testing::as_nf;
using testing::B;
using testing::dealt;
using testing::draws;
using testing::F;
using testing::find_event;
using testing::mask_values;
using testing::N;
using testing::nf_game;

using Values = std::vector<int>;

// ---------------------------------------------------------------- the deck

TEST(NumberfloorDeck, TheBuiltInDeckIsTheDataFile) {
  std::ifstream in(std::string(SPOLUHRAC_SOURCE_DIR) + "/src/games/numberfloor/numberfloor_deck.txt");
  ASSERT_TRUE(in);
  std::ostringstream text;
  text << in.rdbuf();
  EXPECT_EQ(default_deck_text(), text.str());
  EXPECT_EQ(parse_deck(text.str()), default_deck());
}

TEST(NumberfloorDeck, VariantsTakeCardsOutByTheirDots) {
  const Deck& d = default_deck();
  const CardCounts full = d.for_variant(Variant::Full);
  const CardCounts middle = d.for_variant(Variant::Middle);
  const CardCounts beginner = d.for_variant(Variant::Beginner);
  EXPECT_EQ(total(full), 88);      // 50 floor + 10 night + 20 balloons 1-5 + 8 specials
  EXPECT_EQ(total(middle), 76);    // no night, no balloons 4-5; the six blue balloons join
  EXPECT_EQ(total(beginner), 50);  // floor cards only
  EXPECT_EQ(full[B(1)], 4);
  EXPECT_EQ(middle[B(1)], 6);
  EXPECT_EQ(middle[B(4)], 0);
  EXPECT_EQ(middle[N(3)], 0);
  EXPECT_EQ(full[N(3)], 1);
  EXPECT_EQ(middle[kSkip], 2);
  EXPECT_EQ(beginner[kSkip], 0);
  EXPECT_EQ(beginner[F(7)], 5);
}

TEST(NumberfloorDeck, AMalformedLineIsNamed) {
  try {
    parse_deck("floor 0-9 5\n\nballoon 7\n");
    FAIL() << "no error";
  } catch (const DeckError& e) {
    EXPECT_EQ(e.line(), 3);
  }
  EXPECT_THROW(parse_deck("rocket 3\n"), DeckError);
  EXPECT_THROW(parse_deck("balloon 0 2\n"), DeckError);
  EXPECT_THROW(parse_deck("floor 0-9 5 green\n"), DeckError);
  EXPECT_THROW(parse_deck("# nothing\n"), DeckError);
  const Deck small = parse_deck("floor 0-9 2 # twenty\nskip 1 red\n");
  EXPECT_EQ(total(small.for_variant(Variant::Full)), 21);
  EXPECT_EQ(total(small.for_variant(Variant::Middle)), 20);
}

TEST(NumberfloorDeck, AnEditedDeckTooSmallToDealIsRefused) {
  const Deck tiny = parse_deck("floor 0-9 1\nballoon 1 2\n");
  EXPECT_THROW(make_numberfloor_game({{"players", "2"}}, tiny), std::invalid_argument);
  EXPECT_NO_THROW(make_numberfloor_game({{"players", "2"}, {"variant", "beginner"}}, parse_deck("floor 0-9 2\n")));
}

TEST(NumberfloorDeck, AnEditedCopyIsReadFromTheDeckOption) {
  const std::string path = sh::test::temp_path("numberfloor_deck_copy.txt");
  sh::test::write_file(path, "# a smaller box\nfloor 0-9 3\nballoon 1-3 3\nskip 1\n");
  const Deck deck = deck_for({{"deck", path}});
  EXPECT_EQ(total(deck.for_variant(Variant::Full)), 40);
  auto game = make_numberfloor_game({{"players", "3"}, {"deck", path}}, deck);
  EXPECT_EQ(as_nf(*game->new_initial_state()).stock_size(), 40);
  sh::test::write_file(path, "floor 0-9 3\nballoon seven 3\n");
  try {
    deck_for({{"deck", path}});
    FAIL() << "no error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("line 2"), std::string::npos) << e.what();
  }
  EXPECT_THROW(deck_for({{"deck", path + ".missing"}}), std::invalid_argument);
  EXPECT_EQ(deck_for({}), default_deck());
  std::remove(path.c_str());
}

// Issue 39, item 3: --set deck=/dev/zero read forever.
TEST(NumberfloorDeck, ADeckOnADeviceOrTooLargeIsRefusedWithoutReading) {
  try {
    deck_for({{"deck", "/dev/zero"}});
    FAIL() << "no error";
  } catch (const OptionFileError& e) {
    EXPECT_EQ(e.kind(), UserFileError::Kind::NotRegular);
    EXPECT_EQ(e.file(), "/dev/zero");
  }
  const std::string path = sh::test::temp_path("numberfloor_deck_huge.txt");
  sh::test::write_file(path, std::string(kGameDataFileLimit + 1, '#'));
  try {
    deck_for({{"deck", path}});
    FAIL() << "no error";
  } catch (const OptionFileError& e) {
    EXPECT_EQ(e.kind(), UserFileError::Kind::TooLarge);
  }
  std::remove(path.c_str());
}

// ---------------------------------------------------------------- placement

TEST(NumberfloorRules, FloorFivePlusMinusBalloonThreeIsTwoOrEight) {
  EXPECT_EQ(mask_values(allowed_floors(5, B(3))), (Values{2, 5, 8}));
}

TEST(NumberfloorRules, FloorsWrapModuloTen) {
  EXPECT_TRUE(fits(allowed_floors(9, B(2)), 1));  // from 9 two up is 11: card 1
  EXPECT_TRUE(fits(allowed_floors(0, B(3)), 7));  // from 0 three down is 7
  EXPECT_EQ(mask_values(allowed_floors(8, B(2))), (Values{0, 6, 8}));
  EXPECT_EQ(mask_values(allowed_floors(0, B(5))), (Values{0, 5}));
}

TEST(NumberfloorRules, SpecialBalloonsRuleTheNextFloor) {
  EXPECT_EQ(mask_values(allowed_floors(5, kNearest)), (Values{3, 4, 5, 6, 7}));
  EXPECT_EQ(mask_values(allowed_floors(0, kNearest)), (Values{0, 1, 2, 8, 9}));
  EXPECT_EQ(mask_values(allowed_floors(5, kEven)), (Values{0, 2, 4, 5, 6, 8}));
  EXPECT_EQ(mask_values(allowed_floors(4, kOdd)), (Values{1, 3, 4, 5, 7, 9}));
  EXPECT_EQ(mask_values(allowed_floors(6, kSkip)), (Values{6}));
  EXPECT_EQ(mask_values(beginner_allowed(4)), (Values{3, 4, 5}));
  EXPECT_EQ(mask_values(beginner_allowed(0)), (Values{0, 1, 9}));
}

// ---------------------------------------------------------------- deal and start

TEST(NumberfloorRules, DealSixEachThenAFloorAndANumberedBalloon) {
  auto game = nf_game(3);
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.stage(), Stage::Deal);
  for (int k = 0; k < 18; ++k) state->apply(chance_card(F(k % 10)));
  EXPECT_EQ(s.stage(), Stage::Start);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(s.hand_size(p), 6);
  for (const auto& [a, w] : s.chance_outcomes()) EXPECT_TRUE(is_floor(a - kChanceCard));
  state->apply(chance_card(N(4)));  // a night floor card is a floor card
  for (const auto& [a, w] : s.chance_outcomes()) EXPECT_TRUE(is_numbered_balloon(a - kChanceCard));
  EXPECT_EQ(s.why_illegal(chance_card(kSkip))->type, "refused.start_balloon");
  state->apply(chance_card(B(2)));
  EXPECT_EQ(s.stage(), Stage::Play);
  EXPECT_EQ(s.floor_top(), 4);
  EXPECT_EQ(s.balloon_top(), B(2));
  EXPECT_EQ(s.stock_size(), 88 - 18 - 2);
}

TEST(NumberfloorRules, AHandOfBalloonsOnlyVoidsTheDeal) {
  auto game = nf_game(2);
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  Events ev;
  const std::vector<int> p0 = {F(1), F(2), F(3), F(4), F(5), F(6)};
  const std::vector<int> p1 = {B(1), B(2), B(3), kSkip, kEven, B(1)};
  for (int k = 0; k < 12; ++k) state->apply(chance_card(k % 2 ? p1[k / 2] : p0[k / 2]), &ev);
  const Event* v = find_event(ev, "deal.void");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->get("seat"), 1);
  EXPECT_EQ(s.stage(), Stage::Deal);
  EXPECT_EQ(s.stock_size(), 88);
  EXPECT_EQ(s.hand_size(0), 0);
  EXPECT_EQ(s.stock()[B(1)], 4);
}

TEST(NumberfloorRules, TheYoungestPlayerChosenInSetupBegins) {
  auto game = nf_game(3, "full", "dealer", 3);
  auto state = dealt(*game, {{F(0), F(0), F(0), F(9), F(9), F(9)}, {F(1), F(1), F(1), F(8), F(8), F(8)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(5), B(1)});
  EXPECT_EQ(as_nf(*state).turn_player(), 2);
  EXPECT_EQ(state->current_player(), 2);
}

// ---------------------------------------------------------------- a turn

TEST(NumberfloorRules, TheRulebookWorkedTurnEndsWithAStarAndSixNewCards) {
  // Floor 3 with balloon 2: 5 (3+2), 7, 9, balloon 3, then 6 (9-3) and 3 (6-3).
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), F(7), F(9), B(3), F(6), F(3)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  for (int t : {F(5), F(7), F(9), B(3), F(6)}) {
    ASSERT_TRUE(s.is_legal(lay_action(t))) << t << "\n" << s.to_string();
    state->apply(lay_action(t));
  }
  EXPECT_EQ(s.floor_top(), 6);
  Events ev;
  state->apply(lay_action(F(3)), &ev);
  const Event* star = find_event(ev, "star.won");
  ASSERT_NE(star, nullptr);
  EXPECT_EQ(star->get("seat"), 0);
  EXPECT_EQ(star->get("stars"), 1);
  EXPECT_EQ(star->get("target"), 5);
  EXPECT_EQ(s.stage(), Stage::Drawing);
  EXPECT_EQ(s.pending_draws(), 6);
  draws(*state, {F(1), F(1), F(1), F(8), F(8), F(8)}, &ev);
  EXPECT_EQ(s.hand_size(0), 6);
  EXPECT_EQ(s.stars(0), 1);
  EXPECT_EQ(s.turn_player(), 1);  // then the next player
}

TEST(NumberfloorRules, BalloonsAnyTimeAnyNumberTheTopOneRules) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{B(1), B(4), F(7), kNearest, F(0), F(0)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(B(1)));
  state->apply(lay_action(B(4)));
  EXPECT_EQ(mask_values(s.allowed()), (Values{3, 7, 9}));
  state->apply(lay_action(F(7)));
  state->apply(lay_action(kNearest));
  EXPECT_EQ(mask_values(s.allowed()), (Values{5, 6, 7, 8, 9}));
  EXPECT_EQ(s.why_illegal(lay_action(F(0)))->type, "refused.does_not_fit");
}

TEST(NumberfloorRules, ARefusedFloorCardSaysWhichFloorsFit) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(4), F(6), F(1), F(1), F(1), F(1)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(8), B(2)});
  auto why = as_nf(*state).why_illegal(lay_action(F(4)));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.does_not_fit");
  EXPECT_EQ(why->get("floor"), 8);
  EXPECT_EQ(why->get("balloon"), B(2));
  EXPECT_EQ(mask_values(static_cast<std::uint16_t>(why->get("allowed"))), (Values{0, 6, 8}));
  EXPECT_EQ(as_nf(*state).why_illegal(lay_action(F(2)))->type, "refused.not_in_hand");
  EXPECT_FALSE(as_nf(*state).why_illegal(lay_action(F(6))));
}

TEST(NumberfloorRules, ATurnNeedsAFloorCard) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{B(1), F(7), F(7), F(7), F(7), F(7)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  EXPECT_EQ(s.why_illegal(kEndTurn)->type, "refused.need_floor");
  EXPECT_EQ(s.why_illegal(kPass)->type, "refused.draw_first");
  state->apply(lay_action(B(1)));
  EXPECT_EQ(s.why_illegal(kEndTurn)->type, "refused.need_floor");
}

TEST(NumberfloorRules, TheLastCardCannotBeABalloonBeforeAFloorCard) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(9), F(9), F(9), F(9), F(9), B(1)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  // Nothing fits (3 ± 2, 3 ± 1): draw two, then lay what fits.
  ASSERT_TRUE(s.is_legal(kDraw));
  state->apply(kDraw);
  draws(*state, {F(5), kOdd});
  state->apply(lay_action(F(5)));
  state->apply(lay_action(kOdd));
  for (int k = 0; k < 5; ++k) state->apply(lay_action(F(9)));
  state->apply(lay_action(B(1)));  // all floors out: the balloon empties the hand
  EXPECT_EQ(s.stars(0), 1);

  // A last card that is a balloon, with no floor card laid in this turn, is no turn.
  auto game2 = nf_game(2, "full", "assistant");
  auto st2 = game2->new_initial_state();
  auto& s2 = as_nf(*st2);
  st2->apply(chance_card(F(3)));
  st2->apply(chance_card(B(2)));
  for (int k = 0; k < 5; ++k) st2->apply(lay_action(F(5)));
  st2->apply(kEndTurn);
  st2->apply(lay_action(B(1)));
  st2->apply(lay_action(F(4)));
  st2->apply(kEndTurn);
  ASSERT_EQ(s2.hand_size(0), 1);
  auto why = s2.why_illegal(lay_action(B(3)));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.floor_first");
}

TEST(NumberfloorRules, UnableToPlayDrawTwoAndTryAgainThenPas) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(0), F(0), F(9), F(9), F(0), F(0)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& s = as_nf(*state);
  ASSERT_TRUE(s.is_legal(kDraw));
  Events ev;
  state->apply(kDraw, &ev);
  EXPECT_EQ(s.stage(), Stage::Drawing);
  draws(*state, {F(7), F(1)}, &ev);
  const Event* done = find_event(ev, "draw.done");
  ASSERT_NE(done, nullptr);
  EXPECT_EQ(done->get("count"), 2);
  EXPECT_EQ(s.hand_size(0), 8);
  EXPECT_EQ(s.turn_player(), 0);  // tries again
  EXPECT_EQ(s.why_illegal(kDraw)->type, "refused.already_drawn");
  EXPECT_TRUE(s.is_legal(lay_action(F(7))));
  EXPECT_TRUE(s.is_legal(kPass));  // unwilling is allowed after drawing
  state->apply(kPass, &ev);
  EXPECT_NE(find_event(ev, "turn.pass"), nullptr);
  EXPECT_EQ(s.turn_player(), 1);
}

TEST(NumberfloorRules, DrawingIsRefusedWhileAFloorCardCanBeLaid) {
  auto game = nf_game(2);
  // 0 does not fit 5 under balloon 2, but it does under the hand's balloon 5.
  auto state = dealt(*game, {{F(0), F(0), F(9), F(9), B(5), F(0)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto why = as_nf(*state).why_illegal(kDraw);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.can_play");
  EXPECT_EQ(why->get("card"), F(0));
  state->apply(lay_action(B(5)));
  state->apply(lay_action(F(0)));
  EXPECT_EQ(as_nf(*state).why_illegal(kDraw)->type, "refused.floor_laid_end_turn");
  EXPECT_EQ(as_nf(*state).why_illegal(kPass)->type, "refused.floor_laid_end_turn");
  Events ev;
  state->apply(kEndTurn, &ev);
  EXPECT_NE(find_event(ev, "turn.end"), nullptr);
  EXPECT_EQ(as_nf(*state).turn_player(), 1);
}

// Decision 3: no turn ends with only balloons laid while a floor card could have been laid.
TEST(NumberfloorRules, ABalloonThatShutsOutEveryPlayableFloorCardIsRefused) {
  auto game = nf_game(2);
  // Floor 3 fits 5 under balloon 2; balloon 4 on top would leave 1 and 9: nothing of the hand.
  auto state = dealt(*game, {{F(3), B(4), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& s = as_nf(*state);
  EXPECT_EQ(s.why_illegal(kDraw)->type, "refused.can_play");
  auto why = s.why_illegal(lay_action(B(4)));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.balloon_shuts_floor");
  EXPECT_EQ(why->get("card"), B(4));
  EXPECT_EQ(why->get("floor"), F(3));
  EXPECT_FALSE(s.is_legal(lay_action(B(4))));
  const auto legal = s.legal_actions();
  EXPECT_EQ(std::find(legal.begin(), legal.end(), lay_action(B(4))), legal.end());
  // After the floor card the balloon is free again.
  state->apply(lay_action(F(3)));
  EXPECT_TRUE(s.is_legal(lay_action(B(4))));
}

TEST(NumberfloorRules, ABalloonThatKeepsAFloorCardOpenOrComesWhenNothingFitsIsAllowed) {
  auto game = nf_game(2);
  // Balloon 1 on 5 opens 4 and 6: floor 6 of the hand still fits.
  auto state = dealt(*game, {{F(3), B(1), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  EXPECT_TRUE(as_nf(*state).is_legal(lay_action(B(1))));
  // Nothing fits before balloon 4 (0 and 9 on 5 under 2; balloon 4 opens 1 and 9): laying
  // it before drawing shuts nothing out.
  auto other = dealt(*game, {{F(0), B(4), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& o = as_nf(*other);
  EXPECT_FALSE(o.can_lay_floor(0));
  EXPECT_TRUE(o.is_legal(lay_action(B(4))));
  other->apply(lay_action(B(4)));
  EXPECT_TRUE(o.is_legal(kDraw));
}

TEST(NumberfloorRules, PasAfterABalloonIsRefusedWhileAFloorCardFits) {
  auto game = nf_game(2);
  // Nothing fits 5 under balloon 2 at first: balloon 4 is laid, then two cards are drawn,
  // one of them floor 9, which fits under balloon 4: no PAS now, a floor card must follow.
  auto state = dealt(*game, {{F(0), B(4), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(B(4)));
  state->apply(kDraw);
  draws(*state, {F(9), F(8)});
  auto why = s.why_illegal(kPass);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.pass_can_play");
  EXPECT_EQ(why->get("card"), F(9));
  EXPECT_FALSE(s.is_legal(kPass));
  const auto legal = s.legal_actions();
  EXPECT_EQ(std::find(legal.begin(), legal.end(), kPass), legal.end());
  // Without a balloon laid this turn, an unwilling PAS after drawing stays allowed.
  auto plain = dealt(*game, {{F(0), B(4), F(0), F(0), F(6), F(6)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(2)});
  plain->apply(kDraw);
  draws(*plain, {F(7), F(8)});
  EXPECT_TRUE(as_nf(*plain).is_legal(kPass));
}

TEST(NumberfloorAssistant, DrawingOrPasAfterABalloonIsRefusedWhileAFloorCardCouldFollow) {
  auto game = nf_game(2, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  state->apply(chance_card(F(5)));
  state->apply(chance_card(B(2)));
  EXPECT_TRUE(s.is_legal(kDraw));  // the table knows the player could not lay a floor card
  state->apply(lay_action(B(4)));
  auto why = s.why_illegal(kDraw);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.balloon_needs_floor");
  EXPECT_FALSE(s.is_legal(kDraw));
  // Drawn first, then a balloon: no PAS either.
  auto other = game->new_initial_state();
  other->apply(chance_card(F(5)));
  other->apply(chance_card(B(2)));
  other->apply(kDraw);
  EXPECT_TRUE(as_nf(*other).is_legal(kPass));
  other->apply(lay_action(B(4)));
  EXPECT_EQ(as_nf(*other).why_illegal(kPass)->type, "refused.balloon_needs_floor");
  EXPECT_FALSE(as_nf(*other).is_legal(kPass));
  EXPECT_TRUE(as_nf(*other).is_legal(lay_action(F(9))));
}

TEST(NumberfloorRules, WinAtFiveStarsWithTwoOrThreePlayersAndThreeWithFourOrFive) {
  EXPECT_EQ(as_nf(*nf_game(2)->new_initial_state()).config().stars_to_win, 5);
  EXPECT_EQ(as_nf(*nf_game(3)->new_initial_state()).config().stars_to_win, 5);
  EXPECT_EQ(as_nf(*nf_game(4)->new_initial_state()).config().stars_to_win, 3);
  EXPECT_EQ(as_nf(*nf_game(5)->new_initial_state()).config().stars_to_win, 3);
}

TEST(NumberfloorRules, TheThirdStarWinsAFourPlayerGame) {
  // Assistant mode counts the hands: seat 0 lays six cards three times, the others draw
  // two and pass.
  auto game = nf_game(4, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  state->apply(chance_card(F(3)));
  state->apply(chance_card(B(2)));
  const std::vector<std::vector<int>> turns = {{5, 7, 9, 1, 3, 5}, {7, 9, 1, 3, 5, 7}, {9, 1, 3, 5, 7, 9}};
  Events ev;
  for (std::size_t star = 0; star < turns.size(); ++star) {
    ASSERT_EQ(s.turn_player(), 0) << s.to_string();
    for (int v : turns[star]) state->apply(lay_action(F(v)), &ev);
    EXPECT_EQ(s.stars(0), static_cast<int>(star) + 1);
    if (star + 1 == turns.size()) break;
    EXPECT_EQ(s.hand_size(0), 6);  // six new cards
    for (int p = 1; p < 4; ++p) {
      ASSERT_EQ(s.turn_player(), p);
      state->apply(kDraw);
      state->apply(kPass);
    }
  }
  const Event* won = find_event(ev, "game.won");
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->get("seat"), 0);
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.winner(), 0);
  EXPECT_EQ(s.why_illegal(kEndTurn)->type, "refused.game_over");
}

// ---------------------------------------------------------------- specials

TEST(NumberfloorRules, NearestFloorFromFiveAllowsThreeToSeven) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{kNearest, F(3), F(7), F(8), F(2), F(5)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(4)});
  auto& s = as_nf(*state);
  state->apply(lay_action(kNearest));
  EXPECT_EQ(mask_values(s.allowed()), (Values{3, 4, 5, 6, 7}));
  EXPECT_FALSE(s.is_legal(lay_action(F(8))));
  EXPECT_FALSE(s.is_legal(lay_action(F(2))));
  state->apply(lay_action(F(7)));
  // Each new floor card has its own nearest floors: from 7, 5..9.
  EXPECT_EQ(mask_values(s.allowed()), (Values{5, 6, 7, 8, 9}));
  EXPECT_TRUE(s.is_legal(lay_action(F(8))));
}

TEST(NumberfloorRules, AnyEvenAndAnyOddFloor) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{kEven, kOdd, F(2), F(8), F(3), F(9)}, {F(2), F(2), F(4), F(4), F(6), F(6)}},
                     {F(5), B(1)});
  auto& s = as_nf(*state);
  state->apply(lay_action(kEven));
  EXPECT_TRUE(s.is_legal(lay_action(F(2))));
  EXPECT_TRUE(s.is_legal(lay_action(F(8))));
  EXPECT_FALSE(s.is_legal(lay_action(F(3))));
  state->apply(lay_action(F(8)));
  state->apply(lay_action(kOdd));
  EXPECT_TRUE(s.is_legal(lay_action(F(3))));
  EXPECT_TRUE(s.is_legal(lay_action(F(9))));
  EXPECT_FALSE(s.is_legal(lay_action(F(2))));
}

TEST(NumberfloorRules, SkipTurnEndingATurnSkipsTheNextPlayerWhoDrawsTwo) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), kSkip, F(0), F(0), F(0), F(0)}, {F(1), F(1), F(1), F(8), F(8), F(8)},
                             {F(5), F(6), B(1), F(2), F(2), F(2)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(kSkip));
  Events ev;
  state->apply(kEndTurn, &ev);
  const Event* skip = find_event(ev, "turn.skip");
  ASSERT_NE(skip, nullptr);
  EXPECT_EQ(skip->get("seat"), 1);
  EXPECT_EQ(s.drawing_seat(), 1);
  EXPECT_EQ(s.pending_draws(), 2);
  draws(*state, {F(4), F(4)}, &ev);
  EXPECT_NE(find_event(ev, "turn.skipped"), nullptr);
  EXPECT_EQ(s.hand_size(1), 8);
  EXPECT_EQ(s.turn_player(), 2);
  // Until covered, only the equal floor.
  EXPECT_EQ(mask_values(s.allowed()), (Values{5}));
  EXPECT_FALSE(s.is_legal(lay_action(F(6))));
  state->apply(lay_action(B(1)));  // covered
  EXPECT_EQ(mask_values(s.allowed()), (Values{4, 5, 6}));
  EXPECT_TRUE(s.is_legal(lay_action(F(6))));
}

TEST(NumberfloorRules, SkipTurnNotLastDoesNotSkipButStillAllowsOnlyEqualFloors) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{F(5), kSkip, F(5), F(0), F(0), F(0)}, {F(1), F(1), F(1), F(8), F(8), F(8)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(kSkip));
  state->apply(lay_action(F(5)));
  Events ev;
  state->apply(kEndTurn, &ev);
  EXPECT_EQ(find_event(ev, "turn.skip"), nullptr);
  EXPECT_EQ(s.turn_player(), 1);
  EXPECT_EQ(mask_values(s.allowed()), (Values{5}));
}

TEST(NumberfloorRules, PasAfterASkipCardDoesNotSkip) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{kSkip, F(0), F(0), F(0), F(0), F(0)}, {F(1), F(1), F(1), F(8), F(8), F(8)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(kSkip));
  state->apply(kDraw);
  draws(*state, {F(9), F(9)});
  Events ev;
  state->apply(kPass, &ev);
  EXPECT_EQ(find_event(ev, "turn.skip"), nullptr);
  EXPECT_EQ(s.turn_player(), 1);
}

TEST(NumberfloorRules, SkipAsTheLastCardOfAStarSkipsAfterTheSixNewCards) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), F(5), F(5), F(5), F(7), kSkip}, {F(1), F(1), F(1), F(8), F(8), F(8)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  for (int t : {F(5), F(5), F(5), F(5), F(7)}) state->apply(lay_action(t));
  Events ev;
  state->apply(lay_action(kSkip), &ev);
  EXPECT_NE(find_event(ev, "star.won"), nullptr);
  draws(*state, {F(0), F(0), F(0), F(9), F(9), F(9)}, &ev);
  ASSERT_NE(find_event(ev, "turn.skip"), nullptr);
  draws(*state, {F(6), F(6)}, &ev);
  EXPECT_EQ(s.turn_player(), 2);
}

TEST(NumberfloorRules, NightFloorCardPlaysAsAFloorCardInOwnTurn) {
  auto game = nf_game(2);
  auto state = dealt(*game, {{N(5), F(0), F(0), F(0), F(0), F(0)}, {F(1), F(1), F(1), F(8), F(8), F(8)}},
                     {F(3), B(2)});
  Events ev;
  state->apply(lay_action(N(5)), &ev);
  const Event* laid = find_event(ev, "floor.laid");
  ASSERT_NE(laid, nullptr);
  EXPECT_EQ(laid->get("night"), 1);
  EXPECT_EQ(laid->get("value"), 5);
  EXPECT_EQ(as_nf(*state).floor_top(), 5);
}

TEST(NumberfloorRules, NightFloorCardTakesOverAfterAFloorAndABalloonAndPlayGoesOnAfterTheTaker) {
  auto game = nf_game(4);
  auto state = dealt(*game, {{F(5), B(1), F(9), F(9), F(9), F(9)}, {F(1), F(1), F(1), F(8), F(8), F(8)},
                             {N(6), N(0), F(2), F(2), F(2), F(2)}, {F(4), F(4), F(4), F(7), F(7), F(7)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  EXPECT_FALSE(s.takeover_window());
  state->apply(lay_action(F(5)));
  EXPECT_EQ(s.why_illegal(takeover_action(2, 6))->type, "refused.takeover_too_early");
  state->apply(lay_action(B(1)));  // a floor and a balloon: the turn may be taken over
  EXPECT_TRUE(s.takeover_window());
  EXPECT_TRUE(s.is_legal(takeover_action(2, 6)));
  EXPECT_EQ(s.why_illegal(takeover_action(2, 0))->type, "refused.does_not_fit");
  EXPECT_EQ(s.why_illegal(takeover_action(1, 6))->type, "refused.no_night_card");
  EXPECT_EQ(s.why_illegal(takeover_action(0, 6))->type, "refused.takeover_own_turn");
  Events ev;
  state->apply(takeover_action(2, 6), &ev);
  const Event* over = find_event(ev, "turn.taken_over");
  ASSERT_NE(over, nullptr);
  EXPECT_EQ(over->get("seat"), 2);
  EXPECT_EQ(over->get("from"), 0);
  EXPECT_EQ(s.turn_player(), 2);
  EXPECT_EQ(s.floor_top(), 6);
  EXPECT_EQ(s.hand_size(0), 4);  // seat 0 keeps its other cards
  EXPECT_TRUE(s.is_legal(kEndTurn));  // the night card is the taker's floor card
  state->apply(kEndTurn);
  EXPECT_EQ(s.turn_player(), 3);  // after the taker; seat 1 does not play
}

TEST(NumberfloorRules, NoTakeOverWhenTheCurrentPlayerHasOnlyBalloonsLeft) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), B(1), B(2), B(3), B(4), kEven}, {N(6), F(1), F(1), F(1), F(1), F(1)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  EXPECT_EQ(s.why_illegal(takeover_action(1, 6))->type, "refused.takeover_only_balloons");
}

// A claimer without the night card hears nothing about the turn player's hand.
TEST(NumberfloorRules, ATakeOverRefusalChecksTheClaimersCardBeforeTheOtherHand) {
  auto game = nf_game(3);
  auto state = dealt(*game, {{F(5), B(1), B(2), B(3), B(4), kEven}, {N(6), F(1), F(1), F(1), F(1), F(1)},
                             {F(2), F(2), F(2), F(4), F(4), F(4)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  EXPECT_EQ(s.why_illegal(takeover_action(2, 6))->type, "refused.no_night_card");
  EXPECT_EQ(s.why_illegal(takeover_action(1, 8))->type, "refused.no_night_card");
  EXPECT_EQ(s.why_illegal(takeover_action(1, 6))->type, "refused.takeover_only_balloons");
}

TEST(NumberfloorRules, MiddleGameHasNoNightCardsAndNoTakeOvers) {
  auto game = nf_game(2, "middle");
  auto state = dealt(*game, {{F(5), B(1), F(9), F(9), F(9), F(9)}, {F(1), F(1), F(1), F(8), F(8), F(8)}},
                     {F(3), B(2)});
  auto& s = as_nf(*state);
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  EXPECT_FALSE(s.takeover_window());
  EXPECT_EQ(s.why_illegal(takeover_action(1, 6))->type, "refused.no_takeover_in_variant");
  EXPECT_EQ(s.why_illegal(chance_card(B(4))), s.why_illegal(chance_card(B(4))));
  EXPECT_EQ(s.config().cards[B(4)], 0);
}

// ---------------------------------------------------------------- Beginner

TEST(NumberfloorRules, BeginnerTwoFloorPilesEqualOrOneUpOrDown) {
  auto game = nf_game(2, "beginner");
  auto state = dealt(*game, {{F(5), F(9), F(3), F(6), F(8), F(1)}, {F(1), F(1), F(1), F(8), F(8), F(8)}},
                     {F(4), F(0)});
  auto& s = as_nf(*state);
  EXPECT_EQ(s.floor_piles(), 2);
  EXPECT_EQ(s.balloon_top(), -1);
  EXPECT_EQ(mask_values(s.allowed(0)), (Values{3, 4, 5}));
  EXPECT_EQ(mask_values(s.allowed(1)), (Values{0, 1, 9}));  // 0 follows 9
  EXPECT_EQ(s.why_illegal(kDraw)->type, "refused.beginner_draw");
  state->apply(lay_action(F(5)));
  state->apply(lay2_action(9));
  state->apply(lay2_action(8));
  state->apply(lay_action(F(6)));
  EXPECT_EQ(s.why_illegal(lay_action(F(3)))->type, "refused.does_not_fit");
  EXPECT_EQ(s.floor_top(0), 6);
  EXPECT_EQ(s.floor_top(1), 8);
  state->apply(kEndTurn);
  EXPECT_EQ(s.turn_player(), 1);
}

TEST(NumberfloorRules, BeginnerPasDrawsTwoAndEndsTheTurn) {
  auto game = nf_game(2, "beginner");
  auto state = dealt(*game, {{F(5), F(9), F(3), F(6), F(8), F(1)}, {F(7), F(7), F(7), F(2), F(2), F(2)}},
                     {F(4), F(0)});
  auto& s = as_nf(*state);
  state->apply(kPass);  // able, but unwilling: allowed
  EXPECT_EQ(s.stage(), Stage::Drawing);
  draws(*state, {F(2), F(2)});
  EXPECT_EQ(s.hand_size(0), 8);
  EXPECT_EQ(s.turn_player(), 1);
}

// ---------------------------------------------------------------- assistant mode

TEST(NumberfloorAssistant, TheTableTypesTheStartCardsAndSpecialsAreRefused) {
  auto game = nf_game(2, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  EXPECT_EQ(s.stage(), Stage::Start);
  EXPECT_EQ(s.hand_size(0), 6);
  EXPECT_EQ(s.stock_size(), 88 - 12);
  EXPECT_EQ(s.why_illegal(chance_card(B(2)))->type, "refused.start_floor");
  state->apply(chance_card(F(8)));
  EXPECT_EQ(s.why_illegal(chance_card(kSkip))->type, "refused.start_balloon");
  state->apply(chance_card(B(2)));
  EXPECT_EQ(s.turn_player(), 0);
  auto why = s.why_illegal(lay_action(F(4)));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.does_not_fit");
  EXPECT_EQ(mask_values(static_cast<std::uint16_t>(why->get("allowed"))), (Values{0, 6, 8}));
}

TEST(NumberfloorAssistant, ACardTheBoxNoLongerHasIsRefused) {
  auto game = nf_game(2, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  state->apply(chance_card(F(8)));
  state->apply(chance_card(B(2)));
  for (int k = 0; k < 4; ++k) state->apply(lay_action(F(8)));  // five eights now lie on the pile
  auto why = s.why_illegal(lay_action(F(8)));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->type, "refused.card_exhausted");
  EXPECT_EQ(why->get("copies"), 5);
  EXPECT_EQ(s.hand_size(0), 2);
}

TEST(NumberfloorAssistant, HandsAreCountedAndTheEmptyStockIsRefilledKeepingTheTopCards) {
  auto game = nf_game(2, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  state->apply(chance_card(F(3)));
  state->apply(chance_card(B(2)));
  state->apply(lay_action(F(5)));
  state->apply(kEndTurn);
  state->apply(lay_action(F(5)));
  state->apply(kEndTurn);
  EXPECT_EQ(s.hand_size(0), 5);
  EXPECT_EQ(s.hand_size(1), 5);
  int stock = s.stock_size();
  EXPECT_EQ(stock, 88 - 12 - 2);
  Events ev;
  while (s.stock_size() > 0) {
    state->apply(kDraw, &ev);  // assistant mode cannot know whether a card would fit
    state->apply(kPass, &ev);
  }
  EXPECT_EQ(find_event(ev, "stock.reshuffled"), nullptr);
  ev.clear();
  state->apply(kDraw, &ev);
  const Event* r = find_event(ev, "stock.reshuffled");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->get("cards"), 2);  // the start 3 and the first 5; the top 5 and balloon 2 stay
  EXPECT_EQ(s.floor_pile(0).size(), 1u);
  EXPECT_EQ(s.floor_top(), 5);
  EXPECT_EQ(s.balloon_top(), B(2));
  EXPECT_EQ(s.stock_size(), 0);
  int cards = s.stock_size() + static_cast<int>(s.floor_pile(0).size() + s.balloon_pile().size());
  for (int p = 0; p < 2; ++p) cards += s.hand_size(p);
  EXPECT_EQ(cards, 88);
}

TEST(NumberfloorAssistant, ATakeOverIsTypedWithTheTakersSeat) {
  auto game = nf_game(3, "full", "assistant");
  auto state = game->new_initial_state();
  auto& s = as_nf(*state);
  state->apply(chance_card(F(3)));
  state->apply(chance_card(B(2)));
  state->apply(lay_action(F(5)));
  state->apply(lay_action(B(1)));
  ASSERT_TRUE(s.is_legal(takeover_action(2, 4)));
  state->apply(takeover_action(2, 4));
  EXPECT_EQ(s.turn_player(), 2);
  EXPECT_EQ(s.hand_size(2), 5);
  EXPECT_EQ(s.why_illegal(takeover_action(0, 4))->type, "refused.takeover_too_early");
}

}  // namespace
}  // namespace sh::numberfloor
