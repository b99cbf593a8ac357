#include "games/numberfloor/numberfloor_lesson.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "play/host.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"
#include "play/voice.h"

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

// Right when the learner's first action is `wanted`.
Judge first_is(Action wanted, std::vector<Message> right, std::vector<Message> wrong) {
  return lesson_kit::first_action_is(wanted, std::move(right), std::move(wrong));
}

// Dealer mode, as the real game: the learner (seat 0) and an opponent (seat 1) at one keypad;
// the program deals, so the learner's hand is known and walked with next/prev, a card laid
// with ok, drawing two is 3, the end of a turn or PAS 0. The opponent is a person who waits
// for a turn that never comes in the task (a computer would play its whole turn after the
// learner's answer, to be heard before the next step).
std::shared_ptr<const Game> dealt_game(const char* variant = "full") {
  return make_numberfloor_game({{"players", "2"}, {"variant", variant}});
}

// The deal as the program makes it (one card to each seat in turn, the learner first): the
// learner's six cards and the opponent's six.
std::vector<Action> deal(std::initializer_list<int> mine, std::initializer_list<int> theirs) {
  std::vector<Action> out;
  auto m = mine.begin();
  auto t = theirs.begin();
  for (; m != mine.end() && t != theirs.end(); ++m, ++t) {
    out.push_back(chance_card(*m));
    out.push_back(chance_card(*t));
  }
  return out;
}

// The opponent's hand where it does not matter: floors that fit nothing of the tasks' starts.
constexpr std::initializer_list<int> kTheirs = {0, 1, 2, 6, 8, 9};

bool is_chance(Action a) { return a >= kChanceCard && a < kChanceCard + kCardTypes; }

// The learner's own decisions among the actions that followed: what the learner laid, drew,
// ended or took over; the program's deals and the opponent's moves left out.
std::vector<Action> learners(const State& before, const std::vector<Action>& actions) {
  std::vector<Action> out;
  auto s = before.clone();
  for (Action a : actions) {
    const bool mine = is_takeover(a) ? takeover_seat(a) == 0 : !is_chance(a) && s->current_player() == 0;
    if (mine) out.push_back(a);
    s->apply(a);
  }
  return out;
}

// The keys a learner presses for `moves` in the position `setup` of `game`: a card is walked
// to with next (from the hand's start, the cursor is cleared after every action) and laid
// with ok (Beginner: a card that fits both piles is asked for, 1 or 2); drawing is 3, the end
// of the turn or PAS 0, a take-over 9.
std::vector<Key> keys_for(const std::shared_ptr<const Game>& game, const std::vector<Action>& setup,
                          const std::vector<Action>& moves) {
  auto state = game->new_initial_state();
  for (Action a : setup) state->apply(a);
  auto& s = static_cast<NumberfloorState&>(*state);
  std::vector<Key> keys;
  for (Action a : moves) {
    int type = -1;
    if (a >= kLay && a < kLay + kCardTypes) type = a - kLay;
    else if (a >= kLayPile2 && a < kLayPile2 + kFloors) type = floor_card(a - kLayPile2);
    if (type >= 0) {
      const auto order = hand_order(s, 0);
      const auto at = std::find(order.begin(), order.end(), type);
      if (at == order.end()) throw std::logic_error("numberfloor lesson: a card the hand does not hold");
      keys.insert(keys.end(), static_cast<std::size_t>(at - order.begin()) + 1, Key::Next);
      keys.push_back(Key::Ok);
      if (s.beginner() && is_floor(type) && !s.why_illegal(lay_action(type)) &&
          !s.why_illegal(lay2_action(value_of(type))))
        keys.push_back(a >= kLayPile2 ? Key::D2 : Key::D1);
    } else if (a == kDraw) {
      keys.push_back(Key::D3);
    } else if (a == kPass || a == kEndTurn) {
      keys.push_back(Key::D0);
    } else if (is_takeover(a)) {
      keys.push_back(Key::D9);
    }
    if (!s.is_legal(a)) break;  // a wrong answer's last key, refused
    s.apply(a);
    while (!s.is_terminal() && s.is_chance()) s.apply(s.chance_outcomes().front().first);
  }
  return keys;
}

// The controller of a dealt position: its start says whose turn it is and how many cards
// the hand holds, not a new game's opening (the task names the piles; what fits is the
// learner's to find, or to ask with 1 as in the game); everything else is the real game's.
std::unique_ptr<GameController> position_controller() {
  return std::make_unique<lesson_kit::PositionController>(
      std::make_unique<NumberfloorController>(), [](Host& host, const Table& table) {
        const auto& s = static_cast<const NumberfloorState&>(table.state());
        host.voice().say(Message("numberfloor.now")
                             .with("player", seat_name(table.names(), s.turn_player()))
                             .with("hand", s.hand_size(s.turn_player())));
      });
}

// A practice in dealer mode: the position (the deal, the start cards, what was played), the
// task's sentences, the judge of the learner's decisions, and the right and wrong moves
// (turned into the keys the real game uses).
struct Says {
  const char* task;
  const char* hint;
  const char* answer;
};

// A dealt practice: the task's sentences, the position, the judge, the scripted keys. With
// `whole_table` the judge sees every decision at the table (the learner's and the
// opponent's at a shared keypad), else only the learner's.
LessonStep dealt_task(const std::string& id, Says says, std::vector<Action> setup, Judge judge,
                      std::vector<Key> right_keys, std::vector<Key> wrong_keys, std::shared_ptr<const Game> game,
                      bool whole_table = false) {
  Judge on_decisions = [judge = std::move(judge), whole_table](const State& before, const std::vector<Action>& actions) {
    std::vector<Action> decided;
    if (whole_table) {
      for (Action a : actions)
        if (!is_chance(a)) decided.push_back(a);
    } else {
      decided = learners(before, actions);  // the opponent acts only after the learner
    }
    return decided.empty() ? Judgement::pending() : judge(before, decided);
  };
  return practice(id, {Message(says.task)},
                  lesson_kit::practice_spec({std::move(game), sh::Mode::Dealer, position_controller, {}},
                                            std::move(setup), std::move(on_decisions), {Message(says.hint)},
                                            {Message(says.answer)}, std::move(right_keys), std::move(wrong_keys)));
}

LessonStep turn_task(const std::string& id, Says says, std::vector<Action> setup, Judge judge,
                     std::vector<Action> right, std::vector<Action> wrong,
                     std::shared_ptr<const Game> game = dealt_game()) {
  auto right_keys = keys_for(game, setup, right);
  auto wrong_keys = keys_for(game, setup, wrong);
  return dealt_task(id, says, std::move(setup), std::move(judge), std::move(right_keys), std::move(wrong_keys),
                    std::move(game));
}

// The first floor card laid (balloons before it are steps on the way) decides: right when it
// is one of `right` (values), wrong with the reason of its own value in `wrong`, else the
// generic "not the task".
Judge floor_with_reasons(std::vector<int> right_values, Message right,
                         std::vector<std::pair<int, Message>> wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    for (Action a : actions) {
      if (a >= kLay && a < kLay + kCardTypes && is_balloon(a - kLay)) continue;
      int v = -1;
      if (a >= kLay && a < kLay + kCardTypes && is_floor(a - kLay)) v = value_of(a - kLay);
      else if (a >= kLayPile2 && a < kLayPile2 + kFloors) v = a - kLayPile2;
      // Only where PAS is legal (Beginner, or Full after drawing) does it reach a judge: a
      // choice the rules allow, weaker than the task's.
      if (a == kPass) return Judgement::allowed({Message("numberfloor.lesson.p.passed")});
      if (std::find(right_values.begin(), right_values.end(), v) != right_values.end())
        return Judgement::right({right});
      for (const auto& [value, why] : wrong)
        if (value == v) return Judgement::wrong({why});
      return Judgement::wrong({Message("numberfloor.lesson.p.task")});
    }
    return Judgement::pending();
  };
}

// A practice step's sentences: the task, the hint after a wrong try and the answer after
// the third (the judge carries why an answer is right or wrong; a refused key has the
// referee's own reason).
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

// Right when the learner's actions are `wanted` in any order (the start cards side by side:
// which one is the first pile does not matter).
Judge in_any_order(std::vector<Action> wanted, Message right, Message wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    auto left = wanted;
    for (Action a : actions) {
      const auto at = std::find(left.begin(), left.end(), a);
      if (at == left.end()) return Judgement::wrong({wrong});
      left.erase(at);
    }
    return left.empty() ? Judgement::right({right}) : Judgement::pending();
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

// The stock empty in a dealt game, as a long game reaches it: the learner (seat 0) at the start
// of a turn with nothing of the hand that fits (drawing is the one decision the game allows;
// PAS only after drawing), both hands of at most eight cards, and the cards laid so far on the
// table (the stock never ran out before). Played on the engine from the deal: the program's
// deals and draws and both players' lays are a seeded playout (a floor card that fits, then
// sometimes more, drawing when nothing fits), the first seed from `kRestockSeed` that reaches
// such a position; the seed found when the lesson was written is tried first.
constexpr std::uint32_t kRestockSeed = 14132;  // the first from 1, found in 14132 playouts

std::vector<Action> dealt_empty_stock() {
  const auto game = dealt_game();
  for (std::uint32_t seed = kRestockSeed; seed < kRestockSeed + 20000; ++seed) {
    std::uint32_t x = seed * 2654435761u + 12345u;  // xorshift: the same playout on every platform
    auto next = [&x](std::uint32_t n) {
      x ^= x << 13;
      x ^= x >> 17;
      x ^= x << 5;
      return x % n;
    };
    auto state = game->new_initial_state();
    const auto& s = static_cast<const NumberfloorState&>(*state);
    std::vector<Action> out;
    bool ran_out = false;
    for (int moves = 0; moves < 2000 && !state->is_terminal() && !ran_out; ++moves) {
      if (state->is_chance()) {
        const auto outcomes = state->chance_outcomes();
        long total = 0;
        for (const auto& o : outcomes) total += o.second;
        long pick = static_cast<long>(next(static_cast<std::uint32_t>(total)));
        Action a = outcomes.front().first;
        for (const auto& o : outcomes) {
          if (pick < o.second) {
            a = o.first;
            break;
          }
          pick -= o.second;
        }
        state->apply(a);
        out.push_back(a);
        continue;
      }
      std::vector<Action> floors, balloons;
      bool can_draw = false, can_pass = false, can_end = false;
      for (Action a : state->legal_actions()) {
        if (a >= kLay && a < kLay + kCardTypes) (is_balloon(a - kLay) ? balloons : floors).push_back(a);
        can_draw = can_draw || a == kDraw;
        can_pass = can_pass || a == kPass;
        can_end = can_end || a == kEndTurn;
      }
      const bool turn_start = s.floors_laid() + s.balloons_laid() == 0 && !s.drawn();
      if (s.stock_size() == 0) {
        if (turn_start && s.turn_player() == 0 && floors.empty() && balloons.empty() && can_draw && s.hand_size(0) <= 8 && is_numbered_balloon(s.balloon_top()) &&
            s.hand_size(1) <= 8 && s.floor_pile(0).size() + s.balloon_pile().size() > 60)
          return out;
        ran_out = true;  // not this seed: the next draw would shuffle the table back
        continue;
      }
      Action a = -1;
      if (s.floors_laid() == 0) {
        if (!floors.empty()) a = floors[next(static_cast<std::uint32_t>(floors.size()))];
        else if (!balloons.empty() && next(2) == 0) a = balloons[next(static_cast<std::uint32_t>(balloons.size()))];
        else if (can_draw) a = kDraw;
        else if (can_pass) a = kPass;
      } else {
        // Another card now and then, never the last one of a fourth star's hand.
        const bool last = s.hand_size(s.turn_player()) == 1 && s.stars(s.turn_player()) >= 4;
        auto more = floors;
        more.insert(more.end(), balloons.begin(), balloons.end());
        if (!more.empty() && !last && next(3) == 0) a = more[next(static_cast<std::uint32_t>(more.size()))];
        else if (can_end) a = kEndTurn;
      }
      if (a < 0) break;
      state->apply(a);
      out.push_back(a);
    }
  }
  throw std::logic_error("numberfloor lesson: no seeded playout reaches an empty stock");
}

// The learner (seat 0) has four stars and has laid five of the six cards of the fifth hand:
// four rounds of six floor cards up (a star, and the next six drawn) and one floor of the
// opponent, dealt so that every card is one the box has.
std::vector<Action> four_stars_one_card_left(int& last_floor) {
  std::vector<Action> out = join({deal({4, 5, 6, 7, 8, 9}, {0, 1, 4, 7, balloon_card(2), balloon_card(3)}), start(3, 1)});
  int f = 3;
  for (int round = 0; round < 4; ++round) {
    for (int i = 0; i < kHandSize; ++i) {
      f = wrap(f + 1);
      out.push_back(lay_action(floor_card(f)));
    }
    for (int i = 2; i < 2 + kHandSize; ++i) out.push_back(chance_card(floor_card(wrap(f + i))));  // the next hand
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

Lesson lesson() {
  Lesson l = lesson_kit::begin("numberfloor");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules, then the rulebook's worked turn

  lesson_kit::open_chapter(l, explain("goal", {Message("numberfloor.rule.goal"), Message("numberfloor.rule.deal")}));
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
  // The Beginner variant (from four years), first in the chapter menu: one sentence, then a
  // card to lay (the task says the keys); the start cards typed at a table come last.
  lesson_kit::open_chapter(l, explain("beginner", {Message("numberfloor.lesson.e.beginner")}), true);
  // Beginner: piles 4 and 8 (3 to 5, 7 to 9 fit); of the hand only the 9.
  steps.push_back(turn_task(
      "beginner_step",
      {"numberfloor.lesson.p.beginner_step", "numberfloor.lesson.p.beginner_step.hint",
       "numberfloor.lesson.p.beginner_step.answer"},
      join({deal({0, 1, 2, 6, 6, 9}, kTheirs), start2(4, 8)}),
      floor_with_reasons({9}, Message("numberfloor.lesson.p.beginner_step.right"), {}), {lay_action(floor_card(9))},
      {lay_action(floor_card(6))}, dealt_game("beginner")));
  // Piles 0 and 5: one below 0 is 9.
  steps.push_back(turn_task(
      "beginner_wrap",
      {"numberfloor.lesson.p.beginner_wrap", "numberfloor.lesson.p.beginner_wrap.hint",
       "numberfloor.lesson.p.beginner_wrap.answer"},
      join({deal({2, 2, 3, 7, 8, 9}, kTheirs), start2(0, 5)}),
      floor_with_reasons({9}, Message("numberfloor.lesson.p.beginner_wrap.right"), {}), {lay_action(floor_card(9))},
      {lay_action(floor_card(2))}, dealt_game("beginner")));
  // Piles 4 and 6: the 5 fits both (the program asks which), the 7 only the 6; the 5 on the 6
  // would leave the 7 nowhere. PAS is the rules' to allow (Beginner), not the task's.
  steps.push_back(turn_task(
      "beginner_many",
      {"numberfloor.lesson.p.beginner_many", "numberfloor.lesson.p.beginner_many.hint",
       "numberfloor.lesson.p.beginner_many.answer"},
      join({deal({0, 1, 2, 5, 7, 9}, kTheirs), start2(4, 6)}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() == lay2_action(5)) return Judgement::wrong({Message("numberfloor.lesson.p.beginner_many.wrong")});
        if (mine.front() == kPass) return Judgement::allowed({Message("numberfloor.lesson.p.passed")});
        // The five on the four and the seven on the six, in either order.
        const std::vector<Action> both{lay_action(floor_card(5)), lay2_action(7)};
        if (std::find(both.begin(), both.end(), mine.front()) == both.end()) return Judgement::wrong({not_the_task()});
        if (mine.size() < 2) return Judgement::pending();
        if (mine[1] == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.beginner_many.stopped")});
        return mine[1] != mine[0] && std::find(both.begin(), both.end(), mine[1]) != both.end()
                   ? Judgement::right({Message("numberfloor.lesson.p.beginner_many.right")})
                   : Judgement::wrong({not_the_task()});
      },
      {lay_action(floor_card(5)), lay2_action(7)}, {lay2_action(5)}, dealt_game("beginner")));
  // Piles 2 and 7: nothing of the hand fits.
  steps.push_back(turn_task(
      "beginner_pass",
      {"numberfloor.lesson.p.beginner_pass", "numberfloor.lesson.p.beginner_pass.hint",
       "numberfloor.lesson.p.beginner_pass.answer"},
      join({deal({0, 0, 4, 5, 5, 9}, kTheirs), start2(2, 7)}),
      first_is(kPass, {Message("numberfloor.lesson.p.beginner_pass.right")}, {not_the_task()}), {kPass}, {kDraw},
      dealt_game("beginner")));
  // The start cards at a table: two floor cards side by side, in either order.
  steps.push_back(drill("beginner_start",
                        {"numberfloor.lesson.p.beginner_start", "numberfloor.lesson.p.beginner_start.hint",
                         "numberfloor.lesson.p.beginner_start.answer"},
                        {},
                        in_any_order({chance_card(floor_card(4)), chance_card(floor_card(8))},
                                     Message("numberfloor.lesson.p.beginner_start.right"),
                                     Message("numberfloor.lesson.p.beginner_start.other")),
                        codes({4, 8}), {Key::D2, Key::D4}, table_game("beginner")));
  lesson_kit::open_chapter(l, explain("floor", {Message("numberfloor.rule.floor"), Message("numberfloor.lesson.e.keys")}));
  // The task asks three up: 8. The floor 2 (three down) and 5 (the same) fit the game but
  // not the task, each with its own reason; 0, 1 and 9 do not fit (the referee says why).
  steps.push_back(turn_task(
      "up_down", {"numberfloor.lesson.p.up_down", "numberfloor.lesson.p.up_down.hint", "numberfloor.lesson.p.up_down.answer"},
      join({deal({0, 1, 2, 5, 8, 9}, kTheirs), start(5, 3)}),
      floor_with_reasons({8}, Message("numberfloor.lesson.p.up_down.right"),
                         {{2, Message("numberfloor.lesson.p.up_down.lower")},
                          {5, Message("numberfloor.lesson.p.up_down.same")}}),
      {lay_action(floor_card(8))}, {lay_action(floor_card(2))}));
  // The floor card is on the table; the special balloon turned next goes back.
  steps.push_back(
      drill("start_cards",
            {"numberfloor.lesson.p.start_cards", "numberfloor.lesson.p.start_cards.hint",
             "numberfloor.lesson.p.start_cards.answer"},
            {chance_card(floor_card(6))},
            exactly({chance_card(balloon_card(3))}, Message("numberfloor.lesson.p.start_cards.right"),
                    Message("numberfloor.lesson.p.start_cards.other")),
            code(23), code(30)));
  steps.push_back(explain("wrap", {Message("numberfloor.rule.wrap")}));
  steps.push_back(turn_task(
      "past_ten", {"numberfloor.lesson.p.wrap", "numberfloor.lesson.p.wrap.hint", "numberfloor.lesson.p.wrap.answer"},
      join({deal({0, 1, 2, 4, 6, 7}, kTheirs), start(9, 3)}),
      floor_with_reasons({2}, Message("numberfloor.lesson.p.wrap.right"),
                         {{6, Message("numberfloor.lesson.p.wrap.lower")}}),
      {lay_action(floor_card(2))}, {lay_action(floor_card(6))}));
  steps.push_back(turn_task(
      "below_zero",
      {"numberfloor.lesson.p.below_zero", "numberfloor.lesson.p.below_zero.hint", "numberfloor.lesson.p.below_zero.answer"},
      join({deal({1, 3, 4, 5, 7, 9}, kTheirs), start(0, 3)}),
      floor_with_reasons({7}, Message("numberfloor.lesson.p.below_zero.right"),
                         {{3, Message("numberfloor.lesson.p.below_zero.wrong")}}),
      {lay_action(floor_card(7))}, {lay_action(floor_card(3))}));
  steps.push_back(explain("balloons", {Message("numberfloor.rule.balloons")}));
  // Floor 3, balloon 2: the 5 fits now, balloon 4 opens 7 (the task), balloon 1 opens 2 and 4.
  steps.push_back(turn_task(
      "balloon_changes", {"numberfloor.lesson.p.balloon", "numberfloor.lesson.p.balloon.hint", "numberfloor.lesson.p.balloon.answer"},
      join({deal({balloon_card(1), balloon_card(4), 0, 2, 5, 7}, kTheirs), start(3, 2)}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() == lay_action(floor_card(5))) return Judgement::wrong({Message("numberfloor.lesson.p.balloon.five")});
        if (mine.front() == lay_action(balloon_card(1))) return Judgement::wrong({Message("numberfloor.lesson.p.balloon.one")});
        if (mine.front() != lay_action(balloon_card(4))) return Judgement::wrong({not_the_task()});
        if (mine.size() < 2) return Judgement::pending();
        if (mine[1] == lay_action(floor_card(7))) return Judgement::right({Message("numberfloor.lesson.p.balloon.right")});
        if (mine[1] == lay_action(balloon_card(1))) return Judgement::wrong({Message("numberfloor.lesson.p.balloon.covered")});
        return Judgement::wrong({not_the_task()});
      },
      {lay_action(balloon_card(4)), lay_action(floor_card(7))}, {lay_action(floor_card(5))}));
  // Floor 5 laid on 3 under balloon 2; nothing else of the hand fits.
  steps.push_back(turn_task(
      "end_turn", {"numberfloor.lesson.p.end_turn", "numberfloor.lesson.p.end_turn.hint", "numberfloor.lesson.p.end_turn.answer"},
      join({deal({0, 1, 5, 6, 8, 9}, kTheirs), start(3, 2), {lay_action(floor_card(5))}}),
      first_is(kEndTurn, {Message("numberfloor.lesson.p.end_turn.right")}, {not_the_task()}), {kEndTurn}, {kDraw}));
  lesson_kit::open_chapter(l, explain("draw", {Message("numberfloor.rule.draw")}));
  // Floor 3, balloon 2: 1, 3 or 5 would fit; the hand has none and no balloon.
  steps.push_back(turn_task(
      "draw_two", {"numberfloor.lesson.p.draw", "numberfloor.lesson.p.draw.hint", "numberfloor.lesson.p.draw.answer"},
      join({deal({0, 2, 4, 6, 8, 9}, kTheirs), start(3, 2)}),
      first_is(kDraw, {Message("numberfloor.lesson.p.draw.right")}, {not_the_task()}), {kDraw}, {kPass}));
  steps.push_back(turn_task(
      "pass", {"numberfloor.lesson.p.pass", "numberfloor.lesson.p.pass.hint", "numberfloor.lesson.p.pass.answer"},
      join({deal({0, 2, 4, 6, 8, 9}, kTheirs), start(3, 2), {kDraw, chance_card(floor_card(4)), chance_card(floor_card(8))}}),
      first_is(kPass, {Message("numberfloor.lesson.p.pass.right")}, {not_the_task()}), {kPass}, {kDraw}));
  // The same hand drew 5 and 8: the 5 fits now. PAS is allowed after drawing even so ("nemůže
  // nebo nechce"; PRODUCT.md), a weaker choice than the task's.
  steps.push_back(turn_task(
      "pass_unwilling",
      {"numberfloor.lesson.p.pass_unwilling", "numberfloor.lesson.p.pass_unwilling.hint",
       "numberfloor.lesson.p.pass_unwilling.answer"},
      join({deal({0, 2, 4, 6, 8, 9}, kTheirs), start(3, 2), {kDraw, chance_card(floor_card(5)), chance_card(floor_card(8))}}),
      floor_with_reasons({5}, Message("numberfloor.lesson.p.pass_unwilling.right"), {}), {lay_action(floor_card(5))},
      {kPass}));
  steps.push_back(explain("restock_rule", {Message("numberfloor.rule.reshuffle")}));
  // The stock empty, nothing of the hand fits: drawing shuffles the table back (PAS is refused
  // before drawing, a card that does not fit by the referee). The task names the tops.
  {
    const auto position = dealt_empty_stock();
    const auto game = dealt_game();  // the state refers to its game: keep it alive
    auto top = game->new_initial_state();
    for (Action a : position) top->apply(a);
    const auto& s = static_cast<const NumberfloorState&>(*top);
    steps.push_back(turn_task(
        "restock",
        {"numberfloor.lesson.p.restock", "numberfloor.lesson.p.restock.hint", "numberfloor.lesson.p.restock.answer"},
        position,
        first_is(kDraw, {Message("numberfloor.lesson.p.restock.right")}, {Message("numberfloor.lesson.p.restock.laid")}),
        {kDraw}, {kPass}));
    steps.back().text.front().with("floor", s.floor_top(0)).with("balloon", value_of(s.balloon_top()));
  }
  lesson_kit::open_chapter(l, explain("star_rule", {Message("numberfloor.rule.star")}));
  // Five floor cards already laid this turn (3 -> 5 7 9 1 3 with balloon 2): one card left.
  steps.push_back(turn_task(
      "star", {"numberfloor.lesson.p.star", "numberfloor.lesson.p.star.hint", "numberfloor.lesson.p.star.answer"},
      join({deal({1, 3, 5, 5, 7, 9}, kTheirs), start(3, 2),
            {lay_action(5), lay_action(7), lay_action(9), lay_action(1), lay_action(3)}}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() == lay_action(floor_card(5))) return Judgement::right({Message("numberfloor.lesson.p.star.right")});
        if (mine.front() == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.star.ended")});
        return Judgement::wrong({not_the_task()});
      },
      {lay_action(floor_card(5))}, {kEndTurn}));
  // Four floor cards laid (3 -> 5 7 9 1 with balloon 2): balloon 4 and skip turn left.
  steps.push_back(turn_task(
      "last_balloons",
      {"numberfloor.lesson.p.last_balloons", "numberfloor.lesson.p.last_balloons.hint",
       "numberfloor.lesson.p.last_balloons.answer"},
      join({deal({balloon_card(4), kSkip, 1, 5, 7, 9}, kTheirs), start(3, 2),
            {lay_action(5), lay_action(7), lay_action(9), lay_action(1)}}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.star.ended")});
        if (mine.size() < 2) return Judgement::pending();
        if (mine[1] == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.star.ended")});
        if (mine.front() == lay_action(balloon_card(4)) && mine[1] == lay_action(kSkip))
          return Judgement::right({Message("numberfloor.lesson.p.last_balloons.right")});
        return Judgement::wrong({Message("numberfloor.lesson.p.last_balloons.wrong")});
      },
      {lay_action(balloon_card(4)), lay_action(kSkip)}, {lay_action(kSkip), lay_action(balloon_card(4))}));
  steps.push_back(lesson_kit::ask("stars_to_win", 3, "numberfloor.lesson.q.stars", "numberfloor.lesson.q.stars.why", "numberfloor.lesson.q.stars.hint"));
  {
    int last = 0;
    auto setup = four_stars_one_card_left(last);
    const int next = wrap(last + 1);
    steps.push_back(turn_task(
        "win", {"numberfloor.lesson.p.win", "numberfloor.lesson.p.win.hint", "numberfloor.lesson.p.win.answer"},
        std::move(setup),
        [next](const State&, const std::vector<Action>& mine) {
          if (mine.front() == lay_action(floor_card(next))) return Judgement::right({Message("numberfloor.lesson.p.win.right")});
          if (mine.front() == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.star.ended")});
          return Judgement::wrong({not_the_task()});
        },
        {lay_action(floor_card(next))}, {kEndTurn}));
  }
  lesson_kit::open_chapter(l, explain("nearest_rule", {Message("numberfloor.rule.nearest")}));
  // Balloon nearest floor opens 6 (5 + 1); the 8 of the hand fits under balloon 3 already.
  steps.push_back(turn_task(
      "nearest", {"numberfloor.lesson.p.nearest", "numberfloor.lesson.p.nearest.hint", "numberfloor.lesson.p.nearest.answer"},
      join({deal({kNearest, 0, 1, 6, 8, 9}, kTheirs), start(5, 3)}),
      floor_with_reasons({6}, Message("numberfloor.lesson.p.nearest.right"),
                         {{8, Message("numberfloor.lesson.p.nearest.eight")}}),
      {lay_action(kNearest), lay_action(floor_card(6))}, {lay_action(floor_card(8))}));
  // The rulebook: "každá nová otočená karta má vlastní nejbližší poschodí". Under balloon
  // nearest floor on 5 only the 7 of the hand fits; once 7 lies on top, 9 (two up) fits too.
  steps.push_back(explain("nearest_own_rule", {Message("numberfloor.rule.nearest_own")}));
  steps.push_back(turn_task(
      "nearest_own",
      {"numberfloor.lesson.p.nearest_own", "numberfloor.lesson.p.nearest_own.hint",
       "numberfloor.lesson.p.nearest_own.answer"},
      join({deal({kNearest, 0, 1, 2, 7, 9}, kTheirs), start(5, 3), {lay_action(kNearest)}}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() != lay_action(floor_card(7))) return Judgement::wrong({not_the_task()});
        if (mine.size() < 2) return Judgement::pending();
        if (mine[1] == lay_action(floor_card(9))) return Judgement::right({Message("numberfloor.lesson.p.nearest_own.right")});
        if (mine[1] == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.nearest_own.stopped")});
        return Judgement::wrong({not_the_task()});
      },
      {lay_action(floor_card(7)), lay_action(floor_card(9))}, {lay_action(floor_card(7)), kEndTurn}));
  steps.push_back(explain("even_odd", {Message("numberfloor.rule.even_odd")}));
  steps.push_back(turn_task(
      "even", {"numberfloor.lesson.p.even", "numberfloor.lesson.p.even.hint", "numberfloor.lesson.p.even.answer"},
      join({deal({kEven, 1, 3, 4, 7, 9}, kTheirs), start(5, 3)}),
      floor_with_reasons({4}, Message("numberfloor.lesson.p.even.right"), {}),
      {lay_action(kEven), lay_action(floor_card(4))}, {lay_action(floor_card(4))}));
  // Balloon odd floor: every odd floor fits under it, 9 here; the 8 the hand also holds
  // fits under balloon 3, but the task is the odd balloon.
  steps.push_back(turn_task(
      "odd", {"numberfloor.lesson.p.odd", "numberfloor.lesson.p.odd.hint", "numberfloor.lesson.p.odd.answer"},
      join({deal({kOdd, 0, 4, 6, 8, 9}, kTheirs), start(5, 3)}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() != lay_action(kOdd)) return Judgement::wrong({Message("numberfloor.lesson.p.odd.wrong")});
        if (mine.size() < 2) return Judgement::pending();
        return mine[1] == lay_action(floor_card(9)) ? Judgement::right({Message("numberfloor.lesson.p.odd.right")})
                                                    : Judgement::wrong({not_the_task()});
      },
      {lay_action(kOdd), lay_action(floor_card(9))}, {lay_action(floor_card(8))}));
  steps.push_back(explain("skip_rule", {Message("numberfloor.rule.skip")}));
  // Floor 5 laid on 3 under balloon 2; the hand holds skip turn and floors that fit nothing.
  steps.push_back(turn_task(
      "skip_turn", {"numberfloor.lesson.p.skip", "numberfloor.lesson.p.skip.hint", "numberfloor.lesson.p.skip.answer"},
      join({deal({kSkip, 0, 1, 5, 8, 9}, kTheirs), start(3, 2), {lay_action(floor_card(5))}}),
      [](const State&, const std::vector<Action>& mine) {
        if (mine.front() == kEndTurn) return Judgement::wrong({Message("numberfloor.lesson.p.skip.wrong")});
        if (mine.front() != lay_action(kSkip)) return Judgement::wrong({not_the_task()});
        if (mine.size() < 2) return Judgement::pending();
        return mine[1] == kEndTurn ? Judgement::right({Message("numberfloor.lesson.p.skip.right")})
                                   : Judgement::wrong({not_the_task()});
      },
      {lay_action(kSkip), kEndTurn}, {kEndTurn}));
  steps.push_back(lesson_kit::ask("skip_draws", 2, "numberfloor.lesson.q.skip", "numberfloor.lesson.q.skip.why", "numberfloor.lesson.q.skip.hint"));
  // The learner ended a turn with skip turn; the opponent drew two and was skipped.
  steps.push_back(turn_task(
      "skip_equal",
      {"numberfloor.lesson.p.skip_equal", "numberfloor.lesson.p.skip_equal.hint", "numberfloor.lesson.p.skip_equal.answer"},
      join({deal({kSkip, 0, 1, 5, 5, 7}, kTheirs), start(3, 2),
            {lay_action(floor_card(5)), lay_action(kSkip), kEndTurn, chance_card(floor_card(3)), chance_card(floor_card(4))}}),
      floor_with_reasons({5}, Message("numberfloor.lesson.p.skip_equal.right"), {}), {lay_action(floor_card(5))},
      {lay_action(floor_card(7))}));
  lesson_kit::open_chapter(l, explain("night", {Message("numberfloor.rule.night")}));
  // Floor 7, balloon 3: 4, 0 or 7 fit; of the hand only the night floor card 4.
  steps.push_back(turn_task(
      "night_as_floor",
      {"numberfloor.lesson.p.night_as_floor", "numberfloor.lesson.p.night_as_floor.hint",
       "numberfloor.lesson.p.night_as_floor.answer"},
      join({deal({night_card(4), night_card(5), 1, 2, 6, 9}, kTheirs), start(7, 3)}),
      first_floor_is(night_card(4), Message("numberfloor.lesson.p.night_as_floor.right"), not_the_task()),
      {lay_action(night_card(4))}, {lay_action(night_card(5))}));
  // Two people at one keypad (a take-over is made at the table, not by a computer): the
  // learner (seat 1) laid 5 and ended; the opponent (seat 2) laid 7, and balloon 3 or not yet.
  // 9 takes over (with two players only the learner can: no seat is asked); the learner's
  // night floor 4 fits (7 - 3).
  {
    const auto game = dealt_game();
    const auto opponent_laid_7 = join({deal({night_card(4), 0, 1, 5, 8, 9}, {balloon_card(3), 0, 1, 2, 6, 7}),
                                       start(3, 2), {lay_action(5), kEndTurn, lay_action(7)}});
    const auto window_open = join({opponent_laid_7, {lay_action(balloon_card(3))}});
    steps.push_back(dealt_task(
        "takeover",
        {"numberfloor.lesson.p.takeover", "numberfloor.lesson.p.takeover.hint", "numberfloor.lesson.p.takeover.answer"},
        window_open,
        [](const State&, const std::vector<Action>& decided) {
          if (decided.front() == takeover_action(0, 4))
            return Judgement::right({Message("numberfloor.lesson.p.takeover.right")});
          // 0 ends the opponent's turn (no take-over any more); any other key played on for him.
          return Judgement::wrong({Message(decided.front() == kEndTurn ? "numberfloor.lesson.p.takeover.ended"
                                                                       : "numberfloor.lesson.p.takeover.wrong")});
        },
        {Key::D9}, {Key::D0}, game, true));
    // The opponent's balloon 3 is laid by the opponent's keys (walked in the opponent's
    // hand 0 1 2 6 and balloon 3: the fifth entry).
    steps.push_back(dealt_task(
        "takeover_when",
        {"numberfloor.lesson.p.takeover_when", "numberfloor.lesson.p.takeover_when.hint",
         "numberfloor.lesson.p.takeover_when.answer"},
        opponent_laid_7,
        [](const State&, const std::vector<Action>& decided) {
          if (decided.front() != lay_action(balloon_card(3)))
            return Judgement::wrong({Message("numberfloor.lesson.p.takeover_when.ended")});
          if (decided.size() < 2) return Judgement::pending();
          return decided[1] == takeover_action(0, 4)
                     ? Judgement::right({Message("numberfloor.lesson.p.takeover_when.right")})
                     : Judgement::wrong({Message("numberfloor.lesson.p.takeover_when.missed")});
        },
        {Key::Next, Key::Next, Key::Next, Key::Next, Key::Next, Key::Ok, Key::D9}, {Key::D9}, game, true));
  }
  steps.push_back(lesson_kit::ask("night_takeover", 2, "numberfloor.lesson.q.night", "numberfloor.lesson.q.night.why", "numberfloor.lesson.q.night.hint"));
  steps.push_back(lesson_kit::ask("after_takeover", 2, "numberfloor.lesson.q.after_takeover", "numberfloor.lesson.q.after_takeover.why", "numberfloor.lesson.q.after_takeover.hint"));
  steps.push_back(lesson_kit::ask("takeover_balloons_only", 0, "numberfloor.lesson.q.takeover_balloons_only", "numberfloor.lesson.q.takeover_balloons_only.why", "numberfloor.lesson.q.takeover_balloons_only.hint"));
  for (std::size_t i = 0; i < old.size(); ++i)
    if (!old[i].empty() && old[i].front().id == "numberfloor.example.intro") {
      lesson_kit::add_example(steps, old, i);
      break;
    }
  lesson_kit::open_chapter(l, explain("middle", {Message("numberfloor.rule.middle")}));
  // Middle: floor 4, balloon 1; balloon 3 opens 7 (the task) and 1, balloon 2 opens nothing.
  steps.push_back(turn_task(
      "middle_balloons",
      {"numberfloor.lesson.p.middle_balloons", "numberfloor.lesson.p.middle_balloons.hint",
       "numberfloor.lesson.p.middle_balloons.answer"},
      join({deal({balloon_card(2), balloon_card(3), 0, 1, 7, 9}, kTheirs), start(4, 1)}),
      floor_with_reasons({7}, Message("numberfloor.lesson.p.middle_balloons.right"),
                         {{1, Message("numberfloor.lesson.p.middle_balloons.lower")}}),
      {lay_action(balloon_card(3)), lay_action(floor_card(7))}, {lay_action(balloon_card(3)), lay_action(floor_card(1))},
      dealt_game("middle")));
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
      {"after drawing, PAS also when unwilling (a card fits): allowed, weaker", "pass_unwilling"},
      {"the stock runs out: the laid cards but the tops are shuffled into a new stock", "restock"},
      {"an empty hand: a star and six new cards", "star"},
      {"all floor cards out: the balloons left may be laid, the player chooses the top one", "last_balloons"},
      {"stars to win: 5 with 2-3 players, 3 with 4-5", "stars_to_win"},
      {"the star that reaches the target wins the game", "win"},
      {"balloon nearest floor: equal, one or two up or down", "nearest"},
      {"balloon nearest floor: each new floor card has its own nearest floors", "nearest_own"},
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
      {"Beginner: PAS draws two and ends the turn, allowed also when a card fits", "beginner_pass"},
  };
  return lesson_kit::finish(std::move(l));
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

}  // namespace sh::numberfloor
