// A practice step while it runs: the position is set up on a Table in the game's engine,
// the learner's keys go to the game's real controller, and each new action the referee
// accepted is judged by the step's judge. Right: confirmed with why, the step is done.
// The verdict comes first, then what the game said to the key. Wrong: the table is put
// back (Table::undo_to), the reason and a hint are said, then the task and the position
// again. A key the controller refuses (it says the referee's reason itself) counts as a
// try, except ok pressed first to hear the position. After the third wrong try the answer
// is said and the lesson moves on.
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
  // Starts the controller on the table, which says the position (not a new game's opening).
  void start_controller(Host& host);
  // After a wrong try: the task and the position again, on a fresh controller.
  void say_position_again(Host& host);
  void wrong_try(Host& host, const std::vector<Message>& why);

  const LessonStep& step_;
  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;
  std::unique_ptr<State> before_;
  std::size_t base_ = 0;
  bool fresh_ = false;  // no key since the position was said
};

// Builds the step's table in its position (names: the learner first). Throws
// std::invalid_argument when the setup actions are not legal.
std::unique_ptr<Table> practice_table(Host& host, const PracticeSpec& spec);

}  // namespace sh
