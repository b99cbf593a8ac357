// Matfyzácké Člověče, nezlob se: the lesson (mode "lesson"), as the registry starts it.
// Short explanations alternate with turns set up in the engine and judged by the referee:
// entering with a six, the colour rule, compulsory use, the order of the throws, capture,
// entering onto a piece, the gift of a captured piece (and the gift to oneself), into the
// home, overshooting it, moving inside it; quizzes on the pieces and the board per player
// count, the opening roll, the order of turns, sixes, the last to arrive and winning; the
// sound glossary and key trainer, and a guided game with the coach. The coverage table
// (every rule of the rulebook -> its step) is lesson().coverage.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/lesson.h"
#include "play/screen.h"

namespace sh::clovece {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

// The lesson's steps and coverage table.
Lesson lesson();

}  // namespace sh::clovece
