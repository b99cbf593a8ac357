#include "games/clovece/clovece_lesson.h"

#include <algorithm>

#include "games/clovece/clovece_controller.h"
#include "games/clovece/clovece_entry.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_narration.h"
#include "play/forwarding_host.h"
#include "play/host.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"

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

// The game's controller for a practice position: instead of announcing a new game (the
// players, "who throws highest starts"), it says the list of uses (after several throws,
// first whose turn, the throws and the one to use now); everything else is the real
// controller's.
std::unique_ptr<GameController> practice_controller() {
  return std::make_unique<lesson_kit::PositionController>(
      std::make_unique<CloveceController>(), [](Host& host, const Table& table) {
        const auto& s = static_cast<const CloveceState&>(table.state());
        const Context c{s, table.mode(), host.voice().language(), listener_of(s)};
        // Whose side the learner plays (the list names the pieces by colour, the players by
        // their houses); then, one throw: the task said it, the list is enough; several: which
        // one is used now.
        host.voice().say(Message("clovece.lesson.you_play").with("whose", player_gen_text(0, c)));
        host.voice().say(s.throws().size() > 1 ? where_play_stands(c) : move_list(c));
      });
}

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong) {
  // The dice after the learner's turn are typed, not thrown: the step stops when his
  // turn is over instead of narrating the opponent's throws and moves.
  return lesson_kit::practice_spec({practice_game(), Mode::Assistant, practice_controller, {}}, std::move(setup),
                                   std::move(judge), std::move(hint), std::move(answer), std::move(right),
                                   std::move(wrong));
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

// The throws of one turn (all are rolled before any is used).
void roll(std::vector<Action>& p, std::initializer_list<int> dice) {
  for (int d : dice) p.push_back(die_action(d));
}
void roll_sixes(std::vector<Action>& p, int n) {
  for (int i = 0; i < n; ++i) p.push_back(die_action(6));
}
// `n` uses moving the track piece of `colour` from `from` on by `by` each time.
void run(std::vector<Action>& p, int colour, int from, int n, int by = 6) {
  for (int i = 0; i < n; ++i) p.push_back(move_track_action(colour, (from + i * by) % 40));
}
std::vector<Action> after(std::vector<Action> p, std::initializer_list<Action> more) {
  p.insert(p.end(), more);
  return p;
}

constexpr int kRed = 0, kBlue = 1, kGreen = 2, kYellow = 3;

// Each position starts with the opening roll: 6 against 1, so the learner (seat 0, Červený,
// start 0, entrance 39) starts; the opponent (seat 1, Zelený) starts on square 20.
std::vector<Action> opening() { return {die_action(6), die_action(1)}; }

// The learner's blue on 2, the opponent's blue on 21 and green on 26; the learner threw 5.
// Blue is the learner's to move (none in his house), green is not (his green is at home).
std::vector<Action> colour_position() {
  auto p = opening();
  roll(p, {6, 2});
  p.insert(p.end(), {enter_action(kBlue), move_track_action(kBlue, 0)});
  roll(p, {6, 6, 6, 1});
  p.insert(p.end(),
           {enter_action(kGreen), move_track_action(kGreen, 20), enter_action(kBlue), move_track_action(kBlue, 20)});
  roll(p, {5});
  return p;
}

// The learner's red on 19, the opponent's green on 27 (8 ahead); the learner threw 6, then 2.
std::vector<Action> order_position() {
  auto p = opening();
  roll(p, {6, 6, 6, 6, 1});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 3);
  p.push_back(move_track_action(kRed, 18));
  roll(p, {6, 6, 1});
  p.insert(p.end(), {enter_action(kGreen), move_track_action(kGreen, 20), move_track_action(kGreen, 26)});
  roll(p, {6, 2});
  return p;
}

// The learner's first turn: eight sixes and a one take red from his start to 37 (two
// squares before his entrance) and enter blue on his start.
std::vector<Action> red_before_entrance() {
  auto p = opening();
  roll_sixes(p, 8);
  roll(p, {1});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 6);
  p.push_back(enter_action(kBlue));
  p.push_back(move_track_action(kRed, 36));
  return p;
}

// The learner's red two squares before his entrance (37), nothing else of his on the board;
// he threw 6, then 5.
std::vector<Action> six_then_five_position() {
  auto p = opening();
  roll_sixes(p, 7);
  roll(p, {1});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 6);
  p.push_back(move_track_action(kRed, 36));
  roll(p, {1});  // the opponent's 1: nothing of his to move, forfeited
  roll(p, {6, 5});
  return p;
}

// The learner's red on 37, blue on his start; he threw 5.
std::vector<Action> into_home_position() {
  auto p = red_before_entrance();
  roll(p, {1});  // the opponent's 1: nothing of his to move, forfeited
  roll(p, {5});
  return p;
}

// The learner's blue on his entrance (39), red on 35, yellow on his start; he threw 5.
std::vector<Action> overshoot_position() {
  auto p = opening();
  roll_sixes(p, 8);
  roll(p, {3});
  p.push_back(enter_action(kBlue));
  run(p, kBlue, 0, 6);
  p.push_back(enter_action(kRed));
  p.push_back(move_track_action(kBlue, 36));
  roll(p, {1});  // the opponent: forfeited
  roll_sixes(p, 6);
  roll(p, {5});
  run(p, kRed, 0, 5);
  p.push_back(enter_action(kYellow));
  p.push_back(move_track_action(kRed, 30));
  roll(p, {1});  // the opponent: forfeited
  roll(p, {5});
  return p;
}

// Two reds (the learner's 2 squares before his entrance, Green's on 23 with green 3 ahead
// on 26) and blue on the learner's start; the learner threw 6, then 3. Red taken home
// with the six could not capture with the three: the colour rule holds at every move.
std::vector<Action> home_colour_position() {
  auto p = red_before_entrance();
  roll(p, {6, 6, 6, 3});
  p.insert(p.end(),
           {enter_action(kGreen), move_track_action(kGreen, 20), enter_action(kRed), move_track_action(kRed, 20)});
  roll(p, {6, 3});
  return p;
}

// The learner's first turn and the opponent's: sixteen sixes and a five take red and blue
// into the learner's home (its third and second squares) and enter green on his start; the
// opponent's 1 is forfeited.
std::vector<Action> two_home() {
  auto p = opening();
  roll_sixes(p, 16);
  roll(p, {5});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 7);  // the seventh six takes red from 36 into the home, its third square
  p.push_back(enter_action(kBlue));
  run(p, kBlue, 0, 6);
  p.push_back(enter_action(kGreen));
  p.push_back(move_track_action(kBlue, 36));  // 5: into the home, its second square
  roll(p, {1});                               // the opponent: forfeited
  return p;
}

// The learner's home: blue on its second square, red on its third; green on his start;
// he threw 2.
std::vector<Action> in_home_position() {
  auto p = two_home();
  roll(p, {2});
  return p;
}

// The learner's red on 19 and blue on his start, the opponent's blue on 21; the learner
// threw 2. Both may play blue: a captured blue is the mover's gift to either.
std::vector<Action> gift_position() {
  auto p = opening();
  roll(p, {6, 6, 6, 6, 6, 1});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 3);
  p.push_back(enter_action(kBlue));
  p.push_back(move_track_action(kRed, 18));
  roll(p, {6, 1});
  p.insert(p.end(), {enter_action(kBlue), move_track_action(kBlue, 20)});
  roll(p, {2});
  return p;
}

// The learner's yellow on his start, blue on 4 and red on 18; the opponent's green on 22;
// the learner threw 4. Yellow could capture blue (only the learner may play blue: a gift
// to himself) or red capture green (green goes to the opponent).
std::vector<Action> gift_self_position() {
  auto p = opening();
  roll_sixes(p, 6);
  roll(p, {4});
  p.push_back(enter_action(kRed));
  run(p, kRed, 0, 3);
  p.insert(p.end(), {enter_action(kBlue), enter_action(kYellow), move_track_action(kBlue, 0)});
  roll(p, {6, 2});
  p.insert(p.end(), {enter_action(kGreen), move_track_action(kGreen, 20)});
  roll(p, {4});
  return p;
}

// The opponent's green on the learner's start square, the learner's yellow on 1; the
// learner threw 6, then 2.
std::vector<Action> enter_capture_position() {
  auto p = opening();
  roll(p, {6, 1});
  p.insert(p.end(), {enter_action(kYellow), move_track_action(kYellow, 0)});
  roll(p, {6, 6, 6, 6, 2});
  p.push_back(enter_action(kGreen));
  run(p, kGreen, 20, 3);
  p.push_back(move_track_action(kGreen, 38));
  roll(p, {6, 2});
  return p;
}

// The learner's home holds green, blue and red (its first three squares); his yellow stands
// on his entrance, Green's yellow on 22 (the learner may move both); he threw 4.
std::vector<Action> win_position() {
  auto p = two_home();
  roll_sixes(p, 7);
  roll(p, {4});
  run(p, kGreen, 0, 6);
  p.push_back(enter_action(kYellow));
  p.push_back(move_track_action(kGreen, 36));  // 4: into the home, its first square
  roll(p, {6, 1});
  p.insert(p.end(), {enter_action(kYellow), move_track_action(kYellow, 20)});  // Green's yellow on 21
  roll_sixes(p, 6);
  roll(p, {3});
  run(p, kYellow, 0, 6);
  p.push_back(move_track_action(kYellow, 36));  // 3: the learner's yellow on his entrance
  roll(p, {1});
  p.push_back(move_track_action(kYellow, 21));  // Green's yellow on 22
  roll(p, {4});
  return p;
}

// A judge for an answer of one use: `right` is right, any other use is wrong.
Judge one_use(Action right, Message right_why, Message wrong_why) {
  return lesson_kit::first_action_is(right, {std::move(right_why)}, {std::move(wrong_why)});
}

}  // namespace

Lesson lesson() {
  Lesson l = lesson_kit::begin("clovece");
  auto& steps = l.steps;
  // The opening roll: 6 against 1, so the learner (seat 0) starts; the first turn: 6, then 3.
  const std::vector<Action> first_turn = {die_action(6), die_action(1), die_action(6), die_action(3)};

  lesson_kit::open_chapter(l, explain("goal", {Message("clovece.lesson.1"), Message("clovece.lesson.2")}));
  steps.push_back(explain("throws", {Message("clovece.lesson.3")}));
  steps.push_back(lesson_kit::ask("opening_roll", 2, "clovece.lesson.q.opening", "clovece.lesson.q.opening.why", "clovece.lesson.q.opening.hint"));
  steps.push_back(lesson_kit::ask("clockwise", 4, "clovece.lesson.q.clockwise", "clovece.lesson.q.clockwise.why", "clovece.lesson.q.clockwise.hint"));
  steps.push_back(explain("sixes_rule", {Message("clovece.lesson.4")}));
  steps.push_back(lesson_kit::ask("sixes_first", 4, "clovece.lesson.q.sixes", "clovece.lesson.q.sixes.why", "clovece.lesson.q.sixes.hint"));
  steps.push_back(key_trainer("keys", describe_key));
  // Chapter 1 lives its rules too: a six, then a 2; the six comes first; red takes both (19 -> 25 -> 27) onto green.
  const auto order = order_position();
  const auto order_then = after(order, {move_track_action(kRed, 19)});
  steps.push_back(
      practice("throw_order", {Message("clovece.lesson.p.order")},
               spec(order,
                    [](const State&, const std::vector<Action>& actions) {
                      if (actions.empty()) return Judgement::pending();
                      if (actions.front() != move_track_action(kRed, 19))
                        return Judgement::wrong({Message("clovece.lesson.p.order.wrong")});
                      if (actions.size() < 2) return Judgement::pending();
                      return actions[1] == move_track_action(kRed, 25)
                                 ? Judgement::right({Message("clovece.lesson.p.order.right")})
                                 : Judgement::wrong({Message("clovece.lesson.p.order.wrong")});
                    },
                    {Message("clovece.lesson.p.order.hint")}, {Message("clovece.lesson.p.order.answer")},
                    {use_key(order, move_track_action(kRed, 19)), use_key(order_then, move_track_action(kRed, 25))},
                    {use_key(order, enter_action(kBlue))})));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("dice_rolled"),
                                            cue_meaning("capture"), cue_meaning("game_won"), cue_meaning("refused")}));
  lesson_kit::open_chapter(l, explain("board", {Message("clovece.lesson.board")}));
  steps.push_back(lesson_kit::ask("pieces_per_colour", 5, "clovece.lesson.q.pieces", "clovece.lesson.q.pieces.why", "clovece.lesson.q.pieces.hint"));
  steps.push_back(lesson_kit::ask("big_board", 60, "clovece.lesson.q.board", "clovece.lesson.q.board.why", "clovece.lesson.q.board.hint"));
  steps.push_back(explain("enter_rule", {Message("clovece.lesson.5")}));
  steps.push_back(practice("enter", {Message("clovece.lesson.p.enter")},
                           spec(first_turn,
                                [](const State&, const std::vector<Action>& actions) {
                                  if (actions.empty()) return Judgement::pending();
                                  const Action a = actions.front();
                                  return a >= kEnterBase && a < kEnterBase + 4
                                             ? Judgement::right({Message("clovece.lesson.p.enter.right")})
                                             : Judgement::wrong({Message("clovece.lesson.p.enter.wrong")});
                                },
                                {Message("clovece.lesson.p.enter.hint")}, {Message("clovece.lesson.p.enter.answer")},
                                {use_key(first_turn, enter_action(0))}, {use_key(first_turn, kPass)})));
  steps.push_back(explain("colours", {Message("clovece.lesson.6"), Message("clovece.lesson.7")}));
  steps.push_back(lesson_kit::ask("colour_rule", 1, "clovece.lesson.q.colour", "clovece.lesson.q.colour.why", "clovece.lesson.q.colour.hint"));
  // Two blues on the track: the learner may move both (no blue in his house), even the one
  // the opponent entered; the opponent's green he may not move (his green is in his house).
  const auto colours = colour_position();
  steps.push_back(practice(
      "colour_move", {Message("clovece.lesson.p.colour")},
      spec(colours,
           one_use(move_track_action(kBlue, 21), Message("clovece.lesson.p.colour.right"),
                   Message("clovece.lesson.p.colour.wrong")),
           {Message("clovece.lesson.p.colour.hint")}, {Message("clovece.lesson.p.colour.answer")},
           {use_key(colours, move_track_action(kBlue, 21))}, {use_key(colours, move_track_action(kBlue, 2))})));
  lesson_kit::open_chapter(l, explain("compulsory_rule", {Message("clovece.lesson.8")}));
  // Red two squares before the learner's entrance, the rest in his house; a six, then a 5.
  // The six may take red to the home's last square (then nothing on the board can use the 5:
  // it is forfeited) or enter a piece, which the 5 then moves: moves are compulsory, and an
  // unusable throw is lost, so the six is spent where the 5 stays usable.
  const auto six_five = six_then_five_position();
  const auto six_five_then = after(six_five, {enter_action(kBlue)});
  steps.push_back(practice(
      "compulsory", {Message("clovece.lesson.p.compulsory")},
      spec(six_five,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             const Action first = actions.front();
             if (first == move_track_action(kRed, 37))
               return Judgement::wrong({Message("clovece.lesson.p.compulsory.lost")});
             if (first < kEnterBase || first >= kEnterBase + 4)
               return Judgement::wrong({Message("clovece.lesson.p.compulsory.wrong")});
             if (actions.size() < 2) return Judgement::pending();
             return Judgement::right({Message("clovece.lesson.p.compulsory.right")});
           },
           {Message("clovece.lesson.p.compulsory.hint")}, {Message("clovece.lesson.p.compulsory.answer")},
           {use_key(six_five, enter_action(kBlue)), use_key(six_five_then, move_track_action(kBlue, 0))},
           {use_key(six_five, move_track_action(kRed, 37))})));
  steps.push_back(lesson_kit::ask("forfeit", 0, "clovece.lesson.q.forfeit", "clovece.lesson.q.forfeit.why",
                                  "clovece.lesson.q.forfeit.hint"));
  steps.push_back(explain("capture_rule", {Message("clovece.lesson.9")}));
  // Red (the learner's, on 16) and green (on 0) are the learner's to move; the opponent's
  // blue stands on 21. A throw of 5: red lands on blue.
  const std::vector<Action> before_capture = {die_action(6),
                                              die_action(1),  // the opening roll
                                              die_action(6),
                                              die_action(6),
                                              die_action(6),
                                              die_action(6),
                                              die_action(4),  // the learner's turn
                                              enter_action(0),
                                              move_track_action(0, 0),
                                              move_track_action(0, 6),
                                              enter_action(2),
                                              move_track_action(0, 12),
                                              die_action(6),
                                              die_action(1),
                                              enter_action(1),
                                              move_track_action(1, 20),  // the opponent's turn
                                              die_action(5)};
  steps.push_back(practice(
      "capture", {Message("clovece.lesson.p.capture")},
      spec(before_capture,
           one_use(move_track_action(0, 16), Message("clovece.lesson.p.capture.right"),
                   Message("clovece.lesson.p.capture.wrong")),
           {Message("clovece.lesson.p.capture.hint")}, {Message("clovece.lesson.p.capture.answer")},
           {use_key(before_capture, move_track_action(0, 16))}, {use_key(before_capture, move_track_action(2, 0))})));
  steps.push_back(lesson_kit::ask("last_stays", 1, "clovece.lesson.q.capture", "clovece.lesson.q.capture.why", "clovece.lesson.q.capture.hint"));
  // Green stands on the learner's start; a six enters onto it, the 2 must move yellow so
  // that the entered piece ends its turn there.
  const auto on_start = enter_capture_position();
  const auto on_start_then = after(on_start, {enter_action(kRed)});
  steps.push_back(practice(
      "enter_capture", {Message("clovece.lesson.p.enter_capture")},
      spec(on_start,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             const Action first = actions.front();
             if (first < kEnterBase || first >= kEnterBase + 4)
               return Judgement::wrong({Message("clovece.lesson.p.enter_capture.no_entry")});
             if (actions.size() < 2) return Judgement::pending();
             return actions[1] == move_track_action(first - kEnterBase, 0)
                        ? Judgement::wrong({Message("clovece.lesson.p.enter_capture.left_start")})
                        : Judgement::right({Message("clovece.lesson.p.enter_capture.right")});
           },
           {Message("clovece.lesson.p.enter_capture.hint")}, {Message("clovece.lesson.p.enter_capture.answer")},
           {use_key(on_start, enter_action(kRed)), use_key(on_start_then, move_track_action(kYellow, 1))},
           {use_key(on_start, move_track_action(kYellow, 1))})));
  lesson_kit::open_chapter(l, explain("gift_rule", {Message("clovece.lesson.gift")}));
  // Red captures the opponent's blue; both players may play blue: the learner chooses.
  const auto gifting = gift_position();
  steps.push_back(practice("gift", {Message("clovece.lesson.p.gift")},
                           spec(gifting,
                                [](const State&, const std::vector<Action>& actions) {
                                  if (actions.empty()) return Judgement::pending();
                                  if (actions.front() != move_track_action(kRed, 19))
                                    return Judgement::wrong({Message("clovece.lesson.p.gift.no_capture")});
                                  if (actions.size() < 2) return Judgement::pending();
                                  return actions[1] == gift_action(1)
                                             ? Judgement::right({Message("clovece.lesson.p.gift.right")})
                                             : Judgement::wrong({Message("clovece.lesson.p.gift.wrong")});
                                },
                                {Message("clovece.lesson.p.gift.hint")}, {Message("clovece.lesson.p.gift.answer")},
                                {use_key(gifting, move_track_action(kRed, 19)), Key::D2},
                                {use_key(gifting, move_track_action(kRed, 19)), Key::D1})));
  const auto self_gift = gift_self_position();
  steps.push_back(practice(
      "gift_self", {Message("clovece.lesson.p.gift_self")},
      spec(self_gift,
           // Each wrong use has its own reason: yellow capturing blue is the gift to oneself,
           // any other use captures nothing.
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() == move_track_action(kRed, 18))
               return Judgement::right({Message("clovece.lesson.p.gift_self.right")});
             return Judgement::wrong({Message(actions.front() == move_track_action(kYellow, 0)
                                                  ? "clovece.lesson.p.gift_self.wrong"
                                                  : "clovece.lesson.p.gift_self.no_capture")});
           },
           {Message("clovece.lesson.p.gift_self.hint")}, {Message("clovece.lesson.p.gift_self.answer")},
           {use_key(self_gift, move_track_action(kRed, 18))}, {use_key(self_gift, move_track_action(kYellow, 0))})));
  steps.push_back(explain("home_rule", {Message("clovece.lesson.home")}));
  const auto near_home = into_home_position();
  steps.push_back(practice(
      "into_home", {Message("clovece.lesson.p.into_home")},
      spec(near_home,
           one_use(move_track_action(kRed, 37), Message("clovece.lesson.p.into_home.right"),
                   Message("clovece.lesson.p.into_home.wrong")),
           {Message("clovece.lesson.p.into_home.hint")}, {Message("clovece.lesson.p.into_home.answer")},
           {use_key(near_home, move_track_action(kRed, 37))}, {use_key(near_home, move_track_action(kBlue, 0))})));
  const auto past_home = overshoot_position();
  steps.push_back(practice(
      "overshoot", {Message("clovece.lesson.p.overshoot")},
      spec(past_home,
           one_use(move_track_action(kRed, 35), Message("clovece.lesson.p.overshoot.right"),
                   Message("clovece.lesson.p.overshoot.wrong")),
           {Message("clovece.lesson.p.overshoot.hint")}, {Message("clovece.lesson.p.overshoot.answer")},
           {use_key(past_home, move_track_action(kRed, 35))}, {use_key(past_home, move_track_action(kYellow, 0))})));
  // The six must not take red home: then no red may move, and the three could not capture.
  const auto two_reds = home_colour_position();
  const auto two_reds_then = after(two_reds, {move_track_action(kBlue, 0)});
  steps.push_back(practice(
      "home_colour", {Message("clovece.lesson.p.home_colour")},
      spec(two_reds,
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() == move_track_action(kRed, 37))
               return Judgement::wrong({Message("clovece.lesson.p.home_colour.wrong")});
             if (actions.front() == move_track_action(kRed, 23))
               return Judgement::wrong({Message("clovece.lesson.p.home_colour.past")});
             if (actions.front() >= kEnterBase && actions.front() < kEnterBase + 4)
               return Judgement::wrong({Message("clovece.lesson.p.home_colour.enter")});
             if (actions.size() < 2) return Judgement::pending();
             return actions[1] == move_track_action(kRed, 23)
                        ? Judgement::right({Message("clovece.lesson.p.home_colour.right")})
                        : Judgement::wrong({Message("clovece.lesson.p.home_colour.missed")});
           },
           {Message("clovece.lesson.p.home_colour.hint")}, {Message("clovece.lesson.p.home_colour.answer")},
           {use_key(two_reds, move_track_action(kBlue, 0)), use_key(two_reds_then, move_track_action(kRed, 23))},
           {use_key(two_reds, move_track_action(kRed, 37))})));
  const auto in_home = in_home_position();
  steps.push_back(
      practice("in_home", {Message("clovece.lesson.p.in_home")},
               spec(in_home,
                    one_use(move_home_action(kBlue, 1), Message("clovece.lesson.p.in_home.right"),
                            Message("clovece.lesson.p.in_home.wrong")),
                    {Message("clovece.lesson.p.in_home.hint")}, {Message("clovece.lesson.p.in_home.answer")},
                    {use_key(in_home, move_home_action(kBlue, 1))}, {use_key(in_home, move_track_action(kGreen, 0))})));
  lesson_kit::open_chapter(l, explain("winning", {Message("clovece.lesson.10")}));
  steps.push_back(lesson_kit::ask("colours_to_win", 4, "clovece.lesson.q.win", "clovece.lesson.q.win.why", "clovece.lesson.q.win.hint"));
  // The fourth colour into the home wins the game.
  const auto last_colour = win_position();
  steps.push_back(practice("win", {Message("clovece.lesson.p.win")},
                           spec(last_colour,
                                one_use(move_track_action(kYellow, 39), Message("clovece.lesson.p.win.right"),
                                        Message("clovece.lesson.p.win.wrong")),
                                {Message("clovece.lesson.p.win.hint")}, {Message("clovece.lesson.p.win.answer")},
                                {use_key(last_colour, move_track_action(kYellow, 39))},
                                {use_key(last_colour, move_track_action(kYellow, 22))})));
  steps.push_back(lesson_kit::guided("clovece.lesson.guided",
                                     make_clovece_game({{"players", "2"}, {"computers", "2"}, {"level", "normal"}}), 3,
                                     lesson_kit::controller_of<CloveceController>()));

  // Every rule of the rulebook (shared/seeds/matfyzacke-clovece-nezlob-se.txt) and of
  // PRODUCT.md "Matfyzácké Člověče", in the rulebook's order.
  l.coverage = {
      {"pieces: as many of each colour as players, one of each colour in every house", "pieces_per_colour"},
      {"the board: 40 squares for 2-4 players, 60 for 5-6, starts 10 apart", "big_board"},
      {"1.1 the highest opening roll starts; the tied roll again", "opening_roll"},
      {"1.2 turns pass clockwise", "clockwise"},
      {"1.3 sixes roll again; the throws are used in order, sixes first", "sixes_first"},
      {"1.3 acting: the six is used before the last number; one piece may use several throws", "throw_order"},
      {"1.4 a legal use is compulsory; an unusable throw is forfeited", "compulsory"},
      {"1.4 a throw no piece can use is forfeited (count)", "forfeit"},
      {"2.1 a six may enter a piece of any colour from one's house onto one's start (optional)", "enter"},
      {"2.2 any board piece of a colour neither in one's house nor home may be moved (count)", "colour_rule"},
      {"2.2 acting: a piece entered by the opponent is one's own to move when its colour allows", "colour_move"},
      {"2.2 the throws of one turn may move several pieces", "home_colour"},
      {"2.3 past one's entrance a piece goes into one's home", "into_home"},
      {"2.3 a move past the last home square is not legal", "overshoot"},
      {"2.3 a colour in one's home may no longer be moved, from the next use of the same turn", "home_colour"},
      {"2.4 pieces in the home move on inside it and jump over others", "in_home"},
      {"3 a piece ending its movement on another captures it", "capture"},
      {"3 captures at the end of the turn: the last to arrive stays", "last_stays"},
      {"3 entering onto one's start captures a piece standing there (at the end of the turn)", "enter_capture"},
      {"3 the mover gives the captured piece to a player who may play it", "gift"},
      {"3 a piece only the mover may play is a gift to himself", "gift_self"},
      {"4 the first with all four colours at home wins (count)", "colours_to_win"},
      {"4 acting: the fourth colour into the home wins the game", "win"},
  };
  return lesson_kit::finish(std::move(l));
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

}  // namespace sh::clovece
