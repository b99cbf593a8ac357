#include "games/clovece/clovece_lesson.h"

#include "games/clovece/clovece_entry.h"
#include "play/lesson_screen.h"

namespace sh::clovece {

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  return std::make_unique<LessonScreen>(std::string("clovece"), Message("clovece.lesson.title"), lesson_steps());
}

}  // namespace sh::clovece
