// What the five games' lessons share (play/lesson.h), so that a game's lesson file reads as
// content (its steps, positions and judges) and the mechanics live here: a lesson begun with
// its title, a chapter opened with the step that starts it (chapters stay with the steps they
// group), the titles derived from the ids ("<game>.lesson.step.<id>", "<game>.lesson.chapter.
// <first step>"), joining lists of actions or keys, a practice spec from its parts, the usual
// judge (the learner's first decision), a quiz of one sentence each, the rulebook's example
// as a walk-through, the guided game, and a controller that starts a practice position by
// saying where play stands instead of a new game's opening.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "play/game_controller.h"
#include "play/lesson.h"

namespace sh::lesson_kit {

// A lesson of game `game` ("sipky"): its id is the game's, its title "<game>.lesson.title".
Lesson begin(const std::string& game);
// Adds `first` to the lesson's steps as the first step of a new chapter, titled
// "<game>.lesson.chapter.<its id>"; the chapter runs to the next chapter's first step. The
// chapter menu lists chapters in the order they are opened, or first with `first_in_menu`
// (Numberfloor's Beginner game, whose steps come after the deal and the keys).
void open_chapter(Lesson& lesson, LessonStep first, bool first_in_menu = false);
// Ends a lesson's building: every step gets its short title "<game>.lesson.step.<id>" (the
// statistics name a step with mistakes by it; the catalogs hold one for every step).
Lesson finish(Lesson lesson);

// Lists of actions (a position built of parts) or keys, one after another.
std::vector<Action> join(std::initializer_list<std::vector<Action>> parts);
std::vector<Key> join_keys(std::initializer_list<std::vector<Key>> parts);

using ControllerFactory = std::function<std::unique_ptr<GameController>()>;

template <class Controller>
ControllerFactory controller_of() {
  return [] { return std::make_unique<Controller>(); };
}

// A practice position and its task: the game, who deals (the program or the table), the
// actions that lead to the position, the controller, the judge, the hint after a wrong try,
// the answer after the third, and the scripted right and wrong keys.
struct Task {
  std::shared_ptr<const Game> game;
  Mode mode = Mode::Dealer;
  ControllerFactory controller;
  std::vector<std::string> unsaid_at_start;  // added to the usual ones
};
PracticeSpec practice_spec(const Task& task, std::vector<Action> setup, Judge judge, std::vector<Message> hint,
                           std::vector<Message> answer, std::vector<Key> right, std::vector<Key> wrong);

// Judges the learner's first decision: `wanted` is right, anything else wrong.
Judge first_action_is(Action wanted, std::vector<Message> right, std::vector<Message> wrong);

// A quiz of one sentence each: the question, why the answer is right, the hint.
LessonStep ask(std::string step_id, long answer, const char* question, const char* why, const char* hint);

// The rulebook's worked example of a game's old lesson_steps(): the part at `intro` is the
// introduction, the parts after it the example; nothing when there are none.
void add_example(std::vector<LessonStep>& steps, const std::vector<std::vector<Message>>& old, std::size_t intro);

// The guided game at a lesson's end.
LessonStep guided(const std::string& intro_id, std::shared_ptr<const Game> game, std::uint64_t seed,
                  ControllerFactory controller);

// A game's controller for a practice position in the middle of a game: its start says
// where play stands (`say_position`) instead of a new game's opening; everything else is
// the inner controller's. A game may refine on_key.
class PositionController : public GameController {
 public:
  using SayPosition = std::function<void(Host&, const Table&)>;
  PositionController(std::unique_ptr<GameController> inner, SayPosition say_position)
      : inner_(std::move(inner)), say_position_(std::move(say_position)) {}

  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override { return inner_->on_key(host, table, key); }
  void help(Host& host, Table& table) override { inner_->help(host, table); }
  std::vector<Message> status(Host& host, Table& table) override { return inner_->status(host, table); }
  std::optional<Advice> advise(Host& host, Table& table) override { return inner_->advise(host, table); }
  void hint(Host& host, Table& table) override { inner_->hint(host, table); }
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) override {
    inner_->on_thought(host, table, ticket, a);
  }
  void on_counter(Host& host, Table& table, int index, int value) override {
    inner_->on_counter(host, table, index, value);
  }
  std::optional<GameRecord> record(const Table& table) const override { return inner_->record(table); }
  TablePictureRef picture(Host& host, const Table& table) const override { return inner_->picture(host, table); }

 protected:
  GameController& inner() { return *inner_; }

 private:
  std::unique_ptr<GameController> inner_;
  SayPosition say_position_;
};

}  // namespace sh::lesson_kit
