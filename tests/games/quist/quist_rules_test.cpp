// Numeramis Quist: scripted rule scenarios (ties, the hand-ending tie, refusals, review).
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "games/quist/quist_entry.h"
#include "games/quist/quist_options.h"
#include "quist_test_support.h"

namespace sh::quist {
namespace {

using testing::count_events;
using testing::find_event;
using testing::lay;
using testing::Match;

// Assistant mode with seat 0 leading the first trick.
GameOptions assistant(int games = 10) {
  return {{"mode", "assistant"}, {"dealer", "4"}, {"games", std::to_string(games)}};
}

TEST(QuistRules, LeftOfTheDealerLeadsAndHighestCardTakesTheTrick) {
  Match m({{"mode", "assistant"}, {"dealer", "2"}});
  EXPECT_EQ(m.state->current_player(), 2);
  Events e = lay(m, {4, 9, 0, 8});  // seats 2, 3, 0, 1
  const Event* won = find_event(e, "trick.won");
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->get("seat"), 3);
  EXPECT_EQ(won->get("team"), 1);
  EXPECT_EQ(won->get("tricks"), 1);
  EXPECT_EQ(won->get("cards"), 4);
  EXPECT_EQ(m.state->current_player(), 3);  // the winner leads
  EXPECT_EQ(m.q().game_tricks()[1], 1);
}

TEST(QuistRules, SingleTieStartsADoublePhaseLedByTheFirstTiedCard) {
  Match m(assistant());
  Events e = lay(m, {5, 7, 7, 2});
  const Event* tie = find_event(e, "phase.tie");
  ASSERT_NE(tie, nullptr);
  EXPECT_EQ(tie->get("value"), 7);
  EXPECT_EQ(tie->get("seat"), 1);
  EXPECT_EQ(tie->get("count"), 2);
  EXPECT_EQ(tie->get("stake"), 2);
  EXPECT_EQ(find_event(e, "trick.won"), nullptr);
  EXPECT_EQ(m.state->current_player(), 1);
  EXPECT_EQ(m.q().observation(0).stake, 2);

  e = lay(m, {3, 9, 4, 1});  // seats 1, 2, 3, 0
  const Event* won = find_event(e, "trick.won");
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->get("seat"), 2);
  EXPECT_EQ(won->get("tricks"), 2);
  EXPECT_EQ(won->get("cards"), 8);
  EXPECT_EQ(won->get("tie_rule"), 0);
  EXPECT_EQ(m.q().game_tricks()[0], 2);
  EXPECT_EQ(m.state->current_player(), 2);
  ASSERT_TRUE(m.q().last_trick().has_value());
  EXPECT_EQ(m.q().last_trick()->phases.size(), 2u);
}

TEST(QuistRules, PartnersTyingForHighestAlsoStartANewPhase) {
  Match m(assistant());
  Events e = lay(m, {9, 3, 9, 8});
  ASSERT_NE(find_event(e, "phase.tie"), nullptr);
  EXPECT_EQ(m.state->current_player(), 0);
}

TEST(QuistRules, DoubleTiePlaysForATripleStake) {
  Match m(assistant());
  Events e = lay(m, {8, 8, 3, 1});
  ASSERT_NE(find_event(e, "phase.tie"), nullptr);
  EXPECT_EQ(m.state->current_player(), 0);
  e = lay(m, {2, 6, 6, 0});  // seats 0..3: a tie on 6, first laid by seat 1
  const Event* tie = find_event(e, "phase.tie");
  ASSERT_NE(tie, nullptr);
  EXPECT_EQ(tie->get("seat"), 1);
  EXPECT_EQ(tie->get("stake"), 3);
  EXPECT_EQ(m.state->current_player(), 1);
  e = lay(m, {1, 0, 9, 5});  // seats 1, 2, 3, 0
  const Event* won = find_event(e, "trick.won");
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->get("seat"), 3);
  EXPECT_EQ(won->get("tricks"), 3);
  EXPECT_EQ(won->get("cards"), 12);
  EXPECT_EQ(m.q().game_tricks()[1], 3);
  EXPECT_EQ(m.q().game_tricks()[0], 0);
  for (int s = 0; s < kSeats; ++s) EXPECT_EQ(m.q().cards_left(s), 6);
}

TEST(QuistRules, TieInTheLastPhaseGoesToTheFirstTiedCard) {
  Match m(assistant());
  for (int round = 0; round < 7; ++round) lay(m, {4, 3, 2, 1});  // seat 0 leads and wins
  EXPECT_EQ(m.q().game_tricks()[0], 7);
  Events e = lay(m, {6, 6, 0, 0});  // eighth round ties: a ninth phase for two tricks
  ASSERT_NE(find_event(e, "phase.tie"), nullptr);
  e = lay(m, {5, 8, 8, 5});  // last phase, seats 0..3, ties on 8 with no card left
  const Event* won = find_event(e, "trick.won");
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->get("seat"), 1);
  EXPECT_EQ(won->get("tricks"), 2);
  EXPECT_EQ(won->get("tie_rule"), 1);
  EXPECT_EQ(find_event(e, "phase.tie"), nullptr);
  const Event* end = find_event(e, "game.end");
  ASSERT_NE(end, nullptr);
  EXPECT_EQ(end->get("tricks0"), 7);
  EXPECT_EQ(end->get("tricks1"), 2);
  EXPECT_EQ(end->get("winner"), 0);
  EXPECT_EQ(m.q().wins()[0], 1);
  EXPECT_EQ(m.q().game_number(), 2);
  EXPECT_TRUE(m.q().last_trick()->by_tie_rule);
}

TEST(QuistRules, AssistantModeRefusesANinthCardOfOneValue) {
  Match m(assistant());
  lay(m, {5, 5, 5, 5});
  lay(m, {5, 5, 5, 5});  // eight fives: all the deck has
  auto why = m.state->why_illegal(5);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.value_exhausted");
  EXPECT_EQ(why->get("value"), 5);
  EXPECT_EQ(why->get("copies"), 8);
  EXPECT_THROW(m.state->apply(5), std::invalid_argument);
  auto legal = m.state->legal_actions();
  EXPECT_EQ(std::count(legal.begin(), legal.end(), 5), 0);
  EXPECT_EQ(legal.size(), 9u);
  EXPECT_FALSE(m.state->why_illegal(4).has_value());
}

TEST(QuistRules, AssistantModeDeckIsWholeAgainInTheNextGame) {
  Match m(assistant());
  for (int round = 0; round < 2; ++round) lay(m, {5, 5, 5, 5});
  for (int round = 0; round < 7; ++round) lay(m, {4, 3, 2, 1});
  EXPECT_EQ(m.q().game_number(), 2);
  EXPECT_FALSE(m.state->why_illegal(5).has_value());
}

TEST(QuistRules, RefusesWhatIsNotACardAndAnythingAfterTheMatch) {
  Match m(assistant(1));
  auto why = m.state->why_illegal(10);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.not_a_card");
  EXPECT_EQ(m.state->why_illegal(-1)->type, "refused.not_a_card");
  for (int round = 0; round < 4; ++round) lay(m, {7, 1, 0, 2});
  for (int round = 0; round < 5; ++round) lay(m, {6, 3, 4, 5});
  ASSERT_TRUE(m.state->is_terminal());
  EXPECT_EQ(m.state->why_illegal(3)->type, "refused.match_over");
  EXPECT_TRUE(m.state->legal_actions().empty());
}

// Deals card i the value i % 10: seat 0 (left of dealer 3) gets only
// even values, seat 1 only odd ones.
void deal_known_hands(Match& m) {
  for (int i = 0; i < kCardsPerGame; ++i) {
    ASSERT_TRUE(m.state->is_chance());
    m.apply(i % 10);
  }
}

TEST(QuistRules, DealerModeDealsOneCardAtATimeFromLeftOfTheDealer) {
  Match m(GameOptions{{"dealer", "4"}});
  ASSERT_TRUE(m.state->is_chance());
  Events e = m.apply(6);
  const Event* card = find_event(e, "deal.card");
  ASSERT_NE(card, nullptr);
  EXPECT_EQ(card->get("seat"), 0);
  EXPECT_EQ(card->get("value"), 6);
  e = m.apply(2);
  EXPECT_EQ(find_event(e, "deal.card")->get("seat"), 1);
  EXPECT_EQ(m.q().hand(0)[6], 1);
  EXPECT_EQ(m.q().hand(1)[2], 1);
}

TEST(QuistRules, DealerModeRefusesAValueNotInHand) {
  Match m(GameOptions{{"dealer", "4"}});
  deal_known_hands(m);
  EXPECT_EQ(m.state->current_player(), 0);
  auto why = m.state->why_illegal(9);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.not_in_hand");
  EXPECT_EQ(why->get("seat"), 0);
  EXPECT_EQ(why->get("value"), 9);
  EXPECT_EQ(m.state->legal_actions(), (std::vector<Action>{0, 2, 4, 6, 8}));
  EXPECT_EQ(m.q().hand(0)[6], 1);
  m.apply(6);
  EXPECT_EQ(m.q().hand(0)[6], 0);
  EXPECT_EQ(m.q().cards_left(0), 8);
}

TEST(QuistRules, DealIsWeightedByTheCardsLeftInTheDeck) {
  Match m(GameOptions{{"dealer", "4"}});
  for (int i = 0; i < 3; ++i) m.apply(9);
  auto outcomes = m.state->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 10u);
  EXPECT_EQ(outcomes[9], (std::pair<Action, int>{9, 5}));
  EXPECT_EQ(outcomes[0], (std::pair<Action, int>{0, 8}));
  for (int i = 0; i < 5; ++i) m.apply(9);
  EXPECT_EQ(m.state->chance_outcomes().size(), 9u);
  auto why = m.state->why_illegal(9);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->type, "refused.value_exhausted");
}

TEST(QuistRules, LastTrickCanBeReviewedOnlyUntilTheNextLead) {
  Match m(assistant());
  lay(m, {5, 6, 7, 8});
  auto obs = m.q().observation(1);
  ASSERT_TRUE(obs.last_trick.has_value());
  EXPECT_EQ(obs.last_trick->winner, 3);
  EXPECT_EQ(obs.last_trick->phases[0], (Phase{{0, 5}, {1, 6}, {2, 7}, {3, 8}}));
  m.apply(0);  // seat 3 leads the next trick
  EXPECT_FALSE(m.q().observation(1).last_trick.has_value());
}

TEST(QuistRules, LastTrickOfAGameStaysReviewableThroughTheNextDeal) {
  Match m(GameOptions{{"dealer", "4"}});
  deal_known_hands(m);
  while (m.q().game_number() == 1) m.apply(m.state->legal_actions().front());
  ASSERT_TRUE(m.state->is_chance());
  EXPECT_TRUE(m.q().observation(2).last_trick.has_value());
  for (int i = 0; i < kCardsPerGame; ++i) m.apply(i % 10);
  EXPECT_TRUE(m.q().observation(2).last_trick.has_value());
  m.apply(m.state->legal_actions().front());
  EXPECT_FALSE(m.q().observation(2).last_trick.has_value());
}

TEST(QuistRules, ObservationShowsOnlyTheOwnHand) {
  Match m(GameOptions{{"dealer", "4"}});
  deal_known_hands(m);
  auto obs = m.q().observation(0);
  EXPECT_TRUE(obs.hand_known);
  EXPECT_EQ(obs.hand, m.q().hand(0));
  EXPECT_NE(obs.hand, m.q().hand(1));
  EXPECT_EQ(obs.cards_left, (std::array<int, 4>{9, 9, 9, 9}));
  EXPECT_TRUE(obs.my_turn);
  Match a(assistant());
  EXPECT_FALSE(a.q().observation(0).hand_known);
}

TEST(QuistRules, CutPairsTheOddCuttersAndSeatsThemOpposite) {
  Match m({{"mode", "assistant"}, {"seating", "cut"}});
  ASSERT_TRUE(m.state->is_chance());
  Events e = lay(m, {1, 3, 5, 2});  // three odd: cut again
  EXPECT_EQ(count_events(e, "seating.cut"), 4);
  ASSERT_NE(find_event(e, "seating.recut"), nullptr);
  EXPECT_EQ(find_event(e, "seating.recut")->get("odd"), 3);
  ASSERT_TRUE(m.state->is_chance());
  e = lay(m, {2, 3, 5, 4});  // players 1 and 2 odd: player 0 partners player 3
  const Event* teams = find_event(e, "seating.teams");
  ASSERT_NE(teams, nullptr);
  EXPECT_EQ(teams->get("seat0"), 0);
  EXPECT_EQ(teams->get("seat1"), 1);
  EXPECT_EQ(teams->get("seat2"), 3);
  EXPECT_EQ(teams->get("seat3"), 2);
  EXPECT_EQ(teams->get("odd_team"), 1);
  EXPECT_EQ(m.q().seat_of_player(3), 2);
  ASSERT_NE(find_event(e, "game.start"), nullptr);
  EXPECT_EQ(m.state->current_player(), 1);  // left of dealer seat 0
}

TEST(QuistRules, ComputerPlayersFollowTheirPlayerNumberToTheirSeat) {
  Match m({{"seating", "cut"}, {"computers", "4"}});
  lay(m, {2, 3, 5, 4});
  EXPECT_TRUE(m.q().is_computer_seat(2));
  EXPECT_FALSE(m.q().is_computer_seat(3));
  EXPECT_TRUE(m.state->is_chance());  // now the deal
}

TEST(QuistRules, WhyIllegalAgreesWithLegalActions) {
  Match m(assistant());
  for (int step = 0; step < 40; ++step) {
    auto legal = m.state->legal_actions();
    for (int a = -1; a <= 10; ++a) {
      bool is_legal = std::find(legal.begin(), legal.end(), a) != legal.end();
      EXPECT_EQ(is_legal, !m.state->why_illegal(a).has_value()) << "action " << a;
    }
    m.apply(legal[static_cast<std::size_t>(step) % legal.size()]);
  }
}

TEST(QuistOptions, BadOptionsAreRefusedWithAReason) {
  const std::vector<GameOptions> bad = {
      {{"games", "0"}},        {{"games", "ten"}},       {{"dealer", "5"}},
      {{"mode", "teacher"}},   {{"seating", "random"}},  {{"computers", "1,1"}},
      {{"computers", "5"}},    {{"players", "3"}},       {{"gmaes", "10"}},
      {{"mode", "assistant"}, {"computers", "2"}}};
  for (const auto& options : bad) EXPECT_THROW(make_quist_game(options), std::invalid_argument);
  try {
    make_quist_game({{"dealer", "7"}});
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("dealer"), std::string::npos);
  }
}

TEST(QuistOptions, DefaultsAreATenGameDealerModeMatch) {
  auto game = make_quist_game({});
  EXPECT_EQ(game->id(), "quist");
  EXPECT_EQ(game->num_players(), 4);
  auto state = game->new_initial_state();
  auto& q = static_cast<QuistState&>(*state);
  EXPECT_EQ(q.games_to_play(), 10);
  EXPECT_EQ(q.config().mode, Mode::Dealer);
  EXPECT_TRUE(q.is_chance());
  EXPECT_EQ(q.dealer(), 0);
  auto ok = make_quist_game({{"computers", "2,3,4"}, {"games", "3"}, {"players", "4"}});
  auto s2 = ok->new_initial_state();
  EXPECT_TRUE(static_cast<QuistState&>(*s2).is_computer_seat(3));
  EXPECT_FALSE(static_cast<QuistState&>(*s2).is_computer_seat(0));
}

// One rule for every game: seats and players are numbered from 1 in options (as the menu
// says "Za hráče 2 a 4"), so computers=2,4 leaves players 1 and 3 to people.
TEST(QuistOptions, SeatsAreNumberedFromOneAsInEveryGame) {
  const Options pair = parse_options({{"computers", "2,4"}});
  EXPECT_EQ(pair.computers, (std::array<bool, kSeats>{false, true, false, true}));
  EXPECT_EQ(parse_options({{"computers", "2,3,4"}}).computers, (std::array<bool, kSeats>{false, true, true, true}));
  EXPECT_EQ(parse_options({{"computers", "1"}}).computers, (std::array<bool, kSeats>{true, false, false, false}));
  EXPECT_EQ(parse_options({}).dealer, 0);
  EXPECT_EQ(parse_options({{"dealer", "1"}}).dealer, 0);
  EXPECT_EQ(parse_options({{"dealer", "4"}}).dealer, 3);
  EXPECT_THROW(parse_options({{"dealer", "5"}}), std::invalid_argument);
  EXPECT_THROW(parse_options({{"computers", "5"}}), std::invalid_argument);
  // The menu's choices are seat lists in the same numbering.
  for (const auto& q : entry().questions)
    if (q.option == "computers")
      for (const auto& choice : q.choices)
        if (choice.value != "none") {
          EXPECT_FALSE(parse_options({{"computers", choice.value}}).computers[0]) << choice.value;
        }
}

// Earlier versions numbered from 0; a seat 0 can only mean that numbering, so an old
// journal or command line holding one keeps its meaning.
TEST(QuistOptions, OptionsWithASeatZeroAreReadInTheOldNumbering) {
  EXPECT_TRUE(legacy_seat_numbers({{"computers", "0, 2"}}));
  EXPECT_TRUE(legacy_seat_numbers({{"dealer", "0"}, {"computers", "1,3"}}));
  EXPECT_FALSE(legacy_seat_numbers({{"dealer", "1"}, {"computers", "1,3"}}));
  EXPECT_FALSE(legacy_seat_numbers({{"computers", "none"}}));
  const Options old = parse_options({{"dealer", "0"}, {"computers", "1,3"}});
  EXPECT_EQ(old.dealer, 0);
  EXPECT_EQ(old.computers, (std::array<bool, kSeats>{false, true, false, true}));
  EXPECT_EQ(parse_options({{"dealer", "3"}, {"computers", "0"}}).dealer, 3);
  EXPECT_THROW(parse_options({{"dealer", "0"}, {"computers", "4"}}), std::invalid_argument);
}

}  // namespace
}  // namespace sh::quist
