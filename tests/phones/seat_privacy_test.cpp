// Every hand stays private (issue 38): at one keypad, the walk through what was said and the
// braille line never give back another player's hand or hint; with several people a hand,
// what fits and a hint wait behind their owner's ok and a refusal names no card; while a
// phone holds a seat every keypad key for it gets one sentence whatever the hand holds; a
// page's refused action is said aloud without its reason; no page ever receives a sentence
// for another player (whole games, every frame); codes exist only for phone seats and are
// said only when asked for.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_game.h"
#include "phones/phone_table.h"
#include "seat_table.h"
#include "test_scale.h"

namespace sh::phones {
namespace {

using test::SeatTable;

const quist::QuistState& quist_state(SeatTable& t) { return static_cast<const quist::QuistState&>(t.table().state()); }
const numberfloor::NumberfloorState& nf_state(SeatTable& t) {
  return static_cast<const numberfloor::NumberfloorState&>(t.table().state());
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// What the walk said since `from` holds no sentence for one player only.
void expect_no_private_since(SeatTable& t, std::size_t from, const std::string& what) {
  const std::string walked = t.said_since(from);
  for (const auto& [player, text] : t.privates()) EXPECT_FALSE(contains(walked, text)) << what << ": " << text;
}

GameOptions quist_people(std::string phones = "none") {
  return {{"mode", "dealer"}, {"computers", "none"}, {"games", "1"}, {"seating", "chosen"}, {"phones", phones}};
}

TEST(SeatPrivacy, QuistWalkAndBrailleNeverGiveBackAnotherPlayersHand) {
  SeatTable t(quist::entry(), quist_people(), {"Eva", "Petr", "Jana", "Karel"}, 5);
  // Petr (on turn) opens his hand behind its gate and lays a card; then Jana is on turn.
  t.keys("next ok");
  ASSERT_FALSE(t.privates().empty()) << "the hand was read: " << t.said_since(0);
  const auto& s = quist_state(t);
  const int card = [&] {
    for (int v = 0; v < quist::kValues; ++v)
      if (s.is_legal(v)) return v;
    return -1;
  }();
  t.key(digit_key(card));
  t.key(Key::Ok);
  const std::size_t from = t.said().size();
  t.keys("repeat+help next next next next next next next next");
  ASSERT_TRUE(contains(t.said_since(from), "Co zaznělo")) << t.said_since(from);
  expect_no_private_since(t, from, "the walk");
  for (const auto& sentence : t.voice().earlier())
    for (const auto& [player, text] : t.privates()) EXPECT_NE(sentence, text) << "braille panning";
}

TEST(SeatPrivacy, QuistAloneThePlayerWalksBackToTheOwnHand) {
  GameOptions o = quist_people();
  o["computers"] = "2,3,4";
  SeatTable t(quist::entry(), o, {"Eva", "Petr", "Jana", "Karel"}, 5);
  t.keys("next");  // one person: the hand at once, no gate
  ASSERT_FALSE(t.privates().empty());
  const std::size_t from = t.said().size();
  t.keys("repeat+help next");
  bool found = false;
  for (const auto& [player, text] : t.privates()) found = found || contains(t.said_since(from), text);
  EXPECT_TRUE(found) << "alone, one's own hand stays in what was said: " << t.said_since(from);
}

TEST(SeatPrivacy, QuistSeveralPeopleHearNoCardChosenOrMissing) {
  SeatTable t(quist::entry(), quist_people(), {"Eva", "Petr", "Jana", "Karel"}, 5);
  const auto& s = quist_state(t);
  const int seat = s.current_player();
  int missing = -1, held = -1;
  for (int v = 0; v < quist::kValues; ++v) (s.hand(seat)[static_cast<std::size_t>(v)] > 0 ? held : missing) = v;
  std::size_t from = t.said().size();
  t.key(digit_key(missing));
  EXPECT_EQ(t.said_since(from), "Takovou kartu v ruce nemáš.\n");
  from = t.said().size();
  t.key(digit_key(held));
  EXPECT_EQ(t.said_since(from), "Karta vybraná. Enter ji vynese, tečka výběr zruší.\n");
}

TEST(SeatPrivacy, NumberfloorWalkNeverGivesBackAnotherPlayersHand) {
  SeatTable t(numberfloor::entry(), {{"players", "2"}, {"variant", "full"}, {"mode", "dealer"}}, {"Eva", "Petr"}, 7);
  const int first = nf_state(t).turn_player();
  ASSERT_GE(first, 0);
  // The hand with 5: behind its gate, read on ok.
  std::size_t from = t.said().size();
  t.key(Key::D5);
  EXPECT_FALSE(contains(t.said_since(from), ", tvoje karty:")) << "with two people 5 waits for its owner";
  EXPECT_TRUE(contains(t.said_since(from), "Ostatní ať neposlouchají")) << t.said_since(from);
  t.key(Key::Ok);
  EXPECT_TRUE(contains(t.said_since(from), "tvoje karty:")) << t.said_since(from);
  // What fits (2) and the hint wait behind their gates too.
  from = t.said().size();
  t.key(Key::D2);
  EXPECT_TRUE(contains(t.said_since(from), "Co se ti hodí")) << t.said_since(from);
  t.key(Key::Ok);
  from = t.said().size();
  t.keys("help+help");
  const std::string gate = "Rada pro tebe, " + t.table().name(first) + ". Ostatní ať neposlouchají. Enter ji přečte.\n";
  EXPECT_TRUE(t.said_since(from).ends_with(gate)) << t.said_since(from);
  t.key(Key::Ok);
  EXPECT_TRUE(contains(t.said_since(from), "Rada:")) << t.said_since(from);
  // Play on until the other player is on turn: the advice, taken with ok, again and again.
  for (int i = 0; i < 12 && nf_state(t).turn_player() == first; ++i) t.keys("help+help ok ok");
  ASSERT_NE(nf_state(t).turn_player(), first) << t.said_since(0);
  ASSERT_FALSE(t.privates().empty());
  from = t.said().size();
  t.keys("repeat+help next next next next next next next next next next");
  expect_no_private_since(t, from, "the walk");
  for (const auto& sentence : t.voice().earlier())
    for (const auto& [player, text] : t.privates()) EXPECT_NE(sentence, text) << "braille panning";
}

TEST(SeatPrivacy, NumberfloorRefusalAtTheKeypadNamesNoCardWithSeveralPeople) {
  SeatTable t(numberfloor::entry(), {{"players", "2"}, {"variant", "full"}, {"mode", "dealer"}}, {"Eva", "Petr"}, 7);
  const auto& s = nf_state(t);
  const int seat = s.turn_player();
  const auto order = numberfloor::hand_order(s, seat);
  int misfit = -1;
  for (std::size_t i = 0; i < order.size() && misfit < 0; ++i)
    if (numberfloor::is_floor(order[i]) && !s.is_legal(numberfloor::lay_action(order[i]))) misfit = static_cast<int>(i);
  ASSERT_GE(misfit, 0) << "seed 7: a floor card that does not fit";
  t.keys("next ok");  // the walk's gate, then the first card
  for (int i = 0; i < misfit; ++i) t.key(Key::Next);
  const std::size_t from = t.said().size();
  t.key(Key::Ok);
  const std::string said = t.said_since(from);
  EXPECT_TRUE(contains(said, "Tahle karta se nehodí.")) << said;
  EXPECT_FALSE(contains(said, "Poschodí " + std::to_string(numberfloor::value_of(order[static_cast<std::size_t>(misfit)])) + " se"))
      << said;
}

// ---------------------------------------------------------------- phones

TEST(SeatPrivacy, QuistKeypadKeysAtAPhoneSeatsTurnSayOneSentenceWhateverTheHand) {
  std::set<std::string> answers;
  for (std::uint64_t seed : {3, 9}) {
    SeatTable t(quist::entry(), quist_people("2"), {"Eva", "Petr", "Jana", "Karel"}, seed);
    const auto& s = quist_state(t);
    if (s.player_at_seat(s.current_player()) != 1) continue;
    t.join(1);
    const std::size_t history = s.history().size();
    for (int d = 0; d <= 9; ++d) {
      const std::size_t from = t.said().size();
      t.key(digit_key(d));
      answers.insert(t.said_since(from));
    }
    for (Key k : {Key::Ok}) {
      const std::size_t from = t.said().size();
      t.key(k);
      answers.insert(t.said_since(from));
    }
    std::size_t from = t.said().size();
    t.keys("help+help");
    const std::string hint = t.said_since(from);  // help first, then the hint's answer
    answers.insert(hint.substr(hint.rfind('\n', hint.size() - 2) + 1));
    from = t.said().size();
    t.key(Key::Next);
    EXPECT_EQ(t.said_since(from), "Petr hraje na telefonu.\n") << "the hand in the review";
    EXPECT_EQ(s.history().size(), history) << "nothing was played from the keypad";
  }
  ASSERT_FALSE(answers.empty()) << "Petr leads with seed 3";
  EXPECT_EQ(answers, (std::set<std::string>{"Petr hraje na telefonu.\n"}));
}

TEST(SeatPrivacy, NumberfloorKeypadKeysAtAPhoneSeatsTurnSayOneSentence) {
  SeatTable t(numberfloor::entry(), {{"players", "2"}, {"variant", "full"}, {"mode", "dealer"}, {"phones", "1,2"}},
              {"Eva", "Petr"}, 7);
  const auto& s = nf_state(t);
  const int seat = s.turn_player();
  t.join(0);
  t.join(1);
  const std::size_t history = s.history().size();
  const std::string name = t.table().name(seat);
  for (Key k : {Key::D2, Key::D3, Key::D0, Key::Next, Key::Prev, Key::Ok, Key::D5}) {
    const std::size_t from = t.said().size();
    t.key(k);
    EXPECT_EQ(t.said_since(from), name + " hraje na telefonu.\n") << key_name(k);
  }
  std::size_t from = t.said().size();
  t.key(Key::D9);  // a claim here: the phones' seats claim on their pages
  EXPECT_FALSE(contains(t.said_since(from), "noční poschodí, které")) << t.said_since(from);
  EXPECT_EQ(s.history().size(), history);
}

TEST(SeatPrivacy, APagesRefusalIsSaidAloudWithoutItsReasonAndReachesThatPageOnly) {
  SeatTable t(quist::entry(), quist_people("2,3"), {"Eva", "Petr", "Jana", "Karel"}, 3);
  const auto& s = quist_state(t);
  ASSERT_EQ(s.player_at_seat(s.current_player()), 1) << "Petr leads with seed 3";
  t.join(1);
  t.join(2);
  int missing = -1;
  for (int v = 0; v < quist::kValues; ++v)
    if (s.hand(s.current_player())[static_cast<std::size_t>(v)] == 0) missing = v;
  const std::size_t from = t.said().size();
  t.tap(1, PageAct::Lay, missing);
  EXPECT_EQ(t.said_since(from), "Petr: tohle nejde, důvod je v telefonu.\n");
  const auto petr = nlohmann::json::parse(t.frames(1).back());
  ASSERT_TRUE(petr.contains("note")) << petr.dump();
  EXPECT_TRUE(contains(petr["note"]["text"].get<std::string>(), "v ruce nemáš")) << petr.dump();
  for (const auto& frame : t.frames(2)) EXPECT_FALSE(contains(frame, "v ruce nemáš")) << "Jana's page: " << frame;
  // A card laid from the page: the table hears it laid, not the keypad's words for a digit.
  int held = -1;
  for (int v = 0; v < quist::kValues; ++v)
    if (s.is_legal(v)) held = v;
  const std::size_t before = t.said().size();
  t.tap(1, PageAct::Lay, held);
  EXPECT_FALSE(contains(t.said_since(before), "Enter ji vynese")) << t.said_since(before);
  EXPECT_TRUE(contains(t.said_since(before), "Petr vynáší " + std::to_string(held) + ".")) << t.said_since(before);
}

TEST(SeatPrivacy, CodesOnlyForPhoneSeatsSaidOnlyWhenAsked) {
  SeatTable t(quist::entry(), quist_people("2"), {"Eva", "Petr", "Jana", "Karel"}, 3);
  auto tokens = t.hub().tokens();
  ASSERT_EQ(tokens.size(), 4u);
  EXPECT_TRUE(tokens[0].empty());
  EXPECT_FALSE(tokens[1].empty());
  EXPECT_TRUE(tokens[2].empty());
  EXPECT_TRUE(tokens[3].empty());
  EXPECT_FALSE(t.hub().player_of(tokens[1]) != 1);
  const std::string spoken = code_for_speech(tokens[1]);
  EXPECT_FALSE(contains(t.said_since(0), spoken)) << "a code is never said unasked";
  EXPECT_TRUE(contains(t.said_since(0), "Petr hraje na telefonu.")) << t.said_since(0);
  // The host's list: back, 9; Petr's seat (2), say its code (1): the warning, then ok.
  t.keys("back 9 2 1");
  EXPECT_FALSE(contains(t.said_since(0), spoken));
  EXPECT_TRUE(contains(t.said_since(0), "Ostatní ať neposlouchají")) << t.said_since(0);
  t.key(Key::Ok);
  EXPECT_TRUE(contains(t.said_since(0), "Petr, kód: " + spoken)) << t.said_since(0);
  // A code is for the loudspeaker: no page ever hears one.
  for (const auto& frame : t.frames(1)) EXPECT_FALSE(contains(frame, "kód:")) << frame;
  // Eva's keypad seat handed to a phone: a code now, said only on request.
  const std::size_t from = t.said().size();
  t.keys("1 1");
  tokens = t.hub().tokens();
  ASSERT_FALSE(tokens[0].empty());
  EXPECT_FALSE(contains(t.said_since(from), code_for_speech(tokens[0])));
  t.key(Key::Back);
  EXPECT_FALSE(contains(t.said_since(from), code_for_speech(tokens[0])));
}

TEST(SeatPrivacy, ManyPhonesOnOneCodeAskTheHostOnce) {
  SeatTable t(quist::entry(), quist_people("2"), {"Eva", "Petr", "Jana", "Karel"}, 3);
  t.join(1);
  for (int d = 0; d < 100; ++d) t.hub().join(1, "ffffffffffff" + std::to_string(1000 + d));
  t.key(Key::Help);  // anything, so the notices come in
  const std::string said = t.said_since(0);
  std::size_t questions = 0;
  for (std::size_t at = said.find("další telefon chce"); at != std::string::npos; at = said.find("další telefon chce", at + 1))
    ++questions;
  EXPECT_EQ(questions, 1u) << said;
  // Kept by the first phone: the keypad answers its own keys again.
  t.key(Key::Back);
  const std::size_t from = t.said().size();
  t.key(Key::Help);
  EXPECT_FALSE(contains(t.said_since(from), "další telefon chce")) << t.said_since(from);
}

// ---------------------------------------------------------------- whole games

// Every frame every phone received holds no sentence for another player: neither a hand or
// hint read at the keypad nor another phone's refusal or drawn cards.
void expect_frames_private(SeatTable& t, const std::vector<int>& phones) {
  const auto privates = t.privates();
  auto own = [&](int p, const std::string& text) { return privates.contains({p, text}); };
  for (int p : phones)
    for (const auto& frame : t.frames(p)) {
      const auto v = nlohmann::json::parse(frame);
      std::string words;
      for (const auto& line : v["said"]) words += line["text"].get<std::string>() + "\n";
      if (v.contains("note")) words += v["note"]["text"].get<std::string>() + "\n";
      for (const auto& line : v["hand"]) words += line.get<std::string>() + "\n";
      for (const auto& [player, text] : privates) {
        if (player == p || own(p, text)) continue;  // the same words said to this player too
        ASSERT_FALSE(contains(words, text)) << "player " << p << " got " << player << "'s: " << text;
      }
    }
}

TEST(SeatPrivacy, QuistWholeGameTwoPhonesTwoKeypadsNoFrameHoldsAnotherPlayersSentence) {
  SeatTable t(quist::entry(), quist_people("2,4"), {"Eva", "Petr", "Jana", "Karel"}, 11);
  t.join(1);
  t.join(3);
  const auto& s = quist_state(t);
  int turns = 0;
  while (!s.is_terminal() && turns++ < 200) {
    if (s.stage() != quist::Stage::Play) {
      t.key(Key::Ok);  // the next game waits for ok
      continue;
    }
    const int seat = s.current_player();
    const int player = s.player_at_seat(seat);
    int legal = -1, illegal = -1;
    for (int v = 0; v < quist::kValues; ++v) (s.is_legal(v) ? legal : illegal) = v;
    if (player == 1 || player == 3) {
      if (illegal >= 0 && turns % 3 == 0) t.tap(player, PageAct::Lay, illegal);  // refused: for that page only
      t.tap(player, PageAct::Lay, legal);
    } else {
      t.keys("next ok");  // the hand behind its gate
      if (turns % 5 == 0) t.keys("help+help ok");  // the hint behind its gate
      t.key(digit_key(legal));
      t.key(Key::Ok);
    }
  }
  ASSERT_TRUE(s.is_terminal()) << t.said_since(t.said().size() - 20);
  EXPECT_GT(t.frames(1).size(), 20u);
  ASSERT_FALSE(t.privates().empty());
  expect_frames_private(t, {1, 3});
}

TEST(SeatPrivacy, NumberfloorWholeGameTwoPhonesTwoKeypadsNoFrameHoldsAnotherPlayersSentence) {
  SeatTable t(numberfloor::entry(), {{"players", "4"}, {"variant", "full"}, {"mode", "dealer"}, {"phones", "2,4"}},
              {"Eva", "Petr", "Jana", "Karel"}, 7);
  t.join(1);
  t.join(3);
  const auto& s = nf_state(t);
  const int limit = 3000;
  int steps = 0;
  int walk_open = -1;  // the keypad seat whose walk was opened behind its gate this turn
  while (!s.is_terminal() && steps++ < limit) {
    const int seat = s.turn_player();
    if (seat != walk_open) walk_open = -1;
    if (seat < 0) {
      t.key(Key::Ok);
      continue;
    }
    std::optional<Action> lay;
    for (int type : numberfloor::hand_order(s, seat))
      if (s.is_legal(numberfloor::lay_action(type))) {
        lay = numberfloor::lay_action(type);
        break;
      }
    if (seat == 1 || seat == 3) {
      if (lay) t.tap(seat, PageAct::Lay, *lay);
      else if (s.is_legal(numberfloor::kDraw)) t.tap(seat, PageAct::Draw);
      else t.tap(seat, PageAct::End);
      if (steps % 7 == 0) t.tap(seat, PageAct::Lay, numberfloor::lay_action(0));  // often refused: that page only
      continue;
    }
    if (steps < 40 && steps % 4 == 0) t.keys("5 ok 2 ok");  // the hand and what fits, behind their gates
    if (lay) {
      const auto order = numberfloor::hand_order(s, seat);
      const auto at = std::find(order.begin(), order.end(), *lay - numberfloor::lay_action(0)) - order.begin();
      if (walk_open != seat) {
        t.keys("next ok");  // the walk's gate, once a turn; ok reads the first card
        walk_open = seat;
      } else {
        t.key(Key::Next);  // the first card
      }
      for (long i = 0; i < at; ++i) t.key(Key::Next);
      t.key(Key::Ok);
    } else {
      t.key(s.is_legal(numberfloor::kDraw) ? Key::D3 : Key::D0);
    }
  }
  EXPECT_TRUE(s.is_terminal()) << "steps " << steps << ": " << t.said_since(t.said().size() - 10);
  EXPECT_GT(t.frames(1).size(), 50u);
  ASSERT_FALSE(t.privates().empty());
  expect_frames_private(t, {1, 3});
}

}  // namespace
}  // namespace sh::phones
