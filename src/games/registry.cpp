#include "games/registry.h"

#include "games/clovece/clovece_entry.h"
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
      clovece::entry(),
      numberfloor::entry(),
  };
  return games;
}

const GameEntry* find_game(std::string_view id) {
  for (const auto& g : game_registry())
    if (g.id == id) return &g;
  return nullptr;
}

}  // namespace sh
