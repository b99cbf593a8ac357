// An audio-guided lesson (PRODUCT.md "Lessons"): runs the steps of a game's lesson
// (play/lesson.h), one StepRunner at a time. When a game has several lessons it first asks
// which. Keys: ok goes on; next skips a step, prev goes a step back (except where the step
// uses them: the key trainer, the guided game's review); back leaves (asks first) unless
// the step uses it (clearing a typed number, a half-typed entry). repeat and help are the
// shell's as everywhere. Progress is kept per learner (the first player's name) in the
// history database: where the lesson was left, and for each step whether it was done and
// how many mistakes it took; a lesson left in the middle resumes at that step.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "play/lesson.h"
#include "play/lesson_step.h"
#include "play/screen.h"

namespace sh {

class History;
class MenuScreen;

class LessonScreen final : public Screen {
 public:
  explicit LessonScreen(std::vector<Lesson> lessons);
  // A game with one lesson (no question which).
  explicit LessonScreen(Lesson lesson);
  ~LessonScreen() override;

  // Where progress is kept (null: not kept). Set before the screen is entered.
  void keep_progress(History* history) { history_ = history; }
  const std::vector<Lesson>& lessons() const { return lessons_; }

  void enter(Host& host) override;
  void on_key(Host& host, Key key) override;
  void help(Host& host) override;
  void hint(Host& host) override;
  void on_thought(Host& host, std::uint64_t ticket, Action a) override;
  std::vector<Message> status(Host& host) override;
  void on_counter(Host& host, int index, int value) override;
  TablePictureRef picture(Host& host) override;

  // For tests: the lesson and step now (nullopt while choosing a lesson).
  std::optional<std::size_t> lesson_index() const { return lesson_; }
  std::size_t step_index() const { return step_; }
  StepRunner* runner() { return runner_.get(); }

 private:
  void start_lesson(Host& host, std::size_t index);
  void go_to(Host& host, std::size_t step, bool say_number);
  void after_step_key(Host& host);
  void skip_step(Host& host);
  void previous_step(Host& host);
  void save_step(const StepRunner& runner);
  void save_position();
  const Lesson& lesson() const { return lessons_.at(*lesson_); }

  std::vector<Lesson> lessons_;
  std::optional<std::size_t> lesson_;
  std::optional<std::size_t> chosen_;  // picked in the chooser, started after its key
  std::unique_ptr<MenuScreen> chooser_;
  std::size_t step_ = 0;
  std::unique_ptr<StepRunner> runner_;
  bool ended_ = false;
  bool confirm_leave_ = false;
  bool entered_ = false;
  History* history_ = nullptr;
  std::string learner_;
};

}  // namespace sh
