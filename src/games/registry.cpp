#include "games/registry.h"

#include "games/kivi/kivi_entry.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/quist/quist_entry.h"
#include "games/sipky/sipky_entry.h"

namespace sh {

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> games = {
      sipky::entry(),
      quist::entry(),
      kivi::entry(),
      numberfloor::entry(),
  };
  return games;
}

SetupQuestion players_question(int min_players, int max_players) {
  SetupQuestion q{"players", "setup.players", {}};
  for (int n = min_players; n <= max_players; ++n)
    q.choices.push_back({std::to_string(n), Message("setup.player_count").with("count", n)});
  return q;
}

SetupQuestion mode_question(const std::string& assistant_label) {
  return {"mode", "setup.mode",
          {{"dealer", Message("mode.dealer")}, {"assistant", Message(assistant_label)}, {"lesson", Message("mode.lesson")}}};
}

SetupQuestion computers_question(int players) {
  SetupQuestion q{"computers", "setup.computers", {{"none", Message("setup.computers.0")}}};
  static const char* const kNames[] = {"a", "b", "c", "d", "e"};
  for (int k = 1; k < players && k <= 5; ++k) {
    Message label("setup.computers." + std::to_string(k));
    std::string value;
    for (int i = 0; i < k; ++i) {
      const int seat = players - k + 1 + i;
      label.with(kNames[i], seat);
      value += (i ? "," : "") + std::to_string(seat);
    }
    q.choices.push_back({value, label});
  }
  q.applies = [players](const GameOptions& o) {
    auto count = o.find("players");
    auto mode = o.find("mode");
    return count != o.end() && count->second == std::to_string(players) && (mode == o.end() || mode->second != "lesson");
  };
  return q;
}

const GameEntry* find_game(std::string_view id) {
  for (const auto& g : game_registry())
    if (g.id == id) return &g;
  return nullptr;
}

}  // namespace sh
