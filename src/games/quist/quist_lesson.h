// Numeramis Quist: the lesson (mode "lesson"), as the registry starts it. Short
// explanations alternate with tricks set up in the engine (cards entered as at a real
// table) and judged by the referee: the highest card takes the trick, ties start a new
// phase, only the new phase's cards compete, the deck has eight cards of a value; quizzes
// on tricks and the match; the rulebook-style example as a walk-through; the sound glossary
// and key trainer; a guided game with the coach. The coverage table is lesson().coverage.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/lesson.h"
#include "play/screen.h"

namespace sh::quist {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

// The lesson's steps and coverage table.
Lesson lesson();

}  // namespace sh::quist
