#include "games/sipky/sipky_lesson.h"

#include <algorithm>

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

// The opponent stops at 99 with the one card of his last throw; the learner has 93 and
// throws: 81 and 12 against 90 and 9.
std::vector<Action> one_card_position() {
  return join({two(8, 1), two(9, 0), two(1, 2), {kOneCard, 9}});
}

// The rulebook's example as the rulebook tells it: Cyril could have discarded his zeros
// ("Nulu mohl odhodit"), and the card of each single-card throw is named ("Alojz obdržel
// kartu s číslem 4"). The parts follow rulebook_example(), one a throw.
void tell_the_examples_cards(LessonStep& example) {
  const auto throws = rulebook_example();
  const auto names = rulebook_example_names();
  for (std::size_t i = 0; i < throws.size() && i < example.parts.size(); ++i) {
    const auto& t = throws[i];
    auto& part = example.parts[i];
    const std::string who = names[static_cast<std::size_t>(t.seat)];
    if (t.actions.front() == kThrowTwo && t.actions[2] == 0 && t.actions[1] != 0)
      part.push_back(Message("sipky.lesson.example.zero_kept")
                         .with("player", who)
                         .with("card", t.actions[1])
                         .with("value", t.actions[1] * 10));
    if (t.actions.front() == kOneCard)
      for (std::size_t c = 1; c < t.actions.size(); ++c)
        part.insert(part.begin() + static_cast<std::ptrdiff_t>(c),
                    Message(t.actions[c] == 0 ? "sipky.lesson.example.card_zero" : "sipky.lesson.example.card")
                        .with("player", who)
                        .with("card", t.actions[c]));
  }
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

Lesson lesson() {
  Lesson l = lesson_kit::begin("sipky");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules 1-8, then the rulebook's example

  lesson_kit::open_chapter(l, explain("goal", {Message("sipky.lesson.1"), Message("sipky.lesson.2")}));
  // A decision first (a child's first minute is not a paragraph), then the keys; the sounds
  // close the chapter.
  steps.push_back(ask("deck", 8, "sipky.lesson.q.deck", "sipky.lesson.q.deck.why", "sipky.lesson.q.deck.hint"));
  steps.push_back(key_trainer("keys", describe_key));
  steps.push_back(explain("throw", {Message("sipky.lesson.3")}));
  steps.push_back(practice(
      "first_two", {Message("sipky.lesson.p.first_two")},
      spec(game_of(), {}, decision(kThrowTwo, {Message("sipky.lesson.p.first_two.right")}, {}),
           {Message("sipky.lesson.p.first_two.hint")}, {Message("sipky.lesson.p.first_two.answer")}, {Key::D2},
           {Key::D0})));
  steps.push_back(practice(
      "compose_high", {Message("sipky.lesson.p.compose_high")},
      spec(game_of(), {kThrowTwo, 7, 2},
           decision(kComposeBase + 7, {Message("sipky.lesson.p.compose_high.right")},
                    {Message("sipky.lesson.p.compose_high.wrong")}),
           {Message("sipky.lesson.p.compose_high.hint")}, {Message("sipky.lesson.p.compose_high.answer")}, {Key::D7},
           {Key::D2})));
  steps.push_back(ask("sum", 98, "sipky.lesson.q.sum", "sipky.lesson.q.sum.why", "sipky.lesson.q.sum.hint"));
  // "Karta leží a hod běží": cards laid as 27 stay 27. At a table (the cards typed as they
  // lie, tens first) the learner writes down the throw laid, not the better 72.
  steps.push_back(practice(
      "laid", {Message("sipky.lesson.p.laid")},
      spec(game_of(), {kThrowTwo},
           [](const State&, const std::vector<Action>& actions) {
             const auto composed = std::find_if(actions.begin(), actions.end(), [](Action a) { return a >= kComposeBase; });
             if (composed == actions.end()) {
               // The tens digit typed: a 7 first is the number that is not on the table.
               if (!actions.empty() && actions.front() == 7) return Judgement::wrong({Message("sipky.lesson.p.laid.wrong")});
               return Judgement::pending();
             }
             return *composed == kComposeBase + 2 ? Judgement::right({Message("sipky.lesson.p.laid.right")})
                                                  : Judgement::wrong({Message("sipky.lesson.p.laid.wrong")});
           },
           {Message("sipky.lesson.p.laid.hint")}, {Message("sipky.lesson.p.laid.answer")}, {Key::D2, Key::D7},
           {Key::D7, Key::D2}, Mode::Assistant)));
  steps.push_back(sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("card_dealt"),
                                            cue_meaning("exact_hit"), cue_meaning("over_target"),
                                            cue_meaning("game_won"), cue_meaning("refused")}));
  lesson_kit::open_chapter(l, explain("over", {Message("sipky.lesson.e.over")}));
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
  lesson_kit::open_chapter(l, explain("end", {Message("sipky.lesson.5")}));
  steps.push_back(practice(
      "stop", {Message("sipky.lesson.p.stop")},
      spec(game_of(), join({two(7, 5), two(1, 1), two(2, 4), two(1, 1)}),
           decision(kStop, {Message("sipky.lesson.p.stop.right")}, {Message("sipky.lesson.p.stop.wrong")}),
           {Message("sipky.lesson.p.stop.hint")}, {Message("sipky.lesson.p.stop.answer")}, {Key::D0, Key::Ok},
           {Key::D2})));
  // The opponent stopped at 99 (the one card of his last throw), the learner has 93: stopping
  // loses, two cards go over 101 all but always, one card (6 to 8) is the only chance. The
  // card comes at once: its words first, then why the choice was right whatever it was.
  steps.push_back(practice(
      "one_card", {Message("sipky.lesson.p.one_card")},
      spec(game_of(), one_card_position(),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             if (actions.front() != kOneCard)
               return Judgement::wrong({Message(actions.front() == kStop ? "sipky.lesson.p.one_card.stopped"
                                                                          : "sipky.lesson.p.one_card.wrong")});
             auto after = state_after(before, actions);
             const auto& me = sipky(*after).players()[0];
             if (me.status == Status::Active && !after->is_terminal()) return Judgement::pending();
             const int card = me.score - sipky(before).players()[0].score;
             const int other = sipky(before).players()[1].score;
             const char* id = me.status == Status::Busted ? "sipky.lesson.p.one_card.over"
                              : me.score > other          ? "sipky.lesson.p.one_card.won"
                              : me.score == other         ? "sipky.lesson.p.one_card.tie"
                                                          : "sipky.lesson.p.one_card.short";
             return Judgement::right({Message(id).with("card", card).with("score", me.score),
                                      Message("sipky.lesson.p.one_card.right")});
           },
           {Message("sipky.lesson.p.one_card.hint")}, {Message("sipky.lesson.p.one_card.answer")}, {Key::D1},
           {Key::D2})));
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
  lesson_kit::open_chapter(l, explain("exact", {Message("sipky.lesson.7"), Message("sipky.lesson.exact_ranking")}));
  steps.push_back(practice(
      "exact_discard", {Message("sipky.lesson.p.exact_discard")},
      spec(game_of({{"variant", "presny"}}), join({two(9, 7), two(1, 1), {kOneCard, 9}}),
           decision(kDiscardCard, {Message("sipky.lesson.p.exact_discard.right")},
                    {Message("sipky.lesson.p.exact_discard.wrong")}),
           {Message("sipky.lesson.p.exact_discard.hint")}, {Message("sipky.lesson.p.exact_discard.answer")}, {Key::D0},
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
           {Message("sipky.lesson.p.restock.hint")}, {Message("sipky.lesson.p.restock.answer")}, {Key::D2},
           {Key::D1})));
  steps.push_back(ask("restock_count", 80, "sipky.lesson.q.restock", "sipky.lesson.q.restock.why", "sipky.lesson.q.restock.hint"));
  lesson_kit::open_chapter(l, ask("deal_order", 1, "sipky.lesson.q.deal_order", "sipky.lesson.q.deal_order.why", "sipky.lesson.q.deal_order.hint"));
  steps.push_back(ask("placement", 3, "sipky.lesson.q.placement", "sipky.lesson.q.placement.why", "sipky.lesson.q.placement.hint"));
  steps.push_back(ask("hits", 2, "sipky.lesson.q.hits", "sipky.lesson.q.hits.why", "sipky.lesson.q.hits.hint"));
  steps.push_back(ask("sum603", 297, "sipky.lesson.q.sum603", "sipky.lesson.q.sum603.why", "sipky.lesson.q.sum603.hint"));
  lesson_kit::add_example(steps, old, 8);  // the rulebook's 101 game: lesson_steps() after the eight rules
  tell_the_examples_cards(steps.back());
  steps.push_back(lesson_kit::guided("sipky.lesson.guided", game_of({{"computers", "2"}, {"level", "normal"}}), 101,
                                     lesson_kit::controller_of<SipkyController>()));

  l.coverage = {
      {"deck: 80 cards, eight of each digit 0-9", "deck"},
      {"the first throw is two cards", "first_two"},
      {"compose: the card chosen first is the tens digit", "compose_high"},
      {"the throws add up", "sum"},
      {"a laid number cannot be changed", "laid"},
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
  return lesson_kit::finish(std::move(l));
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

}  // namespace sh::sipky
