#include "games/numberfloor/numberfloor_lesson.h"

#include "games/numberfloor/numberfloor_entry.h"
#include "play/lesson_screen.h"

namespace sh::numberfloor {

std::unique_ptr<Screen> make_lesson(const GameOptions&) {
  return std::make_unique<LessonScreen>(std::string("numberfloor"), Message("numberfloor.lesson.title"), lesson_steps());
}

}  // namespace sh::numberfloor
