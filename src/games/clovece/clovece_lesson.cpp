#include "games/clovece/clovece_lesson.h"

#include <algorithm>

#include "games/clovece/clovece_controller.h"
#include "games/clovece/clovece_entry.h"
#include "games/clovece/clovece_game.h"
#include "play/lesson_screen.h"

namespace sh::clovece {

namespace {

// Two players, every use offered as a list (even a single one).
std::shared_ptr<const Game> practice_game() { return make_clovece_game({{"players", "2"}, {"automove", "0"}}); }

// The key that picks `wanted` from the list of uses in the position after `setup` (the
// controller numbers the uses in the engine's order of legal actions).
Key use_key(const std::vector<Action>& setup, Action wanted) {
  const auto game = practice_game();  // the state refers to its game: keep it alive
  auto s = game->new_initial_state();
  for (Action a : setup) s->apply(a);
  const auto legal = s->legal_actions();
  const auto at = std::find(legal.begin(), legal.end(), wanted);
  const long n = at == legal.end() ? 9 : (at - legal.begin()) + 1;
  return digit_key(static_cast<int>(std::min(n, 9L)));
}

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong) {
  PracticeSpec p;
  p.game = practice_game();
  p.setup = std::move(setup);
  p.controller = [] { return std::make_unique<CloveceController>(); };
  p.judge = std::move(judge);
  p.hint = std::move(hint);
  p.answer = std::move(answer);
  p.right_keys = std::move(right);
  p.wrong_keys = std::move(wrong);
  return p;
}

std::vector<Message> describe_key(Key key) {
  if (key >= Key::D1 && key <= Key::D9) return {Message("clovece.lesson.key.digit").with("n", digit_of(key))};
  switch (key) {
    case Key::D0: return {Message("clovece.lesson.key.zero")};
    case Key::Ok: return {Message("clovece.lesson.key.ok")};
    case Key::Next:
    case Key::Prev: return {Message("clovece.lesson.key.next")};
    default: return {};
  }
}

}  // namespace

Lesson lesson() {
  Lesson l;
  l.id = "clovece";
  l.game = "clovece";
  l.title = Message("clovece.lesson.title");
  auto& steps = l.steps;
  // The opening roll: 6 against 1, so the learner (seat 0) starts; the first turn: 6, then 3.
  const std::vector<Action> first_turn = {die_action(6), die_action(1), die_action(6), die_action(3)};
  std::vector<Action> entered = first_turn;
  entered.push_back(enter_action(0));

  steps.push_back(explain("goal", {Message("clovece.lesson.1"), Message("clovece.lesson.2")}));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("dice_rolled"), cue_meaning("capture"),
                                            cue_meaning("game_won"), cue_meaning("refused")}));
  steps.push_back(explain("throws", {Message("clovece.lesson.3"), Message("clovece.lesson.4")}));
  steps.push_back(quiz("sixes_first", {Message("clovece.lesson.q.sixes")},
                       {4, {Message("clovece.lesson.q.sixes.why")}, {Message("clovece.lesson.q.sixes.hint")}}));
  steps.push_back(explain("enter_rule", {Message("clovece.lesson.5")}));
  steps.push_back(practice(
      "enter", {Message("clovece.lesson.p.enter")},
      spec(first_turn,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             const Action a = actions.front();
             return a >= kEnterBase && a < kEnterBase + 4 ? Judgement::right({Message("clovece.lesson.p.enter.right")})
                                                           : Judgement::wrong({Message("clovece.lesson.p.enter.wrong")});
           },
           {Message("clovece.lesson.p.enter.hint")}, {Message("clovece.lesson.p.enter.answer")},
           {use_key(first_turn, enter_action(0))}, {use_key(first_turn, kPass)})));
  steps.push_back(explain("colours", {Message("clovece.lesson.6"), Message("clovece.lesson.7")}));
  steps.push_back(quiz("colour_rule", {Message("clovece.lesson.q.colour")},
                       {1, {Message("clovece.lesson.q.colour.why")}, {Message("clovece.lesson.q.colour.hint")}}));
  steps.push_back(explain("compulsory_rule", {Message("clovece.lesson.8")}));
  // The six entered the red piece; the 3 must move it: the one use on the list.
  steps.push_back(practice(
      "compulsory", {Message("clovece.lesson.p.compulsory")},
      spec(entered,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             const Action a = actions.front();
             return a >= kMoveBase && a < kEnterBase ? Judgement::right({Message("clovece.lesson.p.compulsory.right")})
                                                     : Judgement::wrong({Message("clovece.lesson.p.compulsory.wrong")});
           },
           {Message("clovece.lesson.p.compulsory.hint")}, {Message("clovece.lesson.p.compulsory.answer")}, {Key::D1},
           {Key::D2})));
  steps.push_back(explain("capture_rule", {Message("clovece.lesson.9")}));
  // Red (the learner's, on 16) and green (on 0) are the learner's to move; the opponent's
  // blue stands on 21. A throw of 5: red lands on blue.
  const std::vector<Action> before_capture = {
      die_action(6), die_action(1),                                                     // the opening roll
      die_action(6), die_action(6), die_action(6), die_action(6), die_action(4),        // the learner's turn
      enter_action(0), move_track_action(0, 0), move_track_action(0, 6), enter_action(2), move_track_action(0, 12),
      die_action(6), die_action(1), enter_action(1), move_track_action(1, 20),          // the opponent's turn
      die_action(5)};
  steps.push_back(practice(
      "capture", {Message("clovece.lesson.p.capture")},
      spec(before_capture,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             return actions.front() == move_track_action(0, 16)
                        ? Judgement::right({Message("clovece.lesson.p.capture.right")})
                        : Judgement::wrong({Message("clovece.lesson.p.capture.wrong")});
           },
           {Message("clovece.lesson.p.capture.hint")}, {Message("clovece.lesson.p.capture.answer")},
           {use_key(before_capture, move_track_action(0, 16))}, {use_key(before_capture, move_track_action(2, 0))})));
  steps.push_back(quiz("last_stays", {Message("clovece.lesson.q.capture")},
                       {1, {Message("clovece.lesson.q.capture.why")}, {Message("clovece.lesson.q.capture.hint")}}));
  steps.push_back(explain("winning", {Message("clovece.lesson.10")}));
  steps.push_back(quiz("colours_to_win", {Message("clovece.lesson.q.win")},
                       {4, {Message("clovece.lesson.q.win.why")}, {Message("clovece.lesson.q.win.hint")}}));
  GuidedGameSpec guided;
  guided.game = make_clovece_game({{"players", "2"}, {"computers", "2"}, {"level", "normal"}});
  guided.seed = 3;
  guided.controller = [] { return std::make_unique<CloveceController>(); };
  steps.push_back(guided_game("guided", {Message("clovece.lesson.guided")}, guided));

  l.coverage = {
      {"sixes roll again; the throws are used in order, sixes first", "sixes_first"},
      {"a six may enter a piece of any colour from one's house (optional)", "enter"},
      {"any board piece of a colour neither in one's house nor home may be moved", "colour_rule"},
      {"a legal use is compulsory; an unusable throw is forfeited", "compulsory"},
      {"a piece ending its movement on another captures it", "capture"},
      {"captures at the end of the turn: the last to arrive stays", "last_stays"},
      {"the first with all four colours at home wins", "colours_to_win"},
  };
  return l;
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  std::vector<Lesson> lessons;
  lessons.push_back(lesson());
  return std::make_unique<LessonScreen>(std::move(lessons));
}

}  // namespace sh::clovece
