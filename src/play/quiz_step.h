// A quiz step while it runs: the learner types a number (a sum, points) and presses ok;
// the lesson checks it. Back clears what is typed. A wrong number gets a hint; after the
// third the answer and why.
#pragma once

#include <string>

#include "play/lesson_step.h"

namespace sh {

class QuizRunner final : public StepRunner {
 public:
  explicit QuizRunner(const LessonStep& step) : step_(step) {}
  void enter(Host& host) override;
  bool on_key(Host& host, Key key) override;
  void help(Host& host) override;
  void hint(Host& host) override;
  std::vector<Message> status(Host& host) override;

 private:
  const LessonStep& step_;
  std::string typed_;
};

}  // namespace sh
