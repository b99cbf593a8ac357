// Matfyzácké Člověče, nezlob se: the lesson (mode "lesson"), as the registry starts it.
// Short explanations alternate with turns set up in the engine and judged by the referee
// (entering with a six, a compulsory use), quizzes on the colour rule, the order of the
// throws, captures and winning, the sound glossary and key trainer, and a guided game
// with the coach. The coverage table (rule -> step) is lesson().coverage.
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
