// Numberfloor: the lesson (mode "lesson"), as the registry starts it. Short explanations
// alternate with turns set up in the engine (cards typed as at a real table: a card's code
// and Enter) and judged by the referee: floors up and down by the balloon, floors past ten,
// balloons changing the step, drawing two, PAS, ending a turn, the special balloons and the
// star for an empty hand; quizzes on stars and skipping; the rulebook's worked turn as a
// walk-through; the sound glossary and key trainer; a guided game with the coach.
// The coverage table is lesson().coverage.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/lesson.h"
#include "play/screen.h"

namespace sh::numberfloor {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

// The lesson's steps and coverage table.
Lesson lesson();

}  // namespace sh::numberfloor
