// The guided game at the end of a lesson: a real game against computer players (the
// learner is seat 0) with a coach. Before each of the learner's decisions the coach asks the
// controller's advise() (the strong computer player's move and why); when the learner then
// chooses another action, it says the better choice and why; when the same, that it was
// the best move. Without advice (nullopt) the coach stays silent. next/prev are the game's
// review keys here; ok after the end finishes the step.
#pragma once

#include <memory>
#include <optional>

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

  const LessonStep& step_;
  std::unique_ptr<Table> table_;
  std::unique_ptr<GameController> controller_;
  std::optional<Advice> advice_;
  std::size_t advice_at_ = static_cast<std::size_t>(-1);  // history size the advice is for
  int comments_ = 0;
};

}  // namespace sh
