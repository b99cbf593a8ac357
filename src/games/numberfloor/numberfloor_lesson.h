// Numberfloor: the lesson (mode "lesson"), as the registry starts it. Short explanations
// alternate with turns set up in the engine and judged by the referee, played with the real
// game's keys (the program deals the position: plus and minus walk the hand, Enter lays, 3
// draws, 0 ends the turn or says PAS; what only the table does, the start cards, the stock
// shuffled back and the opponent's turn taken over, is typed as at a real table), each task
// a decision whose every kind of wrong answer has its own reason; one for every rule of the
// rulebook (each newly laid card's own nearest floors too): the start
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
