#include "games/sipky/sipky_lesson.h"

#include "games/sipky/sipky_entry.h"
#include "play/lesson_screen.h"

namespace sh::sipky {

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  return std::make_unique<LessonScreen>(Message("sipky.lesson.title"), lesson_steps());
}

}  // namespace sh::sipky
