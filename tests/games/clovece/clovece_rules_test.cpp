// Rules of Matfyzácké Člověče, one test (or a few) per sentence of the rulebook and per
// decision in PRODUCT.md. Four players unless said: red (seat 0, start 0, entrance 39),
// blue (10), green (20), yellow (30) on the 40-square track.
#include <gtest/gtest.h>

#include <algorithm>

#include "clovece_test_util.h"

namespace sh::clovece {
namespace {

using namespace testing;

bool has(const std::vector<Action>& v, Action a) { return std::find(v.begin(), v.end(), a) != v.end(); }

// ---------------------------------------------------------------- setup

TEST(CloveceRules, EveryHouseStartsWithOnePieceOfEachColour) {
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    auto game = clovece_game(n);
    auto s = game->new_initial_state();
    const auto& c = as_clovece(*s);
    EXPECT_EQ(c.pieces().size(), static_cast<std::size_t>(4 * n));
    for (int seat = 0; seat < n; ++seat) {
      EXPECT_EQ(c.house_of(seat), (std::vector<int>{R, B, G, Y}));
      EXPECT_EQ(c.home_count(seat), 0);
    }
    EXPECT_TRUE(s->is_chance());  // the opening roll
  }
}

TEST(CloveceRules, PlayersAreNamedByTheirHouseColour) {
  auto game = std::dynamic_pointer_cast<const CloveceGame>(clovece_game(2));
  EXPECT_EQ(game->house_colour(0), Colour::Red);
  EXPECT_EQ(game->house_colour(1), Colour::Green);  // two players sit opposite
  auto six = std::dynamic_pointer_cast<const CloveceGame>(clovece_game(6));
  EXPECT_EQ(six->house_colour(5), Colour::Orange);
}

TEST(CloveceRules, UnknownOptionsAndPlayerCountsAreRefused) {
  EXPECT_THROW(make_clovece_game({{"players", "1"}}), std::invalid_argument);
  EXPECT_THROW(make_clovece_game({{"players", "7"}}), std::invalid_argument);
  EXPECT_THROW(make_clovece_game({{"colour", "red"}}), std::invalid_argument);
  EXPECT_THROW(make_clovece_game({{"playon", "maybe"}}), std::invalid_argument);
  auto g = std::dynamic_pointer_cast<const CloveceGame>(make_clovece_game({{"players", "3"}, {"computers", "2,3"}}));
  EXPECT_FALSE(g->is_computer(0));
  EXPECT_TRUE(g->is_computer(1));
  EXPECT_TRUE(g->is_computer(2));
}

// ---------------------------------------------------------------- 1.1 opening roll

TEST(CloveceRules, HighestOpeningRollStarts) {
  auto game = clovece_game(4);
  auto s = game->new_initial_state();
  Events ev;
  throw_dice(*s, {3, 5, 2, 1}, &ev);
  const Event* e = find_event(ev, "clovece.starts");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->get("player"), 1);
  EXPECT_EQ(as_clovece(*s).turn_player(), 1);
  EXPECT_TRUE(s->is_chance());  // the starter rolls his first turn afresh
  EXPECT_EQ(count_events(ev, "clovece.opening_roll"), 4);
}

TEST(CloveceRules, OpeningTiesRollAgainAmongTheTied) {
  auto game = clovece_game(4);
  auto s = game->new_initial_state();
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {5, 5, 2, 5}, &ev);
  ASSERT_NE(find_event(ev, "clovece.opening_tie"), nullptr);
  EXPECT_EQ(c.opening_contenders(), (std::vector<int>{0, 1, 3}));
  EXPECT_EQ(c.opening_roller(), 0);
  throw_dice(*s, {4, 6, 6});
  EXPECT_EQ(c.opening_contenders(), (std::vector<int>{1, 3}));
  EXPECT_EQ(c.opening_roller(), 1);
  ev.clear();
  throw_dice(*s, {2, 3}, &ev);
  ASSERT_NE(find_event(ev, "clovece.starts"), nullptr);
  EXPECT_EQ(c.turn_player(), 3);
}

// ---------------------------------------------------------------- 1.2 clockwise turns

TEST(CloveceRules, TurnsGoClockwise) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 3);
  Events ev;
  throw_dice(*s, {4}, &ev);  // nothing on the board: the throw is forfeited
  EXPECT_EQ(count_events(ev, "clovece.forfeited"), 1);
  EXPECT_EQ(as_clovece(*s).turn_player(), 0);  // yellow, then red
  throw_dice(*s, {2});
  EXPECT_EQ(as_clovece(*s).turn_player(), 1);
}

// ---------------------------------------------------------------- 1.3 sixes, order

TEST(CloveceRules, SixesRollAgainWithoutLimitAndAreUsedFirstInOrder) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 0);
  auto& c = as_clovece(*s);
  for (int i = 0; i < 4; ++i) {
    s->apply(die_action(6));
    EXPECT_TRUE(s->is_chance()) << "a six rolls again";
  }
  s->apply(die_action(2));
  EXPECT_EQ(c.phase(), Phase::Using);
  EXPECT_EQ(c.throws(), (std::vector<int>{6, 6, 6, 6, 2}));
  EXPECT_EQ(c.current_throw(), 6);
  s->apply(enter_action(B));
  EXPECT_EQ(c.current_throw(), 6);
  s->apply(move_track_action(B, 0));
  EXPECT_EQ(colours_on(c, 6), (std::vector<int>{B}));
  s->apply(move_track_action(B, 6));
  s->apply(move_track_action(B, 12));
  EXPECT_EQ(c.current_throw(), 2) << "the last number last";
  EXPECT_FALSE(s->is_legal(enter_action(R))) << "no entering with the 2";
  s->apply(move_track_action(B, 18));
  EXPECT_EQ(colours_on(c, 20), (std::vector<int>{B}));
  EXPECT_EQ(c.turn_player(), 1);
}

TEST(CloveceRules, OnePieceMayUseSeveralThrowsAndSeveralPiecesMayMove) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 3, 0).track(G, 12, 0).state(*game, 0);
  auto& c = as_clovece(*s);
  throw_dice(*s, {6, 6, 1});
  s->apply(move_track_action(B, 3));
  s->apply(move_track_action(G, 12));
  s->apply(move_track_action(B, 9));
  EXPECT_EQ(colours_on(c, 10), (std::vector<int>{B}));
  EXPECT_EQ(colours_on(c, 18), (std::vector<int>{G}));
}

// ---------------------------------------------------------------- 1.4 compulsory, forfeits

TEST(CloveceRules, UseIsCompulsory) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 3, 0).state(*game, 0);
  throw_dice(*s, {4});
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{move_track_action(B, 3)}));
  auto why = s->why_illegal(kPass);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.must_use");
}

TEST(CloveceRules, UnusableThrowIsForfeited) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 2);
  Events ev;
  throw_dice(*s, {5}, &ev);
  const Event* f = find_event(ev, "clovece.forfeited");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->get("player"), 2);
  EXPECT_EQ(f->get("value"), 5);
  EXPECT_EQ(as_clovece(*s).turn_player(), 3);
}

TEST(CloveceRules, UnusableSixesAreForfeitedAndTheLastNumberStillCounts) {
  // Red holds red, blue, green at home squares 2-4 and yellow 4 squares before home:
  // neither six can be used (no piece to enter, 36 + 6 runs onto a taken home square).
  auto game = clovece_game(4);
  auto s = Position(4).home(0, R, 1).home(0, B, 2).home(0, G, 3).track(Y, 36, 0).state(*game, 0);
  Events ev;
  throw_dice(*s, {6, 6, 4}, &ev);
  EXPECT_EQ(count_events(ev, "clovece.forfeited"), 2);
  EXPECT_EQ(as_clovece(*s).current_throw(), 4);
  ev.clear();
  s->apply(move_track_action(Y, 36), &ev);
  ASSERT_NE(find_event(ev, "clovece.went_home"), nullptr);
  const Event* fin = find_event(ev, "clovece.finished");
  ASSERT_NE(fin, nullptr);
  EXPECT_EQ(fin->get("place"), 1);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(as_clovece(*s).winner(), 0);
}

// ---------------------------------------------------------------- 2.1 entering

TEST(CloveceRules, ASixEntersAnyColourFromOnesHouseOntoOnesStart) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 1);
  auto& c = as_clovece(*s);
  throw_dice(*s, {6, 1});
  auto legal = s->legal_actions();
  for (int colour : {R, B, G, Y}) EXPECT_TRUE(has(legal, enter_action(colour)));
  s->apply(enter_action(Y));
  EXPECT_EQ(colours_on(c, 10), (std::vector<int>{Y}));  // blue's start
  EXPECT_EQ(c.house_of(1), (std::vector<int>{R, B, G}));
}

TEST(CloveceRules, EnteringNeedsASix) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 3, 0).state(*game, 0);
  throw_dice(*s, {5});
  auto why = s->why_illegal(enter_action(R));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.enter_needs_six");
}

TEST(CloveceRules, EnteringIsOptional) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 0);
  throw_dice(*s, {6, 3});
  EXPECT_TRUE(s->is_legal(kPass)) << "only entering is possible, so the six may be given up";
  Events ev;
  s->apply(kPass, &ev);
  ASSERT_NE(find_event(ev, "clovece.declined"), nullptr);
  EXPECT_EQ(count_events(ev, "clovece.forfeited"), 1);  // the 3 has no use
  EXPECT_EQ(as_clovece(*s).turn_player(), 1);
}

TEST(CloveceRules, EnteringIsNotTheOnlyUseOfASix) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 3, 0).state(*game, 0);
  throw_dice(*s, {6, 1});
  EXPECT_FALSE(s->is_legal(kPass)) << "a move exists, so the six must be used";
  EXPECT_TRUE(s->is_legal(move_track_action(B, 3)));
  EXPECT_TRUE(s->is_legal(enter_action(R)));
}

// ---------------------------------------------------------------- 2.2 the colour rule

TEST(CloveceRules, APlayerMovesOnlyColoursNeitherInHisHouseNorHome) {
  auto game = clovece_game(4);
  // The red piece on square 5 came from blue's house (red still has red in his house);
  // a blue piece from green's house stands on 15 while red has blue in his home.
  auto s = Position(4).track(R, 5, 1).home(0, B, 0).track(B, 15, 2).track(G, 25, 0).state(*game, 0);
  throw_dice(*s, {2});
  auto why = s->why_illegal(move_track_action(R, 5));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.colour_in_house");
  why = s->why_illegal(move_track_action(B, 15));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.colour_in_home");
  // Green on the track, and blue inside the home, may move.
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{move_track_action(G, 25), move_home_action(B, 0)}));
  // Blue has no red in his house: he may move the red piece.
  auto blue = Position(4).track(R, 5, 1).state(*game, 1);
  throw_dice(*blue, {2});
  EXPECT_TRUE(blue->is_legal(move_track_action(R, 5)));
}

TEST(CloveceRules, TheColourRuleIsCheckedAtEveryMove) {
  // Green goes home with the six; the other green piece may not be moved with the 2.
  auto game = clovece_game(4);
  auto s = Position(4).track(G, 37, 0).track(G, 12, 1).track(B, 30, 0).state(*game, 0);
  auto& c = as_clovece(*s);
  throw_dice(*s, {6, 2});
  EXPECT_TRUE(s->is_legal(move_track_action(G, 12)));  // before: green is neither in house nor home
  s->apply(move_track_action(G, 37));                  // 37 + 6 = home square 4
  EXPECT_EQ(c.home_of(0), (std::vector<int>{-1, -1, -1, G}));
  ASSERT_EQ(c.current_throw(), 2);
  auto why = s->why_illegal(move_track_action(G, 12));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.colour_in_home");
}

TEST(CloveceRules, AnEnteredColourMayMoveOnWithTheNextThrow) {
  auto game = clovece_game(4);
  auto s = Position(4).state(*game, 0);
  throw_dice(*s, {6, 4});
  s->apply(enter_action(G));
  EXPECT_TRUE(s->is_legal(move_track_action(G, 0)));
}

// ---------------------------------------------------------------- 2.3 direction, home

TEST(CloveceRules, EveryoneMovesClockwiseAlongHisOwnPath) {
  auto game = clovece_game(4);
  // Red takes the piece on 38 into his home; blue takes the same piece on round the track.
  auto red = Position(4).track(B, 38, 0).state(*game, 0);
  throw_dice(*red, {3});
  red->apply(move_track_action(B, 38));
  EXPECT_EQ(as_clovece(*red).home_of(0), (std::vector<int>{-1, B, -1, -1}));
  auto blue = Position(4).track(Y, 38, 1).state(*game, 1);
  throw_dice(*blue, {3});
  blue->apply(move_track_action(Y, 38));
  EXPECT_EQ(colours_on(as_clovece(*blue), 1), (std::vector<int>{Y}));
}

TEST(CloveceRules, APieceGoesHomeOnlyPastTheMoversEntrance) {
  auto game = clovece_game(4);
  // Blue's entrance is 9: a piece on 7 moved 4 by blue enters blue's home (square 2).
  auto s = Position(4).track(R, 7, 1).state(*game, 1);
  throw_dice(*s, {4});
  auto moves = as_clovece(*s).legal_moves();
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].kind, MoveKind::IntoHome);
  EXPECT_EQ(moves[0].to, (Loc{Where::Home, 1, 1}));
}

TEST(CloveceRules, NoRunPastTheLastHomeSquare) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 38, 0).home(0, R, 1).track(G, 5, 0).state(*game, 0);
  throw_dice(*s, {6, 1});  // 38 + 6 would be home square 5 of 4
  EXPECT_FALSE(s->is_legal(move_track_action(B, 38)));
  auto why = s->why_illegal(move_track_action(B, 38));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.overshoot");
  EXPECT_EQ(why->get("over"), 1);
}

TEST(CloveceRules, TakenHomeSquaresAreRefusedWithTheirReason) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 39, 0).home(0, R, 1).track(G, 5, 0).state(*game, 0);
  throw_dice(*s, {2});
  auto why = s->why_illegal(move_track_action(B, 39));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.home_taken");
  EXPECT_EQ(why->get("by"), R);
}

// ---------------------------------------------------------------- 2.4 inside the home

TEST(CloveceRules, PiecesJumpInsideTheHomeAndMoveThere) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 38, 0).home(0, R, 1).state(*game, 0);
  auto& c = as_clovece(*s);
  throw_dice(*s, {4});
  s->apply(move_track_action(B, 38));  // jumps over red on home square 2 to square 3
  EXPECT_EQ(c.home_of(0), (std::vector<int>{-1, R, B, -1}));
  throw_dice(*s, {1});
  throw_dice(*s, {1});
  throw_dice(*s, {1});  // blue, green, yellow forfeit
  throw_dice(*s, {2});
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{move_home_action(R, 1)})) << "2 from square 2 jumps over blue to 4";
  s->apply(move_home_action(R, 1));
  EXPECT_EQ(c.home_of(0), (std::vector<int>{-1, -1, B, R}));
}

TEST(CloveceRules, HomeMovesCannotRunPastTheEndOrOntoAPiece) {
  auto game = clovece_game(4);
  auto s = Position(4).home(0, R, 2).home(0, B, 3).track(G, 10, 0).state(*game, 0);
  throw_dice(*s, {1});
  auto why = s->why_illegal(move_home_action(R, 2));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.home_taken");
  why = s->why_illegal(move_home_action(B, 3));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.overshoot");
}

// ---------------------------------------------------------------- 3 capture

TEST(CloveceRules, APieceEndingOnAnotherCapturesItAtTheEndOfTheTurn) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 2).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {3}, &ev);
  s->apply(move_track_action(B, 5), &ev);
  const Event* cap = find_event(ev, "clovece.captured");
  ASSERT_NE(cap, nullptr);
  EXPECT_EQ(cap->get("colour"), Y);
  EXPECT_EQ(cap->get("square"), 8);
  const Event* given = find_event(ev, "clovece.given");
  ASSERT_NE(given, nullptr);
  EXPECT_EQ(given->get("to"), 2) << "only green lacks yellow";
  EXPECT_EQ(given->get("automatic"), 1);
  EXPECT_EQ(colours_on(c, 8), (std::vector<int>{B}));
  EXPECT_EQ(c.house_of(2), (std::vector<int>{R, B, G, Y}));
}

TEST(CloveceRules, PassingOverAPieceDoesNotCapture) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 2).state(*game, 0);
  Events ev;
  throw_dice(*s, {4}, &ev);
  s->apply(move_track_action(B, 5), &ev);
  EXPECT_EQ(find_event(ev, "clovece.captured"), nullptr);
  EXPECT_EQ(colours_on(as_clovece(*s), 8), (std::vector<int>{Y}));
}

TEST(CloveceRules, CaptureOnlyWhereThePieceEndsItsMovementForTheTurn) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 2, 0).track(Y, 8, 2).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {6, 3}, &ev);
  s->apply(move_track_action(B, 2), &ev);  // onto yellow on 8 ...
  EXPECT_EQ(colours_on(c, 8), (std::vector<int>{Y, B}));
  EXPECT_FALSE(s->is_legal(move_track_action(Y, 8))) << "red has yellow in his house";
  s->apply(move_track_action(B, 8), &ev);  // ... and on: no capture
  EXPECT_EQ(find_event(ev, "clovece.captured"), nullptr);
  EXPECT_EQ(colours_on(c, 8), (std::vector<int>{Y}));
  EXPECT_EQ(colours_on(c, 11), (std::vector<int>{B}));
}

TEST(CloveceRules, TheLastArrivedStaysAndAllOthersAreCaptured) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 2, 0).track(G, 5, 0).track(Y, 8, 2).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {6, 3}, &ev);
  s->apply(move_track_action(B, 2), &ev);
  s->apply(move_track_action(G, 5), &ev);
  EXPECT_EQ(count_events(ev, "clovece.captured"), 2);
  EXPECT_EQ(colours_on(c, 8), (std::vector<int>{G}));
  EXPECT_EQ(c.house_of(0), (std::vector<int>{R, B, Y})) << "the blue piece could go only to red";
  EXPECT_EQ(c.house_of(2), (std::vector<int>{R, B, G, Y}));
}

TEST(CloveceRules, CapturedPiecesGoOnlyToPlayersWhoMayPlayThem) {
  auto game = clovece_game(4);
  // Yellow pieces: green's on 8, yellow's on 25: green and yellow both lack yellow.
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 2).track(Y, 25, 3).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {3}, &ev);
  s->apply(move_track_action(B, 5), &ev);
  ASSERT_EQ(c.phase(), Phase::Gifting);
  EXPECT_EQ(s->current_player(), 0) << "the mover chooses";
  EXPECT_EQ(c.gift_colour(), Y);
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{gift_action(2), gift_action(3)}));
  auto why = s->why_illegal(gift_action(1));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.cannot_receive");
  ev.clear();
  s->apply(gift_action(3), &ev);
  const Event* given = find_event(ev, "clovece.given");
  ASSERT_NE(given, nullptr);
  EXPECT_EQ(given->get("to"), 3);
  EXPECT_EQ(given->get("automatic"), 0);
  EXPECT_EQ(c.house_of(3), (std::vector<int>{R, B, G, Y}));
  EXPECT_EQ(c.turn_player(), 1);
}

TEST(CloveceRules, TheMoverMayHaveToGiveTheCapturedPieceToHimself) {
  auto game = clovece_game(4);
  auto s = Position(4).track(B, 5, 0).track(Y, 8, 0).state(*game, 0);
  Events ev;
  throw_dice(*s, {3}, &ev);
  s->apply(move_track_action(B, 5), &ev);
  const Event* given = find_event(ev, "clovece.given");
  ASSERT_NE(given, nullptr);
  EXPECT_EQ(given->get("to"), 0);
  EXPECT_EQ(as_clovece(*s).house_of(0), (std::vector<int>{R, G, Y}));
}

TEST(CloveceRules, EnteringOnOnesStartCapturesToo) {
  auto game = clovece_game(4);
  auto s = Position(4).track(Y, 0, 1).track(B, 20, 0).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {6, 1}, &ev);
  s->apply(enter_action(R), &ev);
  s->apply(move_track_action(B, 20), &ev);
  const Event* cap = find_event(ev, "clovece.captured");
  ASSERT_NE(cap, nullptr);
  EXPECT_EQ(cap->get("colour"), Y);
  EXPECT_EQ(colours_on(c, 0), (std::vector<int>{R}));
  EXPECT_EQ(c.house_of(1), (std::vector<int>{R, B, G, Y}));
}

// ---------------------------------------------------------------- 4 the end

TEST(CloveceRules, AllFourColoursHomeWinsAndTheGameEndsByDefault) {
  auto game = clovece_game(3);
  auto s = Position(3).home(0, R, 1).home(0, B, 2).home(0, G, 3).track(Y, 38, 0).state(*game, 0);
  Events ev;
  throw_dice(*s, {2}, &ev);
  s->apply(move_track_action(Y, 38), &ev);
  ASSERT_NE(find_event(ev, "clovece.game_over"), nullptr);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(as_clovece(*s).winner(), 0);
  auto why = s->why_illegal(die_action(3));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.game_over");
}

TEST(CloveceRules, PlayOnForPlacesSkipsFinishedPlayers) {
  auto game = clovece_game(3, true);
  auto s = Position(3).home(0, R, 1).home(0, B, 2).home(0, G, 3).track(Y, 36, 0).state(*game, 0);
  auto& c = as_clovece(*s);
  Events ev;
  throw_dice(*s, {6, 4}, &ev);  // the six cannot be used, the 4 finishes
  s->apply(move_track_action(Y, 36), &ev);
  EXPECT_EQ(c.place(0), 1);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(c.turn_player(), 1);
  throw_dice(*s, {1});
  EXPECT_EQ(c.turn_player(), 2);
  throw_dice(*s, {1});
  EXPECT_EQ(c.turn_player(), 1) << "red has finished and is skipped";
}

TEST(CloveceRules, PlayOnEndsWhenOnePlayerIsLeft) {
  auto game = clovece_game(2, true);
  auto s = Position(2).home(0, R, 1).home(0, B, 2).home(0, G, 3).track(Y, 38, 0).state(*game, 0);
  throw_dice(*s, {2});
  s->apply(move_track_action(Y, 38));
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(as_clovece(*s).place(0), 1);
  EXPECT_EQ(as_clovece(*s).place(1), 2);
}

// ---------------------------------------------------------------- boards and counts

TEST(CloveceRules, TwoToFourPlayOnFortySquaresFiveAndSixOnSixty) {
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    auto game = std::dynamic_pointer_cast<const CloveceGame>(clovece_game(n));
    EXPECT_EQ(game->track(), n <= 4 ? 40 : 60) << n;
    EXPECT_EQ(game->home_size(), 4);
    for (int s = 0; s < n; ++s) {
      EXPECT_EQ(game->start(s) % 10, 0);
      EXPECT_EQ(game->entrance(s), (game->start(s) + game->track() - 1) % game->track());
      for (int t = 0; t < s; ++t) EXPECT_NE(game->house_colour(s), game->house_colour(t));
    }
  }
}

TEST(CloveceRules, SixPlayersPlayOnTheSixtySquareTrack) {
  auto game = clovece_game(6);
  // Orange (seat 5, start 50, entrance 49) moves a piece from 57 by 3: square 0.
  auto s = Position(6).track(R, 57, 5).state(*game, 5);
  throw_dice(*s, {3});
  s->apply(move_track_action(R, 57));
  EXPECT_EQ(colours_on(as_clovece(*s), 0), (std::vector<int>{R}));
}

TEST(CloveceRules, SetPositionRefusesImpossiblePositions) {
  auto game = clovece_game(2);
  auto s = game->new_initial_state();
  Position p(2);
  p.track(R, 5, 0);
  auto pieces = p.pieces();
  pieces[0].loc = {Where::House, 1, 0};  // red twice in house 2
  EXPECT_THROW(as_clovece(*s).set_position(pieces, 0), std::invalid_argument);
  pieces.pop_back();
  EXPECT_THROW(as_clovece(*s).set_position(pieces, 0), std::invalid_argument);
}

}  // namespace
}  // namespace sh::clovece
