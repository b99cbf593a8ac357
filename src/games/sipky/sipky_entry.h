// Šipky's registry entry: setup questions, factories, and the lesson.
#pragma once

#include "play/game_entry.h"

namespace sh::sipky {

GameEntry entry();

// The lesson: rules in short steps, then the rulebook's 101 game of Alojz, David,
// Bedřich and Cyril replayed by the engine, one throw a step.
std::vector<std::vector<Message>> lesson_steps();

// The worked example's actions, throw by throw (also used by tests).
struct ExampleThrow {
  int seat;
  std::vector<Action> actions;
};
std::vector<ExampleThrow> rulebook_example();
std::vector<std::string> rulebook_example_names();

}  // namespace sh::sipky
