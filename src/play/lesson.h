// What a lesson is made of (PRODUCT.md "Lessons"): steps of seven kinds, built by each game
// in src/games/<id>/<id>_lesson.cpp and walked by the LessonScreen (play/lesson_screen.h).
// - Explain: a few short spoken sentences.
// - Practice: a real position set up in the game's engine (options -> Game, then actions),
//   a task; the learner's keys go to the game's real controller and its referee; the step's
//   judge says whether the new actions are the right answer (wrong: the table is put back).
// - Quiz: type a number (a sum, points) and ok; the lesson checks it.
// - Walkthrough: the rulebook's worked example, one part per ok.
// - SoundGlossary: every cue played with its meaning, one per ok.
// - KeyTrainer: press any key, hear what it does in this game, nothing acts; back leaves.
// - GuidedGame: a game against computer players with a coach after each of the learner's
//   decisions (GameController::advise: the better choice and why; silent without advice).
// A lesson is split into chapters of about 8-10 steps (issue 31; play/lesson_chapters.h):
// a lesson file opens a chapter with the step that starts it (lesson_kit::open_chapter), and
// a chapter runs from its first step to the next chapter's first step in the steps' order.
// Every step has a short title, "<game>.lesson.step.<id>" (lesson_kit::finish; the
// statistics name a step with mistakes by it).
// Each lesson has a coverage table: every rule of the rulebook -> the id of the step that
// practises it (a Practice step, or a Quiz for scoring); tests walk it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "input/key.h"
#include "narration/message.h"
#include "play/game_controller.h"
#include "play/table.h"

namespace sh {

enum class StepKind { Explain, Practice, Quiz, Walkthrough, SoundGlossary, KeyTrainer, GuidedGame };

// The judge's word on the actions the learner's keys made. Every action it judges was
// accepted by the referee (a key the referee refuses never reaches the judge), so a wrong
// answer is a legal move that is not the task's; `allowed` marks the one the rules leave to
// the player's choice as a weaker move, which the lesson tells apart ("To smíš, ale úloha
// chtěla…": no "Tak ne.", no refusal cue; PRODUCT.md "Numberfloor", issue 40 item 4).
struct Judgement {
  enum class Verdict { Pending, Right, Wrong, Allowed };
  Verdict verdict = Verdict::Pending;  // Pending: not a whole answer yet (keep listening)
  std::vector<Message> why;            // right: why it is right; wrong, allowed: the reason

  static Judgement pending() { return {}; }
  static Judgement right(std::vector<Message> why) { return {Verdict::Right, std::move(why)}; }
  static Judgement wrong(std::vector<Message> why) { return {Verdict::Wrong, std::move(why)}; }
  // A choice the rules allow but the task did not ask for: a try, said without "Tak ne.".
  static Judgement allowed(std::vector<Message> why) { return {Verdict::Allowed, std::move(why)}; }
  bool is_try() const { return verdict == Verdict::Wrong || verdict == Verdict::Allowed; }
};

// `before`: the position the step set up; `actions`: every action applied since (the
// learner's decisions and, in dealer mode, the deals that followed).
using Judge = std::function<Judgement(const State& before, const std::vector<Action>& actions)>;

struct PracticeSpec {
  std::shared_ptr<const Game> game;
  Mode mode = Mode::Dealer;
  std::uint64_t seed = 1;
  std::vector<std::string> names;  // empty: the learner (seat 0) and the usual names
  std::vector<Action> setup;       // actions that lead to the position
  // Messages the controller's start leaves unsaid (by id suffix): the position is a task, not
  // a new game, so its opening announcement is not heard. A game adds its own intro's ids.
  std::vector<std::string> unsaid_at_start{".game_started", ".game_started_series"};
  std::function<std::unique_ptr<GameController>()> controller;
  Judge judge;
  std::vector<Message> hint;    // after a wrong try
  std::vector<Message> answer;  // after the third wrong try
  // Scripted answers for the tests (and documentation): keys that answer right, and keys
  // that answer wrong (the wrong keys may be refused by the controller: that is a try too).
  std::vector<Key> right_keys;
  std::vector<Key> wrong_keys;
};

struct QuizSpec {
  long answer = 0;
  std::vector<Message> why;   // said with a right answer and with the answer after 3 tries
  std::vector<Message> hint;  // after a wrong try
};

struct GuidedGameSpec {
  std::shared_ptr<const Game> game;  // with computers in every seat but the learner's (seat 0)
  Mode mode = Mode::Dealer;
  std::uint64_t seed = 1;
  std::function<std::unique_ptr<GameController>()> controller;
};

struct LessonStep {
  std::string id;  // stable within the lesson (coverage table, tests)
  StepKind kind = StepKind::Explain;
  Message title;   // a few words ("Hod dvou karet"); an empty id: none (named by its text)
  std::vector<Message> text;  // the explanation, the task, the question, the introduction
  PracticeSpec practice;
  QuizSpec quiz;
  std::vector<std::vector<Message>> parts;                 // Walkthrough
  std::vector<std::pair<std::string, Message>> cues;        // SoundGlossary: cue, meaning
  std::function<std::vector<Message>(Key)> describe_key;    // KeyTrainer: the game's keys
  GuidedGameSpec guided;
};

struct RuleCoverage {
  std::string rule;     // a short name of the rulebook's rule ("compose: tens digit")
  std::string step_id;  // the step that practises it
};

// A chapter's entry in a lesson's chapter table.
struct ChapterStart {
  std::string first_step;  // the id of its first step (progress is kept under it)
  Message title;           // a name in the nominative ("Začátečníci")
};

struct Lesson {
  std::string id;    // "sipky", "sipky.2": progress is kept under it
  std::string game;  // the game's id
  Message title;
  std::vector<LessonStep> steps;
  std::vector<RuleCoverage> coverage;
  std::vector<ChapterStart> chapters;  // in the menu's order; empty: one row of steps
};

// Builders the games use.
LessonStep explain(std::string id, std::vector<Message> text);
LessonStep practice(std::string id, std::vector<Message> task, PracticeSpec spec);
LessonStep quiz(std::string id, std::vector<Message> question, QuizSpec spec);
LessonStep walkthrough(std::string id, std::vector<Message> intro, std::vector<std::vector<Message>> parts);
// Every cue of sound/cue_names.h that this game uses, with its meaning.
// A cue of sound/cue_names.h with its meaning ("your_turn": "Jsi na tahu.").
std::pair<std::string, Message> cue_meaning(const std::string& cue);
LessonStep sound_glossary(std::string id, std::vector<std::pair<std::string, Message>> cues);
LessonStep key_trainer(std::string id, std::function<std::vector<Message>(Key)> describe_key);
LessonStep guided_game(std::string id, std::vector<Message> intro, GuidedGameSpec spec);

// The state after `actions` applied to `before` (for judges).
std::unique_ptr<State> state_after(const State& before, const std::vector<Action>& actions);

const LessonStep* find_step(const Lesson& lesson, const std::string& id);

}  // namespace sh
