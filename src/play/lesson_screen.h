// An audio-guided lesson (PRODUCT.md "Lessons"): runs the steps of a game's lesson
// (play/lesson.h), one StepRunner at a time. When a game has several lessons it first asks
// which. A lesson with chapters (play/lesson_chapters.h) starts with the chapter menu: one
// sentence per chapter, the finished ones said so, the one to continue under the cursor (a
// new learner: the table's first); a chapter runs its steps (numbered within it) and ends
// with a short menu: the next chapter, the chapter menu, or the end. Keys: ok goes on; next skips a step, prev goes a step back (except where the step
// uses them: the key trainer, the guided game's review); back leaves (asks first) unless
// the step uses it (clearing a typed number, a half-typed entry). repeat and help are the
// shell's as everywhere. Progress is kept per learner (the first player's name) in the
// history database: where the lesson was left, and for each step whether it was done and
// how many mistakes it took; a lesson left in the middle resumes at that step, and each
// chapter at the step where it was left.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "play/lesson.h"
#include "play/lesson_chapters.h"
#include "play/lesson_step.h"
#include "play/screen.h"

namespace sh {

class History;
class MenuScreen;
struct LessonChapterRecord;

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
  bool takes_repeat() const override {
    return !menu_ && !confirm_leave_ && !ended_ && runner_ && !runner_->finished() && runner_->takes_repeat();
  }
  void on_counter(Host& host, int index, int value) override;
  TablePictureRef picture(Host& host) override;

  // For tests: the lesson and step now (nullopt while choosing a lesson), the chapter (by
  // its place in the menu; nullopt while choosing one or without chapters), the lesson's
  // chapters, and whether a menu (of lessons or chapters, or after a chapter) is open.
  std::optional<std::size_t> lesson_index() const { return lesson_; }
  std::size_t step_index() const { return step_; }
  std::optional<std::size_t> chapter_index() const { return chapter_; }
  const std::vector<Chapter>& chapters() const { return chapters_; }
  bool in_menu() const { return menu_ != nullptr; }
  StepRunner* runner() { return runner_.get(); }

 private:
  void start_lesson(Host& host, std::size_t index);
  void open_menu(Host& host, std::unique_ptr<MenuScreen> menu);
  void show_chapters(Host& host);
  void start_chapter(Host& host, std::size_t index);
  void finish_chapter(Host& host);
  // The chapter to propose: of those begun and not finished the one worked on last, else
  // the first not finished in the menu's order, else the first.
  std::size_t proposed_chapter() const;
  std::optional<std::size_t> next_chapter(std::size_t after) const;
  const LessonChapterRecord* mark_of(std::size_t chapter) const;
  void save_chapter(std::size_t chapter, const std::string& step_id, bool finished);
  // The steps now walked: the chapter's, or the whole lesson's.
  std::size_t range_first() const { return chapter_ ? chapters_[*chapter_].first : 0; }
  std::size_t range_end() const { return chapter_ ? chapters_[*chapter_].end : lesson().steps.size(); }
  Message step_number() const;
  void go_to(Host& host, std::size_t step, bool say_number);
  void after_step_key(Host& host);
  void skip_step(Host& host);
  void previous_step(Host& host);
  void save_step(const StepRunner& runner);
  void save_position();
  const Lesson& lesson() const { return lessons_.at(*lesson_); }

  std::vector<Lesson> lessons_;
  std::optional<std::size_t> lesson_;
  // A menu (of lessons, of chapters, after a chapter): what its item or back chose is done
  // after its key (then the menu is closed).
  std::unique_ptr<MenuScreen> menu_;
  std::function<void(Host&)> chosen_;
  std::vector<Chapter> chapters_;
  std::optional<std::size_t> chapter_;
  std::vector<LessonChapterRecord> marks_;  // the learner's chapters, the last worked on first
  bool keys_said_ = false;
  std::size_t step_ = 0;
  std::unique_ptr<StepRunner> runner_;
  bool ended_ = false;
  bool confirm_leave_ = false;
  bool entered_ = false;
  History* history_ = nullptr;
  std::string learner_;
};

}  // namespace sh
