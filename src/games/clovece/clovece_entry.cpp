#include "games/clovece/clovece_entry.h"
#include "games/clovece/clovece_lesson.h"

#include "games/clovece/clovece_controller.h"
#include "games/clovece/clovece_game.h"

namespace sh::clovece {

std::vector<std::vector<Message>> lesson_steps() {
  static const char* const kSteps[] = {
      "clovece.lesson.1", "clovece.lesson.2", "clovece.lesson.3", "clovece.lesson.4",  "clovece.lesson.5",
      "clovece.lesson.6", "clovece.lesson.7", "clovece.lesson.8", "clovece.lesson.9", "clovece.lesson.10"};
  std::vector<std::vector<Message>> steps;
  for (const char* id : kSteps) steps.push_back({Message(id)});
  return steps;
}

GameEntry entry() {
  GameEntry e;
  e.id = "clovece";
  e.best_in_statistics = false;
  e.name = "game.clovece";
  e.questions = {players_question(kMinPlayers, kMaxPlayers), mode_question("mode.assistant_dice", "mode.dealer_dice")};
  e.questions.push_back({"playon", "clovece.setup.playon",
                         {{"0", Message("clovece.playon.0")}, {"1", Message("clovece.playon.1")}},
                         [](const GameOptions& o) {
                           auto mode = o.find("mode");
                           return mode == o.end() || mode->second != "lesson";
                         }});
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) e.questions.push_back(computers_question(n));
  e.questions.push_back(level_question());
  e.make_game = make_clovece_game;
  e.make_controller = [] { return std::make_unique<CloveceController>(); };
  e.make_lesson = make_lesson;
  return e;
}

}  // namespace sh::clovece
