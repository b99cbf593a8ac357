#include "games/quist/quist_lesson.h"

#include "games/quist/quist_entry.h"
#include "play/lesson_screen.h"

namespace sh::quist {

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  return std::make_unique<LessonScreen>(std::string("quist"), Message("quist.lesson.title"), lesson_steps());
}

}  // namespace sh::quist
