#include "games/quist/quist_entry.h"
#include "games/quist/quist_lesson.h"

#include <memory>

#include "games/quist/quist_controller.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"
#include "games/quist/quist_options.h"

namespace sh::quist {

namespace {

bool is(const GameOptions& o, const char* key, const char* value) {
  auto it = o.find(key);
  return it != o.end() && it->second == value;
}


}  // namespace

std::vector<std::string> example_names() { return {"Anna", "Boris", "Cecílie", "Dan"}; }

std::vector<std::vector<int>> example_phases() {
  // Dan deals, Anna leads. Trick 1: Boris takes it with 7.
  // Trick 2 (Boris leads): Cecílie and Dan tie on 8; phase 2 (Cecílie leads): Dan and Anna
  // tie on 9; phase 3 (Dan leads): Anna's 7 takes the triple trick.
  return {{5, 7, 3, 2}, {6, 8, 8, 4}, {2, 9, 9, 1}, {0, 7, 3, 6}};
}

std::vector<std::vector<Message>> lesson_steps() {
  std::vector<std::vector<Message>> steps;
  for (int i = 1; i <= 10; ++i) steps.push_back({Message("quist.help.rule." + std::to_string(i))});
  steps.push_back({Message("quist.lesson.keys")});

  const auto names = example_names();
  auto game = make_quist_game(
      {{"mode", "assistant"}, {"games", "1"}, {"dealer", std::to_string(kExampleDealer + 1)}});
  auto state = game->new_initial_state();
  const auto& s = static_cast<const QuistState&>(*state);
  steps.push_back({Message("quist.example.intro")});
  int trick = 1;
  for (const auto& phase : example_phases()) {
    std::vector<Message> step;
    const long phase_number = static_cast<long>(s.table().size());
    if (phase_number == 1) step.push_back(Message("quist.example.trick").with("n", trick++));
    else
      step.push_back(Message("quist.example.phase")
                         .with("phase", phase_number)
                         .with("player", seat_name(s, names, s.current_player())));
    for (int value : phase) {
      Events events;
      state->apply(value, &events);
      for (const auto& e : events)
        for (const auto& piece : narrate(e, s, names, sh::Mode::Assistant))
          if (piece.message) step.push_back(*piece.message);
    }
    steps.push_back(step);
  }
  steps.push_back({Message("quist.example.end")});
  return steps;
}

GameEntry entry() {
  GameEntry e;
  e.id = "quist";
  e.name = "game.quist";
  // The engine holds the hands in dealer mode and takes laid cards in assistant mode, so
  // the mode is one of its options.
  e.mode_is_option = true;
  e.seat_pages = true;
  auto not_lesson = [](const GameOptions& o) { return !is(o, "mode", "lesson"); };
  e.questions = {
      mode_question(),
      {"games", "quist.setup.games",
       {{"10", Message("quist.games.recommended").with("n", 10)},
        {"5", Message("quist.games.choice").with("n", 5)},
        {"3", Message("quist.games.choice").with("n", 3)},
        {"1", Message("quist.games.choice").with("n", 1)}},
       not_lesson},
      {"seating", "quist.setup.seating",
       {{"chosen", Message("quist.seating.chosen"), std::nullopt, {1, 3, 2, 4}}, {"cut", Message("quist.seating.cut")}},
       not_lesson},
      {"computers", "quist.setup.computers",
       {{"none", Message("quist.computers.none")},
        {"2,4", Message("quist.computers.pair"), std::nullopt, {2, 4}},
        {"2,3,4", Message("quist.computers.three"), std::nullopt, {2, 3, 4, 1}}},
       [](const GameOptions& o) { return !is(o, "mode", "assistant") && !is(o, "mode", "lesson"); }},
      level_question(),
  };
  e.make_game = make_quist_game;
  e.upgrade_options = upgrade_journal_options;
  e.make_controller = [] { return std::make_unique<QuistController>(); };
  e.make_lesson = make_lesson;
  return e;
}

}  // namespace sh::quist
