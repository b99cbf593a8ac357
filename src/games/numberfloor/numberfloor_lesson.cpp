#include "games/numberfloor/numberfloor_lesson.h"

#include <algorithm>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_game.h"
#include "play/lesson_screen.h"

namespace sh::numberfloor {

namespace {

// Two players with the cards on the table (assistant mode): hands are counted, the start
// cards are typed by the table. Seat 0, the learner, begins.
std::shared_ptr<const Game> table_game() { return make_numberfloor_game({{"players", "2"}, {"mode", "assistant"}}); }

std::vector<Action> start(int floor, int balloon) { return {chance_card(floor_card(floor)), chance_card(balloon_card(balloon))}; }

std::vector<Action> join(std::initializer_list<std::vector<Action>> parts) {
  std::vector<Action> out;
  for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
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
                  std::vector<Key> right, std::vector<Key> wrong) {
  PracticeSpec p;
  p.game = table_game();
  p.mode = sh::Mode::Assistant;
  p.setup = std::move(setup);
  p.controller = [] { return std::make_unique<NumberfloorController>(); };
  p.judge = std::move(judge);
  p.hint = std::move(hint);
  p.answer = std::move(answer);
  p.right_keys = std::move(right);
  p.wrong_keys = std::move(wrong);
  return p;
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
  return [=](const State&, const std::vector<Action>& actions) {
    if (actions.empty()) return Judgement::pending();
    return actions.front() == wanted ? Judgement::right(right) : Judgement::wrong(wrong);
  };
}

std::vector<Message> describe_key(Key key) {
  switch (key) {
    case Key::Ok: return {Message("numberfloor.lesson.key.ok")};
    case Key::D1: return {Message("numberfloor.lesson.key.one")};
    case Key::D2: return {Message("numberfloor.lesson.key.two")};
    case Key::D3: return {Message("numberfloor.lesson.key.three")};
    case Key::D0: return {Message("numberfloor.lesson.key.zero")};
    case Key::Next:
    case Key::Prev: return {Message("numberfloor.lesson.key.next")};
    default: return {};
  }
}

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
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("card_dealt"), cue_meaning("star"),
                                            cue_meaning("capture"), cue_meaning("game_won"), cue_meaning("refused"),
                                            {"menu_select", Message("numberfloor.lesson.cue.fits")},
                                            {"menu_move", Message("numberfloor.lesson.cue.no_fit")}}));
  steps.push_back(explain("floor", {Message("numberfloor.rule.floor"), Message("numberfloor.lesson.e.codes")}));
  steps.push_back(practice(
      "up_down", {Message("numberfloor.lesson.p.up_down")},
      spec(start(5, 3), lays_floor({2, 5, 8}, {Message("numberfloor.lesson.p.up_down.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.up_down.hint")}, {Message("numberfloor.lesson.p.up_down.answer")}, code(8),
           code(4))));
  steps.push_back(explain("wrap", {Message("numberfloor.rule.wrap")}));
  steps.push_back(practice(
      "past_ten", {Message("numberfloor.lesson.p.wrap")},
      spec(start(9, 3), lays_floor({2}, {Message("numberfloor.lesson.p.wrap.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.wrap.hint")}, {Message("numberfloor.lesson.p.wrap.answer")}, code(2), code(1))));
  steps.push_back(explain("balloons", {Message("numberfloor.rule.balloons")}));
  steps.push_back(practice(
      "balloon_changes", {Message("numberfloor.lesson.p.balloon")},
      spec(start(3, 2),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions[0] != lay_action(balloon_card(4)))
               return Judgement::wrong({Message("numberfloor.lesson.p.balloon.wrong")});
             if (actions.size() < 2) return Judgement::pending();
             return actions[1] == lay_action(floor_card(7)) ? Judgement::right({Message("numberfloor.lesson.p.balloon.right")})
                                                            : Judgement::wrong({Message("numberfloor.lesson.p.task")});
           },
           {Message("numberfloor.lesson.p.balloon.hint")}, {Message("numberfloor.lesson.p.balloon.answer")},
           codes({24, 7}), code(7))));
  steps.push_back(practice(
      "end_turn", {Message("numberfloor.lesson.p.end_turn")},
      spec(join({start(3, 2), {lay_action(floor_card(5))}}),
           first_is(kEndTurn, {Message("numberfloor.lesson.p.end_turn.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.end_turn.hint")}, {Message("numberfloor.lesson.p.end_turn.answer")}, code(41),
           code(40))));
  steps.push_back(explain("draw", {Message("numberfloor.rule.draw")}));
  steps.push_back(practice(
      "draw_two", {Message("numberfloor.lesson.p.draw")},
      spec(start(3, 2), first_is(kDraw, {Message("numberfloor.lesson.p.draw.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.draw.hint")}, {Message("numberfloor.lesson.p.draw.answer")}, code(40), code(41))));
  steps.push_back(practice(
      "pass", {Message("numberfloor.lesson.p.pass")},
      spec(join({start(3, 2), {kDraw}}),
           first_is(kPass, {Message("numberfloor.lesson.p.pass.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.pass.hint")}, {Message("numberfloor.lesson.p.pass.answer")}, code(41), code(40))));
  steps.push_back(explain("star_rule", {Message("numberfloor.rule.star")}));
  // Five floor cards already laid this turn (3 -> 5 7 9 1 3 with balloon 2): one card left.
  steps.push_back(practice(
      "star", {Message("numberfloor.lesson.p.star")},
      spec(join({start(3, 2), {lay_action(5), lay_action(7), lay_action(9), lay_action(1), lay_action(3)}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto after = state_after(before, actions);
             return static_cast<const NumberfloorState&>(*after).stars(0) > 0
                        ? Judgement::right({Message("numberfloor.lesson.p.star.right")})
                        : Judgement::wrong({Message("numberfloor.lesson.p.task")});
           },
           {Message("numberfloor.lesson.p.star.hint")}, {Message("numberfloor.lesson.p.star.answer")}, code(5), code(4))));
  steps.push_back(quiz("stars_to_win", {Message("numberfloor.lesson.q.stars")},
                       {3, {Message("numberfloor.lesson.q.stars.why")}, {Message("numberfloor.lesson.q.stars.hint")}}));
  steps.push_back(explain("nearest_rule", {Message("numberfloor.rule.nearest")}));
  steps.push_back(practice(
      "nearest", {Message("numberfloor.lesson.p.nearest")},
      spec(start(5, 3), lays_floor({6}, {Message("numberfloor.lesson.p.nearest.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.nearest.hint")}, {Message("numberfloor.lesson.p.nearest.answer")},
           codes({kNearest, 6}), code(6))));
  steps.push_back(explain("even_odd", {Message("numberfloor.rule.even_odd")}));
  steps.push_back(practice(
      "even", {Message("numberfloor.lesson.p.even")},
      spec(start(5, 3), lays_floor({4}, {Message("numberfloor.lesson.p.even.right")}, {Message("numberfloor.lesson.p.task")}),
           {Message("numberfloor.lesson.p.even.hint")}, {Message("numberfloor.lesson.p.even.answer")}, codes({kEven, 4}),
           code(4))));
  steps.push_back(explain("skip_rule", {Message("numberfloor.rule.skip")}));
  steps.push_back(practice(
      "skip_turn", {Message("numberfloor.lesson.p.skip")},
      spec(join({start(3, 2), {lay_action(floor_card(5))}}),
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
           {Message("numberfloor.lesson.p.skip.hint")}, {Message("numberfloor.lesson.p.skip.answer")},
           codes({kSkip, 41}), code(41))));
  steps.push_back(quiz("skip_draws", {Message("numberfloor.lesson.q.skip")},
                       {2, {Message("numberfloor.lesson.q.skip.why")}, {Message("numberfloor.lesson.q.skip.hint")}}));
  steps.push_back(explain("night", {Message("numberfloor.rule.night")}));
  steps.push_back(quiz("night_takeover", {Message("numberfloor.lesson.q.night")},
                       {2, {Message("numberfloor.lesson.q.night.why")}, {Message("numberfloor.lesson.q.night.hint")}}));
  for (std::size_t i = 0; i < old.size(); ++i) {
    if (old[i].empty() || old[i].front().id != "numberfloor.example.intro") continue;
    steps.push_back(walkthrough("example", old[i], std::vector<std::vector<Message>>(old.begin() + static_cast<std::ptrdiff_t>(i) + 1, old.end())));
    break;
  }
  GuidedGameSpec guided;
  guided.game = make_numberfloor_game({{"players", "2"}, {"computers", "2"}, {"level", "normal"}});
  guided.seed = 6;
  guided.controller = [] { return std::make_unique<NumberfloorController>(); };
  steps.push_back(guided_game("guided", {Message("numberfloor.lesson.guided")}, guided));

  l.coverage = {
      {"a floor card: the same floor, or up or down by the top balloon", "up_down"},
      {"floors wrap past ten", "past_ten"},
      {"balloons any time in the turn; the top one rules", "balloon_changes"},
      {"a turn lays at least one floor card and ends by the player", "end_turn"},
      {"unable to lay: draw two and try again", "draw_two"},
      {"still unable after drawing: PAS", "pass"},
      {"an empty hand: a star and six new cards", "star"},
      {"stars to win: 5 with 2-3 players, 3 with 4-5", "stars_to_win"},
      {"balloon nearest floor: equal, one or two up or down", "nearest"},
      {"balloons any even / any odd floor", "even"},
      {"skip turn ending a turn: the next player is skipped", "skip_turn"},
      {"skip turn: the skipped player draws two", "skip_draws"},
      {"a night floor card takes over a turn once a floor and a balloon were laid", "night_takeover"},
  };
  return l;
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  std::vector<Lesson> lessons;
  lessons.push_back(lesson());
  return std::make_unique<LessonScreen>(std::move(lessons));
}

}  // namespace sh::numberfloor
