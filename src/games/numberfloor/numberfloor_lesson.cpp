#include "games/numberfloor/numberfloor_lesson.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_game.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"

namespace sh::numberfloor {

namespace {

using lesson_kit::join;

// Two players with the cards on the table (assistant mode): hands are counted, the start
// cards are typed by the table. Seat 0, the learner, begins.
std::shared_ptr<const Game> table_game(const char* variant = "full") {
  return make_numberfloor_game({{"players", "2"}, {"mode", "assistant"}, {"variant", variant}});
}

std::vector<Action> start(int floor, int balloon) {
  return {chance_card(floor_card(floor)), chance_card(balloon_card(balloon))};
}

// Beginner: two floor cards side by side.
std::vector<Action> start2(int floor1, int floor2) {
  return {chance_card(floor_card(floor1)), chance_card(floor_card(floor2))};
}

// The keys that type a card's code (or 40 draw, 41 end of turn / PAS) and Enter.
std::vector<Key> code(int c) {
  std::vector<Key> keys;
  if (c >= 10) keys.push_back(digit_key(c / 10));
  keys.push_back(digit_key(c % 10));
  keys.push_back(Key::Ok);
  return keys;
}

std::vector<Key> codes(std::initializer_list<int> cs) {
  std::vector<Key> keys;
  for (int c : cs) {
    auto k = code(c);
    keys.insert(keys.end(), k.begin(), k.end());
  }
  return keys;
}

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong, std::shared_ptr<const Game> game = table_game()) {
  return lesson_kit::practice_spec({std::move(game), sh::Mode::Assistant,
                                    lesson_kit::controller_of<NumberfloorController>(),
                                    {"numberfloor.intro", "numberfloor.assistant_intro"}},
                                   std::move(setup), std::move(judge), std::move(hint), std::move(answer),
                                   std::move(right), std::move(wrong));
}

// Right when the learner lays a floor card whose value is one of `values`; balloons laid
// before it are steps on the way.
Judge lays_floor(std::vector<int> values, std::vector<Message> right, std::vector<Message> wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    for (Action a : actions) {
      if (a >= kLay && a < kLay + kCardTypes && is_balloon(a - kLay)) continue;
      if (a >= kLay && a < kLay + kCardTypes && is_floor(a - kLay)) {
        const int v = value_of(a - kLay);
        return std::find(values.begin(), values.end(), v) != values.end() ? Judgement::right(right)
                                                                          : Judgement::wrong(wrong);
      }
      return Judgement::wrong(wrong);
    }
    return Judgement::pending();
  };
}

// Right when the learner's first action is `wanted`.
Judge first_is(Action wanted, std::vector<Message> right, std::vector<Message> wrong) {
  return lesson_kit::first_action_is(wanted, std::move(right), std::move(wrong));
}

// A practice step's sentences: the task, the hint after a wrong try and the answer after
// the third (the judge carries why an answer is right or wrong; a refused key has the
// referee's own reason).
struct Says {
  const char* task;
  const char* hint;
  const char* answer;
};

LessonStep drill(const std::string& id, Says says, std::vector<Action> setup, Judge judge, std::vector<Key> right,
                 std::vector<Key> wrong, std::shared_ptr<const Game> game = table_game()) {
  return practice(id, {Message(says.task)},
                  spec(std::move(setup), std::move(judge), {Message(says.hint)}, {Message(says.answer)},
                       std::move(right), std::move(wrong), std::move(game)));
}

// "That is not what the task asked."
Message not_the_task() { return Message("numberfloor.lesson.p.task"); }

bool lays_a_floor(Action a) { return a >= kLay && a < kLay + kCardTypes && is_floor(a - kLay); }

// The first floor card laid (balloons before it are steps on the way): right when it is
// `wanted` (a card type), wrong otherwise; a Beginner lay on either pile counts.
Judge first_floor_is(int wanted, Message right, Message wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    for (Action a : actions) {
      if (a >= kLay && a < kLay + kCardTypes && is_balloon(a - kLay)) continue;
      int type = -1;
      if (lays_a_floor(a))
        type = a - kLay;
      else if (a >= kLayPile2 && a < kLayPile2 + kFloors)
        type = floor_card(a - kLayPile2);
      return type == wanted ? Judgement::right({right}) : Judgement::wrong({wrong});
    }
    return Judgement::pending();
  };
}

// Right when the learner's actions are exactly `wanted`, in order.
Judge exactly(std::vector<Action> wanted, Message right, Message wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    for (std::size_t i = 0; i < actions.size(); ++i)
      if (i >= wanted.size() || actions[i] != wanted[i]) return Judgement::wrong({wrong});
    return actions.size() == wanted.size() ? Judgement::right({right}) : Judgement::pending();
  };
}

// One turn on a Full table with balloon 1 on top: the next floor up, and the end of the
// turn. Returns the floor on top after it.
int climb_one(std::vector<Action>& out, int from) {
  const int f = wrap(from + 1);
  out.push_back(lay_action(floor_card(f)));
  out.push_back(kEndTurn);
  return f;
}

// The stock empty and the learner (seat 0) on turn with about six cards, as after a long
// game: every turn draws two and lays two cards (a floor card, then two turns in three
// a balloon that opens a floor card, else another floor card), each the kind least laid so far, until the 74 cards left after the deal and the start
// cards are drawn. Played on the engine, so every card is one the box still has.
std::vector<Action> empty_stock() {
  auto game = table_game();
  auto state = game->new_initial_state();
  const auto& s = static_cast<const NumberfloorState&>(*state);
  std::vector<Action> out;
  auto play = [&](Action a) {
    if (a < 0) throw std::logic_error("numberfloor lesson: the empty-stock position cannot be played\n" + state->to_string());
    state->apply(a);
    out.push_back(a);
  };
  // Whether some plain floor card the box still has would fit under balloon `t`.
  auto opens_a_floor = [&](int t) {
    const std::uint16_t fits_now = allowed_fast(s.floor_top(0), t);
    for (int v = 0; v < kFloors; ++v) {
      const auto c = static_cast<std::size_t>(floor_card(v));
      if (fits(fits_now, v) && s.on_piles()[c] < s.config().cards[c]) return true;
    }
    return false;
  };
  // A legal lay of a floor card (a night floor card only when no plain one fits), or of a
  // balloon other than skip turn that opens a floor card, the least laid.
  auto pick = [&](bool floor) {
    Action best = -1;
    int least = 1 << 20;
    for (Action a : state->legal_actions()) {
      if (a < kLay || a >= kLay + kCardTypes) continue;
      const int t = a - kLay;
      if (floor ? !is_floor(t) : (!is_balloon(t) || t == kSkip)) continue;
      if (!floor && !opens_a_floor(t)) continue;
      const int n = s.on_piles()[static_cast<std::size_t>(t)] + (is_night(t) ? 100 : 0);  // nights last
      if (n < least) {
        least = n;
        best = a;
      }
    }
    return best;
  };
  for (Action a : start(3, 1)) play(a);
  int turns = 0;
  while (s.stock_size() > 0 || s.turn_player() != 0) {
    if (s.stock_size() > 0) play(kDraw);
    if (pick(true) < 0) play(pick(false));  // a balloon opens a floor card
    play(pick(true));
    if (s.stock_size() > 0 || s.turn_player() == 1) {
      // Two turns in three a balloon, so that the floor cards last (60 of 88).
      const bool balloon_turn = (++turns % 3) != 0;
      const Action first_choice = pick(!balloon_turn);
      const Action second = first_choice >= 0 ? first_choice : pick(balloon_turn);
      if (second >= 0) play(second);  // none left that fits: the hand keeps one card more
    }
    play(kEndTurn);
  }
  return out;
}

// The learner (seat 0) has four stars and has laid five of the six cards of the fifth hand:
// four rounds of six floor cards up (a star) and one floor of the opponent.
std::vector<Action> four_stars_one_card_left(int& last_floor) {
  std::vector<Action> out = start(3, 1);
  int f = 3;
  for (int round = 0; round < 4; ++round) {
    for (int i = 0; i < kHandSize; ++i) {
      f = wrap(f + 1);
      out.push_back(lay_action(floor_card(f)));
    }
    f = climb_one(out, f);  // the opponent
  }
  for (int i = 0; i < kHandSize - 1; ++i) {
    f = wrap(f + 1);
    out.push_back(lay_action(floor_card(f)));
  }
  last_floor = f;
  return out;
}

std::vector<Message> describe_key(Key key) {
  switch (key) {
    case Key::Ok:
      return {Message("numberfloor.lesson.key.ok")};
    case Key::D1:
      return {Message("numberfloor.lesson.key.one")};
    case Key::D2:
      return {Message("numberfloor.lesson.key.two")};
    case Key::D3:
      return {Message("numberfloor.lesson.key.three")};
    case Key::D0:
      return {Message("numberfloor.lesson.key.zero")};
    case Key::Next:
    case Key::Prev:
      return {Message("numberfloor.lesson.key.next")};
    default:
      return {};
  }
}

}  // namespace

namespace {
std::vector<ChapterStart> chapters();  // at the end of the file
std::vector<StepTitle> step_titles();
}  // namespace

Lesson lesson() {
  Lesson l;
  l.id = "numberfloor";
  l.game = "numberfloor";
  l.title = Message("numberfloor.lesson.title");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules, then the rulebook's worked turn

  steps.push_back(explain("goal", {Message("numberfloor.rule.goal"), Message("numberfloor.rule.deal")}));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"),
                                            cue_meaning("card_dealt"),
                                            cue_meaning("star"),
                                            std::make_pair(std::string("capture"), Message("numberfloor.lesson.cue.capture")),
                                            cue_meaning("game_won"),
                                            cue_meaning("refused"),
                                            {"menu_select", Message("numberfloor.lesson.cue.fits")},
                                            {"menu_move", Message("numberfloor.lesson.cue.no_fit")}}));
  steps.push_back(lesson_kit::ask("void_deal", 1, "numberfloor.lesson.q.void_deal", "numberfloor.lesson.q.void_deal.why", "numberfloor.lesson.q.void_deal.hint"));
  steps.push_back(lesson_kit::ask("who_starts", 2, "numberfloor.lesson.q.who_starts", "numberfloor.lesson.q.who_starts.why", "numberfloor.lesson.q.who_starts.hint"));
  // The Beginner variant (from four years) first: floor cards only, one up or down.
  steps.push_back(
      explain("beginner", {Message("numberfloor.rule.deal_beginner"), Message("numberfloor.rule.beginner"),
                          Message("numberfloor.lesson.e.beginner_codes")}));
  steps.push_back(drill("beginner_start",
                        {"numberfloor.lesson.p.beginner_start", "numberfloor.lesson.p.beginner_start.hint",
                         "numberfloor.lesson.p.beginner_start.answer"},
                        {},
                        exactly({chance_card(floor_card(4)), chance_card(floor_card(8))},
                                Message("numberfloor.lesson.p.beginner_start.right"), not_the_task()),
                        codes({4, 8}), {Key::D2, Key::D4}, table_game("beginner")));
  steps.push_back(drill(
      "beginner_step",
      {"numberfloor.lesson.p.beginner_step", "numberfloor.lesson.p.beginner_step.hint",
       "numberfloor.lesson.p.beginner_step.answer"},
      start2(4, 8), first_floor_is(floor_card(9), Message("numberfloor.lesson.p.beginner_step.right"), not_the_task()),
      code(9), code(6), table_game("beginner")));
  steps.push_back(drill(
      "beginner_wrap",
      {"numberfloor.lesson.p.beginner_wrap", "numberfloor.lesson.p.beginner_wrap.hint",
       "numberfloor.lesson.p.beginner_wrap.answer"},
      start2(0, 5), first_floor_is(floor_card(9), Message("numberfloor.lesson.p.beginner_wrap.right"), not_the_task()),
      code(9), code(2), table_game("beginner")));
  steps.push_back(
      drill("beginner_many",
            {"numberfloor.lesson.p.beginner_many", "numberfloor.lesson.p.beginner_many.hint",
             "numberfloor.lesson.p.beginner_many.answer"},
            start2(4, 6),
            exactly({lay_action(floor_card(5)), lay2_action(7)}, Message("numberfloor.lesson.p.beginner_many.right"),
                    Message("numberfloor.lesson.p.beginner_many.wrong")),
            lesson_kit::join_keys({code(5), {Key::D1}, code(7)}), lesson_kit::join_keys({code(5), {Key::D2}}), table_game("beginner")));
  steps.push_back(drill("beginner_pass",
                        {"numberfloor.lesson.p.beginner_pass", "numberfloor.lesson.p.beginner_pass.hint",
                         "numberfloor.lesson.p.beginner_pass.answer"},
                        start2(2, 7),
                        exactly({kPass}, Message("numberfloor.lesson.p.beginner_pass.right"), not_the_task()), code(41),
                        code(40), table_game("beginner")));
  steps.push_back(explain("floor", {Message("numberfloor.rule.floor"), Message("numberfloor.lesson.e.codes")}));
  steps.push_back(practice("up_down", {Message("numberfloor.lesson.p.up_down")},
                           // The task asks three up: 8. The floor 2 (three down) and 5 (the same)
                           // fit the game but not the task, each with its own reason.
                           spec(start(5, 3),
                                [](const State& before, const std::vector<Action>& actions) {
                                  const auto lower = lays_floor({2}, {}, {})(before, actions);
                                  if (lower.verdict == Judgement::Verdict::Right)
                                    return Judgement::wrong({Message("numberfloor.lesson.p.up_down.lower")});
                                  const auto same = lays_floor({5}, {}, {})(before, actions);
                                  if (same.verdict == Judgement::Verdict::Right)
                                    return Judgement::wrong({Message("numberfloor.lesson.p.up_down.same")});
                                  return lays_floor({8}, {Message("numberfloor.lesson.p.up_down.right")},
                                                    {Message("numberfloor.lesson.p.task")})(before, actions);
                                },
                                {Message("numberfloor.lesson.p.up_down.hint")},
                                {Message("numberfloor.lesson.p.up_down.answer")}, code(8), code(4))));
  // The floor card is on the table; the special balloon turned next goes back.
  steps.push_back(
      drill("start_cards",
            {"numberfloor.lesson.p.start_cards", "numberfloor.lesson.p.start_cards.hint",
             "numberfloor.lesson.p.start_cards.answer"},
            {chance_card(floor_card(6))},
            exactly({chance_card(balloon_card(3))}, Message("numberfloor.lesson.p.start_cards.right"), not_the_task()),
            code(23), code(30)));
  steps.push_back(explain("wrap", {Message("numberfloor.rule.wrap")}));
  steps.push_back(practice(
      "past_ten", {Message("numberfloor.lesson.p.wrap")},
      spec(start(9, 3),
           lays_floor({2}, {Message("numberfloor.lesson.p.wrap.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.wrap.hint")}, {Message("numberfloor.lesson.p.wrap.answer")}, code(2),
           code(1))));
  steps.push_back(drill("below_zero",
                        {"numberfloor.lesson.p.below_zero", "numberfloor.lesson.p.below_zero.hint",
                         "numberfloor.lesson.p.below_zero.answer"},
                        start(0, 3),
                        first_floor_is(floor_card(7), Message("numberfloor.lesson.p.below_zero.right"),
                                       Message("numberfloor.lesson.p.below_zero.wrong")),
                        code(7), code(3)));
  steps.push_back(explain("balloons", {Message("numberfloor.rule.balloons")}));
  steps.push_back(practice("balloon_changes", {Message("numberfloor.lesson.p.balloon")},
                           spec(
                               start(3, 2),
                               [](const State&, const std::vector<Action>& actions) {
                                 if (actions.empty()) return Judgement::pending();
                                 if (actions[0] != lay_action(balloon_card(4)))
                                   return Judgement::wrong({Message("numberfloor.lesson.p.balloon.wrong")});
                                 if (actions.size() < 2) return Judgement::pending();
                                 return actions[1] == lay_action(floor_card(7))
                                            ? Judgement::right({Message("numberfloor.lesson.p.balloon.right")})
                                            : Judgement::wrong({Message("numberfloor.lesson.p.task")});
                               },
                               {Message("numberfloor.lesson.p.balloon.hint")},
                               {Message("numberfloor.lesson.p.balloon.answer")}, codes({24, 7}), code(7))));
  steps.push_back(practice(
      "end_turn", {Message("numberfloor.lesson.p.end_turn")},
      spec(join({start(3, 2), {lay_action(floor_card(5))}}),
           first_is(kEndTurn, {Message("numberfloor.lesson.p.end_turn.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.end_turn.hint")}, {Message("numberfloor.lesson.p.end_turn.answer")}, code(41),
           code(40))));
  steps.push_back(explain("draw", {Message("numberfloor.rule.draw")}));
  steps.push_back(practice(
      "draw_two", {Message("numberfloor.lesson.p.draw")},
      spec(start(3, 2),
           first_is(kDraw, {Message("numberfloor.lesson.p.draw.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.draw.hint")}, {Message("numberfloor.lesson.p.draw.answer")}, code(40),
           code(41))));
  steps.push_back(practice(
      "pass", {Message("numberfloor.lesson.p.pass")},
      spec(join({start(3, 2), {kDraw}}),
           first_is(kPass, {Message("numberfloor.lesson.p.pass.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.pass.hint")}, {Message("numberfloor.lesson.p.pass.answer")}, code(41),
           code(40))));
  steps.push_back(explain("restock_rule", {Message("numberfloor.rule.reshuffle")}));
  steps.push_back(drill(
      "restock",
      {"numberfloor.lesson.p.restock", "numberfloor.lesson.p.restock.hint", "numberfloor.lesson.p.restock.answer"},
      empty_stock(), exactly({kDraw}, Message("numberfloor.lesson.p.restock.right"), not_the_task()), code(40),
      code(41)));
  steps.push_back(explain("star_rule", {Message("numberfloor.rule.star")}));
  // Five floor cards already laid this turn (3 -> 5 7 9 1 3 with balloon 2): one card left.
  steps.push_back(
      practice("star", {Message("numberfloor.lesson.p.star")},
               spec(
                   join({start(3, 2), {lay_action(5), lay_action(7), lay_action(9), lay_action(1), lay_action(3)}}),
                   [](const State& before, const std::vector<Action>& actions) {
                     if (actions.empty()) return Judgement::pending();
                     auto after = state_after(before, actions);
                     return static_cast<const NumberfloorState&>(*after).stars(0) > 0
                                ? Judgement::right({Message("numberfloor.lesson.p.star.right")})
                                : Judgement::wrong({Message("numberfloor.lesson.p.task")});
                   },
                   {Message("numberfloor.lesson.p.star.hint")}, {Message("numberfloor.lesson.p.star.answer")}, code(5),
                   code(4))));
  // Four floor cards laid (3 -> 5 7 9 1 with balloon 2): balloon 4 and skip turn left.
  steps.push_back(drill(
      "last_balloons",
      {"numberfloor.lesson.p.last_balloons", "numberfloor.lesson.p.last_balloons.hint",
       "numberfloor.lesson.p.last_balloons.answer"},
      join({start(3, 2), {lay_action(5), lay_action(7), lay_action(9), lay_action(1)}}),
      [](const State& before, const std::vector<Action>& actions) {
        auto after = state_after(before, actions);
        if (static_cast<const NumberfloorState&>(*after).stars(0) == 0) return Judgement::pending();
        return actions.back() == lay_action(kSkip)
                   ? Judgement::right({Message("numberfloor.lesson.p.last_balloons.right")})
                   : Judgement::wrong({Message("numberfloor.lesson.p.last_balloons.wrong")});
      },
      codes({24, kSkip}), codes({kSkip, 24})));
  steps.push_back(lesson_kit::ask("stars_to_win", 3, "numberfloor.lesson.q.stars", "numberfloor.lesson.q.stars.why", "numberfloor.lesson.q.stars.hint"));
  {
    int last = 0;
    auto setup = four_stars_one_card_left(last);
    const int next = wrap(last + 1);
    steps.push_back(drill(
        "win", {"numberfloor.lesson.p.win", "numberfloor.lesson.p.win.hint", "numberfloor.lesson.p.win.answer"},
        std::move(setup),
        [](const State& before, const std::vector<Action>& actions) {
          auto after = state_after(before, actions);
          return static_cast<const NumberfloorState&>(*after).winner() == 0
                     ? Judgement::right({Message("numberfloor.lesson.p.win.right")})
                     : Judgement::wrong({not_the_task()});
        },
        code(next), code(wrap(next + 2))));
  }
  steps.push_back(explain("nearest_rule", {Message("numberfloor.rule.nearest")}));
  steps.push_back(practice(
      "nearest", {Message("numberfloor.lesson.p.nearest")},
      spec(start(5, 3),
           lays_floor({6}, {Message("numberfloor.lesson.p.nearest.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.nearest.hint")}, {Message("numberfloor.lesson.p.nearest.answer")},
           codes({kNearest, 6}), code(6))));
  steps.push_back(explain("even_odd", {Message("numberfloor.rule.even_odd")}));
  steps.push_back(practice(
      "even", {Message("numberfloor.lesson.p.even")},
      spec(start(5, 3),
           lays_floor({4}, {Message("numberfloor.lesson.p.even.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.even.hint")}, {Message("numberfloor.lesson.p.even.answer")},
           codes({kEven, 4}), code(4))));
  // Balloon odd floor: every odd floor fits under it, 9 here; the 8 the hand also holds
  // fits under balloon 3, but the task is the odd balloon.
  steps.push_back(practice(
      "odd", {Message("numberfloor.lesson.p.odd")},
      spec(start(5, 3),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() != lay_action(kOdd))
               return Judgement::wrong({Message("numberfloor.lesson.p.odd.wrong")});
             if (actions.size() < 2) return Judgement::pending();
             return actions[1] == lay_action(floor_card(9)) ? Judgement::right({Message("numberfloor.lesson.p.odd.right")})
                                                           : Judgement::wrong({not_the_task()});
           },
           {Message("numberfloor.lesson.p.odd.hint")}, {Message("numberfloor.lesson.p.odd.answer")},
           codes({kOdd, 9}), code(8))));
  steps.push_back(explain("skip_rule", {Message("numberfloor.rule.skip")}));
  steps.push_back(practice("skip_turn", {Message("numberfloor.lesson.p.skip")},
                           spec(
                               join({start(3, 2), {lay_action(floor_card(5))}}),
                               [](const State&, const std::vector<Action>& actions) {
                                 const auto end = std::find(actions.begin(), actions.end(), Action{kEndTurn});
                                 if (end == actions.end()) {
                                   if (!actions.empty() && actions.front() != lay_action(kSkip))
                                     return Judgement::wrong({Message("numberfloor.lesson.p.task")});
                                   return Judgement::pending();
                                 }
                                 return end != actions.begin() && *(end - 1) == lay_action(kSkip)
                                            ? Judgement::right({Message("numberfloor.lesson.p.skip.right")})
                                            : Judgement::wrong({Message("numberfloor.lesson.p.skip.wrong")});
                               },
                               {Message("numberfloor.lesson.p.skip.hint")},
                               {Message("numberfloor.lesson.p.skip.answer")}, codes({kSkip, 41}), code(41))));
  steps.push_back(lesson_kit::ask("skip_draws", 2, "numberfloor.lesson.q.skip", "numberfloor.lesson.q.skip.why", "numberfloor.lesson.q.skip.hint"));
  // The learner ended a turn with skip turn; the opponent drew two and was skipped.
  steps.push_back(drill("skip_equal",
                        {"numberfloor.lesson.p.skip_equal", "numberfloor.lesson.p.skip_equal.hint",
                         "numberfloor.lesson.p.skip_equal.answer"},
                        join({start(3, 2), {lay_action(5), lay_action(kSkip), kEndTurn}}),
                        first_floor_is(floor_card(5), Message("numberfloor.lesson.p.skip_equal.right"), not_the_task()),
                        code(5), code(7)));
  steps.push_back(explain("night", {Message("numberfloor.rule.night")}));
  steps.push_back(drill(
      "night_as_floor",
      {"numberfloor.lesson.p.night_as_floor", "numberfloor.lesson.p.night_as_floor.hint",
       "numberfloor.lesson.p.night_as_floor.answer"},
      start(7, 3), first_floor_is(night_card(4), Message("numberfloor.lesson.p.night_as_floor.right"), not_the_task()),
      code(14), code(15)));
  // The opponent (seat 1) is on turn: the learner laid 5 and ended; the opponent laid 7 and
  // balloon 3 (or only 7).
  const auto opponent_laid_7 = join({start(3, 2), {lay_action(5), kEndTurn, lay_action(7)}});
  const auto window_open = join({opponent_laid_7, {lay_action(balloon_card(3))}});
  steps.push_back(drill(
      "takeover",
      {"numberfloor.lesson.p.takeover", "numberfloor.lesson.p.takeover.hint", "numberfloor.lesson.p.takeover.answer"},
      window_open,
      exactly({takeover_action(0, 4)}, Message("numberfloor.lesson.p.takeover.right"),
              Message("numberfloor.lesson.p.takeover.wrong")),
      {Key::D5, Key::D1, Key::Ok, Key::D4}, code(14)));
  steps.push_back(drill("takeover_when",
                        {"numberfloor.lesson.p.takeover_when", "numberfloor.lesson.p.takeover_when.hint",
                         "numberfloor.lesson.p.takeover_when.answer"},
                        opponent_laid_7,
                        exactly({lay_action(balloon_card(3)), takeover_action(0, 4)},
                                Message("numberfloor.lesson.p.takeover_when.right"), not_the_task()),
                        lesson_kit::join_keys({code(23), {Key::D5, Key::D1, Key::Ok, Key::D4}}), {Key::D5, Key::D1, Key::Ok}));
  steps.push_back(lesson_kit::ask("night_takeover", 2, "numberfloor.lesson.q.night", "numberfloor.lesson.q.night.why", "numberfloor.lesson.q.night.hint"));
  steps.push_back(lesson_kit::ask("after_takeover", 2, "numberfloor.lesson.q.after_takeover", "numberfloor.lesson.q.after_takeover.why", "numberfloor.lesson.q.after_takeover.hint"));
  steps.push_back(lesson_kit::ask("takeover_balloons_only", 0, "numberfloor.lesson.q.takeover_balloons_only", "numberfloor.lesson.q.takeover_balloons_only.why", "numberfloor.lesson.q.takeover_balloons_only.hint"));
  for (std::size_t i = 0; i < old.size(); ++i)
    if (!old[i].empty() && old[i].front().id == "numberfloor.example.intro") {
      lesson_kit::add_example(steps, old, i);
      break;
    }
  steps.push_back(explain("middle", {Message("numberfloor.rule.middle")}));
  steps.push_back(drill(
      "middle_balloons",
      {"numberfloor.lesson.p.middle_balloons", "numberfloor.lesson.p.middle_balloons.hint",
       "numberfloor.lesson.p.middle_balloons.answer"},
      start(4, 1), first_floor_is(floor_card(7), Message("numberfloor.lesson.p.middle_balloons.right"), not_the_task()),
      codes({23, 7}), {Key::D2, Key::D5}, table_game("middle")));
  steps.push_back(lesson_kit::ask("middle_nights", 0, "numberfloor.lesson.q.middle_nights", "numberfloor.lesson.q.middle_nights.why", "numberfloor.lesson.q.middle_nights.hint"));
  steps.push_back(lesson_kit::guided(
      "numberfloor.lesson.guided", make_numberfloor_game({{"players", "2"}, {"computers", "2"}, {"level", "normal"}}),
      6, lesson_kit::controller_of<NumberfloorController>()));

  l.coverage = {
      {"the deal: six cards each; a hand without a floor card makes the deal void", "void_deal"},
      {"the youngest player starts; turns go clockwise", "who_starts"},
      {"the start cards: a floor card, then a numbered balloon (a special one goes back)", "start_cards"},
      {"a floor card: the same floor, or up or down by the top balloon", "up_down"},
      {"floors wrap past ten", "past_ten"},
      {"floors wrap below zero", "below_zero"},
      {"balloons any time in the turn; the top one rules", "balloon_changes"},
      {"a turn lays at least one floor card and ends by the player", "end_turn"},
      {"unable to lay: draw two and try again", "draw_two"},
      {"still unable after drawing: PAS", "pass"},
      {"the stock runs out: the laid cards but the tops are shuffled into a new stock", "restock"},
      {"an empty hand: a star and six new cards", "star"},
      {"all floor cards out: the balloons left may be laid, the player chooses the top one", "last_balloons"},
      {"stars to win: 5 with 2-3 players, 3 with 4-5", "stars_to_win"},
      {"the star that reaches the target wins the game", "win"},
      {"balloon nearest floor: equal, one or two up or down", "nearest"},
      {"balloon any even floor", "even"},
      {"balloon any odd floor", "odd"},
      {"skip turn ending a turn: the next player is skipped", "skip_turn"},
      {"skip turn: the skipped player draws two", "skip_draws"},
      {"skip turn on top: only the equal floor until it is covered", "skip_equal"},
      {"a night floor card in one's own turn is a floor card", "night_as_floor"},
      {"a night floor card takes over the turn of the player on turn", "takeover"},
      {"a take-over only once that player laid a floor and a balloon card", "takeover_when"},
      {"after a take-over play goes on after the taker", "after_takeover"},
      {"no take-over of a player with only balloons left", "takeover_balloons_only"},
      {"Middle: balloons only up to three", "middle_balloons"},
      {"Middle: no night floor cards, no take-overs", "middle_nights"},
      {"Beginner: floor cards only, two floor cards start side by side", "beginner_start"},
      {"Beginner: the same floor or one up or down, on either pile", "beginner_step"},
      {"Beginner: 0 follows 9", "beginner_wrap"},
      {"Beginner: any number of cards a turn, on the pile the player chooses", "beginner_many"},
      {"Beginner: PAS draws two and ends the turn", "beginner_pass"},
  };
  l.chapters = chapters();
  lesson_kit::title_steps(l.steps, step_titles());
  return l;
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

// Chapters (issue 31), in the chapter menu's order: each runs from its first step to the next
// chapter's first step in the order of the steps above. And each step's short title (the
// statistics name a step with mistakes by it).
namespace {
std::vector<ChapterStart> chapters() {
  return {
      {"beginner", Message("numberfloor.lesson.chapter.beginner")},
      {"goal", Message("numberfloor.lesson.chapter.goal")},
      {"floor", Message("numberfloor.lesson.chapter.floor")},
      {"draw", Message("numberfloor.lesson.chapter.draw")},
      {"star_rule", Message("numberfloor.lesson.chapter.star_rule")},
      {"nearest_rule", Message("numberfloor.lesson.chapter.nearest_rule")},
      {"night", Message("numberfloor.lesson.chapter.night")},
      {"middle", Message("numberfloor.lesson.chapter.middle")},
  };
}

std::vector<StepTitle> step_titles() {
  return {
      {"goal", Message("numberfloor.lesson.step.goal")},
      {"keys", Message("numberfloor.lesson.step.keys")},
      {"sounds", Message("numberfloor.lesson.step.sounds")},
      {"void_deal", Message("numberfloor.lesson.step.void_deal")},
      {"who_starts", Message("numberfloor.lesson.step.who_starts")},
      {"beginner", Message("numberfloor.lesson.step.beginner")},
      {"beginner_start", Message("numberfloor.lesson.step.beginner_start")},
      {"beginner_step", Message("numberfloor.lesson.step.beginner_step")},
      {"beginner_wrap", Message("numberfloor.lesson.step.beginner_wrap")},
      {"beginner_many", Message("numberfloor.lesson.step.beginner_many")},
      {"beginner_pass", Message("numberfloor.lesson.step.beginner_pass")},
      {"floor", Message("numberfloor.lesson.step.floor")},
      {"up_down", Message("numberfloor.lesson.step.up_down")},
      {"start_cards", Message("numberfloor.lesson.step.start_cards")},
      {"wrap", Message("numberfloor.lesson.step.wrap")},
      {"past_ten", Message("numberfloor.lesson.step.past_ten")},
      {"below_zero", Message("numberfloor.lesson.step.below_zero")},
      {"balloons", Message("numberfloor.lesson.step.balloons")},
      {"balloon_changes", Message("numberfloor.lesson.step.balloon_changes")},
      {"end_turn", Message("numberfloor.lesson.step.end_turn")},
      {"draw", Message("numberfloor.lesson.step.draw")},
      {"draw_two", Message("numberfloor.lesson.step.draw_two")},
      {"pass", Message("numberfloor.lesson.step.pass")},
      {"restock_rule", Message("numberfloor.lesson.step.restock_rule")},
      {"restock", Message("numberfloor.lesson.step.restock")},
      {"star_rule", Message("numberfloor.lesson.step.star_rule")},
      {"star", Message("numberfloor.lesson.step.star")},
      {"last_balloons", Message("numberfloor.lesson.step.last_balloons")},
      {"stars_to_win", Message("numberfloor.lesson.step.stars_to_win")},
      {"win", Message("numberfloor.lesson.step.win")},
      {"nearest_rule", Message("numberfloor.lesson.step.nearest_rule")},
      {"nearest", Message("numberfloor.lesson.step.nearest")},
      {"even_odd", Message("numberfloor.lesson.step.even_odd")},
      {"even", Message("numberfloor.lesson.step.even")},
      {"odd", Message("numberfloor.lesson.step.odd")},
      {"skip_rule", Message("numberfloor.lesson.step.skip_rule")},
      {"skip_turn", Message("numberfloor.lesson.step.skip_turn")},
      {"skip_draws", Message("numberfloor.lesson.step.skip_draws")},
      {"skip_equal", Message("numberfloor.lesson.step.skip_equal")},
      {"night", Message("numberfloor.lesson.step.night")},
      {"night_as_floor", Message("numberfloor.lesson.step.night_as_floor")},
      {"takeover", Message("numberfloor.lesson.step.takeover")},
      {"takeover_when", Message("numberfloor.lesson.step.takeover_when")},
      {"night_takeover", Message("numberfloor.lesson.step.night_takeover")},
      {"after_takeover", Message("numberfloor.lesson.step.after_takeover")},
      {"takeover_balloons_only", Message("numberfloor.lesson.step.takeover_balloons_only")},
      {"example", Message("numberfloor.lesson.step.example")},
      {"middle", Message("numberfloor.lesson.step.middle")},
      {"middle_balloons", Message("numberfloor.lesson.step.middle_balloons")},
      {"middle_nights", Message("numberfloor.lesson.step.middle_nights")},
      {"guided", Message("numberfloor.lesson.step.guided")},
  };
}
}  // namespace

}  // namespace sh::numberfloor
