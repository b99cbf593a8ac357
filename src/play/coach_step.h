// The guided game at the end of a lesson: a real game against computer players (the
// learner is seat 0) with a coach. When the learner's action reaches the table, before it is
// applied (Table::before_act), the coach asks the controller's coach() about it and says
// that at once: nothing else (the move's consequences, the computers' turns, the next
// prompt) comes between the learner's decision and the comment. The comment is the game's:
// past tense, the moves named, a simple reason, or nothing. The coach thinks away from the
// keys while the learner does (GameController::think_coach, asked whenever the learner is
// to decide); a decision made before it is done gets no comment rather than a wait.
// next/prev are the game's review keys here; ok after the end finishes the step.
#pragma once

#include <memory>

#include "play/lesson_step.h"
#include "play/table.h"

namespace sh {

class GuidedGameRunner final : public StepRunner {
 public:
  explicit GuidedGameRunner(const LessonStep& step) : step_(step) {}
  void enter(Host& host) override;
  bool on_key(Host& host, Key key) override;
  void help(Host& host) override;
  void hint(Host& host) override;
  void on_thought(Host& host, std::uint64_t ticket, Action a) override;
  void on_counter(Host& host, int index, int value) override;
  std::vector<Message> status(Host& host) override;
  TablePictureRef picture(Host& host) override;
  bool takes_next_prev() const override { return true; }

  // How many of the learner's decisions the coach commented on, and how many differed.
  int comments() const { return comments_; }

 private:
  bool learner_decides() const;
  // When the learner is to decide: the coach starts thinking about the position.
  void think_ahead(Host& host);
  // Table::before_act: the learner's action, in the position it was chosen in.
  void on_decision(Action a);

  const LessonStep& step_;
  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;
  Host* host_ = nullptr;  // the Host of the call being handled (the coach speaks through it)
  int comments_ = 0;
};

}  // namespace sh
