#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "kivi_test_util.h"

namespace sh::kivi {
namespace {

using testing::as_kivi;
using testing::find_event;
using testing::kivi_game;
using testing::place_with_joker;
using testing::rc;
using testing::roll_dice;

std::set<int> allowed_set(const KiviState& s) {
  std::set<int> out;
  for (const AllowedCell& a : s.allowed_cells()) out.insert(a.cell);
  return out;
}

std::set<int> free_cells_with(const KiviState& s, std::initializer_list<Combination> combos) {
  std::set<int> out;
  for (int c : s.free_cells())
    if (std::find(combos.begin(), combos.end(), s.cell_combination(c)) != combos.end()) out.insert(c);
  return out;
}

TEST(KiviRules, InitialStateIsTheFirstRoll) {
  auto game = kivi_game(3);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.turn_player(), 0);
  EXPECT_EQ(s.round(), 1);
  EXPECT_EQ(s.dice_to_roll(), 6);
  EXPECT_EQ(s.chance_outcomes().size(), 6u);
  EXPECT_EQ(s.free_cells().size(), 49u);
  EXPECT_EQ(s.stones_in_hand(2), 10);
}

TEST(KiviRules, FullHouseMustTakeAaaBbNotAaaOrTwoPairs) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  Events ev;
  roll_dice(s, {5, 5, 5, 3, 3, 2}, &ev);
  const Event* rolled = find_event(ev, "kivi.rolled");
  ASSERT_NE(rolled, nullptr);
  EXPECT_EQ(rolled->get("d1"), 2);
  EXPECT_EQ(rolled->get("d6"), 5);
  EXPECT_EQ(rolled->get("allowed"), 4);
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::FullHouse}));
  EXPECT_EQ(allowed_set(s).size(), 4u);
  auto refusal = s.why_illegal(place_action(rc(0, 3)));  // an AAA cell
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->type, "refused.higher_combination");
  EXPECT_EQ(refusal->get("combination"), static_cast<long>(Combination::Three));
  EXPECT_EQ(refusal->get("required"), static_cast<long>(Combination::FullHouse));
  refusal = s.why_illegal(place_action(rc(0, 0)));  // an AA BB cell
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->type, "refused.higher_combination");
  refusal = s.why_illegal(place_action(rc(0, 4)));  // odd: not rolled
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->type, "refused.combination_not_rolled");
  EXPECT_EQ(refusal->get("row"), 0);
  EXPECT_EQ(refusal->get("col"), 4);
  EXPECT_THROW(s.apply(place_action(rc(0, 3))), std::invalid_argument);
  s.apply(place_action(rc(2, 6)));
  EXPECT_EQ(s.owner(rc(2, 6)), 0);
}

TEST(KiviRules, WhenTheHighestIsFullTheNextLowerOnesAreFreeChoices) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  // Fill the four AAA BB cells with jokers (players 1, 2, 1, 2).
  for (int cell : {rc(2, 6), rc(3, 1), rc(5, 4), rc(6, 6)}) place_with_joker(s, cell);
  roll_dice(s, {5, 5, 5, 3, 3, 2});
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::Three, Combination::TwoPairs}));
}

TEST(KiviRules, UnrelatedCombinationsAreFreeChoices) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {2, 2, 2, 4, 4, 6});  // AAA BB (over AAA, AA BB) and all even
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::FullHouse, Combination::AllEven}));
}

// PRODUCT.md ("Straights nest the same way"): a roll showing ABCDE takes an ABCDE cell while
// one is free, and is refused an ABCD cell with the reason (issue 39, item 5).
TEST(KiviRules, FiveStraightMustTakeAFreeFiveStraightCellNotAFourStraightOne) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {1, 2, 3, 4, 5, 5});
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::Straight5}));
  EXPECT_FALSE(s.why_illegal(place_action(rc(0, 1))).has_value()) << "an ABCDE cell";
  auto refusal = s.why_illegal(place_action(rc(1, 4)));  // an ABCD cell
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->type, "refused.higher_combination");
  EXPECT_EQ(refusal->get("combination"), static_cast<long>(Combination::Straight4));
  EXPECT_EQ(refusal->get("required"), static_cast<long>(Combination::Straight5));
  EXPECT_THROW(s.apply(place_action(rc(1, 4))), std::invalid_argument);
}

TEST(KiviRules, FiveStraightTakesAFourStraightCellOnceEveryFiveStraightCellIsTaken) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  // The four ABCDE cells of the default board, taken with jokers (players 1, 2, 1, 2).
  const std::set<int> fives = free_cells_with(s, {Combination::Straight5});
  ASSERT_EQ(fives.size(), 4u);
  for (int cell : fives) place_with_joker(s, cell);
  roll_dice(s, {1, 2, 3, 4, 5, 5});
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::Straight4}));
  EXPECT_FALSE(s.why_illegal(place_action(rc(1, 4))).has_value()) << "an ABCD cell";
}

// A straight of four is not nested with the "same value" combinations: 2 3 4 5 5 5 shows
// ABCD and AAA, and either may be taken.
TEST(KiviRules, AFourStraightAndThreeOfAKindAreFreeChoices) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {2, 3, 4, 5, 5, 5});
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::Straight4, Combination::Three}));
}

TEST(KiviRules, JokersStraightAndFiveOfAKindTakeAnyFreeCell) {
  for (std::vector<int> dice : {std::vector<int>{1, 2, 3, 4, 5, 6}, std::vector<int>{4, 4, 4, 4, 4, 2}}) {
    auto game = kivi_game(2);
    auto state = game->new_initial_state();
    auto& s = as_kivi(*state);
    place_with_joker(s, rc(3, 3));  // player 1 takes the centre
    roll_dice(s, dice);
    auto allowed = s.allowed_cells();
    EXPECT_EQ(allowed.size(), 48u);
    EXPECT_NE(allowed.front().joker, Joker::None);
    auto refusal = s.why_illegal(place_action(rc(3, 3)));
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->type, "refused.cell_occupied");
    EXPECT_EQ(refusal->get("owner"), 0);
  }
}

TEST(KiviRules, SixOfAKindDisplacesAndTheOwnerMovesTheStone) {
  auto game = kivi_game(3);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  place_with_joker(s, rc(3, 3));  // player 0
  place_with_joker(s, rc(0, 0));  // player 1
  roll_dice(s, {6, 6, 6, 6, 6, 6});  // player 2
  auto allowed = s.allowed_cells();
  EXPECT_EQ(allowed.size(), 49u);  // every cell; none is player 2's own
  Events ev;
  s.apply(place_action(rc(3, 3)), &ev);
  const Event* placed = find_event(ev, "kivi.placed");
  ASSERT_NE(placed, nullptr);
  EXPECT_EQ(placed->get("displaced"), 1);
  EXPECT_EQ(placed->get("joker"), static_cast<long>(Joker::SixOfAKind));
  const Event* displaced = find_event(ev, "kivi.displaced");
  ASSERT_NE(displaced, nullptr);
  EXPECT_EQ(displaced->get("player"), 0);
  EXPECT_EQ(displaced->get("by"), 2);
  EXPECT_EQ(s.owner(rc(3, 3)), 2);
  EXPECT_EQ(s.phase(), Phase::Relocating);
  EXPECT_EQ(s.current_player(), 2);  // the thrower moves the displaced stone (PRODUCT.md)
  EXPECT_EQ(s.relocating_player(), 2);
  EXPECT_EQ(s.displaced_owner(), 0);
  EXPECT_EQ(s.legal_actions().size(), 47u);
  auto refusal = s.why_illegal(relocate_action(rc(0, 0)));
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->type, "refused.cell_occupied");
  EXPECT_EQ(s.why_illegal(kRoll)->type, "refused.relocation_pending");
  EXPECT_EQ(s.why_illegal(kRoll)->get("player"), 2);
  ev.clear();
  s.apply(relocate_action(rc(6, 6)), &ev);
  const Event* relocated = find_event(ev, "kivi.relocated");
  ASSERT_NE(relocated, nullptr);
  EXPECT_EQ(relocated->get("player"), 0);  // the stone's owner
  EXPECT_EQ(relocated->get("by"), 2);      // who moved it
  EXPECT_EQ(s.owner(rc(6, 6)), 0);         // still the owner's stone
  EXPECT_EQ(s.stones_placed(0), 1);
  EXPECT_EQ(s.stones_placed(2), 1);
  EXPECT_EQ(s.turn_player(), 0);  // round 2 begins
  EXPECT_EQ(s.round(), 2);
  EXPECT_TRUE(s.is_chance());
}

TEST(KiviRules, SixOfAKindMayNotTakeOwnStone) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  place_with_joker(s, rc(1, 1));
  place_with_joker(s, rc(2, 2));
  roll_dice(s, {2, 2, 2, 2, 2, 2});
  EXPECT_EQ(s.allowed_cells().size(), 48u);
  EXPECT_EQ(s.why_illegal(place_action(rc(1, 1)))->type, "refused.own_stone");
  EXPECT_FALSE(s.why_illegal(place_action(rc(2, 2))).has_value());
}

TEST(KiviRules, HoldReleaseAndReroll) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {1, 1, 2, 3, 5, 6});  // nothing on the board
  EXPECT_TRUE(s.allowed_cells().empty());
  EXPECT_EQ(s.why_illegal(hold_action(4))->type, "refused.no_die_to_hold");
  EXPECT_EQ(s.why_illegal(release_action(1))->type, "refused.no_held_die");
  EXPECT_EQ(s.why_illegal(hold_action(7))->type, "refused.die_value");
  EXPECT_EQ(s.why_illegal(die_action(3))->type, "refused.not_rolling");
  s.apply(hold_action(1));
  s.apply(hold_action(1));
  s.apply(hold_action(2));
  s.apply(release_action(2));
  EXPECT_EQ(s.held()[1], 2);
  EXPECT_EQ(s.free_dice()[2], 1);
  Events ev;
  s.apply(kRoll, &ev);
  ASSERT_NE(find_event(ev, "kivi.roll_started"), nullptr);
  EXPECT_EQ(find_event(ev, "kivi.roll_started")->get("dice"), 4);
  EXPECT_EQ(s.why_illegal(kRoll)->type, "refused.dice_rolling");
  EXPECT_EQ(s.why_illegal(die_action(0))->type, "refused.die_value");
  roll_dice(s, {1, 1, 4, 4});
  EXPECT_EQ(s.rolls_used(), 2);
  EXPECT_EQ(s.dice()[1], 4);
  // AAAA BB (over AAAA, AAA BB, ...) and a sum of 12.
  EXPECT_EQ(allowed_set(s), free_cells_with(s, {Combination::FourAndPair, Combination::SumAtMost12}));
}

TEST(KiviRules, AllDiceHeldCannotRoll) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {1, 1, 2, 3, 5, 6});
  for (int v : {1, 1, 2, 3, 5, 6}) s.apply(hold_action(v));
  EXPECT_EQ(s.why_illegal(kRoll)->type, "refused.all_dice_held");
}

TEST(KiviRules, ThreeFailedRollsLoseAStone) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {1, 1, 2, 3, 5, 6});
  s.apply(kRoll);
  roll_dice(s, {6, 5, 3, 2, 1, 1});
  s.apply(kRoll);
  Events ev;
  roll_dice(s, {1, 2, 3, 5, 6, 6}, &ev);
  const Event* lost = find_event(ev, "kivi.stone_lost");
  ASSERT_NE(lost, nullptr);
  EXPECT_EQ(lost->get("player"), 0);
  EXPECT_EQ(lost->get("in_hand"), 9);
  EXPECT_EQ(s.stones_lost(0), 1);
  EXPECT_EQ(s.stones_in_hand(0), 9);
  EXPECT_EQ(s.turn_player(), 1);
  EXPECT_TRUE(s.is_chance());
  ASSERT_NE(find_event(ev, "kivi.turn_started"), nullptr);
}

TEST(KiviRules, NoHoldingAfterTheThirdRoll) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  auto& s = as_kivi(*state);
  roll_dice(s, {1, 1, 2, 3, 5, 6});
  s.apply(kRoll);
  roll_dice(s, {1, 1, 2, 3, 5, 6});
  s.apply(kRoll);
  roll_dice(s, {1, 1, 2, 2, 5, 6});  // two pairs on the last roll: must place
  EXPECT_EQ(s.why_illegal(kRoll)->type, "refused.no_rolls_left");
  EXPECT_EQ(s.why_illegal(hold_action(1))->type, "refused.no_rolls_left");
  for (Action a : s.legal_actions()) EXPECT_LT(a, kRelocateBase);
}

TEST(KiviRules, OptionsAreChecked) {
  EXPECT_EQ(make_kivi_game({})->num_players(), 2);
  EXPECT_THROW(make_kivi_game({{"players", "5"}}), std::invalid_argument);
  EXPECT_THROW(make_kivi_game({{"players", "two"}}), std::invalid_argument);
  EXPECT_THROW(make_kivi_game({{"colour", "red"}}), std::invalid_argument);
  EXPECT_THROW(make_kivi_game({{"board", "/nonexistent.txt"}}), std::invalid_argument);
  EXPECT_THROW(make_kivi_game({{"players", "3"}, {"computers", "4"}}), std::invalid_argument);
  auto game = make_kivi_game({{"players", "4"}, {"computers", "2, 4"}});
  auto& kg = dynamic_cast<const KiviGame&>(*game);
  EXPECT_FALSE(kg.is_computer(0));
  EXPECT_TRUE(kg.is_computer(1));
  EXPECT_FALSE(kg.is_computer(2));
  EXPECT_TRUE(kg.is_computer(3));
  auto from_file = make_kivi_game(
      {{"board", std::string(SPOLUHRAC_SOURCE_DIR) + "/src/games/kivi/default_board.txt"}});
  EXPECT_EQ(dynamic_cast<const KiviGame&>(*from_file).board(), default_board());
}

TEST(KiviRules, ActionStrings) {
  auto game = kivi_game(2);
  auto state = game->new_initial_state();
  EXPECT_EQ(state->action_to_string(place_action(rc(2, 3))), "place r3c4");
  EXPECT_EQ(state->action_to_string(die_action(5)), "die 5");
  EXPECT_EQ(state->action_to_string(hold_action(2)), "hold 2");
  EXPECT_EQ(state->action_to_string(kRoll), "roll");
  EXPECT_EQ(state->why_illegal(999)->type, "refused.dice_rolling");
}

}  // namespace
}  // namespace sh::kivi
