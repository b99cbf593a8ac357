// One step of a lesson while it runs: the LessonScreen hands it the keys it does not use
// for moving around (next = skip, prev = back, back = leave when the step does not use it)
// and asks after each key whether the step is finished. One runner per StepKind
// (play/lesson.h); make_step_runner picks it.
#pragma once

#include <memory>
#include <vector>

#include "play/lesson.h"
#include "play/table_picture.h"

namespace sh {

class Host;

class StepRunner {
 public:
  virtual ~StepRunner() = default;
  // Says the step (its text, the task, the first part).
  virtual void enter(Host& host) = 0;
  // Returns false for a key the step does not use (then ok/back mean move on/leave).
  virtual bool on_key(Host& host, Key key) = 0;
  virtual void help(Host& host) = 0;
  virtual void hint(Host& host) { help(host); }
  virtual void on_thought(Host&, std::uint64_t /*ticket*/, Action) {}
  virtual void on_counter(Host&, int /*index*/, int /*value*/) {}
  virtual std::vector<Message> status(Host& host) = 0;
  virtual TablePictureRef picture(Host&) { return nullptr; }
  // Whether next/prev belong to the step (the key trainer, the guided game's review)
  // rather than to moving between steps.
  virtual bool takes_next_prev() const { return false; }
  // Whether the star belongs to the step (the key trainer) rather than repeating.
  virtual bool takes_repeat() const { return false; }

  bool finished() const { return finished_; }
  // Solved by the learner (or, for a step without a judge, listened to the end).
  bool done() const { return done_; }
  int mistakes() const { return mistakes_; }

 protected:
  void finish(bool done) {
    finished_ = true;
    done_ = done;
  }
  int mistakes_ = 0;

 private:
  bool finished_ = false;
  bool done_ = false;
};

// The runner of `step` (which must outlive it).
std::unique_ptr<StepRunner> make_step_runner(const LessonStep& step);

// How many wrong tries a practice or quiz step allows before it says the answer.
inline constexpr int kLessonTries = 3;

}  // namespace sh
