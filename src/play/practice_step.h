// A practice step while it runs: the position is set up on a Table in the game's engine,
// the learner's keys go to the game's real controller, and each new action the referee
// accepted is judged by the step's judge. Right: confirmed with why, the step is done; the
// step ends with the judge's words (what the game went on to say, the next player's prompt,
// is not said). Wrong: the table is put back to the task's position (Table::undo_to), the
// reason and a hint are said, then the task again (only the task: the position is as it
// was; Enter says it). A key the controller refuses (it says the referee's reason itself)
// counts as a try, and the table goes back to the task's position too. The first Enter
// after the task was read says the task and the position again, whatever the game would do
// with it (in explanations Enter goes on, so a child keeps pressing it); the next Enter is
// the game's. The game's aids (what fits, the allowed cells: play/lesson_host.h) stay quiet
// until the second wrong try. After the third wrong try the answer is said and the lesson
// moves on.
#pragma once

#include <memory>

#include "play/lesson_step.h"
#include "play/table.h"

namespace sh {

class PracticeRunner final : public StepRunner {
 public:
  explicit PracticeRunner(const LessonStep& step) : step_(step) {}
  void enter(Host& host) override;
  bool on_key(Host& host, Key key) override;
  void help(Host& host) override;
  void hint(Host& host) override;
  void on_counter(Host& host, int index, int value) override;
  std::vector<Message> status(Host& host) override;
  TablePictureRef picture(Host& host) override;
  // Next and prev are the game's (walking a hand, a list of moves); the leave question
  // after back skips the task or goes a step back.
  bool takes_next_prev() const override { return true; }

  // For tests: the table the learner plays on.
  const Table* table() const { return table_.get(); }

 private:
  void set_up(Host& host);
  // Starts the controller on the table, which says the position (not a new game's opening);
  // with `quiet` it says nothing.
  void start_controller(Host& host, bool quiet = false);
  // The task and the position again, on a fresh controller (nothing half typed is kept).
  void say_position_again(Host& host);
  // A try that was not the answer: the table back to the task's position, the reason, and
  // the hint and the task again (or the answer after the third).
  void wrong_try(Host& host, const std::vector<Message>& why);
  // The game's aids are quiet until the learner's second wrong try.
  bool aids_quiet() const { return mistakes_ < 2; }

  const LessonStep& step_;
  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;
  std::unique_ptr<State> before_;
  std::size_t base_ = 0;
  bool fresh_ = false;  // no key since the task was read: Enter says it and the position
};

// Builds the step's table in its position (names: the learner first). Throws
// std::invalid_argument when the setup actions are not legal.
std::unique_ptr<Table> practice_table(Host& host, const PracticeSpec& spec);

}  // namespace sh
