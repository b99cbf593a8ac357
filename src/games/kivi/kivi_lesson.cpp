#include "games/kivi/kivi_lesson.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "games/kivi/kivi_controller.h"
#include "games/kivi/kivi_entry.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_narration.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"

namespace sh::kivi {

namespace {

using lesson_kit::ask;
using lesson_kit::join;

// A roll of six dice as chance actions.
std::vector<Action> roll(std::initializer_list<int> dice) {
  std::vector<Action> out;
  for (int d : dice) out.push_back(die_action(d));
  return out;
}

std::shared_ptr<const Game> game_of(const GameOptions& extra = {}) {
  GameOptions o{{"players", "2"}};
  for (const auto& [k, v] : extra) o[k] = v;
  return make_kivi_game(o);
}

const KiviState& kivi(const State& s) { return static_cast<const KiviState&>(s); }

// The keys that put the cursor on row r, column c and press ok.
std::vector<Key> cell_keys(int row, int col) { return {Key::D9, digit_key(row), digit_key(col), Key::Ok}; }

// The keys to the first cell of the board that holds `combination` (row by row).
std::vector<Key> first_cell_keys(Combination combination) {
  const auto game = game_of();
  const auto state = game->new_initial_state();
  for (int cell = 0; cell < kCells; ++cell)
    if (kivi(*state).cell_combination(cell) == combination) return cell_keys(cell / kSize + 1, cell % kSize + 1);
  return {};
}

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong) {
  return lesson_kit::practice_spec({game_of(), Mode::Dealer, lesson_kit::controller_of<KiviController>(), {}},
                                   std::move(setup), std::move(judge), std::move(hint), std::move(answer),
                                   std::move(right), std::move(wrong));
}

// A stone placed on a cell of `combination` is right; another placement, or a roll, wrong.
Judge place_on(Combination combination, std::vector<Message> right, std::vector<Message> wrong) {
  return [=](const State& before, const std::vector<Action>& actions) {
    if (actions.empty()) return Judgement::pending();
    const Action a = actions.front();
    if (a >= kPlaceBase && a < kPlaceBase + kCells && kivi(before).cell_combination(a - kPlaceBase) == combination)
      return Judgement::right(right);
    if (a >= kHoldBase && a < kRoll) return Judgement::pending();  // holding dice: not an answer yet
    return Judgement::wrong(wrong);
  };
}

// A stone placed on cell (row, col) (1-based) is right.
Judge place_at(int row, int col, std::vector<Message> right, std::vector<Message> wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    if (actions.empty()) return Judgement::pending();
    const Action a = actions.front();
    if (a == place_action(cell_of(row - 1, col - 1))) return Judgement::right(right);
    if (a >= kHoldBase && a < kRoll) return Judgement::pending();
    return Judgement::wrong(wrong);
  };
}

// A task of one combination of the same values: the dice show it and the combination
// nested below it (`below`), whose cell is refused while `combination` has a free cell. Any
// free cell of `combination` is right.
struct Says {
  const char* task;
  const char* right;
  const char* hint;
  const char* answer;
};
LessonStep combination_task(const std::string& id, Says says, std::initializer_list<int> dice, Combination combination,
                            Combination below) {
  return practice(id, {Message(says.task)},
                  spec(roll(dice), place_on(combination, {Message(says.right)}, {Message("kivi.lesson.p.task")}),
                       {Message(says.hint)}, {Message(says.answer)}, first_cell_keys(combination),
                       first_cell_keys(below)));
}

// The seed of the lose-stone task: its third roll (the six held) allows no free cell, so a
// learner who rolls lives the loss (the first such seed from 1).
constexpr std::uint64_t kLostStoneSeed = 11;

std::vector<Message> describe_key(Key key) {
  if (key >= Key::D1 && key <= Key::D6) return {Message("kivi.lesson.key.hold").with("n", digit_of(key))};
  switch (key) {
    case Key::D0: return {Message("kivi.lesson.key.zero")};
    case Key::D7: return {Message("kivi.lesson.key.seven")};
    case Key::D8: return {Message("kivi.lesson.key.eight")};
    case Key::D9: return {Message("kivi.lesson.key.nine")};
    case Key::Ok: return {Message("kivi.lesson.key.ok")};
    case Key::Next:
    case Key::Prev: return {Message("kivi.lesson.key.next")};
    default: return {};
  }
}

}  // namespace

Lesson lesson() {
  Lesson l = lesson_kit::begin("kivi");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules 1-10, then the 56-point example

  lesson_kit::open_chapter(l, explain("goal", {Message("kivi.lesson.1"), Message("kivi.lesson.2")}));
  steps.push_back(explain("roll", {Message("kivi.lesson.3")}));
  // Exactly the three sixes held, nothing else: the judge compares what was held with the
  // task and names what differs (a die held besides the sixes, or too few sixes).
  steps.push_back(practice(
      "hold", {Message("kivi.lesson.p.hold")},
      spec(roll({6, 6, 6, 1, 2, 4}),
           [](const State& before, const std::vector<Action>& actions) {
             auto at = std::find(actions.begin(), actions.end(), kRoll);
             if (at == actions.end()) return Judgement::pending();
             auto s = state_after(before, std::vector<Action>(actions.begin(), at));
             DiceCounts others = kivi(*s).held();
             const int sixes = others[6];
             others[6] = 0;
             if (dice_total(others) > 0)
               return Judgement::wrong({Message("kivi.lesson.p.hold.extra").with("dice", dice_text(others))});
             if (sixes < 3)
               return Judgement::wrong({Message(sixes == 0 ? "kivi.lesson.p.hold.none"
                                                : sixes == 1 ? "kivi.lesson.p.hold.one"
                                                             : "kivi.lesson.p.hold.two")});
             return Judgement::right({Message("kivi.lesson.p.hold.right")});
           },
           {Message("kivi.lesson.p.hold.hint")}, {Message("kivi.lesson.p.hold.answer")},
           {Key::D6, Key::D6, Key::D6, Key::Ok}, {Key::D6, Key::D6, Key::Ok})));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("dice_rolled"), std::make_pair(std::string("capture"), Message("kivi.lesson.cue.capture")),
                                            cue_meaning("game_won"), cue_meaning("refused")}));
  lesson_kit::open_chapter(l, explain("combinations", {Message("kivi.lesson.4"), Message("kivi.lesson.5")}));
  steps.push_back(practice(
      "straight4", {Message("kivi.lesson.p.straight4")},
      spec(roll({1, 2, 3, 4, 6, 6}),
           place_on(Combination::Straight4, {Message("kivi.lesson.p.straight4.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.straight4.hint")}, {Message("kivi.lesson.p.straight4.answer")}, cell_keys(3, 1),
           cell_keys(1, 2))));
  // A straight of five: the straight of four inside it is not the highest combination while a
  // straight of five has a free cell (PRODUCT.md: straights nest as the same values do).
  steps.push_back(practice(
      "straight5", {Message("kivi.lesson.p.straight5")},
      spec(roll({1, 2, 3, 4, 5, 5}),
           place_on(Combination::Straight5, {Message("kivi.lesson.p.straight5.right")},
                    {Message("kivi.lesson.p.straight5.four")}),
           {Message("kivi.lesson.p.straight5.hint")}, {Message("kivi.lesson.p.straight5.answer")},
           first_cell_keys(Combination::Straight5), first_cell_keys(Combination::Straight4))));
  steps.push_back(practice(
      "sum12", {Message("kivi.lesson.p.sum12")},
      spec(roll({1, 2, 2, 3, 3, 1}),
           place_on(Combination::SumAtMost12, {Message("kivi.lesson.p.sum12.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.sum12.hint")}, {Message("kivi.lesson.p.sum12.answer")}, cell_keys(1, 3),
           cell_keys(2, 7))));
  steps.push_back(ask("sum30", 30, "kivi.lesson.q.sum30", "kivi.lesson.q.sum30.why", "kivi.lesson.q.sum30.hint"));
  // The same values nest: the highest combination with a free cell must be taken. One task
  // for each of the combinations of the same values, the wrong answer the one nested below.
  lesson_kit::open_chapter(l, explain("nesting", {Message("kivi.lesson.6")}));
  steps.push_back(practice(
      "nested", {Message("kivi.lesson.p.nested")},
      spec(roll({5, 5, 5, 3, 3, 2}),
           place_on(Combination::FullHouse, {Message("kivi.lesson.p.nested.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.nested.hint")}, {Message("kivi.lesson.p.nested.answer")}, cell_keys(4, 2),
           cell_keys(1, 4))));
  steps.push_back(combination_task("four",
                                   {"kivi.lesson.p.four", "kivi.lesson.p.four.right", "kivi.lesson.p.four.hint",
                                    "kivi.lesson.p.four.answer"},
                                   {4, 4, 4, 4, 1, 6}, Combination::Four, Combination::Three));
  steps.push_back(combination_task("four_pair",
                                   {"kivi.lesson.p.four_pair", "kivi.lesson.p.four_pair.right",
                                    "kivi.lesson.p.four_pair.hint", "kivi.lesson.p.four_pair.answer"},
                                   {5, 5, 5, 5, 2, 2}, Combination::FourAndPair, Combination::Four));
  steps.push_back(combination_task("two_triples",
                                   {"kivi.lesson.p.two_triples", "kivi.lesson.p.two_triples.right",
                                    "kivi.lesson.p.two_triples.hint", "kivi.lesson.p.two_triples.answer"},
                                   {3, 3, 3, 6, 6, 6}, Combination::TwoTriples, Combination::FullHouse));
  steps.push_back(combination_task("three_pairs",
                                   {"kivi.lesson.p.three_pairs", "kivi.lesson.p.three_pairs.right",
                                    "kivi.lesson.p.three_pairs.hint", "kivi.lesson.p.three_pairs.answer"},
                                   {1, 1, 2, 2, 4, 4}, Combination::ThreePairs, Combination::TwoPairs));
  steps.push_back(practice(
      "free_choice", {Message("kivi.lesson.p.free_choice")},
      spec(roll({1, 1, 3, 3, 5, 5}),
           place_on(Combination::AllOdd, {Message("kivi.lesson.p.free_choice.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.free_choice.hint")}, {Message("kivi.lesson.p.free_choice.answer")}, cell_keys(1, 5),
           cell_keys(1, 1))));
  // All even is a free choice too (the three pairs are not nested with it).
  steps.push_back(practice(
      "all_even", {Message("kivi.lesson.p.all_even")},
      spec(roll({2, 2, 4, 4, 6, 6}),
           place_on(Combination::AllEven, {Message("kivi.lesson.p.all_even.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.all_even.hint")}, {Message("kivi.lesson.p.all_even.answer")},
           first_cell_keys(Combination::AllEven), cell_keys(1, 1))));
  lesson_kit::open_chapter(l, explain("jokers", {Message("kivi.lesson.7")}));
  // Five of a kind is a joker: any free cell, even one the dice do not show otherwise.
  steps.push_back(practice(
      "five_of_a_kind", {Message("kivi.lesson.p.five")},
      spec(roll({3, 3, 3, 3, 3, 1}),
           place_on(Combination::Straight5, {Message("kivi.lesson.p.five.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.five.hint")}, {Message("kivi.lesson.p.five.answer")},
           first_cell_keys(Combination::Straight5), cell_keys(1, 1))));
  steps.push_back(practice(
      "joker", {Message("kivi.lesson.p.joker")},
      spec(roll({1, 2, 3, 4, 5, 6}),
           place_at(2, 2, {Message("kivi.lesson.p.joker.right")}, {Message("kivi.lesson.p.joker.wrong")}),
           {Message("kivi.lesson.p.joker.hint")}, {Message("kivi.lesson.p.joker.answer")}, cell_keys(2, 2),
           cell_keys(1, 1))));
  // Seat 0 and seat 1 have each placed a stone (1,1 is the opponent's); now six fours.
  steps.push_back(practice(
      "six_of_a_kind", {Message("kivi.lesson.p.six")},
      spec(join({roll({1, 2, 3, 4, 5, 6}), {place_action(cell_of(6, 6))}, roll({1, 2, 3, 4, 5, 6}),
                 {place_action(cell_of(0, 0))}, roll({4, 4, 4, 4, 4, 4})}),
           place_at(1, 1, {Message("kivi.lesson.p.six.right")}, {Message("kivi.lesson.p.six.wrong")}),
           {Message("kivi.lesson.p.six.hint")}, {Message("kivi.lesson.p.six.answer")}, cell_keys(1, 1),
           cell_keys(2, 2))));
  // The learner's six of a kind took the opponent's cell 1,1: the thrower moves that stone
  // (PRODUCT.md), here to 1,4 where it earns its owner one point.
  steps.push_back(practice(
      "relocate", {Message("kivi.lesson.p.relocate")},
      spec(join({roll({1, 2, 3, 4, 5, 6}), {place_action(cell_of(6, 6))}, roll({1, 2, 3, 4, 5, 6}),
                 {place_action(cell_of(0, 0))}, roll({4, 4, 4, 4, 4, 4}), {place_action(cell_of(0, 0))}}),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             return actions.front() == relocate_action(cell_of(0, 3))
                        ? Judgement::right({Message("kivi.lesson.p.relocate.right")})
                        : Judgement::wrong({Message("kivi.lesson.p.task")});
           },
           {Message("kivi.lesson.p.relocate.hint")}, {Message("kivi.lesson.p.relocate.answer")}, cell_keys(1, 4),
           cell_keys(7, 7))));
  steps.push_back(explain("lost", {Message("kivi.lesson.8")}));
  steps.push_back(practice(
      "third_roll", {Message("kivi.lesson.p.third")},
      spec(join({roll({1, 2, 4, 5, 6, 6}), {kRoll}, roll({1, 2, 4, 5, 6, 6}), {kRoll}, roll({5, 5, 5, 3, 3, 2})}),
           place_on(Combination::FullHouse, {Message("kivi.lesson.p.third.right")}, {Message("kivi.lesson.p.task")}),
           {Message("kivi.lesson.p.third.hint")}, {Message("kivi.lesson.p.third.answer")}, cell_keys(4, 2), {Key::D5})));
  // Two rolls used, one left: the dice (a triple) allow one cell, the last free triple
  // (row 5, column 1); the other three triples are taken. Rolling again is lived: the third
  // roll (seeded) allows no free cell and a stone leaves the game, which the reason tells.
  {
    PracticeSpec lose = spec(
        join({roll({1, 1, 1, 2, 4, 6}), {place_action(cell_of(0, 3))}, roll({1, 1, 1, 2, 4, 6}),
              {place_action(cell_of(0, 6))}, roll({1, 1, 1, 2, 4, 6}), {place_action(cell_of(1, 2))},
              roll({1, 2, 3, 4, 5, 6}), {place_action(cell_of(6, 6))}, roll({1, 2, 4, 5, 6, 6}), {kRoll},
              roll({1, 1, 1, 2, 4, 6})}),
        [](const State& before, const std::vector<Action>& actions) {
          // Holding or releasing dice is no answer yet; the first other decision is.
          const auto a = std::find_if(actions.begin(), actions.end(),
                                      [](Action x) { return x < kHoldBase || x >= kRoll; });
          if (a == actions.end()) return Judgement::pending();
          if (*a == place_action(cell_of(4, 0))) return Judgement::right({Message("kivi.lesson.p.lose.right")});
          if (*a != kRoll) return Judgement::wrong({Message("kivi.lesson.p.task")});
          // The third roll: wait for its dice, then tell what it did (the turn may have passed
          // on since: its events say what the third roll showed and whether a stone was lost).
          auto s = before.clone();
          const int me = kivi(before).turn_player();
          bool rolled = false, lost = false;
          std::optional<DiceCounts> dice;
          for (Action x : actions) {
            Events events;
            s->apply(x, &events);
            rolled = rolled || x == kRoll;
            for (const Event& e : events) {
              if (!rolled || dice) continue;
              if (e.type == "kivi.rolled") {
                dice = DiceCounts{};
                for (int i = 1; i <= kNumDice; ++i) ++(*dice)[static_cast<std::size_t>(e.get("d" + std::to_string(i)))];
              }
            }
            for (const Event& e : events) lost = lost || (rolled && e.type == "kivi.stone_lost");
            if (dice) break;
          }
          if (!dice) return Judgement::pending();
          if (lost)
            return Judgement::wrong({Message("kivi.lesson.p.lose.lost")
                                         .with("dice", dice_text(*dice))
                                         .with("in_hand", kivi(*s).stones_in_hand(me))});
          return Judgement::wrong({Message("kivi.lesson.p.lose.roll")});
        },
        {Message("kivi.lesson.p.lose.hint")}, {Message("kivi.lesson.p.lose.answer")}, cell_keys(5, 1),
        {Key::D6, Key::Ok});
    lose.seed = kLostStoneSeed;
    steps.push_back(practice("lose_stone", {Message("kivi.lesson.p.lose")}, std::move(lose)));
  }
  steps.push_back(ask("lost_stone", 9, "kivi.lesson.q.lost", "kivi.lesson.q.lost.why", "kivi.lesson.q.lost.hint"));
  lesson_kit::open_chapter(l, explain("scoring", {Message("kivi.lesson.9")}));
  steps.push_back(ask("run", 18, "kivi.lesson.q.run", "kivi.lesson.q.run.why", "kivi.lesson.q.run.hint"));
  steps.push_back(ask("singles", 13, "kivi.lesson.q.singles", "kivi.lesson.q.singles.why", "kivi.lesson.q.singles.hint"));
  steps.push_back(ask("cross", 22, "kivi.lesson.q.cross", "kivi.lesson.q.cross.why", "kivi.lesson.q.cross.hint"));
  steps.push_back(ask("winner", 2, "kivi.lesson.q.winner", "kivi.lesson.q.winner.why", "kivi.lesson.q.winner.hint"));
  lesson_kit::add_example(steps, old, 10);  // the 56-point example after the ten rules
  steps.push_back(lesson_kit::guided("kivi.lesson.guided", game_of({{"computers", "2"}, {"level", "normal"}}), 56,
                                     lesson_kit::controller_of<KiviController>()));

  l.coverage = {
      {"up to three rolls; dice may be held and the others rolled again", "hold"},
      {"a stone goes on a free cell whose combination the dice show (ABCD)", "straight4"},
      {"a straight of five; it goes before the straight of four while it has a free cell", "straight5"},
      {"sums: at most 12, at least 30", "sum12"},
      {"sum at least 30: add up all six dice", "sum30"},
      {"nested combinations: the highest with a free cell must be used (AAA BB)", "nested"},
      {"four of a kind (AAAA) before the triple", "four"},
      {"four of a kind and a pair (AAAA BB) before four of a kind", "four_pair"},
      {"two triples (AAA BBB) before a triple and a pair", "two_triples"},
      {"three pairs (AA BB CC) before two pairs", "three_pairs"},
      {"parity and sums are free choices", "free_choice"},
      {"all even: a free choice", "all_even"},
      {"a straight 1-6: any free cell", "joker"},
      {"five of a kind: any free cell", "five_of_a_kind"},
      {"six of a kind: any cell, even the opponent's", "six_of_a_kind"},
      {"the thrower moves the displaced stone to a free cell", "relocate"},
      {"after the third roll no more rolling or holding: place", "third_roll"},
      {"no placement after three rolls: a stone leaves the game (lived on a third roll)", "lose_stone"},
      {"no placement after three rolls: how many stones are left", "lost_stone"},
      {"a run of 2+ own stones: sum of values times its length", "run"},
      {"a stone in no run counts its value once", "singles"},
      {"a stone may count in a horizontal and a vertical run", "cross"},
      {"after ten rounds the most points win", "winner"},
  };
  return lesson_kit::finish(std::move(l));
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

}  // namespace sh::kivi
