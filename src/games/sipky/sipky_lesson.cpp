#include "games/sipky/sipky_lesson.h"

#include "games/sipky/sipky_controller.h"
#include "games/sipky/sipky_entry.h"
#include "games/sipky/sipky_game.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"

namespace sh::sipky {

namespace {

using lesson_kit::ask;
using lesson_kit::join;

// A throw of two cards laid tens first (the engine's actions).
std::vector<Action> two(int tens, int ones) { return {kThrowTwo, tens, ones, kComposeBase + tens}; }

std::shared_ptr<const Game> game_of(const GameOptions& extra = {}) {
  GameOptions o{{"players", "2"}, {"target", "101"}, {"variant", "stojedna"}, {"series", "single"}};
  for (const auto& [k, v] : extra) o[k] = v;
  return make_sipky_game(o);
}

PracticeSpec spec(std::shared_ptr<const Game> game, std::vector<Action> setup, Judge judge,
                  std::vector<Message> hint, std::vector<Message> answer, std::vector<Key> right,
                  std::vector<Key> wrong, Mode mode = Mode::Dealer) {
  return lesson_kit::practice_spec({std::move(game), mode, lesson_kit::controller_of<SipkyController>(), {}},
                                   std::move(setup), std::move(judge), std::move(hint), std::move(answer),
                                   std::move(right), std::move(wrong));
}

// A judge of the learner's first decision: `right` is the action wanted.
Judge decision(Action right, std::vector<Message> why_right, std::vector<Message> why_wrong) {
  return lesson_kit::first_action_is(right, std::move(why_right), std::move(why_wrong));
}

const SipkyState& sipky(const State& s) { return static_cast<const SipkyState&>(s); }

// Five players at 301 take 79 of the 80 cards: eight rounds of two-card throws of the pairs
// 0+9 (the zero discarded: 9), 1+8 (18), 2+7 (27), 3+6 (36) and 4+5 (45), each pair eight
// times, rotated so that nobody passes 225; the fifth player's last throw is one card, a 4.
// One 5 is left in the stock and the learner (seat 0, 225) is to throw.
std::vector<Action> deck_nearly_gone() {
  std::vector<Action> out;
  for (int round = 0; round < 8; ++round)
    for (int seat = 0; seat < 5; ++seat) {
      const int pair = (seat + round + 3) % 5;  // 0: 0+9 ... 4: 4+5
      if (round == 7 && seat == 4) {
        out.insert(out.end(), {kOneCard, 4});
        continue;
      }
      const auto cards = two(pair, 9 - pair);
      out.insert(out.end(), cards.begin(), cards.end());
    }
  return out;
}

// Sounds of Šipky and the keys at a throw.
std::vector<Message> describe_key(Key key) {
  switch (key) {
    case Key::Ok: return {Message("sipky.lesson.key.ok")};
    case Key::D1: return {Message("sipky.lesson.key.one")};
    case Key::D2: return {Message("sipky.lesson.key.two")};
    case Key::D0: return {Message("sipky.lesson.key.zero")};
    case Key::Back: return {Message("sipky.lesson.key.back")};
    default: break;
  }
  if (is_digit(key)) return {Message("sipky.lesson.key.digit").with("n", digit_of(key))};
  return {};
}

}  // namespace

namespace {
std::vector<ChapterStart> chapters();  // at the end of the file
std::vector<StepTitle> step_titles();
}  // namespace

Lesson lesson() {
  Lesson l;
  l.id = "sipky";
  l.game = "sipky";
  l.title = Message("sipky.lesson.title");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules 1-8, then the rulebook's example

  steps.push_back(explain("goal", {Message("sipky.lesson.1"), Message("sipky.lesson.2")}));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("card_dealt"),
                                            cue_meaning("exact_hit"), cue_meaning("over_target"),
                                            cue_meaning("game_won"), cue_meaning("refused")}));
  steps.push_back(ask("deck", 8, "sipky.lesson.q.deck", "sipky.lesson.q.deck.why", "sipky.lesson.q.deck.hint"));
  steps.push_back(explain("throw", {Message("sipky.lesson.3")}));
  steps.push_back(practice(
      "first_two", {Message("sipky.lesson.p.first_two")},
      spec(game_of(), {}, decision(kThrowTwo, {Message("sipky.lesson.p.first_two.right")}, {}),
           {Message("sipky.lesson.p.first_two.hint")}, {Message("sipky.lesson.p.first_two.answer")}, {Key::Ok},
           {Key::D0})));
  steps.push_back(practice(
      "compose_high", {Message("sipky.lesson.p.compose_high")},
      spec(game_of(), {kThrowTwo, 7, 2},
           decision(kComposeBase + 7, {Message("sipky.lesson.p.compose_high.right")},
                    {Message("sipky.lesson.p.compose_high.wrong")}),
           {Message("sipky.lesson.p.compose_high.hint")}, {Message("sipky.lesson.p.compose_high.answer")}, {Key::D7},
           {Key::D2})));
  steps.push_back(ask("sum", 98, "sipky.lesson.q.sum", "sipky.lesson.q.sum.why", "sipky.lesson.q.sum.hint"));
  steps.push_back(explain("over", {Message("sipky.lesson.e.over")}));
  steps.push_back(practice(
      "not_over", {Message("sipky.lesson.p.not_over")},
      spec(game_of(), join({two(7, 0), two(1, 1), {kThrowTwo, 2, 4}}),
           decision(kComposeBase + 2, {Message("sipky.lesson.p.not_over.right")},
                    {Message("sipky.lesson.p.not_over.wrong")}),
           {Message("sipky.lesson.p.not_over.hint")}, {Message("sipky.lesson.p.not_over.answer")}, {Key::D2},
           {Key::D4})));
  steps.push_back(explain("zero", {Message("sipky.lesson.4")}));
  steps.push_back(practice(
      "zero_discard", {Message("sipky.lesson.p.zero_discard")},
      spec(game_of(), join({two(9, 5), two(1, 1), {kThrowTwo, 0, 6}}),
           decision(kComposeBase + 0, {Message("sipky.lesson.p.zero_discard.right")},
                    {Message("sipky.lesson.p.zero_discard.wrong")}),
           {Message("sipky.lesson.p.zero_discard.hint")}, {Message("sipky.lesson.p.zero_discard.answer")}, {Key::D0},
           {Key::D6})));
  // Two zeros are folded: typed in assistant mode, as they lie on the table.
  steps.push_back(practice(
      "two_zeros", {Message("sipky.lesson.p.two_zeros")},
      spec(game_of(), join({two(5, 0), two(1, 1), {kThrowTwo}}),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.size() >= 2 && actions[0] == 0 && actions[1] == 0)
               return Judgement::right({Message("sipky.lesson.p.two_zeros.right")});
             if (actions.size() >= 2) return Judgement::wrong({Message("sipky.lesson.p.two_zeros.wrong")});
             return Judgement::pending();
           },
           {Message("sipky.lesson.p.two_zeros.hint")}, {Message("sipky.lesson.p.two_zeros.answer")}, {Key::D0, Key::D0},
           {Key::D5, Key::D0}, Mode::Assistant)));
  steps.push_back(explain("end", {Message("sipky.lesson.5")}));
  steps.push_back(practice(
      "stop", {Message("sipky.lesson.p.stop")},
      spec(game_of(), join({two(7, 5), two(1, 1), two(2, 4), two(1, 1)}),
           decision(kStop, {Message("sipky.lesson.p.stop.right")}, {Message("sipky.lesson.p.stop.wrong")}),
           {Message("sipky.lesson.p.stop.hint")}, {Message("sipky.lesson.p.stop.answer")}, {Key::D0, Key::Ok},
           {Key::Ok})));
  // The one card is dealt at once: the reason follows the card (1 to 3 keeps the learner in
  // the game, a higher one sends him out; the choice was still the right one).
  steps.push_back(practice(
      "one_card", {Message("sipky.lesson.p.one_card")},
      spec(game_of(), join({two(2, 7), two(1, 1), two(7, 1), two(1, 1)}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() != kOneCard)
               return Judgement::wrong({Message(actions.front() == kStop ? "sipky.lesson.p.one_card.stopped"
                                                                          : "sipky.lesson.p.one_card.wrong")});
             auto after = state_after(before, actions);
             const auto& me = sipky(*after).players()[0];
             if (me.status == Status::Busted)
               return Judgement::right({Message("sipky.lesson.p.one_card.right_over").with("score", me.score)});
             return Judgement::right({Message("sipky.lesson.p.one_card.right")});
           },
           {Message("sipky.lesson.p.one_card.hint")}, {Message("sipky.lesson.p.one_card.answer")}, {Key::D1},
           {Key::Ok})));
  // A zero on a one-card throw is discarded and the next card counts: typed as it lies.
  steps.push_back(practice(
      "one_zero", {Message("sipky.lesson.p.one_zero")},
      spec(game_of(), join({two(5, 3), two(1, 1), two(4, 1), two(1, 1), {kOneCard}}),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions[0] != 0) return Judgement::wrong({Message("sipky.lesson.p.one_zero.wrong")});
             if (actions.size() < 2) return Judgement::pending();
             return Judgement::right({Message("sipky.lesson.p.one_zero.right")});
           },
           {Message("sipky.lesson.p.one_zero.hint")}, {Message("sipky.lesson.p.one_zero.answer")}, {Key::D0, Key::D7},
           {Key::D7}, Mode::Assistant)));
  steps.push_back(explain("stojedna_end", {Message("sipky.lesson.6")}));
  // The reason names what the learner did instead of declaring the end: one more card or two.
  steps.push_back(practice(
      "game_end", {Message("sipky.lesson.p.game_end")},
      spec(game_of(), join({two(5, 0), two(9, 0), two(4, 6), {kStop}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() == kOneCard) return Judgement::wrong({Message("sipky.lesson.p.game_end.one_card")});
             if (actions.front() != kStop) return Judgement::wrong({Message("sipky.lesson.p.game_end.two_cards")});
             auto after = state_after(before, actions);
             return after->is_terminal() ? Judgement::right({Message("sipky.lesson.p.game_end.right")})
                                         : Judgement::pending();
           },
           {Message("sipky.lesson.p.game_end.hint")}, {Message("sipky.lesson.p.game_end.answer")}, {Key::D0, Key::Ok},
           {Key::D1})));
  steps.push_back(ask("end_all_out", 2, "sipky.lesson.q.end_all_out", "sipky.lesson.q.end_all_out.why", "sipky.lesson.q.end_all_out.hint"));
  steps.push_back(ask("target_201", 6, "sipky.lesson.q.target_201", "sipky.lesson.q.target_201.why", "sipky.lesson.q.target_201.hint"));
  steps.push_back(ask("ranking", 4, "sipky.lesson.q.ranking", "sipky.lesson.q.ranking.why", "sipky.lesson.q.ranking.hint"));
  steps.push_back(explain("exact", {Message("sipky.lesson.7"), Message("sipky.lesson.exact_ranking")}));
  steps.push_back(practice(
      "exact_discard", {Message("sipky.lesson.p.exact_discard")},
      spec(game_of({{"variant", "presny"}}), join({two(9, 7), two(1, 1), {kOneCard, 9}}),
           decision(kDiscardCard, {Message("sipky.lesson.p.exact_discard.right")},
                    {Message("sipky.lesson.p.exact_discard.wrong")}),
           {Message("sipky.lesson.p.exact_discard.hint")}, {Message("sipky.lesson.p.exact_discard.answer")}, {Key::Ok},
           {Key::D9})));
  steps.push_back(practice(
      "exact_hit", {Message("sipky.lesson.p.exact_hit")},
      spec(game_of({{"variant", "presny"}}), join({two(9, 2), two(1, 1), {kThrowTwo, 9, 0}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto after = state_after(before, actions);
             return sipky(*after).players()[0].status == Status::Exact
                        ? Judgement::right({Message("sipky.lesson.p.exact_hit.right")})
                        : Judgement::wrong({Message("sipky.lesson.p.exact_hit.wrong")});
           },
           {Message("sipky.lesson.p.exact_hit.hint")}, {Message("sipky.lesson.p.exact_hit.answer")}, {Key::D0},
           {Key::D9})));
  steps.push_back(explain("restock", {Message("sipky.lesson.e.restock")}));
  // The stock has one card left (a 5): the learner throws two cards; the 5 comes, the
  // stock is empty and every card not in the throw is reshuffled before the second card.
  steps.push_back(practice(
      "restock_play", {Message("sipky.lesson.p.restock")},
      spec(game_of({{"players", "5"}, {"target", "301"}}), deck_nearly_gone(),
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() == kThrowTwo) return Judgement::right({Message("sipky.lesson.p.restock.right")});
             return Judgement::wrong({Message(actions.front() == kOneCard ? "sipky.lesson.p.restock.wrong_one"
                                                                           : "sipky.lesson.p.restock.wrong")});
           },
           {Message("sipky.lesson.p.restock.hint")}, {Message("sipky.lesson.p.restock.answer")}, {Key::Ok},
           {Key::D1})));
  steps.push_back(ask("restock_count", 80, "sipky.lesson.q.restock", "sipky.lesson.q.restock.why", "sipky.lesson.q.restock.hint"));
  steps.push_back(ask("deal_order", 1, "sipky.lesson.q.deal_order", "sipky.lesson.q.deal_order.why", "sipky.lesson.q.deal_order.hint"));
  steps.push_back(ask("placement", 3, "sipky.lesson.q.placement", "sipky.lesson.q.placement.why", "sipky.lesson.q.placement.hint"));
  steps.push_back(ask("hits", 2, "sipky.lesson.q.hits", "sipky.lesson.q.hits.why", "sipky.lesson.q.hits.hint"));
  steps.push_back(ask("sum603", 297, "sipky.lesson.q.sum603", "sipky.lesson.q.sum603.why", "sipky.lesson.q.sum603.hint"));
  lesson_kit::add_example(steps, old, 8);  // the rulebook's 101 game: lesson_steps() after the eight rules
  steps.push_back(lesson_kit::guided("sipky.lesson.guided", game_of({{"computers", "2"}, {"level", "normal"}}), 101,
                                     lesson_kit::controller_of<SipkyController>()));

  l.coverage = {
      {"deck: 80 cards, eight of each digit 0-9", "deck"},
      {"the first throw is two cards", "first_two"},
      {"compose: the card chosen first is the tens digit", "compose_high"},
      {"the throws add up", "sum"},
      {"over the target: out at once", "not_over"},
      {"a zero may be discarded as a miss", "zero_discard"},
      {"exactly the target: finished", "zero_discard"},
      {"two zeros are folded and two new cards dealt", "two_zeros"},
      {"declare the end and keep the score (Stojedna)", "stop"},
      {"jen jednu kartu: the announced last throw of one card", "one_card"},
      {"a zero on a one-card throw is discarded and replaced", "one_zero"},
      {"Stojedna ends when nobody plays on; the highest score not over wins", "game_end"},
      {"the game ends when everybody hit exactly or went over", "end_all_out"},
      {"201 and 301: the same rules with a higher target", "target_201"},
      {"ranking: by score, those over the target last", "ranking"},
      {"Na přesný výsledek: an overshooting single card may be discarded", "exact_discard"},
      {"Na přesný výsledek: the first exact hit wins", "exact_hit"},
      {"the deal starts left of the dealer; the dealer passes left after a game", "deal_order"},
      {"series: placement points", "placement"},
      {"Na přesný výsledek series: most exact hits wins", "hits"},
      {"the stock runs out: every card not in the throw is reshuffled, and it is said", "restock_play"},
      {"the reshuffled deck: 80 less the cards in the throw", "restock_count"},
      {"series 603: 101 + 201 + 301, a game over the target adds nothing", "sum603"},
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
      {"goal", Message("sipky.lesson.chapter.goal")},
      {"over", Message("sipky.lesson.chapter.over")},
      {"end", Message("sipky.lesson.chapter.end")},
      {"exact", Message("sipky.lesson.chapter.exact")},
      {"deal_order", Message("sipky.lesson.chapter.deal_order")},
  };
}

std::vector<StepTitle> step_titles() {
  return {
      {"goal", Message("sipky.lesson.step.goal")},
      {"keys", Message("sipky.lesson.step.keys")},
      {"sounds", Message("sipky.lesson.step.sounds")},
      {"deck", Message("sipky.lesson.step.deck")},
      {"throw", Message("sipky.lesson.step.throw")},
      {"first_two", Message("sipky.lesson.step.first_two")},
      {"compose_high", Message("sipky.lesson.step.compose_high")},
      {"sum", Message("sipky.lesson.step.sum")},
      {"over", Message("sipky.lesson.step.over")},
      {"not_over", Message("sipky.lesson.step.not_over")},
      {"zero", Message("sipky.lesson.step.zero")},
      {"zero_discard", Message("sipky.lesson.step.zero_discard")},
      {"two_zeros", Message("sipky.lesson.step.two_zeros")},
      {"end", Message("sipky.lesson.step.end")},
      {"stop", Message("sipky.lesson.step.stop")},
      {"one_card", Message("sipky.lesson.step.one_card")},
      {"one_zero", Message("sipky.lesson.step.one_zero")},
      {"stojedna_end", Message("sipky.lesson.step.stojedna_end")},
      {"game_end", Message("sipky.lesson.step.game_end")},
      {"end_all_out", Message("sipky.lesson.step.end_all_out")},
      {"target_201", Message("sipky.lesson.step.target_201")},
      {"ranking", Message("sipky.lesson.step.ranking")},
      {"exact", Message("sipky.lesson.step.exact")},
      {"exact_discard", Message("sipky.lesson.step.exact_discard")},
      {"exact_hit", Message("sipky.lesson.step.exact_hit")},
      {"restock", Message("sipky.lesson.step.restock")},
      {"restock_play", Message("sipky.lesson.step.restock_play")},
      {"restock_count", Message("sipky.lesson.step.restock_count")},
      {"deal_order", Message("sipky.lesson.step.deal_order")},
      {"placement", Message("sipky.lesson.step.placement")},
      {"hits", Message("sipky.lesson.step.hits")},
      {"sum603", Message("sipky.lesson.step.sum603")},
      {"example", Message("sipky.lesson.step.example")},
      {"guided", Message("sipky.lesson.step.guided")},
  };
}
}  // namespace

}  // namespace sh::sipky
