#include "games/kivi/kivi_lesson.h"

#include "games/kivi/kivi_entry.h"
#include "play/lesson_screen.h"

namespace sh::kivi {

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  return std::make_unique<LessonScreen>(Message("kivi.lesson.title"), lesson_steps());
}

}  // namespace sh::kivi
