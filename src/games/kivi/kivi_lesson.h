// KIVI: the lesson (mode "lesson"), as the registry starts it. Short explanations alternate
// with practice rolls set up in the engine and judged by the referee (holding dice,
// combinations, nesting, jokers, six of a kind, the third roll, a stone saved before the
// last roll), scoring quizzes, the
// rulebook's 56-point example as a walk-through, the sound glossary and key trainer, and a
// guided game with the coach. The coverage table (rule -> step) is lesson().coverage.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/lesson.h"
#include "play/screen.h"

namespace sh::kivi {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

// The lesson's steps and coverage table.
Lesson lesson();

}  // namespace sh::kivi
