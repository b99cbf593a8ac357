#include "games/quist/quist_lesson.h"

#include <array>

#include "games/quist/quist_controller.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"
#include "play/forwarding_host.h"
#include "play/host.h"
#include "play/lesson_kit.h"
#include "play/lesson_screen.h"
#include "play/screen.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh::quist {

namespace {

using lesson_kit::ask;
using lesson_kit::join;

// A refused review is what the learner is to hear (the last trick after the next lead), not
// a wrong try: said with the refused cue, noted in `heard`, not passed on as a refusal.
class ReviewRefusalHost final : public ForwardingHost {
 public:
  ReviewRefusalHost(Host& real, bool& heard) : ForwardingHost(real), heard_(&heard) {}
  void refuse(const Message& reason) override {
    *heard_ = true;
    voice().cue("refused");
    voice().say(reason, Priority::Interrupt);
  }

 private:
  bool* heard_;
};

// The Quist controller of a practice: a position in the middle of a game starts with where
// play stands (the cuts so far, the game, the tricks, the cards on the table, who is to
// play) instead of the introduction of a new game; everything else is the real controller.
// With `review_refused`, a review item refused (the last trick after the next lead) is
// noted there and is not a wrong try.
class PositionController final : public lesson_kit::PositionController {
 public:
  explicit PositionController(std::shared_ptr<bool> review_refused = nullptr)
      : lesson_kit::PositionController(std::make_unique<QuistController>(), say_where_play_stands),
        review_refused_(std::move(review_refused)) {}

  void start(Host& host, Table& table, bool resumed) override {
    if (table.state().history().empty()) inner().start(host, table, resumed);
    else lesson_kit::PositionController::start(host, table, resumed);
  }
  bool on_key(Host& host, Table& table, Key key) override {
    if (review_refused_ && (key == Key::Next || key == Key::Prev)) {
      ReviewRefusalHost noting(host, *review_refused_);
      return inner().on_key(noting, table, key);
    }
    return inner().on_key(host, table, key);
  }

 private:
  static void say_where_play_stands(Host& host, const Table& table) {
    const auto& s = static_cast<const QuistState&>(table.state());
    if (s.config().mode == Mode::Dealer && s.stage() == Stage::Play && !s.is_computer_seat(s.current_player()))
      host.voice().cue("your_turn");
    host.voice().say(where_play_stands(s, table.names()));
  }

  std::shared_ptr<bool> review_refused_;
};

// An assistant-mode game of one game: the cards are entered as they are laid. Seat 0 (the
// learner) deals, so seat 1 leads and the learner lays the fourth card of a phase.
std::shared_ptr<const Game> table_game() {
  return make_quist_game({{"mode", "assistant"}, {"games", "1"}, {"dealer", "1"}});
}

std::vector<Key> card(int value) { return {digit_key(value), Key::Ok}; }

const QuistState& quist_state(const State& s) { return static_cast<const QuistState&>(s); }

// One round of play: the cards by seat, entered in turn order from `leader`.
std::vector<Action> round_from(int leader, std::array<int, kSeats> by_seat) {
  std::vector<Action> out;
  for (int i = 0; i < kSeats; ++i) out.push_back(by_seat[static_cast<std::size_t>((leader + i) % kSeats)]);
  return out;
}

// Rounds of one game, each taken by the seat of `winners` with a single 9 or 8 (in turn)
// over low cards 0-7 of the others; the winner leads the next round. Never more than
// eight cards of a value in one game for up to nine rounds.
std::vector<Action> rounds_won_by(int leader, const std::vector<int>& winners) {
  std::vector<Action> out;
  int low = 0;
  for (std::size_t r = 0; r < winners.size(); ++r) {
    std::array<int, kSeats> by_seat{};
    for (int seat = 0; seat < kSeats; ++seat) by_seat[static_cast<std::size_t>(seat)] = low++ % 8;
    by_seat[static_cast<std::size_t>(winners[r])] = r % 2 == 0 ? 9 : 8;
    auto round = round_from(leader, by_seat);
    out.insert(out.end(), round.begin(), round.end());
    leader = winners[r];
  }
  return out;
}

PracticeSpec spec(std::vector<Action> setup, Judge judge, std::vector<Message> hint, std::vector<Message> answer,
                  std::vector<Key> right, std::vector<Key> wrong,
                  std::shared_ptr<const Game> game = table_game()) {
  const sh::Mode mode =
      static_cast<const QuistGame&>(*game).config().mode == Mode::Dealer ? sh::Mode::Dealer : sh::Mode::Assistant;
  return lesson_kit::practice_spec({std::move(game), mode, lesson_kit::controller_of<PositionController>(), {}},
                                   std::move(setup), std::move(judge), std::move(hint), std::move(answer),
                                   std::move(right), std::move(wrong));
}

// A practice about the review (next/prev are the game's in every practice); with `heard`, a refused review is
// noted there instead of costing a try.
PracticeSpec review_spec(std::vector<Action> setup, std::shared_ptr<bool> heard, Judge judge, std::vector<Message> hint,
                         std::vector<Message> answer, std::vector<Key> right, std::vector<Key> wrong) {
  PracticeSpec p = spec(std::move(setup), std::move(judge), std::move(hint), std::move(answer), std::move(right),
                        std::move(wrong));
  if (heard)
    p.controller = [heard] {
      *heard = false;  // a fresh try
      return std::make_unique<PositionController>(heard);
    };
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
  Lesson l = lesson_kit::begin("quist");
  auto& steps = l.steps;
  const auto old = lesson_steps();  // the rules 1-10, the keys, then the example

  // A decision comes early (the cut): who deals and leads, and the ban on signals, after it.
  lesson_kit::open_chapter(l, explain("goal", {Message("quist.help.rule.1")}));
  steps.push_back(explain("seating", {Message("quist.help.rule.2")}));
  steps.push_back(ask("cut", 3, "quist.lesson.q.cut", "quist.lesson.q.cut.why", "quist.lesson.q.cut.hint"));
  steps.push_back(key_trainer("keys", describe_key));
  // The learner (player 1) cut 7, players 2 and 3 even cards: the learner types player 4's
  // cut so that the two odd cuts make the learner's pair.
  PracticeSpec cut_spec = spec({7, 4, 2},
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto after = state_after(before, actions);
             const auto& q = quist_state(*after);
             if (q.stage() != Stage::Cut && team_of(q.seat_of_player(3)) == team_of(q.seat_of_player(0)))
               return Judgement::right({Message("quist.lesson.p.cut.right")});
             return Judgement::wrong({Message("quist.lesson.p.cut.wrong")});
           },
           {Message("quist.lesson.p.cut.hint")}, {Message("quist.lesson.p.cut.answer")}, card(5), card(4),
           make_quist_game({{"mode", "assistant"}, {"games", "1"}, {"dealer", "1"}, {"seating", "cut"}}));
  steps.push_back(practice("cut_play", {Message("quist.lesson.p.cut")}, std::move(cut_spec)));
  steps.push_back(explain("dealing", {Message("quist.help.rule.3"), Message("quist.lesson.e.no_signals")}));
  steps.push_back(ask("lead", 1, "quist.lesson.q.lead", "quist.lesson.q.lead.why", "quist.lesson.q.lead.hint"));
  // The program deals (seat 4 deals, so the learner at seat 1 leads); the computers follow.
  // The learner's hand: 1 2 3 5 5 6 7 8 9 (no 0, no 4).
  steps.push_back(practice(
      "lead_play", {Message("quist.lesson.p.lead")},
      spec({1, 0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 5, 2, 3, 4, 5, 3, 4, 5, 6, 4, 4, 6, 7, 6, 6, 7, 8, 7, 8, 8, 9, 9, 9, 9},
           // The first lead of the game: any card is legal; the rulebook's tactic is a card of
           // middle value ("otestovat si tak situaci"), keeping the high ones, not giving away
           // the trick with a low one.
           [](const State&, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             const Action card = actions.front();
             if (card >= 4 && card <= 6) return Judgement::right({Message("quist.lesson.p.lead.right")});
             return Judgement::wrong({Message(card > 6 ? "quist.lesson.p.lead.high" : "quist.lesson.p.lead.low")});
           },
           {Message("quist.lesson.p.lead.hint")}, {Message("quist.lesson.p.lead.answer")}, card(5), card(9),
           make_quist_game({{"mode", "dealer"}, {"games", "1"}, {"dealer", "4"}, {"computers", "2,3,4"},
                            {"level", "normal"}}))));
  lesson_kit::open_chapter(l, sound_glossary("sounds", {cue_meaning("your_turn"), cue_meaning("card_dealt"),
                                            cue_meaning("trick_taken"), cue_meaning("game_won"), cue_meaning("refused")}));
  steps.push_back(explain("highest", {Message("quist.help.rule.4")}));
  steps.push_back(practice(
      "take_trick", {Message("quist.lesson.p.take")},
      spec({5, 3, 7}, card_above(7, {Message("quist.lesson.p.take.right")}, {Message("quist.lesson.p.take.wrong")}),
           {Message("quist.lesson.p.take.hint")}, {Message("quist.lesson.p.take.answer")}, card(8), card(6))));
  // The program deals (seat 1 deals, so seat 2 leads); the computers laid 5, 3 and 6 and the
  // learner, last, holds 0 0 2 3 4 5 6 9 9. Taking the trick with a 9 makes the learner lead
  // the next one; a lower card gives the trick, and the next lead, to the right opponent.
  steps.push_back(practice(
      "next_lead", {Message("quist.lesson.p.next_lead")},
      spec(join({{5, 3, 6, 9, 0, 0, 1, 0, 1, 1, 1, 0, 2, 2, 2, 2, 3, 4, 3, 3, 4, 5, 4, 4, 6, 6, 5, 5, 7, 7, 7, 6, 8, 8, 8, 9},
                 {5, 3, 6}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto taken = state_after(before, {actions.front()});
             const auto& last = quist_state(*taken).last_trick();
             if (!last || last->winner != 0) return Judgement::wrong({Message("quist.lesson.p.next_lead.wrong")});
             if (actions.size() < 2) return Judgement::pending();
             return Judgement::right({Message("quist.lesson.p.next_lead.right")});
           },
           {Message("quist.lesson.p.next_lead.hint")}, {Message("quist.lesson.p.next_lead.answer")},
           {Key::D9, Key::Ok, Key::D2, Key::Ok}, card(2),
           make_quist_game({{"mode", "dealer"}, {"games", "1"}, {"dealer", "1"}, {"computers", "2,3,4"},
                            {"level", "normal"}}))));
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
  steps.push_back(ask("leader", 2, "quist.lesson.q.leader", "quist.lesson.q.leader.why", "quist.lesson.q.leader.hint"));
  steps.push_back(ask("stake", 3, "quist.lesson.q.stake", "quist.lesson.q.stake.why", "quist.lesson.q.stake.hint"));
  lesson_kit::open_chapter(l, explain("last_tie", {Message("quist.help.rule.6")}));
  steps.push_back(ask("last_tie_quiz", 1, "quist.lesson.q.last_tie", "quist.lesson.q.last_tie.why", "quist.lesson.q.last_tie.hint"));
  // Eight rounds shared 4 : 4, the last led by the left opponent (seat 1): 7, the partner 7,
  // the right opponent 2. The last phase of the hand: a tie would go to the left opponent,
  // who laid the first 7; only a higher card wins the game.
  steps.push_back(practice(
      "last_tie_play", {Message("quist.lesson.p.last_tie")},
      spec(join({rounds_won_by(1, {2, 1, 2, 1, 2, 1, 2, 1}), {7, 7, 2}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto after = state_after(before, actions);
             const auto& q = quist_state(*after);
             if (q.results().empty()) return Judgement::pending();
             return q.results().back()[0] >= 5 ? Judgement::right({Message("quist.lesson.p.last_tie.right")})
                                               : Judgement::wrong({Message("quist.lesson.p.last_tie.wrong")});
           },
           {Message("quist.lesson.p.last_tie.hint")}, {Message("quist.lesson.p.last_tie.answer")}, card(8), card(7))));
  steps.push_back(explain("deck", {Message("quist.help.rule.10")}));
  // Two phases of four nines: all eight nines of the deck are on the table.
  steps.push_back(practice(
      "eight_of_a_value", {Message("quist.lesson.p.deck")},
      spec({9, 9, 9, 9, 9, 9, 9, 9, 5, 3, 6},
           card_above(6, {Message("quist.lesson.p.deck.right")}, {Message("quist.lesson.p.deck.wrong")}),
           {Message("quist.lesson.p.deck.hint")}, {Message("quist.lesson.p.deck.answer")}, card(7), card(9))));
  steps.push_back(explain("counting", {Message("quist.help.rule.7")}));
  steps.push_back(ask("tricks", 6, "quist.lesson.q.tricks", "quist.lesson.q.tricks.why", "quist.lesson.q.tricks.hint"));
  steps.push_back(ask("game_won", 5, "quist.lesson.q.won", "quist.lesson.q.won.why", "quist.lesson.q.won.hint"));
  lesson_kit::open_chapter(l, explain("review", {Message("quist.help.rule.9")}));
  // The first trick: the left opponent 4, the partner 2, the right opponent 6, the learner
  // 8; the learner took it and leads the next. Before that lead the last trick may still be
  // reviewed (next/prev go to the game here): the learner's lead is the lowest card above
  // both opponents' cards of that trick, a 7.
  steps.push_back(practice(
      "review_last", {Message("quist.lesson.p.review")},
      review_spec({4, 2, 6, 8}, nullptr,
                  [](const State&, const std::vector<Action>& actions) {
                    if (actions.empty()) return Judgement::pending();
                    const Action card = actions.front();
                    if (card == 7) return Judgement::right({Message("quist.lesson.p.review.right")});
                    return Judgement::wrong({Message(card > 7 ? "quist.lesson.p.review.higher" : "quist.lesson.p.review.wrong")});
                  },
                  {Message("quist.lesson.p.review.hint")}, {Message("quist.lesson.p.review.answer")},
                  {Key::Next, Key::Next, Key::D7, Key::Ok}, card(5))));
  // The partner has led 5: the last trick can no longer be reviewed. The learner tries (the
  // referee refuses it, which is the point here, not a wrong try), then types the next card.
  {
    auto heard = std::make_shared<bool>(false);
    steps.push_back(practice(
        "review_gone", {Message("quist.lesson.p.review_gone")},
        review_spec({4, 8, 2, 6, 5}, heard,
                    [heard](const State&, const std::vector<Action>& actions) {
                      if (actions.empty()) return Judgement::pending();
                      return *heard ? Judgement::right({Message("quist.lesson.p.review_gone.right")})
                                    : Judgement::wrong({Message("quist.lesson.p.review_gone.wrong")});
                    },
                    {Message("quist.lesson.p.review_gone.hint")}, {Message("quist.lesson.p.review_gone.answer")},
                    {Key::Next, Key::Next, Key::D3, Key::Ok}, card(3))));
  }
  steps.push_back(ask("last_trick", 2, "quist.lesson.q.last_trick", "quist.lesson.q.last_trick.why", "quist.lesson.q.last_trick.hint"));
  steps.push_back(explain("match", {Message("quist.help.rule.8")}));
  steps.push_back(ask("match_tricks", 43, "quist.lesson.q.match", "quist.lesson.q.match.why", "quist.lesson.q.match.hint"));
  // A match of two games: the first lost 3 : 6; in the second the learner's pair has 6 tricks
  // to 2 and the learner lays the last card after 6, 2 and the right opponent's 7. Taking
  // it: 1 : 1 in games, 10 : 8 in tricks, the match is won; not: 9 : 9, an extra game.
  steps.push_back(practice(
      "match_play", {Message("quist.lesson.p.match")},
      spec(join({rounds_won_by(1, {1, 3, 1, 0, 2, 3, 1, 0, 3}), rounds_won_by(2, {0, 2, 0, 2, 0, 2, 3, 1}), {6, 2, 7}}),
           [](const State& before, const std::vector<Action>& actions) {
             if (actions.empty()) return Judgement::pending();
             auto after = state_after(before, actions);
             const auto& q = quist_state(*after);
             if (q.results().size() < 2) return Judgement::pending();
             return q.is_terminal() && q.match_winner() == 0 ? Judgement::right({Message("quist.lesson.p.match.right")})
                                                             : Judgement::wrong({Message("quist.lesson.p.match.wrong")});
           },
           {Message("quist.lesson.p.match.hint")}, {Message("quist.lesson.p.match.answer")}, card(9), card(7),
           make_quist_game({{"mode", "assistant"}, {"games", "2"}, {"dealer", "1"}}))));
  lesson_kit::add_example(steps, old, 11);  // the example after the rules and the keys
  steps.push_back(lesson_kit::guided(
      "quist.lesson.guided",
      make_quist_game({{"mode", "dealer"}, {"games", "1"}, {"computers", "2,3,4"}, {"level", "normal"}}), 9,
      lesson_kit::controller_of<QuistController>()));

  l.coverage = {
      {"seating by cut: the two who cut an odd value play together, partners opposite", "cut_play"},
      {"left of the dealer leads the first trick", "lead_play"},
      {"the deal passes to the left after a game", "lead"},
      {"any card may be laid; the highest card takes the trick", "take_trick"},
      {"the winner of a trick leads the next", "next_lead"},
      {"equal highest cards tie: the cards stay and another phase is played", "tie"},
      {"only the cards of the new phase compete", "new_phase"},
      {"the new phase is led by who first laid the tied highest card", "leader"},
      {"phase k is played for k tricks", "stake"},
      {"a tie in the hand's last phase: the first of the tied takes all", "last_tie_play"},
      {"eight cards of each value: a ninth is refused", "eight_of_a_value"},
      {"tricks = cards won / 4", "tricks"},
      {"a game is won with 5 or more of the 9 tricks", "game_won"},
      {"the match: most games, then most tricks, then an extra game", "match_play"},
      {"the match's tricks: nine a game shared out", "match_tricks"},
      {"the last trick may be reviewed until the next lead", "review_last"},
      {"after the next lead the last trick is refused", "review_gone"},
  };
  return lesson_kit::finish(std::move(l));
}

std::unique_ptr<Screen> make_lesson(const GameOptions&) { return std::make_unique<LessonScreen>(lesson()); }

}  // namespace sh::quist
