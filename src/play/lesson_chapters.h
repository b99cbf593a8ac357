// A lesson's chapters (issue 31): named parts of about 8-10 steps, chosen from a short menu
// and resumed on their own. A lesson file opens each chapter with its first step
// (lesson_kit::open_chapter: Lesson::chapters, in the menu's order); a chapter runs from its
// first step to the next chapter's first step in the order of the steps, so a step added to
// a lesson falls into the chapter it is written in. And a step's short title (the statistics
// name a step by it; "<game>.lesson.step.<id>", lesson_kit::finish).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "play/lesson.h"

namespace sh {

struct Chapter {
  std::string id;  // its first step's id
  Message title;
  std::size_t first = 0;  // its steps: [first, end) of the lesson's steps
  std::size_t end = 0;
  std::size_t size() const { return end - first; }
  bool holds(std::size_t step) const { return step >= first && step < end; }
};

// The lesson's chapters in the menu's order (empty without a chapter table). An entry whose
// first step is not in the lesson is left out; steps before the earliest chapter's first
// step belong to that chapter.
std::vector<Chapter> chapters_of(const Lesson& lesson);

// The step's short title ("Hod dvou karet"); nullopt when it has none (a step added without
// one: then it is named by its text).
std::optional<Message> step_title(const LessonStep& step);

}  // namespace sh
