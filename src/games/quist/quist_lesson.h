// Numeramis Quist: the lesson (mode "lesson"), as the registry starts it. Short
// explanations alternate with positions set up in the engine and judged by the referee,
// on the real controller's keys: the seating cut, the first lead left of the dealer and the
// winner's next lead (the program deals, computers play), the highest card, ties and new
// phases, the deck's eight cards of a value, a tie in the hand's last phase, reviewing the
// last trick (next/prev go to the game's review there) and hearing it refused after the
// next lead, and a match decided by tricks or an extra game; quizzes on the cut, leads,
// stakes, tricks and the match; the rulebook-style example as a walk-through; the sound
// glossary and key trainer; a guided game with the coach. A position in the middle of a
// game starts with where play stands, not a new game's introduction. The coverage table
// is lesson().coverage.
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
