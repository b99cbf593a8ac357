// Numeramis Šipky: the lesson (mode "lesson"), as the registry starts it. Short
// explanations alternate with practice positions set up in the engine and judged by the
// referee (also the stock running out and reshuffled), quizzes on sums and points, the rulebook's 101 game as a walk-through, the sound
// glossary and key trainer, and a guided game with the coach at the end. The coverage table
// (rule of the rulebook -> step) is lesson().coverage; tests walk it.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/lesson.h"
#include "play/screen.h"

namespace sh::sipky {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

// The lesson's steps and coverage table.
Lesson lesson();

}  // namespace sh::sipky
