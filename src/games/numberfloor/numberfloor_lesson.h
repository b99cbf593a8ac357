// Numberfloor: the lesson (mode "lesson"), as the registry starts it. Short explanations
// alternate with turns set up in the engine (cards typed as at a real table: a card's code
// and Enter) and judged by the referee, one for every rule of the rulebook: the start
// cards, floors up and down by the balloon and round past ten and below zero, balloons
// changing the step, drawing two, PAS, ending a turn, the empty stock shuffled back, the
// star and the last balloons, the winning star, the special balloons, the night floor card
// as a floor and as a take-over (and when it may be made), the Middle variant's small
// balloons and the Beginner variant's two piles; quizzes on the deal, who starts, stars,
// skipping and what follows a take-over; the rulebook's worked turn as a walk-through; the
// sound glossary and key trainer; a guided game with the coach.
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
