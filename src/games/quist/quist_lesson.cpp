#include "games/quist/quist_lesson.h"

#include "games/quist/quist_controller.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_game.h"
#include "play/lesson_screen.h"

namespace sh::quist {

namespace {

// An assistant-mode game of one game: the cards are entered as they are laid. Seat 0 (the
// learner) deals, so seat 1 leads and the learner lays the fourth card of a phase.
std::shared_ptr<const Game> table_game() {
  return make_quist_game({{"mode", "assistant"}, {"games", "1"}, {"dealer", "0"}});
}

std::vector<Key> card(int value) { return {digit_key(value), Key::Ok}; }

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong) {
  PracticeSpec p;
  p.game = table_game();
  p.mode = sh::Mode::Assistant;
  p.setup = std::move(setup);
  p.controller = [] { return std::make_unique<QuistController>(); };
  p.judge = std::move(judge);
  p.hint = std::move(hint);
  p.answer = std::move(answer);
  p.right_keys = std::move(right);
  p.wrong_keys = std::move(wrong);
  return p;
}

// The learner's card is judged by its value: above `beats` right; otherwise `wrong`.
Judge card_above(int beats, std::vector<Message> right, std::vector<Message> wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    if (actions.empty()) return Judgement::pending();
    return actions.front() > beats ? Judgement::right(right) : Judgement::wrong(wrong);
  };
}

std::vector<Message> describe_key(Key key) {
  if (is_digit(key)) return {Message("quist.lesson.key.digit").with("n", digit_of(key))};
  switch (key) {
    case Key::Ok: return {Message("quist.lesson.key.ok")};
    case Key::Next:
    case Key::Prev: return {Message("quist.lesson.key.next")};
    default: return {};
  }
}

}  // namespace

Lesson lesson() {
  Lesson l;
  l.id = "quist";
  l.game = "quist";
  l.title = Message("quist.lesson.title");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules 1-10, the keys, then the example

  steps.push_back(explain("goal", {Message("quist.help.rule.1"), Message("quist.help.rule.3")}));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(explain("seating", {Message("quist.help.rule.2")}));
  steps.push_back(quiz("cut", {Message("quist.lesson.q.cut")},
                       {3, {Message("quist.lesson.q.cut.why")}, {Message("quist.lesson.q.cut.hint")}}));
  steps.push_back(quiz("lead", {Message("quist.lesson.q.lead")},
                       {1, {Message("quist.lesson.q.lead.why")}, {Message("quist.lesson.q.lead.hint")}}));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("card_dealt"),
                                            cue_meaning("trick_taken"), cue_meaning("game_won"), cue_meaning("refused")}));
  steps.push_back(explain("highest", {Message("quist.help.rule.4")}));
  steps.push_back(practice(
      "take_trick", {Message("quist.lesson.p.take")},
      spec({5, 3, 7}, card_above(7, {Message("quist.lesson.p.take.right")}, {Message("quist.lesson.p.take.wrong")}),
           {Message("quist.lesson.p.take.hint")}, {Message("quist.lesson.p.take.answer")}, card(8), card(6))));
  steps.push_back(explain("ties", {Message("quist.help.rule.5")}));
  steps.push_back(practice(
      "tie", {Message("quist.lesson.p.tie")},
      spec({9, 4, 6},
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             return actions.front() == 9 ? Judgement::right({Message("quist.lesson.p.tie.right")})
                                         : Judgement::wrong({Message("quist.lesson.p.tie.wrong")});
           },
           {Message("quist.lesson.p.tie.hint")}, {Message("quist.lesson.p.tie.answer")}, card(9), card(5))));
  // Phase 1 tied on 9 (seats 1 and 0); phase 2, led by seat 1: 3, 2, 4.
  steps.push_back(practice(
      "new_phase", {Message("quist.lesson.p.phase")},
      spec({9, 4, 6, 9, 3, 2, 4},
           card_above(4, {Message("quist.lesson.p.phase.right")}, {Message("quist.lesson.p.phase.wrong")}),
           {Message("quist.lesson.p.phase.hint")}, {Message("quist.lesson.p.phase.answer")}, card(5), card(1))));
  steps.push_back(quiz("leader", {Message("quist.lesson.q.leader")},
                       {2, {Message("quist.lesson.q.leader.why")}, {Message("quist.lesson.q.leader.hint")}}));
  steps.push_back(quiz("stake", {Message("quist.lesson.q.stake")},
                       {3, {Message("quist.lesson.q.stake.why")}, {Message("quist.lesson.q.stake.hint")}}));
  steps.push_back(explain("last_tie", {Message("quist.help.rule.6")}));
  steps.push_back(quiz("last_tie_quiz", {Message("quist.lesson.q.last_tie")},
                       {1, {Message("quist.lesson.q.last_tie.why")}, {Message("quist.lesson.q.last_tie.hint")}}));
  steps.push_back(explain("deck", {Message("quist.help.rule.10")}));
  // Two phases of four nines: all eight nines of the deck are on the table.
  steps.push_back(practice(
      "eight_of_a_value", {Message("quist.lesson.p.deck")},
      spec({9, 9, 9, 9, 9, 9, 9, 9, 5, 3, 6},
           card_above(6, {Message("quist.lesson.p.deck.right")}, {Message("quist.lesson.p.deck.wrong")}),
           {Message("quist.lesson.p.deck.hint")}, {Message("quist.lesson.p.deck.answer")}, card(7), card(9))));
  steps.push_back(explain("counting", {Message("quist.help.rule.7")}));
  steps.push_back(quiz("tricks", {Message("quist.lesson.q.tricks")},
                       {6, {Message("quist.lesson.q.tricks.why")}, {Message("quist.lesson.q.tricks.hint")}}));
  steps.push_back(quiz("game_won", {Message("quist.lesson.q.won")},
                       {5, {Message("quist.lesson.q.won.why")}, {Message("quist.lesson.q.won.hint")}}));
  steps.push_back(explain("match", {Message("quist.help.rule.8"), Message("quist.help.rule.9")}));
  steps.push_back(quiz("last_trick", {Message("quist.lesson.q.last_trick")},
                       {2, {Message("quist.lesson.q.last_trick.why")}, {Message("quist.lesson.q.last_trick.hint")}}));
  steps.push_back(quiz("match_tricks", {Message("quist.lesson.q.match")},
                       {43, {Message("quist.lesson.q.match.why")}, {Message("quist.lesson.q.match.hint")}}));
  if (old.size() > 12)
    steps.push_back(walkthrough("example", old[11], std::vector<std::vector<Message>>(old.begin() + 12, old.end())));
  GuidedGameSpec guided;
  guided.game = make_quist_game({{"mode", "dealer"}, {"games", "1"}, {"computers", "1,2,3"}, {"level", "normal"}});
  guided.seed = 9;
  guided.controller = [] { return std::make_unique<QuistController>(); };
  steps.push_back(guided_game("guided", {Message("quist.lesson.guided")}, guided));

  l.coverage = {
      {"seating by cut: the two who cut an odd value play together", "cut"},
      {"left of the dealer leads; the deal passes to the left", "lead"},
      {"any card may be laid; the highest card takes the trick", "take_trick"},
      {"equal highest cards tie: the cards stay and another phase is played", "tie"},
      {"only the cards of the new phase compete", "new_phase"},
      {"the new phase is led by who first laid the tied highest card", "leader"},
      {"phase k is played for k tricks", "stake"},
      {"a tie in the hand's last phase: the first of the tied takes all", "last_tie_quiz"},
      {"eight cards of each value: a ninth is refused", "eight_of_a_value"},
      {"tricks = cards won / 4", "tricks"},
      {"a game is won with 5 or more of the 9 tricks", "game_won"},
      {"the match: most games, then most tricks, then an extra game", "match_tricks"},
      {"the last trick may be reviewed only until the next lead", "last_trick"},
  };
  return l;
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  std::vector<Lesson> lessons;
  lessons.push_back(lesson());
  return std::make_unique<LessonScreen>(std::move(lessons));
}

}  // namespace sh::quist
